import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/schema.ts";
import { type AnalyticsStore, postgresAnalyticsStore } from "../analytics-store.ts";
import { ClickHouseAnalyticsStore } from "./clickhouse-store.ts";

/**
 * The analytics store the configuration names, opened once at start: PostgreSQL's needs nothing
 * more; ClickHouse's connects and applies its migrations, so a server never answers from a
 * schema older than its code.
 */
export async function openAnalyticsStore(ctx: {
  config: Readonly<Config>;
  db: Kysely<Database>;
  log?: Logger | undefined;
}): Promise<AnalyticsStore> {
  const chosen = ctx.config.analyticsStore;
  if (chosen.kind === "postgres") return postgresAnalyticsStore(ctx.db);
  let opened: Awaited<ReturnType<typeof ClickHouseAnalyticsStore.open>>;
  try {
    opened = await ClickHouseAnalyticsStore.open(ctx.db, {
      url: chosen.url,
      rawRetentionDays: chosen.rawRetentionDays,
      visitorSecret: chosen.visitorSecret,
    });
  } catch (error) {
    // The URL holds the password: the message names the variable, never its value.
    throw new Error(
      `Cannot open the ClickHouse analytics store (CLICKHOUSE_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const { store, applied } = opened;
  if (applied.length > 0)
    ctx.log?.info({ migrations: applied }, "ClickHouse analytics store migrated");
  return store;
}
