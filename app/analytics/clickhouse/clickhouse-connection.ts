import { type ClickHouseClient, ClickHouseLogLevel, createClient } from "@clickhouse/client";

/** A ClickHouse client and the database Inkwell's analytics tables live in. */
export interface ClickHouseTarget {
  client: ClickHouseClient;
  database: string;
  /**
   * On chDB, an insert of bytes already in a format (`INSERT INTO table (columns) SETTINGS ...
   * FORMAT format`, then the bytes), handed to ClickHouse as they are; absent on a server.
   */
  rawInsert?: RawInsert;
}

/** chDB's passthrough insert (`ChdbConnection.chdb.rawInsert`). */
export type RawInsert = (insert: {
  table: string;
  columns: readonly string[];
  values: Buffer;
  format: "TabSeparated";
  settings: Record<string, number | string>;
}) => Promise<unknown>;

/** What a database name may be: a plain identifier, so it is written into statements as is. */
const DATABASE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Opens CLICKHOUSE_URL: `http(s)://user:password@host:8123/database` is a ClickHouse server (the
 * database defaults to `inkwell`); `chdb:///database` is ClickHouse in this process through the
 * `chdb` package (`?path=/folder` keeps it on disk), which the tests and benchmarks use: the same
 * client, the same statements, only the connection differs. `chdb` is not a dependency of
 * Inkwell: where it is not installed, a `chdb:` URL is refused with a sentence saying so.
 */
export async function openClickHouse(url: string): Promise<ClickHouseTarget> {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\/+/, "")) || "inkwell";
  if (!DATABASE_NAME.test(database)) {
    throw new Error(
      `CLICKHOUSE_URL names the database ${JSON.stringify(database)}: use letters, digits and underscores`,
    );
  }
  if (parsed.protocol === "chdb:") {
    let createChdbConnection: (options: { path?: string }) => { chdb: { rawInsert: RawInsert } };
    try {
      ({ createChdbConnection } = (await import("chdb/connection" as string)) as {
        createChdbConnection: typeof createChdbConnection;
      });
    } catch {
      throw new Error(
        "CLICKHOUSE_URL is a chdb: URL but the chdb package is not installed (npm install --no-save chdb@3.4.0)",
      );
    }
    const path = parsed.searchParams.get("path") ?? ":memory:";
    const connection = createChdbConnection({ path });
    const client = createClient({
      connection,
      log: { level: ClickHouseLogLevel.OFF },
    } as unknown as Parameters<typeof createClient>[0]);
    // The client's inserts reach chDB as one SQL string, the rows included: the rows are turned
    // from bytes into a string and back, for about a microsecond a row (a third of writing them).
    return { client, database, rawInsert: (insert) => connection.chdb.rawInsert(insert) };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error("CLICKHOUSE_URL must be an http:// or https:// URL of a ClickHouse server");
  }
  const username = decodeURIComponent(parsed.username) || "default";
  const password = decodeURIComponent(parsed.password);
  const server = new URL(parsed.origin);
  const client = createClient({
    url: server.toString(),
    username,
    password,
    request_timeout: 60_000,
    // Failures reach the caller as errors, which Inkwell's own log reports; the client's own
    // logger would write past it.
    log: { level: ClickHouseLogLevel.OFF },
    clickhouse_settings: { date_time_input_format: "best_effort" },
  });
  return { client, database };
}
