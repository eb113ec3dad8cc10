import type { Kysely } from "kysely";
import type { Database, KeyMinterRow } from "../db/schema.ts";

export async function insertKeyMinter(db: Kysely<Database>, row: KeyMinterRow): Promise<void> {
  await db.insertInto("key_minters").values(row).execute();
}

export async function findKeyMinter(
  db: Kysely<Database>,
  keyId: string,
): Promise<KeyMinterRow | undefined> {
  return db.selectFrom("key_minters").selectAll().where("key_id", "=", keyId).executeTakeFirst();
}

/** The logins of the people who made the project's keys in the dashboard, by key id. */
export async function listKeyMinterLogins(
  db: Kysely<Database>,
  projectId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("key_minters")
    .innerJoin("api_keys", "api_keys.id", "key_minters.key_id")
    .select(["key_minters.key_id", "key_minters.github_login"])
    .where("api_keys.project_id", "=", projectId)
    .execute();
  return new Map(rows.map((row) => [row.key_id, row.github_login]));
}

/** Records GitHub's latest answer on the minter's access: still there, or gone (for good). */
export async function recordMinterAccess(
  db: Kysely<Database>,
  keyId: string,
  answer: { hasAccess: boolean; at: Date },
): Promise<void> {
  await db
    .updateTable("key_minters")
    .set(
      answer.hasAccess
        ? { access_checked_at: answer.at }
        : { access_checked_at: answer.at, access_lost_at: answer.at },
    )
    .where("key_id", "=", keyId)
    .execute();
}
