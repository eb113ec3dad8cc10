import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import {
  type DatabaseHandle,
  type DatabaseKind,
  openDatabase,
} from "../../app/db/open-database.ts";

/** The databases the suite runs on: always the embedded one, and PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase extends DatabaseHandle {
  schema: string;
  /** Opens a second, independent connection pool on the same schema (a second server process). */
  openAnother(): Promise<DatabaseHandle>;
}

/** A freshly migrated database of its own for one test file: a new schema, or a new in-memory PGlite. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const databaseUrl = kind === "postgres" ? process.env.DATABASE_URL : undefined;
  if (kind === "postgres" && !databaseUrl) throw new Error("DATABASE_URL is not set");
  const handle = await openDatabase({ databaseUrl, schema });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    schema,
    async openAnother() {
      if (kind === "pglite") {
        throw new Error("PGlite has one owner: a second pool only exists on PostgreSQL");
      }
      return openDatabase({ databaseUrl, schema });
    },
    async close() {
      if (kind === "postgres") {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db).catch(() => {});
      }
      await handle.close();
    },
  };
}
