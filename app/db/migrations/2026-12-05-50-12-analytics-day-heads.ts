import { type Kysely, sql } from "kysely";

// Beside each day's running totals and its own counts (analytics_day_totals.totals, day_counts),
// their heads (`totals_head`, `day_head`): the sums of human, AI and crawler views over every
// path, how many paths the head leaves out and the largest total (human + AI) among those, then
// the HEAD_PATHS paths with the largest totals (by total descending, then id), each as its id and
// its three counts, stored uncompressed so that a read of a head's first bytes reads no more. A page of the views route reads two heads rather than two values of every
// path the site has seen, whenever they tell the page (see app/analytics/store/head-counts.ts).
//
// The codec repeats encodeHead of app/analytics/store/count-codec.ts (migrations never import app
// code): unsigned LEB128 varints. A test holds the heads written here equal to those folding
// writes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analytics_day_totals add column totals_head bytea`.execute(db);
  await sql`alter table analytics_day_totals add column day_head bytea`.execute(db);
  // Stored as they are, not compressed: a read of a head's first bytes reads those alone.
  for (const column of ["totals_head", "day_head"]) {
    await sql`
      alter table analytics_day_totals alter column ${sql.ref(column)} set storage external
    `.execute(db);
  }
  const sites = await sql<{ site_id: number }>`
    select distinct site_id from analytics_day_totals order by site_id
  `.execute(db);
  for (const { site_id: siteId } of sites.rows) {
    let after = -1;
    for (;;) {
      const rows = await sql<{ day: number; totals: Uint8Array; day_counts: Uint8Array }>`
        select day, totals, day_counts from analytics_day_totals
        where site_id = ${siteId} and day > ${after}
        order by day limit ${DAYS_PER_READ}
      `.execute(db);
      if (rows.rows.length === 0) break;
      const days: number[] = [];
      const heads: string[] = [];
      const dayHeads: string[] = [];
      for (const row of rows.rows) {
        days.push(row.day);
        heads.push(encodeHead(decodeCounts(row.totals)).toString("hex"));
        dayHeads.push(encodeHead(decodeCounts(row.day_counts)).toString("hex"));
        after = row.day;
      }
      await sql`
        update analytics_day_totals t
        set totals_head = decode(v.head, 'hex'), day_head = decode(v.day_head, 'hex')
        from unnest(${days}::int4[], ${heads}::text[], ${dayHeads}::text[])
          as v (day, head, day_head)
        where t.site_id = ${siteId} and t.day = v.day
      `.execute(db);
    }
  }
  await sql`alter table analytics_day_totals alter column totals_head set not null`.execute(db);
  await sql`alter table analytics_day_totals alter column day_head set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analytics_day_totals drop column totals_head`.execute(db);
  await sql`alter table analytics_day_totals drop column day_head`.execute(db);
}

/** Days read per statement: a site's history is read in bounded memory. */
const DAYS_PER_READ = 32;
/** Paths a head keeps (HEAD_PATHS in count-codec.ts). */
const HEAD_PATHS = 4096;

/** Per path (ascending ids): id, human, AI, crawler views. */
type Counts = Array<[number, number, number, number]>;

function decodeCounts(bytes: Uint8Array): Counts {
  const reader = { bytes, position: 0 };
  const counts: Counts = [];
  let id = 0;
  while (reader.position < bytes.length) {
    id += readUint(reader);
    counts.push([id, readUint(reader), readUint(reader), readUint(reader)]);
  }
  return counts;
}

function encodeHead(counts: Counts): Buffer {
  const bytes: number[] = [];
  const uint = (value: number) => {
    let rest = value;
    while (rest >= 0x80) {
      bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
  };
  const sums = [0, 0, 0];
  for (const [, human, ai, crawler] of counts) {
    sums[0] = (sums[0] as number) + human;
    sums[1] = (sums[1] as number) + ai;
    sums[2] = (sums[2] as number) + crawler;
  }
  const ranked = [...counts].sort((a, b) => b[1] + b[2] - (a[1] + a[2]) || a[0] - b[0]);
  const kept = ranked.slice(0, HEAD_PATHS);
  let restMax = 0;
  for (const [, human, ai] of ranked.slice(HEAD_PATHS)) restMax = Math.max(restMax, human + ai);
  for (const sum of sums) uint(sum);
  uint(ranked.length - kept.length);
  uint(restMax);
  for (const entry of kept) for (const value of entry) uint(value);
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
