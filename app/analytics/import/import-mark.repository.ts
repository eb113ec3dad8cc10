import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * Takes the import mark of an access log for this transaction (concurrent imports of the same log
 * queue here) and moves it to `throughLine + 1`. Returns the lines imported before: lines below it
 * were counted already.
 */
export async function advanceImportMark(
  db: Kysely<Database>,
  siteId: number,
  fileKey: string,
  throughLine: number,
  now: Date,
): Promise<number> {
  await db
    .insertInto("analytics_import_marks")
    .values({ site_id: siteId, file_key: fileKey, lines: 0, updated_at: now })
    .onConflict((oc) => oc.columns(["site_id", "file_key"]).doNothing())
    .execute();
  const row = await db
    .selectFrom("analytics_import_marks")
    .select("lines")
    .where("site_id", "=", siteId)
    .where("file_key", "=", fileKey)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const before = Number(row.lines);
  if (throughLine + 1 > before) {
    await db
      .updateTable("analytics_import_marks")
      .set({ lines: throughLine + 1, updated_at: now })
      .where("site_id", "=", siteId)
      .where("file_key", "=", fileKey)
      .execute();
  }
  return before;
}
