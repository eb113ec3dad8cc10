import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { aiReferrerOfHost } from "../classify/ai-referrers.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import { reserveNewReferrers } from "../store/path-admission.repository.ts";

/** Where views from referring hosts past a site's daily allowance of new hosts are counted. */
export const OTHER_REFERRER = "(other)";

/** New referring hosts a site may add per UTC day when the caller sets no other allowance. */
export const NEW_REFERRERS_PER_DAY = 1000;

/**
 * Which of a batch's new referring hosts the site may count: every AI product's host (a short,
 * fixed list), and others while the day's allowance lasts (the most frequent in the batch first);
 * the rest count under OTHER_REFERRER. Bounds how fast a write key can grow the host dictionary
 * and the per-host rollups, whatever hosts it makes up. Places are taken in a transaction of
 * their own, as for paths (`admit-view-paths.ts`).
 */
export async function planReferrerAdmission(
  db: Kysely<Database>,
  siteId: number,
  newHosts: ReadonlyMap<string, number>,
  allowance: { perDay: number | undefined; day: number },
): Promise<Set<string>> {
  const fresh = [...newHosts.keys()].filter(
    (host) => host !== OTHER_REFERRER && aiReferrerOfHost(host) === undefined,
  );
  if (fresh.length === 0 || allowance.perDay === undefined) return new Set();
  const places = await reserveNewReferrers(
    db,
    siteId,
    allowance.day,
    fresh.length,
    allowance.perDay,
  );
  fresh.sort((a, b) => (newHosts.get(b) ?? 0) - (newHosts.get(a) ?? 0) || compareCodePoints(a, b));
  return new Set(fresh.slice(places));
}
