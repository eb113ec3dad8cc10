import { type Kysely, sql } from "kysely";

// Beside each day's running totals (analytics_day_totals.totals), each path's views on that day
// alone (`day_counts`), so a range of a day or two reads those, a fraction of two sites' worth of
// running totals on a long-tailed site. A day's counts are its running totals minus those of the
// day with totals before it (zero before the first): what folding writes from now on. Paths
// whose three counts are all zero that day are left out.
//
// The codec repeats app/analytics/store/count-codec.ts (migrations never import app code): totals
// are, per path (ascending), the path id's difference from the previous one, then human, AI and
// crawler views, as unsigned LEB128 varints. A test holds the counts written here equal to those
// folding writes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analytics_day_totals add column day_counts bytea`.execute(db);
  const sites = await sql<{ site_id: number }>`
    select distinct site_id from analytics_day_totals order by site_id
  `.execute(db);
  for (const { site_id: siteId } of sites.rows) {
    let previous: Totals = new Map();
    let after = -1;
    for (;;) {
      const rows = await sql<{ day: number; totals: Uint8Array }>`
        select day, totals from analytics_day_totals
        where site_id = ${siteId} and day > ${after}
        order by day limit ${DAYS_PER_READ}
      `.execute(db);
      if (rows.rows.length === 0) break;
      const days: number[] = [];
      const values: string[] = [];
      for (const row of rows.rows) {
        const totals = decodeTotals(row.totals);
        days.push(row.day);
        values.push(encodeDifference(totals, previous).toString("hex"));
        previous = totals;
        after = row.day;
      }
      await sql`
        update analytics_day_totals t set day_counts = decode(v.value, 'hex')
        from unnest(${days}::int4[], ${values}::text[]) as v (day, value)
        where t.site_id = ${siteId} and t.day = v.day
      `.execute(db);
    }
  }
  await sql`alter table analytics_day_totals alter column day_counts set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analytics_day_totals drop column day_counts`.execute(db);
}

/** Days of totals read per statement: a site's history is read in bounded memory. */
const DAYS_PER_READ = 32;

/** A path's human, AI and crawler views, by path id. */
type Totals = Map<number, [number, number, number]>;

function decodeTotals(bytes: Uint8Array): Totals {
  const reader = { bytes, position: 0 };
  const totals: Totals = new Map();
  let id = 0;
  while (reader.position < bytes.length) {
    id += readUint(reader);
    totals.set(id, [readUint(reader), readUint(reader), readUint(reader)]);
  }
  return totals;
}

/** `later` minus `earlier`, path by path (ascending), leaving out paths whose counts are equal. */
function encodeDifference(later: Totals, earlier: Totals): Buffer {
  const bytes: number[] = [];
  const uint = (value: number) => {
    if (value < 0) throw new Error("analytics running totals decrease from one day to the next");
    let rest = value;
    while (rest >= 0x80) {
      bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
  };
  for (const id of earlier.keys()) {
    if (!later.has(id))
      throw new Error("analytics running totals lose a path from one day to the next");
  }
  let previousId = 0;
  for (const id of [...later.keys()].sort((a, b) => a - b)) {
    const [human, ai, crawler] = later.get(id) as [number, number, number];
    const [h, a, c] = earlier.get(id) ?? [0, 0, 0];
    if (human === h && ai === a && crawler === c) continue;
    uint(id - previousId);
    previousId = id;
    uint(human - h);
    uint(ai - a);
    uint(crawler - c);
  }
  return Buffer.from(bytes);
}

function readUint(reader: { bytes: Uint8Array; position: number }): number {
  let result = 0;
  let scale = 1;
  for (;;) {
    const byte = reader.bytes[reader.position++];
    if (byte === undefined) throw new Error("analytics running totals are truncated");
    result += (byte & 0x7f) * scale;
    if (byte < 0x80) return result;
    scale *= 0x80;
  }
}
