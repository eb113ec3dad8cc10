import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { compareCodePoints } from "../compare-code-points.ts";
import {
  admitDigests,
  findAdmittedDigests,
  reserveNewPaths,
} from "../store/path-admission.repository.ts";

/** Where the views of paths past a site's daily allowance of new paths are counted. */
export const OVERFLOW_PATH = "/_inkwell/other-paths";

export interface PathAllowance {
  /** New paths the site may add per UTC day; undefined: no limit (an operator's import). */
  newPathsPerDay: number | undefined;
  /** The UTC day it is now. */
  day: number;
}

/** Which new paths a batch adds, and which it counts under OVERFLOW_PATH. */
export interface PathAdmission {
  /** New paths to add (admitted now, or before by a batch that has not stored them yet). */
  admit: string[];
  /** New paths past the day's allowance. */
  refused: Set<string>;
}

/**
 * Decides which of a batch's new paths the site may count: new ones while the day's allowance
 * lasts (the most viewed in the batch first); the views of the others count under
 * OVERFLOW_PATH. Bounds how fast a write key can grow the path dictionary and every per-path
 * value, whatever paths it makes up.
 *
 * Runs before the batch's transaction, and takes its places from the day's allowance in a
 * transaction of its own that commits at once: concurrent batches with new paths wait for each
 * other only that long, not until each stores its views. A batch that then fails has used its
 * places: the allowance errs on the side of fewer paths, never more.
 */
export async function planPathAdmission(
  db: Kysely<Database>,
  siteId: number,
  views: ReadonlyArray<{ path: string }>,
  allowance: PathAllowance,
): Promise<PathAdmission> {
  const viewsPerPath = new Map<string, number>();
  for (const view of views) {
    if (view.path !== OVERFLOW_PATH) {
      viewsPerPath.set(view.path, (viewsPerPath.get(view.path) ?? 0) + 1);
    }
  }
  const none: PathAdmission = { admit: [], refused: new Set() };
  if (viewsPerPath.size === 0) return none;
  const digestOf = new Map([...viewsPerPath.keys()].map((path) => [path, pathDigest(path)]));
  const known = await findAdmittedDigests(db, siteId, [...digestOf.values()]);
  const fresh = [...viewsPerPath.keys()].filter((path) => !known.has(digestOf.get(path) as string));
  const admittedBefore = [...viewsPerPath.keys()].filter((path) =>
    known.has(digestOf.get(path) as string),
  );
  if (fresh.length === 0 || allowance.newPathsPerDay === undefined) {
    return { admit: [...admittedBefore, ...fresh], refused: new Set() };
  }
  const places = await reserveNewPaths(
    db,
    siteId,
    allowance.day,
    fresh.length,
    allowance.newPathsPerDay,
  );
  fresh.sort(
    (a, b) => (viewsPerPath.get(b) ?? 0) - (viewsPerPath.get(a) ?? 0) || compareCodePoints(a, b),
  );
  return {
    admit: [...admittedBefore, ...fresh.slice(0, places)],
    refused: new Set(fresh.slice(places)),
  };
}

/**
 * Records the admitted paths and moves the views of refused ones to OVERFLOW_PATH, inside the
 * batch's transaction.
 */
export async function applyPathAdmission<V extends { path: string }>(
  db: Kysely<Database>,
  siteId: number,
  views: V[],
  admission: PathAdmission,
): Promise<V[]> {
  // Sorted: concurrent batches admitting the same paths take their index entries in one order.
  await admitDigests(db, siteId, admission.admit.map(pathDigest).sort());
  if (admission.refused.size === 0) return views;
  return views.map((view) =>
    admission.refused.has(view.path) ? { ...view, path: OVERFLOW_PATH } : view,
  );
}

/** The first 16 bytes of the SHA-256 of the path, in hex: what analytics_admitted_paths keeps. */
function pathDigest(path: string): string {
  return createHash("sha256").update(path, "utf8").digest("hex").slice(0, 32);
}
