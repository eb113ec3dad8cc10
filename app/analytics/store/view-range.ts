import { type RawBuilder, sql } from "kysely";
import type { CategoryCounts } from "../../../shared/api/analytics-schemas.ts";
import { AppError } from "../../app-error.ts";
import { normalizeViewPath } from "../normalize-view-path.ts";
import { QUARTER_HOURS_PER_DAY, quarterHourOf } from "../time-buckets.ts";

/** The largest quarter hour an int4 column holds: "no upper bound". */
export const NO_END = 2_147_483_647;

/**
 * A quarter-hour range [from, to) cut into the whole days inside it (read from daily rows) and
 * the quarter hours of the partial days at its ends.
 */
export interface RangeParts {
  from: number;
  to: number;
  /** [first, end) whole days; empty when first >= end. */
  days: { first: number; end: number };
  /** At most two [from, to) runs of quarter hours outside the whole days. */
  quarterHours: Array<{ from: number; to: number }>;
}

export function splitRange(from: Date | undefined, to: Date | undefined): RangeParts {
  const lo = from ? Math.max(0, quarterHourOf(from)) : 0;
  const hi = to ? Math.max(0, quarterHourOf(to)) : NO_END;
  const first = Math.ceil(lo / QUARTER_HOURS_PER_DAY);
  const end = Math.floor(hi / QUARTER_HOURS_PER_DAY);
  if (first >= end) {
    return { from: lo, to: hi, days: { first: 0, end: 0 }, quarterHours: [{ from: lo, to: hi }] };
  }
  const quarterHours = [
    { from: lo, to: first * QUARTER_HOURS_PER_DAY },
    { from: end * QUARTER_HOURS_PER_DAY, to: hi },
  ].filter((run) => run.from < run.to);
  return { from: lo, to: hi, days: { first, end }, quarterHours };
}

/** SQL true for a `bucket` inside one of the runs (false when there are none). */
export function inQuarterHours(parts: RangeParts, column = sql.ref("bucket")): RawBuilder<unknown> {
  if (parts.quarterHours.length === 0) return sql`false`;
  return sql.join(
    parts.quarterHours.map((run) => sql`(${column} >= ${run.from} and ${column} < ${run.to})`),
    sql` or `,
  );
}

/** The site of a project, looked up inside the query: one round trip per answer. */
export function siteOf(projectId: string): RawBuilder<number> {
  return sql<number>`(select id from analytics_sites where project_id = ${projectId})`;
}

/**
 * The path a `path` filter means, normalised as event paths are, so `/guide.md` filters `/guide`.
 * A path that cannot be a page is refused with a 400 naming the field.
 */
export function filterPath(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const normalized = normalizeViewPath(path);
  if (!normalized) {
    throw new AppError("invalid_request", "path must be a page path such as /docs/install.", {
      details: [
        {
          field: "path",
          message: "path must be a page path or URL without spaces or control characters",
        },
      ],
    });
  }
  return normalized.path;
}

/** The id of a path of a site, as SQL (null when the site never saw the path). */
export function pathIdOf(site: RawBuilder<number>, path: string): RawBuilder<number> {
  return sql<number>`(select id from analytics_paths where site_id = ${site} and path = ${path})`;
}

export function categoryCounts(row: {
  human: number | string | null;
  ai_assistant: number | string | null;
  ai_search: number | string | null;
  ai_training: number | string | null;
}): CategoryCounts {
  const human = Number(row.human ?? 0);
  const assistant = Number(row.ai_assistant ?? 0);
  const search = Number(row.ai_search ?? 0);
  const training = Number(row.ai_training ?? 0);
  const ai = assistant + search + training;
  return { human, ai, total: human + ai, assistant, search, training };
}

/**
 * The cells of a site's batches not folded yet in quarter hours [from, to), as rows of bucket,
 * path_id, kind and views: every read adds them to what is folded.
 */
export function pendingCells(
  site: RawBuilder<number> | number,
  from: number,
  to: number,
): RawBuilder<unknown> {
  return sql`
    select u.bucket, u.path_id, u.kind, u.views
    from analytics_pending_views p
    cross join lateral unnest(p.buckets, p.path_ids, p.kinds, p.views)
      as u (bucket, path_id, kind, views)
    where p.site_id = ${site} and p.last_bucket >= ${from} and p.first_bucket < ${to}
      and u.bucket >= ${from} and u.bucket < ${to}
  `;
}
