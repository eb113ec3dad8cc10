import type { ReviewerNotes } from "../../db/schema.ts";
import { toModelPath } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";
import { withoutDigitGroups } from "./digit-groups.ts";
import { addedLines, rewrittenLinePairs } from "./line-diff.ts";
import type { LostFacts } from "./proportion.ts";
import {
  addressedToAi,
  isAiGuidance,
  publishedTexts,
  riskyCommands,
  withoutComments,
} from "./provenance.ts";
import { unsourcedListValues } from "./sample-list-values.ts";
import type { SharedContent } from "./shared-content.ts";
import { holdsKeyPath, writesDurationAsCode } from "./sourced-forms.ts";
import { quantityPattern, type StaleValue } from "./stale-values.ts";
import { unsourcedCellFigures } from "./table-values.ts";
import { correctedDuration, durationOf, writtenDurations } from "./written-durations.ts";

/** A call the tools refused by rule, or a call to a tool that does not exist. */
export type RefusedAction = ReviewerNotes["refused"][number];

/** At most this many texts are looked up in the repository, and this many listed. */
const MAX_CANDIDATES = 60;
const MAX_LISTED = 15;

const urlPattern = /\bhttps?:\/\/[^\s<>()[\]{}"'`|\\]+/gi;
const codeSpanPattern = /(`+)([^`\n]+?)\1(?!`)/g;
const flagPattern = /(?<![\w-])--[a-zA-Z][\w-]*[\w]/g;
const versionPattern = /(?<![\w.])v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?![\w.]*\w)/g;
/**
 * A line that fetches something to run or unpack (`curl … | tar`, an archive or an installer's
 * address): an address changed there is held for a reviewer's look, though its host stays.
 */
const downloads =
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]*\||\.(?:tar\.(?:gz|xz|bz2|zst)|tgz|zip|7z|sh|ps1|exe|msi|deb|rpm|pkg|dmg|appimage|whl|jar)(?=[\s"'`)?#]|$)/i;
/** A port named in prose: "port 9090". */
const portPattern = /\bport\s+\d{2,5}\b/gi;
/**
 * A count of things in prose that no unit list knows: a number written with thousands
 * separators before its noun ("10,000,000 series"), or any number before a noun and "per"
 * ("500 series per database").
 */
const countPattern =
  /(?<![\w.,])(?:\d{1,3}(?:,\d{3})+(?![\d,])\s+(?!(?:of|and|or|to|in|on|at|the|an?|is|are|was|for|per|with|from|by)\b)[a-z][a-z-]*|\d+(?![\d,])\s+(?!per\b)[a-z][a-z-]*(?=\s+per\s+[a-z]))/gi;

/**
 * What the reviewer should look at in a run's change, found without a model: the external links
 * it adds, by domain (a domain is "known" when a repository file the run did not change, not
 * written for AI tools and holding no text addressed to them, names it outside comments, or the instruction names it: a link already in the edited page does not vouch for itself, since that
 * page is where a planted instruction would sit, but an address on the host edited in place on a
 * line that linked it, on a page holding no text addressed to AI tools, is no new host); the commands it adds that run code from the
 * network or as root (known only when the published docs or site configuration give them); the files the model read that address AI tools; the texts on added lines
 * presented as fact (code spans, `--flags`, version numbers, URLs) that appear in no file of the
 * repository snapshot and not in the instructions; and the calls the tools refused by rule.
 * Only files the run's snapshot already holds are searched: nothing is fetched for this.
 */
export function collectReviewerNotes(input: {
  tree: WorkingTree;
  changes: readonly FileChange[];
  instructions: readonly string[];
  refused: readonly RefusedAction[];
  /** Values the change replaced that other places still hold, as `notDone` leaves them. */
  stale?: readonly StaleValue[];
  /** Facts the change removed that the instruction did not ask to remove, as notDone leaves them. */
  lost?: readonly LostFacts[];
  /** Edited snippets and the pages that show them. */
  shared?: readonly SharedContent[];
  /** Labels and link texts that say something else than what they point at. */
  labels?: readonly string[];
  /** Links that lost their section or their target. */
  linkLosses?: readonly string[];
  /** Edits to a row or section beside the one the instruction names. */
  offTarget?: readonly string[];
  /** Values the instruction gives that no page the change wrote holds. */
  unwritten?: readonly string[];
  /** Links added in another form than the site's pages link each other. */
  linkForms?: readonly string[];
  /** Navigation entries placed or written unlike the instruction and the rest of the navigation. */
  navigation?: readonly string[];
  /** Code samples whose language changed or whose lines moved, unasked. */
  codeSamples?: readonly string[];
  /** Pages the instruction names that the change left alone while it edited others. */
  namedPages?: readonly string[];
  /** The change edits another language than the instruction names, or writes in the wrong one. */
  languages?: readonly string[];
  /** Flags documented whose defining source files the agent did not read, or with another default than their source. */
  unreadSources?: readonly string[];
  /** Sentences added that the page already says elsewhere. */
  repeated?: readonly string[];
  /** Remarks on the edit itself written into a page ("5000 (updated)"). */
  editNotes?: readonly string[];
  /** Added statements that say otherwise than the instruction states. */
  statements?: readonly string[];
  /** Lines rewritten in another form than they had: a heading's case, a front matter value's quotes. */
  forms?: readonly string[];
}): ReviewerNotes {
  const changedPaths = new Set(input.changes.map((change) => change.path));
  const published = publishedTexts(
    input.tree.repositoryFiles(),
    input.tree.docsRoot,
    (path) => input.tree.peekBaseText(path),
    new Set(input.changes.map((change) => change.path)),
  );
  const texts: { path: string; text: string }[] = [];
  let unsearchedFiles = 0;
  for (const path of input.tree.repositoryFiles()) {
    const text = input.tree.peekBaseText(path);
    if (typeof text === "string") texts.push({ path, text });
    else if (text === undefined) unsearchedFiles++;
  }
  const instructions = input.instructions.join("\n");
  const added = input.changes.flatMap((change) =>
    change.after === undefined || change.movedFrom ? [] : addedLines(change.before, change.after),
  );

  const links = newLinks(input.changes);
  const byDomain = new Map<string, string[]>();
  for (const url of links) {
    const domain = domainOf(url);
    if (!domain) continue;
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), url]);
  }
  const lowerInstructions = instructions.toLowerCase();
  // An address edited in place (a line that linked the host rewritten as one linking it again,
  // on a page holding no text addressed to AI tools) moves a published link; it adds no new host.
  const editedInPlace = (domain: string, urls: readonly string[]) =>
    urls.every((url) =>
      input.changes.some((change) => {
        if (change.before === undefined || change.after === undefined) return false;
        if (isAiGuidance(change.path) || addressedToAi(change.before) !== undefined) return false;
        return rewrittenLinePairs(change.before, change.after).some(
          ([was, now]) =>
            now.includes(url) &&
            !downloads.test(now) &&
            [...withoutComments(was).matchAll(urlPattern)].some(
              (match) => domainOf(trimUrl(match[0])) === domain,
            ),
        );
      }),
    );
  const linkNotes = [...byDomain].map(([domain, urls]) => ({
    domain,
    known:
      lowerInstructions.includes(domain) ||
      editedInPlace(domain, urls) ||
      texts.some(
        ({ path, text }) =>
          !changedPaths.has(path) &&
          !isAiGuidance(path) &&
          addressedToAi(text) === undefined &&
          withoutComments(text).toLowerCase().includes(domain),
      ),
    urls: [...new Set(urls)],
  }));
  const commands = riskyCommands(added, published).map((command) => ({
    ...command,
    known: command.known || instructions.includes(command.command),
  }));
  const addressed = [...input.tree.readByModel].flatMap((path) => {
    if (isAiGuidance(path)) return [];
    const text = input.tree.peekBaseText(path) ?? input.tree.peekText(path);
    const line = typeof text === "string" ? addressedToAi(text) : undefined;
    return line ? [{ path: toModelPath(input.tree.docsRoot, path), text: line }] : [];
  });

  const facts = factCandidates(added);
  const candidates = facts.filter((fact) => !givenIn(fact, instructions));
  // A flag documented as existing: the instruction naming it does not make it so. Some file
  // must name it, with its dashes or as the word a parser's source declares (`dry_run`).
  const instructedFlags = factCandidates(
    input.changes.flatMap((change) =>
      change.after === undefined || change.movedFrom || isChangelogPath(change.path)
        ? []
        : addedLines(change.before, change.after),
    ),
  ).filter(
    (fact) =>
      /^--[a-zA-Z][\w-]*$/.test(fact) &&
      givenIn(fact, instructions) &&
      !describesFlags(instructions) &&
      !texts.some(({ text }) => namesFlag(text, fact)),
  );
  const unsourced = [
    ...candidates.filter(
      (fact) =>
        !sourced(fact, texts, instructions) && !correctedUnit(fact, input.changes, instructions),
    ),
    ...instructedFlags,
    ...unsourcedCellFigures(input.changes, texts, instructions),
    ...unsourcedListValues(input.changes, texts, instructions),
  ];
  return {
    links: linkNotes,
    unsourced: unsourced.slice(0, MAX_LISTED),
    moreUnsourced: Math.max(0, unsourced.length - MAX_LISTED),
    searchedFiles: texts.length,
    unsearchedFiles,
    refused: [...input.refused],
    ...(input.stale && input.stale.length > 0 ? { stale: [...input.stale] } : {}),
    ...(input.lost && input.lost.length > 0 ? { lost: [...input.lost] } : {}),
    ...(input.shared && input.shared.length > 0 ? { shared: [...input.shared] } : {}),
    ...(input.labels && input.labels.length > 0 ? { labels: [...input.labels] } : {}),
    ...(input.linkLosses && input.linkLosses.length > 0
      ? { linkLosses: [...input.linkLosses] }
      : {}),
    ...(input.offTarget && input.offTarget.length > 0 ? { offTarget: [...input.offTarget] } : {}),
    ...(input.unwritten && input.unwritten.length > 0 ? { unwritten: [...input.unwritten] } : {}),
    ...(input.linkForms && input.linkForms.length > 0 ? { linkForms: [...input.linkForms] } : {}),
    ...(input.navigation && input.navigation.length > 0
      ? { navigation: [...input.navigation] }
      : {}),
    ...(input.codeSamples && input.codeSamples.length > 0
      ? { codeSamples: [...input.codeSamples] }
      : {}),
    ...(input.namedPages && input.namedPages.length > 0
      ? { namedPages: [...input.namedPages] }
      : {}),
    ...(input.languages && input.languages.length > 0 ? { languages: [...input.languages] } : {}),
    ...(input.unreadSources && input.unreadSources.length > 0
      ? { unreadSources: [...input.unreadSources] }
      : {}),
    ...(input.repeated && input.repeated.length > 0 ? { repeated: [...input.repeated] } : {}),
    ...(input.editNotes && input.editNotes.length > 0 ? { editNotes: [...input.editNotes] } : {}),
    ...(input.statements && input.statements.length > 0
      ? { statements: [...input.statements] }
      : {}),
    ...(input.forms && input.forms.length > 0 ? { forms: [...input.forms] } : {}),
    ...(commands.length > 0 ? { commands } : {}),
    ...(addressed.length > 0 ? { addressedToAi: addressed } : {}),
  };
}

/** Whether the review has something a reviewer must look at before merging (shown at the top). */
export function needsAttention(notes: ReviewerNotes): boolean {
  return (
    notes.links.some((link) => !link.known) ||
    notes.unsourced.length > 0 ||
    notes.refused.length > 0 ||
    (notes.commands?.some((command) => !command.known) ?? false) ||
    (notes.lost?.length ?? 0) > 0 ||
    (notes.stale?.some((item) => item.leftElsewhere || item.leftInCode || item.leftInAddress) ??
      false) ||
    (notes.labels?.length ?? 0) > 0 ||
    (notes.linkLosses?.length ?? 0) > 0 ||
    (notes.offTarget?.length ?? 0) > 0 ||
    (notes.unwritten?.length ?? 0) > 0 ||
    (notes.linkForms?.length ?? 0) > 0 ||
    (notes.navigation?.length ?? 0) > 0 ||
    (notes.codeSamples?.length ?? 0) > 0 ||
    (notes.namedPages?.length ?? 0) > 0 ||
    (notes.languages?.length ?? 0) > 0 ||
    (notes.unreadSources?.length ?? 0) > 0 ||
    (notes.repeated?.length ?? 0) > 0 ||
    (notes.editNotes?.length ?? 0) > 0 ||
    (notes.statements?.length ?? 0) > 0 ||
    (notes.forms?.length ?? 0) > 0
  );
}

/**
 * External URLs on added lines that the file now holds more often than before: a rewrapped line
 * keeps its links, while a link copied from a comment or a note in the same page is new.
 */
function newLinks(changes: readonly FileChange[]): string[] {
  const urls: string[] = [];
  for (const change of changes) {
    if (change.after === undefined || change.movedFrom) continue;
    for (const line of addedLines(change.before, change.after)) {
      for (const match of line.matchAll(urlPattern)) {
        const url = trimUrl(match[0]);
        if (occurrences(change.after, url) > occurrences(change.before ?? "", url)) urls.push(url);
      }
    }
  }
  return urls;
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/**
 * The texts on added lines a reader takes as fact: code spans, flags, versions, URLs, and numbers
 * with units in the prose (`30 seconds`, `16 GB`, `5%`).
 */
function factCandidates(lines: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    for (const match of line.matchAll(codeSpanPattern)) {
      const span = (match[2] as string).trim();
      if (span.length > 0 && !plainValue.test(span)) found.add(span);
    }
    const prose = line.replace(codeSpanPattern, " ");
    for (const pattern of [flagPattern, versionPattern, urlPattern]) {
      for (const match of prose.matchAll(pattern)) {
        // A URL cut short by a template (`…/download/{{ version }}/…`) is not a fact as written.
        if (
          pattern === urlPattern &&
          /^(?:\{\{|\$\{|<)/.test(prose.slice(match.index + match[0].length))
        )
          continue;
        found.add(trimUrl(match[0]));
      }
    }
    const words = prose.replace(urlPattern, " ").replace(/\[[^\]]*\]\([^)]*\)/g, " ");
    for (const match of words.matchAll(quantityPattern)) found.add(match[0]);
    for (const match of words.matchAll(portPattern)) found.add(match[0]);
    for (const match of words.matchAll(countPattern)) {
      if (![...found].some((fact) => fact.endsWith(match[0]) || match[0].endsWith(fact)))
        found.add(match[0]);
    }
    if (found.size >= MAX_CANDIDATES) break;
  }
  return [...found].slice(0, MAX_CANDIDATES);
}

/**
 * Whether the instruction gives the fact: a number as a word of it, a number with a unit by its
 * number and the unit's first letter (`30 s` gives `30 seconds`), anything else as written.
 */
function givenIn(fact: string, instructions: string): boolean {
  // `2000` is given by "2,000".
  if (/^\d+$/.test(fact)) return wordPattern(fact).test(withoutDigitGroups(instructions));
  const counted = countMatcher(fact);
  if (counted) return counted.test(instructions);
  const quantity = quantityMatcher(fact) ?? portMatcher(fact);
  if (quantity) return quantity.test(instructions) || bareNumberIn(fact, instructions);
  // `12.0.0` is given by "pnpm 12"; `parse_input()` by `parse_input`.
  const version = /^v?(\d+)(?:\.0)+$/.exec(fact);
  if (version && wordPattern(version[1] as string).test(instructions)) return true;
  // `v2.5.0` is given by "2.5.0": a tag is its version with a `v` before it.
  const tag = /^v(\d+(?:\.\d+)+)$/.exec(fact);
  if (tag && wordPattern(tag[1] as string).test(instructions)) return true;
  return (
    instructions.includes(fact) ||
    instructions.includes(fact.replace(/\(\)$/, "")) ||
    fileNamedBy(fact, instructions)
  );
}

/**
 * Whether the instruction names a file by the words of its name: "Copilot's instructions file"
 * gives `.github/copilot-instructions.md`. Only a file of a known kind (no host name: "the Acme
 * API" gives no `api.acme.dev`), and a name of two words or more, each of them a word of the
 * instruction, so that "the config" gives no `config.yaml`.
 */
function fileNamedBy(fact: string, instructions: string): boolean {
  const file =
    /^[\w./-]*?([\w.-]+)\.(?:mdx?|json|ya?ml|toml|txt|ini|cfg|conf|env|lock|xml|html?|[cm]?[jt]sx?|py|sh|rb|go|rs)$/i.exec(
      fact,
    )?.[1];
  if (!file) return false;
  const words = file.split(/[-_.]+/).filter(Boolean);
  return (
    words.length >= 2 &&
    words.every(
      (word) =>
        word.length >= 3 && new RegExp(`(?<![\\w-])${word}(?![\\w-])`, "i").test(instructions),
    )
  );
}

/** Matches a number as a word of its own: `100` in "at most 100", not in `1000` or `1.100`. */
function wordPattern(number: string): RegExp {
  return new RegExp(`(?<![\\w.])${number.replace(/\./g, "\\.")}(?![\\w]|[.,]\\d)`);
}

/**
 * Whether the instruction gives the number of a quantity without a unit of its own: "at most
 * 100" gives `100 items`, while "100 MB" does not give `100 seconds`.
 */
function bareNumberIn(fact: string, instructions: string): boolean {
  const number = /^\d+(?:[.,]\d+)?/.exec(fact)?.[0];
  if (!number) return false;
  const unitAfter = new RegExp(`^${quantityPattern.source}`, "i");
  for (const match of instructions.matchAll(new RegExp(wordPattern(number).source, "g"))) {
    if (!unitAfter.test(instructions.slice(match.index))) return true;
  }
  return false;
}

/**
 * Whether a text names the flag as code does: `--dry-run`, or its name quoted (`"dry-run"`) or
 * declared (`dry_run: bool`, `dryRun =`) as an argument parser's source writes it; the word in
 * prose ("a dry run") is not a source.
 */
function namesFlag(text: string, flag: string): boolean {
  if (text.includes(flag)) return true;
  const name = flag.slice(2);
  const literal = (form: string) => form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const forms = [
    ...new Set([
      name,
      name.replace(/-/g, "_"),
      name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
    ]),
  ].map(literal);
  return forms.some((form) =>
    new RegExp(`["'\`]${form}["'\`]|(?<![\\w-])${form}\\s*[:=]`, "i").test(text),
  );
}

/** Words an instruction to document a flag uses whatever the flag does. */
const ASKING_WORDS = new Set(
  "document documents add adds describe explain mention write list the a an of in on to for and with its it this that flag flags option options argument command page pages docs reference".split(
    " ",
  ),
);

/**
 * Whether the instruction says what its flags do (at least six words of its own besides the
 * asking), so that the flag may be new and its source elsewhere; an instruction that only names
 * a flag ("Document the `--turbo` flag") leaves what the page says of it to the repository.
 */
function describesFlags(instructions: string): boolean {
  const words = instructions
    .replace(/(`+)[^`]*\1/g, " ")
    .replace(/--[\w-]+/g, " ")
    .toLowerCase()
    .match(/[a-z][a-z'-]{2,}/g);
  return (words ?? []).filter((word) => !ASKING_WORDS.has(word)).length >= 6;
}

/** A changelog announces what the instruction says shipped: its flags need no other source. */
function isChangelogPath(path: string): boolean {
  return /(?:^|\/)(?:changelog|changes|history|release[-_ ]?notes)[^/]*$/i.test(path);
}

/** Code spans that hold a bare keyword every page uses (`true`, `null`): no fact to source. */
const plainValue = /^(?:true|false|null|nil|none|undefined|yes|no|on|off)$/i;

/**
 * For a count (`10,000,000 series`), a pattern finding its number as a word anywhere, with or
 * without separators (`10000000`, `10 000 000`); else undefined.
 */
function countMatcher(fact: string): RegExp | undefined {
  if (!new RegExp(`^(?:${countPattern.source})$`, "i").test(fact)) return undefined;
  if (quantityMatcher(fact)) return undefined;
  let digits = (/^[\d,]+/.exec(fact)?.[0] ?? "").replace(/,/g, "");
  const groups: string[] = [];
  while (digits.length > 3) {
    groups.unshift(digits.slice(-3));
    digits = digits.slice(0, -3);
  }
  groups.unshift(digits);
  return new RegExp(`(?<![\\w.,])${groups.join("[,.\\u00a0 _]?")}(?![\\w]|[.,]\\d)`);
}

/** For a port named in prose, a pattern finding its number as a word anywhere; else undefined. */
function portMatcher(fact: string): RegExp | undefined {
  const number = /^port\s+(\d+)$/i.exec(fact)?.[1];
  return number ? new RegExp(`(?<![\\w.])${number}(?!\\d)`) : undefined;
}

/** For a number with a unit, a pattern finding it however its unit is written; else undefined. */
function quantityMatcher(fact: string): RegExp | undefined {
  const match = /^(\d+(?:[.,]\d+)?)\s?(\S)/.exec(fact);
  if (!match || !new RegExp(`^${quantityPattern.source}$`, "i").test(fact)) return undefined;
  const number = (match[1] as string).replace(/[.,]/g, "[.,]?");
  const unit = (match[2] as string).replace(/[.*+?^${}()|[\]\\/%]/g, "\\$&");
  return new RegExp(`(?<![\\w.])${number}\\s?(?:-\\s?)?${unit}`, "i");
}

/**
 * Whether some repository file states the fact. A number with a unit by `stated`. A span of several words (`retries: 2`, `acme
 * deploy --force`) is sourced when each of its words that is not a bare number is; one word by
 * `stated`.
 */
function sourced(
  fact: string,
  texts: readonly { path: string; text: string }[],
  instructions = "",
): boolean {
  const holds = (part: string) => texts.some(({ text }) => stated(part, text));
  if (sourcedByForm(fact, texts)) return true;
  if (/^https?:\/\//i.test(fact)) {
    // A section the instruction names (`#backends`) of a page the repository links is sourced.
    const fragment = /#[^#]+$/.exec(fact)?.[0];
    // An address on a host the repository names, at the path the instruction gives
    // (`https://api.acme.dev/v2/flags/evaluate` told "it is `POST /v2/flags/evaluate` now").
    const address = /^(https?:\/\/[^/?#]+)(\/[^?#]*[^/?#])/i.exec(fact);
    return (
      holds(fact) ||
      (address !== null &&
        (address[2] as string).length > 1 &&
        instructions.includes(address[2] as string) &&
        holds(address[1] as string)) ||
      (fragment !== undefined &&
        instructions.includes(fragment) &&
        holds(fact.slice(0, -fragment.length))) ||
      rebased(fact, instructions, holds) ||
      versionMoved(fact, instructions, texts)
    );
  }
  if (quantityMatcher(fact) || portMatcher(fact)) return holds(fact);
  const counted = countMatcher(fact);
  if (counted) return texts.some(({ text }) => counted.test(text));
  if (!/\s/.test(fact)) {
    // `parse_input()` is sourced by `parse_input`.
    return holds(fact) || holds(fact.replace(/\(\)$/, ""));
  }
  // Each word of a span of several (`Bearer <token>`) is sourced by a file, or by the
  // instruction as written (`Bearer:` is not given by "Bearer").
  const words = fact.split(/\s+/).filter((word) => word !== "" && !/^\d+$/.test(word));
  const given = (word: string) =>
    instructions.includes(word) ||
    holds(word.replace(/^[("'[{]+|[)"'\]},;:.]+$/g, "")) ||
    sourcedVariable(word, holds);
  return words.length === 0 ? holds(fact) : words.every(given);
}

/**
 * Whether the address is one the repository holds on a base address the instruction replaces,
 * moved to the base it gives: told the base URL is now `https://api-sandbox.acme.io/v1` (it was
 * `https://sandbox.acme.io/v1`), `https://api-sandbox.acme.io/v1/payouts` is sourced by the
 * repository's `https://sandbox.acme.io/v1/payouts`.
 */
function rebased(fact: string, instructions: string, holds: (part: string) => boolean): boolean {
  const given = [...instructions.matchAll(urlPattern)].map((match) =>
    trimUrl(match[0]).replace(/\/$/, ""),
  );
  return given.some((base) => {
    if (!fact.startsWith(`${base}/`)) return false;
    const rest = fact.slice(base.length);
    return given.some((old) => old !== base && !old.startsWith(base) && holds(`${old}${rest}`));
  });
}

/**
 * Whether the address is one the repository holds with its release replaced by the one the
 * instruction gives: told "2.5.0 is out", `…/download/v2.5.0/ferrule.tar.gz` is sourced by the
 * repository's `…/download/v2.4.1/ferrule.tar.gz`. Only the version moves; the rest of the
 * address must be held as written.
 */
function versionMoved(
  fact: string,
  instructions: string,
  texts: readonly { path: string; text: string }[],
): boolean {
  const address = /^https?:\/\/(.+?)\/?$/i.exec(fact)?.[1];
  if (address === undefined) return false;
  // A release as addresses write it, a tag's `v` or not (`/v2.4.1/`, `-2.4.1.tar.gz`).
  const release = /(?<![\d.])\d+\.\d+\.\d+(?![\d.]*\d)/.source;
  const parts = address.split(new RegExp(`(${release})`));
  const versions = parts.filter((_, index) => index % 2 === 1);
  if (
    versions.length === 0 ||
    !versions.every((version) => wordPattern(version).test(instructions))
  )
    return false;
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const moved = new RegExp(
    parts.map((part, index) => (index % 2 === 1 ? release : literal(part))).join(""),
    "i",
  );
  return texts.some(({ text }) => moved.test(text));
}

/**
 * Whether a file states the fact in the form its own kind writes it: a flag (`--json`) as a program's
 * source declares it (`"json"`, `dry_run:`), only in a program's source, since a quoted word in a
 * page or a config is no flag; a duration (`5s`) as code writes it (`5*time.Second`).
 */
function sourcedByForm(fact: string, texts: readonly { path: string; text: string }[]): boolean {
  if (/^--[a-zA-Z][\w-]*$/.test(fact))
    return texts.some(({ path, text }) => SOURCE_FILE.test(path) && namesFlag(text, fact));
  if (declaredCall(fact, texts)) return true;
  // A key path (`ingress.host`) is stated by a config file or sample that holds its nested keys.
  return texts.some(
    ({ path, text }) => writesDurationAsCode(fact, text) || holdsKeyPath(fact, path, text),
  );
}

/**
 * Whether the fact is a duration a changed page wrote in the unit the instruction says is wrong,
 * the number kept ("in seconds, not milliseconds": `30 seconds` where it said `30 milliseconds`).
 */
function correctedUnit(
  fact: string,
  changes: readonly FileChange[],
  instructions: string,
): boolean {
  const wanted = durationOf(fact);
  if (wanted === undefined) return false;
  return changes.some(
    (change) =>
      change.before !== undefined &&
      writtenDurations(change.before).some(
        (written) => correctedDuration(instructions, written.text) === wanted,
      ),
  );
}

/** A call written by names alone: `client.rotate(path)`, `rotate()`. */
const callByNames =
  /^(?:[A-Za-z_]\w*\.)?([A-Za-z_]\w*)\(\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)?\s*\)$/;

/**
 * Whether a program's source declares the function or method a call names, with a parameter of
 * each name the call passes (`client.rotate(path)` by `def rotate(self, path: str, …)`): the call
 * as its source gives it.
 */
function declaredCall(fact: string, texts: readonly { path: string; text: string }[]): boolean {
  const call = callByNames.exec(fact);
  if (!call) return false;
  const name = call[1] as string;
  const passed = call[2]?.split(",").map((argument) => argument.trim()) ?? [];
  const declaration = new RegExp(
    `\\b(?:def|function|fn|func)\\s+${name}\\s*(?:<[^>]*>)?\\(([^)]*)\\)`,
    "g",
  );
  return texts.some(
    ({ path, text }) =>
      SOURCE_FILE.test(path) &&
      [...text.matchAll(declaration)].some((match) => {
        const parameters: string[] = (match[1] as string).match(/[A-Za-z_]\w*/g) ?? [];
        return passed.every((argument) => parameters.includes(argument));
      }),
  );
}

/** A program's source, where a flag is declared by its name. */
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|py|go|rs|rb|java|kts?|swift|c|cc|cpp|cs|php|scala|exs?)$/i;

/**
 * Whether a template's placeholder reads an environment variable a file names
 * (`${process.env.ACME_KEY}` is sourced by `$ACME_KEY` in a curl sample).
 */
function sourcedVariable(word: string, holds: (part: string) => boolean): boolean {
  const name = /\$\{\s*(?:process\.env\.|import\.meta\.env\.|env\.)?([A-Z][A-Z0-9_]{2,})\s*\}/.exec(
    word,
  )?.[1];
  return name !== undefined && (holds(`$${name}`) || holds(`\${${name}}`));
}

/**
 * Whether a text states the fact: a URL without its scheme or final slash; a bare number (an
 * exit code, a default) only as code (`` `3` ``), as a value (after `=` or `:`) or after "exit",
 * "code", "status", "return" or "default" ("Default 2."), since a digit alone is in every file;
 * anything else as written.
 */
function stated(fact: string, text: string): boolean {
  if (/^\d{1,6}$/.test(fact)) {
    return new RegExp(
      `\`${fact}\`|(?:[=:]|\\b(?:exit|code|status|returns?|defaults?(?: is| to)?))\\W{0,3}${fact}(?!\\d)`,
      "i",
    ).test(text);
  }
  const quantity = quantityMatcher(fact) ?? portMatcher(fact);
  if (quantity) return quantity.test(text);
  const url = /^https?:\/\/(.+?)\/?$/i.exec(fact);
  if (url) return text.toLowerCase().includes((url[1] as string).toLowerCase());
  return text.includes(fact);
}

function trimUrl(url: string): string {
  return url.replace(/[.,;:!?*_~]+$/, "");
}

function domainOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return undefined;
  }
}
