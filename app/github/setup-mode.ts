import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { request as octokitRequest } from "@octokit/request";
import type { Logger } from "pino";
import YAML from "yaml";
import { type Config, WEBHOOK_PATH } from "../config.ts";
import { packageRoot } from "../package-root.ts";

const TOKEN_COOKIE = "inkwell_setup";
const MAX_CODE_LENGTH = 100;

export interface SetupModeOptions {
  config: Pick<Readonly<Config>, "publicUrl" | "webhookProxyUrl" | "githubHost" | "githubOrg">;
  log: Logger;
  /** Lets a browser on another machine in: `/probot?token=…`, printed at start-up. */
  token: string;
  /** Where the registered app's credentials are written (`.env` in the working folder). */
  envFile: string;
  /** GitHub's REST API, replaceable in tests. */
  request?: typeof octokitRequest;
}

/** A one-time token for setup mode: 24 random bytes, URL-safe. */
export function createSetupToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Setup mode: while no GitHub App is configured, the pages that register one through GitHub's
 * manifest flow, then write its credentials to `.env`. Whoever completes the flow chooses the app
 * (and so the webhook secret) the server will trust, so the pages answer only a browser on this
 * machine (a loopback address, not through a proxy) or one that presents the token printed at
 * start-up. Importing an existing app's credentials over HTTP is not offered: set APP_ID,
 * PRIVATE_KEY and WEBHOOK_SECRET in the environment instead.
 */
export async function createSetupHandler(options: SetupModeOptions) {
  const request = options.request ?? octokitRequest;
  const pkg = { name: "Inkwell", version: "", description: "" };
  const { setupView, successView } = await loadProbotViews();

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const isSetupPath =
      url.pathname === "/" || /^\/probot(\/(setup|success))?\/?$/.test(url.pathname);
    if (!isSetupPath || (req.method !== "GET" && req.method !== "HEAD")) return false;

    const presented = url.searchParams.get("token") ?? readCookie(req, TOKEN_COOKIE);
    if (!isLocalBrowser(req) && !sameToken(presented, options.token)) {
      sendText(
        res,
        403,
        "Setup mode answers this machine only. From elsewhere, open the address with the token the server printed at start-up.",
      );
      return true;
    }
    if (url.searchParams.get("token") && sameToken(presented, options.token)) {
      // Kept for GitHub's redirect back to /probot/setup, which cannot carry the token itself.
      res.setHeader(
        "Set-Cookie",
        `${TOKEN_COOKIE}=${options.token}; Path=/probot; HttpOnly; SameSite=Lax; Max-Age=3600`,
      );
    }

    if (url.pathname === "/") {
      res.writeHead(302, { location: "/probot" }).end();
      return true;
    }
    const base = options.config.publicUrl ?? `http://${req.headers.host ?? "localhost"}`;
    if (url.pathname.startsWith("/probot/setup")) {
      const code = url.searchParams.get("code") ?? "";
      if (!/^[\w-]+$/.test(code) || code.length > MAX_CODE_LENGTH) {
        sendText(res, 400, "The code from GitHub is missing or not valid: start again at /probot");
        return true;
      }
      const created = await convertManifest(request, options, code);
      await updateEnvFile(options.envFile, created.env);
      options.log.info(
        { appId: created.env.APP_ID },
        "GitHub App registered and written to .env: restart the server to use it",
      );
      res.writeHead(302, { location: `${created.htmlUrl}/installations/new` }).end();
      return true;
    }
    if (url.pathname.startsWith("/probot/success")) {
      sendPage(res, successView({ name: pkg.name }));
      return true;
    }
    const manifest = await buildManifest(options.config, base);
    sendPage(
      res,
      setupView({
        name: pkg.name,
        version: pkg.version,
        description: pkg.description,
        createAppUrl: createAppUrl(options.config),
        manifest: JSON.stringify(manifest),
      }),
      createAppUrl(options.config),
    );
    return true;
  };
}

/** Where GitHub sends the app's webhooks: the proxy in development, else this server's webhook route. */
export function manifestWebhookUrl(
  config: Pick<Readonly<Config>, "publicUrl" | "webhookProxyUrl">,
  base: string,
): string {
  return config.webhookProxyUrl ?? `${config.publicUrl ?? base}${WEBHOOK_PATH}`;
}

async function buildManifest(
  config: SetupModeOptions["config"],
  base: string,
): Promise<Record<string, unknown>> {
  let fromFile: Record<string, unknown> = {};
  try {
    fromFile = (YAML.parse(await readFile(path.join(packageRoot(), "app.yml"), "utf8")) ??
      {}) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return {
    name: "Inkwell",
    public: false,
    ...fromFile,
    url: fromFile.url ?? base,
    // These depend on where this server is reached, never on what app.yml says.
    hook_attributes: { url: manifestWebhookUrl(config, base), active: true },
    redirect_url: `${base}/probot/setup`,
    version: "v1",
  };
}

/** GitHub's page that creates the app: on the organisation named by GH_ORG, else on the signed-in user. */
export function createAppUrl(config: SetupModeOptions["config"]): string {
  const owner = config.githubOrg ? `/organizations/${encodeURIComponent(config.githubOrg)}` : "";
  return `${config.githubHost.webUrl}${owner}/settings/apps/new`;
}

interface ProbotViews {
  setupView(input: {
    name: string;
    version: string;
    description: string;
    createAppUrl: string;
    manifest: string;
  }): string;
  successView(input: { name: string }): string;
}

/** Probot's registration pages; the package exports only its entry point, so they are loaded by path. */
async function loadProbotViews(): Promise<ProbotViews> {
  const views = path.join(path.dirname(createRequire(import.meta.url).resolve("probot")), "views");
  const load = (name: string) => import(pathToFileURL(path.join(views, `${name}.js`)).href);
  const [setup, success] = await Promise.all([load("setup"), load("success")]);
  return { setupView: setup.setupView, successView: success.successView };
}

async function convertManifest(
  request: typeof octokitRequest,
  options: SetupModeOptions,
  code: string,
): Promise<{ htmlUrl: string; env: Record<string, string> }> {
  const { data } = await request("POST /app-manifests/{code}/conversions", {
    code,
    baseUrl: options.config.githubHost.apiUrl,
  });
  return {
    htmlUrl: data.html_url,
    env: {
      APP_ID: String(data.id),
      PRIVATE_KEY: `"${data.pem.trim().replaceAll("\n", "\\n")}"`,
      WEBHOOK_SECRET: data.webhook_secret ?? "",
      GITHUB_CLIENT_ID: data.client_id,
      GITHUB_CLIENT_SECRET: data.client_secret,
    },
  };
}

/** Sets the variables in an env file (others kept), readable by this user only. */
export async function updateEnvFile(file: string, values: Record<string, string>): Promise<void> {
  let lines: string[] = [];
  try {
    lines = (await readFile(file, "utf8")).split("\n");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const kept = lines.filter((line) => {
    const name = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
    return !(name && name in values) && line.trim() !== "";
  });
  const added = Object.entries(values).map(([name, value]) => `${name}=${value}`);
  // A new file replaces the old one: created private, whatever mode the old one had.
  const fresh = `${file}.${process.pid}.tmp`;
  await writeFile(fresh, `${[...kept, ...added].join("\n")}\n`, { mode: 0o600 });
  await rename(fresh, file);
}

/**
 * A browser on this machine: the connection comes from a loopback address and no proxy header
 * says it was forwarded (a proxy on this machine would make every visitor look local).
 */
export function isLocalBrowser(req: IncomingMessage): boolean {
  if (req.headers["x-forwarded-for"] || req.headers.forwarded || req.headers["x-real-ip"]) {
    return false;
  }
  const address = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  if (isIP(address) === 4) return address.startsWith("127.");
  return address === "::1";
}

function sameToken(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(`${text}\n`);
}

/** Probot's pages: its stylesheet from this server, and (on the first) a form posted to GitHub. */
function sendPage(res: ServerResponse, html: string, formTarget?: string): void {
  const policy = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${formTarget ? new URL(formTarget).origin : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  res
    .writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": policy,
      "cache-control": "no-store",
    })
    .end(html);
}
