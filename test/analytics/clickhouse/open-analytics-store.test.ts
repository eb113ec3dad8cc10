import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { openAnalyticsStore } from "../../../app/analytics/clickhouse/open-analytics-store.ts";
import { loadConfig } from "../../../app/config.ts";
import type { Database } from "../../../app/db/schema.ts";

// Nothing is read from the database before ClickHouse answers.
const db = {} as Kysely<Database>;

describe("openAnalyticsStore", () => {
  it("opens the PostgreSQL store without touching anything else by default", async () => {
    const store = await openAnalyticsStore({ config: loadConfig({}), db });
    expect(store.kind).toBe("postgres");
    await store.close();
  });

  it("says which variable points at an unreachable ClickHouse, never its password", async () => {
    const config = loadConfig({
      INKWELL_ANALYTICS_STORE: "clickhouse",
      // The discard port on loopback: nothing listens there.
      CLICKHOUSE_URL: "http://inkwell:s3cret-password@127.0.0.1:9/inkwell",
    });
    const failure = await openAnalyticsStore({ config, db }).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(
      /^Cannot open the ClickHouse analytics store \(CLICKHOUSE_URL\): /,
    );
    expect(failure?.message).not.toContain("s3cret-password");
  });

  it("refuses a database name that is not a plain identifier", async () => {
    const config = loadConfig({
      INKWELL_ANALYTICS_STORE: "clickhouse",
      CLICKHOUSE_URL: "http://127.0.0.1:9/inkwell;drop",
    });
    await expect(openAnalyticsStore({ config, db })).rejects.toThrow(
      /letters, digits and underscores/,
    );
  });
});
