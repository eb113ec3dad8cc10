import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { useServerOnGitHubDouble } from "#testkit/github/dashboard-server.ts";
import { parseActionInputs } from "../../action/action-inputs.ts";
import { main, type WorkflowRun } from "../../action/main.ts";
import { createInkwellClient } from "../../shared/client/create-inkwell-client.ts";

const workflowRun: WorkflowRun = {
  eventName: "push",
  repository: "acme/app",
  sha: "a1b2c3d",
  payload: { ref: "refs/heads/main", commits: [] },
  identity: { repository: "acme/app", runId: 501, runAttempt: 1, job: "docs", step: "inkwell" },
};

// The action's code against the real job API (no agent runs here: jobs stay active).
describe.each(oneDatabaseKind())("the action against the Inkwell app on %s", (kind) => {
  const { server, database, github } = useServerOnGitHubDouble(kind);
  let owner: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    github.addRepository("acme", "docs", [{ path: "docs/index.md", content: "# Docs" }]);
    github.addInstallation("acme", ["acme/docs"], { id: 77 });
  });

  const inputs = (extra: Record<string, string> = {}) =>
    parseActionInputs({
      prompt: "Update the docs for this change",
      "project-id": owner.project.id,
      "api-key": owner.key,
      "api-url": server.url,
      ...extra,
    });

  it("creates a job the API accepts, and a retried step gets the same job", async () => {
    const first = await main(inputs({ wait: "false" }), workflowRun);
    const again = await main(inputs({ wait: "false" }), workflowRun);

    expect(github.takeRequests().map((r) => r.path)).toContain(
      "/api/v3/repos/acme/docs/installation",
    );
    expect(first.outcome).toBe("created");
    expect(first.job).toMatchObject({ status: "active", model: "test:scripted-model" });
    expect(again.job.id).toBe(first.job.id);
    const jobs = await database.db.selectFrom("jobs").select("id").execute();
    expect(jobs.map((j) => j.id)).toEqual([first.job.id]);
  });

  it("makes a new job for a new run attempt", async () => {
    const rerun = {
      ...workflowRun,
      identity: { ...workflowRun.identity, runAttempt: 2 } as WorkflowRun["identity"],
    };

    const first = await main(inputs({ wait: "false" }), workflowRun);
    const second = await main(inputs({ wait: "false" }), rerun);

    expect(second.job.id).not.toBe(first.job.id);
  });

  it("starts the job on the base-branch input, which the server checks on GitHub", async () => {
    github.addBranch("acme", "docs", "release-2.x", {});
    github.takeRequests();
    const rerun = {
      ...workflowRun,
      identity: { ...workflowRun.identity, runAttempt: 9 } as WorkflowRun["identity"],
    };
    const result = await main(inputs({ wait: "false", "base-branch": "release-2.x" }), rerun);
    expect(github.takeRequests().map((r) => r.path)).toContainEqual(
      expect.stringMatching(/\/repos\/acme\/docs\/git\/ref\/heads(%2F|\/)release-2\.x$/),
    );
    const row = await database.db
      .selectFrom("jobs")
      .select("base_ref")
      .where("id", "=", result.job.id)
      .executeTakeFirstOrThrow();
    expect(row.base_ref).toBe("release-2.x");
    expect(() => inputs({ "base-branch": "a..b" })).toThrow(/base-branch/);
  });

  it("polls the job route until the timeout while the job stays active", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");

    const result = await main(
      inputs({ "wait-timeout-minutes": "1", "poll-interval-seconds": "30" }),
      workflowRun,
      {
        sleep: time.sleep,
        now: time.nowMs,
      },
    );

    expect(result.outcome).toBe("timed_out");
    expect(result.job.status).toBe("active");
    // Quicker checks first (1, 2, 4, 8, 16 seconds), then every 30 seconds up to the minute.
    expect(time.sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 29_000]);
  });

  it("surfaces the API's 401 with its code and request id", async () => {
    const error = await main(inputs({ "api-key": `ink_${"x".repeat(40)}` }), workflowRun).catch(
      (e: unknown) => e,
    );

    expect(error).toMatchObject({
      status: 401,
      code: "unauthorized",
      requestId: expect.any(String),
    });
  });

  it("surfaces a 404 for a job of another id", async () => {
    const client = createInkwellClient({ apiUrl: server.url, apiKey: owner.key });

    await expect(
      client.getJob(owner.project.id, "job_0000000000000000000000"),
    ).rejects.toMatchObject({
      status: 404,
      code: "not_found",
    });
  });
});
