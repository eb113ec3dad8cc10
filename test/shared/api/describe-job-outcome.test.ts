import { describe, expect, it } from "vitest";
import { buildJob } from "#testkit/app/build-job.ts";
import { describeJobOutcome } from "../../../shared/api/describe-job-outcome.ts";

const prLink = "https://github.com/acme/docs/pull/42";

describe("describeJobOutcome", () => {
  it.each([
    [{ status: "active" }, "Working: the agent is running"],
    [{ status: "active", prLink }, "Working: the agent is running a follow-up on the pull request"],
    [
      { status: "completed", prLink, prState: "open", ending: "finished" },
      "Finished: the pull request is ready for review",
    ],
    [
      { status: "completed", prLink, prState: "draft", ending: "finished", openFindings: 3 },
      "Finished with 3 problems open: the pull request stays a draft",
    ],
    [
      { status: "completed", prLink, prState: "draft", ending: "stopped_early" },
      "Stopped early: the changes so far are in a draft pull request",
    ],
    [{ status: "completed", ending: "nothing_to_change" }, "Finished: no file needed changing"],
    [
      { status: "completed", prLink, prState: "open", ending: "nothing_to_change" },
      "Finished: no file needed changing; the pull request is as it was",
    ],
    [
      { status: "needs_input", ending: "asked" },
      "Needs input: the agent asks a question before it changes anything",
    ],
    [
      { status: "needs_input", prLink, prState: "open", ending: "asked" },
      "Needs input: the agent asks a question before it changes anything more; the pull request is as it was",
    ],
    [{ status: "failed" }, "Failed: the run could not finish"],
    [{ status: "archived", prLink, prState: "merged" }, "Archived: its pull request was merged"],
    [
      { status: "archived", prLink, prState: "open" },
      "Archived: its pull request stays open on GitHub",
    ],
    // A server older than these fields: the status and the link still say enough.
    [{ status: "completed", prLink }, "Finished: the agent opened a pull request"],
  ] as const)("words %o as %s", (facts, words) => {
    expect(describeJobOutcome(buildJob(facts))).toBe(words);
  });

  it("words a run that changed nothing and says what it could not do apart from one with nothing to do", () => {
    const job = buildJob({
      status: "completed",
      ending: "nothing_to_change",
      notDone: ["No page states it."],
    });
    expect(describeJobOutcome(job)).toBe(
      "Not done: the agent changed nothing and says what it could not do",
    );
  });
});
