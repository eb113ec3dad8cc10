import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { startTestServer, type TestServer, useTestServer } from "#testkit/app/test-server.ts";
import { captureIo, runInkwellInProcess } from "#testkit/cli/cli-in-process.ts";
import { CHDB_MISSING, chdbUrl, hasChdb } from "#testkit/clickhouse/chdb.ts";
import {
  analyticsRouteComparer,
  COMPARED_RANGES,
  type ProjectReader,
  sharePages,
} from "#testkit/clickhouse/compare-analytics-routes.ts";
import { type EventBatch, eventStream } from "#testkit/clickhouse/view-event-stream.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { runAdminCommandOn } from "../../../app/admin/admin-commands.ts";
import type { ClickHouseTarget } from "../../../app/analytics/clickhouse/clickhouse-connection.ts";
import {
  type CopyChunk,
  type CopyStep,
  copyAnalyticsToClickHouse,
  openCopyTarget,
} from "../../../app/analytics/clickhouse/copy-to-clickhouse.ts";
import { foldPendingViews } from "../../../app/analytics/store/fold-pending-views.ts";
import { runCli } from "../../../app/cli/main.ts";
import { updateProject } from "../../../app/projects/project.service.ts";

/**
 * Views counted by a server on the PostgreSQL store, copied with `inkwell analytics copy --to
 * clickhouse`, then read by a server on the ClickHouse store over the same database: every route
 * must answer as the PostgreSQL store does, after a copy stopped midway and resumed as well.
 */
const NOW = "2026-11-20T12:00:00Z";

/** Projects in zones whose days start at other UTC instants, each with its own stream. */
const ZONES = ["Asia/Kathmandu", "America/St_Johns", "UTC"];

describe.skipIf(!hasChdb)(
  `inkwell analytics copy --to clickhouse${hasChdb ? "" : ` (skipped: ${CHDB_MISSING})`}`,
  () => {
    describe.each(oneDatabaseKind())("with PostgreSQL on %s", (kind) => {
      const clickhouseUrl = chdbUrl("inkwell_copy");
      // CLICKHOUSE_URL is set before the switch: the copy writes there, the store is still PostgreSQL.
      const env = { INKWELL_NEW_PATHS_PER_DAY: "1500", CLICKHOUSE_URL: clickhouseUrl };
      const postgres = useTestServer(kind, {
        withoutGitHubApp: true,
        clock: createTestClock(NOW),
        env,
      });
      let clickhouse: TestServer | undefined;
      let target: ClickHouseTarget;
      const projects: ProjectWithKey[] = [];
      const steps: CopyStep[] = [];

      const send = (server: TestServer, owner: ProjectReader, batch: EventBatch) =>
        server.request(`/v1/analytics/${owner.project.id}/events`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${owner.key}`,
            "content-type": "application/json",
            "idempotency-key": batch.key,
          },
          body: JSON.stringify({ events: batch.events }),
        });
      const copyOnce = (maxChunks?: number) =>
        runAdminCommandOn(postgres.server.ctx, "analytics.copy", {
          to: "clickhouse",
          ...(maxChunks === undefined ? {} : { maxChunks }),
        });

      beforeAll(async () => {
        for (const [index, timeZone] of ZONES.entries()) {
          const owner = await createProjectWithKey(postgres.server.ctx, {
            repo: `acme/docs-${index}`,
          });
          await updateProject(postgres.server.ctx.db, owner.project.id, { timeZone }, new Date());
          projects.push(owner);
          const stream = eventStream({
            now: NOW,
            paths: 600,
            batches: 3,
            batchSize: 500,
            seed: 100 + index,
            keyPrefix: `p${index}-`,
          });
          for (const [b, batch] of stream.entries()) {
            const res = await send(postgres.server, owner, batch);
            expect(res.status).toBe(202);
            // Some batches folded, the rest left pending: the copy folds them first.
            if (b === 0 && index < 2) await foldPendingViews(postgres.server.ctx.db);
          }
        }
        target = await openCopyTarget({ url: clickhouseUrl, rawRetentionDays: 400 });
      }, 120_000);
      afterAll(async () => {
        await clickhouse?.stop({ timeoutMs: 5_000 });
        await target?.client.close();
      });

      it("stops after an insert without recording the day, and goes on from there when run again", async () => {
        const inserted: CopyChunk[] = [];
        await expect(
          copyAnalyticsToClickHouse(postgres.server.ctx.db, target, {
            now: new Date(NOW),
            afterInsert: (chunk) => {
              inserted.push(chunk);
              if (inserted.length === 5) throw new Error("the copy was stopped");
            },
          }),
        ).rejects.toThrow("the copy was stopped");
        // Four chunks recorded; the fifth inserted but not recorded: its inserts come again.
        const recorded = inserted.slice(0, 4).reduce((sum, chunk) => sum + chunk.days.length, 0);
        expect(recorded).toBeGreaterThan(4);
        const first = await copyOnce(3);
        expect(first).toMatchObject({ daysCopiedBefore: recorded, done: false });
        expect(first.copied.days).toBeGreaterThanOrEqual(3);
        expect(first.projects).toBe(3);
        steps.push(first);
        for (;;) {
          const step = await copyOnce(4);
          steps.push(step);
          if (step.done) break;
        }
        const last = steps.at(-1) as CopyStep;
        const copiedDays = steps.reduce((sum, step) => sum + step.copied.days, 0);
        expect(recorded + copiedDays).toBe(last.days);
        // Sixty days of three streams, with late arrivals: most days of each project.
        expect(last.days).toBeGreaterThan(100);
      }, 60_000);

      it("answers every analytics route as the PostgreSQL store does", async () => {
        clickhouse = await startTestServer(postgres.database, {
          withoutGitHubApp: true,
          clock: createTestClock(NOW),
          env: { ...env, INKWELL_ANALYTICS_STORE: "clickhouse" },
        });
        const candidate = clickhouse;
        for (const [index, owner] of projects.entries()) {
          const compare = analyticsRouteComparer({
            reference: () => postgres.server,
            candidate: () => candidate,
            readerOf: () => owner,
          });
          const views = (await compare("views?limit=250")) as { totals: { total: number } };
          expect(views.totals.total).toBeGreaterThan(500);
          const agents = (await compare("agents")) as { totals: { markdown: number } };
          expect(agents.totals.markdown).toBeGreaterThan(0);
          const referrers = (await compare("referrers")) as { referrers: unknown[] };
          expect(referrers.referrers.length).toBeGreaterThan(5);
          const csv = (await compare("export")) as string;
          expect(csv.split("\r\n").length).toBeGreaterThan(500);
          // Every range, filter and zone on the first project; the others' own zones' days.
          const ranges = index === 0 ? COMPARED_RANGES.slice(1, 5) : [COMPARED_RANGES[4]];
          for (const range of ranges) {
            await compare(`views?${range}&pathPrefix=/docs/api/&limit=20&offset=20`);
            await compare(`agents?${range}&class=crawler`);
            await compare(`timeseries?${range}&interval=day`);
            if (index > 0) continue;
            await compare(`agents?${range}&path=/docs/guide/page-1`);
            await compare(`referrers?${range}&source=ai`);
            await compare(`referrers/pages?${range}&referrer=ai`);
            await compare(`referrers/pages?${range}&referrer=chatgpt.com`);
            for (const zone of ["&timeZone=Asia/Kolkata", "&timeZone=America/St_Johns"]) {
              await compare(`timeseries?${range}&interval=day${zone}`);
            }
            await compare(`timeseries?${range}&interval=hour&timeZone=Australia/Eucla`);
            await compare(`timeseries?${range}&interval=week`);
          }
          if (index > 0) continue;
          await compare(`export?${COMPARED_RANGES[4]}&format=ndjson`);
          const pages = [];
          for (const server of [postgres.server, candidate]) {
            pages.push(await sharePages(server, owner.project.id));
          }
          expect(pages[1]).toEqual(pages[0]);
        }
      }, 120_000);

      it("copies nothing when run again after it finished", async () => {
        const again = await copyOnce();
        expect(again).toMatchObject({
          projects: 3,
          days: steps.at(-1)?.days,
          daysCopiedBefore: steps.at(-1)?.days,
          copied: { sites: [], days: 0, views: 0 },
          done: true,
        });
      });

      it("refuses a project whose ClickHouse views it did not copy, unless told to add to them", async () => {
        const candidate = clickhouse as TestServer;
        // A project counted on PostgreSQL, then on ClickHouse after the switch.
        const owner = await createProjectWithKey(postgres.server.ctx, { repo: "acme/switched" });
        const [before, after] = eventStream({
          now: NOW,
          paths: 50,
          batches: 2,
          batchSize: 300,
          seed: 7,
          keyPrefix: "switched-",
        }) as [EventBatch, EventBatch];
        expect((await send(postgres.server, owner, before)).status).toBe(202);
        expect((await send(candidate, owner, after)).status).toBe(202);
        const onClickHouse = await candidate.request(`/v1/analytics/${owner.project.id}/views`, {
          headers: { authorization: `Bearer ${owner.key}` },
        });
        const ingested = ((await onClickHouse.json()) as { totals: { total: number } }).totals;

        await expect(copyOnce()).rejects.toThrow(
          `ClickHouse already holds views of project ${owner.project.id} that this command did not copy, so nothing was copied.`,
        );
        const added = await runAdminCommandOn(postgres.server.ctx, "analytics.copy", {
          to: "clickhouse",
          addToExisting: true,
        });
        expect(added.copied.sites).toHaveLength(1);
        expect(added.done).toBe(true);
        // The switched project shows both parts, each counted once.
        const views = async (server: TestServer) => {
          const res = await server.request(`/v1/analytics/${owner.project.id}/views`, {
            headers: { authorization: `Bearer ${owner.key}` },
          });
          return ((await res.json()) as { totals: { total: number; crawler: number } }).totals;
        };
        const [onPostgres, both] = [await views(postgres.server), await views(candidate)];
        expect(both.total).toBe(onPostgres.total + ingested.total);
        expect(onPostgres.total).toBeGreaterThan(0);
        expect(ingested.total).toBeGreaterThan(0);
      }, 60_000);
    });

    describe("from the command line", { timeout: 120_000 }, () => {
      let dataDir: EmbeddedDataDir;
      let env: Record<string, string>;
      const LOG = path.resolve(
        import.meta.dirname,
        "../../../testkit/fixtures/access-logs/access.log",
      );

      // chDB's in-memory databases last while a connection is open: this one stands for the
      // ClickHouse server that outlives each command.
      let server: ClickHouseTarget;

      beforeAll(async () => {
        dataDir = await createEmbeddedDataDir();
        const url = chdbUrl("inkwell_copy_cli");
        env = { INKWELL_DATA_DIR: dataDir.dir, CLICKHOUSE_URL: url };
        server = await openCopyTarget({ url, rawRetentionDays: 400 });
      });
      afterAll(async () => {
        await server?.client.close();
        await dataDir.remove();
      });

      it("refuses a missing or other --to, naming the one direction", async () => {
        const missing = await runInkwellInProcess(["analytics", "copy"], env);
        expect(missing).toMatchObject({ code: 2, stdout: "" });
        expect(missing.stderr).toBe(
          "error: --to is required: analytics are copied from PostgreSQL to ClickHouse, with --to clickhouse\n",
        );
        const other = await runInkwellInProcess(
          ["analytics", "copy", "--to", "postgres", "--json"],
          env,
        );
        expect(other.code).toBe(2);
        expect(JSON.parse(other.stderr)).toEqual({
          error:
            "--to postgres is not a store to copy into: analytics are copied only from PostgreSQL to ClickHouse, with --to clickhouse",
          code: "usage",
        });
      });

      it("says CLICKHOUSE_URL must be set, and that ClickHouse does not answer, without its password", async () => {
        const { CLICKHOUSE_URL: _url, ...withoutUrl } = env;
        const unset = await runInkwellInProcess(
          ["analytics", "copy", "--to", "clickhouse"],
          withoutUrl,
        );
        expect(unset.code).toBe(1);
        expect(unset.stderr).toMatch(/^error: CLICKHOUSE_URL is not set: set it to the ClickHouse/);

        const port = await closedPort();
        const unreachable = await runInkwellInProcess(["analytics", "copy", "--to", "clickhouse"], {
          ...env,
          CLICKHOUSE_URL: `http://inkwell:s3cret-password@127.0.0.1:${port}/inkwell`,
        });
        expect(unreachable.code).toBe(1);
        expect(unreachable.stderr).toMatch(
          /^error: Cannot reach the ClickHouse analytics store at CLICKHOUSE_URL: .*Check that ClickHouse runs/,
        );
        expect(unreachable.stderr).not.toContain("s3cret-password");
      });

      it("copies a project's imported views, prints a summary, and copies nothing the second time", async () => {
        const created = await runInkwellInProcess(
          ["projects", "create", "--repo", "acme/docs", "--docs-path", "docs", "--json"],
          env,
        );
        const projectId = JSON.parse(created.stdout).id as string;
        expect(
          (await runInkwellInProcess(["analytics", "import", "--project", projectId, LOG], env))
            .code,
        ).toBe(0);
        const before = await runInkwellInProcess(
          ["analytics", "views", "--project", projectId, "--json"],
          env,
        );

        const copied = await runInkwellInProcess(["analytics", "copy", "--to", "clickhouse"], env);
        expect(copied).toMatchObject({ code: 0, stderr: "" });
        expect(copied.stdout).toMatch(
          /^Copied [\d,]+ views of \d+ days of 1 project\(s\) into ClickHouse\.\nAll \d+ days of 1 project\(s\) are copied\.\nSet INKWELL_ANALYTICS_STORE=clickhouse/,
        );
        const again = await runInkwellInProcess(
          ["analytics", "copy", "--to", "clickhouse", "--json"],
          env,
        );
        expect(again.code).toBe(0);
        const summary = JSON.parse(again.stdout);
        expect(summary).toMatchObject({
          projects: 1,
          copied: { projects: 0, days: 0, views: 0 },
        });
        expect(summary.alreadyCopiedDays).toBe(summary.days);
        // On a terminal, progress comes on stderr, rewritten in place, before the summary.
        const terminal = captureIo({ isTTY: true });
        expect(
          await runCli(
            ["analytics", "copy", "--to", "clickhouse"],
            { LOG_LEVEL: "warn", ...env },
            terminal,
          ),
        ).toBe(0);
        expect(terminal.out()).toBe(
          `Nothing new to copy: every day of 1 project(s) (${summary.days} days) was copied into ClickHouse before.\n`,
        );
        expect(terminal.errWrites()).toContain(
          `\r\x1b[2KCopied ${summary.days} of ${summary.days} days (0 views this run)`,
        );

        // The CLI's own reads on the ClickHouse store give what PostgreSQL gave.
        const after = await runInkwellInProcess(
          ["analytics", "views", "--project", projectId, "--json"],
          { ...env, INKWELL_ANALYTICS_STORE: "clickhouse" },
        );
        const { totals, ...rest } = JSON.parse(after.stdout);
        const { visitors: _visitors, ...counts } = totals;
        expect({ totals: counts, ...rest }).toEqual(JSON.parse(before.stdout));
        expect(counts.total).toBeGreaterThan(0);
      });
    });
  },
);

/** A port nothing listens on: one just given up. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
