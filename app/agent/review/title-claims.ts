import type { FileChange } from "./change-diff.ts";
import { changelogPath } from "./changelog-placement.ts";
import { addedLines } from "./line-diff.ts";

/** What a finish says of its change, as the claims check reads it. */
export interface ClaimedChange {
  prTitle: string;
  summary: string;
}

/** Site configuration files where redirects live (Mintlify, MkDocs, Docusaurus, hosts). */
const redirectHome =
  /(^|\/)(docs\.json|mint\.json|mkdocs\.ya?ml|docusaurus\.config\.[cm]?[jt]s|vercel\.json|netlify\.toml|_redirects|redirects?\.[a-z]+|book\.toml)$/i;
const pagePath = /\.(md|mdx|markdown|rst|adoc|txt|html?)$/i;

/**
 * A sentence that says what was not done, or what someone asked, is no claim: "I did not add a
 * redirect", "a comment asks to delete the changelog". These words deny whatever the sentence says.
 */
const negation =
  /\b(not|never|neither|nor|without|cannot|instead|ignored?|refused?|asked|asks|asking)\b|n't\b/i;
/**
 * Words that deny or defer only the clause they stand in: "no redirect is needed", "a redirect
 * should follow", "the changelog is left to the release" claim nothing, while "Added a new page;
 * no redirect was needed" still claims the page.
 */
const clauseNegation =
  /\b(no|needs?|needed|should|must|would|could|todo|left|later|stays?|stayed|remains?|remained|unchanged|untouched|alone)\b/i;
/**
 * A clause that goes on, with the same subject, to say it stays as it was: "the changelog's 2.4.1
 * entry is history and stays as it is" claims no entry.
 */
const keptAfter =
  /^\s*(?:,\s*)?and\s+(?:stays?|stayed|remains?|remained|(?:is|are|was|were)\s+(?:kept|left))\b/i;
/** Where a sentence's clauses part. */
const clauseBreak = /[,;:()\u2013\u2014]|\s-\s|\b(?:and|but|while|whereas|so|since|because)\b/gi;

interface Claim {
  what: string;
  says: RegExp;
  holds: (changes: readonly FileChange[]) => boolean;
  missing: string;
}

const claims: Claim[] = [
  {
    what: "a changelog or release notes entry",
    says: /\b(change[- ]?log|release[- ]notes?|what'?s new)\b/i,
    holds: (changes) =>
      changes.some((change) => change.change !== "deleted" && changelogPath.test(change.path)),
    missing: "no changelog or release notes file changed",
  },
  {
    what: "a new page",
    says: /\b(new|add(?:s|ed|ing)?|creat(?:e|es|ed|ing))\s+(?:an?\s+|the\s+)?(?:new\s+)?(page|guide|article|tutorial)\b/i,
    holds: (changes) =>
      changes.some(
        (change) => change.change === "added" && !change.movedFrom && pagePath.test(change.path),
      ),
    missing: "no page was added",
  },
  {
    what: "a redirect",
    says: /\bredirect(s|ed|ing)?\b/i,
    holds: (changes) =>
      changes.some(
        (change) =>
          change.change !== "deleted" &&
          (redirectHome.test(change.path) ||
            addedLines(change.before, change.after ?? "").some((line) =>
              /redirect|http-equiv="?refresh/i.test(line),
            )),
      ),
    missing: "no redirect was added (no site configuration or redirect file changed)",
  },
  {
    what: "a deleted page or file",
    says: /\b(delet(?:e|es|ed|ing)|remov(?:e|es|ed|ing))\s+(?:(?:the|a|an|this|that|its|old|obsolete|outdated|unused|deprecated|duplicate|stale)\s+)*(page|file|doc|article)s?\b|\b(page|file)s?\s+(?:is|are|was|were|has been|have been)\s+(deleted|removed)\b/i,
    holds: (changes) => changes.some((change) => change.change === "deleted"),
    missing: "no file was deleted",
  },
  {
    what: "a moved or renamed page",
    says: /\b(mov(?:e|es|ed|ing)|renam(?:e|es|ed|ing)|relocat(?:e|es|ed|ing))\s+(?:(?:the|a|an|this|that|its)\s+)*(?:[\w-]+\s+)?(page|file|doc|article|tutorial|guide)s?\b|\b(mov|renam)(?:e|es|ed|ing)\s+`?[\w./-]+\.(mdx?|rst|html?)\b/i,
    // A page renamed by its title ("Renamed the Webhooks page to Events") is no file move.
    holds: (changes) =>
      (changes.some((change) => change.change === "deleted") &&
        changes.some((change) => change.change === "added")) ||
      changes.some(retitled),
    missing: "no file was moved or renamed (none deleted and added) and no page's title changed",
  },
];

/**
 * What the title or summary claims that the files changed do not bear out, one reason each: a
 * changelog entry with no changelog-like file changed, a new page with none added, a redirect
 * with no site configuration or redirect changed, a deletion or a move with no file deleted.
 * Sentences that deny ("not", "never") claim nothing, and neither does a clause that defers or
 * denies ("no redirect is needed", "should", "left", "stays as it is"). A page whose title changed bears out a rename. Deterministic and
 * lenient: only a plain mismatch is reported.
 */
export function unsupportedClaims(report: ClaimedChange, changes: readonly FileChange[]): string[] {
  const reasons: string[] = [];
  const said = [
    { where: "title", sentences: [report.prTitle] },
    { where: "summary", sentences: sentencesOf(report.summary) },
  ];
  for (const claim of claims) {
    for (const { where, sentences } of said) {
      const sentence = sentences.find((text) => makesClaim(claim.says, text));
      if (!sentence || claim.holds(changes)) continue;
      reasons.push(`the ${where} claims ${claim.what} ("${clip(sentence)}"), but ${claim.missing}`);
      break;
    }
  }
  return reasons;
}

/**
 * Whether a sentence makes the claim: it says it, no word of it denies the whole sentence, and
 * the clause that says it holds no word that denies or defers it.
 */
function makesClaim(says: RegExp, sentence: string): boolean {
  const match = says.exec(sentence);
  if (!match || negation.test(sentence)) return false;
  const start = match.index;
  const end = start + match[0].length;
  let from = 0;
  for (const part of sentence.slice(0, start).matchAll(clauseBreak)) {
    from = (part.index ?? 0) + part[0].length;
  }
  const after = sentence.slice(end);
  const stop = after.search(new RegExp(clauseBreak.source, "i"));
  const clause = sentence.slice(from, stop < 0 ? sentence.length : end + stop);
  if (stop >= 0 && keptAfter.test(after.slice(stop))) return false;
  return !clauseNegation.test(clause);
}

/** A page whose title changed: its front matter `title` or its first heading. */
function retitled(change: FileChange): boolean {
  if (change.change !== "modified" || !pagePath.test(change.path)) return false;
  const title = (text: string | undefined) =>
    text === undefined
      ? undefined
      : (
          /^---\r?\n[\s\S]*?^title:\s*(.+)$[\s\S]*?^---/m.exec(text)?.[1] ??
          /^#\s+(.+)$/m.exec(text)?.[1]
        )?.trim();
  const before = title(change.before);
  return before !== undefined && before !== title(change.after);
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
