import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { AnalyticsStore } from "../analytics-store.ts";
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

  ingest: AnalyticsStore["ingest"] = (projectId, events, options) =>
    ingestToClickHouse(this.db, this.target, projectId, events, {
      ...options,
      visitorSecret: this.options.visitorSecret,
    });
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

  async close(): Promise<void> {
    await this.target.client.close();
  }
}
