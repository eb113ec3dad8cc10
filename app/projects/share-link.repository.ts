import { type Kysely, sql } from "kysely";
import type { Database, NewShareLinkRow, ShareLinkRow } from "../db/schema.ts";

export async function insertShareLink(
  db: Kysely<Database>,
  row: NewShareLinkRow,
): Promise<ShareLinkRow> {
  return db.insertInto("share_links").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findShareLinkByHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ShareLinkRow | undefined> {
  return db
    .selectFrom("share_links")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** A project's links, newest first. */
export async function listShareLinkRows(
  db: Kysely<Database>,
  projectId: string,
): Promise<ShareLinkRow[]> {
  return db
    .selectFrom("share_links")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Links of the project that still open: neither revoked nor expired at `now`. */
export async function countLiveShareLinks(
  db: Kysely<Database>,
  projectId: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom("share_links")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("project_id", "=", projectId)
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes a link of the project (the first revocation's time is kept). */
export async function markShareLinkRevoked(
  db: Kysely<Database>,
  projectId: string,
  linkId: string,
  at: Date,
): Promise<ShareLinkRow | undefined> {
  return db
    .updateTable("share_links")
    .set({ revoked_at: sql`coalesce(revoked_at, ${at})` })
    .where("id", "=", linkId)
    .where("project_id", "=", projectId)
    .returningAll()
    .executeTakeFirst();
}
