import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { diffLines } from "./line-diff.ts";
import { givesDuration, swapsGivenDurations } from "./written-durations.ts";

/** At most this many changes are named. */
const MAX_ITEMS = 6;
const fenceLine = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)/;

interface CodeBlock {
  /** The line of its opening fence (1-based). */
  line: number;
  language: string;
  /** The lines of the block, fences left out: indexes into the text's lines (0-based). */
  first: number;
  last: number;
}

/** The fenced code blocks of a page, in order. */
export function codeBlocksOf(text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: { line: number; fence: string; language: string } | undefined;
  for (const [index, line] of text.split("\n").entries()) {
    const fence = fenceLine.exec(line);
    if (!open) {
      if (fence) open = { line: index, fence: fence[2] as string, language: fence[3] ?? "" };
      continue;
    }
    const closing = fence && (fence[2] as string).startsWith(open.fence) && fence[3] === "";
    if (closing) {
      blocks.push({
        line: open.line + 1,
        language: open.language.toLowerCase(),
        first: open.line + 1,
        last: index - 1,
      });
      open = undefined;
    }
  }
  return blocks;
}

/** Words of an instruction that ask for an order: a move is then what it asks for. */
const orderWords =
  /\b(?:before|after|first|last|order|reorder|move[sd]?|above|below|swap|earlier|later|then|put)\b/i;

function mentions(instruction: string, word: string): boolean {
  if (word === "") return false;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i").test(instruction);
}

/** A line of code without its first word (the instruction: `ADD . ./` and `COPY . ./`). */
function argumentsOf(line: string): string {
  return line.trim().replace(/^\S+\s*/, "");
}

/**
 * What a change does to a page's code samples that a reader of the diff may pass over: a code
 * block the page kept whose language was changed or dropped (the site stops highlighting it, or
 * highlights it as something else) when the instruction names neither language; and a line of a
 * sample moved to another place in its block (as written, or with its first word changed) when
 * the instruction asks for no order, since the order of a sample's commands is what it does;
 * and a line the instruction quotes that the change drops from its block unasked.
 * One sentence each.
 */
export function findCodeSampleChanges(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const show = toDocsRelative(docsRoot, change.path);
    const before = codeBlocksOf(change.before);
    const after = codeBlocksOf(change.after);
    if (before.length === after.length) {
      before.forEach((block, index) => {
        const now = after[index] as CodeBlock;
        if (block.language === now.language || block.language === "") return;
        // An instruction that asks for another language names it; one naming only the old
        // language (a `harbor.json` file) did not ask to relabel its sample (`json` to `jsonc`).
        if (mentions(instruction, now.language)) return;
        found.push(
          `${show}:${now.line}: the code block was \`${block.language}\` and now ${now.language === "" ? "has no language" : `is \`${now.language}\``}`,
        );
      });
    }
    if (!orderWords.test(instruction)) found.push(...movedLines(change, show, before, after));
    else found.push(...quotedLineOrder(show, blockLines(change, before, after), instruction));
    if (!removalWords.test(instruction))
      found.push(...droppedQuotedLines(show, blockLines(change, before, after), instruction));
    found.push(...rewrittenWords(change, show, before, after, instruction));
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** Words of an instruction that ask to take something out: a dropped line is then what it asks. */
const removalWords =
  /\b(?:remove[sd]?|delete[sd]?|drop(?:s|ped)?|omit(?:s|ted)?|strip(?:s|ped)?|take out|get rid|no longer|stray|extra|duplicate[sd]?)\b/i;

/** The code spans of an instruction, as written: `WORKDIR /app`. */
function quotedCode(instruction: string): Set<string> {
  return new Set(
    [...instruction.matchAll(/(`+)([^`\n]+?)\1(?!`)/g)].map((match) => (match[2] as string).trim()),
  );
}

/** A code block of a page before and after a change: its lines, trimmed, and where it now starts. */
interface BlockLines {
  was: string[];
  is: string[];
  line: number;
}

/** The page's code blocks before and after, paired in order; none when their number changed. */
function blockLines(
  change: FileChange,
  before: readonly CodeBlock[],
  after: readonly CodeBlock[],
): BlockLines[] {
  if (before.length !== after.length) return [];
  const beforeLines = (change.before ?? "").split("\n");
  const afterLines = (change.after ?? "").split("\n");
  const linesOf = (lines: string[], block: CodeBlock) =>
    lines.slice(block.first, block.last + 1).map((line) => line.trim());
  return before.map((block, index) => {
    const now = after[index] as CodeBlock;
    return { was: linesOf(beforeLines, block), is: linesOf(afterLines, now), line: now.line };
  });
}

/**
 * Lines of a code block that the instruction quotes whole (`WORKDIR /app`) and the change takes
 * out of the block with nothing of the same kind in their place (no line starting with the same
 * word): asked to put a line first, the change dropped it. The instruction asking to remove
 * something leaves this out.
 */
function droppedQuotedLines(
  show: string,
  blocks: readonly BlockLines[],
  instruction: string,
): string[] {
  const quoted = quotedCode(instruction);
  if (quoted.size === 0) return [];
  const found: string[] = [];
  for (const { was, is, line: at } of blocks) {
    for (const line of was) {
      if (!quoted.has(line) || is.includes(line)) continue;
      const word = line.split(/\s+/)[0] as string;
      if (is.some((other) => other.split(/\s+/)[0] === word)) continue;
      found.push(
        `${show}:${at}: the change takes \`${line}\`, which the instruction names, out of its code block, and the instruction asks for no removal`,
      );
    }
  }
  return found;
}

/**
 * Where the instruction asks for an order and quotes whole lines of a code block (`COPY
 * pnpm-lock.yaml /app`, `WORKDIR /app`): a block holding two of them whose lines the change moves
 * while those two stay in the order they had (the line moved, but not past the other); and a
 * block holding only some of them whose lines the change moves (the other example reordered as
 * well). One sentence each.
 */
function quotedLineOrder(
  show: string,
  blocks: readonly BlockLines[],
  instruction: string,
): string[] {
  const quoted = quotedCode(instruction);
  if (quoted.size < 2 || blocks.length === 0) return [];
  const named = blocks.map(({ was }) => [...quoted].filter((line) => was.includes(line)));
  const most = Math.max(...named.map((lines) => lines.length));
  if (most < 2) return [];
  const found: string[] = [];
  blocks.forEach(({ was, is, line }, index) => {
    const lines = named[index] as string[];
    const sameSet = [...was].sort().join("\n") === [...is].sort().join("\n");
    const moved = sameSet && was.join("\n") !== is.join("\n");
    if (!moved) return;
    if (lines.length < most) {
      found.push(
        `${show}:${line}: the change reorders this code block too, while the lines the instruction names are in another`,
      );
      return;
    }
    const [first, second] = lines as [string, string];
    const order = (list: string[]) => list.indexOf(first) < list.indexOf(second);
    if (order(was) === order(is)) {
      found.push(
        `${show}:${line}: the change moves lines of this code block, and \`${first}\` and \`${second}\`, which the instruction names, stay in the order they had`,
      );
    }
  });
  return found;
}

/** Whether the instruction gives a text: as a word or a code span of its own, or inside one. */
function gives(instruction: string, text: string): boolean {
  if (text === "") return false;
  // Punctuation alone (`.`, `>=`) is given only as a code span: every sentence ends with a dot.
  if (!/\w/.test(text)) return instruction.includes(`\`${text}\``);
  if (text.length >= 2 && instruction.includes(text)) return true;
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w])${escaped}(?![\\w])`).test(instruction);
}

/**
 * Whether each token that differs between two words is given, old and new, by the instruction:
 * told port 7400 is now 7410, `7400:7400` rewritten as `7410:7410` is asked.
 */
function givenTokenByToken(instruction: string, old: string, now: string): boolean {
  const oldTokens = old.split(/(\w+)/);
  const newTokens = now.split(/(\w+)/);
  if (oldTokens.length !== newTokens.length) return false;
  let differs = false;
  for (const [at, token] of oldTokens.entries()) {
    const put = newTokens[at] as string;
    if (token === put) continue;
    if (!/\w/.test(token) || !/\w/.test(put)) return false;
    if (!gives(instruction, token) || !gives(instruction, put)) return false;
    differs = true;
  }
  return differs;
}

/** What differs between two words, their common start and end set aside. */
function differingPart(old: string, now: string): { old: string; now: string } {
  let start = 0;
  while (start < old.length && start < now.length && old[start] === now[start]) start++;
  let end = 0;
  while (
    end < old.length - start &&
    end < now.length - start &&
    old[old.length - 1 - end] === now[now.length - 1 - end]
  )
    end++;
  return { old: old.slice(start, old.length - end), now: now.slice(start, now.length - end) };
}

/**
 * Words of a sample line the change rewrote that the instruction does not give: a line of a code
 * block replaced by one with as many words, where a word changed and neither it, its new form, nor
 * the part that differs is in the instruction (asked to fix `pnx`, the change also renames the
 * codemod `pnpm-v10-to-v11`; asked for `COPY`, it also copies another file). A sample's words are
 * what a reader runs.
 */
function rewrittenWords(
  change: FileChange,
  show: string,
  before: readonly CodeBlock[],
  after: readonly CodeBlock[],
  instruction: string,
): string[] {
  const blockAt = (blocks: readonly CodeBlock[], line: number) =>
    blocks.findIndex((block) => line >= block.first && line <= block.last);
  const found: string[] = [];
  let beforeLine = 0;
  let afterLine = 0;
  let removed: { text: string; block: number }[] = [];
  let added: { text: string; block: number }[] = [];
  const compare = () => {
    if (removed.length === added.length) {
      removed.forEach((gone, index) => {
        const put = added[index] as { text: string; block: number };
        if (gone.block < 0 || gone.block !== put.block) return;
        const oldWords = gone.text.trim().split(/\s+/);
        const newWords = put.text.trim().split(/\s+/);
        if (oldWords.length !== newWords.length) return;
        oldWords.forEach((word, at) => {
          const now = newWords[at] as string;
          if (word === now) return;
          const part = differingPart(word, now);
          // An operator or a quote changed (`>=11` to `^11`): syntax, not a new name or path.
          if (!/\w/.test(part.old) && !/\w/.test(part.now)) return;
          if (
            gives(instruction, word) ||
            gives(instruction, now) ||
            gives(instruction, part.old) ||
            gives(instruction, part.now) ||
            givenTokenByToken(instruction, word, now) ||
            // `60s` made `30s` when told "every 30 seconds": the same duration, written otherwise.
            givesDuration(instruction, now) ||
            // `3600` made `86400` when told "24 hours, not 1 hour": the same durations in seconds.
            swapsGivenDurations(instruction, word, now)
          )
            return;
          const block = after[put.block];
          found.push(
            `${show}${block ? `:${block.line}` : ""}: the change rewrites \`${word}\` as \`${now}\` in a code sample, and the instruction gives neither`,
          );
        });
      });
    }
    removed = [];
    added = [];
  };
  for (const line of diffLines(change.before ?? "", change.after ?? "")) {
    if (line.kind === "same") {
      compare();
      beforeLine++;
      afterLine++;
    } else if (line.kind === "removed") {
      removed.push({ text: line.text, block: blockAt(before, beforeLine++) });
    } else {
      added.push({ text: line.text, block: blockAt(after, afterLine++) });
    }
  }
  compare();
  return found;
}

/**
 * Lines of a code block that the change removed at one place and added at another, as written or
 * with another first word, with at least one line it kept between the two places.
 */
function movedLines(
  change: FileChange,
  show: string,
  before: readonly CodeBlock[],
  after: readonly CodeBlock[],
): string[] {
  const blockAt = (blocks: readonly CodeBlock[], line: number) =>
    blocks.findIndex((block) => line >= block.first && line <= block.last);
  const removed: { text: string; block: number; at: number }[] = [];
  const added: { text: string; block: number; at: number }[] = [];
  let beforeLine = 0;
  let afterLine = 0;
  let kept = 0;
  for (const line of diffLines(change.before ?? "", change.after ?? "")) {
    if (line.kind === "same") {
      beforeLine++;
      afterLine++;
      kept++;
    } else if (line.kind === "removed") {
      const block = blockAt(before, beforeLine++);
      if (block >= 0 && line.text.trim() !== "") removed.push({ text: line.text, block, at: kept });
    } else {
      const block = blockAt(after, afterLine++);
      if (block >= 0 && line.text.trim() !== "") added.push({ text: line.text, block, at: kept });
    }
  }
  const found: string[] = [];
  for (const gone of removed) {
    const put = added.find(
      (other) =>
        other.block === gone.block &&
        other.at !== gone.at &&
        (other.text.trim() === gone.text.trim() ||
          (argumentsOf(other.text) !== "" && argumentsOf(other.text) === argumentsOf(gone.text))),
    );
    if (!put) continue;
    const block = after[put.block];
    found.push(
      `${show}${block ? `:${block.line}` : ""}: the change moves \`${gone.text.trim()}\` to another place in its code block${put.text.trim() === gone.text.trim() ? "" : ` (as \`${put.text.trim()}\`)`}, and the instruction asks for no order`,
    );
  }
  return found;
}

/** The self-review's part on code samples; "" when there are none. */
export function renderCodeSampleChanges(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `Check these changes to code samples against the instruction: a sample's language, its lines, their order and their words are part of what it shows. Undo each the instruction does not ask for, or say under notDone why it stays (the pull request lists those left for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}
