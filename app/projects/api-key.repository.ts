import { type Kysely, sql } from "kysely";
import type { ApiKeyRow, Database, NewApiKeyRow } from "../db/schema.ts";

export async function insertApiKey(db: Kysely<Database>, row: NewApiKeyRow): Promise<ApiKeyRow> {
  return db.insertInto("api_keys").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findApiKeyByHash(
  db: Kysely<Database>,
  keyHash: string,
): Promise<ApiKeyRow | undefined> {
  return db.selectFrom("api_keys").selectAll().where("key_hash", "=", keyHash).executeTakeFirst();
}

export async function listApiKeyRows(
  db: Kysely<Database>,
  projectId: string,
): Promise<ApiKeyRow[]> {
  return db
    .selectFrom("api_keys")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function markApiKeyRevoked(
  db: Kysely<Database>,
  keyId: string,
  at: Date,
  projectId?: string,
): Promise<ApiKeyRow | undefined> {
  let query = db
    .updateTable("api_keys")
    .set({ revoked_at: sql`coalesce(revoked_at, ${at})` })
    .where("id", "=", keyId);
  if (projectId !== undefined) query = query.where("project_id", "=", projectId);
  return query.returningAll().executeTakeFirst();
}

/** Records use; the guard keeps concurrent requests of the same minute from writing twice. */
export async function touchApiKey(
  db: Kysely<Database>,
  keyId: string,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .updateTable("api_keys")
    .set({ last_used_at: at })
    .where("id", "=", keyId)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<=", staleBefore)]))
    .execute();
}

export async function findApiKeyById(
  db: Kysely<Database>,
  keyId: string,
): Promise<ApiKeyRow | undefined> {
  return db.selectFrom("api_keys").selectAll().where("id", "=", keyId).executeTakeFirst();
}

export async function deleteApiKeyRow(db: Kysely<Database>, keyId: string): Promise<void> {
  await db.deleteFrom("api_keys").where("id", "=", keyId).execute();
}
