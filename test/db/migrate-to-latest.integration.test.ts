import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { everyDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import { migrations } from "../../app/db/migrations/index.ts";

describe.each(everyDatabaseKind())("migrations on %s", (kind) => {
  const database = useTestDatabase(kind, { empty: true });

  it("creates every table and records every migration, from an empty database", async () => {
    const outcome = await migrateToLatest(database.db, database.schema);
    expect(outcome.applied).toEqual(Object.keys(migrations));
    const rows = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    const jobs = await database.db.selectFrom("jobs").selectAll().execute();
    expect(jobs).toEqual([]);
  });

  it("applies nothing the second time", async () => {
    const outcome = await migrateToLatest(database.db, database.schema);
    expect(outcome.applied).toEqual([]);
  });

  it("leaves a database migrated by newer code to the migrator, which refuses it", async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('2099-01-01-00-newer', now()::text)`.execute(
      database.db,
    );
    try {
      await expect(migrateToLatest(database.db, database.schema)).rejects.toThrow(/migration/i);
    } finally {
      await sql`delete from kysely_migration where name = '2099-01-01-00-newer'`.execute(
        database.db,
      );
    }
    expect((await migrateToLatest(database.db, database.schema)).applied).toEqual([]);
  });

  it("reads int8 columns as numbers", async () => {
    const row = await sql<{ n: number }>`select 9007199254740991::int8 as n`.execute(database.db);
    expect(row.rows[0]?.n).toBe(9_007_199_254_740_991);
  });
});
