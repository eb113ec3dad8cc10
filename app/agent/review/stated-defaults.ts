import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { withoutDigitGroups } from "./digit-groups.ts";
import { durationOf, givesDuration } from "./written-durations.ts";
import { givesSize, sizeOf } from "./written-sizes.ts";

/** At most this many defaults are named. */
const MAX_ITEMS = 6;

/** A default a page states, and what it is the default of. */
export interface StatedDefault {
  /** The setting, flag or option: the heading, list label or table row the statement sits in. */
  owner: string;
  /** The value as written (`false`, `off`, `4`). */
  value: string;
  /** 1-based. */
  line: number;
}

/** "Default: **true**", "Defaults to `false`", "the default is on". */
const defaultIs =
  /\bdefaults?(?:\s+value)?(?:\s*:\s*|\s+(?:is|to)\s+)[*_`"'“]*([\w.-]+?)[*_`"'”]*(?=[\s.,;:)|]|$)/i;
/** "on by default", "`true` by default". */
const byDefault = /[*_`"'“]*\b(on|off|enabled|disabled|true|false)\b[*_`"'”]*\s+by\s+default\b/i;
/** A list item's bold label: "- **hash-files:** …". */
const listLabel = /^\s*[-*+]\s+\*\*([^*]+?):?\*\*/;
const heading = /^#{2,6}\s+(.+?)\s*#*\s*$/;

/** Words of one meaning, so `on` and `true` state the same default. */
const TRUE_WORDS = new Set(["true", "on", "enabled", "yes"]);
const FALSE_WORDS = new Set(["false", "off", "disabled", "no"]);

function meaningOf(value: string): string {
  const word = value.toLowerCase();
  if (TRUE_WORDS.has(word)) return "true";
  if (FALSE_WORDS.has(word)) return "false";
  return word;
}

/** Which words a value belongs with: `true`/`false`, `on`/`off`, `enabled`/`disabled`. */
function vocabularyOf(value: string): string | undefined {
  const word = value.toLowerCase();
  if (word === "true" || word === "false") return "true/false";
  if (word === "on" || word === "off") return "on/off";
  if (word === "enabled" || word === "disabled") return "enabled/disabled";
  if (word === "yes" || word === "no") return "yes/no";
  return undefined;
}

/**
 * A row's or a setting's key as the instruction would name it: emphasis, code marks and a
 * heading's anchor taken off; an underscore inside a word (`retry.max_attempts`) is the key's own.
 */
function keyOf(text: string): string {
  return text
    .replace(/[`*]|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])|\{#[^}]*\}/gu, "")
    .replace(/:$/, "")
    .trim()
    .toLowerCase();
}

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

/**
 * The defaults a page states, each with what it is the default of: a sentence or list line under a
 * heading or inside a labelled list item ("Default: **false**", "Defaults to `true`", "on by
 * default"), and the default column of a table (by the row's first cell). Code blocks are left out.
 */
export function statedDefaults(text: string): StatedDefault[] {
  const found: StatedDefault[] = [];
  const lines = text.split("\n");
  let owner: string | undefined;
  let fence = false;
  let defaultColumn = -1;
  for (const [index, line] of lines.entries()) {
    if (/^\s*(```|~~~)/.test(line)) {
      fence = !fence;
      continue;
    }
    if (fence) continue;
    const title = heading.exec(line);
    if (title) owner = keyOf(title[1] as string);
    const label = listLabel.exec(line);
    if (label && !/^\s*defaults?\b/i.test(label[1] as string)) owner = keyOf(label[1] as string);
    if (/^\s*\|/.test(line)) {
      const cells = cellsOf(line);
      if (/^\s*\|?\s*:?-{2,}/.test(lines[index + 1] ?? "")) {
        defaultColumn = cells.findIndex((cell) => /^default(?:\s+value)?$/i.test(keyOf(cell)));
        continue;
      }
      if (/^\s*:?-{2,}/.test(cells[0] ?? "")) continue;
      const value = defaultColumn > 0 ? cells[defaultColumn] : undefined;
      if (value !== undefined && cells[0]) {
        const bare = value.replace(/[`*_"]/g, "").trim();
        if (bare !== "" && bare !== "-" && bare !== "—")
          found.push({ owner: keyOf(cells[0]), value: bare, line: index + 1 });
      }
      continue;
    }
    defaultColumn = -1;
    if (title || owner === undefined) continue;
    const stated = defaultIs.exec(line) ?? byDefault.exec(line);
    if (stated) found.push({ owner, value: stated[1] as string, line: index + 1 });
  }
  return found;
}

/** Clauses that report what a page says now ("the page says it defaults to true"), not the fact. */
const reported = /\b(?:says?|said|states?|claims?|reads|currently|still|wrongly|instead of)\b/i;

/** The default an instruction gives, as written: "it defaults to false", "now on by default". */
export function instructedDefault(instruction: string): string | undefined {
  let value: string | undefined;
  for (const clause of instruction.split(/[.;:\n]+(?=\s|$)|;/)) {
    if (reported.test(clause)) continue;
    const stated = defaultIs.exec(clause) ?? byDefault.exec(clause);
    if (stated) value = stated[1] as string;
  }
  return value;
}

function namesKey(instruction: string, key: string): boolean {
  if (key.length < 2) return false;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i").test(instruction);
}

/**
 * Whether the instruction speaks of a setting by the words of its name (`--region <name>` as
 * "region", `max_retries` as "max retries") and gives the value the change wrote, as a code span
 * or a word of its own; a bare keyword (`true`, `off`) gives no particular setting its value.
 */
function namesByWords(instruction: string, owner: string, value: string): boolean {
  const bare = value.replace(/^[`"']+|[`"']+$/g, "");
  if (bare.length < 2 || /^(?:true|false|on|off|yes|no|none|null|enabled|disabled)$/i.test(bare))
    return false;
  const words = owner
    .replace(/<[^>]*>|\[[^\]]*\]/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length >= 3);
  if (words.length === 0) return false;
  const word = (text: string) =>
    new RegExp(`(?<![\\w-])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "i");
  return words.every((name) => word(name).test(instruction)) && word(bare).test(instruction);
}

/** Whether a value is a duration or a size written with its unit (`7d`, `8MiB`). */
function quantityOf(value: string): boolean {
  return durationOf(value) !== undefined || sizeOf(value) !== undefined;
}

function givesQuantity(instruction: string, value: string): boolean {
  return givesDuration(instruction, value) || givesSize(instruction, value);
}

/**
 * What a change does to the defaults its pages state, against the instruction: the instruction
 * gives a default for a setting it names and the page now states another, states none where it
 * stated one, or writes it in other words than both the instruction and the page did (`off` where
 * they write `false`); and a default the change altered for a setting the instruction does not
 * give a default for (the option above the one named, a default flipped beside a version fix).
 * One sentence each.
 */
export function findDefaultMismatches(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const given = instructedDefault(instruction);
  const plainInstruction = withoutDigitGroups(instruction);
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const show = toDocsRelative(docsRoot, change.path);
    const before = statedDefaults(change.before);
    const after = statedDefaults(change.after);
    const owners = new Set([...before, ...after].map((item) => item.owner));
    const named = [...owners].filter((owner) => namesKey(instruction, owner));
    if (given !== undefined) {
      for (const owner of named) {
        const was = before.find((item) => item.owner === owner);
        const now = after.find((item) => item.owner === owner);
        if (!now) {
          if (was)
            found.push(
              `${show}: the instruction gives \`${owner}\` the default ${given}, and the page no longer states a default for it (it said ${was.value})`,
            );
          continue;
        }
        if (meaningOf(now.value) !== meaningOf(given)) {
          found.push(
            `${show}:${now.line}: the instruction gives \`${owner}\` the default ${given}, and the page states ${now.value}`,
          );
          continue;
        }
        const words = vocabularyOf(given);
        if (
          now.value.toLowerCase() !== given.toLowerCase() &&
          words !== undefined &&
          was !== undefined &&
          vocabularyOf(was.value) === words
        ) {
          found.push(
            `${show}:${now.line}: the default of \`${owner}\` is written ${now.value}, where the instruction and the page write ${given.toLowerCase()}`,
          );
        }
      }
    }
    for (const now of after) {
      const was = before.find((item) => item.owner === now.owner);
      if (!was || meaningOf(was.value) === meaningOf(now.value)) continue;
      // `7d` turned into `72`: a duration or size that lost its unit says another thing.
      if (
        quantityOf(was.value) &&
        !quantityOf(now.value) &&
        /^["'`]?\d+(?:\.\d+)?["'`]?$/.test(now.value.trim())
      ) {
        found.push(
          `${show}:${now.line}: the change writes the default of \`${now.owner}\` as ${now.value}, without the unit ${was.value} had`,
        );
        continue;
      }
      // "Change the default of `--workers` to 8": any default the instruction speaks of is asked.
      if (/\bdefault/i.test(instruction) && named.includes(now.owner)) continue;
      // "The default region is now `eu-west`": the setting by its name's words, with the new value.
      if (/\bdefault/i.test(instruction) && namesByWords(instruction, now.owner, now.value))
        continue;
      // "Now every 30 seconds by default, not 60": the instruction gives the old and the new
      // default, as durations or sizes written in any form (`60s` to `30s`, "8 MiB" as `8MiB`).
      if (
        /\bdefault/i.test(instruction) &&
        givesQuantity(instruction, was.value) &&
        givesQuantity(instruction, now.value) &&
        speaksOf(instruction, now.owner)
      )
        continue;
      // "Raises the rate limit from 500 to 2,000": the setting by its name's words, with both
      // the value it had and the one it gets, asks to change what its default column says.
      if (
        namesByWords(plainInstruction, now.owner, was.value) &&
        namesByWords(plainInstruction, now.owner, now.value)
      )
        continue;
      found.push(
        `${show}:${now.line}: the change turns the default of \`${now.owner}\` from ${was.value} to ${now.value}, which the instruction does not ask for`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/**
 * Whether the instruction speaks of the setting by a word of its name (`lease.default_ttl` by
 * "lease", `sdk.refresh_interval` by "refresh"): a default of durations it gives belongs to a
 * setting it names, not to another that happened to hold the same (the audit rotation's `24h`).
 */
function speaksOf(instruction: string, owner: string): boolean {
  return owner
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length >= 3 && !/^(?:default|defaults|max|min|the)$/i.test(word))
    .some((word) => new RegExp(`(?<![\\w-])${word}(?:s|es)?(?![\\w-])`, "i").test(instruction));
}
