import type { Kysely } from "kysely";
import type { TimeseriesInterval } from "../../shared/api/analytics-schemas.ts";
import type { ErrorCode } from "../../shared/api/error-schema.ts";
import { type AnalyticsStore, postgresAnalyticsStore } from "../analytics/analytics-store.ts";
import type { ViewEventInput } from "../analytics/ingest/view-ingestion.service.ts";
import type { Clock } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { AppMetrics } from "../app-metrics.ts";
import type { Config } from "../config.ts";
import { writeEmbeddedBackup } from "../db/embedded-backup.ts";
import { migrateToLatest } from "../db/migrate-to-latest.ts";
import type { Database } from "../db/schema.ts";
import { findRepositoryBinding } from "../github/find-installation.ts";
import type { GitHubApp } from "../github/github-app.ts";
import { recordInstallationLookup } from "../github/installation-cache.repository.ts";
import { exportJob } from "../jobs/job-export.service.ts";
import {
  createApiKey,
  deleteApiKey,
  listApiKeys,
  revokeApiKey,
} from "../projects/api-key.service.ts";
import type { ApiScope } from "../projects/api-scope.ts";
import {
  createProject,
  deleteProject,
  describeProjectData,
  listProjects,
  refuseSecondProject,
  requireProject,
  type UpdateProjectInput,
  updateProject,
} from "../projects/project.service.ts";
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
} from "../projects/share-link.service.ts";

export interface AdminContext {
  db: Kysely<Database>;
  config: Readonly<Config>;
  clock: Clock;
  /** Migrations that ran when this process opened the database. */
  appliedOnOpen?: string[];
  /** The server's metrics, when the command runs in a server. */
  metrics?: AppMetrics | undefined;
  /** Copies the embedded database (absent on PostgreSQL): what `backup` writes. */
  dumpDatabase?: (() => Promise<Blob>) | undefined;
  /** The GitHub App, when its credentials are configured: a new project learns its repository's id. */
  github?: GitHubApp | undefined;
  /**
   * The analytics store INKWELL_ANALYTICS_STORE names, opened when a command first needs it (the
   * server's own, on its admin socket); absent: the PostgreSQL store.
   */
  openAnalytics?: (() => Promise<AnalyticsStore>) | undefined;
}

/** The analytics store a command reads and writes. */
function analyticsOf(ctx: AdminContext): Promise<AnalyticsStore> {
  return ctx.openAnalytics?.() ?? Promise.resolve(postgresAnalyticsStore(ctx.db));
}

/**
 * Operator commands that touch the database. The CLI runs them on the database directly, or, when
 * a server owns the embedded database, asks that server to run them (arguments and results travel
 * as JSON, so they hold only JSON values).
 */
export const adminCommands = {
  migrate: async (ctx: AdminContext) => ({
    applied: [...(ctx.appliedOnOpen ?? []), ...(await migrateToLatest(ctx.db)).applied],
  }),
  backup: (ctx: AdminContext, args: { file: string }) =>
    writeEmbeddedBackup(ctx.dumpDatabase, args.file),
  "projects.create": async (
    ctx: AdminContext,
    args: { repo: string; name?: string; ref?: string; docsPath?: string; force?: boolean },
  ) => {
    const { force, ...input } = args;
    if (!force) await refuseSecondProject(ctx.db, input.repo);
    const project = await createProject(ctx.db, input);
    if (!ctx.github) return project;
    // With the app's credentials, the project is bound to the repository's id from the start, so
    // no installation event naming another repository of that name can take it. When the app is
    // not installed yet or GitHub does not answer, the id is recorded the first time it is seen.
    const [owner = "", name = ""] = project.repository.split("/");
    const binding = await findRepositoryBinding(ctx.github, owner, name).catch(() => null);
    if (!binding) return project;
    await recordInstallationLookup(ctx.db, project.id, {
      installationId: binding.installationId,
      checkedAt: ctx.clock.now(),
      repositoryId: binding.repositoryId,
    });
    return requireProject(ctx.db, project.id);
  },
  "projects.list": (ctx: AdminContext) => listProjects(ctx.db),
  "projects.get": (ctx: AdminContext, args: { projectId: string }) =>
    requireProject(ctx.db, args.projectId),
  "projects.update": (ctx: AdminContext, args: { projectId: string } & UpdateProjectInput) => {
    const { projectId, ...changes } = args;
    return updateProject(ctx.db, projectId, changes, ctx.clock.now());
  },
  "projects.describe": (ctx: AdminContext, args: { projectId: string }) =>
    describeProjectData(ctx.db, args.projectId),
  "projects.delete": async (ctx: AdminContext, args: { projectId: string }) => {
    await requireProject(ctx.db, args.projectId);
    await (await analyticsOf(ctx)).deleteProjectViews(args.projectId);
    return deleteProject(ctx.db, args.projectId);
  },
  "keys.create": (
    ctx: AdminContext,
    args: { projectId: string; name?: string; scopes?: ApiScope[]; expiresAt?: string },
  ) =>
    createApiKey(ctx.db, {
      projectId: args.projectId,
      name: args.name,
      scopes: args.scopes,
      expiresAt: args.expiresAt ? new Date(args.expiresAt) : undefined,
      now: ctx.clock.now(),
    }),
  "keys.list": (ctx: AdminContext, args: { projectId: string }) =>
    listApiKeys(ctx.db, args.projectId),
  "keys.revoke": async (ctx: AdminContext, args: { keyId: string }) => {
    const now = ctx.clock.now();
    const key = await revokeApiKey(ctx.db, args.keyId, now);
    // A revocation keeps its first date: an older one means the key was revoked before.
    return { ...key, alreadyRevoked: key.revokedAt !== now.toISOString() };
  },
  "keys.delete": (ctx: AdminContext, args: { keyId: string }) =>
    deleteApiKey(ctx.db, args.keyId, ctx.clock.now()),
  "share-links.create": (
    ctx: AdminContext,
    args: { projectId: string; name: string; expiresAt?: string },
  ) =>
    createShareLink(ctx.db, {
      projectId: args.projectId,
      name: args.name,
      expiresAt: args.expiresAt ? new Date(args.expiresAt) : null,
      now: ctx.clock.now(),
    }),
  "share-links.list": (ctx: AdminContext, args: { projectId: string }) =>
    listShareLinks(ctx.db, args.projectId),
  "share-links.revoke": (ctx: AdminContext, args: { projectId: string; linkId: string }) =>
    revokeShareLink(ctx.db, args.projectId, args.linkId, ctx.clock.now()),
  "analytics.ingest": async (
    ctx: AdminContext,
    args: {
      projectId: string;
      events: ViewEventInput[];
      importedLines?: { fileKey: string; lines: number[] } | undefined;
    },
  ) => {
    await requireProject(ctx.db, args.projectId);
    const store = await analyticsOf(ctx);
    const now = ctx.clock.now();
    const result = args.importedLines
      ? await store.importEvents(args.projectId, args.events, { now, imported: args.importedLines })
      : await store.ingest(args.projectId, args.events, { now });
    ctx.metrics?.recordAnalyticsIngest("import", result);
    return result;
  },
  "analytics.reclassify": async (ctx: AdminContext, args: { projectId: string; since: string }) => {
    await requireProject(ctx.db, args.projectId);
    return (await analyticsOf(ctx)).reclassify(args.projectId, args.since, ctx.clock.now());
  },
  /**
   * A slice of `inkwell analytics copy --to clickhouse`: up to `maxChunks` days copied from the
   * PostgreSQL store into ClickHouse (CLICKHOUSE_URL), and where the copy stands; the CLI calls it
   * until it is done, printing progress in between.
   */
  "analytics.copy": async (
    ctx: AdminContext,
    args: { to: string; addToExisting?: boolean; maxChunks?: number },
  ) => {
    if (args.to !== "clickhouse") {
      throw new AppError(
        "invalid_request",
        "Analytics are copied only from PostgreSQL to ClickHouse: give --to clickhouse.",
      );
    }
    if (!ctx.config.clickhouse) {
      throw new AppError(
        "invalid_request",
        "CLICKHOUSE_URL is not set: set it to the ClickHouse server to copy into (e.g. http://default:password@clickhouse:8123/inkwell), as the servers will have it.",
      );
    }
    const { copyAnalyticsToClickHouse, openCopyTarget } = await import(
      "../analytics/clickhouse/copy-to-clickhouse.ts"
    );
    const target = await openCopyTarget(ctx.config.clickhouse);
    try {
      return await copyAnalyticsToClickHouse(ctx.db, target, {
        now: ctx.clock.now(),
        addToExisting: args.addToExisting,
        maxChunks: args.maxChunks,
      });
    } finally {
      await target.client.close();
    }
  },
  "jobs.export": (ctx: AdminContext, args: { jobId: string }) => exportJob(ctx.db, args.jobId),
  "analytics.views": async (ctx: AdminContext, args: AnalyticsQueryArgs) => {
    await requireProject(ctx.db, args.projectId);
    return (await analyticsOf(ctx)).countViews(args.projectId, {
      ...rangeOf(args),
      pathPrefix: args.pathPrefix,
      limit: args.limit ?? 50,
      offset: args.offset ?? 0,
    });
  },
  "analytics.agents": async (ctx: AdminContext, args: AnalyticsQueryArgs) => {
    await requireProject(ctx.db, args.projectId);
    return (await analyticsOf(ctx)).countAgentViews(args.projectId, {
      ...rangeOf(args),
      path: args.path,
      agentClass: args.agentClass === "crawler" ? "crawler" : "ai",
      limit: args.limit ?? 50,
      offset: args.offset ?? 0,
    });
  },
  "analytics.timeseries": async (
    ctx: AdminContext,
    args: AnalyticsQueryArgs & { interval?: TimeseriesInterval },
  ) => {
    await requireProject(ctx.db, args.projectId);
    return (await analyticsOf(ctx)).countViewTimeseries(args.projectId, {
      ...rangeOf(args),
      path: args.path,
      interval: args.interval ?? "day",
    });
  },
  /**
   * A page of the bulk export: whole days from `startAt` (a page's `next`) until at least
   * `minRows` rows, so the CLI streams any range page by page.
   */
  "analytics.export": async (
    ctx: AdminContext,
    args: AnalyticsQueryArgs & { startAt?: number; minRows?: number },
  ) => {
    await requireProject(ctx.db, args.projectId);
    const exported = await (await analyticsOf(ctx)).exportDailyCounts(args.projectId, {
      ...rangeOf(args),
      startAt: args.startAt,
    });
    const rows = [];
    let next: number | null = null;
    for await (const day of exported.days) {
      rows.push(...day.rows);
      next = day.next;
      if (rows.length >= (args.minRows ?? 10_000)) break;
    }
    if (rows.length < (args.minRows ?? 10_000)) next = null;
    return { timeZone: exported.timeZone, rows, next };
  },
} satisfies Record<string, (ctx: AdminContext, args: never) => Promise<unknown>>;

/** The arguments of the analytics exports: bounds travel as ISO 8601 instants. */
export interface AnalyticsQueryArgs {
  projectId: string;
  from?: string;
  to?: string;
  path?: string;
  pathPrefix?: string;
  limit?: number;
  offset?: number;
  /** For `analytics.agents`: whose agents are listed. */
  agentClass?: "ai" | "crawler";
}

function rangeOf(args: AnalyticsQueryArgs): { from: Date | undefined; to: Date | undefined } {
  return {
    from: args.from === undefined ? undefined : new Date(args.from),
    to: args.to === undefined ? undefined : new Date(args.to),
  };
}

export type AdminCommands = typeof adminCommands;
export type AdminCommandName = keyof AdminCommands;
/** A command's arguments object; undefined for a command that takes none. */
export type AdminCommandArgs<N extends AdminCommandName> = Parameters<AdminCommands[N]>[1];
/** What follows a command's name where it is called: its arguments, or nothing. */
export type AdminCommandArgList<N extends AdminCommandName> =
  AdminCommandArgs<N> extends undefined ? [] : [args: AdminCommandArgs<N>];
export type AdminCommandResult<N extends AdminCommandName> = Awaited<ReturnType<AdminCommands[N]>>;

/** Where a command is posted on the server's admin socket: this prefix, then its name. */
export const ADMIN_PATH_PREFIX = "/admin/";

/** The server's answer on the admin socket: the command's result, or why there is none. */
export type AdminReply = { result: unknown } | { error: string; code?: ErrorCode };

export function isAdminCommandName(name: string): name is AdminCommandName {
  return Object.hasOwn(adminCommands, name);
}

export async function runAdminCommandOn<N extends AdminCommandName>(
  ctx: AdminContext,
  name: N,
  args: AdminCommandArgs<N>,
): Promise<AdminCommandResult<N>> {
  const command = adminCommands[name] as (
    ctx: AdminContext,
    args: AdminCommandArgs<N>,
  ) => Promise<AdminCommandResult<N>>;
  return command(ctx, args);
}
