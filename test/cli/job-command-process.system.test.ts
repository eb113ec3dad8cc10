import { afterEach, describe, expect, it } from "vitest";
import { type FakeInkwellOptions, startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { runInkwell } from "#testkit/cli/inkwell-cli.ts";

const ghesLink = "http://ghe.internal/acme/docs/pull/7";

let server: Awaited<ReturnType<typeof startFakeInkwell>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** `inkwell job …` as a user runs it, against a fake Inkwell server on this machine. */
async function job(
  args: string[],
  options: FakeInkwellOptions = {},
  env: Record<string, string> = {},
) {
  server ??= await startFakeInkwell(options);
  const result = await runInkwell(["job", ...args], {
    INKWELL_API_URL: server.url,
    INKWELL_API_KEY: server.apiKey,
    INKWELL_PROJECT_ID: server.projectId,
    ...env,
  });
  return { ...result, server };
}

describe("inkwell job, as a child process", { timeout: 60_000 }, () => {
  it("checks the job at once and a second later, so a job that ends within a second is seen then", async () => {
    // Were the second check an interval (300 s) away, the one-minute timeout would end the wait.
    const result = await job(
      ["create", "--prompt", "Fix typos", "--wait", "--interval", "300", "--timeout", "1"],
      {
        polls: [
          { status: "active" },
          { status: "completed", prLink: "https://github.com/acme/docs/pull/1" },
        ],
      },
    );

    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^job_\d+ {2}completed\n/);
    expect(result.server.requests.filter((r) => r.method === "GET")).toHaveLength(2);
  });

  it("creates one job however often a script retries with the same --idempotency-key", async () => {
    const args = ["create", "--prompt", "Fix typos", "--idempotency-key", "release-2.4", "--json"];
    const first = await job(args);
    const again = await job(args);

    expect([first.code, again.code]).toEqual([0, 0]);
    expect(JSON.parse(again.stdout).id).toBe(JSON.parse(first.stdout).id);
    expect(again.server.jobs.size).toBe(1);
    expect(again.server.requests.map((r) => r.headers["idempotency-key"])).toEqual([
      "release-2.4",
      "release-2.4",
    ]);

    const human = await job([
      "create",
      "--prompt",
      "Fix typos",
      "--idempotency-key",
      "release-2.4",
    ]);
    expect(human.stderr).toBe(
      `Job ${JSON.parse(first.stdout).id} was created earlier with this idempotency key: this is that job, not a new one.\n`,
    );
  });

  it("names --allow-insecure-http when it refuses a plain http pull request link, and accepts it with the flag or the variable", async () => {
    const created = await job(["create", "--prompt", "Go", "--json"], {
      polls: [{ status: "completed", prLink: ghesLink }],
    });
    const id = JSON.parse(created.stdout).id as string;

    const refused = await job(["get", id]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toMatch(
      /^error: http:\/\/127\.0\.0\.1:\d+\/v2\/agent\/prj_docs\/job\/job_\d+ answered 200, but the job's pull request link is plain http \(a GitHub Enterprise Server without TLS\); turn on --allow-insecure-http \(or INKWELL_ALLOW_INSECURE_HTTP=true\) to accept it \(HTTP 200, code unexpected_response, request id req_\d+\)\n$/,
    );
    expect(refused.stderr).not.toContain("check that the API URL");

    const flag = await job(["get", id, "--allow-insecure-http"]);
    expect(flag.code).toBe(0);
    expect(flag.stdout).toContain(`pull request  ${ghesLink}`);
    const variable = await job(["get", id, "--json"], {}, { INKWELL_ALLOW_INSECURE_HTTP: "true" });
    expect(JSON.parse(variable.stdout).prLink).toBe(ghesLink);
  });

  it("says an archive the server carried out was carried out, and a retry of it answers the archived job", async () => {
    const created = await job(["create", "--prompt", "Go", "--json"], {
      polls: [{ status: "completed", prLink: ghesLink }],
    });
    const id = JSON.parse(created.stdout).id as string;
    await job(["get", id, "--allow-insecure-http"]);

    const archived = await job(["archive", id, "--json"]);
    expect(archived.code).toBe(1);
    expect(JSON.parse(archived.stderr)).toEqual({
      code: "unexpected_response",
      error: expect.stringMatching(
        new RegExp(
          `^Inkwell archived the job ${id} \\(HTTP 200\\), but the job's pull request link is plain http .*--allow-insecure-http`,
        ),
      ),
    });

    const retried = await job(["archive", id, "--allow-insecure-http", "--json"]);
    expect(retried.code).toBe(0);
    expect(JSON.parse(retried.stdout)).toMatchObject({ id, status: "archived" });
  });

  it("refuses an INKWELL_ALLOW_INSECURE_HTTP that is neither true nor false", async () => {
    const result = await job(["list", "--json"], {}, { INKWELL_ALLOW_INSECURE_HTTP: "maybe" });

    expect(result.code).toBe(1);
    expect(JSON.parse(result.stderr)).toEqual({
      code: "invalid_configuration",
      error: 'INKWELL_ALLOW_INSECURE_HTTP must be true or false, got "maybe"',
    });
    expect(result.server.requests).toHaveLength(0);
  });

  it("names no branch for a job that failed before it had a pull request", async () => {
    const result = await job(["create", "--prompt", "Go", "--wait"], {
      polls: [{ status: "failed", error: "Repository not found" }],
    });

    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /^job_\d+ {2}failed\n {2}outcome {7}Failed: the run could not finish\n {2}repository {4}https:\/\/github\.com\/acme\/docs\n/,
    );
    expect(result.stdout).not.toContain("branch");
    expect(result.stderr).toMatch(/^error: Job job_\d+ failed: Repository not found\n$/);
  });

  it("names the branch of a job with a pull request", async () => {
    const result = await job(["create", "--prompt", "Go", "--wait"], {
      polls: [{ status: "completed", prLink: "https://github.com/acme/docs/pull/9" }],
    });

    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "  repository    https://github.com/acme/docs (branch inkwell/job_4Jr2x8QbZk1mVt9sPq3LhD)\n",
    );
  });
});
