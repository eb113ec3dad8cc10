import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildJob } from "#testkit/app/build-job.ts";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { createInkwellClient } from "../../../shared/client/create-inkwell-client.ts";
import {
  describeClientError,
  InkwellApiError,
  InkwellConfigurationError,
  InkwellConnectionError,
} from "../../../shared/client/inkwell-api-error.ts";

type Answer = Response | Error;

/** A fetch that answers from a script, in order, and records each request. */
function scriptedFetch(answers: Answer[]) {
  const requests: { url: string; method: string; headers: Headers; body: string | null }[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    requests.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers,
      body: typeof init?.body === "string" ? init.body : null,
    });
    const answer = answers.shift();
    if (!answer) throw new Error("the script has no answer left");
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

const jobId = buildJob().id;

const refused = () =>
  new TypeError("fetch failed", {
    cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" }),
  });

function clientWith(answers: Answer[], apiUrl = "https://inkwell.test") {
  const time = createTestClock("2026-11-22T10:00:00Z");
  const script = scriptedFetch(answers);
  const client = createInkwellClient({
    apiUrl,
    apiKey: "ink_test",
    fetch: script.fetch,
    sleep: time.sleep,
    now: time.nowMs,
    random: () => 0.5,
  });
  return { client, time, requests: script.requests };
}

describe("createInkwellClient", () => {
  it("creates a job with the key, the prompt and the idempotency key, and returns the parsed job", async () => {
    const job = buildJob();
    const { client, requests } = clientWith([json(201, job)]);

    const created = await client.createJob("prj_1", "Document --dry-run", {
      idempotencyKey: "key-1",
    });

    expect(created).toEqual({ job, reused: false, idempotencyKey: "key-1" });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("https://inkwell.test/v2/agent/prj_1/job");
    expect(request?.headers.get("authorization")).toBe("Bearer ink_test");
    expect(request?.headers.get("idempotency-key")).toBe("key-1");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({ prompt: "Document --dry-run" });
  });

  it("reads a job's token use, and takes a job from a server that reports none as usage null", async () => {
    const usage = { inputTokens: 1200, outputTokens: 90, cachedInputTokens: 400 };
    const { usage: _absent, ...older } = buildJob();
    const { client } = clientWith([json(200, buildJob({ usage })), json(200, older)]);

    expect((await client.getJob("prj_1", jobId)).usage).toEqual(usage);
    expect((await client.getJob("prj_1", jobId)).usage).toBeNull();
  });

  it("keeps a path prefix of the API URL and encodes ids", async () => {
    const { client, requests } = clientWith([json(200, buildJob())], "https://gw.test/inkwell/");

    // The answer is for another id, so the call rejects; the address it asked is the point here.
    await client.getJob("prj 1", "job/2").catch(() => undefined);

    expect(requests[0]?.url).toBe("https://gw.test/inkwell/v2/agent/prj%201/job/job%2F2");
  });

  it("gives a creation without a key one generated key, the same on every retry", async () => {
    const { client, requests } = clientWith([json(500, {}), json(201, buildJob())]);

    await client.createJob("prj_1", "Go");

    const keys = requests.map((r) => r.headers.get("idempotency-key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("turns an API error body into an InkwellApiError with status, code, message, details and request id", async () => {
    const body = {
      error: "prompt must not be empty",
      code: "invalid_request",
      details: [{ field: "prompt", message: "prompt must not be empty" }],
    };
    const { client, requests } = clientWith([json(400, body, { "x-request-id": "req_9" })]);

    const error = await client.createJob("prj_1", "").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InkwellApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_request",
      message: "prompt must not be empty",
      details: body.details,
      requestId: "req_9",
    });
    expect(requests).toHaveLength(1);
    expect(describeClientError(error)).toBe(
      "prompt must not be empty [prompt: prompt must not be empty] (HTTP 400, code invalid_request, request id req_9)",
    );
  });

  it("waits as long as Retry-After says on 429, then succeeds", async () => {
    const limited = { error: "Too many jobs", code: "rate_limited" };
    const { client, time, requests } = clientWith([
      json(429, limited, { "retry-after": "7" }),
      json(200, buildJob()),
    ]);

    await client.getJob("prj_1", jobId);

    expect(time.sleeps).toEqual([7_000]);
    expect(requests).toHaveLength(2);
  });

  it("reads Retry-After given as an HTTP date", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const at = new Date(time.nowMs() + 12_000).toUTCString();
    const script = scriptedFetch([
      json(429, { error: "slow down", code: "rate_limited" }, { "retry-after": at }),
      json(200, buildJob()),
    ]);
    const dated = createInkwellClient({
      apiUrl: "https://inkwell.test",
      apiKey: "ink_test",
      fetch: script.fetch,
      sleep: time.sleep,
      now: time.nowMs,
    });

    await dated.getJob("prj_1", jobId);

    expect(time.sleeps).toEqual([12_000]);
  });

  it("backs off exponentially with jitter on 5xx, then succeeds", async () => {
    const failure = { error: "Internal error", code: "internal_error" };
    const { client, time } = clientWith([
      json(500, failure),
      json(502, failure),
      json(503, { error: "db down", code: "database_unavailable" }),
      json(200, buildJob()),
    ]);

    await client.getJob("prj_1", jobId);

    // random() = 0.5: half of the capped delay plus a quarter of it, doubling from 1 s.
    expect(time.sleeps).toEqual([750, 1_500, 3_000]);
  });

  it("retries network errors and finally names the host and the reason", async () => {
    const { client, time, requests } = clientWith([
      refused(),
      refused(),
      refused(),
      refused(),
      refused(),
    ]);

    const error = await client.getJob("prj_1", jobId).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InkwellConnectionError);
    expect((error as Error).message).toBe(
      "Could not reach Inkwell at https://inkwell.test: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:9)",
    );
    expect(requests).toHaveLength(5);
    expect(time.sleeps).toHaveLength(4);
  });

  it("does not retry a 503 that names missing server configuration", async () => {
    const body = { error: "Set INKWELL_MODEL to run jobs", code: "model_not_configured" };
    const { client, requests } = clientWith([json(503, body)]);

    await expect(client.createJob("prj_1", "Go")).rejects.toMatchObject({
      status: 503,
      code: "model_not_configured",
    });
    expect(requests).toHaveLength(1);
  });

  it("stops retrying when the next wait would end after the deadline", async () => {
    const { client, time, requests } = clientWith([
      json(429, { error: "slow down", code: "rate_limited" }, { "retry-after": "3600" }),
    ]);

    const error = await client
      .getJob("prj_1", jobId, { deadline: time.nowMs() + 60_000 })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 429, code: "rate_limited", retryAfterMs: 3_600_000 });
    expect(requests).toHaveLength(1);
    expect(time.sleeps).toEqual([]);
  });

  it("reports an answer that is not a job as an unexpected response", async () => {
    const { client } = clientWith([json(200, { hello: "world" })]);

    await expect(client.getJob("prj_1", jobId)).rejects.toMatchObject({
      code: "unexpected_response",
      status: 200,
    });
  });

  it("retries a proxy's HTML error page and reports it plainly when it persists", async () => {
    const page = () => new Response("<html>Bad Gateway</html>", { status: 502 });
    const { client, requests } = clientWith([page(), page(), page(), page(), page()]);

    const error = await client.getJob("prj_1", jobId).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, code: "unexpected_response" });
    expect((error as Error).message).toContain("without an Inkwell error body");
    expect(requests).toHaveLength(5);
  });

  it("stops at once when its signal is aborted during a wait", async () => {
    const controller = new AbortController();
    const time = createTestClock("2026-11-22T10:00:00Z");
    const script = scriptedFetch([json(500, {}), json(200, buildJob())]);
    const client = createInkwellClient({
      apiUrl: "https://inkwell.test",
      apiKey: "ink_test",
      fetch: script.fetch,
      now: time.nowMs,
      sleep: async (ms, signal) => {
        controller.abort(new Error("cancelled by the user"));
        await time.sleep(ms, signal);
      },
    });

    await expect(client.getJob("prj_1", jobId, { signal: controller.signal })).rejects.toThrow(
      "cancelled by the user",
    );
    expect(script.requests).toHaveLength(1);
  });
});

describe("createInkwellClient's transport", () => {
  it("refuses to send the key over plain HTTP to another machine, before any request", () => {
    const script = scriptedFetch([json(200, buildJob())]);

    const create = () =>
      createInkwellClient({
        apiUrl: "http://inkwell.example.com",
        apiKey: "ink_test",
        fetch: script.fetch,
      });

    expect(create).toThrow(InkwellConfigurationError);
    expect(create).toThrow(/Refusing to send the API key over plain HTTP.*use an https:\/\/ URL/);
    expect(script.requests).toHaveLength(0);
  });

  it("sends plain HTTP to a loopback host, or anywhere when explicitly allowed", async () => {
    const allowed = [
      { apiUrl: "http://localhost:3000" },
      { apiUrl: "http://127.0.0.1:3000" },
      { apiUrl: "http://127.8.9.10" },
      { apiUrl: "http://[::1]:3000" },
      { apiUrl: "http://inkwell.internal", allowInsecureHttp: true },
    ];
    for (const options of allowed) {
      const script = scriptedFetch([json(200, buildJob())]);
      const client = createInkwellClient({ ...options, apiKey: "ink_test", fetch: script.fetch });

      await client.getJob("prj_1", jobId);

      expect(script.requests[0]?.url.startsWith(options.apiUrl)).toBe(true);
    }
  });

  it("refuses an API URL with a user name or password in it", () => {
    expect(() =>
      createInkwellClient({ apiUrl: "https://me:secret@inkwell.test", apiKey: "ink_test" }),
    ).toThrow("must not contain a user name or password");
  });

  it("does not follow a redirect: the key stays with the host it was given to", async () => {
    const elsewhere: IncomingMessage[] = [];
    const other = createServer((req, res) => {
      elsewhere.push(req);
      res.end("{}");
    }).listen(0, "127.0.0.1");
    await once(other, "listening");
    const target = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const redirecting = createServer((_req, res) => {
      res.writeHead(307, { location: `${target}/v2/agent/prj_1/job` }).end();
    }).listen(0, "127.0.0.1");
    await once(redirecting, "listening");
    try {
      const client = createInkwellClient({
        apiUrl: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`,
        apiKey: "ink_test",
      });

      const error = await client.createJob("prj_1", "Go").catch((e: unknown) => e);

      expect(error).toMatchObject({ status: 307, code: "unexpected_response" });
      expect((error as Error).message).toContain(`a redirect to ${target}`);
      expect(elsewhere).toHaveLength(0);
    } finally {
      redirecting.close();
      other.close();
    }
  });
});

describe("createInkwellClient's checks of what the server answers", () => {
  it.each([
    ["markup", "job_<img src=x onerror=alert(1)>"],
    ["a workflow command", "job_4Jr2x8QbZk1mVt9sPq3LhD\n::set-output name=pr-link::x"],
    ["a path", "../../etc/passwd"],
    ["another prefix", "prj_4Jr2x8QbZk1mVt9sPq3LhD"],
    ["too short", "job_4Jr2x8"],
    ["too long", `job_${"a".repeat(65)}`],
    ["empty", ""],
  ])("refuses a job id that is %s, without retrying", async (_what, id) => {
    const { client, requests } = clientWith([json(201, buildJob({ id }))]);

    const error = await client.createJob("prj_1", "Go").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InkwellApiError);
    expect(error).toMatchObject({ status: 201, code: "unexpected_response" });
    expect((error as Error).message).toContain(
      "fails the client's checks (id: must be job_ followed by 16 to 64 letters and digits)",
    );
    expect((error as Error).message).not.toContain(id || "\u0000");
    expect(requests).toHaveLength(1);
  });

  it("accepts job ids of 16 to 64 base62 characters", async () => {
    for (const id of [`job_${"A1".repeat(8)}`, `job_${"z9".repeat(32)}`]) {
      const { client } = clientWith([json(201, buildJob({ id }))]);

      await expect(client.createJob("prj_1", "Go")).resolves.toMatchObject({ job: { id } });
    }
  });

  it.each([
    ["a javascript: URL", "javascript:alert(1)//github.com/acme/docs/pull/1"],
    ["an attribute breakout", 'https://github.com/acme/docs/pull/42" onmouseover="alert(1)'],
    ["credentials", "https://me:pw@github.com/acme/docs/pull/42"],
    ["a query", "https://github.com/acme/docs/pull/42?next=https://evil.example"],
    ["not a pull request", "https://github.com/acme/docs/issues/42"],
    ["not a URL", "see the pull request"],
  ])("refuses a pull request link with %s", async (_what, prLink) => {
    const { client } = clientWith([json(200, buildJob({ status: "completed", prLink }))]);

    const error = await client.getJob("prj_1", jobId).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: "unexpected_response" });
    expect((error as Error).message).toMatch(/fails the client's checks \(prLink: must be/);
  });

  it("refuses a plain http pull request link naming the setting that accepts it, not the API URL", async () => {
    const time = createTestClock("2026-11-22T10:00:00Z");
    const script = scriptedFetch([
      json(200, buildJob({ status: "completed", prLink: "http://ghe.internal/acme/docs/pull/42" })),
    ]);
    const client = createInkwellClient({
      apiUrl: "https://inkwell.test",
      apiKey: "ink_test",
      insecureHttpSetting: "--allow-insecure-http",
      fetch: script.fetch,
      sleep: time.sleep,
      now: time.nowMs,
    });

    const error = await client.getJob("prj_1", jobId).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: "unexpected_response" });
    expect((error as Error).message).toBe(
      "https://inkwell.test/v2/agent/prj_1/job/" +
        jobId +
        " answered 200, but the job's pull request link is plain http (a GitHub Enterprise Server without TLS); turn on --allow-insecure-http to accept it",
    );
  });

  it("says the server created the job when only its answer fails the checks", async () => {
    const { client } = clientWith([
      json(201, buildJob({ prLink: "http://ghe.internal/acme/docs/pull/42" })),
    ]);

    const error = await client.createJob("prj_1", "Go").catch((e: unknown) => e);

    expect((error as Error).message).toBe(
      `Inkwell created the job ${jobId} (HTTP 201), but the job's pull request link is plain http (a GitHub Enterprise Server without TLS); turn on allowInsecureHttp to accept it`,
    );
  });

  it("says the server archived the job when only its answer fails the checks", async () => {
    const { client } = clientWith([json(200, { ...buildJob({ status: "archived" }), model: 7 })]);

    const error = await client.archiveJob("prj_1", jobId).catch((e: unknown) => e);

    expect((error as Error).message).toMatch(
      new RegExp(
        `^Inkwell archived the job ${jobId} \\(HTTP 200\\), but its answer fails the client's checks \\(model: `,
      ),
    );
  });

  it("tells a job an earlier request with the same key created from one this call created", async () => {
    const replayed = { "idempotent-replayed": "true" };
    const reused = clientWith([json(201, buildJob(), replayed)]);
    await expect(
      reused.client.createJob("prj_1", "Go", { idempotencyKey: "run-7" }),
    ).resolves.toMatchObject({ reused: true, idempotencyKey: "run-7" });

    // The first answer was lost: the replay that answers the retry is this call's own job.
    const retried = clientWith([refused(), json(201, buildJob(), replayed)]);
    await expect(retried.client.createJob("prj_1", "Go")).resolves.toMatchObject({
      reused: false,
    });
  });

  it("names the setting that allows plain http to another machine when it refuses the API URL", () => {
    expect(() =>
      createInkwellClient({
        apiUrl: "http://inkwell.internal",
        apiKey: "ink_test",
        insecureHttpSetting: "the allow-insecure-http input",
      }),
    ).toThrow(/or turn on the allow-insecure-http input on a network you trust end to end$/);
  });

  it("accepts GitHub Enterprise Server links, and http ones only when plain HTTP is allowed", async () => {
    const ghes = "https://github.acme.internal/docs-team/site.docs/pull/7";
    const plain = "http://github.acme.internal/docs-team/site.docs/pull/7";
    const { client } = clientWith([json(200, buildJob({ prLink: ghes }))]);
    await expect(client.getJob("prj_1", jobId)).resolves.toMatchObject({ prLink: ghes });

    const script = scriptedFetch([json(200, buildJob({ prLink: plain }))]);
    const lenient = createInkwellClient({
      apiUrl: "http://inkwell.internal",
      apiKey: "ink_test",
      allowInsecureHttp: true,
      fetch: script.fetch,
    });
    await expect(lenient.getJob("prj_1", jobId)).resolves.toMatchObject({ prLink: plain });
  });

  it("refuses a status it does not know", async () => {
    const { client } = clientWith([json(200, { ...buildJob(), status: "<b>merged</b>" })]);

    await expect(client.getJob("prj_1", jobId)).rejects.toThrow(
      /fails the client's checks \(status: Invalid option/,
    );
  });

  it("refuses an answer about another job than the one asked for", async () => {
    const { client } = clientWith([json(200, buildJob({ id: "job_0000000000000000000000" }))]);

    await expect(client.getJob("prj_1", jobId)).rejects.toMatchObject({
      code: "unexpected_response",
      message: expect.stringContaining(
        `Asked for job ${jobId}, the server answered job job_0000000000000000000000`,
      ),
    });
  });

  it("keeps an error's text on one line, whatever the server put in it", async () => {
    const body = {
      error: "Bad prompt\n::set-output name=pr-link::https://evil.example\r\u001b[31mred",
      code: "invalid_request",
      details: [{ field: "prompt\n::warning::x", message: "too long\u202e" }],
    };
    const { client } = clientWith([json(400, body, { "x-request-id": "req_1" })]);

    const error = await client.createJob("prj_1", "Go").catch((e: unknown) => e);

    const text = describeClientError(error);
    expect(text).toBe(
      "Bad prompt ::set-output name=pr-link::https://evil.example \uFFFD[31mred [prompt ::warning::x: too long\uFFFD] (HTTP 400, code invalid_request, request id req_1)",
    );
  });
});
