import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { consumeRateLimit, rateLimitOutcome } from "../../rate-limits/rate-limit.repository.ts";
import type { AnalyticsStore } from "../analytics-store.ts";
import { findSiteId } from "../store/analytics.repository.ts";
import { type ClickHouseTarget, openClickHouse } from "./clickhouse-connection.ts";
import { importToClickHouse, ingestToClickHouse } from "./clickhouse-ingest.ts";
import { migrateClickHouse } from "./clickhouse-migrations.ts";
import { ClickHouseReads } from "./clickhouse-reads.ts";
import { clickhouseReclassifier } from "./clickhouse-reclassify.ts";

export interface ClickHouseStoreOptions {
  /** CLICKHOUSE_URL. */
  url: string;
  /** Days raw events (with their user agents) are kept. */
  rawRetentionDays: number;
  /** The secret daily visitor salts are derived from; absent: unique visitors are not counted. */
  visitorSecret?: string | undefined;
}

/** A ClickHouse store opened and migrated, with the migrations it applied. */
export interface OpenedClickHouseStore {
  store: ClickHouseAnalyticsStore;
  applied: string[];
}

/** The ClickHouse store: events and rollups in ClickHouse, dictionaries in PostgreSQL. */
export class ClickHouseAnalyticsStore implements AnalyticsStore {
  readonly kind = "clickhouse" as const;
  readonly reads: ClickHouseReads;

  constructor(
    readonly db: Kysely<Database>,
    readonly target: ClickHouseTarget,
    private readonly options: Pick<ClickHouseStoreOptions, "visitorSecret" | "rawRetentionDays">,
  ) {
    this.reads = new ClickHouseReads(db, target);
  }

  static async open(
    db: Kysely<Database>,
    options: ClickHouseStoreOptions,
  ): Promise<OpenedClickHouseStore> {
    const target = await openClickHouse(options.url);
    try {
      const applied = await migrateClickHouse(target, options);
      return { store: new ClickHouseAnalyticsStore(db, target, options), applied };
    } catch (error) {
      await target.client.close();
      throw error;
    }
  }

  get rawRetentionDays(): number {
    return this.options.rawRetentionDays;
  }

  ingest: AnalyticsStore["ingest"] = async (projectId, events, options) => {
    // The limit's units are taken in PostgreSQL on their own, before the batch is stored.
    const rateLimit = options.rateLimit;
    if (rateLimit) {
      rateLimit.settle(
        rateLimit.oversized
          ? rateLimitOutcome(rateLimit.request, undefined)
          : await consumeRateLimit(this.db, rateLimit.request),
      );
    }
    return ingestToClickHouse(this.db, this.target, projectId, events, {
      ...options,
      rateLimit: undefined,
      visitorSecret: this.options.visitorSecret,
    });
  };
  importEvents: AnalyticsStore["importEvents"] = (projectId, events, options) =>
    importToClickHouse(this.db, this.target, projectId, events, options);
  reclassify: AnalyticsStore["reclassify"] = async (projectId, since, now) => {
    const { reclassifyViews } = await import("../ingest/reclassify-views.service.ts");
    const reclassifier = clickhouseReclassifier(this.db, this.target, {
      now,
      rawRetentionDays: this.options.rawRetentionDays,
    });
    return reclassifyViews(reclassifier, projectId, since);
  };
  countViews: AnalyticsStore["countViews"] = (projectId, query) =>
    this.reads.countViews(projectId, query);
  countPreviousViews: AnalyticsStore["countPreviousViews"] = (projectId, query) =>
    this.reads.countPreviousViews(projectId, query);
  countAgentViews: AnalyticsStore["countAgentViews"] = (projectId, query) =>
    this.reads.countAgentViews(projectId, query);
  countReferrerViews: AnalyticsStore["countReferrerViews"] = (projectId, query) =>
    this.reads.countReferrerViews(projectId, query);
  countReferredPages: AnalyticsStore["countReferredPages"] = (projectId, query) =>
    this.reads.countReferredPages(projectId, query);
  countViewTimeseries: AnalyticsStore["countViewTimeseries"] = (projectId, query) =>
    this.reads.countViewTimeseries(projectId, query);
  exportDailyCounts: AnalyticsStore["exportDailyCounts"] = (projectId, query) =>
    this.reads.exportDailyCounts(projectId, query);

  /** Every row of the project's site in every table, raw events included. */
  async deleteProjectViews(projectId: string): Promise<void> {
    const siteId = await findSiteId(this.db, projectId);
    if (siteId === null) return;
    const { client, database } = this.target;
    const tables = await client.query({
      query: `SELECT name FROM system.tables WHERE database = {d: String} AND engine LIKE '%MergeTree'
        AND name != 'schema_migrations'`,
      query_params: { d: database },
      format: "JSONEachRow",
    });
    for (const { name } of await tables.json<{ name: string }>()) {
      await client.command({
        query: `ALTER TABLE ${database}.${name} DELETE WHERE site_id = {site: UInt32}`,
        query_params: { site: siteId },
        clickhouse_settings: { mutations_sync: "2" },
      });
    }
  }

  async close(): Promise<void> {
    await this.target.client.close();
  }
}
