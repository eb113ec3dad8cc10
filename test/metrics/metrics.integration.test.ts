import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { AppMetrics } from "../../app/app-metrics.ts";
import { databasePoolSource } from "../../app/metrics/metrics.routes.ts";

const TOKEN = "metrics-token-0123456789abcdef";
const scrapeHeaders = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line of the exposition text, or undefined when it is absent. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[3] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[4]);
    }
  }
  return undefined;
}

describe.each(oneDatabaseKind())("/metrics on %s", (kind) => {
  const { server } = useTestServer(kind, { env: { INKWELL_METRICS_TOKEN: TOKEN } });

  const scrape = async () => {
    const res = await server.request("/metrics", { headers: scrapeHeaders });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("asks for the token: 401 without it or with a wrong one, the text format with it", async () => {
    const missing = await server.request("/metrics");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(((await missing.json()) as { error: string }).error).toMatch(/INKWELL_METRICS_TOKEN/);
    const wrong = await server.request("/metrics", {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    const right = await server.request("/metrics", { headers: scrapeHeaders });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await right.text()).toMatch(/^# HELP inkwell_/m);
  });

  it("counts HTTP requests by route pattern and status, never by raw path, with a latency histogram", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const auth = { authorization: `Bearer ${owner.key}` };
    for (const id of ["job_missing1", "job_missing2"]) {
      const res = await server.request(`/v2/agent/${owner.project.id}/job/${id}`, {
        headers: auth,
      });
      expect(res.status).toBe(404);
    }
    // Refused by the API-key middleware before the route's handler: still the route's pattern.
    expect((await server.request(`/v2/agent/${owner.project.id}/job/job_x`)).status).toBe(401);
    expect((await server.request("/no/such/path/123")).status).toBe(404);
    const text = await scrape();
    const route = "/v2/agent/:projectId/job/:id";
    expect(
      sample(text, "inkwell_http_requests_total", { method: "GET", route, status: "404" }),
    ).toBe(2);
    expect(
      sample(text, "inkwell_http_requests_total", { method: "GET", route, status: "401" }),
    ).toBe(1);
    expect(
      sample(text, "inkwell_http_request_duration_seconds_count", {
        method: "GET",
        route,
        status: "404",
      }),
    ).toBe(2);
    expect(
      sample(text, "inkwell_http_request_duration_seconds_bucket", {
        route,
        status: "404",
        le: "+Inf",
      }),
    ).toBe(2);
    expect(
      sample(text, "inkwell_http_requests_total", { route: "unmatched", status: "404" }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(owner.project.id);
    expect(text).not.toContain("job_missing1");
    expect(text).not.toContain("/no/such/path");
  });

  it("names Probot's webhook route", async () => {
    await server.request("/api/github/webhooks", { method: "POST", body: "{}" });
    const text = await scrape();
    expect(
      sample(text, "inkwell_http_requests_total", {
        route: "/api/github/webhooks",
        method: "POST",
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("reads jobs by status, the queue depth and the oldest active job's age at each scrape", async () => {
    const now = server.clock.now();
    const projectId = (await createProjectWithKey(server.ctx)).project.id;
    const base = { projectId, prompt: "Fix the typo", repository: "https://github.com/acme/docs" };
    await seedJob(server.ctx.db, { ...base, id: "job_old", at: new Date(now.getTime() - 90_000) });
    await seedJob(server.ctx.db, { ...base, id: "job_new", at: now });
    await seedJob(server.ctx.db, { ...base, id: "job_done", at: now });
    await seedJob(server.ctx.db, { ...base, id: "job_held", at: now });
    await server.ctx.db
      .updateTable("jobs")
      .set({ status: "completed" })
      .where("id", "=", "job_done")
      .execute();
    await server.ctx.db
      .updateTable("jobs")
      .set({ lease_owner: "another-worker", lease_expires_at: new Date(now.getTime() + 60_000) })
      .where("id", "=", "job_held")
      .execute();
    const text = await scrape();
    expect(sample(text, "inkwell_jobs", { status: "active" })).toBe(3);
    expect(sample(text, "inkwell_jobs", { status: "completed" })).toBe(1);
    expect(sample(text, "inkwell_jobs", { status: "failed" })).toBe(0);
    expect(sample(text, "inkwell_job_queue_depth")).toBe(2);
    expect(sample(text, "inkwell_job_oldest_active_age_seconds")).toBe(90);
  });

  it("counts analytics events ingested by class, and a replayed batch not twice", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const send = () =>
      server.request(`/v1/analytics/${owner.project.id}/events`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${owner.key}`,
          "content-type": "application/json",
          "idempotency-key": "batch-1",
        },
        body: JSON.stringify({
          events: [
            { path: "/a", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0" },
            {
              path: "/b",
              userAgent: "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)",
            },
          ],
        }),
      });
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    const text = await scrape();
    expect(
      sample(text, "inkwell_analytics_events_ingested_total", { source: "api", class: "human" }),
    ).toBe(1);
    expect(
      sample(text, "inkwell_analytics_events_ingested_total", { source: "api", class: "ai" }),
    ).toBe(1);
  });
});

describe.each(oneDatabaseKind())("/metrics of a server without housekeeping on %s", (kind) => {
  const { server } = useTestServer(kind, { env: { INKWELL_METRICS_TOKEN: TOKEN } });

  it("says which Inkwell and Node.js it runs, and how many analytics batches wait for the fold", async () => {
    const owner = await createProjectWithKey(server.ctx);
    for (const path of ["/a", "/b", "/c"]) {
      const res = await server.request(`/v1/analytics/${owner.project.id}/events`, {
        method: "POST",
        headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
        body: JSON.stringify({ events: [{ path, userAgent: "Mozilla/5.0 (X11; Linux x86_64)" }] }),
      });
      expect(res.status).toBe(202);
    }
    const res = await server.request("/metrics", { headers: scrapeHeaders });
    const text = await res.text();
    const version = (
      JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
        version: string;
      }
    ).version;
    expect(sample(text, "inkwell_build_info", { version, node: process.versions.node })).toBe(1);
    // Nothing folds them in this server: each batch is one pending row.
    expect(sample(text, "inkwell_analytics_fold_backlog_batches")).toBe(3);
  });
});

describe.each(oneDatabaseKind())("/metrics without INKWELL_METRICS_TOKEN on %s", (kind) => {
  const { server } = useTestServer(kind);

  it("does not exist", async () => {
    const res = await server.request("/metrics", { headers: scrapeHeaders });
    expect(res.status).toBe(404);
  });
});

describe("agent run metrics", () => {
  it("count runs by result with their steps, tokens, GitHub requests and duration", async () => {
    const metrics = new AppMetrics({ processMetrics: false });
    const run = {
      steps: 4,
      inputTokens: 1000,
      outputTokens: 200,
      cachedInputTokens: 600,
      githubRequests: 7,
      durationMs: 42_000,
    };
    metrics.recordAgentRun({ ...run, result: "completed" });
    metrics.recordAgentRun({ ...run, result: "retry at 2026-11-02T10:00:05.000Z" });
    metrics.recordAgentRun({ ...run, result: "stopped (shutdown)" });
    const { body: text } = await metrics.render();
    expect(sample(text, "inkwell_agent_runs_total", { result: "completed" })).toBe(1);
    expect(sample(text, "inkwell_agent_runs_total", { result: "retry" })).toBe(1);
    expect(sample(text, "inkwell_agent_runs_total", { result: "stopped" })).toBe(1);
    expect(sample(text, "inkwell_agent_run_steps_total", { result: "completed" })).toBe(4);
    expect(
      sample(text, "inkwell_agent_run_tokens_total", { result: "completed", kind: "input" }),
    ).toBe(1000);
    expect(
      sample(text, "inkwell_agent_run_tokens_total", { result: "completed", kind: "cached_input" }),
    ).toBe(600);
    expect(sample(text, "inkwell_agent_run_github_requests_total", { result: "retry" })).toBe(7);
    expect(sample(text, "inkwell_agent_run_duration_seconds_sum", { result: "completed" })).toBe(
      42,
    );
    expect(
      sample(text, "inkwell_agent_run_duration_seconds_bucket", { result: "completed", le: "60" }),
    ).toBe(1);
  });
});

describe("database pool metrics", () => {
  it("report the PostgreSQL pool's connections in use, idle and awaited, and its size", async () => {
    const metrics = new AppMetrics({ processMetrics: false });
    metrics.addScrapeSource(databasePoolSource(() => ({ max: 10, total: 7, idle: 2, waiting: 3 })));
    const { body: text } = await metrics.render();
    expect(sample(text, "inkwell_db_pool_max_connections")).toBe(10);
    expect(sample(text, "inkwell_db_pool_connections", { state: "in_use" })).toBe(5);
    expect(sample(text, "inkwell_db_pool_connections", { state: "idle" })).toBe(2);
    expect(sample(text, "inkwell_db_pool_connections", { state: "waiting" })).toBe(3);
  });

  it("report one connection on the embedded database", async () => {
    const metrics = new AppMetrics({ processMetrics: false });
    metrics.addScrapeSource(databasePoolSource(undefined));
    const { body: text } = await metrics.render();
    expect(sample(text, "inkwell_db_pool_max_connections")).toBe(1);
  });
});
