import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";
import { addedLines } from "./line-diff.ts";
import { statedDefaults } from "./stated-defaults.ts";

/** At most this many flags are named. */
const MAX_ITEMS = 4;
const pagePath = /\.(md|mdx|markdown|rst|txt)$/i;
/** How far past a flag's name its definition is read: one call or one object entry. */
const MAX_DEFINITION_CHARS = 600;

/** The names a source may give a flag: `--read-only`, `read_only`, `readOnly`, `read-only`. */
function namesOf(flag: string): string[] {
  const bare = flag.replace(/^-+/, "");
  const snake = bare.replace(/-/g, "_");
  const camel = bare.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  return [...new Set([flag, bare, snake, camel])];
}

/**
 * The definition that follows a name in source code: the rest of the call or object entry it
 * stands in, read until the bracket that encloses it closes.
 */
function definitionAfter(text: string, from: number): string {
  let depth = 0;
  const end = Math.min(text.length, from + MAX_DEFINITION_CHARS);
  for (let index = from; index < end; index++) {
    const char = text[index] as string;
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) {
      depth--;
      if (depth < 0) return text.slice(from, index);
    }
  }
  return text.slice(from, end);
}

/** A flag's default as its definition gives it: `default=8080`, `default: 4`, `store_true`. */
export function defaultInDefinition(definition: string): string | undefined {
  if (/\baction\s*=\s*["']store_true["']/.test(definition)) return "false";
  if (/\baction\s*=\s*["']store_false["']/.test(definition)) return "true";
  const value = /\bdefault\s*[=:]\s*([^,\n)}]+)/.exec(definition)?.[1];
  return value?.trim().replace(/^["'`]|["'`]$/g, "");
}

/** Where the source defines the flag, and the default it gives; undefined when it gives none. */
export function sourceDefault(text: string, flag: string): string | undefined {
  for (const name of namesOf(flag)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // The name as a string (`"--read-only"`) or as a key (`parallel:`), not inside a longer word.
    const at = new RegExp(`["'\`]${escaped}["'\`]|(?<![\\w.-])${escaped}\\s*[:=]\\s*[{(]`, "g");
    for (const match of text.matchAll(at)) {
      const given = defaultInDefinition(definitionAfter(text, match.index + match[0].length));
      if (given !== undefined) return given;
    }
  }
  return undefined;
}

function meaningOf(value: string): string | undefined {
  const word = value.toLowerCase();
  if (["true", "on", "enabled", "yes"].includes(word)) return "true";
  if (["false", "off", "disabled", "no", "none", "null"].includes(word)) return "false";
  return /^-?\d+(?:\.\d+)?$/.test(word) ? word : undefined;
}

/**
 * Flags the change documents with a default that the source defining them does not give: a row
 * or line the change adds states the default of a `--flag`, and a file of the repository outside
 * the docs pages defines that flag (an argparse argument, an entry of a flags object) with
 * another default. Only defaults that compare without reading (on/off, true/false, numbers) are
 * judged. One sentence each.
 */
export async function findSourceDefaultMismatches(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<string[]> {
  const documented: { path: string; flag: string; value: string; line: number }[] = [];
  for (const change of changes) {
    if (change.after === undefined || change.movedFrom || !pagePath.test(change.path)) continue;
    const added = new Set(addedLines(change.before, change.after));
    const lines = change.after.split("\n");
    for (const stated of statedDefaults(change.after)) {
      if (!/^--[a-z][\w-]*$/.test(stated.owner)) continue;
      if (!added.has(lines[stated.line - 1] ?? "")) continue;
      documented.push({
        path: change.path,
        flag: stated.owner,
        value: stated.value,
        line: stated.line,
      });
    }
  }
  if (documented.length === 0) return [];
  const changed = new Set(changes.map((change) => change.path));
  const sources = [...tree.repositoryFiles()].filter(
    (path) => !pagePath.test(path) && !changed.has(path),
  );
  await tree.holdTexts(sources);
  const found: string[] = [];
  for (const item of documented) {
    const said = meaningOf(item.value);
    if (said === undefined) continue;
    for (const path of sources) {
      const text = tree.peekBaseText(path);
      if (typeof text !== "string" || !namesOf(item.flag).some((name) => text.includes(name)))
        continue;
      const given = sourceDefault(text, item.flag);
      const meant = given === undefined ? undefined : meaningOf(given);
      if (meant === undefined || meant === said) continue;
      found.push(
        `${toDocsRelative(tree.docsRoot, item.path)}:${item.line}: the change documents \`${item.flag}\` with the default ${item.value}, and \`${path}\` defines it with ${given}`,
      );
      break;
    }
  }
  return found.slice(0, MAX_ITEMS);
}
