import { describeJobOutcome } from "../shared/api/describe-job-outcome.ts";
import { escapeHtml } from "../shared/client/escape-html.ts";
import { formatDuration } from "../shared/client/format-duration.ts";
import type { ActionOutcome, ActionResult } from "./main.ts";
import { toSummaryHtml } from "./to-summary-html.ts";

/** What the step itself did; once the job ended, the job's own words say how. */
const stepText: Partial<Record<ActionOutcome, string>> = {
  created: "Started; the step did not wait for it (wait is false)",
  timed_out: "Still running when the step stopped waiting",
};

const noPullRequestText: Record<ActionOutcome, string> = {
  created: "Not yet: the job is still running",
  completed: "None",
  completed_without_changes: "None",
  needs_input: "None: the agent asks a question first",
  failed: "None",
  archived: "None",
  timed_out: "Not yet: the job is still running",
};

const PROMPT_SHOWN_CHARS = 2_000;

/**
 * The job summary, as HTML lines with no blank line between them, so GitHub reads it as one HTML block
 * and nothing in it is taken for Markdown. The job id and pull request link were validated by the
 * client (a `job_` id, an https pull request URL); every free text is escaped.
 */
export function renderJobSummary(result: ActionResult, prompt: string): string {
  const { job } = result;
  const pullRequest = job.prLink
    ? `<a href="${escapeHtml(job.prLink)}">${escapeHtml(job.prLink)}</a>`
    : noPullRequestText[result.outcome];
  const rows: [string, string][] = [
    ["Status", escapeHtml(stepText[result.outcome] ?? describeJobOutcome(job))],
    ["Pull request", pullRequest],
    ...(job.openFindings
      ? [["Open problems", `${job.openFindings}, listed in the pull request`] as [string, string]]
      : []),
    ["Job", `<code>${escapeHtml(job.id)}</code>`],
    ["Time taken", timeTaken(result)],
    ["Instruction", toSummaryHtml(prompt, PROMPT_SHOWN_CHARS)],
  ];
  const lines = [
    "<h2>Inkwell job</h2>",
    `<table>${rows.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join("")}</table>`,
  ];
  if (job.question) {
    lines.push("<h3>The agent asks</h3>", `<p>${toSummaryHtml(job.question.text)}</p>`);
    if (job.question.choices.length > 0) {
      lines.push(
        `<ul>${job.question.choices.map((choice) => `<li>${toSummaryHtml(choice)}</li>`).join("")}</ul>`,
      );
    }
    lines.push(
      `<p>Answer with a follow-up message: <code>inkwell job message ${escapeHtml(job.id)} --prompt "…"</code>, the API, the dashboard${job.prLink ? ", or an <code>@inkwell</code> comment on the pull request" : ""}.</p>`,
    );
  }
  if (job.summary) {
    lines.push("<h3>What the agent did</h3>", `<p>${toSummaryHtml(job.summary)}</p>`);
  }
  if (job.notDone && job.notDone.length > 0) {
    lines.push(
      "<h3>Not done</h3>",
      `<ul>${job.notDone.map((item) => `<li>${toSummaryHtml(item)}</li>`).join("")}</ul>`,
    );
  }
  if (result.failure) {
    lines.push("<h3>Why the step failed</h3>", `<p>${toSummaryHtml(result.failure)}</p>`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The step's time, creation included; for a job an earlier try of this step created, the job's
 * own time from its creation to its last update (this step's few seconds would say nothing).
 */
function timeTaken(result: ActionResult): string {
  const jobMs = Date.parse(result.job.updatedAt) - Date.parse(result.job.createdAt);
  // The times are the server's text: one that is not a date leaves the step's own time.
  if (!result.reused || !Number.isFinite(jobMs)) return formatDuration(result.durationMs);
  return `${formatDuration(Math.max(0, jobMs))}, from the job's creation by an earlier try of this step (this one reused it) to its last update`;
}

/** The summary of a step that failed before it had a job to show (bad inputs, a refused request). */
export function renderFailureSummary(message: string): string {
  return `<h2>Inkwell job</h2>\n<h3>Why the step failed</h3>\n<p>${toSummaryHtml(message)}</p>\n`;
}
