import type { StyleFinding } from "./check-page-style.ts";

/** Words a title-case heading may leave in lower case ("Install on a Server"). */
const MINOR_WORDS = new Set(
  "a an and as at but by for from in into nor of on onto or per the to up via vs with without".split(
    " ",
  ),
);

/** A site has a heading case once this many of its headings show one and few show the other. */
const MIN_HEADINGS = 5;
/** At most this share of a site's headings (or one of them) may show the other case. */
const MAX_OTHER_SHARE = 0.1;
/** Pages read to learn the site's case. */
const MAX_PAGES = 400;

export type HeadingCase = "sentence" | "title";

/** The case a site's headings are written in, and the words its prose writes in lower case. */
export interface HeadingCaseConvention {
  /** Undefined when the site's headings do not agree on one. */
  style: HeadingCase | undefined;
  sentence: number;
  title: number;
  /** Words the site's pages write in lower case: a capital on one in a heading is the heading's case, not a name. */
  lowercaseWords: ReadonlySet<string>;
}

interface Heading {
  line: number;
  text: string;
}

/** The ATX headings of a Markdown page outside its code blocks and front matter, by line. */
function headingsOf(text: string): Heading[] {
  const headings: Heading[] = [];
  const lines = text.split("\n");
  let fence: string | undefined;
  let start = 0;
  if (lines[0]?.trim() === "---") {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
    if (end > 0) start = end + 1;
  }
  for (let index = start; index < lines.length; index++) {
    const line = lines[index] as string;
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === undefined) fence = marker[0];
      else if (marker[0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading) headings.push({ line: index + 1, text: heading });
  }
  return headings;
}

/** The words of a heading a case can be read from: no code, link targets, numbers or names in capitals. */
function caseWords(heading: string): string[] {
  const plain = heading
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\{#[^}]*\}/g, " ")
    .replace(/<[^>]*>/g, " ");
  return plain
    .split(/[\s/]+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((word) => /^\p{L}[\p{L}'’-]*$/u.test(word));
}

/**
 * How a heading is written: "title" when no word after the first is lower case but small ones
 * ("to", "the"), and of the capitalised ones at least one is a word the site writes in lower case
 * elsewhere and there are two (or one is a small word like "The"); "sentence" when such words are
 * lower case and none is capitalised; undefined when it cannot tell (one word, names, or both).
 */
export function caseOfHeading(
  heading: string,
  lowercaseWords: ReadonlySet<string>,
): HeadingCase | undefined {
  const words = caseWords(heading).slice(1);
  let capitalised = 0;
  let capitalisedMinor = false;
  /** Capitalised words the site never writes in lower case: names, or the heading's case. */
  let unknown = 0;
  let lower = 0;
  for (const word of words) {
    const first = word[0] as string;
    const rest = word.slice(1);
    // Acronyms and names written with inner capitals (API, GitHub) say nothing of the case.
    if (rest !== rest.toLowerCase()) continue;
    const lowered = word.toLowerCase();
    if (first !== first.toLowerCase()) {
      if (MINOR_WORDS.has(lowered)) {
        capitalised++;
        capitalisedMinor = true;
      } else if (lowercaseWords.has(lowered)) capitalised++;
      else unknown++;
    } else if (!MINOR_WORDS.has(lowered)) lower++;
  }
  if (capitalised > 0 && lower === 0 && (capitalised + unknown >= 2 || capitalisedMinor)) {
    return "title";
  }
  if (lower > 0 && capitalised === 0) return "sentence";
  return undefined;
}

/** The heading case the site's pages agree on, read from their text at the change's base. */
export function readHeadingCase(pages: Iterable<string>): HeadingCaseConvention {
  const lowercaseWords = new Set<string>();
  const texts: string[] = [];
  for (const text of pages) {
    if (texts.length >= MAX_PAGES) break;
    texts.push(text);
    for (const match of text.matchAll(/(?<![\p{L}`/#.-])\p{Ll}[\p{Ll}'’-]+/gu)) {
      lowercaseWords.add(match[0]);
    }
  }
  let sentence = 0;
  let title = 0;
  for (const text of texts) {
    for (const heading of headingsOf(text)) {
      const kind = caseOfHeading(heading.text, lowercaseWords);
      if (kind === "sentence") sentence++;
      else if (kind === "title") title++;
    }
  }
  const others = Math.max(1, MAX_OTHER_SHARE * (sentence + title));
  const style =
    sentence >= MIN_HEADINGS && title <= others
      ? "sentence"
      : title >= MIN_HEADINGS && sentence <= others
        ? "title"
        : undefined;
  return { style, sentence, title, lowercaseWords };
}

/**
 * The page's headings written in the other case than the site's, on the given lines (all lines
 * when none are given): a warning each, saying how many of the site's headings agree.
 */
export function headingCaseFindings(
  path: string,
  text: string,
  convention: HeadingCaseConvention,
  lines?: ReadonlySet<number>,
): StyleFinding[] {
  const style = convention.style;
  if (style === undefined) return [];
  const findings: StyleFinding[] = [];
  for (const heading of headingsOf(text)) {
    if (lines && !lines.has(heading.line)) continue;
    const kind = caseOfHeading(heading.text, convention.lowercaseWords);
    if (kind === undefined || kind === style) continue;
    const agreeing = style === "sentence" ? convention.sentence : convention.title;
    findings.push({
      path,
      line: heading.line,
      rule: "heading-case",
      level: "warning",
      message: `"${heading.text.slice(0, 80)}" is in ${kind} case, while the site's headings are in ${style} case (${agreeing} of ${convention.sentence + convention.title} that show one)`,
    });
  }
  return findings;
}
