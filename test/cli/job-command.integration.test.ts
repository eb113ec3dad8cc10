import { Command } from "commander";
import { afterEach, describe, expect, it } from "vitest";
import { buildJob } from "#testkit/app/build-job.ts";
import { type FakeInkwellOptions, startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { captureIo, runInkwellInProcess } from "#testkit/cli/cli-in-process.ts";
import { CliError, createCliRuntime } from "../../app/cli/cli-runtime.ts";
import { describeJob, registerJobCommands } from "../../app/cli/job-command.ts";

const prLink = "https://github.com/acme/docs/pull/42";

let server: Awaited<ReturnType<typeof startFakeInkwell>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Runs `inkwell <args>` with the job commands, an env pointing at a fake server, and captured output. */
async function inkwell(
  args: string[],
  options: { server?: FakeInkwellOptions; isTTY?: boolean; env?: Record<string, string> } = {},
) {
  server ??= await startFakeInkwell(options.server);
  const io = captureIo({ isTTY: options.isTTY ?? false });
  const time = createTestClock("2026-11-22T10:00:00Z");
  const program = new Command("inkwell").option("--json").exitOverride();
  const cli = createCliRuntime(
    { INKWELL_API_URL: server.url, INKWELL_API_KEY: server.apiKey, ...options.env },
    () => Boolean(program.opts().json),
    io,
  );
  registerJobCommands(program, cli, { sleep: time.sleep, now: time.nowMs });
  const error = await program
    .parseAsync(["node", "inkwell", ...args])
    .then(() => undefined)
    .catch((e: unknown) => e as Error);
  return { stdout: io.out(), progress: io.errWrites(), error, server, time };
}

describe("inkwell job create", () => {
  it("creates a job over HTTP and prints it", async () => {
    const result = await inkwell([
      "job",
      "create",
      "--project",
      "prj_docs",
      "--prompt",
      "Fix typos",
    ]);

    expect(result.error).toBeUndefined();
    expect(result.stdout).toMatch(
      /^job_\w+ {2}active\n {2}outcome {7}Working: the agent is running\n {2}repository/,
    );
    const [request] = result.server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.headers["user-agent"]).toBe("inkwell-cli");
    expect(request?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends --base-branch as the job's baseBranch, and nothing of the kind without it", async () => {
    const result = await inkwell([
      "job",
      "create",
      "--project",
      "prj_docs",
      "--prompt",
      "Fix typos",
      "--base-branch",
      "release-2.x",
    ]);
    expect(result.error).toBeUndefined();
    const request = result.server.requests.at(-1);
    expect(JSON.parse(String(request?.body))).toEqual({
      prompt: "Fix typos",
      baseBranch: "release-2.x",
    });
    const plain = await inkwell(["job", "create", "--project", "prj_docs", "--prompt", "Go"]);
    expect(JSON.parse(String(plain.server.requests.at(-1)?.body))).toEqual({ prompt: "Go" });
  });

  it("waits with --wait, showing a progress line on a terminal, and prints the finished job", async () => {
    const result = await inkwell(
      [
        "job",
        "create",
        "--project",
        "prj_docs",
        "--prompt",
        "Fix typos",
        "--wait",
        "--interval",
        "2",
      ],
      {
        isTTY: true,
        server: {
          polls: [{ status: "active" }, { status: "active" }, { status: "completed", prLink }],
        },
      },
    );

    expect(result.error).toBeUndefined();
    // At once, then after a second, then at the interval.
    expect(result.time.sleeps).toEqual([1_000, 2_000]);
    const clearLine = "\r\x1b[2K";
    const lines = result.progress.filter((line) => line.includes("poll"));
    expect(lines.every((line) => line.startsWith(clearLine))).toBe(true);
    expect(lines.map((line) => line.slice(clearLine.length).replace(/^job_\w+/, "JOB"))).toEqual([
      "JOB: active · 0s · 1 poll(s)",
      "JOB: active · 1s · 2 poll(s)",
      "JOB: completed · 3s · 3 poll(s)",
    ]);
    expect(result.progress.at(-1)).toBe("\r\x1b[2K");
    expect(result.stdout).toContain(`pull request  ${prLink}`);
  });

  it("shows no progress line when the output is not a terminal", async () => {
    const result = await inkwell(
      ["job", "create", "--project", "prj_docs", "--prompt", "Go", "--wait"],
      { isTTY: false },
    );

    expect(result.progress).toEqual([]);
  });

  it("prints JSON with --json and takes the project from INKWELL_PROJECT_ID", async () => {
    const result = await inkwell(["job", "create", "--prompt", "Go", "--json"], {
      env: { INKWELL_PROJECT_ID: "prj_docs" },
    });

    expect(JSON.parse(result.stdout)).toMatchObject({ id: expect.stringMatching(/^job_/) });
  });

  it("ends with an error naming the job's failure when a waited-for job fails", async () => {
    const result = await inkwell(
      ["job", "create", "--project", "prj_docs", "--prompt", "Go", "--wait"],
      {
        server: { polls: [{ status: "failed", error: "Repository not found" }] },
      },
    );

    expect(result.stdout).toMatch(/^job_\w+ {2}failed\n/);
    expect(result.error).toBeInstanceOf(CliError);
    expect(result.error?.message).toMatch(/^Job job_\w+ failed: Repository not found$/);
  });

  it("stops waiting when the agent asks, prints the question and how to answer, and ends with code job_needs_input", async () => {
    const question = {
      text: "Which limit should become 1200 a minute:\nFree or Team?",
      choices: ["Free (600 now)", "Team (3000 now)"],
    };
    const result = await inkwell(
      ["job", "create", "--project", "prj_docs", "--prompt", "Set the limit to 1200", "--wait"],
      {
        server: {
          polls: [
            { status: "active" },
            { status: "needs_input", ending: "asked", question, notDone: [] },
          ],
        },
      },
    );

    const id = /^(job_\w+)/.exec(result.stdout)?.[1] ?? "";
    expect(result.stdout).toContain(`${id}  needs_input\n`);
    expect(result.stdout).toContain(
      "  outcome       Needs input: the agent asks a question before it changes anything\n",
    );
    expect(result.stdout).toContain(
      `  The agent asks:\n    Which limit should become 1200 a minute:\n    Free or Team?\n    - Free (600 now)\n    - Team (3000 now)\n  Answer with: inkwell job message ${id} --prompt "…"`,
    );
    expect(result.error).toBeInstanceOf(CliError);
    expect((result.error as CliError).code).toBe("job_needs_input");
    expect(result.error?.message).toBe(
      `Job ${id} needs an answer before the agent changes anything: Which limit should become 1200 a minute: Free or Team?. Answer with \`inkwell job message ${id} --prompt "…"\``,
    );
    // It stopped at the question: one poll after the job was created, none after.
    expect(result.server.requests.filter((r) => r.method === "GET")).toHaveLength(2);
  });

  it("stops at --timeout and says how to look at the job later", async () => {
    const result = await inkwell(
      ["job", "create", "--project", "prj_docs", "--prompt", "Go", "--wait", "--timeout", "1"],
      { server: { polls: [{ status: "active" }] } },
    );

    expect(result.error?.message).toMatch(
      /did not finish within 1 minute\(s\).*`inkwell job get job_\w+` shows it later/,
    );
  });

  it("gives the idempotency key to retry with when no answer came back, and the retry answers the job", async () => {
    const lost = await inkwell(["job", "create", "--project", "prj_docs", "--prompt", "Go"], {
      server: { faults: { create: Array(5).fill("drop-response") } },
    });

    expect(lost.error).toBeInstanceOf(CliError);
    expect((lost.error as CliError).code).toBe("unreachable");
    const key = /--idempotency-key ([0-9a-f-]{36}) /.exec(lost.error?.message ?? "")?.[1];
    expect(lost.error?.message).toMatch(
      /^Could not reach Inkwell at http:\/\/127\.0\.0\.1:\d+: .*\. The job may have been created: run it again with --idempotency-key [0-9a-f-]{36} to get it without creating a second one\.$/,
    );
    expect(lost.server.jobs.size).toBe(1);

    const retried = await inkwell([
      "job",
      "create",
      "--project",
      "prj_docs",
      "--prompt",
      "Go",
      "--idempotency-key",
      key ?? "",
      "--json",
    ]);
    expect(retried.error).toBeUndefined();
    expect(JSON.parse(retried.stdout).id).toBe([...lost.server.jobs.keys()][0]);
    expect(retried.server.jobs.size).toBe(1);
  });

  it("names the variable to set when INKWELL_API_KEY is missing", async () => {
    const result = await inkwell(["job", "create", "--project", "prj_docs", "--prompt", "Go"], {
      env: { INKWELL_API_KEY: "" },
    });

    expect(result.error?.message).toMatch(/^Set INKWELL_API_KEY/);
    expect(result.server.requests).toHaveLength(0);
  });

  it("reports the API's refusal with its code and request id", async () => {
    const result = await inkwell(["job", "create", "--project", "prj_docs", "--prompt", "Go"], {
      env: { INKWELL_API_KEY: "ink_revoked" },
    });

    expect(result.error?.message).toBe(
      "The API key is unknown, expired or revoked (HTTP 401, code unauthorized, request id req_1)",
    );
  });
});

describe("inkwell job get", () => {
  it("shows a job of the project given by --project", async () => {
    const created = await inkwell([
      "job",
      "create",
      "--project",
      "prj_docs",
      "--prompt",
      "Go",
      "--json",
    ]);
    const { id } = JSON.parse(created.stdout) as { id: string };

    const result = await inkwell(["job", "get", id, "--project", "prj_docs", "--json"]);

    expect(JSON.parse(result.stdout)).toMatchObject({ id, status: "completed" });
    expect(result.server.requests.at(-1)?.path).toBe(`/v2/agent/prj_docs/job/${id}`);
  });

  it("follows a job it did not create with --wait, until it has a pull request", async () => {
    const options = {
      server: { polls: [{ status: "active" as const }, { status: "completed" as const, prLink }] },
    };
    const created = await inkwell(
      ["job", "create", "--project", "prj_docs", "--prompt", "Go", "--json"],
      options,
    );
    const { id } = JSON.parse(created.stdout) as { id: string };

    const result = await inkwell(["job", "get", id, "--project", "prj_docs", "--wait"], options);

    expect(result.error).toBeUndefined();
    expect(result.stdout).toContain(`pull request  ${prLink}`);
    const reads = result.server.requests.filter((request) => request.method === "GET");
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it("asks for the project when neither --project nor INKWELL_PROJECT_ID is given", async () => {
    const result = await inkwell(["job", "get", "job_1"]);

    expect(result.error?.message).toBe("Pass --project ID or set INKWELL_PROJECT_ID");
  });
});

describe("the inkwell program", () => {
  it("has the job commands, and names the variable to set when INKWELL_API_URL is missing", async () => {
    // Nothing listens on port 9 here, so no local server stands in for the missing URL.
    const result = await runInkwellInProcess(["job", "get", "job_1", "--project", "prj_docs"], {
      PORT: "9",
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: Set INKWELL_API_URL to the Inkwell server's URL/);
  });
});

describe("a job as the CLI prints it", () => {
  it("shows the tokens the job's runs used, cached ones included, once there are any", () => {
    expect(describeJob(buildJob())).not.toContain("tokens");
    const shown = describeJob(
      buildJob({
        usage: { inputTokens: 152_300, outputTokens: 4_210, cachedInputTokens: 120_000 },
      }),
    );
    expect(shown).toContain("  tokens        152,300 in (120,000 cached), 4,210 out");
  });

  it("lists what the agent did not do, so a run that could not reads apart from one with nothing to do", () => {
    const nothing = describeJob(
      buildJob({ status: "completed", ending: "nothing_to_change", notDone: [] }),
    );
    expect(nothing).toContain("  outcome       Finished: no file needed changing");
    expect(nothing).not.toContain("Not done");
    const couldNot = describeJob(
      buildJob({
        status: "completed",
        ending: "nothing_to_change",
        notDone: ["The Enterprise limit:\nno page states it."],
      }),
    );
    expect(couldNot).toContain(
      "  outcome       Not done: the agent changed nothing and says what it could not do",
    );
    expect(couldNot).toContain("\n  Not done:\n    - The Enterprise limit: no page states it.");
  });
});

describe("inkwell job list, message and archive", () => {
  it("lists the project's jobs newest first, with a command for the next page", async () => {
    for (const prompt of ["One", "Two", "Three"]) {
      await inkwell(["job", "create", "--project", "prj_docs", "--prompt", prompt]);
    }
    const result = await inkwell(["job", "list", "--project", "prj_docs", "--limit", "2"]);

    expect(result.error).toBeUndefined();
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID +STATUS +CREATED +PULL REQUEST$/);
    expect(lines.slice(1, 3).map((line) => line.split(/ +/)[0])).toEqual([
      "job_0000000000000000000003",
      "job_0000000000000000000002",
    ]);
    expect(lines[3]).toBe("More: inkwell job list --project prj_docs --cursor 2");
    expect(result.server.requests.at(-1)?.path).toBe("/v2/agent/prj_docs/jobs?limit=2");
  });

  it("sends a follow-up and archives a job, as JSON with --json", async () => {
    const created = await inkwell([
      "job",
      "create",
      "--project",
      "prj_docs",
      "--prompt",
      "Go",
      "--json",
    ]);
    const { id } = JSON.parse(created.stdout) as { id: string };

    const followed = await inkwell([
      "job",
      "message",
      id,
      "--prompt",
      "Also the FAQ",
      "--project",
      "prj_docs",
    ]);
    expect(followed.error).toBeUndefined();
    expect(followed.stdout).toMatch(new RegExp(`^${id} {2}active\\n`));
    const sent = followed.server.requests.at(-1);
    expect(sent?.path).toBe(`/v2/agent/prj_docs/job/${id}/message`);
    expect(JSON.parse(sent?.body ?? "")).toEqual({ prompt: "Also the FAQ" });

    const archived = await inkwell(["job", "archive", id, "--project", "prj_docs", "--json"]);
    expect(JSON.parse(archived.stdout)).toMatchObject({ id, status: "archived" });

    const again = await inkwell([
      "job",
      "message",
      id,
      "--prompt",
      "More",
      "--project",
      "prj_docs",
    ]);
    expect(again.error).toBeInstanceOf(CliError);
    expect((again.error as CliError).code).toBe("job_archived");
  });

  it("says a follow-up whose answer was lost may have been queued, and how to check, rather than that it failed", async () => {
    const created = await inkwell(
      ["job", "create", "--project", "prj_docs", "--prompt", "Go", "--json"],
      {
        server: { faults: { message: ["drop-response"] } },
      },
    );
    const { id } = JSON.parse(created.stdout) as { id: string };
    await inkwell(["job", "get", id, "--project", "prj_docs"]);
    expect(created.server.jobs.get(id)?.job.status).toBe("completed");

    const lost = await inkwell(["job", "message", id, "--project", "prj_docs", "--prompt", "More"]);

    expect(lost.error?.message).toMatch(
      new RegExp(
        `^Could not reach Inkwell at .*\\. The follow-up may have been queued: check with \`inkwell job get ${id}\` \\(active again once it is\\) before sending it again\\.$`,
      ),
    );
    // Sent once, never retried: a second request could queue the instruction twice.
    expect(lost.server.requests.filter((r) => r.path.endsWith("/message"))).toHaveLength(1);
    expect(lost.server.jobs.get(id)?.job.status).toBe("active");
  });

  it("refuses a page size outside 1 to 100 and an unknown status before any request", async () => {
    const tooMany = await inkwell(["job", "list", "--project", "prj_docs", "--limit", "500"]);
    expect(tooMany.error?.message).toMatch(/--limit.*must be a whole number from 1 to 100/);
    const status = await inkwell(["job", "list", "--project", "prj_docs", "--status", "done"]);
    expect(status.error?.message).toMatch(
      /must be one of active, completed, needs_input, archived, failed/,
    );
    expect(status.server.requests).toHaveLength(0);
  });

  it("uses the server running on this machine when INKWELL_API_URL is not set, and says so", async () => {
    server = await startFakeInkwell();
    const result = await inkwell(["job", "create", "--project", "prj_docs", "--prompt", "Go"], {
      env: { INKWELL_API_URL: "", PORT: String(server.port) },
    });

    expect(result.error).toBeUndefined();
    expect(result.progress.join("")).toBe(
      `Using the Inkwell server on http://localhost:${server.port} (INKWELL_API_URL is not set)\n`,
    );
    expect(result.server.requests.map((r) => r.path)).toEqual([
      "/healthz",
      "/v2/agent/prj_docs/job",
    ]);
  });
});
