import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { keptWords } from "./kept-by-instruction.ts";
import { oneTokenReplaced, rewrittenLinePairs } from "./line-diff.ts";
import { oldValues } from "./unwritten-values.ts";

/** At most this many findings are named. */
const MAX_ITEMS = 6;

/** The words an instruction quotes: "choose", “select”, `ADD` (one word each). */
function quotedWords(instruction: string): Set<string> {
  const words = new Set<string>();
  for (const match of instruction.matchAll(/["“`]([\p{L}][\p{L}'’-]*)["”`]/gu)) {
    words.add((match[1] as string).toLowerCase());
  }
  return words;
}

/** Passages an instruction quotes of three words or more: a place on the page, not a word to use. */
function quotedPassages(instruction: string): string[] {
  return [...instruction.matchAll(/["“]([^"”\n]+)["”]/g)]
    .map((match) => (match[1] as string).toLowerCase())
    .filter((passage) => passage.trim().split(/\s+/).length >= 3);
}

/** The words of a line, as written. */
function wordsOf(line: string): string[] {
  return line.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
}

/** How many times a text holds a word, in any case, as a word of its own. */
function occurrences(text: string, word: string): number {
  const pattern = new RegExp(`(?<![\\p{L}'’-])${word}(?![\\p{L}'’-])`, "giu");
  return [...text.matchAll(pattern)].length;
}

/**
 * The one word a rewritten line replaces with another, the rest kept ("Choose" made "Click");
 * else undefined.
 */
function replacedWord(before: string, after: string): [string, string] | undefined {
  return oneTokenReplaced(wordsOf(before), wordsOf(after));
}

/**
 * Words the instruction quotes ("choose" and "select": use one of them) that the change
 * replaces: with a word the instruction does not give ("Choose" made "Click"), or in one place
 * while a page it edited, or another page of its folders, still holds the replaced word (the
 * heading fixed, the other page's sentence left). A word the instruction quotes with its place
 * (a passage of three words or more) is fixed there only, and is not looked for elsewhere, nor is
 * a word it says stays ("the import name stays `acme`": the old package name is also the import's).
 * One sentence each.
 */
export function findReplacedWords(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
  files: ReadonlyMap<string, string> = new Map(),
): string[] {
  const quoted = quotedWords(instruction);
  if (quoted.size === 0) return [];
  const passages = quotedPassages(instruction);
  const kept = keptWords(instruction);
  const lowerInstruction = instruction.toLowerCase();
  const found: string[] = [];
  const replaced = new Set<string>();
  for (const change of editedPages(changes)) {
    for (const [before, after] of rewrittenLinePairs(change.before, change.after)) {
      const pair = replacedWord(before, after);
      if (!pair) continue;
      const [from, to] = pair.map((word) => word.toLowerCase()) as [string, string];
      if (from === to || !quoted.has(from)) continue;
      if (!new RegExp(`\\b${to}\\b`).test(lowerInstruction)) {
        // The page holds the instruction's word as often as before: the change moved it, not
        // put another word in its place (the sample that turned a rule on at `error` now turns
        // it off, and the prose says the rule is on at `error`).
        if (occurrences(change.after, from) >= occurrences(change.before, from)) continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: the change replaces "${pair[0]}" with "${pair[1]}", a word the instruction does not give ("${after.trim().slice(0, 60)}")`,
        );
        continue;
      }
      if (!passages.some((passage) => passage.includes(from)) && !kept.has(from))
        replaced.add(from);
    }
  }
  // Where a replaced word still stands: the pages the change edited, and the other pages of
  // their folders (the instruction's "both pages").
  const folders = new Set(
    editedPages(changes).map((change) => change.path.slice(0, change.path.lastIndexOf("/") + 1)),
  );
  const texts = new Map<string, string>();
  for (const [path, text] of files) {
    const folder = path.slice(0, path.lastIndexOf("/") + 1);
    if (folders.has(folder) && /\.mdx?$/.test(path)) texts.set(path, text);
  }
  for (const change of changes) {
    if (change.after === undefined) texts.delete(change.path);
    else if (/\.mdx?$/.test(change.path)) texts.set(change.path, change.after);
  }
  for (const word of replaced) {
    const pattern = new RegExp(`(?<![\\p{L}'’-])${word}(?![\\p{L}'’-])`, "iu");
    for (const [path, text] of texts) {
      const line = text.split("\n").findIndex((candidate) => pattern.test(candidate));
      if (line < 0) continue;
      found.push(
        `the change replaces "${word}" in one place, and ${toDocsRelative(docsRoot, path)}:${line + 1} still holds it`,
      );
    }
  }
  return found.slice(0, MAX_ITEMS);
}

/** The lines of a text inside fenced code blocks, trimmed. */
function codeLines(text: string): Set<string> {
  const lines = new Set<string>();
  let fence = false;
  for (const line of text.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    else if (fence) lines.add(line.trim());
  }
  return lines;
}

/**
 * A line of a code sample that the page holds more than once, which the change rewrites in some
 * places and leaves as it was in others (the first `FROM …:latest` pinned, the second left): the
 * same text, two answers. One sentence each.
 */
export function findPartlyReplacedLines(
  changes: readonly FileChange[],
  docsRoot: string,
  _instruction: string,
): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const count = (text: string, line: string) =>
      text.split("\n").filter((candidate) => candidate.trim() === line).length;
    const code = codeLines(change.before);
    for (const [before] of rewrittenLinePairs(change.before, change.after)) {
      const line = before.trim();
      if (!code.has(line) || line.length < 8 || !/[\p{L}\p{N}]/u.test(line)) continue;
      const was = count(change.before, line);
      const is = count(change.after, line);
      if (was < 2 || is === 0 || is >= was) continue;
      const at = change.after.split("\n").findIndex((candidate) => candidate.trim() === line);
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the change rewrites "${line.slice(0, 60)}" in one place and leaves it as it was at line ${at + 1}`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/**
 * A line where the change inserts a short text before one of several identical parts and not
 * before the others (a `v` before the archive name's `{{ mdbook-version }}` and not before the
 * release tag's): the same fix owed in both places, made in one. One sentence each.
 */
export function findPartlyFixedLines(
  changes: readonly FileChange[],
  docsRoot: string,
  _instruction: string,
): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    for (const [before, after] of rewrittenLinePairs(change.before, change.after)) {
      let start = 0;
      while (start < before.length && before[start] === after[start]) start++;
      let end = 0;
      while (
        end < before.length - start &&
        end < after.length - start &&
        before[before.length - 1 - end] === after[after.length - 1 - end]
      )
        end++;
      if (before.length - start - end !== 0) continue;
      const inserted = after.slice(start, after.length - end);
      if (inserted.trim() === "" || inserted.length > 12) continue;
      const following = before.slice(start, start + 12);
      // Inserted before a part of its own (`{{`, a quote, a space), not inside a word.
      if (following.length < 8 || /^[\p{L}\p{N}]/u.test(following)) continue;
      if (!/[\p{L}\p{N}]/u.test(following)) continue;
      const elsewhere = [...after.matchAll(new RegExp(escapeRegExp(following), "g"))].some(
        (match) => !after.slice(0, match.index).endsWith(inserted),
      );
      if (!elsewhere) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the change adds \`${inserted}\` before one \`${following.trim()}…\` of the line and not before the other`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/**
 * A value the instruction gives in place of another (`pnpx` for `pnx`) that the change inserts
 * into a line of a code sample that did not hold the old value (`codemod run …` made `pnpx
 * codemod run …`): the fix applied where there was nothing to fix. One sentence each.
 */
export function findInsertedReplacements(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const olds = oldValues(instruction);
  if (olds.length === 0) return [];
  const news = [...instruction.matchAll(/(`+)([^`\n]+?)\1(?!`)/g)]
    .map((match) => (match[2] as string).trim())
    .filter((value) => !olds.includes(value));
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const code = codeLines(change.before);
    for (const [before, after] of rewrittenLinePairs(change.before, change.after)) {
      if (!code.has(before.trim())) continue;
      if (olds.some((old) => new RegExp(`(?<![\\w-])${escapeRegExp(old)}(?![\\w-])`).test(before)))
        continue;
      const was = before.trim().split(/\s+/);
      const is = after.trim().split(/\s+/);
      if (is.length <= was.length) continue;
      // Every word of the old line kept, in order: the rest was inserted.
      let at = 0;
      const inserted: string[] = [];
      for (const word of is) {
        if (at < was.length && word === was[at]) at++;
        else inserted.push(word);
      }
      if (at !== was.length) continue;
      const value = inserted.find((word) => news.includes(word));
      if (!value) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the change inserts \`${value}\` into \`${before.trim().slice(0, 60)}\`, a line that did not hold \`${olds[0]}\`, the value the instruction replaces`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * `findReplacedWords` and the other checks of this file on a run's tree: the pages of the folders the
 * change edited are read as they are now.
 */
export async function findReplacedWordsInTree(
  tree: WorkingTree,
  changes: readonly FileChange[],
  instruction: string,
): Promise<string[]> {
  const folders = new Set(
    editedPages(changes).map((change) => change.path.slice(0, change.path.lastIndexOf("/") + 1)),
  );
  const paths = tree
    .listFiles()
    .filter(
      (path) => folders.has(path.slice(0, path.lastIndexOf("/") + 1)) && /\.mdx?$/.test(path),
    );
  await tree.holdTexts(paths);
  const files = new Map<string, string>();
  for (const path of paths) {
    const text = tree.peekText(path);
    if (typeof text === "string") files.set(path, text);
  }
  return [
    ...findReplacedWords(changes, tree.docsRoot, instruction, files),
    ...findPartlyReplacedLines(changes, tree.docsRoot, instruction),
    ...findPartlyFixedLines(changes, tree.docsRoot, instruction),
    ...findInsertedReplacements(changes, tree.docsRoot, instruction),
  ];
}
