import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { HttpApp } from "./create-http-app.ts";

interface SiteAsset {
  path: string;
  body: string;
  contentType: string;
  etag: string;
}

const STATIC_DIR = path.join(import.meta.dirname, "static");

function readAsset(name: string, urlPath: string, contentType: string): SiteAsset {
  const body = readFileSync(path.join(STATIC_DIR, name), "utf8");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 12);
  return { path: urlPath, body, contentType, etag: `"${hash}"` };
}

const STYLESHEET = readAsset("inkwell.css", "/assets/inkwell.css", "text/css; charset=utf-8");
const FAVICON = readAsset("favicon.svg", "/favicon.svg", "image/svg+xml");

/**
 * Where the server's own pages (the status page, the setup pages) find their stylesheet: a file
 * of this server, versioned by its content so it is cached for good, as the pages' content
 * security policy (`style-src 'self'`) allows; no inline style.
 */
export const SITE_STYLESHEET_URL = `${STYLESHEET.path}?v=${STYLESHEET.etag.slice(1, -1)}`;
export const FAVICON_URL = FAVICON.path;

/** Serves the stylesheet and the icon (`/favicon.ico` too, which browsers ask for by themselves). */
export function registerSiteAssets(app: HttpApp): void {
  for (const [urlPath, asset] of [
    [STYLESHEET.path, STYLESHEET],
    [FAVICON.path, FAVICON],
    ["/favicon.ico", FAVICON],
  ] as const) {
    app.get(urlPath, (c) => {
      const versioned = c.req.query("v") !== undefined;
      c.header(
        "Cache-Control",
        versioned ? "public, max-age=31536000, immutable" : "public, max-age=86400",
      );
      c.header("ETag", asset.etag);
      if (c.req.header("if-none-match") === asset.etag) return c.body(null, 304);
      c.header("Content-Type", asset.contentType);
      return c.body(asset.body);
    });
  }
}
