import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const FIXTURES = new URL("../fixtures/docs-trees", import.meta.url).pathname;

/**
 * A fixture site as repository files under `prefix` (so a site can sit below the repository root).
 * Binary files (images) are listed with no text, as a repository tree would give them.
 */
export function loadFixtureTree(name: string, prefix = ""): Map<string, string | null> {
  const root = join(FIXTURES, name);
  const files = new Map<string, string | null>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const bytes = readFileSync(path);
        const repoPath = [prefix, relative(root, path)].filter((part) => part !== "").join("/");
        files.set(repoPath, bytes.includes(0) ? null : bytes.toString("utf8"));
      }
    }
  };
  walk(root);
  return files;
}

/** One step of a change, as an agent's tools make them. */
export type TreeEdit =
  | { write: string; content: string }
  | { edit: string; replace: string; with: string }
  | { remove: string }
  | { move: string; to: string };

/** The tree after the edits, and every path they touched. */
export function applyEdits(
  base: ReadonlyMap<string, string | null>,
  edits: readonly TreeEdit[],
): { head: Map<string, string | null>; changedPaths: string[] } {
  const head = new Map(base);
  const changed = new Set<string>();
  for (const edit of edits) {
    if ("write" in edit) {
      head.set(edit.write, edit.content);
      changed.add(edit.write);
    } else if ("edit" in edit) {
      const text = head.get(edit.edit);
      if (typeof text !== "string")
        throw new Error(`${edit.edit} is not a text file of the fixture`);
      const at = text.indexOf(edit.replace);
      if (at < 0 || text.indexOf(edit.replace, at + 1) >= 0) {
        throw new Error(`"${edit.replace}" must occur exactly once in ${edit.edit}`);
      }
      head.set(edit.edit, text.slice(0, at) + edit.with + text.slice(at + edit.replace.length));
      changed.add(edit.edit);
    } else if ("remove" in edit) {
      if (!head.delete(edit.remove)) throw new Error(`${edit.remove} is not in the fixture`);
      changed.add(edit.remove);
    } else {
      const content = head.get(edit.move);
      if (content === undefined) throw new Error(`${edit.move} is not in the fixture`);
      head.delete(edit.move);
      head.set(edit.to, content);
      changed.add(edit.move);
      changed.add(edit.to);
    }
  }
  return { head, changedPaths: [...changed].sort() };
}
