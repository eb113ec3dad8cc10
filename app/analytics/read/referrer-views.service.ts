import type { Kysely } from "kysely";
import type { ReferredPages, ReferrerViews } from "../../../shared/api/analytics-schemas.ts";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/schema.ts";
import { aiReferrerOfHost } from "../classify/ai-referrers.ts";
import { referrerHostOf } from "../classify/referrer-host.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import { findPaths, findSiteId } from "../store/analytics.repository.ts";
import { visitReferrerCells } from "../store/day-cells.repository.ts";
import {
  findReferrerHosts,
  listReferrerHosts,
  sumSiteReferrerViews,
} from "../store/referrer-views.repository.ts";
import { filterPath, type RangeParts, splitRange } from "../store/view-range.ts";
import { sumCategoriesByKey } from "../store/view-rollup.repository.ts";
import { effectiveBound } from "../time-buckets.ts";

export interface ReferrerViewsQuery {
  /** Inclusive; rounded down to its quarter hour. Absent: from the first view. */
  from?: Date | undefined;
  /** Exclusive; rounded down to its quarter hour. Absent: up to the last view. */
  to?: Date | undefined;
  /** Only this page's views. Absent: the whole site. */
  path?: string | undefined;
  /** `ai`: only AI assistants and AI search products. */
  source?: "all" | "ai" | undefined;
  limit: number;
  offset: number;
}

/**
 * Human views per referring host, with the AI product a host belongs to (decided from the AI
 * referrer list when read, so the list applies to views counted before an entry was added), by
 * views descending then host; and how many human views came with a referrer, from AI, or none.
 */
export async function countReferrerViews(
  db: Kysely<Database>,
  projectId: string,
  query: ReferrerViewsQuery,
): Promise<ReferrerViews> {
  const { path, parts, range, empty } = referrerViewsRequest(query);
  if (parts.from >= parts.to) return empty;
  const siteId = await findSiteId(db, projectId);
  if (siteId === null) return empty;

  let perHost: Array<{ host: string; views: number }>;
  if (path === undefined) {
    // Whole days and pending batches from the rollups; the partial days' quarter hours from the
    // referrer cells of those (at most two) days.
    const byId = new Map<number, number>();
    const hosts = new Map<number, string>();
    for (const row of await sumSiteReferrerViews(db, siteId, parts)) {
      byId.set(row.id, row.views);
      hosts.set(row.id, row.host);
    }
    for (const run of parts.quarterHours) {
      await visitReferrerCells(
        db,
        siteId,
        run,
        (_path, referrerId, views) => byId.set(referrerId, (byId.get(referrerId) ?? 0) + views),
        { foldedOnly: true },
      );
    }
    const unnamed = [...byId.keys()].filter((id) => !hosts.has(id));
    for (const [id, host] of await findReferrerHosts(db, siteId, unnamed)) hosts.set(id, host);
    perHost = [...byId].map(([id, views]) => ({ host: hosts.get(id) ?? "", views }));
  } else {
    const [found] = await findPaths(db, siteId, { paths: [path] });
    if (!found) return empty;
    const byId = new Map<number, number>();
    await visitReferrerCells(
      db,
      siteId,
      parts,
      (_path, referrerId, views) => byId.set(referrerId, (byId.get(referrerId) ?? 0) + views),
      { pathId: found.id },
    );
    const hosts = await findReferrerHosts(db, siteId, [...byId.keys()]);
    perHost = [...byId].map(([id, views]) => ({ host: hosts.get(id) ?? "", views }));
  }
  const [categories] = await sumCategoriesByKey(db, projectId, parts, null, path);
  return referrerViewsAnswer(query, range, Number(categories?.human ?? 0), perHost);
}

/**
 * The answer from the range's human views and each referring host's: the page of hosts (only AI
 * ones for `source=ai`) by views descending then host, and the totals of all of them.
 */
export function referrerViewsAnswer(
  query: ReferrerViewsQuery,
  range: { dateFrom: string | null; dateTo: string | null },
  human: number,
  perHost: ReadonlyArray<{ host: string; views: number }>,
): ReferrerViews {
  const rows = perHost
    .filter((row) => row.views > 0)
    .map((row) => ({ referrer: row.host, ai: aiOf(row.host), views: row.views }));
  const referred = rows.reduce((sum, row) => sum + row.views, 0);
  const fromAi = rows.reduce((sum, row) => sum + (row.ai ? row.views : 0), 0);
  const listed = query.source === "ai" ? rows.filter((row) => row.ai !== null) : rows;
  listed.sort((a, b) => b.views - a.views || compareCodePoints(a.referrer, b.referrer));
  return {
    totals: { human, referred, direct: Math.max(0, human - referred), fromAi },
    referrers: listed.slice(query.offset, query.offset + query.limit),
    hasMore: query.offset + query.limit < listed.length,
    ...range,
  };
}

export interface ReferredPagesQuery {
  from?: Date | undefined;
  to?: Date | undefined;
  /** `ai` for every AI product, or a referring host (or URL: its host is used). */
  referrer: string;
  limit: number;
  offset: number;
}

/**
 * The pages a referrer (or every AI product together) sent human views to, by views descending
 * then path: "how many people arrived from an AI assistant, and to which pages". Reads the
 * referrer cells of the range's days (only views that came with a referrer are in them).
 */
export async function countReferredPages(
  db: Kysely<Database>,
  projectId: string,
  query: ReferredPagesQuery,
): Promise<ReferredPages> {
  const { wanted, parts, range, empty } = referredPagesRequest(query);
  if (parts.from >= parts.to) return empty;
  const siteId = await findSiteId(db, projectId);
  if (siteId === null) return empty;
  const hosts = await listReferrerHosts(db, siteId);
  const ids = new Set(
    [...hosts]
      .filter(([, host]) =>
        wanted === "ai" ? aiReferrerOfHost(host) !== undefined : host === wanted,
      )
      .map(([id]) => id),
  );
  if (ids.size === 0) return empty;
  const perPath = new Map<number, number>();
  await visitReferrerCells(db, siteId, parts, (pathId, referrerId, views) => {
    if (ids.has(referrerId)) perPath.set(pathId, (perPath.get(pathId) ?? 0) + views);
  });
  const names = new Map(
    (await findPaths(db, siteId, { ids: [...perPath.keys()] })).map((row) => [row.id, row.path]),
  );
  return referredPagesAnswer(
    query,
    { wanted, range },
    [...perPath].map(([id, views]) => ({ path: names.get(id) ?? "", views })),
  );
}

/** The answer from each page's views: the page of them by views descending then path. */
export function referredPagesAnswer(
  query: ReferredPagesQuery,
  request: { wanted: string; range: { dateFrom: string | null; dateTo: string | null } },
  perPath: ReadonlyArray<{ path: string; views: number }>,
): ReferredPages {
  const pages = perPath
    .filter((page) => page.views > 0)
    .sort((a, b) => b.views - a.views || compareCodePoints(a.path, b.path));
  return {
    referrer: request.wanted,
    totals: { views: pages.reduce((sum, page) => sum + page.views, 0) },
    pages: pages.slice(query.offset, query.offset + query.limit),
    hasMore: query.offset + query.limit < pages.length,
    ...request.range,
  };
}

/**
 * A referrers request as both stores read it: the page filter (400 for a bad one), the range's
 * parts, and the answer for a range or site without views.
 */
export function referrerViewsRequest(query: ReferrerViewsQuery): {
  path: string | undefined;
  parts: RangeParts;
  range: { dateFrom: string | null; dateTo: string | null };
  empty: ReferrerViews;
} {
  const path = filterPath(query.path);
  const parts = splitRange(query.from, query.to);
  const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
  const empty: ReferrerViews = {
    totals: { human: 0, referred: 0, direct: 0, fromAi: 0 },
    referrers: [],
    hasMore: false,
    ...range,
  };
  return { path, parts, range, empty };
}

/**
 * A referred-pages request as both stores read it: the referrer wanted (`ai` or a host; 400 for
 * anything else), the range's parts, and the answer for a range or site without views.
 */
export function referredPagesRequest(query: ReferredPagesQuery): {
  wanted: string;
  parts: RangeParts;
  range: { dateFrom: string | null; dateTo: string | null };
  empty: ReferredPages;
} {
  const wanted = query.referrer.trim().toLowerCase() === "ai" ? "ai" : referrerOf(query.referrer);
  const parts = splitRange(query.from, query.to);
  const range = { dateFrom: effectiveBound(query.from), dateTo: effectiveBound(query.to) };
  const empty: ReferredPages = {
    referrer: wanted,
    totals: { views: 0 },
    pages: [],
    hasMore: false,
    ...range,
  };
  return { wanted, parts, range, empty };
}

/** What the AI-referrer list says of a host, as the referrers answer shows it. */
export function aiOf(host: string): ReferrerViews["referrers"][number]["ai"] {
  const entry = aiReferrerOfHost(host);
  return entry ? { name: entry.name, operator: entry.operator, category: entry.category } : null;
}

/** The `referrer` parameter as a host, or `(other)`; 400 for anything else. */
export function referrerOf(raw: string): string {
  if (raw === "(other)") return raw;
  const host = referrerHostOf(raw);
  if (!host) {
    throw new AppError("invalid_request", "referrer must be ai or a host such as chatgpt.com.", {
      details: [{ field: "referrer", message: "referrer must be ai, or a host name or URL" }],
    });
  }
  return host;
}
