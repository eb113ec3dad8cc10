import type { Kysely } from "kysely";
import type { IngestResult } from "../../../shared/api/analytics-schemas.ts";
import type { Database } from "../../db/schema.ts";
import { inSpan } from "../../tracing.ts";
import {
  classifyEvents,
  planBatch,
  storeViews,
  summarizeViews,
  type ViewEventInput,
} from "../ingest/view-ingestion.service.ts";
import { UserAgentTally } from "../store/user-agent-days.repository.ts";
import { advanceImportMark } from "./import-mark.repository.ts";

/** Where a batch's events were read: the log's key and each event's line number in it. */
export interface ImportedLines {
  fileKey: string;
  lines: readonly number[];
}

/** An import's answer; `alreadyImported` counts events on log lines counted before. */
export type ImportResult = IngestResult & { alreadyImported: number };

/**
 * Counts a batch of events read from an access log, all or nothing, as the events route counts
 * them but with no daily allowance of new paths (an operator's import). The log's import mark
 * moves in the same transaction: events on lines an earlier import already counted are left out.
 */
export function importViewEvents(
  db: Kysely<Database>,
  projectId: string,
  events: readonly ViewEventInput[],
  options: { now: Date; imported: ImportedLines },
): Promise<ImportResult> {
  return inSpan(
    "analytics import batch",
    { "inkwell.project_id": projectId, "inkwell.events": events.length },
    () => importBatch(db, projectId, events, options),
  );
}

async function importBatch(
  db: Kysely<Database>,
  projectId: string,
  events: readonly ViewEventInput[],
  options: { now: Date; imported: ImportedLines },
): Promise<ImportResult> {
  const { now, imported } = options;
  if (imported.lines.length !== events.length) {
    throw new Error("imported.lines must give one line number per event");
  }
  // Every event is checked, counted before or not: a bad batch is refused whole.
  const plan = await planBatch(db, projectId, classifyEvents(events, { now }), {
    newPathsPerDay: undefined,
    newReferrersPerDay: null,
    now,
  });
  return db.transaction().execute(async (trx) => {
    const through = Math.max(-1, ...imported.lines);
    const before = await advanceImportMark(trx, plan.siteId, imported.fileKey, through, now);
    const fresh = events.filter((_, i) => (imported.lines[i] as number) >= before);
    // The log's user agents go to their days' record as the events route's do, so Markdown
    // fetches count and `inkwell analytics reclassify` can move imported views too.
    const userAgents = new UserAgentTally();
    const views = classifyEvents(fresh, { now }, userAgents);
    await storeViews(trx, views, plan, userAgents);
    return {
      ...summarizeViews(events.length, fresh.length, views),
      alreadyImported: events.length - fresh.length,
    };
  });
}
