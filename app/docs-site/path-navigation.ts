import type { NavEntry, SiteNavigation } from "./docs-site.ts";
import type { TreeView } from "./tree-view.ts";

/**
 * A navigation whose entries name files by path (Mintlify, MkDocs, mdBook): an entry resolves to
 * its first candidate that exists, and a page is listed when some entry resolves to it.
 */
export function pathNavigation(
  view: TreeView,
  navigation: Omit<SiteNavigation, "resolve" | "lists"> & { covers?: (page: string) => boolean },
): SiteNavigation {
  let listed: Set<string> | undefined;
  const resolveNow = (entry: NavEntry): string | undefined =>
    entry.candidates.find((candidate) => view.has(candidate));
  return {
    ...navigation,
    resolve: async (entry) => resolveNow(entry),
    lists: async (page) => {
      if (navigation.covers?.(page)) return true;
      if (!listed) {
        listed = new Set();
        for (const entry of navigation.entries) {
          const path = resolveNow(entry);
          if (path) listed.add(path);
        }
      }
      return listed.has(page);
    },
  };
}
