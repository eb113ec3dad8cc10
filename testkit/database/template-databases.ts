import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { migrateToLatest } from "../../app/db/migrate-to-latest.ts";
import type { Database } from "../../app/db/schema.ts";
import { dropStaleTemplateFiles } from "./stale-template-files.ts";

/**
 * The migrated databases every test database is copied from. Migrating is paid once per change of
 * the migrations, not once per test file: the embedded database's template is a data folder tar
 * kept under `node_modules/.cache/`, PostgreSQL's a template database on the server, both named by
 * a digest of the migrations. A test database is then a copy: a PGlite started from the tar (no
 * initdb), or `CREATE DATABASE … TEMPLATE`.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CACHE_DIR = path.join(ROOT, "node_modules/.cache/inkwell-test");
const TEMPLATE_PREFIX = "inkwell_template_";
export const TEST_DATABASE_PREFIX = "inkwell_test_";

/** Raised when what the embedded template holds changes, so older cached tars are made anew. */
const TEMPLATE_FORM = 3;

/** The digest of everything a migrated database depends on: the migrations' sources and PGlite. */
export async function migrationsDigest(): Promise<string> {
  const hash = createHash("sha256");
  const folder = path.join(ROOT, "app/db/migrations");
  for (const name of (await readdir(folder)).sort()) {
    hash.update(name).update(await readFile(path.join(folder, name)));
  }
  const pglite = JSON.parse(
    await readFile(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  hash.update(pglite.version).update(`template form ${TEMPLATE_FORM}`);
  return hash.digest("hex").slice(0, 16);
}

/** The embedded database's template, made if missing: the path of its data folder tar. */
export async function pgliteTemplate(digest: string): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-${digest}.tar`);
  try {
    if ((await stat(file)).size > 0) return file;
  } catch {
    // Made below.
  }
  const client = new PGlite();
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  await migrateToLatest(db);
  // A test database is only ever PGlite's own `postgres` database: without template0 and
  // template1 (which nothing here creates a database from), the tar holds some 600 fewer files
  // and a third fewer bytes for every test database to unpack.
  for (const template of ["template0", "template1"]) {
    await client.exec(`alter database ${template} is_template false`);
    await client.exec(`drop database ${template}`);
  }
  // PostgreSQL's default 128 MB of shared buffers are set up anew at every start, which is most
  // of what starting a test database costs; a test database holds a few megabytes at most.
  await client.exec("alter system set shared_buffers = '16MB'");
  await client.exec("CHECKPOINT");
  const tar = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  await db.destroy();
  await mkdir(CACHE_DIR, { recursive: true });
  // Written beside, then renamed: a concurrent run never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(partial, tar);
  await rename(partial, file);
  await dropStaleTemplateFiles(CACHE_DIR, file);
  return file;
}

/** A connection string for another database on the same PostgreSQL server. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * PostgreSQL's template database, made if missing: its name. Several runs at once (other
 * checkouts) share the server, so making it takes an advisory lock, and a template is complete
 * once its comment says so.
 */
export async function postgresTemplate(serverUrl: string, digest: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${digest}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('inkwell test templates'))");
    const found = await admin.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [name],
    );
    if (found.rows[0]?.comment?.startsWith("complete")) return name;
    if (found.rows.length > 0) await admin.query(`drop database "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const handle = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: databaseUrlFor(serverUrl, name), max: 1 }),
      }),
    });
    try {
      await migrateToLatest(handle);
    } finally {
      await handle.destroy();
    }
    await admin.query(`comment on database "${name}" is 'complete ${epochSeconds()}'`);
    await dropStaleDatabases(admin, name);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('inkwell test templates'))");
    await admin.end();
  }
}

const epochSeconds = () => Math.floor(Date.now() / 1000);

/** A new test database's name: it says when it was made, so a later run can drop it if left behind. */
export function testDatabaseName(): string {
  return `${TEST_DATABASE_PREFIX}${epochSeconds()}_${randomBytes(5).toString("hex")}`;
}

/**
 * Test databases a killed run left behind, and templates of other migrations, once over a day
 * old (another checkout may still be using them until then).
 */
async function dropStaleDatabases(admin: pg.Client, keep: string): Promise<void> {
  const dayAgo = epochSeconds() - 86_400;
  const found = await admin.query<{ datname: string; comment: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as comment from pg_database
      where datname like $1 or datname like $2`,
    [`${TEST_DATABASE_PREFIX}%`, `${TEMPLATE_PREFIX}%`],
  );
  for (const { datname, comment } of found.rows) {
    const made = datname.startsWith(TEST_DATABASE_PREFIX)
      ? Number(datname.slice(TEST_DATABASE_PREFIX.length).split("_")[0])
      : Number(comment?.split(" ")[1] ?? 0);
    if (datname === keep || !(made < dayAgo)) continue;
    await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
  }
}
