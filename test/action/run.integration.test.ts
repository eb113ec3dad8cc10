import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeInkwellOptions, startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { createRunnerFiles, runnerEnv } from "#testkit/system/runner-files.ts";
import { deriveIdempotencyKey } from "../../action/idempotency-key.ts";

const pushEvent = {
  ref: "refs/heads/main",
  commits: [
    {
      id: "a1b2c3d4e5f6",
      message: "Add --dry-run",
      added: [],
      modified: ["src/deploy.ts"],
      removed: [],
    },
  ],
};
const prLink = "https://github.com/acme/docs/pull/42";

let server: Awaited<ReturnType<typeof startFakeInkwell>> | undefined;
let stdout: string[] = [];
const runner = createRunnerFiles(pushEvent);
let run: typeof import("../../action/run.ts").run;

// One process serves one step on a runner: @actions/github reads the event when first imported and
// core.summary keeps its file, so the run's environment is set once, before the import. The worker
// runs other files before this one: their modules are forgotten first, so the action and its
// libraries load anew here (the integration project loads @actions/* through Vitest for that).
beforeAll(async () => {
  for (const [name, value] of Object.entries(runnerEnv(runner, {}))) process.env[name] = value;
  delete process.env.GITHUB_TOKEN;
  vi.resetModules();
  ({ run } = await import("../../action/run.ts"));
  // A file the worker ran before may have left an exit code: the step's own starts unset.
  process.exitCode = undefined;
});
// The files the worker runs next find the environment as it was.
const environmentBefore = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in environmentBefore)) delete process.env[name];
  }
  Object.assign(process.env, environmentBefore);
});

beforeEach(() => {
  runner.clear();
  stdout = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout.push(String(chunk));
    return true;
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.exitCode = undefined;
  await server?.close();
  server = undefined;
});

/** Runs the action's `run` as the runner would: inputs and context from the environment only. */
async function runAction(
  serverOptions: FakeInkwellOptions,
  inputs: Record<string, string> = {},
  options: { signal?: AbortSignal; onSleep?: () => void } = {},
) {
  server = await startFakeInkwell(serverOptions);
  const env = runnerEnv(runner, {
    prompt: "Update the docs for this change",
    "project-id": server.projectId,
    "api-key": server.apiKey,
    "api-url": server.url,
    ...inputs,
  });
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const time = createTestClock("2026-11-22T10:00:00Z");
  await run({
    sleep: (ms, signal) => {
      options.onSleep?.();
      return time.sleep(ms, signal);
    },
    now: time.nowMs,
    random: () => 0.5,
    ...(options.signal && { signal: options.signal }),
  });
  return { ...runner, exitCode: process.exitCode, log: stdout.join(""), server };
}

describe("the action's run", () => {
  it("sets the outputs and writes a summary when the job opens a pull request", async () => {
    const result = await runAction({
      polls: [
        { status: "active" },
        {
          status: "completed",
          prLink,
          summary: "Fixed two typos in the quick start.",
          prState: "draft",
          ending: "finished",
          openFindings: 1,
        },
      ],
    });

    expect(result.exitCode).toBeUndefined();
    const outputs = result.readOutputs();
    expect(outputs).toEqual({
      "job-id": expect.stringMatching(/^job_/),
      status: "completed",
      "pr-link": prLink,
      "pr-number": "42",
      branch: "inkwell/job_4Jr2x8QbZk1mVt9sPq3LhD",
      summary: "Fixed two typos in the quick start.",
      draft: "true",
      ending: "finished",
      question: "",
      "not-done": "",
    });
    const summary = result.readSummary();
    expect(summary).toContain("<h2>Inkwell job</h2>");
    expect(summary).toContain(
      "<tr><th>Status</th><td>Finished with 1 problem open: the pull request stays a draft</td></tr>",
    );
    expect(summary).toContain(
      "<tr><th>Open problems</th><td>1, listed in the pull request</td></tr>",
    );
    expect(summary).toContain(
      `<tr><th>Pull request</th><td><a href="${prLink}">${prLink}</a></td></tr>`,
    );
    expect(summary).toContain(`<tr><th>Job</th><td><code>${outputs["job-id"]}</code></td></tr>`);
    // Checked at once, then a second later, when the job had ended.
    expect(summary).toContain("<tr><th>Time taken</th><td>1s</td></tr>");
    expect(summary).toContain(
      "<tr><th>Instruction</th><td>Update the docs for this change</td></tr>",
    );
  });

  it("masks the API key before anything else", async () => {
    const result = await runAction({});

    expect(result.log.startsWith(`::add-mask::${result.server.apiKey}`)).toBe(true);
  });

  it("derives the Idempotency-Key from the run's environment", async () => {
    const result = await runAction({});

    expect(result.server.requests[0]?.headers["idempotency-key"]).toBe(
      deriveIdempotencyKey({
        repository: "acme/app",
        runId: 9001,
        runAttempt: 1,
        job: "docs",
        step: "inkwell",
      }),
    );
  });

  it("fails the step with the job's error when the job fails", async () => {
    const result = await runAction({
      polls: [{ status: "failed", error: "No docs folder found" }],
    });

    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(/::error::Job job_\w+ failed: No docs folder found/);
    expect(result.readOutputs()).toMatchObject({ status: "failed", "pr-link": "" });
    expect(result.readSummary()).toContain(
      `<h3>Why the step failed</h3>\n<p>Job ${result.readOutputs()["job-id"]} failed: No docs folder found</p>`,
    );
  });

  it("fails the step with the API's message, code and a hint when the key is refused", async () => {
    const result = await runAction({}, { "api-key": "ink_revoked" });

    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(
      "::error::Inkwell refused the request: The API key is unknown, expired or revoked (HTTP 401, code unauthorized, request id req_1). Check the api-key input",
    );
    expect(result.readOutputs()).toEqual({});
  });

  it("keeps the job id in the outputs when waiting times out", async () => {
    const result = await runAction(
      { polls: [{ status: "active" }] },
      { "wait-timeout-minutes": "0.5", "poll-interval-seconds": "10" },
    );

    expect(result.exitCode).toBe(1);
    expect(result.readOutputs()).toMatchObject({
      "job-id": expect.stringMatching(/^job_/),
      status: "active",
    });
    expect(result.log).toMatch(/::error::Job job_\w+ did not finish within 0\.5 minute/);
    expect(result.readSummary()).toContain(
      "<tr><th>Status</th><td>Still running when the step stopped waiting</td></tr><tr><th>Pull request</th><td>Not yet: the job is still running</td></tr>",
    );
  });

  it("ends with a warning that shows the agent's question, sets it as an output and in the summary, and fails only with fail-on-question", async () => {
    const asked = {
      status: "needs_input" as const,
      ending: "asked" as const,
      notDone: [],
      question: {
        text: "Which limit becomes 1200 a minute: Free or Team?",
        choices: ["Free (600 now)", "Team <b>(3000 now)</b>"],
      },
    };
    const lenient = await runAction({ polls: [{ status: "active" }, asked] });

    expect(lenient.exitCode).toBeUndefined();
    const outputs = lenient.readOutputs();
    expect(outputs).toMatchObject({
      status: "needs_input",
      ending: "asked",
      "pr-link": "",
      question:
        "Which limit becomes 1200 a minute: Free or Team?\n- Free (600 now)\n- Team <b>(3000 now)</b>",
      "not-done": "",
    });
    expect(lenient.log).toContain(
      `::warning::Job ${outputs["job-id"]} needs an answer before the agent changes anything: Which limit becomes 1200 a minute: Free or Team? Answer with \`inkwell job message\`, the API or the dashboard`,
    );
    const summary = lenient.readSummary();
    expect(summary).toContain(
      "<tr><th>Status</th><td>Needs input: the agent asks a question before it changes anything</td></tr><tr><th>Pull request</th><td>None: the agent asks a question first</td></tr>",
    );
    expect(summary).toContain(
      "<h3>The agent asks</h3>\n<p>Which limit becomes 1200 a minute: Free or Team?</p>",
    );
    expect(summary).toContain("<ul><li>Free &#40;600 now&#41;</li><li>Team ");
    // The model's words are text, never markup.
    expect(summary).not.toContain("<b>");
    await server?.close();

    const strict = await runAction({ polls: [asked] }, { "fail-on-question": "true" });
    expect(strict.exitCode).toBe(1);
    expect(strict.log).toContain(
      "Which limit becomes 1200 a minute: Free or Team? Answer with `inkwell job message`, the API or the dashboard, and fail-on-question is true",
    );
  });

  it("lists what the agent did not do as an output and in the summary", async () => {
    const result = await runAction({
      polls: [
        {
          status: "completed",
          ending: "nothing_to_change",
          notDone: ["The Enterprise limit: no page states it.", "The French page."],
        },
      ],
    });
    expect(result.exitCode).toBeUndefined();
    expect(result.readOutputs()["not-done"]).toBe(
      "The Enterprise limit: no page states it.\nThe French page.",
    );
    const summary = result.readSummary();
    expect(summary).toContain(
      "<tr><th>Status</th><td>Not done: the agent changed nothing and says what it could not do</td></tr>",
    );
    expect(summary).toContain(
      "<h3>Not done</h3>\n<ul><li>The Enterprise limit: no page states it.</li><li>The French page.</li></ul>",
    );
  });

  it("fails the step on a completion without changes only when asked to", async () => {
    const lenient = await runAction({ polls: [{ status: "completed" }] });
    expect(lenient.exitCode).toBeUndefined();
    await server?.close();

    const strict = await runAction(
      { polls: [{ status: "completed" }] },
      { "fail-on-no-changes": "true" },
    );
    expect(strict.exitCode).toBe(1);
    expect(strict.readSummary()).toContain(
      "<tr><th>Status</th><td>Finished: no file needed changing</td></tr><tr><th>Pull request</th><td>None</td></tr>",
    );
  });

  it("reports invalid inputs by name without calling the API", async () => {
    const result = await runAction({}, { "wait-timeout-minutes": "soon" });

    expect(result.exitCode).toBe(1);
    expect(result.log).toContain(
      '::error::Invalid inputs: input "wait-timeout-minutes" must be a number',
    );
    expect(result.server.requests).toHaveLength(0);
  });

  it("reports a cancellation with the job id and keeps the outputs it had", async () => {
    const cancellation = new AbortController();
    const result = await runAction(
      { polls: [{ status: "active" }] },
      {},
      {
        signal: cancellation.signal,
        onSleep: () => cancellation.abort(new DOMException("Received SIGINT", "AbortError")),
      },
    );

    expect(result.exitCode).toBe(1);
    expect(result.log).toMatch(
      /::error::Cancelled \(job job_\w+\); the job goes on on the server\./,
    );
    expect(result.readOutputs()).toMatchObject({ status: "active" });
  });

  it("fails the step and sets no output when the server's job id is not a job id", async () => {
    const result = await runAction({
      jobId: "job_4Jr2x8QbZk1mVt9sPq3LhD\n::set-output name=pr-link::https://evil.example",
    });

    expect(result.exitCode).toBe(1);
    expect(result.readOutputs()).toEqual({});
    expect(result.log).toMatch(
      /::error::Inkwell's answer cannot be used: Inkwell created the job \(HTTP 201\), but its answer fails the client's checks \(id: must be job_ followed by 16 to 64 letters and digits\)/,
    );
    expect(result.log).not.toContain("evil.example");
    expect(result.readSummary()).not.toContain("evil.example");
  });

  it.each([
    ["a javascript: URL", "javascript:alert(1)//github.com/acme/docs/pull/42"],
    ["markup", '<a href="https://evil.example">https://github.com/acme/docs/pull/42</a>'],
  ])("fails the step and keeps pr-link empty when the server's link is %s", async (_what, link) => {
    const result = await runAction({ polls: [{ status: "completed", prLink: link }] });

    expect(result.exitCode).toBe(1);
    expect(result.readOutputs()).toEqual({
      "job-id": expect.stringMatching(/^job_\d{22}$/),
      status: "active",
      "pr-link": "",
      "pr-number": "",
      branch: expect.stringMatching(/^inkwell\/job_/),
      summary: "",
      draft: "false",
      ending: "",
      question: "",
      "not-done": "",
    });
    expect(result.log).toMatch(
      /::error::Inkwell's answer cannot be used \(job job_\d+\): .*prLink: must be/,
    );
    expect(result.log).not.toContain(link);
    expect(result.readSummary()).not.toContain(link);
  });

  it("fails the step on a plain http pull request link, naming the input that accepts it", async () => {
    // The API is on this machine, so plain http is allowed for it; the pull request is on GitHub.
    const result = await runAction({
      polls: [{ status: "completed", prLink: "http://github.com/acme/docs/pull/42" }],
    });

    expect(result.exitCode).toBe(1);
    expect(result.readOutputs()["pr-link"]).toBe("");
    expect(result.log).toMatch(
      /::error::Inkwell's answer cannot be used \(job job_\d+\): http:\/\/127\.0\.0\.1:\d+\/v2\/agent\/prj_docs\/job\/job_\d+ answered 200, but the job's pull request link is plain http \(a GitHub Enterprise Server without TLS\); turn on the allow-insecure-http input to accept it \(HTTP 200/,
    );
    expect(result.log).not.toContain("check that the API URL");
  });

  it("accepts an http pull request link when allow-insecure-http is true", async () => {
    const link = "http://github.acme.internal/acme/docs/pull/42";
    const result = await runAction(
      { polls: [{ status: "completed", prLink: link }] },
      { "allow-insecure-http": "true" },
    );

    expect(result.exitCode).toBeUndefined();
    expect(result.readOutputs()["pr-link"]).toBe(link);
  });

  it("fails the step when the server answers a status it does not know", async () => {
    const result = await runAction({
      polls: [{ status: "merged<script>" as "completed" }],
    });

    expect(result.exitCode).toBe(1);
    expect(result.readOutputs()).toMatchObject({ status: "active", "pr-link": "" });
    expect(result.log).toMatch(/::error::Inkwell's answer cannot be used .*status: Invalid option/);
    expect(result.log).not.toContain("merged<script>");
  });

  it("refuses a plain http api-url on another machine without sending the key", async () => {
    const result = await runAction({}, { "api-url": "http://inkwell.example.com" });

    expect(result.exitCode).toBe(1);
    expect(result.log).toContain('::error::Invalid inputs: input "api-url" must be https');
    expect(result.server.requests).toHaveLength(0);
  });

  it("escapes what the server and the prompt say in the job summary", async () => {
    const agentSummary = [
      "<img src=x onerror=alert(1)>",
      "",
      "[Approve the deploy](javascript:alert(document.cookie)) ![pixel](https://tracker.example/p.png)",
      "",
      "# Status: all good | `rm -rf` $x^2$ ~~gone~~ **bold** _em_",
    ].join("\n");
    const result = await runAction(
      { polls: [{ status: "completed", prLink, summary: agentSummary }] },
      { prompt: "Docs for <script>alert(1)</script> and [this](javascript:void(0))" },
    );

    const summary = result.readSummary();
    for (const raw of [
      "<img",
      "<script",
      "](javascript:",
      "![",
      "\n\n",
      "# Status",
      "`rm",
      "**",
      "~~",
      "$x",
    ]) {
      expect(summary).not.toContain(raw);
    }
    expect(summary).toContain(
      "<h3>What the agent did</h3>\n<p>&#60;img src=x onerror=alert&#40;1&#41;&#62;<br><br>&#91;Approve the deploy&#93;&#40;javascript:alert&#40;document.cookie&#41;&#41; &#33;&#91;pixel&#93;&#40;https://tracker.example/p.png&#41;<br><br>&#35; Status: all good &#124; &#96;rm -rf&#96; &#36;x^2&#36; &#126;&#126;gone&#126;&#126; &#42;&#42;bold&#42;&#42; _em_</p>",
    );
    expect(summary).toContain(
      "<tr><th>Instruction</th><td>Docs for &#60;script&#62;alert&#40;1&#41;&#60;/script&#62; and &#91;this&#93;&#40;javascript:void&#40;0&#41;&#41;</td></tr>",
    );
  });
});
