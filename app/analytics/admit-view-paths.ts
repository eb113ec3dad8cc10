import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import {
  addNewPathsAdmitted,
  admitDigests,
  findAdmittedDigests,
  lockNewPathDay,
} from "./path-admission.repository.ts";

/** Where the views of paths past a site's daily allowance of new paths are counted. */
export const OVERFLOW_PATH = "/_inkwell/other-paths";

export interface PathAllowance {
  /** New paths the site may add per UTC day; undefined: no limit (an operator's import). */
  newPathsPerDay: number | undefined;
  /** The UTC day it is now. */
  day: number;
}

/**
 * The views with every path the site may count: paths it has seen before, and new ones while the
 * day's allowance lasts (the most viewed in the batch first); the views of the other new paths
 * count under OVERFLOW_PATH. Bounds how fast a write key can grow the path dictionary and every
 * per-path table, whatever paths it makes up. Returns how many views were moved there.
 */
export async function admitViewPaths<V extends { path: string }>(
  db: Kysely<Database>,
  siteId: number,
  views: V[],
  allowance: PathAllowance,
): Promise<{ views: V[]; overflowed: number }> {
  const viewsPerPath = new Map<string, number>();
  for (const view of views) {
    if (view.path !== OVERFLOW_PATH) {
      viewsPerPath.set(view.path, (viewsPerPath.get(view.path) ?? 0) + 1);
    }
  }
  if (viewsPerPath.size === 0) return { views, overflowed: 0 };
  const digestOf = new Map([...viewsPerPath.keys()].map((path) => [path, pathDigest(path)]));
  const known = await findAdmittedDigests(db, siteId, [...digestOf.values()]);
  let fresh = [...digestOf].filter(([, digest]) => !known.has(digest));
  if (fresh.length === 0) return { views, overflowed: 0 };
  if (allowance.newPathsPerDay === undefined) {
    await admitDigests(
      db,
      siteId,
      fresh.map(([, digest]) => digest),
    );
    return { views, overflowed: 0 };
  }

  const admittedToday = await lockNewPathDay(db, siteId, allowance.day);
  // Another batch may have admitted some of them while this one waited for the lock.
  const nowKnown = await findAdmittedDigests(
    db,
    siteId,
    fresh.map(([, digest]) => digest),
  );
  fresh = fresh.filter(([, digest]) => !nowKnown.has(digest));
  const places = Math.max(0, allowance.newPathsPerDay - admittedToday);
  fresh.sort(
    ([a], [b]) =>
      (viewsPerPath.get(b) ?? 0) - (viewsPerPath.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const admitted = fresh.slice(0, places);
  const added = await admitDigests(
    db,
    siteId,
    admitted.map(([, digest]) => digest),
  );
  if (added > 0) await addNewPathsAdmitted(db, siteId, added);
  const refused = new Set(fresh.slice(places).map(([path]) => path));
  if (refused.size === 0) return { views, overflowed: 0 };
  let overflowed = 0;
  const kept = views.map((view) => {
    if (!refused.has(view.path)) return view;
    overflowed += 1;
    return { ...view, path: OVERFLOW_PATH };
  });
  return { views: kept, overflowed };
}

/** The first 16 bytes of the SHA-256 of the path, in hex: what analytics_admitted_paths keeps. */
export function pathDigest(path: string): string {
  return createHash("sha256").update(path, "utf8").digest("hex").slice(0, 32);
}
