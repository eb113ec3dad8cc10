import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll } from "vitest";
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

/**
 * A database of its own for the enclosing `describe`, made before its tests and dropped after them.
 * Use the returned object inside tests and hooks: it stands for the database once it exists.
 */
export function useTestDatabase(kind: DatabaseKind): TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  return standIn("the test database", () => database);
}

/**
 * An object that stands for one made later (in a `beforeAll`), so tests can name it at the top of
 * their `describe`. Touching it before it exists fails with a message saying so.
 */
export function standIn<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = current();
      if (!target) throw new Error(`${what} is made in beforeAll: use it inside a test or hook`);
      return Reflect.get(target, property);
    },
  });
}
