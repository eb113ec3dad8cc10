import type { ChangedFile, PublishedFinding, PublishedRun } from "../../db/schema.ts";
import { codeSpan } from "../../jobs/comment-reply-body.ts";
import { heldForReview } from "./held-for-review.ts";
import { reviewAlert, reviewerNotesSection } from "./reviewer-notes-section.ts";

/** GitHub refuses a body over 65,536 characters; older runs are shortened to stay under this. */
const MAX_BODY_CHARS = 60_000;
/** A shortened run keeps this much of its summary. */
const SHORT_SUMMARY_CHARS = 400;

export interface PullRequestBodyInput {
  jobId: string;
  /** The job's run transcript (the API route, absolute when the server's URL is configured). */
  transcript: string;
  /** Every run that published, oldest first. */
  runs: readonly PublishedRun[];
  /** Every file the pull request changes, across the runs. */
  changedFiles: readonly ChangedFile[];
  /**
   * What the docs check reports on the whole pull request against the commit its branch started
   * from, after a follow-up; absent when not checked.
   */
  openFindings?: readonly PublishedFinding[] | null | undefined;
  /** The issue the job was started from, and whether merging the pull request closes it. */
  issue?: { number: number; closes: boolean } | null | undefined;
}

/**
 * The pull request description as a timeline: one section per run (the first and each
 * follow-up) with its instruction, summary, what the reviewer should check, its sources, what it
 * did not do, the files it changed and what the docs check said; then, after follow-ups, every
 * file the pull request changes. Runs are appended, never rewritten. Text from the model or the
 * instruction is made inert by `quiet`; file names are code spans sized to their content, so no
 * name can close its span.
 */
export function buildPullRequestBody(input: PullRequestBodyInput): string {
  const compact = new Set<number>();
  let body = render(input, compact);
  for (let index = 0; index < input.runs.length - 1 && body.length > MAX_BODY_CHARS; index++) {
    compact.add(index);
    body = render(input, compact);
  }
  if (body.length > MAX_BODY_CHARS) {
    body = `${body.slice(0, MAX_BODY_CHARS)}\n\n… (shortened: the full record is in the run transcript)\n`;
  }
  return body;
}

function render(input: PullRequestBodyInput, compact: ReadonlySet<number>): string {
  const several = input.runs.length > 1;
  const sections = input.runs.map((run, index) => {
    const heading = several
      ? `## ${index === 0 ? "Run 1" : `Run ${index + 1}: follow-up`}\n\n`
      : "";
    return heading + (compact.has(index) ? shortRun(run) : fullRun(run, several ? "###" : "##"));
  });
  const all = several ? `\n\n## All changed files\n\n${fileList(input.changedFiles)}` : "";
  const open =
    several && input.openFindings
      ? `\n\n## Still open\n\n${stillOpen(input.openFindings, input.runs.at(-1))}`
      : "";
  // A relative route would resolve against github.com: shown as code unless it is absolute.
  const transcript = /^https?:\/\//.test(input.transcript)
    ? `[the run transcript](${input.transcript})`
    : `\`${input.transcript}\` on the Inkwell server`;
  // GitHub links the issue from "Refs #N"; "Closes #N" also closes it when the change is merged.
  const issue = input.issue
    ? `\n\n${input.issue.closes ? "Closes" : "Refs"} #${input.issue.number}`
    : "";
  return `${reviewAlert(input.runs)}${sections.join("\n\n")}${open}${all}${issue}

---
Opened by Inkwell for job \`${input.jobId}\`. What each run did: ${transcript} (\`GET\`, with an API key that has the \`read\` scope). Comment \`@inkwell <instruction>\` to ask for more changes.
`;
}

/** The whole pull request's problems, which decide whether it is a draft. */
function stillOpen(findings: readonly PublishedFinding[], last: PublishedRun | undefined): string {
  if (findings.length === 0) {
    return last && heldForReview(last)
      ? "The docs check finds no problem in the pull request's whole change; the last run leaves it a draft for the reason it gives."
      : "The docs check finds no problem in the pull request's whole change: it is ready for review.";
  }
  const count = findings.length === 1 ? "1 problem" : `${findings.length} problems`;
  return `The docs check reports ${count} in the pull request's whole change, so it stays a draft:\n\n${findings.map(findingLine).join("\n")}`;
}

function fullRun(run: PublishedRun, level: string): string {
  const parts: string[] = [];
  parts.push(`${level} Instruction\n\n${instructionsOf(run.instructions)}`);
  if (run.stoppedEarly) {
    parts.push(
      `${level} Stopped early\n\n> [!WARNING]\n> ${inert(run.stoppedEarly)} The changes below are what the agent had made by then: the instruction may be only partly done.`,
    );
  }
  parts.push(`${level} Summary\n\n${inert(run.summary)}`);
  if (run.assumptions.length > 0) {
    parts.push(`${level} For the reviewer to check\n\n${bullets(run.assumptions)}`);
  }
  if (run.sources.length > 0) parts.push(`${level} Sources\n\n${bullets(run.sources)}`);
  if (run.notDone.length > 0) {
    parts.push(
      `${level} Not done\n\n${bullets(run.notDone)}${run.stoppedEarly ? "" : "\n\nParts of the instruction are not done, so this run leaves the pull request a draft."}`,
    );
  }
  const notes = reviewerNotesSection(run, level, inert);
  if (notes) parts.push(notes);
  parts.push(`${level} Changed files\n\n${fileList(run.changedFiles)}`);
  parts.push(`${level} Checks\n\n${checksOf(run)}`);
  if (run.warnings && run.warnings.length > 0) {
    parts.push(`${level} Style warnings\n\n${styleWarnings(run.warnings)}`);
  }
  return parts.join("\n\n");
}

/** An older run, when the body grows too long: its instruction, a short summary and its verdict. */
function shortRun(run: PublishedRun): string {
  const summary =
    run.summary.length > SHORT_SUMMARY_CHARS
      ? `${run.summary.slice(0, SHORT_SUMMARY_CHARS)}…`
      : run.summary;
  const files = run.changedFiles.length === 1 ? "1 file" : `${run.changedFiles.length} files`;
  const checks =
    run.findings === null
      ? "not checked"
      : run.findings.length === 0
        ? "no problems"
        : `${run.findings.length} problems left`;
  return `${instructionsOf(run.instructions)}\n\n${inert(summary)}\n\n${files} changed; checks: ${checks}${run.stoppedEarly ? "; stopped early" : ""}. (Shortened: the full record is in the run transcript.)`;
}

function checksOf(run: PublishedRun): string {
  if (run.findings === null) {
    return "The docs check did not run on this change: review its links and navigation by hand.";
  }
  if (run.findings.length === 0) {
    return "The docs check found no problem this change introduced (syntax, components, front matter, links, anchors, images, navigation, config, the repository's Vale rules and Markdown conventions on changed lines).";
  }
  const count = run.findings.length === 1 ? "1 problem" : `${run.findings.length} problems`;
  const note = run.checksNote ? `\n\nThe agent's note: ${inert(run.checksNote)}` : "";
  return `The docs check reports ${count} this change introduced, left for review:\n\n${run.findings.map(findingLine).join("\n")}${note}`;
}

/** Most style warnings a run's section lists; the rest are counted. */
const MAX_LISTED_WARNINGS = 50;

/** How the docs check marks a warning on a line the change kept. */
const KEPT_LINE_MARK = "(on a line the change kept)";

/** Warnings of the repository's Vale rules and the Markdown conventions: listed, never blocking. */
function styleWarnings(warnings: readonly PublishedFinding[]): string {
  const count = warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`;
  const lines = warnings.slice(0, MAX_LISTED_WARNINGS).map(findingLine);
  if (warnings.length > MAX_LISTED_WARNINGS) {
    lines.push(`- … and ${warnings.length - MAX_LISTED_WARNINGS} more`);
  }
  const where = warnings.some((warning) => warning.message.endsWith(KEPT_LINE_MARK))
    ? "on the pages this change edited, the lines it kept included (it was asked for the house style)"
    : "on lines this change wrote";
  return `The repository's style rules (its Vale styles) and Markdown conventions give ${count} ${where}; they do not block the pull request:\n\n${lines.join("\n")}`;
}

function findingLine(finding: PublishedFinding): string {
  const level = finding.level ? ` (${finding.level})` : "";
  return `- ${codeSpan(`${finding.path}:${finding.line}`)} ${inert(finding.rule)}${level}: ${inert(finding.message)}`;
}

function instructionsOf(instructions: readonly string[]): string {
  const quote = (text: string) =>
    inert(text)
      .split("\n")
      .map((line) => `> ${line}`.trimEnd())
      .join("\n");
  if (instructions.length === 1) return quote(instructions[0] as string);
  return instructions.map((text, index) => `**${index + 1}.**\n${quote(text)}`).join("\n\n");
}

function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${inert(item).replace(/\n+/g, " ")}`).join("\n");
}

function fileList(files: readonly ChangedFile[]): string {
  if (files.length === 0) return "None.";
  return files.map((file) => `- ${codeSpan(file.path)} (${file.change})`).join("\n");
}

/**
 * The commit of a run: its title and summary made inert as in the body (a commit message that says
 * `Closes #12` would close the issue once merged), then the job's id.
 */
export function buildCommitMessage(title: string, summary: string, jobId: string): string {
  return `${quiet(title)}\n\n${quiet(summary)}\n\nInkwell job ${jobId}`;
}

/**
 * What the model writes for the pull request's title: a title that can close nothing, on one line
 * (the title field has no line breaks; one would end it on the terminals that show it).
 */
export function pullRequestTitle(title: string): string {
  return quiet(title.replace(/\s*[\r\n]+\s*/g, " "));
}

// GitHub's closing keywords, followed by an issue reference (`#12`, `acme/docs#12`, an issue or pull
// request address), in the forms that close it on merge.
const closingKeyword =
  /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b(?=\s*:?\s*(?:(?:[\w.-]+\/[\w.-]+)?#\d|https?:\/\/\S+\/(?:issues|pull)\/\d))/gi;

/**
 * Text from the model, the instruction or the repository made inert where GitHub acts on it:
 * `@name` and `@org/team` get a word joiner after the `@` (no mention), a closing keyword before an
 * issue reference gets one after its first letter (nothing closes on merge), an HTML comment
 * cannot open (it would hide the rest of the body, the checks among it), and a code fence left
 * open is closed (it would swallow the rest as code).
 */
function quiet(text: string): string {
  return closeOpenFence(
    text
      .replace(/\r\n?/g, "\n")
      .replace(CONTROL_CHARACTERS, "")
      .replace(/(^|[^\w])@(?=[A-Za-z0-9])/g, "$1@\u2060")
      .replace(closingKeyword, (match) => `${match.slice(0, 1)}\u2060${match.slice(1)}`)
      .replaceAll("<!--", "&lt;!--"),
  );
}

/**
 * Control characters but tab and line feed: C0 (ESC among them), DEL and C1 (the 8-bit CSI and
 * OSC among them), which a terminal showing a commit (`git log`) would run as commands: move the
 * cursor, rewrite what is shown, set the window's title or a clickable link.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Body text (model, instruction or repository) that `quiet` made inert, with nothing GitHub would
 * turn into a live link or load from elsewhere: outside code, `<` cannot open HTML (no `<img>`,
 * `<picture>`, `<video>`, autolink), `[` and `]` cannot make a link, an image or a reference
 * definition, and an address is shown as code, which GitHub never links. A tracking image or a
 * link dressed as something else therefore shows as the text it is. Code blocks and spans, where
 * none of these act, are left as written.
 */
function inert(text: string): string {
  let open: { char: string; length: number } | undefined;
  return quiet(text)
    .split("\n")
    .map((line) => {
      const fence = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (open) {
        if (fence?.[0] === open.char && fence.length >= open.length && line.trim() === fence) {
          open = undefined;
        }
        return line;
      }
      const info = fence === undefined ? "" : line.slice(line.indexOf(fence) + fence.length);
      if (fence !== undefined && !(fence[0] === "`" && info.includes("`"))) {
        open = { char: fence[0] as string, length: fence.length };
        return line;
      }
      return inertLine(line);
    })
    .join("\n");
}

/** One line outside a code block: code spans kept, the rest made link-free. */
function inertLine(line: string): string {
  let out = "";
  let at = 0;
  while (at < line.length) {
    const tick = line.indexOf("`", at);
    if (tick === -1) break;
    let runEnd = tick;
    while (line[runEnd] === "`") runEnd++;
    const run = line.slice(tick, runEnd);
    // The span closes at the next run of exactly as many backticks; without one they are text.
    let close = line.indexOf(run, runEnd);
    while (close !== -1 && (line[close - 1] === "`" || line[close + run.length] === "`")) {
      let skip = close;
      while (line[skip] === "`") skip++;
      close = line.indexOf(run, skip);
    }
    if (close === -1) {
      out += linkFree(line.slice(at, runEnd));
      at = runEnd;
      continue;
    }
    out += linkFree(line.slice(at, tick)) + line.slice(tick, close + run.length);
    at = close + run.length;
  }
  return out + linkFree(line.slice(at));
}

// An address GitHub would link by itself: a scheme and `//`, or `www.`.
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>`]*|\bwww\.[^\s<>`]+/gi;

function linkFree(text: string): string {
  let out = "";
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    out += escapeLinkSyntax(text.slice(at, match.index)) + codeSpan(match[0]);
    at = match.index + match[0].length;
  }
  return out + escapeLinkSyntax(text.slice(at));
}

/** Character references are never syntax: `&#91;` shows a `[` that opens nothing. */
function escapeLinkSyntax(text: string): string {
  return text.replaceAll("<", "&lt;").replaceAll("[", "&#91;").replaceAll("]", "&#93;");
}

/** The text with a closing fence added when a fenced code block in it is never closed. */
function closeOpenFence(text: string): string {
  let open: { char: string; length: number } | undefined;
  for (const line of text.split("\n")) {
    const fence = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) continue;
    const char = fence[0] as string;
    if (!open) {
      // A backtick fence's info string may not hold a backtick; such a line opens nothing.
      if (char === "`" && line.slice(line.indexOf(fence) + fence.length).includes("`")) continue;
      open = { char, length: fence.length };
    } else if (char === open.char && fence.length >= open.length && line.trim() === fence) {
      open = undefined;
    }
  }
  return open ? `${text}\n${open.char.repeat(open.length)}` : text;
}
