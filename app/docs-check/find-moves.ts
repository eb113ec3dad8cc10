import { baseName } from "../docs-site/repo-path.ts";
import type { TreeView } from "../docs-site/tree-view.ts";

/**
 * Pages the change moved: a deleted file whose text reappears under a new path, else the one added
 * file with the same name, else the added file that keeps most of its lines.
 */
export async function findMoves(
  base: TreeView,
  head: TreeView,
  deleted: string[],
  added: string[],
): Promise<Map<string, string>> {
  const moved = new Map<string, string>();
  if (deleted.length === 0 || added.length === 0) return moved;
  const pool = new Set(added);
  const addedTexts = new Map<string, string | undefined>();
  for (const path of added) addedTexts.set(path, await head.text(path));
  for (const from of deleted) {
    const text = await base.text(from);
    if (text === undefined) continue;
    const to = [...pool].find((path) => addedTexts.get(path) === text);
    if (to) {
      moved.set(from, to);
      pool.delete(to);
    }
  }
  for (const from of deleted) {
    if (moved.has(from)) continue;
    const sameName = [...pool].filter((path) => baseName(path) === baseName(from));
    if (sameName.length === 1) {
      moved.set(from, sameName[0] as string);
      pool.delete(sameName[0] as string);
    }
  }
  // Moved and edited under a new name: most of its lines are still there.
  for (const from of deleted) {
    if (moved.has(from) || pool.size === 0) continue;
    const before = lineSet(await base.text(from));
    let best: { path: string; share: number } | undefined;
    for (const path of pool) {
      const share = sharedLines(before, lineSet(addedTexts.get(path)));
      if (share >= MOVE_SIMILARITY && share > (best?.share ?? 0)) best = { path, share };
    }
    if (best) {
      moved.set(from, best.path);
      pool.delete(best.path);
    }
  }
  return moved;
}

/** Share of lines two versions have in common for the second to count as the first, moved. */
const MOVE_SIMILARITY = 0.6;

function lineSet(text: string | undefined): Set<string> {
  return new Set(
    (text ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  );
}

function sharedLines(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const line of a) if (b.has(line)) shared++;
  return shared / Math.max(a.size, b.size);
}
