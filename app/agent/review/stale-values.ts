import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";
import { keptClauses, keptOnLine, keptOnPage } from "./kept-by-instruction.ts";
import { type DiffLine, diffLines, rewrittenLinePairs } from "./line-diff.ts";
import { isAiGuidance } from "./provenance.ts";
import { keyPathValues } from "./sourced-forms.ts";
import { givesDuration } from "./written-durations.ts";

/** At most this many replaced values are looked up, and this many places listed per value. */
const MAX_VALUES = 12;
const MAX_PLACES = 6;

/** A value the change replaced or removed, and the places in the docs that still hold it. */
export interface StaleValue {
  value: string;
  /** Where the change replaced it (docs-relative path). */
  replacedIn: string;
  /** `path:line` (docs-relative) of each place still holding it, at most `MAX_PLACES`. */
  places: string[];
  /** How many more places hold it than `places` lists. */
  more: number;
  /**
   * The changed page no longer holds the value at all while another file still does: the change
   * replaced it here and left it there (a translation, another version, a shared sample).
   */
  leftElsewhere?: boolean;
  /**
   * The changed page still holds the value in a code block of its own (the install command still
   * downloads the old version, the example still sets the deprecated key): the page now says two
   * things, and the one a reader copies is the old one.
   */
  leftInCode?: boolean;
  /**
   * A port the change replaced on a page (`port="7420"`) that the page still gives in an address
   * (`broker.internal:7420`): the page now names two ports for one connection.
   */
  leftInAddress?: boolean;
}

const codeSpanPattern = /(`+)([^`\n]+?)\1(?!`)/g;
const urlPattern = /\bhttps?:\/\/[^\s<>()[\]{}"'`|\\]+/gi;
const flagPattern = /(?<![\w-])--[a-zA-Z][\w-]*\w(?:=[\w.:/-]+)?/g;
const versionPattern = /(?<![\w.])v?\d+\.\d+(?:\.\d+)?(?:-[0-9A-Za-z.-]+)?(?![\w.]*\w)/g;
/** A port named in prose ("port 7400", "Port 7400 over TCP"), found in any case. */
const portPattern = /\bport\s+\d{2,5}\b/gi;
const portValue = /^port\s+(\d{2,5})$/i;
/** A number with a unit a reader acts on: sizes, durations, rates, percentages. */
export const quantityPattern =
  /(?<![\w.])\d+(?:[.,]\d+)?\s?(?:%|[KMGT]i?B\b|[kmgt]b\b|bytes?\b|ms\b|milliseconds?\b|s\b|sec(?:ond)?s?\b|min(?:ute)?s?\b|h\b|hours?\b|days?\b|weeks?\b|months?\b|years?\b|requests?\b|calls?\b|req\/s\b|rps\b|MB\/s\b|per (?:second|minute|hour|day)\b|retries\b|attempts\b|characters\b|chars\b|tokens\b|items\b|records\b|rows\b|pages?\b|seats?\b|users?\b|connections?\b|jobs?\b|workers?\b|GHz\b|MHz\b|cores?\b|CPUs?\b|px\b|em\b|rem\b)/gi;

/** Pages whose business is the past: they rightly keep old versions and old values. */
export const historyPage =
  /(?:^|\/)(?:change-?log|changes|history|release-?notes?|releases|news|migrat\w*|upgrad\w*)(?:[./-]|$)/i;

/**
 * Style rules (Vale's styles and vocabularies): they name the old term to forbid it, which is no
 * place still saying it.
 */
const styleRules = /(?:^|\/)(?:styles|\.vale)\/|(?:^|\/)\.vale\.ini$/i;

/**
 * The values a reader acts on that the change replaced or removed (numbers with units, versions,
 * URLs, `--flags`, code spans: commands, defaults, product terms), and the places in the docs
 * root that still hold them after the change: other pages, translations, snippets and includes,
 * code samples; the changed pages themselves when a second mention was left. A translation of the
 * changed page (Docusaurus `i18n/<locale>/…/current/`, a language folder as Mintlify's `languages`
 * and folder-per-language sites use, MkDocs i18n's `page.fr.md`) is also searched for the number
 * of a number with a unit, which it states with a translated unit ("30 secondes"). A value the
 * change took out of table rows counts in another table row only under the same row key (the
 * same thing's value, not another row's that happens to be equal); a value taken out of a row
 * keyed by a setting's key path is looked for under that key path in config samples and files
 * (`retry:` then `max_attempts: 3`). Pages about
 * the past (changelogs, release notes, migration guides), files written for AI tools and style
 * rules are not searched, nor is a page the instruction says keeps the value ("status callbacks
 * keep 5 minutes", "the 2.x docs stay as they are"), nor a line of a page the change left alone
 * that speaks of what the instruction says stays ("the other clients don't change"). Files the run's
 * snapshot does not hold are read first (the snapshot holds the docs, so nothing is fetched in a
 * normal run).
 */
export async function findStaleValues(
  tree: WorkingTree,
  changes: readonly FileChange[],
  /** The instruction: a page it says keeps a value does not hold it stale. */
  instruction = "",
): Promise<StaleValue[]> {
  const replaced = replacedValues(changes).slice(0, MAX_VALUES);
  const settings = replacedSettings(changes);
  const retired = deprecatedKeysInSamples(changes, (path) => toDocsRelative(tree.docsRoot, path));
  if (replaced.length === 0 && settings.length === 0) return retired;
  const files = tree
    .listFiles()
    .filter((path) => !historyPage.test(path) && !isAiGuidance(path) && !styleRules.test(path));
  await tree.holdTexts(files);
  const show = (path: string) => toDocsRelative(tree.docsRoot, path);
  const found: StaleValue[] = [];
  const edited = new Set(changes.map((change) => change.path));
  for (const { value, path, paths } of replaced) {
    const places: string[] = [];
    let leftInAddress = false;
    const matcher = valueMatcher(value);
    const rows = replacedRowKeys(changes, paths, value);
    // In a translation of the page, the number of a quantity is enough: its unit is translated.
    // Only for a value that is a quantity: a sentence holding one is matched as written.
    const number = new RegExp(`^(?:${quantityPattern.source})$`, "i").test(value)
      ? numberMatcher(value)
      : undefined;
    // Every page the change replaced the value on has its translations looked at.
    const translated = (file: string) =>
      paths.some(
        (page) =>
          file !== page &&
          translationKey(file) === translationKey(page) &&
          isTranslation(file, page),
      );
    // A port replaced on a page (`port="7420"`) is left there too in an address (`host:7420`).
    const port = /\bport\W{0,3}(\d{2,5})$/i.exec(value)?.[1];
    const address = port === undefined ? undefined : new RegExp(`[\\w\\]]:${port}(?!\\d)`);
    const replacements = replacementsOf(changes, paths, value);
    for (const file of files) {
      const text = tree.peekText(file);
      if (typeof text !== "string") continue;
      const lineMatcher =
        address && paths.includes(file) && address.test(text)
          ? new RegExp(`${matcher.source}|${address.source}`, matcher.flags)
          : number && !paths.includes(file) && translated(file)
            ? number
            : text.includes(value) || (portValue.test(value) && matcher.test(text))
              ? matcher
              : undefined;
      if (!lineMatcher) continue;
      if (keptOnPage(instruction, value, file, text)) continue;
      const lines = text.split("\n");
      lines.forEach((line, index) => {
        if (!lineMatcher.test(line)) return;
        // "The other clients don't change": a line about another client, on a page left alone.
        if (!edited.has(file) && keptOnLine(instruction, line)) return;
        // A line that names the value beside what replaced it lists both (`plan="pro"` or
        // `plan="business"` in a component's usage): it says nothing the change made stale.
        if (replacements.some((replacement) => line.includes(replacement))) return;
        // A table row holding the value for another row key says something else with it (the
        // access log's 14 days beside the untagged manifests' 14 days); a translation's keys are
        // in its own language, so its rows all stay.
        if (rows && lineMatcher === matcher) {
          const row = tableRowAt(lines, index);
          if (row && !rows.has(row.key)) return;
        }
        if (address && paths.includes(file) && !matcher.test(line) && address.test(line))
          leftInAddress = true;
        places.push(`${show(file)}:${index + 1}`);
      });
    }
    if (places.length === 0) continue;
    const replacedIn = show(path);
    const leftElsewhere =
      places.every((place) => !place.startsWith(`${replacedIn}:`)) &&
      count(tree.peekText(path) ?? "", value) === 0;
    // A version bumped in the page's prose while its own commands or samples keep the old one.
    const leftInCode =
      new RegExp(`^${versionPattern.source}$`).test(value) &&
      paths.some((page) =>
        codeLinesHolding(tree.peekText(page) ?? "", value).some((line) =>
          places.includes(`${show(page)}:${line}`),
        ),
      );
    found.push({
      value,
      replacedIn,
      places: places.slice(0, MAX_PLACES),
      more: Math.max(0, places.length - MAX_PLACES),
      ...(leftElsewhere ? { leftElsewhere } : {}),
      ...(leftInCode ? { leftInCode } : {}),
      ...(leftInAddress ? { leftInAddress } : {}),
    });
  }
  return [
    ...found,
    ...settingsLeft(settings, files, (file) => tree.peekText(file), show),
    ...retired,
  ];
}

/** The 1-based numbers of the lines inside fenced code blocks (at any indent) that hold `value`. */
export function codeLinesHolding(text: string, value: string): number[] {
  const found: number[] = [];
  let fence: string | undefined;
  text.split("\n").forEach((line, index) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (opener) fence = opener;
      return;
    }
    if (
      opener &&
      opener[0] === fence[0] &&
      opener.length >= fence.length &&
      /^\s*[`~]+\s*$/.test(line)
    ) {
      fence = undefined;
      return;
    }
    if (line.includes(value)) found.push(index + 1);
  });
  return found;
}

/** A line the change added that marks something deprecated (a word or a `<Deprecated>` badge). */
const deprecationMark = /\bdeprecat|<Deprecated\b/i;

/**
 * Keys the change marks deprecated (on an added line: the table row's key, or the code span the
 * line names) that a code block of the same page still sets (`max_message_size: 1048576` in the
 * page's example): the page retires the key and shows readers how to use it.
 */
export function deprecatedKeysInSamples(
  changes: readonly FileChange[],
  show: (path: string) => string = (path) => path,
): StaleValue[] {
  const found: StaleValue[] = [];
  for (const change of changes) {
    if (change.after === undefined || change.movedFrom || historyPage.test(change.path)) continue;
    const keys = new Set<string>();
    for (const line of diffLines(change.before ?? "", change.after)) {
      if (line.kind !== "added" || !deprecationMark.test(line.text)) continue;
      const row = /^\s*\|/.test(line.text) ? cellsOf(line.text)[0] : undefined;
      const named = row
        ? [row]
        : [...line.text.matchAll(codeSpanPattern)].map((match) => (match[2] as string).trim());
      for (const key of named) if (/^[A-Za-z_][\w.-]*$/.test(key) && key.length >= 4) keys.add(key);
    }
    for (const key of keys) {
      const last = key.slice(key.lastIndexOf(".") + 1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const setting = new RegExp(`(?<![\\w.-])["']?${last}["']?\\s*[:=]`);
      const lines = codeLinesHolding(change.after, key.slice(key.lastIndexOf(".") + 1)).filter(
        (number) => setting.test(change.after?.split("\n")[number - 1] ?? ""),
      );
      // Still set as it was before the change: a sample the change itself wrote is its choice.
      if (lines.length === 0 || codeLinesHolding(change.before ?? "", key).length === 0) continue;
      found.push({
        value: key,
        replacedIn: show(change.path),
        places: lines.slice(0, MAX_PLACES).map((number) => `${show(change.path)}:${number}`),
        more: Math.max(0, lines.length - MAX_PLACES),
        leftInCode: true,
      });
    }
  }
  return found;
}

/**
 * What the change wrote in the value's place on the lines it rewrote: the value with the part
 * that changed in its line put in (`plan="business` made `plan="pro`).
 */
function replacementsOf(
  changes: readonly FileChange[],
  paths: readonly string[],
  value: string,
): string[] {
  const found = new Set<string>();
  for (const change of changes) {
    if (!paths.includes(change.path) || change.before === undefined || change.after === undefined)
      continue;
    for (const [was, now] of rewrittenLinePairs(change.before, change.after)) {
      const at = was.indexOf(value);
      if (at < 0) continue;
      let start = 0;
      while (start < was.length && start < now.length && was[start] === now[start]) start++;
      let end = 0;
      while (
        end < was.length - start &&
        end < now.length - start &&
        was[was.length - 1 - end] === now[now.length - 1 - end]
      )
        end++;
      const oldEnd = was.length - end;
      // Only a change inside the value: its words before and after are the line's own.
      if (start < at || oldEnd > at + value.length || start >= oldEnd) continue;
      const replacement = `${value.slice(0, start - at)}${now.slice(start, now.length - end)}${value.slice(oldEnd - at)}`;
      if (replacement !== value && replacement.trim() !== "") found.add(replacement);
    }
  }
  return [...found];
}

/** A setting's key path as a table's first cell writes it: `retry.max_attempts`. */
const settingKey = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$/;

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.replace(/`/g, "").trim());
}

interface ReplacedSetting {
  key: string;
  old: string;
  path: string;
}

/** The settings whose value the change replaced in a table row keyed by their key path. */
function replacedSettings(changes: readonly FileChange[]): ReplacedSetting[] {
  const replaced: ReplacedSetting[] = [];
  for (const change of changes) {
    if (change.before === undefined || change.after === undefined || change.movedFrom) continue;
    if (historyPage.test(change.path)) continue;
    for (const [was, now] of rewrittenLinePairs(change.before, change.after)) {
      if (!/^\s*\|/.test(was) || !/^\s*\|/.test(now)) continue;
      const before = cellsOf(was);
      const after = cellsOf(now);
      const key = before[0] ?? "";
      if (before.length !== after.length || after[0] !== key || !settingKey.test(key)) continue;
      before.forEach((cell, index) => {
        if (index > 0 && cell !== "" && cell !== after[index] && cell.length <= 40)
          replaced.push({ key, old: cell, path: change.path });
      });
    }
  }
  return replaced;
}

/**
 * Settings whose value the change replaced in a table row keyed by the setting's key path
 * (`retry.max_attempts`: `3` made `5`) that a config sample of another page, or a config file,
 * still sets to the old value (`retry:` then `max_attempts: 3`): the same setting, two values.
 * A bare number is too common to look for as text; under its setting's key path it is the value.
 */
function settingsLeft(
  replaced: readonly ReplacedSetting[],
  files: readonly string[],
  textOf: (path: string) => string | null | undefined,
  show: (path: string) => string,
): StaleValue[] {
  const found: StaleValue[] = [];
  for (const { key, old, path } of replaced) {
    // The same setting replaced on two pages (a translation) is one value left.
    if (found.some((item) => item.value === `${key}: ${old}`)) continue;
    const last = key.slice(key.lastIndexOf(".") + 1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const line = new RegExp(`(?<![\\w-])["']?${last}["']?\\s*[:=]`);
    const places: string[] = [];
    for (const file of files) {
      const text = textOf(file);
      if (typeof text !== "string" || !keyPathValues(key, file, text).includes(old)) continue;
      const at = text.split("\n").findIndex((candidate) => line.test(candidate));
      places.push(`${show(file)}:${at + 1}`);
    }
    if (places.length === 0) continue;
    found.push({
      value: `${key}: ${old}`,
      replacedIn: show(path),
      places: places.slice(0, MAX_PLACES),
      more: Math.max(0, places.length - MAX_PLACES),
      leftElsewhere: true,
    });
  }
  return found;
}

/**
 * The values on lines the change removed from a page it kept (not moved, not deleted) that the
 * page now holds fewer times than before: replaced or removed, not merely rewrapped.
 */
export function replacedValues(
  changes: readonly FileChange[],
): { value: string; path: string; paths: string[] }[] {
  const found = new Map<string, string[]>();
  for (const change of changes) {
    if (change.before === undefined || change.after === undefined || change.movedFrom) continue;
    if (historyPage.test(change.path)) continue;
    const removed = diffLines(change.before, change.after)
      .filter((line) => line.kind === "removed")
      .map((line) => line.text);
    const values = [
      ...valuesOf(removed),
      ...replacedWords(diffLines(change.before, change.after)),
      ...removed.map((line) => line.trim()).filter(distinctiveLine),
    ];
    // A port is one value in any case: "Port 7400" swapped in a line is the "port 7400" of prose.
    const distinct = values.map((value) =>
      portValue.test(value) ? value.toLowerCase().replace(/\s+/g, " ") : value,
    );
    for (const value of new Set(distinct)) {
      if (count(change.after, value) < count(change.before, value)) {
        found.set(value, [...(found.get(value) ?? []), change.path]);
      }
    }
  }
  return [...found].map(([value, paths]) => ({ value, path: paths[0] as string, paths }));
}

/** A table row of a page outside code blocks: its key (first cell, without markup). */
function tableRowAt(lines: readonly string[], index: number): { key: string } | undefined {
  const line = lines[index] as string;
  if (!/^\s*\|/.test(line) || /^\s*\|?\s*:?-{2,}/.test(line)) return undefined;
  let fence = false;
  for (const earlier of lines.slice(0, index)) if (/^\s*(```|~~~)/.test(earlier)) fence = !fence;
  if (fence) return undefined;
  // The header row (above the `| --- |` rule) names columns, not a row.
  if (/^\s*\|?\s*:?-{2,}/.test(lines[index + 1] ?? "")) return undefined;
  const cells = line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|");
  return { key: rowKey(cells[0] ?? "") };
}

function rowKey(cell: string): string {
  return cell.replace(/[`*_]/g, "").replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * The row keys of the table rows the change took the value out of, on the pages it replaced it
 * on; undefined when it also took it out of a line that is no table row, or out of a row's key
 * itself, where any place holding it may say the same.
 */
function replacedRowKeys(
  changes: readonly FileChange[],
  paths: readonly string[],
  value: string,
): Set<string> | undefined {
  const keys = new Set<string>();
  const matcher = valueMatcher(value);
  for (const change of changes) {
    if (!paths.includes(change.path) || change.before === undefined || change.after === undefined)
      continue;
    const lines = change.before.split("\n");
    let index = 0;
    for (const line of diffLines(change.before, change.after)) {
      if (line.kind === "added") continue;
      if (line.kind === "removed" && matcher.test(line.text)) {
        const row = tableRowAt(lines, index);
        if (!row || matcher.test(row.key) || valueMatcher(value.toLowerCase()).test(row.key))
          return undefined;
        keys.add(row.key);
      }
      index++;
    }
  }
  return keys.size > 0 ? keys : undefined;
}

/** Words a value of its own needs at least one of: not "the", "it's" or "and". */
const contentWord = /[A-Za-z\u00C0-\uFFFF]{4,}|\d/;

/**
 * The words an edit swapped inside a line it kept otherwise (`whitelist` in "The IP whitelist;"
 * made "The IP allowlist;", `Redis Streams` made `RabbitMQ`): a term or a number a reader acts on,
 * with the two words before it when it is a bare number (`at most 100`). Rewritten lines, where
 * more than a few words change, give none.
 */
export function replacedWords(lines: readonly DiffLine[]): string[] {
  const found: string[] = [];
  let index = 0;
  while (index < lines.length) {
    if (lines[index]?.kind !== "removed") {
      index++;
      continue;
    }
    const removed: string[] = [];
    while (lines[index]?.kind === "removed") removed.push((lines[index++] as DiffLine).text);
    const added: string[] = [];
    while (lines[index]?.kind === "added") added.push((lines[index++] as DiffLine).text);
    if (removed.length !== added.length) continue;
    removed.forEach((line, at) => {
      const swapped = swappedWords(line, added[at] as string);
      if (swapped) found.push(swapped);
    });
  }
  return found;
}

const MAX_SWAPPED_WORDS = 3;

function swappedWords(before: string, after: string): string | undefined {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail))
    tail++;
  const gone = a.slice(head, a.length - tail);
  const put = b.slice(head, b.length - tail);
  if (gone.length === 0 || gone.length > MAX_SWAPPED_WORDS || put.length > MAX_SWAPPED_WORDS + 2)
    return undefined;
  let words = gone;
  if (gone.every((word) => /^\W*\d+\W*$/.test(word)))
    words = [...a.slice(Math.max(0, head - 2), head), ...gone];
  const phrase = words
    .join(" ")
    .replace(/^[^\w\u00C0-\uFFFF`$-]+|[^\w\u00C0-\uFFFF`)\]]+$/g, "")
    .replace(/^`+|`+$/g, "");
  if (phrase.length < 4 || !contentWord.test(phrase)) return undefined;
  // Markup (a link's target, a tag) is the links check's business, not a value.
  if (/[[\]()<>|*]/.test(phrase)) return undefined;
  return phrase;
}

/**
 * Whether a removed line is specific enough that another file holding it as written says the
 * same thing (a sentence of prose, a line of a code sample): not a heading mark, a fence or a
 * table rule.
 */
function distinctiveLine(line: string): boolean {
  if (line.length < 10 || line.length > 300) return false;
  if (/^(?:#+|```|~~~|\||-{3,}|:::|!!!|<\/?\w+>?$)/.test(line)) return false;
  // A page's import of a snippet or component is how it reads shared content, not a value:
  // another page importing the same file says nothing that went stale.
  if (snippetImport.test(line) || includeDirective.test(line)) return false;
  return (line.match(/[A-Za-z\u00C0-\uFFFF]{3,}/g) ?? []).length >= 2 || /\w+:\s*\S/.test(line);
}

/** An MkDocs snippet or mdBook include line: how a page shows a shared file, as an import is. */
const includeDirective =
  /^(?:--8<--\s+["'][^"'\n]+["']|\{\{#(?:include|rustdoc_include|playground)\s+[^}]+\}\})$/;

/** An MDX page's import of a local snippet or component (`import Note from "/snippets/note.mdx"`). */
const snippetImport =
  /^import\s+[\w\s{},*]+\s+from\s+["'](?:\/|\.\.?\/)[^"']+\.(?:mdx?|jsx|tsx)["'];?$/;

/** The values on these lines a reader would act on, as written. */
export function valuesOf(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    for (const match of line.matchAll(codeSpanPattern)) {
      const span = (match[2] as string).trim();
      if (distinctive(span)) found.add(span);
    }
    const prose = line.replace(codeSpanPattern, " ");
    for (const match of prose.matchAll(urlPattern))
      found.add(match[0].replace(/[.,;:!?*_~]+$/, ""));
    const withoutUrls = prose.replace(urlPattern, " ");
    for (const pattern of [flagPattern, versionPattern, quantityPattern]) {
      for (const match of withoutUrls.matchAll(pattern)) found.add(match[0]);
    }
    for (const match of withoutUrls.matchAll(portPattern))
      found.add(match[0].toLowerCase().replace(/\s+/g, " "));
  }
  return [...found];
}

/**
 * Whether a code span is specific enough that finding it elsewhere means the same thing: a
 * command, a path, a key with a value, a name with a digit or inner capitals; not `true`, `GET`
 * or `name`, which every page holds.
 */
function distinctive(span: string): boolean {
  if (span.length < 3 || span.length > 200) return false;
  if (
    /^(?:true|false|null|none|yes|no|on|off|get|post|put|patch|delete|string|number|boolean|object|array)$/i.test(
      span,
    )
  )
    return false;
  return /[\s/.:=_@-]|\d|[a-z][A-Z]/.test(span);
}

function count(text: string, value: string): number {
  return text.split("\n").filter((line) => valueMatcher(value).test(line)).length;
}

/**
 * Matches the value as a whole: `30 s` is not in `130 s`, nor `v1.2` in `v1.2.3`; a port in any
 * case ("Port 7400").
 */
function valueMatcher(value: string): RegExp {
  const port = portValue.exec(value)?.[1];
  if (port !== undefined) return new RegExp(`\\bport\\s+${port}(?!\\d)`, "i");
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = /^[\w]/.test(value) ? "(?<![\\w.-])" : "";
  const end = /[\w]$/.test(value) ? "(?![\\w]|\\.\\d)" : "";
  return new RegExp(`${start}${escaped}${end}`);
}

/** A language code as sites name their language folders and suffixes: `fr`, `pt-BR`, `zh-Hans`. */
const LANGUAGE = "[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?";
const docusaurusLocale = new RegExp(
  `(^|/)i18n/${LANGUAGE}/docusaurus-plugin-content-(?:docs|blog|pages)(?:-[\\w-]+)?/(?:current/)?`,
);
const languageFolder = new RegExp(`(^|/)${LANGUAGE}/`, "g");
const languageSuffix = new RegExp(`\\.${LANGUAGE}(\\.[a-z]+)$`);

/**
 * A page's path with its language taken out, so a page and its translations share it:
 * Docusaurus's `i18n/fr/docusaurus-plugin-content-docs/current/a.md` and `docs/a.md` both give
 * `docs/a.md`; `fr/a.mdx` and `a.mdx` give `a.mdx`; MkDocs i18n's `a.fr.md` gives `a.md`. Only
 * folder names shaped like language codes count, and a page outside any stays as it is.
 */
export function translationKey(path: string): string {
  return path
    .replace(docusaurusLocale, "$1docs/")
    .replace(languageFolder, (whole, start: string) => {
      const code = whole.slice(start.length, -1);
      return KNOWN_LANGUAGES.has(code.slice(0, 2).toLowerCase()) ? start : whole;
    })
    .replace(languageSuffix, (whole, extension: string) => {
      const code = whole.slice(1, whole.length - extension.length);
      return KNOWN_LANGUAGES.has(code.slice(0, 2).toLowerCase()) ? extension : whole;
    });
}

/**
 * The language a page's path marks (`fr` of `i18n/fr/…`, `fr/a.mdx` or `a.fr.md`), in the same
 * ways `translationKey` reads; undefined for a page in no language folder.
 */
export function languageOf(path: string): string | undefined {
  const locale = /(?:^|\/)i18n\/([a-z]{2,3})(?:[-_][A-Za-z]{2,4})?\//.exec(path)?.[1];
  if (locale) return locale;
  for (const segment of path.split("/").slice(0, -1)) {
    const code = /^([a-z]{2})(?:[-_][A-Za-z]{2,4})?$/.exec(segment)?.[1];
    if (code && KNOWN_LANGUAGES.has(code)) return code;
  }
  const suffix = /\.([a-z]{2})(?:[-_][A-Za-z]{2,4})?\.[a-z]+$/.exec(path)?.[1];
  return suffix && KNOWN_LANGUAGES.has(suffix) ? suffix : undefined;
}

/**
 * A page's path with the language `languageOf` reads taken out, so a page and its translations
 * share it (`src/ja/intro.md` and `src/intro.md` give `src/intro.md`); the path as it is when it
 * marks no language.
 */
export function withoutLanguage(path: string): string {
  const language = languageOf(path);
  if (!language) return path;
  const code = new RegExp(`^${language}(?:[-_][A-Za-z]{2,4})?$`);
  const segments = path.replace(docusaurusLocale, "$1docs/").split("/");
  return segments
    .filter((segment, index) => index === segments.length - 1 || !code.test(segment))
    .join("/")
    .replace(new RegExp(`\\.${language}(?:[-_][A-Za-z]{2,4})?(\\.[a-z]+)$`), "$1");
}

/** Whether `file` is a translation of `page` (or the page of a translation): same key, a language marked. */
function isTranslation(file: string, page: string): boolean {
  return file !== page && (translationKey(file) !== file || translationKey(page) !== page);
}

/**
 * The two-letter codes of the languages docs are translated into; a folder named `ui` or `db` is
 * not a language. Kept to ISO 639-1 codes sites use, so `go/` or `js/` folders are left alone.
 */
const KNOWN_LANGUAGES = new Set(
  "ar bg bn ca cs da de el en es et fa fi fr he hi hr hu id it ja ko lt lv ms nb nl no pl pt ro ru sk sl sr sv th tr uk ur vi zh".split(
    " ",
  ),
);

/**
 * The number of a quantity followed by a unit in any language: `30` of `30 seconds` in
 * "30 secondes" or "30 Sekunden", not in `130`, `30.5` or "step 30" (no unit after it).
 */
function numberMatcher(value: string): RegExp | undefined {
  const number = /\d+(?:[.,]\d+)?/.exec(value)?.[0];
  if (!number) return undefined;
  const escaped = number.replace(/[.,]/g, "[.,]");
  return new RegExp(`(?<![\\p{L}\\d.,])${escaped}(?![.,]?\\d)\\s?(?:\\p{L}|%)`, "u");
}

/** The values `notDone` does not explain: it names neither the value nor a place holding it. */
export function unexplainedStaleValues(
  stale: readonly StaleValue[],
  notDone: readonly string[],
  summary = "",
): StaleValue[] {
  const said = notDone.join("\n");
  // The summary says why it stays: a clause saying it stays or is unchanged names the value, in
  // any written form of a duration ("the audit rotation, also 24 hours, is unchanged" keeps `24h`).
  // "the 24-hour audit rotation": a duration written as one word is the same "24 hour".
  const kept = keptClauses(summary).map((clause) => clause.replace(/(\d)-(?=\p{L})/gu, "$1 "));
  return stale.filter(
    (item) =>
      !said.includes(item.value) &&
      !item.places.some((place) => said.includes(place.replace(/:\d+$/, ""))) &&
      !kept.some((clause) => clause.includes(item.value) || givesDuration(clause, item.value)),
  );
}

/** The self-review's part on values still held elsewhere; "" when there are none. */
export function renderStaleValues(stale: readonly StaleValue[]): string {
  if (stale.length === 0) return "";
  const lines = stale.map(
    (item) =>
      `- \`${item.value}\` (replaced in ${item.replacedIn}) is still in ${item.places.join(", ")}${item.more > 0 ? ` and ${item.more} more` : ""}`,
  );
  return `Your change replaces or removes these values, which other places in the docs still hold (other pages, translations, snippets, code samples). Update each place that describes the same thing, or say under notDone why it stays (the pull request lists those still holding it for the reviewer):\n${lines.join("\n")}`;
}
