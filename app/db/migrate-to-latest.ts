import { type Kysely, type MigrationResultSet, Migrator, sql } from "kysely";
import { migrations } from "./migrations/index.ts";

export interface MigrationOutcome {
  applied: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function createMigrator(db: Kysely<any>, schema: string | undefined): Promise<Migrator> {
  // The migrator's bookkeeping tables are named with their schema: kysely looks for them in every
  // schema, and would take another schema's copy for ours.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema ?? current.rows[0]?.schema ?? "public",
  });
}

/** Runs every pending migration. Safe to call from several processes at once (kysely locks). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<MigrationOutcome> {
  const migrator = await createMigrator(db, schema);
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed`, { cause: result.error });
  }
  return {
    applied: (result.results ?? [])
      .filter((r) => r.status === "Success")
      .map((r) => r.migrationName),
  };
}

/** The names of the migrations not yet applied, in order. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function pendingMigrations(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = await createMigrator(db, schema);
  return (await migrator.getMigrations())
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);
}
