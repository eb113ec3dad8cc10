import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, JobEventRow } from "../db/schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export interface NewJobEvent {
  type: string;
  at: Date;
  data: Record<string, unknown>;
}

/** The number the next run of a job records its events under: one more than the last. */
export async function nextRunNumber(db: Db, jobId: string): Promise<number> {
  const row = await db
    .selectFrom("job_events")
    .select((eb) => eb.fn.max("run").as("last"))
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertJobEvents(
  db: Db,
  jobId: string,
  run: number,
  events: readonly NewJobEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto("job_events")
    .values(
      events.map((event) => ({
        job_id: jobId,
        run,
        type: event.type,
        at: event.at,
        data: JSON.stringify(event.data),
      })),
    )
    .execute();
}

/** A job's events after `after` (an event id), oldest first, at most `limit`. */
export async function listJobEventRows(
  db: Db,
  query: { jobId: string; after: number; limit: number },
): Promise<JobEventRow[]> {
  return db
    .selectFrom("job_events")
    .selectAll()
    .where("job_id", "=", query.jobId)
    .where("id", ">", query.after)
    .orderBy("id")
    .limit(query.limit)
    .execute();
}

/** Deletes events older than `before`, in batches so no delete holds locks for long. */
export async function deleteJobEventsBefore(db: Db, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`
      delete from job_events where id in (
        select id from job_events where at < ${before} order by id limit 5000
      )
    `.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < 5000) return deleted;
  }
}
