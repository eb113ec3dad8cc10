import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { Database } from "./schema.ts";

export type DatabaseKind = "postgres" | "pglite";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for messages: the server URL without credentials, or the folder. */
  location: string;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now; absent on the embedded database (one connection). */
  poolStats?: () => PoolStats;
  /**
   * The embedded database's folder as a gzipped tar, after a checkpoint, read while no query runs:
   * a consistent copy taken without stopping the server. Absent on PostgreSQL (pg_dump does it).
   */
  dumpDataDir?: () => Promise<Blob>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string. Without it the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** A schema to work in (created if missing); tests use one each so files run in parallel. */
  schema?: string | undefined;
  poolSize?: number | undefined;
  onPoolError?: ((error: Error) => void) | undefined;
  /** A backup (`dumpDataDir`'s tar) that a new embedded database in `dataDir` starts from. */
  loadDataDir?: Blob | undefined;
}

const INT8_OID = 20;

/** int8 values (counts, GitHub ids) are far below 2^53: read them as numbers, not strings. */
function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) {
    throw new RangeError(`int8 value ${value} does not fit a JavaScript number`);
  }
  return parsed;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const schema = options.schema;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => options.onPoolError?.(error));
  if (schema) {
    await pool.query(`create schema if not exists "${schema.replaceAll('"', "")}"`);
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const max = options.poolSize ?? 10;
  return {
    db,
    kind: "postgres",
    location: redactUrl(url),
    close: () => db.destroy(),
    poolStats: () => ({
      max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  await client.waitReady;
  if (options.schema) {
    await client.exec(
      `create schema if not exists "${options.schema}"; set search_path to "${options.schema}"`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: "pglite",
    location: options.dataDir ?? "memory",
    close: () => db.destroy(),
    async dumpDataDir() {
      await client.exec("CHECKPOINT");
      return client.dumpDataDir("gzip");
    },
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString();
  } catch {
    return "postgres";
  }
}
