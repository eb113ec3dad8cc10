import { createHash, timingSafeEqual } from "node:crypto";
import { countPendingBatches } from "../analytics/store/pending-views.repository.ts";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { ScrapeSource } from "../app-metrics.ts";
import type { PoolStats } from "../db/open-database.ts";
import type { HttpApp } from "../http/create-http-app.ts";
import { readQueueFigures } from "../jobs/job-queue.repository.ts";

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding INKWELL_METRICS_TOKEN as a
 * bearer token. Without the variable the route does not exist (404, like any unknown path), so a
 * server nobody scrapes shows nothing; with it, a missing or wrong token is a 401.
 */
export function registerMetricsRoutes(
  app: HttpApp,
  ctx: Pick<AppContext, "config" | "metrics">,
): void {
  const { metrics } = ctx;
  const token = ctx.config.metricsToken;
  if (!metrics || !token) return;
  const expected = digest(token);
  app.get("/metrics", async (c) => {
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new AppError(
        "unauthorized",
        "Send the metrics token in the header Authorization: Bearer <INKWELL_METRICS_TOKEN>",
      );
    }
    const { body, contentType } = await metrics.render();
    c.header("Cache-Control", "no-store");
    return c.body(body, 200, { "Content-Type": contentType });
  });
}

/** Hashing first makes the comparison constant-time whatever the lengths. */
function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** The job queue's gauges, read from the database at each scrape. */
export function jobQueueSource(ctx: Pick<AppContext, "db" | "clock">): ScrapeSource {
  return {
    async collect(gauges) {
      const now = ctx.clock.now();
      const figures = await readQueueFigures(ctx.db, now);
      for (const [status, count] of Object.entries(figures.byStatus)) {
        gauges.jobs.set({ status }, count);
      }
      gauges.queueDepth.set(figures.waiting);
      const oldest = figures.oldestActiveCreatedAt;
      gauges.oldestActiveJobAge.set(
        oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
      );
    },
  };
}

/** The analytics batches waiting for housekeeping's fold, read at each scrape. */
export function foldBacklogSource(ctx: Pick<AppContext, "db">): ScrapeSource {
  return {
    async collect(gauges) {
      gauges.foldBacklog.set(await countPendingBatches(ctx.db));
    },
  };
}

/** The PostgreSQL pool's connections; the embedded database has one and no pool. */
export function databasePoolSource(poolStats: (() => PoolStats) | undefined): ScrapeSource {
  return {
    async collect(gauges) {
      if (!poolStats) {
        gauges.poolMax.set(1);
        return;
      }
      const stats = poolStats();
      gauges.poolMax.set(stats.max);
      gauges.poolConnections.set({ state: "in_use" }, stats.total - stats.idle);
      gauges.poolConnections.set({ state: "idle" }, stats.idle);
      gauges.poolConnections.set({ state: "waiting" }, stats.waiting);
    },
  };
}
