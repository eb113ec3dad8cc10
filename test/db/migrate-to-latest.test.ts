import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import { migrations } from "../../app/db/migrations/index.ts";
import { databaseKinds, useTestDatabase } from "../helpers/test-database.ts";

describe.each(databaseKinds())("migrations on %s", (kind) => {
  const database = useTestDatabase(kind);

  it("creates every table and records every migration", async () => {
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

  it("reads int8 columns as numbers", async () => {
    const row = await sql<{ n: number }>`select 9007199254740991::int8 as n`.execute(database.db);
    expect(row.rows[0]?.n).toBe(9_007_199_254_740_991);
  });
});
