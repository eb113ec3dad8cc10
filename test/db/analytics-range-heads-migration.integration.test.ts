import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { seedProject } from "#testkit/database/seed.ts";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import { countViews } from "../../app/analytics/read/view-count.service.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { down, up } from "../../app/db/migrations/2026-12-05-50-13-analytics-range-heads.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DAY_MS = 86_400_000;
const FIRST = Date.UTC(2026, 9, 1);

interface HeadRow {
  sign: number;
  bytes: string;
  length: number;
}

describe.each(everyDatabaseKind())("the heads a views read starts from, on %s", (kind) => {
  const database = useTestDatabase(kind);

  /** Views on each of 40 days from FIRST, of paths /p0…/p29 (more of the lower ones). */
  async function seedDays(): Promise<{ projectId: string; siteId: number; firstDay: number }> {
    const projectId = await seedProject(database.db);
    const events = [];
    for (let day = 0; day < 40; day++) {
      for (let p = 0; p < 30; p++) {
        for (let v = 0; v < 1 + ((day * 7 + p) % 4) + (p < 3 ? 5 : 0); v++) {
          const timestamp = new Date(FIRST + day * DAY_MS + (p * 60 + v) * 1000).toISOString();
          events.push({ path: `/p${p}`, userAgent: CHROME, timestamp });
        }
      }
    }
    await ingestViewEvents(database.db, projectId, events, { now: new Date(FIRST + 41 * DAY_MS) });
    await foldPendingViews(database.db);
    const site = await sql<{ id: number; day: number }>`
      select s.id, min(t.day)::int4 as day from analytics_sites s
      join analytics_day_totals t on t.site_id = s.id
      where s.project_id = ${projectId} group by s.id
    `.execute(database.db);
    const row = site.rows[0] as { id: number; day: number };
    return { projectId, siteId: row.id, firstDay: row.day };
  }

  async function heads(
    siteId: number,
    first: number,
    end: number,
    bytes: number | null,
    upTo: number,
  ): Promise<HeadRow[]> {
    const result = await sql<HeadRow>`
      select sign, bytes, length
      from analytics_range_heads(${siteId}::int4, ${first}::int4, ${end}::int4, ${bytes}::int4, ${upTo}::int4)
    `.execute(database.db);
    // The database's base64 breaks its lines.
    return result.rows.map((row) => ({ ...row, bytes: row.bytes.replace(/\s/g, "") }));
  }

  /** A stored head column of a day, base64, cut to `bytes` when given. */
  async function stored(
    siteId: number,
    day: number,
    column: "day_head" | "totals_head",
    bytes: number | null,
  ): Promise<{ bytes: string; length: number }> {
    const result = await sql<{ value: Uint8Array }>`
      select ${sql.ref(column)} as value from analytics_day_totals
      where site_id = ${siteId} and day = ${day}
    `.execute(database.db);
    const value = Buffer.from(result.rows[0]?.value as Uint8Array);
    const cut = bytes === null ? value : value.subarray(0, bytes);
    return { bytes: cut.toString("base64"), length: value.length };
  }

  it("read each day's own head for a short range, a quarter of the bytes asked", async () => {
    const { siteId, firstDay } = await seedDays();
    const rows = await heads(siteId, firstDay + 10, firstDay + 13, 64, 14);
    expect(rows).toEqual(
      await Promise.all(
        [10, 11, 12].map(async (d) => ({
          sign: 1,
          ...(await stored(siteId, firstDay + d, "day_head", 16)),
        })),
      ),
    );
    // Whole heads when no byte count is given.
    expect((await heads(siteId, firstDay + 10, firstDay + 11, null, 14))[0]).toEqual({
      sign: 1,
      ...(await stored(siteId, firstDay + 10, "day_head", null)),
    });
  });

  it("subtract the totals before the range from those through its end, reading more of a range outweighed by what it subtracts", async () => {
    const { siteId, firstDay } = await seedDays();
    // Days 30-39 of 40: a quarter of the site's days through the range's end, so a quarter of the bytes.
    expect(await heads(siteId, firstDay + 30, firstDay + 40, 64, 2)).toEqual([
      { sign: 1, ...(await stored(siteId, firstDay + 39, "totals_head", 16)) },
      { sign: -1, ...(await stored(siteId, firstDay + 29, "totals_head", 16)) },
    ]);
    // Days 35-39: less than a quarter, so every byte asked.
    expect(await heads(siteId, firstDay + 35, firstDay + 40, 64, 2)).toEqual([
      { sign: 1, ...(await stored(siteId, firstDay + 39, "totals_head", 64)) },
      { sign: -1, ...(await stored(siteId, firstDay + 34, "totals_head", 64)) },
    ]);
    // From the first day on (and past the last): nothing subtracted, the last totals.
    expect(await heads(siteId, 0, firstDay + 100, 64, 2)).toEqual([
      { sign: 1, ...(await stored(siteId, firstDay + 39, "totals_head", 16)) },
    ]);
    // Before the first view, nothing.
    expect(await heads(siteId, firstDay - 20, firstDay - 5, 64, 2)).toEqual([]);
  });

  it("give the views route the same pages as before the migration", async () => {
    const { projectId } = await seedDays();
    const ranges = [
      [0, 1],
      [3, 5],
      [2, 16],
      [5, 20],
      [0, 40],
      [30, 40],
    ].map(([from, to]) => ({
      from: new Date(FIRST + (from as number) * DAY_MS),
      to: new Date(FIRST + (to as number) * DAY_MS),
      limit: 5,
      offset: 0,
    }));
    const pages = [];
    for (const range of ranges) pages.push(await countViews(database.db, projectId, range));
    const db = database.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    for (const [i, range] of ranges.entries()) {
      expect(await countViews(database.db, projectId, range)).toEqual(pages[i]);
    }
    expect(pages[4]?.totals.total).toBeGreaterThan(0);
  });
});
