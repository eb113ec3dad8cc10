import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hono } from "hono";
import type { HttpEnv } from "./http-env.ts";

/** The viewer's files, from the installed swagger-ui-dist package: nothing is fetched elsewhere. */
const VIEWER_FILES = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
} as const;
type ViewerFile = keyof typeof VIEWER_FILES;

const viewerDir = path.dirname(
  createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"),
);

/** Starts the viewer on the page's element once its bundle has loaded (no inline script). */
const START_SCRIPT = `window.addEventListener("DOMContentLoaded", function () {
  window.SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#reference",
    deepLinking: true,
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inkwell API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="Inkwell API reference"><noscript>The API reference needs JavaScript; the raw document is at <a href="/openapi.json">/openapi.json</a>.</noscript></main>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/start.js"></script>
</body>
</html>
`;

/**
 * What the viewer needs and no more: its own scripts and styles from this server, inline styles
 * (it sets style attributes as it renders), data: images (its icons), and requests back to this
 * server (or the public URL) for the document and "try it out".
 */
function pagePolicy(publicUrl: string | undefined): string {
  const connect = publicUrl ? `'self' ${new URL(publicUrl).origin}` : "'self'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

const cache = new Map<ViewerFile, Promise<Buffer>>();

function viewerFile(name: ViewerFile): Promise<Buffer> {
  let file = cache.get(name);
  if (!file) {
    file = readFile(path.join(viewerDir, name));
    cache.set(name, file);
  }
  return file;
}

/** `/docs`: the API reference, rendered in the browser from `/openapi.json` by the viewer. */
export function registerApiReference(app: Hono<HttpEnv>, publicUrl: string | undefined): void {
  const policy = pagePolicy(publicUrl);
  app.get("/docs", (c) => {
    c.header("Content-Security-Policy", policy);
    return c.html(PAGE);
  });
  // One route for every asset: a fixed path registered before a pattern that also matches it
  // would leave Hono no router but its slower trie for every route of the server.
  app.get("/docs/assets/:name", async (c) => {
    const name = c.req.param("name");
    if (name === "start.js") {
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(START_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" });
    }
    if (!Object.hasOwn(VIEWER_FILES, name)) return c.notFound();
    const body = await viewerFile(name as ViewerFile);
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(new Uint8Array(body), 200, { "Content-Type": VIEWER_FILES[name as ViewerFile] });
  });
}
