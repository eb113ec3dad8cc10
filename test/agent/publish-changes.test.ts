import { describe, expect, it } from "vitest";
import { buildPullRequestBody } from "../../app/agent/publish-changes.ts";

const body = (transcript: string) =>
  buildPullRequestBody({
    jobId: "job_1",
    transcript,
    instructions: ["Fix the typo."],
    summary: "Fixed it.",
    changedFiles: [{ path: "docs/index.md", change: "modified" }],
  });

describe("the pull request body", () => {
  it("links the job's transcript when the server's public URL is known", () => {
    expect(body("https://inkwell.example.com/v2/agent/prj_1/job/job_1/events")).toContain(
      "What each run did: [the run transcript](https://inkwell.example.com/v2/agent/prj_1/job/job_1/events)",
    );
  });

  it("names the route as code otherwise, so GitHub does not make it a broken relative link", () => {
    const text = body("/v2/agent/prj_1/job/job_1/events");
    expect(text).toContain(
      "What each run did: `/v2/agent/prj_1/job/job_1/events` on the Inkwell server",
    );
    expect(text).not.toContain("](/v2");
  });
});
