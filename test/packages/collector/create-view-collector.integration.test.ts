import { describe, expect, it, vi } from "vitest";
import { createHeldSleep } from "#testkit/app/held-sleep.ts";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { EVENT_BATCH_MAX_BYTES } from "../../../app/analytics/analytics.contract.ts";
import {
  createViewCollector,
  type ViewCollectorDrop,
  type ViewCollectorOptions,
} from "../../../packages/collector/src/index.ts";
import {
  MAX_EVENT_BATCH_BYTES,
  ReferrerViewsSchema,
} from "../../../shared/api/analytics-schemas.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CLAUDE_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)";

interface SentEvent {
  path: string;
  userAgent: string;
  timestamp: string;
  accept?: string;
  referrer?: string;
}
interface SentRequest {
  key: string | null;
  events: SentEvent[];
  bytes: number;
}
type Intercept = (
  call: number,
  request: SentRequest,
  forward: () => Promise<Response>,
) => Promise<Response>;

/** fetch that records what the collector sends and, unless `intercept` answers, sends it on. */
function spyFetch(intercept?: Intercept): { fetch: typeof fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const spy: typeof fetch = async (input, init) => {
    const body = String(init?.body);
    const request: SentRequest = {
      key: new Headers(init?.headers).get("idempotency-key"),
      events: (JSON.parse(body) as { events: SentEvent[] }).events,
      bytes: new TextEncoder().encode(body).byteLength,
    };
    sent.push(request);
    const forward = () => fetch(input, init);
    return intercept ? intercept(sent.length, request, forward) : forward();
  };
  return { fetch: spy, sent };
}

function errorResponse(status: number, code: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ error: `answered ${status}`, code }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

describe("createViewCollector's options", () => {
  const valid = { apiUrl: "https://inkwell.example.com", projectId: "prj_1", apiKey: "ink_x" };

  /** What a collector made with these options says is wrong with them, or undefined. */
  function problemWith(options: Partial<ViewCollectorOptions>): string | undefined {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const collector = createViewCollector({ ...valid, ...options });
      return collector.stats().lastError;
    } finally {
      warn.mockRestore();
    }
  }

  it("refuses an API URL that would send the key in clear to another machine", () => {
    expect(problemWith({ apiUrl: "http://inkwell.example.com" })).toMatch(/plain HTTP/);
    expect(problemWith({ apiUrl: "http://127.0.0.1:3000" })).toBeUndefined();
    expect(
      problemWith({ apiUrl: "http://inkwell.internal", allowInsecureHttp: true }),
    ).toBeUndefined();
  });

  it("refuses a URL that is not one, carries credentials, or is not HTTP", () => {
    expect(problemWith({ apiUrl: "inkwell.example.com" })).toMatch(/not a URL/);
    expect(problemWith({ apiUrl: "https://u:p@inkwell.example.com" })).toMatch(
      /user name or password/,
    );
    expect(problemWith({ apiUrl: "ftp://inkwell.example.com" })).toMatch(/https/);
  });

  it("refuses missing credentials and limits beyond the API's", () => {
    expect(problemWith({ apiKey: "" })).toMatch(/apiKey is required: an API key of the project/);
    expect(problemWith({ maxBatchSize: 1001 })).toMatch(
      /maxBatchSize must be an integer from 1 to 1000/,
    );
    expect(problemWith({ maxBatchBytes: 6 * 1024 * 1024 })).toMatch(/maxBatchBytes/);
    expect(problemWith({ maxBatchSize: 100, maxQueue: 50 })).toMatch(
      /maxQueue must be an integer from 100 up/,
    );
    expect(problemWith({ flushIntervalMs: -1 })).toMatch(/flushIntervalMs/);
  });

  it("never throws for unusable options: it warns once, then drops and counts every view", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const drops: ViewCollectorDrop[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>();
    try {
      const make = () =>
        createViewCollector({
          apiUrl: "",
          projectId: "prj_1",
          apiKey: "ink_x",
          fetch,
          onDrop: (drop) => drops.push(drop),
        });
      const collector = make();
      // A second one, as a Worker makes per request: the same problem is not logged again.
      make();
      collector.record({ path: "/docs/install", userAgent: "Mozilla/5.0" });
      collector.record({ path: "/docs/deploy", userAgent: "Mozilla/5.0" });

      const message =
        "Inkwell view collector: apiUrl is required: the Inkwell server's base URL, e.g. https://inkwell.example.com. Page views are not reported until this is fixed.";
      expect(warn.mock.calls).toEqual([[message]]);
      expect(await collector.flush()).toEqual({
        queued: 0,
        sent: 0,
        batches: 0,
        retries: 0,
        dropped: {
          invalid: 0,
          queueFull: 0,
          rejected: 0,
          retriesExhausted: 0,
          closed: 0,
          misconfigured: 2,
        },
        lastError: message,
      });
      expect(drops).toEqual([
        { reason: "misconfigured", events: 1, status: undefined, message },
        { reason: "misconfigured", events: 1, status: undefined, message },
      ]);
      await collector.close();
      collector.record({ path: "/late", userAgent: "Mozilla/5.0" });
      expect(collector.stats().dropped).toMatchObject({ misconfigured: 2, closed: 1 });
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it("never throws even when given nothing at all", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const collector = createViewCollector(undefined as unknown as ViewCollectorOptions);
      expect(() => collector.record({ path: "/", userAgent: null })).not.toThrow();
      expect(collector.stats().dropped.misconfigured).toBe(1);
      expect(collector.stats().lastError).toMatch(
        /no options given: pass \{ apiUrl, projectId, apiKey \}/,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it("uses the byte limit the events route enforces", () => {
    expect(MAX_EVENT_BATCH_BYTES).toBe(EVENT_BATCH_MAX_BYTES);
  });
});

describe.each(oneDatabaseKind())("the view collector against the real server on %s", (kind) => {
  const clock = createTestClock("2026-11-20T12:00:00Z");
  const { server } = useTestServer(kind, { clock });

  function collectorFor(owner: ProjectWithKey, options: Partial<ViewCollectorOptions> = {}) {
    return createViewCollector({
      apiUrl: server.url,
      projectId: owner.project.id,
      apiKey: owner.key,
      flushIntervalMs: 0,
      now: clock.nowMs,
      sleep: clock.sleep,
      random: () => 0.5,
      ...options,
    });
  }

  async function totals(owner: ProjectWithKey) {
    const res = await server.request(`/v1/analytics/${owner.project.id}/views`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { totals: { human: number; ai: number; total: number } }).totals;
  }

  it("sends what it recorded on flush, and the server counts humans and AI agents", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const collector = collectorFor(owner, { fetch });
    collector.record({ path: "/docs/install", userAgent: CHROME, accept: "text/html" });
    collector.record({ path: "/docs/install", userAgent: CLAUDE_USER });
    collector.record({ path: "/docs/api", userAgent: CHROME });

    const stats = await collector.flush();

    expect(sent).toHaveLength(1);
    expect(stats).toMatchObject({ queued: 0, sent: 3, batches: 1, retries: 0 });
    expect(await totals(owner)).toEqual({ human: 2, ai: 1, total: 3, crawler: 0 });
  });

  it("stamps each view when it is recorded, not when its batch leaves", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const collector = collectorFor(owner, { fetch });
    const first = clock.nowMs();
    collector.record({ path: "/a", userAgent: CHROME });
    clock.advance(60_000);
    collector.record({ path: "/b", userAgent: CHROME });
    await collector.flush();

    expect(sent[0]?.events.map((e) => e.timestamp)).toEqual([
      new Date(first).toISOString(),
      new Date(first + 60_000).toISOString(),
    ]);
  });

  it("cuts batches at maxBatchSize, each with its own Idempotency-Key", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const collector = collectorFor(owner, { fetch, maxBatchSize: 100 });
    for (let i = 0; i < 250; i++) collector.record({ path: `/page/${i % 7}`, userAgent: CHROME });

    const stats = await collector.flush();

    expect(sent.map((r) => r.events.length)).toEqual([100, 100, 50]);
    expect(new Set(sent.map((r) => r.key)).size).toBe(3);
    expect(stats).toMatchObject({ sent: 250, batches: 3 });
    expect((await totals(owner)).total).toBe(250);
  });

  it("sends a full batch at once, without waiting for a flush", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const collector = collectorFor(owner, { fetch, maxBatchSize: 10 });
    for (let i = 0; i < 12; i++) collector.record({ path: "/full", userAgent: CHROME });
    // Not from inside record: the send starts once the recording code has run.
    expect(sent).toHaveLength(0);

    await vi.waitFor(() => expect(collector.stats().batches).toBe(1));
    expect(sent.map((r) => r.events.length)).toEqual([10]);
    expect(collector.stats().queued).toBe(2);
    await collector.flush();
  });

  it("keeps every request under maxBatchBytes", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const maxBatchBytes = 64 * 1024;
    const collector = collectorFor(owner, { fetch, maxBatchBytes, maxBatchSize: 1000 });
    const longAgent = `${CHROME} ${"x".repeat(1500)}`;
    for (let i = 0; i < 100; i++) collector.record({ path: `/long/${i}`, userAgent: longAgent });

    const stats = await collector.flush();

    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const request of sent) expect(request.bytes).toBeLessThanOrEqual(maxBatchBytes);
    expect(stats.sent).toBe(100);
    expect((await totals(owner)).total).toBe(100);
  });

  it("sends waiting views together once the batch window passes", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const held = createHeldSleep(clock);
    const collector = collectorFor(owner, { fetch, sleep: held.sleep, flushIntervalMs: 5_000 });
    collector.record({ path: "/a", userAgent: CHROME });
    collector.record({ path: "/b", userAgent: CHROME });
    collector.record({ path: "/c", userAgent: CHROME });
    await Promise.resolve();

    expect(sent).toHaveLength(0);
    expect(held.pending.map((w) => w.ms)).toEqual([5_000]);
    held.release(5_000);

    await vi.waitFor(() => expect(collector.stats().batches).toBe(1));
    expect(sent.map((r) => r.events.length)).toEqual([3]);
    expect(held.pending).toHaveLength(0);
    expect((await totals(owner)).total).toBe(3);
  });

  it("never waits for the network in record, and drops with a counter once the queue is full", async () => {
    const owner = await createProjectWithKey(server.ctx);
    // A server that never answers: every request hangs.
    const collector = collectorFor(owner, {
      fetch: () => new Promise<Response>(() => {}),
      maxBatchSize: 10,
      maxQueue: 20,
    });
    const returned = [];
    for (let i = 0; i < 25; i++) {
      returned.push(collector.record({ path: "/busy", userAgent: CHROME }));
    }

    expect(returned.every((value) => value === undefined)).toBe(true);
    expect(collector.stats()).toMatchObject({
      queued: 20,
      sent: 0,
      dropped: { queueFull: 5, invalid: 0, rejected: 0, retriesExhausted: 0, closed: 0 },
    });
  });

  it("checks each view on the way in, so one bad view costs only itself", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const collector = collectorFor(owner, { fetch });
    collector.record({ path: "", userAgent: CHROME });
    collector.record({ path: "/has space", userAgent: CHROME });
    collector.record({ path: "/tab\there", userAgent: CHROME });
    collector.record({ path: `/${"p".repeat(5000)}`, userAgent: CHROME });
    collector.record({ path: "/ua", userAgent: "x".repeat(3000) });
    collector.record({ path: "/when", userAgent: CHROME, timestamp: "yesterday" });
    collector.record({ path: "/when", userAgent: CHROME, timestamp: "2026-11-20T09:00:00" });
    collector.record({ path: "/when", userAgent: CHROME, timestamp: clock.nowMs() + 3_600_000 });
    collector.record({ path: "/when", userAgent: CHROME, timestamp: new Date(Number.NaN) });
    collector.record(null as unknown as { path: string; userAgent: string });
    collector.record({ path: "/good", userAgent: CHROME, timestamp: "2026-11-20T09:00:00+01:00" });
    collector.record({ path: "/good", userAgent: null, accept: "x".repeat(2000) });
    collector.record({
      path: "/good",
      userAgent: CHROME,
      timestamp: "2026-11-20T09:30:00.123456Z",
    });

    const stats = await collector.flush();

    expect(stats.dropped.invalid).toBe(10);
    expect(sent[0]?.events).toEqual([
      { path: "/good", userAgent: CHROME, timestamp: "2026-11-20T08:00:00.000Z" },
      { path: "/good", userAgent: "", timestamp: new Date(clock.nowMs()).toISOString() },
      { path: "/good", userAgent: CHROME, timestamp: "2026-11-20T09:30:00.123Z" },
    ]);
    expect(stats.sent).toBe(3);
  });

  it("sends only the path and a link's utm_source: other query strings and fragments never leave the site", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const collector = collectorFor(owner, { fetch });
    collector.record({ path: "/reset?token=s3cret&email=a@example.com#top", userAgent: CHROME });
    collector.record({ path: "https://docs.example.com/guide/?q=my+search", userAgent: CHROME });
    collector.record({ path: "?utm_source=chatgpt.com&utm_term=s3cret", userAgent: CHROME });
    collector.record({ path: "/x?utm_source=a%20b%40example.com", userAgent: CHROME });
    await collector.flush();

    expect(sent[0]?.events.map((e) => e.path)).toEqual([
      "/reset",
      "/guide/",
      "/?utm_source=chatgpt.com",
      "/x",
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/s3cret|example\.com|search/);
  });

  it("sends a referrer's origin only, and none for moves within the site", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const collector = collectorFor(owner, { fetch });
    collector.record({
      path: "/a",
      userAgent: CHROME,
      referrer: "https://chatgpt.com/c/123?q=s3cret",
    });
    collector.record({
      path: "https://docs.example.com/b",
      userAgent: CHROME,
      referrer: "https://www.docs.example.com/a",
    });
    collector.record({
      path: "/c",
      userAgent: CHROME,
      siteHost: "docs.example.com:443",
      referrer: "https://docs.example.com/a",
    });
    collector.record({ path: "/d", userAgent: CHROME, referrer: "android-app://com.slack/" });
    await collector.flush();

    expect(sent[0]?.events.map((e) => e.referrer ?? null)).toEqual([
      "https://chatgpt.com",
      null,
      null,
      null,
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/s3cret/);
    const res = await server.request(`/v1/analytics/${owner.project.id}/referrers`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(ReferrerViewsSchema.parse(await res.json()).referrers).toEqual([
      {
        referrer: "chatgpt.com",
        ai: { name: "ChatGPT", operator: "OpenAI", category: "assistant" },
        views: 1,
      },
    ]);
  });

  it("retries a batch whose answer was lost under the same key, and it counts once", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch(async (call, _request, forward) => {
      const response = await forward();
      // The server committed the batch, then the connection dropped before the answer arrived.
      if (call === 1) throw new TypeError("fetch failed", { cause: new Error("socket hang up") });
      return response;
    });
    const collector = collectorFor(owner, { fetch });
    for (let i = 0; i < 4; i++) collector.record({ path: "/once", userAgent: CHROME });

    const stats = await collector.flush();

    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(stats).toMatchObject({ sent: 4, batches: 1, retries: 1 });
    expect(await totals(owner)).toEqual({ human: 4, ai: 0, total: 4, crawler: 0 });
  });

  it("waits as long as a 429's Retry-After says before trying again", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch(async (call, _request, forward) =>
      call === 1 ? errorResponse(429, "rate_limited", { "retry-after": "7" }) : forward(),
    );
    const collector = collectorFor(owner, { fetch });
    collector.record({ path: "/limited", userAgent: CHROME });
    const before = clock.sleeps.length;

    const stats = await collector.flush();

    expect(clock.sleeps.slice(before)).toEqual([7_000]);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(stats).toMatchObject({ sent: 1, retries: 1 });
    expect(stats.lastError).toContain("429 rate_limited");
    expect((await totals(owner)).total).toBe(1);
  });

  it("backs off with jitter on 5xx answers and network errors", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch(async (call, _request, forward) => {
      if (call === 1) return errorResponse(503, "database_unavailable");
      if (call === 2) throw new TypeError("fetch failed", { cause: new Error("ECONNRESET") });
      return forward();
    });
    const random = vi.fn(() => 0.5);
    const collector = collectorFor(owner, { fetch, random });
    collector.record({ path: "/flaky", userAgent: CHROME });
    const before = clock.sleeps.length;

    const stats = await collector.flush();

    // Equal jitter: half of 1 s then 2 s kept, the other half scaled by random().
    expect(clock.sleeps.slice(before)).toEqual([750, 1_500]);
    expect(random).toHaveBeenCalledTimes(2);
    expect(new Set(sent.map((r) => r.key)).size).toBe(1);
    expect(stats).toMatchObject({ sent: 1, retries: 2 });
  });

  it("abandons a request that outlives requestTimeoutMs and tries again", async () => {
    const owner = await createProjectWithKey(server.ctx);
    let calls = 0;
    const hangsFirst: typeof fetch = (input, init) => {
      calls += 1;
      if (calls === 1) {
        // No answer: only the request's own deadline ends this attempt.
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        );
      }
      // Later attempts reach the real server without the test's tight deadline.
      return fetch(input, { ...init, signal: null });
    };
    const collector = collectorFor(owner, { fetch: hangsFirst, requestTimeoutMs: 50 });
    collector.record({ path: "/slow", userAgent: CHROME });

    const stats = await collector.flush();

    expect(calls).toBe(2);
    expect(stats).toMatchObject({ sent: 1, retries: 1 });
    expect(stats.lastError).toContain("timed out");
  });

  it("gives a batch up after maxAttempts, counts it and says why", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch(async () => errorResponse(502, "bad_gateway"));
    const drops: ViewCollectorDrop[] = [];
    const collector = collectorFor(owner, { fetch, maxAttempts: 3, onDrop: (d) => drops.push(d) });
    collector.record({ path: "/down", userAgent: CHROME });
    collector.record({ path: "/down", userAgent: CHROME });

    const stats = await collector.flush();

    expect(sent).toHaveLength(3);
    expect(stats).toMatchObject({ sent: 0, retries: 2, dropped: { retriesExhausted: 2 } });
    expect(drops).toEqual([
      {
        reason: "retriesExhausted",
        events: 2,
        status: 502,
        message: "Inkwell answered 502 bad_gateway: answered 502",
      },
    ]);
  });

  it("drops a batch the server refuses for good without retrying: unknown key, other project, read-only key", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const other = await createProjectWithKey(server.ctx, { repo: "acme/other" });
    const readOnly = await createProjectWithKey(server.ctx, { repo: "acme/ro", scopes: ["read"] });
    const cases = [
      {
        owner: { ...owner, key: `${owner.key.slice(0, -1)}${owner.key.endsWith("a") ? "b" : "a"}` },
        status: 401,
      },
      { owner: { ...other, key: owner.key }, status: 403 },
      { owner: readOnly, status: 403 },
    ];
    for (const { owner: sender, status } of cases) {
      const drops: ViewCollectorDrop[] = [];
      const { fetch, sent } = spyFetch();
      const collector = collectorFor(sender, { fetch, onDrop: (d) => drops.push(d) });
      collector.record({ path: "/refused", userAgent: CHROME });
      const stats = await collector.flush();

      expect(sent).toHaveLength(1);
      expect(stats).toMatchObject({ sent: 0, retries: 0, dropped: { rejected: 1 } });
      expect(drops).toMatchObject([{ reason: "rejected", events: 1, status }]);
      expect(stats.lastError).toContain(String(status));
      expect(stats.lastError).not.toContain(owner.key);
    }
    expect((await totals(owner)).total).toBe(0);
  });

  it("sends the rest of a batch again, under a new key, when the server names bad events", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const { fetch, sent } = spyFetch();
    const drops: ViewCollectorDrop[] = [];
    // This host's clock runs ten minutes ahead of the server's for one view: the collector cannot
    // know, the server refuses that view's timestamp and names it.
    let skewMs = 0;
    const collector = collectorFor(owner, {
      fetch,
      now: () => clock.nowMs() + skewMs,
      onDrop: (d) => drops.push(d),
    });
    collector.record({ path: "/a", userAgent: CHROME });
    collector.record({ path: "/b", userAgent: CHROME });
    skewMs = 10 * 60_000;
    collector.record({ path: "/ahead", userAgent: CHROME });
    skewMs = 0;
    collector.record({ path: "/c", userAgent: CLAUDE_USER });

    const stats = await collector.flush();

    expect(sent.map((r) => r.events.map((e) => e.path))).toEqual([
      ["/a", "/b", "/ahead", "/c"],
      ["/a", "/b", "/c"],
    ]);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(stats).toMatchObject({ sent: 3, batches: 1, retries: 0, dropped: { invalid: 1 } });
    expect(drops).toMatchObject([{ reason: "invalid", events: 1, status: 400 }]);
    expect(await totals(owner)).toEqual({ human: 2, ai: 1, total: 3, crawler: 0 });
  });

  it("lets a flush with a deadline return while a batch waits to be retried, keeping it queued", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const held = createHeldSleep(clock);
    const { fetch } = spyFetch(async () => errorResponse(503, "database_unavailable"));
    const collector = collectorFor(owner, { fetch, sleep: held.sleep });
    collector.record({ path: "/later", userAgent: CHROME });

    const flushed = collector.flush({ timeoutMs: 2_000 });
    await vi.waitFor(() =>
      expect(held.pending.map((w) => w.ms).sort((a, b) => a - b)).toEqual([750, 2_000]),
    );
    held.release(2_000);
    const stats = await flushed;

    expect(stats).toMatchObject({ queued: 1, sent: 0, retries: 1 });
  });

  it("leaves a view recorded during a send for the next batch: a flush covers what came before it", async () => {
    const owner = await createProjectWithKey(server.ctx);
    let collector: ReturnType<typeof createViewCollector> | undefined;
    const { fetch, sent } = spyFetch(async (call, _request, forward) => {
      if (call === 1) collector?.record({ path: "/during", userAgent: CHROME });
      return forward();
    });
    collector = collectorFor(owner, { fetch });
    collector.record({ path: "/before", userAgent: CHROME });

    expect(await collector.flush()).toMatchObject({ queued: 1, sent: 1, batches: 1 });
    expect(await collector.flush()).toMatchObject({ queued: 0, sent: 2, batches: 2 });
    expect(sent.map((r) => r.events.map((e) => e.path))).toEqual([["/before"], ["/during"]]);
  });

  it("after close, sends what it held and counts later views as dropped", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const collector = collectorFor(owner);
    collector.record({ path: "/last", userAgent: CHROME });
    const stats = await collector.close();
    collector.record({ path: "/too-late", userAgent: CHROME });

    expect(stats).toMatchObject({ sent: 1, queued: 0 });
    expect(collector.stats().dropped.closed).toBe(1);
    expect((await totals(owner)).total).toBe(1);
  });
});
