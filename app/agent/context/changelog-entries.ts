import type { Heading } from "./heading-outline.ts";

/** A file whose headings at one level are mostly releases: a version or a date each. */
export interface ChangelogShape {
  level: number;
  /** The headings at that level naming a version or a date, in file order. */
  entries: Heading[];
  /** The other headings at that level (`Unreleased`, `Upcoming`), in file order. */
  others: Heading[];
  order: "newest-first" | "oldest-first" | "unknown";
}

/** Fewer releases than this is an ordinary page with a few dated sections. */
const MIN_ENTRIES = 5;
/** The share of a level's headings that must be releases. */
const MIN_SHARE = 0.6;

const ISO_DATE = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/;
const MONTHS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;
// "March 3, 2026", "3 March 2026", "Mar 2026": bounded alternations, no nested repetition.
const MONTH_DATE =
  /\b(?:(\d{1,2})\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?(\d{4})\b/i;
const VERSION = /\bv?(\d{1,6})\.(\d{1,6})(?:\.(\d{1,6}))?/;

/**
 * Whether a file's headings make it a changelog (release notes, a "what's new" page): at one
 * level, at least five headings and most of that level's name a version (`1.4.0`, `v2.1`) or a
 * date (`2026-03-01`, `March 3, 2026`). The level with the most such headings wins. A file whose
 * name already says it is a changelog needs fewer (`minEntries`).
 */
export function changelogShape(
  headings: readonly Heading[],
  minEntries = MIN_ENTRIES,
): ChangelogShape | undefined {
  let best: ChangelogShape | undefined;
  for (let level = 1; level <= 3; level++) {
    const atLevel = headings.filter((heading) => heading.level === level);
    const entries = atLevel.filter((heading) => releaseKey(heading.title) !== undefined);
    if (entries.length < minEntries || entries.length < atLevel.length * MIN_SHARE) continue;
    if (best && best.entries.length >= entries.length) continue;
    best = {
      level,
      entries,
      others: atLevel.filter((heading) => releaseKey(heading.title) === undefined),
      order: releaseOrder(entries),
    };
  }
  return best;
}

/** Whether a heading names a release: a version or a date. */
export function isReleaseTitle(title: string): boolean {
  return releaseKey(title) !== undefined;
}

/** Whether a heading is the section for work not released yet (`Unreleased`, `Upcoming`). */
export function isUnreleasedTitle(title: string): boolean {
  return /\b(unreleased|upcoming|next|pending)\b/i.test(title);
}

/** A number that sorts releases: the date when the title has one, else the version. */
function releaseKey(title: string): number[] | undefined {
  const iso = ISO_DATE.exec(title);
  if (iso) return [1, Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const named = MONTH_DATE.exec(title);
  if (named) {
    const month = MONTHS.indexOf(named[2]?.toLowerCase() as (typeof MONTHS)[number]) + 1;
    return [1, Number(named[4]), month, Number(named[1] ?? named[3] ?? 1)];
  }
  const version = VERSION.exec(title);
  if (version) return [0, Number(version[1]), Number(version[2]), Number(version[3] ?? 0)];
  return undefined;
}

function compareKeys(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Which way the file runs, from the first and last releases of the same kind (dates or versions). */
function releaseOrder(entries: readonly Heading[]): ChangelogShape["order"] {
  const keys = entries.map((entry) => releaseKey(entry.title)).filter((key) => key !== undefined);
  const first = keys[0];
  const last = keys.findLast((key) => key[0] === first?.[0]);
  if (!first || !last) return "unknown";
  const difference = compareKeys(first, last);
  if (difference > 0) return "newest-first";
  if (difference < 0) return "oldest-first";
  return "unknown";
}

/** How many releases the outline shows at the newest end, and at the other. */
const SHOWN_AT_NEWEST = 25;
const SHOWN_AT_OLDEST = 3;

/**
 * The outline of a changelog: how many releases, which way they run, where the newest is and
 * where a new entry goes, then the headings at the release level with the releases in the middle
 * left out (their lines said), so a 3,000-release file outlines in a few dozen lines.
 */
export function changelogOutline(shape: ChangelogShape, lineCount: number): string {
  const { entries, others, level, order } = shape;
  const first = entries[0] as Heading;
  const last = entries[entries.length - 1] as Heading;
  const newest = order === "oldest-first" ? last : first;
  const oldest = order === "oldest-first" ? first : last;
  const marks = "#".repeat(level);
  const header =
    order === "unknown"
      ? `This file is a changelog: ${entries.length} releases (level-${level} headings with a version or date), in no clear order.`
      : `This file is a changelog: ${entries.length} releases (level-${level} headings with a version or date), ${order === "newest-first" ? "newest first" : "oldest first"}. Newest: "${marks} ${newest.title}" at line ${newest.line}; oldest: "${marks} ${oldest.title}" at line ${oldest.line}.`;
  const unreleased = others.find((heading) => isUnreleasedTitle(heading.title));
  const where = unreleased
    ? `A new entry for work not yet released goes under "${marks} ${unreleased.title}" (insert_text with afterHeading).`
    : order === "oldest-first"
      ? `A new release goes after the last one, at the end of the file (insert_text with line ${lineCount + 1}).`
      : order === "newest-first"
        ? `A new release goes above the newest one (insert_text with line ${newest.line}).`
        : "";

  const newestEnd =
    order === "oldest-first" ? entries.slice(-SHOWN_AT_NEWEST) : entries.slice(0, SHOWN_AT_NEWEST);
  const oldestEnd =
    order === "oldest-first" ? entries.slice(0, SHOWN_AT_OLDEST) : entries.slice(-SHOWN_AT_OLDEST);
  const shown = new Set([...newestEnd, ...oldestEnd, ...others]);
  const lines: string[] = [];
  let skipped: Heading[] = [];
  const flush = () => {
    if (skipped.length === 0) return;
    const from = skipped[0] as Heading;
    const to = skipped[skipped.length - 1] as Heading;
    lines.push(
      `        … ${skipped.length} more releases, lines ${from.line}-${to.line} ("${from.title}" to "${to.title}")`,
    );
    skipped = [];
  };
  for (const heading of [...entries, ...others].sort((a, b) => a.line - b.line)) {
    if (!shown.has(heading)) {
      skipped.push(heading);
      continue;
    }
    flush();
    lines.push(`${String(heading.line).padStart(6)}: ${marks} ${heading.title}`);
  }
  flush();
  return [
    header,
    where,
    "",
    `Releases and other level-${level} headings (line: heading):`,
    ...lines,
  ]
    .filter((line, index) => index > 1 || line !== "")
    .join("\n");
}
