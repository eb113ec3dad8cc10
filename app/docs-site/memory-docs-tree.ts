import type { DocsTree } from "./docs-tree.ts";

/**
 * A docs tree held in memory: for tests, benchmarks and callers that already have the text. A
 * `null` file exists but cannot be read as text (an image, say).
 */
export function memoryDocsTree(
  files: ReadonlyMap<string, string | null> | Record<string, string | null>,
  docsRoot = "",
): DocsTree {
  const map: ReadonlyMap<string, string | null> =
    files instanceof Map ? files : new Map(Object.entries(files));
  const paths = [...map.keys()].sort();
  return {
    docsRoot,
    listFiles: () => paths,
    read: async (path) => map.get(path) ?? undefined,
  };
}
