import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import type { Child } from "hono/jsx";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import { type Config, DASHBOARD_CALLBACK_PATH } from "../config.ts";
import type { DashboardSessionRow } from "../db/schema.ts";
import type { HttpEnv } from "../http/http-env.ts";
import { SESSION_MAX_AGE_MS, SIGN_IN_TTL_MS } from "./dashboard-session.service.ts";
import type { TokenCipher } from "./token-cipher.ts";
import type { SignedInUser } from "./views/dashboard-layout.tsx";

/** The Hono environment of the dashboard's routes. */
export type DashboardEnv = {
  Variables: HttpEnv["Variables"] & { session: DashboardSessionRow };
  Bindings: { incoming?: IncomingMessage };
};
export type DashboardContext = Context<DashboardEnv>;

const SESSION_COOKIE = "inkwell_session";
const SIGN_IN_COOKIE = "inkwell_sign_in";
const FLASH_COOKIE = "inkwell_flash";

/**
 * Only our own files: no inline script or style, no third-party origin, no framing. Form posts
 * and everything else stay on this server.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

export const dashboardHeaders = createMiddleware<DashboardEnv>(async (c, next) => {
  await next();
  c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  // The front door has set nosniff and no framing on every response. Its no-referrer becomes
  // same-origin here: the dashboard's pages send a Referer to the dashboard, never elsewhere.
  c.header("Referrer-Policy", "same-origin");
  c.header("Cross-Origin-Opener-Policy", "same-origin");
  c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  // Pages hold one user's data: never kept by a shared cache or the back-forward cache.
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});

/** True when the browser reaches us over https, so cookies must be Secure. */
function servedOverHttps(config: Pick<Config, "publicUrl">, c: Context): boolean {
  if (config.publicUrl?.startsWith("https:")) return true;
  return new URL(c.req.url).protocol === "https:";
}

/** The address the browser uses for this server: INKWELL_PUBLIC_URL, else the request's origin. */
export function publicOrigin(config: Pick<Config, "publicUrl">, c: Context): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : new URL(c.req.url).origin;
}

export function callbackUrl(config: Pick<Config, "publicUrl">, c: Context): string {
  const base = config.publicUrl ?? new URL(c.req.url).origin;
  return `${base}${DASHBOARD_CALLBACK_PATH}`;
}

export function setSessionCookie(
  config: Pick<Config, "publicUrl">,
  c: Context,
  token: string,
): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: servedOverHttps(config, c),
    sameSite: "Lax",
    path: "/app",
    maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000),
  });
}

export function clearSessionCookie(config: Pick<Config, "publicUrl">, c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/app", secure: servedOverHttps(config, c) });
}

export function sessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** The sign-in's state, kept by this browser only, to be matched on the callback. */
export function setSignInCookie(
  config: Pick<Config, "publicUrl">,
  c: Context,
  state: string,
): void {
  setCookie(c, SIGN_IN_COOKIE, state, {
    httpOnly: true,
    secure: servedOverHttps(config, c),
    // GitHub's redirect back is a top-level navigation, which Lax cookies accompany.
    sameSite: "Lax",
    path: "/app/auth",
    maxAge: Math.floor(SIGN_IN_TTL_MS / 1000),
  });
}

export function takeSignInCookie(
  config: Pick<Config, "publicUrl">,
  c: Context,
): string | undefined {
  const state = getCookie(c, SIGN_IN_COOKIE);
  deleteCookie(c, SIGN_IN_COOKIE, { path: "/app/auth", secure: servedOverHttps(config, c) });
  return state;
}

/** How long a one-time flash waits for the page it is for: the redirect that follows at once. */
const FLASH_MAX_AGE_SECONDS = 60;

/**
 * Leaves a value (already sealed by the caller) for the next GET of `path` only: what a POST
 * made is shown after its redirect, and a reload of that page finds it gone.
 */
export function setFlashCookie(
  config: Pick<Config, "publicUrl">,
  c: Context,
  path: string,
  value: string,
): void {
  setCookie(c, FLASH_COOKIE, value, {
    httpOnly: true,
    secure: servedOverHttps(config, c),
    sameSite: "Strict",
    path,
    maxAge: FLASH_MAX_AGE_SECONDS,
  });
}

/** The flash left for this page, removed as it is read. */
export function takeFlashCookie(
  config: Pick<Config, "publicUrl">,
  c: Context,
  path: string,
): string | undefined {
  const value = getCookie(c, FLASH_COOKIE);
  if (value !== undefined)
    deleteCookie(c, FLASH_COOKIE, { path, secure: servedOverHttps(config, c) });
  return value;
}

/** What sealing a project page's flash needs. */
interface FlashDeps {
  config: Pick<Config, "publicUrl">;
  dashboard: { cipher: TokenCipher };
}

/**
 * Leaves what a POST made (a new key, a new link) for the next GET of its project page, sealed,
 * and bound to this browser's session and that project.
 */
export function leaveCreatedFlash(
  deps: FlashDeps,
  c: DashboardContext,
  path: string,
  projectId: string,
  created: unknown,
): void {
  const sealed = deps.dashboard.cipher.encrypt(
    JSON.stringify({ session: c.get("session").id, projectId, created }),
  );
  setFlashCookie(deps.config, c, path, sealed);
}

/** What the POST before left on this page, when this browser's session made it for this project. */
export function takeCreatedFlash<T>(
  deps: FlashDeps,
  c: DashboardContext,
  path: string,
  projectId: string,
): T | undefined {
  const sealed = takeFlashCookie(deps.config, c, path);
  if (!sealed) return undefined;
  try {
    const flash = JSON.parse(deps.dashboard.cipher.decrypt(sealed)) as {
      session?: unknown;
      projectId?: unknown;
      created?: T;
    };
    const mine = flash.session === c.get("session").id && flash.projectId === projectId;
    return mine ? flash.created : undefined;
  } catch {
    // Sealed with another secret, or altered: there is nothing to show.
    return undefined;
  }
}

const RETURN_TO = /^\/app(?:[/?][\w\-./?=&%~+:@]*)?$/;

/** A place to go back to after signing in: a path of the dashboard, never another site. */
export function safeReturnTo(value: string | undefined): string {
  if (
    !value ||
    value.length > 500 ||
    !RETURN_TO.test(value) ||
    value.includes("//") ||
    value.includes("..")
  ) {
    return "/app";
  }
  return value;
}

export function signedInUser(c: DashboardContext): SignedInUser | undefined {
  const session = c.get("session") as DashboardSessionRow | undefined;
  return session ? { login: session.github_login, csrfToken: session.csrf_token } : undefined;
}

/** A whole page: the doctype, then the view. */
export function renderPage(
  c: DashboardContext,
  page: Child,
  status: ContentfulStatusCode = 200,
): Response | Promise<Response> {
  return c.html(html`<!doctype html>${page}`, status);
}

export type FormValues = Record<string, string | string[]>;

/** The submitted form's fields (files are not accepted anywhere). */
export async function readForm(c: DashboardContext): Promise<FormValues> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    throw new AppError("unsupported_media_type", "Send this form from the dashboard's page.");
  }
  const body = await c.req.parseBody({ all: true });
  const values: FormValues = {};
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      values[name] = value.filter((item): item is string => typeof item === "string");
    } else if (typeof value === "string") {
      values[name] = value;
    }
  }
  return values;
}

export function formText(values: FormValues, name: string): string {
  const value = values[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

export function formList(values: FormValues, name: string): string[] {
  const value = values[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Writes a change someone made through the dashboard to the log: who (GitHub login and id),
 * what, on which project. Never a token or a key.
 */
export function audit(
  ctx: Pick<AppContext, "log">,
  c: DashboardContext,
  action: string,
  fields: Record<string, string | number | null>,
): void {
  const session = c.get("session");
  ctx.log.info(
    {
      audit: action,
      login: session.github_login,
      githubUserId: session.github_user_id,
      requestId: c.get("requestId"),
      ...fields,
    },
    `dashboard: ${action}`,
  );
}
