import type { Kysely } from "kysely";
import {
  type ClassifiedView,
  planBatch,
  storeViews,
} from "../../app/analytics/ingest/view-ingestion.service.ts";
import type { Database } from "../../app/db/schema.ts";

/**
 * Stores views that are already classified, in one transaction: the storage half of ingestion,
 * for loading generated data quickly (no events to write out and check again).
 */
export async function storeClassifiedViews(
  db: Kysely<Database>,
  projectId: string,
  views: ClassifiedView[],
): Promise<void> {
  const plan = await planBatch(db, projectId, views, {
    newPathsPerDay: undefined,
    now: new Date(0),
  });
  await db.transaction().execute((trx) => storeViews(trx, views, plan));
}
