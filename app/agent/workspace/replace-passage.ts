import { ToolRefusal } from "../agent-errors.ts";

/** A passage shown back to the model is at most this many lines (the middle is elided). */
const MAX_SNIPPET_LINES = 16;
/** A shown line is cut after this many characters: the snippet is a place, not the content. */
const MAX_SNIPPET_LINE_CHARS = 200;
/** Lines of context shown on each side of a changed or nearest passage. */
const CONTEXT_LINES = 2;
/** Below this similarity, no passage of the file is offered as "the nearest". */
const NEAREST_THRESHOLD = 0.35;
/** Only this many lines of `oldText` are compared when looking for the nearest passage. */
const NEAREST_COMPARED_LINES = 12;

export interface PassageOptions {
  /** The file's text when the run started, to tell an applied edit from a mistaken one. */
  baseText?: string | undefined;
  /** Look for oldText only within these lines (1-based, inclusive): for long files and repeats. */
  startLine?: number | undefined;
  endLine?: number | undefined;
}

export interface ReplacedPassage {
  /** The file's new text, in the file's own line endings. */
  text: string;
  /** What to tell the model: the lines around the change, numbered. */
  message: string;
}

/**
 * Replaces the one occurrence of `oldText` in a file's text. Line endings are compared as `\n`
 * (a model rarely reproduces `\r\n`), and the new text takes the file's line ending. Refuses
 * with what the model needs to correct itself: the nearest lines when the passage is absent,
 * every line it starts on when it is ambiguous, and the place where an edit is already applied.
 * "Already applied" is said only where the old text was: around the one occurrence of oldText,
 * or, with oldText gone, when the file had oldText at the run's start (`baseText`) and has
 * newText now. newText found elsewhere in a file that never had oldText is no applied edit.
 */
export function replacePassage(
  path: string,
  text: string,
  oldText: string,
  newText: string,
  options: PassageOptions = {},
): ReplacedPassage {
  const { baseText } = options;
  const file = normalizeLineEndings(text);
  const wanted = oldText.replace(/\r\n/g, "\n");
  const replacement = newText.replace(/\r\n/g, "\n");
  if (wanted === replacement) {
    throw new ToolRefusal("oldText and newText are the same: this edit would change nothing");
  }
  const range = lineRange(file.text, options.startLine, options.endLine);
  const everywhere = occurrences(file.text, wanted);
  const starts = everywhere.filter(
    (start) => start >= range.from && start + wanted.length <= range.to,
  );
  if (starts.length === 0 && everywhere.length > 0) {
    const lines = linesOf(file.text, everywhere);
    throw new ToolRefusal(
      `oldText is not within lines ${range.label} of ${path}; it starts on line${lines.length > 1 ? "s" : ""} ${listNumbers(lines)}: give a range that holds it, or none`,
    );
  }
  if (starts.length === 0) {
    const applied = replacement.trim() === "" ? -1 : file.text.indexOf(replacement);
    const hadOldText = baseText?.replace(/\r\n/g, "\n").includes(wanted) ?? false;
    if (applied >= 0 && hadOldText) {
      const from = lineOf(file.text, applied);
      throw new ToolRefusal(
        `oldText is not in ${path}, and newText already is, at line ${from}: if that is this edit, it is already applied; do not make it again.\n${numbered(file.text, from, lineOf(file.text, applied + replacement.length))}`,
      );
    }
    const elsewhere =
      applied >= 0
        ? ` (newText does appear at line ${lineOf(file.text, applied)}, but oldText was not in ${path} when this run started either, so that is not this edit: nothing was changed)`
        : "";
    throw new ToolRefusal(notFoundMessage(path, file.text, wanted) + elsewhere);
  }
  if (starts.length > 1) {
    const lines = linesOf(file.text, starts);
    throw new ToolRefusal(
      `oldText occurs ${starts.length} times in ${path}, starting on lines ${listNumbers(lines)}; include more of the surrounding text so it occurs once, or give startLine and endLine around the one you mean`,
    );
  }
  const start = starts[0] as number;
  const inside = replacement.indexOf(wanted);
  if (
    inside >= 0 &&
    file.text.slice(start - inside, start - inside + replacement.length) === replacement
  ) {
    const from = lineOf(file.text, start - inside);
    throw new ToolRefusal(
      `this edit is already applied: newText is already in ${path} at line ${from}, around oldText. Do not make it again.\n${numbered(file.text, from, lineOf(file.text, start - inside + replacement.length))}`,
    );
  }
  const edited = file.text.slice(0, start) + replacement + file.text.slice(start + wanted.length);
  const from = lineOf(edited, start);
  const to = lineOf(edited, start + Math.max(0, replacement.length - 1));
  const lineCount = edited.split("\n").length;
  return {
    text: file.restore(edited, start, wanted.length, replacement),
    message: `Replaced one passage in ${path}. Lines ${Math.max(1, from - CONTEXT_LINES)}-${Math.min(lineCount, to + CONTEXT_LINES)} now read:\n${numbered(edited, from, to)}`,
  };
}

/**
 * The text with every `\r\n` as `\n`, and a way back: the edited text in the original endings.
 * Only the replaced range changes; the rest of the file keeps its bytes, mixed endings included.
 */
function normalizeLineEndings(text: string): {
  text: string;
  restore(edited: string, start: number, oldLength: number, replacement: string): string;
} {
  if (!text.includes("\r\n")) {
    return { text, restore: (edited) => edited };
  }
  // Where each removed "\r" was, as the index of its "\n" in the normalized text.
  const removed: number[] = [];
  let normalized = "";
  let from = 0;
  for (let at = text.indexOf("\r\n"); at >= 0; at = text.indexOf("\r\n", at + 2)) {
    normalized += text.slice(from, at);
    removed.push(normalized.length);
    from = at + 1;
  }
  normalized += text.slice(from);
  const toOriginal = (index: number) => index + countBelow(removed, index);
  const crlfLines = removed.length;
  const lfLines = (normalized.match(/\n/g)?.length ?? 0) - crlfLines;
  const ending = crlfLines >= lfLines ? "\r\n" : "\n";
  return {
    text: normalized,
    restore: (_edited, start, oldLength, replacement) =>
      text.slice(0, toOriginal(start)) +
      replacement.replace(/\n/g, ending) +
      text.slice(toOriginal(start + oldLength)),
  };
}

/**
 * Inserts whole lines into a text, before a line or after a heading (and the blank line that
 * follows it), in the file's own line endings; answers with the lines around the insertion.
 */
export function insertText(
  path: string,
  text: string,
  insertion: string,
  where: { line?: number | undefined; afterHeading?: string | undefined },
): ReplacedPassage {
  if ((where.line === undefined) === (where.afterHeading === undefined)) {
    throw new ToolRefusal("give exactly one of line and afterHeading");
  }
  const file = normalizeLineEndings(text);
  const lines = file.text.split("\n");
  const trailingNewline = file.text.endsWith("\n");
  const lineCount = trailingNewline ? lines.length - 1 : lines.length;
  let before: number;
  if (where.line !== undefined) {
    if (where.line > lineCount + 1) {
      throw new ToolRefusal(
        `${path} has ${lineCount} lines: insert before a line from 1 to ${lineCount + 1} (${lineCount + 1} appends)`,
      );
    }
    before = where.line;
  } else {
    const wanted = (where.afterHeading as string).trim();
    const matches: number[] = [];
    let fence: string | undefined;
    for (let n = 1; n <= lineCount; n++) {
      const current = lines[n - 1] as string;
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(current)?.[1];
      if (marker && (fence === undefined || current.trim().startsWith(fence))) {
        fence = fence === undefined ? marker : undefined;
        continue;
      }
      if (fence === undefined && current.trim() === wanted) matches.push(n);
    }
    if (matches.length === 0) {
      throw new ToolRefusal(
        `no line of ${path} is the heading "${wanted}"; read the file's outline (read_file without a range) and give a heading exactly`,
      );
    }
    if (matches.length > 1) {
      throw new ToolRefusal(
        `"${wanted}" heads ${matches.length} places in ${path}, on lines ${listNumbers(matches)}; insert by line instead`,
      );
    }
    const heading = matches[0] as number;
    before = lines[heading]?.trim() === "" && heading + 1 <= lineCount ? heading + 2 : heading + 1;
  }
  let block = insertion.replace(/\r\n/g, "\n");
  if (!block.endsWith("\n")) block += "\n";
  const start = offsetOfLine(file.text, before);
  const atEnd = start >= file.text.length;
  const piece = atEnd && file.text !== "" && !trailingNewline ? `\n${block}` : block;
  const edited = file.text.slice(0, start) + piece + file.text.slice(start);
  const from = lineOf(edited, start + (piece.startsWith("\n") ? 1 : 0));
  const to = from + block.split("\n").length - 2;
  return {
    text: file.restore(edited, start, 0, piece),
    message: `Inserted ${to - from + 1} line${to > from ? "s" : ""} into ${path} at line ${from}. Lines ${Math.max(1, from - CONTEXT_LINES)}-${to + CONTEXT_LINES} now read:\n${numbered(edited, from, to)}`,
  };
}

/** The character offsets of lines `startLine`-`endLine` (the whole text when neither is given). */
function lineRange(
  text: string,
  startLine: number | undefined,
  endLine: number | undefined,
): { from: number; to: number; label: string } {
  if (startLine === undefined && endLine === undefined) {
    return { from: 0, to: text.length, label: "all" };
  }
  const lineCount = text.split("\n").length;
  const first = startLine ?? 1;
  const last = Math.min(endLine ?? lineCount, lineCount);
  if (first > lineCount || first > last) {
    throw new ToolRefusal(
      `lines ${first}-${endLine ?? lineCount} are not in the file, which has ${lineCount} lines`,
    );
  }
  return {
    from: offsetOfLine(text, first),
    to: last >= lineCount ? text.length : offsetOfLine(text, last + 1),
    label: `${first}-${last}`,
  };
}

/** The character offset where a 1-based line starts. */
function offsetOfLine(text: string, line: number): number {
  let at = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf("\n", at);
    if (next < 0) return text.length;
    at = next + 1;
  }
  return at;
}

/** How many sorted numbers are below `limit` (binary search). */
function countBelow(sorted: readonly number[], limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}

/** The 1-based line of a character index. */
function lineOf(text: string, index: number): number {
  return linesOf(text, [index])[0] as number;
}

/** The 1-based line of each of ascending offsets, in one pass over the text. */
function linesOf(text: string, ascending: readonly number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let newline = text.indexOf("\n");
  for (const index of ascending) {
    while (newline >= 0 && newline < index) {
      line++;
      newline = text.indexOf("\n", newline + 1);
    }
    lines.push(line);
  }
  return lines;
}

/** Lines `from`-`to` with a little context, numbered like `  12| text`; a long passage elided in the middle. */
function numbered(text: string, from: number, to: number): string {
  const lines = text.split("\n");
  const first = Math.max(1, from - CONTEXT_LINES);
  const last = Math.min(lines.length, Math.max(from, to) + CONTEXT_LINES);
  const width = String(last).length;
  const render = (n: number) => {
    const line = lines[n - 1] ?? "";
    const shown =
      line.length > MAX_SNIPPET_LINE_CHARS ? `${line.slice(0, MAX_SNIPPET_LINE_CHARS)}…` : line;
    return `${String(n).padStart(width)}| ${shown}`.trimEnd();
  };
  const shown: string[] = [];
  if (last - first + 1 <= MAX_SNIPPET_LINES) {
    for (let n = first; n <= last; n++) shown.push(render(n));
  } else {
    const half = MAX_SNIPPET_LINES / 2;
    for (let n = first; n < first + half; n++) shown.push(render(n));
    shown.push(`${" ".repeat(width)}| … ${last - first + 1 - MAX_SNIPPET_LINES} lines …`);
    for (let n = last - half + 1; n <= last; n++) shown.push(render(n));
  }
  return shown.join("\n");
}

function listNumbers(numbers: readonly number[]): string {
  const shown = numbers.slice(0, 10).map(String);
  if (numbers.length > 10) shown.push(`… (${numbers.length - 10} more)`);
  if (shown.length === 1) return shown[0] as string;
  return `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/**
 * The refusal for a passage that is not in the file: the most similar lines of the file, so the
 * model can copy them exactly instead of guessing again.
 */
function notFoundMessage(path: string, text: string, wanted: string): string {
  const advice = "Copy oldText exactly from the file (whitespace included), or read it again.";
  const nearest = nearestPassage(text, wanted);
  if (!nearest) return `oldText was not found in ${path}, nor anything close to it. ${advice}`;
  const kind = nearest.exactIgnoringSpace ? "differs only in whitespace from" : "is closest to";
  return `oldText was not found in ${path}. It ${kind} lines ${nearest.from}-${nearest.to}:\n${numbered(text, nearest.from, nearest.to)}\n${advice}`;
}

/**
 * The window of the file's lines, as long as the wanted passage, that resembles it most: each
 * wanted line is compared with the file line in the same place of the window by the overlap of
 * their character pairs (Dice), and the window with the best average wins.
 */
function nearestPassage(
  text: string,
  wanted: string,
): { from: number; to: number; exactIgnoringSpace: boolean } | undefined {
  const fileLines = text.split("\n");
  const wantedLines = wanted.split("\n");
  while (wantedLines.length > 1 && wantedLines.at(-1)?.trim() === "") wantedLines.pop();
  const compared = wantedLines.slice(0, NEAREST_COMPARED_LINES).map(pairsOf);
  const filePairs = fileLines.map(pairsOf);
  let best = { index: -1, score: 0 };
  for (let index = 0; index < fileLines.length; index++) {
    let sum = 0;
    for (let k = 0; k < compared.length; k++) {
      sum += dice(compared[k] as Map<string, number>, filePairs[index + k]);
    }
    const score = sum / compared.length;
    if (score > best.score) best = { index, score };
  }
  if (best.index < 0 || best.score < NEAREST_THRESHOLD) return undefined;
  const from = best.index + 1;
  const to = Math.min(fileLines.length, from + wantedLines.length - 1);
  const squash = (value: string) => value.replace(/\s+/g, "");
  const window = fileLines.slice(from - 1, to).join("\n");
  return { from, to, exactIgnoringSpace: squash(window) === squash(wantedLines.join("\n")) };
}

/** The character pairs of a line, case and runs of whitespace ignored, with their counts. */
function pairsOf(line: string): Map<string, number> {
  const squashed = line.toLowerCase().replace(/\s+/g, " ").trim();
  const pairs = new Map<string, number>();
  for (let i = 0; i < squashed.length - 1; i++) {
    const pair = squashed.slice(i, i + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  if (squashed.length === 1) pairs.set(squashed, 1);
  return pairs;
}

function dice(a: Map<string, number>, b: Map<string, number> | undefined): number {
  if (!b) return 0;
  let sizeA = 0;
  let sizeB = 0;
  let shared = 0;
  for (const count of a.values()) sizeA += count;
  for (const count of b.values()) sizeB += count;
  if (sizeA === 0 && sizeB === 0) return 1;
  if (sizeA === 0 || sizeB === 0) return 0;
  for (const [pair, count] of a) shared += Math.min(count, b.get(pair) ?? 0);
  return (2 * shared) / (sizeA + sizeB);
}
