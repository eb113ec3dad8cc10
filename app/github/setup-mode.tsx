import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import path from "node:path";
import { parseEnv } from "node:util";
import { request as octokitRequest } from "@octokit/request";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import type { Child } from "hono/jsx";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import YAML from "yaml";
import { type Config, DASHBOARD_CALLBACK_PATH, WEBHOOK_PATH } from "../config.ts";
import { packageRoot } from "../package-root.ts";
import {
  ConfirmPage,
  ProblemPage,
  RegistrationPage,
  type SetupPageAssets,
  SuccessPage,
} from "./setup-pages.tsx";

const TOKEN_COOKIE = "inkwell_setup";
/** The state a registration page minted, bound to the browser that opened it. */
const STATE_COOKIE = "inkwell_setup_state";
const MAX_CODE_LENGTH = 100;

export interface SetupModeOptions {
  config: Pick<Readonly<Config>, "publicUrl" | "webhookProxyUrl" | "githubHost" | "githubOrg">;
  log: Logger;
  /** Lets a browser on another machine in: `/probot?token=…`, printed at start-up. */
  token: string;
  /** Where the registered app's credentials are written (`.env` in the working folder). */
  envFile: string;
  /**
   * This server's own address (its loopback address once listening): the manifest's URLs use it
   * when INKWELL_PUBLIC_URL is not set, never a request's Host header.
   */
  localUrl: () => string;
  assets: SetupPageAssets;
  /** The server's environment: an INKWELL_SECRET set there is kept, never replaced in `.env`. */
  env?: NodeJS.ProcessEnv;
  /** GitHub's REST API, replaceable in tests. */
  request?: typeof octokitRequest;
}

type SetupEnv = { Bindings: { incoming?: IncomingMessage } };

/** A one-time token for setup mode: 24 random bytes, URL-safe. */
export function createSetupToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The paths the setup pages answer; every other request goes on to Inkwell's app. */
export function isSetupPath(pathname: string): boolean {
  return pathname === "/" || /^\/probot(\/(setup|success))?\/?$/.test(pathname);
}

/**
 * Setup mode: while no GitHub App is configured, the pages that register one through GitHub's
 * manifest flow, then write its credentials to `.env`. Whoever completes the flow chooses the app
 * (and so the webhook secret) the server will trust, so the pages answer only a browser on this
 * machine (a loopback address, not through a proxy) or one that presents the token printed at
 * start-up; and the credentials are written only on a POST from this server's own confirmation
 * page, carrying the state that the registration page minted for the same browser (a cookie), so
 * no page of another site can make the server take an app of its choosing. Importing an existing
 * app's credentials over HTTP is not offered: set APP_ID, PRIVATE_KEY and WEBHOOK_SECRET instead.
 */
export function createSetupApp(options: SetupModeOptions): Hono<SetupEnv> {
  const request = options.request ?? octokitRequest;
  const { assets } = options;
  const base = () => options.config.publicUrl ?? options.localUrl();
  const app = new Hono<SetupEnv>();

  app.use("*", async (c, next) => {
    // Only this server's own names: a page whose name resolves here (DNS rebinding) gets nothing.
    if (!knownHosts(options, base()).has((c.req.header("host") ?? "").toLowerCase())) {
      return c.text(
        "Setup mode answers only at this server's own address (localhost, or INKWELL_PUBLIC_URL).\n",
        403,
      );
    }
    const queryToken = c.req.query("token");
    const presented = queryToken ?? getCookie(c, TOKEN_COOKIE);
    const incoming = c.env?.incoming;
    if (!(incoming && isLocalBrowser(incoming)) && !sameToken(presented, options.token)) {
      return c.text(
        "Setup mode answers this machine only. From elsewhere, open the address with the token the server printed at start-up.\n",
        403,
      );
    }
    if (queryToken && sameToken(queryToken, options.token)) {
      // Kept for GitHub's redirect back to /probot/setup, which cannot carry the token itself.
      setCookie(c, TOKEN_COOKIE, options.token, {
        path: "/probot",
        httpOnly: true,
        sameSite: "Lax",
        maxAge: 3600,
      });
    }
    c.header("Cache-Control", "no-store");
    await next();
  });

  app.get("/", (c) => c.redirect("/probot", 302));

  app.get("/probot", async (c) => {
    const state = randomBytes(18).toString("base64url");
    // Lax: the cookie comes back on GitHub's redirect (a top-level GET), never on another site's POST.
    setCookie(c, STATE_COOKIE, state, {
      path: "/probot",
      httpOnly: true,
      sameSite: "Lax",
      maxAge: 3600,
    });
    const target = createAppUrl(options.config);
    const manifest = await buildManifest(options.config, base());
    return sendPage(
      c,
      <RegistrationPage
        assets={assets}
        formAction={`${target}?state=${encodeURIComponent(state)}`}
        manifest={JSON.stringify(manifest)}
        returnUrl={`${base()}/probot/setup`}
        publicUrlSet={options.config.publicUrl !== undefined}
      />,
      200,
      new URL(target).origin,
    );
  });

  // GitHub's redirect lands here: a page that asks to confirm, and changes nothing.
  app.get("/probot/setup", (c) => {
    const code = c.req.query("code") ?? "";
    const state = c.req.query("state") ?? "";
    if (!isValidCode(code)) return badCode(c);
    return sendPage(
      c,
      <ConfirmPage
        assets={assets}
        code={code}
        state={state}
        startedHere={sameToken(state, getCookie(c, STATE_COOKIE))}
      />,
      200,
      "'self'",
    );
  });

  app.post("/probot/setup", bodyLimit({ maxSize: 4096 }), async (c) => {
    const origin = c.req.header("origin");
    // A browser names the page a form came from; only this server's own page may send this one.
    if (origin !== undefined && !knownHosts(options, base()).has(hostOf(origin))) {
      return problem(
        c,
        403,
        "Refused",
        "This form can only be sent from this server's own page. Nothing was changed.",
      );
    }
    const form = await c.req.parseBody();
    const code = typeof form.code === "string" ? form.code : "";
    const state = typeof form.state === "string" ? form.state : "";
    if (!sameToken(state, getCookie(c, STATE_COOKIE))) {
      return problem(
        c,
        403,
        "Registration not started here",
        "This registration was not started from this browser, or it was started again since. Nothing was changed.",
      );
    }
    if (!isValidCode(code)) return badCode(c);
    let created: Awaited<ReturnType<typeof convertManifest>>;
    try {
      created = await convertManifest(request, options, code);
    } catch (error) {
      // Octokit reports a network failure as status 500 without a response.
      const { status, response } = error as { status?: unknown; response?: unknown };
      options.log.warn({ err: error }, "GitHub App registration failed");
      return problem(
        c,
        502,
        "Registration failed",
        typeof status === "number" && response !== undefined
          ? `GitHub refused to hand over the new app (HTTP ${status}): its code may have expired or been used already. Nothing was changed.`
          : `GitHub could not be reached at ${options.config.githubHost.apiUrl}. Nothing was changed; check this server's network access to GitHub, then start again.`,
      );
    }
    // Dashboard sign-in needs INKWELL_SECRET beside the client id and secret: without one the
    // restarted server would refuse to start. One already configured is kept.
    const secret = (await hasEnvValue(options.envFile, "INKWELL_SECRET", options.env))
      ? {}
      : { INKWELL_SECRET: randomBytes(32).toString("base64url") };
    await updateEnvFile(options.envFile, { ...created.env, ...secret });
    options.log.info(
      { appId: created.env.APP_ID },
      "GitHub App registered and written to .env: restart the server to use it",
    );
    setCookie(c, STATE_COOKIE, "", { path: "/probot", httpOnly: true, sameSite: "Lax", maxAge: 0 });
    return c.redirect(`${created.htmlUrl}/installations/new`, 303);
  });

  app.get("/probot/success", (c) => sendPage(c, <SuccessPage assets={assets} />, 200, "'none'"));

  app.all("*", (c) =>
    problem(
      c,
      405,
      "Not allowed",
      `${c.req.method} is not allowed here: open /probot in a browser.`,
    ),
  );

  function badCode(c: Context<SetupEnv>) {
    return problem(
      c,
      400,
      "Not a code from GitHub",
      "The code from GitHub is missing or not valid: start again at /probot.",
    );
  }

  function problem(
    c: Context<SetupEnv>,
    status: ContentfulStatusCode,
    title: string,
    message: string,
  ) {
    return sendPage(
      c,
      <ProblemPage assets={assets} title={title} message={message} />,
      status,
      "'none'",
    );
  }

  return app;
}

function isValidCode(code: string): boolean {
  return /^[\w-]+$/.test(code) && code.length <= MAX_CODE_LENGTH;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}

/** The names this server answers to: its loopback names on its port, and its public address. */
function knownHosts(options: SetupModeOptions, base: string): Set<string> {
  const local = new URL(options.localUrl());
  const port = local.port ? `:${local.port}` : "";
  const names = ["localhost", "127.0.0.1", "[::1]", local.hostname].map((name) => `${name}${port}`);
  return new Set([...names, hostOf(base)].map((host) => host.toLowerCase()));
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
    // Where GitHub may send a user back after signing in to the dashboard.
    callback_urls: [`${base}${DASHBOARD_CALLBACK_PATH}`],
    version: "v1",
  };
}

/** GitHub's page that creates the app: on the organisation named by GH_ORG, else on the signed-in user. */
export function createAppUrl(config: SetupModeOptions["config"]): string {
  const owner = config.githubOrg ? `/organizations/${encodeURIComponent(config.githubOrg)}` : "";
  return `${config.githubHost.webUrl}${owner}/settings/apps/new`;
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

/** Whether a variable has a value in the environment or, not commented out, in an env file. */
export async function hasEnvValue(
  file: string,
  name: string,
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  if (env[name]?.trim()) return true;
  let text = "";
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return Boolean(parseEnv(text)[name]?.trim());
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

function sameToken(presented: string | null | undefined, expected: string | undefined): boolean {
  if (!presented || !expected) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A setup page, with a policy that lets it load only this server's stylesheet and post its form. */
function sendPage(
  c: Context<SetupEnv>,
  page: Child,
  status: ContentfulStatusCode,
  formAction: string,
): Response | Promise<Response> {
  const policy = [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  c.header("Content-Security-Policy", policy);
  return c.html(html`<!doctype html>${page}`, status);
}
