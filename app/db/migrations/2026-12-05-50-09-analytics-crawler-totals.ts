import { type Kysely, sql } from "kysely";

// Each path's running totals (analytics_day_totals) hold a third count, crawler views, beside
// human and AI views, so the views route gives a page's crawler views at any range for the same
// two reads. Since the analytics-crawlers migration a crawler's views are only agent cells, so
// the totals are rebuilt from the day cells: a day's totals are the sums of every cell of that
// day and the days before it, per path, which is what folding keeps them at. Crawlers are the
// agents of category 'crawler'. `down` rebuilds them with two counts.
//
// The codec repeats app/analytics/store/count-codec.ts (migrations never import app code): a
// day cell value is, per path (ascending), the path id's difference from the previous one and the
// byte length of its cells, then its cells as (key difference, views); a key is
// kind * 128 + quarter hour (kind 0 human, 1-3 AI categories, 4 + agent id an agent's views).
// Totals are, per path (ascending), the id's difference and its counts. Numbers are unsigned
// LEB128 varints. A test holds the rebuilt totals equal to those folding writes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildRunningTotals(db, 3);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildRunningTotals(db, 2);
}

/** Days of cells read per statement: a site's history is rebuilt in bounded memory. */
const DAYS_PER_READ = 32;
/** Shards 0-15 of a day hold the counts; 16-31 the referrers, which totals leave out. */
const COUNT_SHARDS = 16;
const AGENT_KIND = 4;

/** Rewrites every site's running totals with `width` counts per path, from the day cells. */
export async function rebuildRunningTotals(db: Kysely<unknown>, width: 2 | 3): Promise<void> {
  const sites = await sql<{ site_id: number }>`
    select distinct site_id from analytics_day_totals order by site_id
  `.execute(db);
  for (const { site_id: siteId } of sites.rows) {
    const crawlers = new Set(
      (
        await sql<{ id: number }>`
          select id from analytics_agents where site_id = ${siteId} and category = 'crawler'
        `.execute(db)
      ).rows.map((row) => row.id),
    );
    const totalsDays = (
      await sql<{ day: number }>`
        select day from analytics_day_totals where site_id = ${siteId} order by day
      `.execute(db)
    ).rows.map((row) => row.day);
    const running = new Map<number, number[]>();
    let after = -1;
    for (let start = 0; start < totalsDays.length; start += DAYS_PER_READ) {
      const slice = totalsDays.slice(start, start + DAYS_PER_READ);
      const last = slice.at(-1) as number;
      const cells = await sql<{ day: number; cells: Uint8Array }>`
        select day, cells from analytics_day_cells
        where site_id = ${siteId} and shard < ${COUNT_SHARDS} and day > ${after} and day <= ${last}
        order by day
      `.execute(db);
      const values: string[] = [];
      let next = 0;
      for (const day of slice) {
        for (; next < cells.rows.length && (cells.rows[next]?.day as number) <= day; next++) {
          addCells(running, (cells.rows[next] as { cells: Uint8Array }).cells, crawlers);
        }
        values.push(encodeTotals(running, width).toString("hex"));
      }
      await sql`
        update analytics_day_totals t set totals = decode(v.value, 'hex')
        from unnest(${slice}::int4[], ${values}::text[]) as v (day, value)
        where t.site_id = ${siteId} and t.day = v.day
      `.execute(db);
      after = last;
    }
  }
}

/** Adds a day's cells to the per-path sums: human, AI (categories 1-3), crawlers' agent cells. */
function addCells(running: Map<number, number[]>, bytes: Uint8Array, crawlers: Set<number>) {
  const reader = { bytes, position: 0 };
  let pathId = 0;
  while (reader.position < bytes.length) {
    pathId += readUint(reader);
    const end = readUint(reader) + reader.position;
    let sums = running.get(pathId);
    if (!sums) {
      sums = [0, 0, 0];
      running.set(pathId, sums);
    }
    let key = 0;
    while (reader.position < end) {
      key += readUint(reader);
      const views = readUint(reader);
      const kind = Math.floor(key / 128);
      if (kind === 0) sums[0] = (sums[0] as number) + views;
      else if (kind < AGENT_KIND) sums[1] = (sums[1] as number) + views;
      else if (crawlers.has(kind - AGENT_KIND)) sums[2] = (sums[2] as number) + views;
    }
  }
}

function readUint(reader: { bytes: Uint8Array; position: number }): number {
  let result = 0;
  let scale = 1;
  for (;;) {
    const byte = reader.bytes[reader.position++];
    if (byte === undefined) throw new Error("analytics day cells are truncated");
    result += (byte & 0x7f) * scale;
    if (byte < 0x80) return result;
    scale *= 0x80;
  }
}

function encodeTotals(running: Map<number, number[]>, width: 2 | 3): Buffer {
  const bytes: number[] = [];
  const uint = (value: number) => {
    let rest = value;
    while (rest >= 0x80) {
      bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
  };
  let previous = 0;
  for (const pathId of [...running.keys()].sort((a, b) => a - b)) {
    uint(pathId - previous);
    previous = pathId;
    const sums = running.get(pathId) as number[];
    for (let c = 0; c < width; c++) uint(sums[c] as number);
  }
  return Buffer.from(bytes);
}
