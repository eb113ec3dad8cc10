import type { Config } from "../config.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const n = (value: number) => value.toLocaleString("en-US");

/** The settings a limit may read; the others are constants of the table. */
export type RateLimitSettings = Pick<Config, "jobRateLimitPerHour" | "analyticsLimits">;

/**
 * One limit: at most `limit` units per window of `windowMs`, counted in a bucket named after it
 * (and after what it is counted per, when it is: `jobs:<project id>`).
 */
export interface RateLimit {
  bucket: string;
  limit: (settings: RateLimitSettings) => number;
  windowMs: number;
  /** Why a request was refused, for whoever must wait; `cost` is what it asked for. */
  message: (limit: number, cost: number) => string;
}

/** Every rate limit of Inkwell. The counters are shared by every server process (PostgreSQL). */
export const RATE_LIMITS = {
  /** Job creations and follow-ups, per project, from the API, the dashboard and comments. */
  jobs: {
    bucket: "jobs",
    limit: (settings) => settings.jobRateLimitPerHour,
    windowMs: HOUR_MS,
    message: (limit) => `This project may create or follow up on ${limit} jobs per hour`,
  },
  /** Page view events, per project: a batch takes one unit per event. */
  pageViewEvents: {
    bucket: "events",
    limit: (settings) => settings.analyticsLimits.eventsPerMinute,
    windowMs: MINUTE_MS,
    message: (limit, cost) =>
      cost > limit
        ? `This project may report ${n(limit)} page view events per minute and this batch holds ${n(cost)}: send smaller batches`
        : `This project may report ${n(limit)} page view events per minute`,
  },
  /**
   * Request bodies refused unread or unparsed (too large, nested too deep, not JSON or NDJSON),
   * per API key: reading and scanning each costs the server up to a few megabytes of work, so a
   * key past this gets 429 for every body until the window ends, before its body is read.
   */
  refusedBodies: {
    bucket: "refused-bodies",
    limit: () => 10,
    windowMs: MINUTE_MS,
    message: (limit) =>
      `This API key sent ${limit} request bodies in a minute that were refused (too large, nested too deep or not valid JSON): fix what sends them`,
  },
  /**
   * Refusals replied to on one job's pull request. Anyone can comment on a public repository, and
   * without a cap each comment would make Inkwell post one more: past it, refusals are only logged.
   */
  commentRefusals: {
    bucket: "comment-refusals",
    limit: () => 10,
    windowMs: HOUR_MS,
    message: (limit) => `${limit} refusals per hour`,
  },
  /** Keys a project may get through the dashboard: plenty for people, a wall for a script. */
  dashboardKeys: {
    bucket: "dashboard-keys",
    limit: () => 30,
    windowMs: HOUR_MS,
    message: (limit) => `This project may get ${limit} new keys per hour through the dashboard`,
  },
  /** Share links a project may get through the dashboard, as for keys. */
  dashboardShareLinks: {
    bucket: "dashboard-share-links",
    limit: () => 30,
    windowMs: HOUR_MS,
    message: (limit) => `This project may get ${limit} new share links per hour`,
  },
  /** Projects one GitHub user may create through the dashboard. */
  dashboardProjects: {
    bucket: "dashboard-projects",
    limit: () => 10,
    windowMs: HOUR_MS,
    message: (limit) => `You may create ${limit} projects per hour through the dashboard`,
  },
  /**
   * Pages of a shared analytics view, per link: anyone holding the link may open it, and each
   * page reads the whole range, so one link cannot take the database from everyone else.
   */
  sharedAnalyticsViews: {
    bucket: "shared-analytics",
    limit: () => 60,
    windowMs: MINUTE_MS,
    message: (limit) => `This shared link shows ${limit} pages a minute`,
  },
  /**
   * Sign-ins started, on all servers together: far above real use; each start keeps a row for
   * ten minutes, so this bounds how many anyone can make.
   */
  dashboardSignIns: {
    bucket: "dashboard-sign-ins",
    limit: () => 300,
    windowMs: MINUTE_MS,
    message: (limit) => `This server takes ${limit} sign-ins a minute`,
  },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
