import { describeJobOutcome, problems } from "../../shared/api/describe-job-outcome.ts";
import type { CommentReplyDetail } from "../db/schema.ts";

/** Why an `@inkwell` comment was not turned into a follow-up. */
export type CommentRefusal =
  | { reason: "no_permission" }
  | { reason: "invalid_instruction"; problem: string }
  | { reason: "archived" }
  | { reason: "rate_limited"; retryAfterSeconds: number | undefined }
  | { reason: "unavailable"; retryable: boolean };

/** Where a reply points: the comment it replies to, or the issue a job was started from. */
export interface CommentLink {
  commentUrl: string;
  /** The reply is to the issue itself (its label or assignment), not to a comment. */
  subject?: "comment" | "issue" | undefined;
  /** The reply is posted on the issue, away from the pull request, so it links to it. */
  onIssue?: boolean | undefined;
}

const SUMMARY_MAX_CHARACTERS = 3_000;
const ERROR_MAX_CHARACTERS = 1_000;
const QUESTION_MAX_CHARACTERS = 1_000;
const FILES_LISTED_MAX = 30;

/**
 * The reply to a refused comment. It never repeats the comment: everything in it is Inkwell's own
 * words, so it can ping no one and link nowhere but to the comment itself.
 */
export function refusalReplyBody(refusal: CommentRefusal, link: CommentLink): string {
  const comment = `[this ${link.subject ?? "comment"}](${link.commentUrl})`;
  switch (refusal.reason) {
    case "no_permission":
      return `Inkwell did not act on ${comment}: it takes instructions only from people who can write to this repository. Someone with write access can send the instruction instead.`;
    case "invalid_instruction":
      return `Inkwell did not act on ${comment}: the instruction ${refusal.problem}. Send a new \`@inkwell\` comment with the instruction fixed.`;
    case "archived":
      return `Inkwell did not act on ${comment}: this job is archived (its pull request was closed), so it takes no more instructions. Start a new job instead.`;
    case "rate_limited": {
      const wait =
        refusal.retryAfterSeconds === undefined
          ? "later"
          : `in about ${Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60))} minute(s)`;
      return `Inkwell did not act on ${comment}: this project has reached its hourly limit of new jobs and follow-ups. Send a new \`@inkwell\` comment ${wait}.`;
    }
    case "unavailable":
      return refusal.retryable
        ? `Inkwell did not act on ${comment}: GitHub did not answer in time. Send a new \`@inkwell\` comment in a minute.`
        : `Inkwell did not act on ${comment}: this server cannot run jobs on this repository right now. Whoever runs Inkwell can check its setup.`;
  }
}

/**
 * The reply once the follow-up's run ended: what it changed and the agent's summary, or why it
 * failed. The summary and the error may carry text from the model, the repository or the comment,
 * so they are shown as code, where GitHub renders no mention, link, reference or HTML. The hidden
 * marker lets a poster that crashed after posting find its reply instead of posting it twice.
 */
export function runReplyBody(
  detail: CommentReplyDetail,
  link: CommentLink,
  marker: string,
): string {
  const comment = `[this ${link.subject ?? "comment"}](${link.commentUrl})`;
  // A job started from an issue replies there for its first run; later ones are follow-ups.
  const work = link.subject === "issue" ? "job" : "follow-up";
  const lines = [`<!-- ${marker} -->`];
  if (detail.outcome === "failed") {
    lines.push(
      `Inkwell could not finish the ${work} from ${comment}: the run failed.`,
      "",
      codeBlock(shorten(withoutCredentials(detail.error), ERROR_MAX_CHARACTERS)),
      "",
      "Send a new `@inkwell` comment to try again.",
    );
    return lines.join("\n");
  }
  if (detail.outcome === "asked") {
    lines.push(...askedLines(detail, comment));
    return lines.join("\n");
  }
  const commit =
    detail.commitSha && detail.prLink ? commitLink(detail.prLink, detail.commitSha) : "";
  if (!detail.commitSha) {
    lines.push(`Inkwell finished the ${work} from ${comment} without changing any file.`);
  } else {
    lines.push(`Inkwell finished the ${work} from ${comment} and pushed ${commit || "a commit"}.`);
    const pull = link.onIssue && detail.prLink ? pullRequestLink(detail.prLink) : "";
    if (pull) lines.push("", `The pull request: ${pull}`);
    if (detail.changedFiles && detail.changedFiles.length > 0) {
      lines.push("", "Files changed:", "");
      for (const file of detail.changedFiles.slice(0, FILES_LISTED_MAX)) {
        lines.push(`- ${codeSpan(file.path)} (${file.change})`);
      }
      const more = detail.changedFiles.length - FILES_LISTED_MAX;
      if (more > 0) lines.push(`- and ${more} more`);
    }
  }
  if (detail.ending) {
    const outcome = describeJobOutcome({
      status: "completed",
      prLink: detail.prLink,
      prState: detail.prLink ? (detail.draft ? "draft" : "open") : null,
      ending: detail.ending,
      openFindings: detail.openFindings ?? null,
    });
    lines.push("", `**${outcome}.**`);
  }
  lines.push(...leftOpen(detail));
  lines.push(
    "",
    "The agent's summary:",
    "",
    codeBlock(shorten(detail.summary, SUMMARY_MAX_CHARACTERS)),
  );
  return lines.join("\n");
}

/**
 * The reply when the agent asked instead of guessing: the question and the candidates it found
 * (the model's words, shown as code), and how to answer. Nothing was changed.
 */
function askedLines(
  detail: Extract<CommentReplyDetail, { outcome: "asked" }>,
  comment: string,
): string[] {
  const outcome = describeJobOutcome({ status: "needs_input", prLink: detail.prLink });
  const lines = [
    `Inkwell needs an answer before it acts on ${comment}: the agent changed nothing, because the instruction leaves open which content or what value to change.`,
    "",
    `**${outcome}.**`,
    "",
    "The agent asks:",
    "",
    codeBlock(shorten(detail.question.text, QUESTION_MAX_CHARACTERS)),
  ];
  if (detail.question.choices.length > 0) {
    lines.push("", "What it found in the docs (answer with one of these, or anything else):", "");
    for (const choice of detail.question.choices) lines.push(`- ${codeSpan(shorten(choice, 200))}`);
  }
  lines.push(
    "",
    "Answer with a new comment that starts with `@inkwell`: the agent goes on with your answer on this pull request.",
  );
  return lines;
}

/** Which of GitHub's comments on a pull request: on the conversation, or on a line of the diff. */
export type CommentKind = "issue" | "review";

/**
 * Why the pull request is not ready, when it is not: why the run stopped early, and the problems
 * the docs check left open (their paths and messages may carry a file's text: shown as code).
 */
function leftOpen(detail: Extract<CommentReplyDetail, { outcome: "finished" }>): string[] {
  const lines: string[] = [];
  if (detail.stoppedEarly) {
    lines.push(
      "",
      "The run stopped before the agent finished, so the pull request was left a draft:",
      "",
      codeBlock(shorten(detail.stoppedEarly, ERROR_MAX_CHARACTERS)),
    );
  }
  const findings = detail.findings ?? [];
  if (detail.draft && findings.length > 0) {
    const total = Math.max(detail.openFindings ?? 0, findings.length);
    lines.push(
      "",
      `The pull request was left a draft: the docs check reports ${problems(total)} on it:`,
      "",
    );
    for (const finding of findings) {
      lines.push(
        `- ${codeSpan(`${finding.path}:${finding.line}`)} ${codeSpan(finding.rule)}: ${codeSpan(shorten(finding.message, 200))}`,
      );
    }
    if (total > findings.length) {
      lines.push(`- and ${total - findings.length} more, listed in the pull request`);
    }
  }
  return lines;
}

/**
 * The link to a comment, built from what Inkwell stored, never from the payload's text: on a pull
 * request, or on an issue (`on: "issue"`); without a comment id, the issue itself.
 */
export function commentUrl(
  repositoryUrl: string,
  number: number,
  commentId: number | null,
  kind: CommentKind = "issue",
  on: "pull" | "issue" = "pull",
): string {
  const page = `${repositoryUrl}/${on === "issue" ? "issues" : "pull"}/${number}`;
  if (commentId === null) return page;
  const anchor = kind === "review" ? `discussion_r${commentId}` : `issuecomment-${commentId}`;
  return `${page}#${anchor}`;
}

/** The pull request's own link, checked as `commitLink` checks it; "" when it is not one. */
function pullRequestLink(prLink: string): string {
  return /^https?:\/\/[^\s()<>[\]]+$/.test(prLink) ? prLink : "";
}

/** The job message origin a comment's follow-up is stored with, and back. */
export function commentOrigin(
  kind: CommentKind,
  on: "pull" | "issue" = "pull",
): "comment" | "review_comment" | "issue_comment" {
  if (on === "issue") return "issue_comment";
  return kind === "review" ? "review_comment" : "comment";
}

/** Whether a message's reply goes on the job's issue (its own text, or a comment there). */
export function repliesOnIssue(origin: string): boolean {
  return origin === "issue" || origin === "issue_comment";
}

export function commentKindOf(origin: string): CommentKind {
  return origin === "review_comment" ? "review" : "issue";
}

/**
 * The commit on the pull request's commits page. Both parts come from GitHub's answers, stored by
 * Inkwell; they are still checked to be what cannot break out of the link: an id of letters and
 * digits, and an http(s) address without spaces or brackets (plain http for a GitHub Enterprise
 * Server with `GHE_PROTOCOL=http`).
 */
function commitLink(prLink: string, sha: string): string {
  if (!/^[0-9A-Za-z]{7,64}$/.test(sha) || !/^https?:\/\/[^\s()<>[\]]+$/.test(prLink)) return "";
  return `[${sha.slice(0, 7)}](${prLink}/commits/${sha})`;
}

/**
 * Text shown verbatim: a fenced block whose fence is longer than any run of backticks inside, so
 * nothing in the text can close it. Control characters (other than newlines and tabs) are replaced.
 */
export function codeBlock(text: string): string {
  const clean = withoutControlCharacters(text.replace(/\r\n?/g, "\n"), "\n\t");
  const fence = "`".repeat(Math.max(3, longestBacktickRun(clean) + 1));
  return `${fence}text\n${clean}\n${fence}`;
}

/** A code span on one line, safe for any text (a file name the model chose, say). */
export function codeSpan(text: string): string {
  const clean = withoutControlCharacters(text, "");
  const ticks = "`".repeat(longestBacktickRun(clean) + 1);
  const pad = clean.startsWith("`") || clean.endsWith("`") ? " " : "";
  return `${ticks}${pad}${clean}${pad}${ticks}`;
}

// A job's error is written for people and holds no secret; this is a second line of defence on a
// page anyone may read: anything shaped like a token or a key is cut out before it is shown.
const CREDENTIAL_SHAPES = [
  /-----BEGIN[^-]*-----[\s\S]*?(-----END[^-]*-----|$)/g,
  /\b(?:gh[pousr]|github_pat)_[A-Za-z0-9_]{10,}/g,
  /\bink_[A-Za-z0-9]{10,}/g,
  /\bsk-[A-Za-z0-9_-]{10,}/g,
  /\b(Bearer|token)\s+[A-Za-z0-9._~+/=-]{10,}/gi,
];

function withoutCredentials(text: string): string {
  return CREDENTIAL_SHAPES.reduce((out, shape) => out.replace(shape, "[redacted]"), text);
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

function withoutControlCharacters(text: string, keep: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const control =
      code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x2028 || code === 0x2029;
    out += control && !keep.includes(char) ? "\uFFFD" : char;
  }
  return out;
}

function shorten(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("")}…`;
}
