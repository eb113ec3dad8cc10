import type { Kysely } from "kysely";
import type {
  AgentViews,
  IngestResult,
  PageViews,
  ReferredPages,
  ReferrerViews,
  ViewTimeseries,
} from "../../shared/api/analytics-schemas.ts";
import type { Database } from "../db/schema.ts";
import type { ImportedLines, ImportResult } from "./import/import-view-events.ts";
import type { ReclassifyResult } from "./ingest/reclassify-views.service.ts";
import type { IngestOptions, ViewEventInput } from "./ingest/view-ingestion.service.ts";
import { type AgentViewsQuery, countAgentViews } from "./read/agent-views.service.ts";
import {
  type DailyCountsExport,
  type DailyCountsQuery,
  exportDailyCounts,
} from "./read/daily-counts-export.service.ts";
import {
  countReferredPages,
  countReferrerViews,
  type ReferredPagesQuery,
  type ReferrerViewsQuery,
} from "./read/referrer-views.service.ts";
import {
  countPreviousViews,
  countViews,
  type PreviousViews,
  type PreviousViewsQuery,
  type ViewCountQuery,
} from "./read/view-count.service.ts";
import { countViewTimeseries, type ViewTimeseriesQuery } from "./read/view-timeseries.service.ts";

/** Which store holds page views: INKWELL_ANALYTICS_STORE. */
export type AnalyticsStoreKind = "postgres" | "clickhouse";

/**
 * Where page views are stored and read: the routes, the CLI's admin commands, the export and the
 * dashboard go through this, so each answers the same whichever store holds the views. Chosen once
 * at start (`openAnalyticsStore` in `clickhouse/open-analytics-store.ts`); the PostgreSQL store is
 * the services of `ingest/` and `read/` as they are.
 */
export interface AnalyticsStore {
  readonly kind: AnalyticsStoreKind;
  ingest(
    projectId: string,
    events: readonly ViewEventInput[],
    options: IngestOptions,
  ): Promise<IngestResult>;
  /** Counts events read from an access log, once per log line (`inkwell analytics import`). */
  importEvents(
    projectId: string,
    events: readonly ViewEventInput[],
    options: { now: Date; imported: ImportedLines },
  ): Promise<ImportResult>;
  /**
   * Counts a project's days from `since` (YYYY-MM-DD, UTC) again with the agent lists as they
   * are now (`inkwell analytics reclassify`).
   */
  reclassify(
    projectId: string,
    since: string,
    now: Date,
  ): Promise<ReclassifyResult & { since: string }>;
  countViews(projectId: string, query: ViewCountQuery): Promise<PageViews>;
  /** What a range before the one shown counted, for the dashboard's comparisons. */
  countPreviousViews(projectId: string, query: PreviousViewsQuery): Promise<PreviousViews>;
  countAgentViews(projectId: string, query: AgentViewsQuery): Promise<AgentViews>;
  countReferrerViews(projectId: string, query: ReferrerViewsQuery): Promise<ReferrerViews>;
  countReferredPages(projectId: string, query: ReferredPagesQuery): Promise<ReferredPages>;
  countViewTimeseries(projectId: string, query: ViewTimeseriesQuery): Promise<ViewTimeseries>;
  exportDailyCounts(projectId: string, query: DailyCountsQuery): Promise<DailyCountsExport>;
  /**
   * Deletes a project's page views held outside PostgreSQL, before the project's rows go (whose
   * deletion removes what PostgreSQL holds).
   */
  deleteProjectViews(projectId: string): Promise<void>;
  close(): Promise<void>;
}

/** The PostgreSQL (or embedded PGlite) store: the services, unchanged. */
export function postgresAnalyticsStore(db: Kysely<Database>): AnalyticsStore {
  return {
    kind: "postgres",
    // Loaded when first used: user-agent classification is the heaviest module the CLI could load.
    ingest: async (projectId, events, options) => {
      const { ingestViewEvents } = await import("./ingest/view-ingestion.service.ts");
      return ingestViewEvents(db, projectId, events, options);
    },
    importEvents: async (projectId, events, options) => {
      const { importViewEvents } = await import("./import/import-view-events.ts");
      return importViewEvents(db, projectId, events, options);
    },
    reclassify: async (projectId, since) => {
      const { reclassifyViews, sqlViewReclassifier } = await import(
        "./ingest/reclassify-views.service.ts"
      );
      return reclassifyViews(sqlViewReclassifier(db), projectId, since);
    },
    countViews: (projectId, query) => countViews(db, projectId, query),
    countPreviousViews: (projectId, query) => countPreviousViews(db, projectId, query),
    countAgentViews: (projectId, query) => countAgentViews(db, projectId, query),
    countReferrerViews: (projectId, query) => countReferrerViews(db, projectId, query),
    countReferredPages: (projectId, query) => countReferredPages(db, projectId, query),
    countViewTimeseries: (projectId, query) => countViewTimeseries(db, projectId, query),
    exportDailyCounts: (projectId, query) => exportDailyCounts(db, projectId, query),
    deleteProjectViews: async () => {},
    close: async () => {},
  };
}

/** The store a context was started with; the PostgreSQL one when none was opened. */
export function analyticsStoreOf(ctx: {
  db: Kysely<Database>;
  analytics?: AnalyticsStore | undefined;
}): AnalyticsStore {
  return ctx.analytics ?? postgresAnalyticsStore(ctx.db);
}
