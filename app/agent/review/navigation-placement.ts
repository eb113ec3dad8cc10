import { detectDocsSites } from "../../docs-site/detect-docs-sites.ts";
import type { NavEntry, NavItem, SiteNavigation } from "../../docs-site/docs-site.ts";
import { mintlifyGroupName } from "../../docs-site/read-mintlify-site.ts";
import { siteFileOf } from "../../docs-site/site-files.ts";
import { TreeView } from "../../docs-site/tree-view.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";

/** At most this many placements are named. */
const MAX_ITEMS = 6;
/** Other entries a navigation file needs before its way of writing them counts as its own. */
const MIN_OTHER_ENTRIES = 3;

/** Words of an instruction that ask for a place in the navigation. */
const placeWords =
  /\b(?:before|after|first|last|order|reorder|move[sd]?|above|below|under|end|top|bottom|beginning|between|next to)\b/i;

/** Whether the instruction names the label as a whole (`Guides`, not `guide` in "guides/"). */
function names(instruction: string, label: string): boolean {
  const key = label.trim();
  if (key.length < 3) return false;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w/-])${escaped}(?![\\w/-])`, "i").test(instruction);
}

/** Each page entry of the outline with the labels of the groups it sits in, outermost first. */
function placed(items: readonly NavItem[], groups: string[] = []) {
  const found: { entry: NavEntry; groups: string[] }[] = [];
  for (const item of items) {
    if (item.kind === "group")
      found.push(...placed(item.items, [...groups, mintlifyGroupName(item.label)]));
    else if (item.kind === "page") found.push({ entry: item.entry, groups });
  }
  return found;
}

function groupLabels(items: readonly NavItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === "group" ? [mintlifyGroupName(item.label), ...groupLabels(item.items)] : [],
  );
}

/** How an entry is written: from the site's root or not, with the page's extension or not. */
function shapeOf(ref: string): { rooted: boolean; extension: boolean } {
  return { rooted: ref.startsWith("/"), extension: /\.(mdx?|markdown)$/i.test(ref) };
}

/**
 * What a change to the navigation does that a reviewer sees at a glance in the sidebar: a new
 * page entry put in a group the instruction does not name while it names another group of the
 * navigation; a new entry written unlike every other entry of its file (from the site's root, or
 * with the page's file extension, where the others are not); an entry written anew in place of
 * another (a fixed path) somewhere else than the old one stood, unasked; and entries removed with no entry
 * added in their place and no page deleted or moved, which takes a page out of the sidebar.
 * One sentence each.
 */
export async function findNavigationPlacements(
  tree: WorkingTree,
  changes: readonly FileChange[],
  instruction: string,
): Promise<string[]> {
  const changedNavigation = changes.filter((change) => {
    const file = siteFileOf(change.path);
    return (
      change.before !== undefined &&
      change.after !== undefined &&
      file !== undefined &&
      (file.role === "navigation" || file.generator === "mkdocs" || file.generator === "mintlify")
    );
  });
  if (changedNavigation.length === 0) return [];
  const show = (path: string) => toDocsRelative(tree.docsRoot, path);
  const [head, base] = await Promise.all([
    detectDocsSites(new TreeView(tree.atHead()), show),
    detectDocsSites(new TreeView(tree.atBase()), show),
  ]);
  const found: string[] = [];
  for (const site of head.sites) {
    const navigation = site.navigation;
    if (!navigation) continue;
    const changedFiles = navigation.files.filter((file) =>
      changedNavigation.some((change) => change.path === file),
    );
    if (changedFiles.length === 0) continue;
    const before = base.sites.find((other) => other.root === site.root)?.navigation;
    if (!before) continue;
    found.push(...placements(navigation, before, changedFiles, changes, instruction, show));
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

function placements(
  navigation: SiteNavigation,
  before: SiteNavigation,
  files: readonly string[],
  changes: readonly FileChange[],
  instruction: string,
  show: (path: string) => string,
): string[] {
  const found: string[] = [];
  const countRefs = (entries: readonly NavEntry[], file: string) => {
    const counts = new Map<string, number>();
    for (const entry of entries)
      if (entry.file === file) counts.set(entry.ref, (counts.get(entry.ref) ?? 0) + 1);
    return counts;
  };
  const named = groupLabels(navigation.outline).filter((label) => names(instruction, label));
  for (const file of files) {
    const old = countRefs(before.entries, file);
    const now = countRefs(navigation.entries, file);
    const added = [...now].filter(([ref, n]) => n > (old.get(ref) ?? 0)).map(([ref]) => ref);
    const removed = [...old].filter(([ref, n]) => n > (now.get(ref) ?? 0)).map(([ref]) => ref);

    if (named.length > 0) {
      for (const { entry, groups } of placed(navigation.outline)) {
        if (entry.file !== file || !added.includes(entry.ref)) continue;
        if (groups.some((label) => named.includes(label))) continue;
        found.push(
          `${show(file)}: the new entry \`${entry.ref}\` is in ${groups.length > 0 ? `the group "${groups.at(-1)}"` : "no group"}, while the instruction names the group ${named
            .slice(0, 3)
            .map((label) => `"${label}"`)
            .join(", ")}`,
        );
      }
    }

    const others = before.entries.filter((entry) => entry.file === file).map((e) => e.ref);
    if (others.length >= MIN_OTHER_ENTRIES) {
      const shapes = others.map(shapeOf);
      for (const ref of added) {
        const shape = shapeOf(ref);
        if (shape.rooted && shapes.every((other) => !other.rooted)) {
          found.push(
            `${show(file)}: the entry \`${ref}\` starts with "/", which none of the file's ${others.length} other entries does`,
          );
        }
        if (shape.extension && shapes.every((other) => !other.extension)) {
          found.push(
            `${show(file)}: the entry \`${ref}\` carries the page's file extension, which none of the file's ${others.length} other entries does`,
          );
        }
      }
    }

    // One entry written anew in place of another (a fixed path, a renamed page) stays where the
    // old one stood unless the instruction asks for a place.
    if (removed.length === 1 && added.length === 1 && !placeWords.test(instruction)) {
      const neighbours = (entries: readonly NavEntry[], ref: string) => {
        const refs = entries.filter((entry) => entry.file === file).map((entry) => entry.ref);
        const at = refs.indexOf(ref);
        return { previous: refs[at - 1], next: refs[at + 1] };
      };
      const was = neighbours(before.entries, removed[0] as string);
      const is = neighbours(navigation.entries, added[0] as string);
      if (was.previous !== is.previous && was.next !== is.next) {
        found.push(
          `${show(file)}: the entry \`${added[0]}\` takes the place of \`${removed[0]}\` somewhere else in the navigation (${is.previous ? `after \`${is.previous}\`` : "first"}, where it stood ${was.previous ? `after \`${was.previous}\`` : "first"}), and the instruction asks for no move`,
        );
      }
    }

    const pagesGone = changes.some((change) => change.after === undefined || change.movedFrom);
    if (!pagesGone && removed.length > added.length) {
      const gone = removed.slice(0, 3).map((ref) => `\`${ref}\``);
      found.push(
        `${show(file)}: the change removes the entr${removed.length === 1 ? "y" : "ies"} ${gone.join(", ")} and deletes no page, so ${removed.length === 1 ? "the page it names leaves" : "the pages they name leave"} the navigation`,
      );
    }
  }
  return found;
}

/** The self-review's part on navigation entries; "" when there are none. */
export function renderNavigationPlacements(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `Check these navigation entries against the instruction and the rest of the navigation: move or write each as it should be, or say under notDone why it stays (the pull request lists those left for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}
