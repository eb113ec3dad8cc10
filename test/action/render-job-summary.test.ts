import { describe, expect, it } from "vitest";
import { buildJob } from "#testkit/app/build-job.ts";
import type { ActionResult } from "../../action/main.ts";
import { renderFailureSummary, renderJobSummary } from "../../action/render-job-summary.ts";

const prLink = "https://github.com/acme/docs/pull/42";

function result(overrides: Partial<ActionResult> = {}): ActionResult {
  return {
    job: buildJob({ status: "completed", prLink, prState: "open", ending: "finished" }),
    outcome: "completed",
    reused: false,
    durationMs: 252_000,
    failure: undefined,
    ...overrides,
  };
}

/** The summary's table as label → value, markup kept. */
function rows(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<tr><th>(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]),
  );
}

describe("renderJobSummary", () => {
  it("gives a reused job's own time, or the step's when the server's times are not dates", () => {
    const job = buildJob({
      status: "completed",
      prLink,
      createdAt: "2026-11-22T10:00:00.000Z",
      updatedAt: "2026-11-22T10:01:05.000Z",
    });
    expect(
      rows(renderJobSummary(result({ job, reused: true, durationMs: 0 }), "Go"))["Time taken"],
    ).toBe(
      "1m 5s, from the job's creation by an earlier try of this step (this one reused it) to its last update",
    );
    const odd = { ...job, createdAt: "yesterday" };
    expect(
      rows(renderJobSummary(result({ job: odd, reused: true, durationMs: 2_000 }), "Go"))[
        "Time taken"
      ],
    ).toBe("2s");
  });

  it("reads as a short report: status, pull request, job, time taken and instruction", () => {
    const html = renderJobSummary(result(), "Document --dry-run");

    expect(html.split("\n")[0]).toBe("<h2>Inkwell job</h2>");
    expect(rows(html)).toEqual({
      Status: "Finished: the pull request is ready for review",
      "Pull request": `<a href="${prLink}">${prLink}</a>`,
      Job: "<code>job_4Jr2x8QbZk1mVt9sPq3LhD</code>",
      "Time taken": "4m 12s",
      Instruction: "Document --dry-run",
    });
  });

  it.each([
    [
      "created",
      "active",
      "Started; the step did not wait for it (wait is false)",
      "Not yet: the job is still running",
    ],
    ["completed_without_changes", "completed", "Finished: no file needed changing", "None"],
    ["failed", "failed", "Failed: the run could not finish", "None"],
    ["archived", "archived", "Archived", "None"],
    [
      "timed_out",
      "active",
      "Still running when the step stopped waiting",
      "Not yet: the job is still running",
    ],
  ] as const)("says %s in words", (outcome, status, statusText, pullRequestText) => {
    const html = renderJobSummary(
      result({ outcome, job: buildJob({ status, prLink: null }) }),
      "Go",
    );

    expect(rows(html)).toMatchObject({ Status: statusText, "Pull request": pullRequestText });
  });

  it("says a run that stopped early left a draft, and counts the open problems", () => {
    const stopped = renderJobSummary(
      result({
        job: buildJob({ status: "completed", prLink, prState: "draft", ending: "stopped_early" }),
      }),
      "Go",
    );
    expect(rows(stopped).Status).toBe(
      "Stopped early: the changes so far are in a draft pull request",
    );
    const open = renderJobSummary(
      result({
        job: buildJob({
          status: "completed",
          prLink,
          prState: "draft",
          ending: "finished",
          openFindings: 2,
        }),
      }),
      "Go",
    );
    expect(rows(open)).toMatchObject({
      Status: "Finished with 2 problems open: the pull request stays a draft",
      "Open problems": "2, listed in the pull request",
    });
  });

  it("adds what the agent did and why the step failed, escaped, with no blank line anywhere", () => {
    const html = renderJobSummary(
      result({
        outcome: "failed",
        job: buildJob({ status: "failed", summary: "Edited 2 pages.\n\nSee [x](javascript:y)" }),
        failure: "Job job_4Jr2x8QbZk1mVt9sPq3LhD failed: <b>no</b>",
      }),
      "Go",
    );

    expect(html).toContain(
      "<h3>What the agent did</h3>\n<p>Edited 2 pages.<br><br>See &#91;x&#93;&#40;javascript:y&#41;</p>",
    );
    expect(html).toContain(
      "<h3>Why the step failed</h3>\n<p>Job job_4Jr2x8QbZk1mVt9sPq3LhD failed: &#60;b&#62;no&#60;/b&#62;</p>",
    );
    expect(html).not.toMatch(/\n\s*\n/);
  });

  it("shows at most 2,000 characters of the instruction", () => {
    const html = renderJobSummary(result(), "a".repeat(2_500));

    expect(rows(html).Instruction).toBe(`${"a".repeat(2_000)}… (500 more characters)`);
  });
});

describe("renderFailureSummary", () => {
  it("says why the step failed, escaped", () => {
    expect(renderFailureSummary('Invalid inputs: input "api-url" must be https')).toBe(
      "<h2>Inkwell job</h2>\n<h3>Why the step failed</h3>\n<p>Invalid inputs: input &#34;api-url&#34; must be https</p>\n",
    );
  });
});
