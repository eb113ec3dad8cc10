import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

export interface DashboardAsset {
  body: string;
  contentType: string;
  /** `/app/static/<name>?v=<hash>`: a new URL whenever the file changes, so it can be cached for good. */
  url: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

const STATIC_DIR = path.join(import.meta.dirname, "static");

/** The dashboard's own stylesheet and script, read once: no third-party file is ever served. */
export const dashboardAssets: ReadonlyMap<string, DashboardAsset> = new Map(
  ["dashboard.css", "dashboard.js"].map((name) => {
    const body = readFileSync(path.join(STATIC_DIR, name), "utf8");
    const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
    const asset: DashboardAsset = {
      body,
      contentType: CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream",
      url: `/app/static/${name}?v=${hash}`,
      etag: `"${hash}"`,
    };
    return [name, asset];
  }),
);

export function assetUrl(name: "dashboard.css" | "dashboard.js"): string {
  const asset = dashboardAssets.get(name);
  if (!asset) throw new Error(`no dashboard asset ${name}`);
  return asset.url;
}
