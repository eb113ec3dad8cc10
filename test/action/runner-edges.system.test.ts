import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeInkwellOptions, startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { createRunnerFiles, runActionBundle, runnerEnv } from "#testkit/system/runner-files.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import { createProject } from "../../app/projects/project.service.ts";

const prLink = "https://github.com/acme/docs/pull/42";

let server: Awaited<ReturnType<typeof startFakeInkwell>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** One step, as a runner runs it, on runner files emptied first. */
async function runStep(runner: ReturnType<typeof createRunnerFiles>, env: Record<string, string>) {
  runner.clear();
  const child = await runActionBundle(env);
  return { ...child, outputs: runner.readOutputs(), summary: runner.readSummary() };
}

/** One step against the fake server, with the inputs every workflow gives. */
async function stepAgainstFake(serverOptions: FakeInkwellOptions, inputs: Record<string, string>) {
  server ??= await startFakeInkwell(serverOptions);
  const runner = createRunnerFiles({ ref: "refs/heads/main", commits: [] });
  const env = runnerEnv(runner, {
    prompt: "Update the docs for this change",
    "project-id": server.projectId,
    "api-key": server.apiKey,
    "api-url": server.url,
    ...inputs,
  });
  return { runner, env, server, first: await runStep(runner, env) };
}

/** The summary's table as label → value, markup kept. */
function summaryRows(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<tr><th>(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]),
  );
}

describe("the bundled action as a runner runs it", () => {
  it("sees a job that ends within a second at its second check, not an interval later", async () => {
    // Were the second check an interval (300 s) away, the one-minute timeout would end the step.
    const { first, server } = await stepAgainstFake(
      { polls: [{ status: "active" }, { status: "completed", prLink }] },
      { "poll-interval-seconds": "300", "wait-timeout-minutes": "1" },
    );

    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({ status: "completed", "pr-link": prLink });
    expect(server.requests.filter((r) => r.method === "GET")).toHaveLength(2);
  });

  it("says it reused the job an earlier try of the same run attempt created, with the job's own time", async () => {
    const polls = [
      {
        status: "completed" as const,
        prLink,
        createdAt: "2026-11-22T10:00:00.000Z",
        updatedAt: "2026-11-22T10:04:12.000Z",
      },
    ];
    const { runner, env, first, server } = await stepAgainstFake({ polls }, {});
    expect(first.stdout).toMatch(/^Created Inkwell job job_\d+ \(active\)$/m);

    // The same step again, in the same run and attempt (a retried job, a self-hosted runner lost).
    const again = await runStep(runner, env);

    expect(again.code).toBe(0);
    expect(server.jobs.size).toBe(1);
    const id = first.outputs["job-id"] as string;
    expect(again.outputs["job-id"]).toBe(id);
    expect(again.stdout).not.toContain("Created Inkwell job");
    expect(again.stdout).toContain(
      `Reused Inkwell job ${id} (completed): an earlier try of this step in run 9001, attempt 1, created it, and one run attempt never makes a second job (re-run the workflow for a new one)`,
    );
    expect(summaryRows(again.summary)["Time taken"]).toBe(
      "4m 12s, from the job's creation by an earlier try of this step (this one reused it) to its last update",
    );
  });

  it("names the allow-insecure-http input when it refuses a plain http pull request link, and accepts it with the input", async () => {
    const ghes = "http://ghe.internal/acme/docs/pull/7";
    const { runner, env, first } = await stepAgainstFake(
      { polls: [{ status: "completed", prLink: ghes }] },
      {},
    );

    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(
      /^::error::Inkwell's answer cannot be used \(job job_\d+\): .* answered 200, but the job's pull request link is plain http \(a GitHub Enterprise Server without TLS\); turn on the allow-insecure-http input to accept it \(HTTP 200, code unexpected_response, request id req_\d+\)$/m,
    );
    expect(first.stdout).not.toContain("check that the API URL");

    const accepted = await runStep(runner, { ...env, "INPUT_ALLOW-INSECURE-HTTP": "true" });
    expect(accepted.code).toBe(0);
    expect(accepted.outputs["pr-link"]).toBe(ghes);
  });
});

describe.each(oneDatabaseKind())("the bundled action against the Inkwell app on %s", (kind) => {
  const { server: app, database } = useTestServer(kind);
  let projectId: string;
  let readKey: string;

  beforeAll(async () => {
    const project = await createProject(database.db, {
      repo: "acme/docs",
      ref: "main",
      docsPath: "docs",
    });
    const key = await createApiKey(database.db, {
      projectId: project.id,
      scopes: ["read"],
      now: app.clock.now(),
    });
    projectId = project.id;
    readKey = key.key;
  });

  it("says once what to do when the key lacks the write scope: a key's scopes cannot change", async () => {
    const runner = createRunnerFiles({ ref: "refs/heads/main", commits: [] });
    const env = runnerEnv(runner, {
      prompt: "Update the docs",
      "project-id": projectId,
      "api-key": readKey,
      "api-url": app.url,
    });

    const step = await runStep(runner, env);

    expect(step.code).toBe(1);
    const errors = step.stdout.split("\n").filter((line) => line.startsWith("::error::"));
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::error::Inkwell refused the request: This API key lacks the write scope that POST requests need, and a key's scopes cannot be changed: create a key with the write scope \\(inkwell keys create --project ${projectId} --scope write, or on the project's API keys page\\) \\(HTTP 403, code insufficient_scope, request id [\\w-]+\\)\\.$`,
        ),
      ),
    ]);
    expect(step.stdout.match(/create a key/g)).toHaveLength(1);
  });
});
