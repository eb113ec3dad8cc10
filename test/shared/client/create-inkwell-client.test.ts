import { describe, expect, it } from "vitest";
import { createInkwellClient } from "../../../shared/client/create-inkwell-client.ts";
import {
  describeClientError,
  InkwellApiError,
  InkwellConnectionError,
} from "../../../shared/client/inkwell-api-error.ts";
import { buildJob } from "../../helpers/build-job.ts";
import { createTestClock } from "../../helpers/test-clock.ts";

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

const refused = () =>
  new TypeError("fetch failed", {
    cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" }),
  });

function clientWith(answers: Answer[], apiUrl = "http://inkwell.test") {
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

    expect(created).toEqual(job);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("http://inkwell.test/v2/agent/prj_1/job");
    expect(request?.headers.get("authorization")).toBe("Bearer ink_test");
    expect(request?.headers.get("idempotency-key")).toBe("key-1");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({ prompt: "Document --dry-run" });
  });

  it("keeps a path prefix of the API URL and encodes ids", async () => {
    const { client, requests } = clientWith([json(200, buildJob())], "http://gw.test/inkwell/");

    await client.getJob("prj 1", "job/2");

    expect(requests[0]?.url).toBe("http://gw.test/inkwell/v2/agent/prj%201/job/job%2F2");
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

    await client.getJob("prj_1", "job_1");

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
      apiUrl: "http://inkwell.test",
      apiKey: "ink_test",
      fetch: script.fetch,
      sleep: time.sleep,
      now: time.nowMs,
    });

    await dated.getJob("prj_1", "job_1");

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

    await client.getJob("prj_1", "job_1");

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

    const error = await client.getJob("prj_1", "job_1").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InkwellConnectionError);
    expect((error as Error).message).toBe(
      "Could not reach Inkwell at http://inkwell.test: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:9)",
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
      .getJob("prj_1", "job_1", { deadline: time.nowMs() + 60_000 })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 429, code: "rate_limited", retryAfterMs: 3_600_000 });
    expect(requests).toHaveLength(1);
    expect(time.sleeps).toEqual([]);
  });

  it("reports an answer that is not a job as an unexpected response", async () => {
    const { client } = clientWith([json(200, { hello: "world" })]);

    await expect(client.getJob("prj_1", "job_1")).rejects.toMatchObject({
      code: "unexpected_response",
      status: 200,
    });
  });

  it("retries a proxy's HTML error page and reports it plainly when it persists", async () => {
    const page = () => new Response("<html>Bad Gateway</html>", { status: 502 });
    const { client, requests } = clientWith([page(), page(), page(), page(), page()]);

    const error = await client.getJob("prj_1", "job_1").catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, code: "unexpected_response" });
    expect((error as Error).message).toContain("without an Inkwell error body");
    expect(requests).toHaveLength(5);
  });

  it("stops at once when its signal is aborted during a wait", async () => {
    const controller = new AbortController();
    const time = createTestClock("2026-11-22T10:00:00Z");
    const script = scriptedFetch([json(500, {}), json(200, buildJob())]);
    const client = createInkwellClient({
      apiUrl: "http://inkwell.test",
      apiKey: "ink_test",
      fetch: script.fetch,
      now: time.nowMs,
      sleep: async (ms, signal) => {
        controller.abort(new Error("cancelled by the user"));
        await time.sleep(ms, signal);
      },
    });

    await expect(client.getJob("prj_1", "job_1", { signal: controller.signal })).rejects.toThrow(
      "cancelled by the user",
    );
    expect(script.requests).toHaveLength(1);
  });
});
