import type { JobEvent, JobEventList } from "../../shared/api/job-schemas.ts";
import type { AppContext } from "../app-context.ts";
import { checkIdentifier } from "../check-identifier.ts";
import type { JobEventRow } from "../db/schema.ts";
import { findJob } from "./job.repository.ts";
import { jobNotFound } from "./job.service.ts";
import { listJobEventRows } from "./job-event.repository.ts";

export function toApiJobEvent(row: JobEventRow): JobEvent {
  return { id: row.id, run: row.run, type: row.type, at: row.at.toISOString(), data: row.data };
}

/**
 * A page of a job's run transcript, oldest first, after the event id `after` (0 for the start).
 * Ids only grow, so a reader that keeps the last id it saw never misses or repeats an event.
 */
export async function listJobEvents(
  deps: AppContext,
  input: { projectId: string; jobId: string; after: number; limit: number },
): Promise<JobEventList> {
  checkIdentifier("id", input.jobId);
  const job = await findJob(deps.db, input.projectId, input.jobId);
  if (!job) throw jobNotFound(input.jobId);
  const rows = await listJobEventRows(deps.db, {
    jobId: input.jobId,
    after: input.after,
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    events: page.map(toApiJobEvent),
    nextAfter: rows.length > input.limit && last ? last.id : null,
  };
}
