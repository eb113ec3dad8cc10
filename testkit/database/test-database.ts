import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import {
  type DatabaseHandle,
  type DatabaseKind,
  openDatabase,
} from "../../app/db/open-database.ts";
import {
  databaseUrlFor,
  migrationsDigest,
  pgliteTemplate,
  postgresTemplate,
  testDatabaseName,
} from "./template-databases.ts";

/**
 * Every database the suite can run on: the embedded one, and PostgreSQL when DATABASE_URL is set.
 * For tests of SQL itself (repositories, migrations, the analytics store, claims, leases, the
 * export view), which must hold on both.
 */
export function everyDatabaseKind(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * The one database for tests of everything above SQL (routes, pages, the worker, webhooks):
 * PostgreSQL when DATABASE_URL is set (the production database, and the quicker to copy), else
 * the embedded one. A list, so `describe.each` reads the same for both rules.
 */
export function oneDatabaseKind(): DatabaseKind[] {
  return [process.env.DATABASE_URL ? "postgres" : "pglite"];
}

export interface TestDatabase extends DatabaseHandle {
  /** The schema the tables are in (`public`: each test database is a database of its own). */
  schema: string;
  /** The connection string of this database, on PostgreSQL (for a second process). */
  url: string | undefined;
  /** Opens a second, independent connection pool on the same database (a second server process). */
  openAnother(): Promise<DatabaseHandle>;
}

/** The templates made by the layer's global setup, or here when a file runs without it. */
async function templates(): Promise<{ pglite: string; postgres: string | null }> {
  const provided = { pglite: inject("pgliteTemplate"), postgres: inject("postgresTemplate") };
  if (provided.pglite) return provided;
  const digest = await migrationsDigest();
  const serverUrl = process.env.DATABASE_URL;
  return {
    pglite: await pgliteTemplate(digest),
    postgres: serverUrl ? await postgresTemplate(serverUrl, digest) : null,
  };
}

const templateReads = new Map<string, Promise<Uint8Array>>();

/** The template tar, read once per worker process (a worker runs file after file). */
function templateBytes(file: string): Promise<Uint8Array> {
  let read = templateReads.get(file);
  if (!read) {
    read = readFile(file);
    templateReads.set(file, read);
  }
  return read;
}

/**
 * The template as PGlite takes it, a Blob, whose `arrayBuffer()` hands over a copy of bytes already
 * in memory: Node's own Blob reads itself back in small chunks and joins them, which for a tar of
 * tens of megabytes costs more CPU than the copy.
 */
class TemplateBlob extends Blob {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bytes.slice().buffer;
  }
}

export interface TestDatabaseOptions {
  /** No tables at all, for the tests of the migrations themselves. */
  empty?: boolean;
}

/**
 * A migrated database of its own for one test file or `describe`, copied from the template: a
 * PGlite started from the migrated data folder, or a PostgreSQL database made `TEMPLATE` it.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const template = options.empty ? undefined : await templates();
  if (kind === "pglite") {
    const handle = await openDatabase(
      template ? { loadDataDir: new TemplateBlob(await templateBytes(template.pglite)) } : {},
    );
    return {
      ...handle,
      schema: "public",
      url: undefined,
      openAnother() {
        throw new Error("PGlite has one owner: a second pool only exists on PostgreSQL");
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is not set");
  const name = testDatabaseName();
  await onServer(
    serverUrl,
    template?.postgres
      ? `create database "${name}" template "${template.postgres}"`
      : `create database "${name}"`,
  );
  const url = databaseUrlFor(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    ...handle,
    schema: "public",
    url,
    openAnother: () => openDatabase({ databaseUrl: url }),
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for the enclosing `describe`, made before its tests and dropped after them.
 * Use the returned object inside tests and hooks: it stands for the database once it exists.
 */
export function useTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, options);
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
