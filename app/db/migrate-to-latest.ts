import { type Kysely, type MigrationResultSet, Migrator, sql } from "kysely";
import { migrations } from "./migrations/index.ts";

export interface MigrationOutcome {
  applied: string[];
}

/**
 * The schema of the migrator's bookkeeping tables, named explicitly: kysely looks for them in
 * every schema, and would take another schema's copy for ours.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function migrationTableSchema(db: Kysely<any>, schema: string | undefined): Promise<string> {
  if (schema) return schema;
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return current.rows[0]?.schema ?? "public";
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
function createMigrator(db: Kysely<any>, tableSchema: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: tableSchema,
  });
}

/** Runs every pending migration. Safe to call from several processes at once (kysely locks). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<MigrationOutcome> {
  const tableSchema = await migrationTableSchema(db, schema);
  if (await isUpToDate(db, tableSchema)) return { applied: [] };
  const result: MigrationResultSet = await createMigrator(db, tableSchema).migrateToLatest();
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
  const tableSchema = await migrationTableSchema(db, schema);
  return (await createMigrator(db, tableSchema).getMigrations())
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);
}

/**
 * One read that answers the usual case, a database already up to date, without the migrator's
 * lock and table checks (a third of a second on the embedded database, paid by every CLI command).
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function isUpToDate(db: Kysely<any>, schema: string): Promise<boolean> {
  const table = await sql<{ found: string | null }>`
    select to_regclass(${`"${schema.replaceAll('"', '""')}".kysely_migration`}) as found
  `.execute(db);
  if (!table.rows[0]?.found) return false;
  const applied = await sql<{ name: string }>`
    select name from ${sql.id(schema, "kysely_migration")}
  `.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  const known = Object.keys(migrations);
  // Anything else (pending, or applied by newer code) goes to the migrator, which decides.
  return names.size === known.length && known.every((name) => names.has(name));
}
