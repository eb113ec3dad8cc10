import type { Hono } from "hono";
import { AppError } from "../app-error.ts";
import type { Config } from "../config.ts";
import { takeRateLimit } from "../rate-limits/rate-limit.service.ts";
import type { RateLimitSettings } from "../rate-limits/rate-limits.ts";
import {
  callbackUrl,
  clearSessionCookie,
  type DashboardEnv,
  renderPage,
  safeReturnTo,
  sessionCookie,
  setSessionCookie,
  setSignInCookie,
  takeSignInCookie,
} from "./dashboard-http.ts";
import {
  type DashboardDeps,
  findSession,
  finishSignIn,
  signOut,
  startSignIn,
} from "./dashboard-session.service.ts";
import { SignInPage } from "./views/message-pages.tsx";

const PROBLEMS = {
  denied: "Signing in was cancelled on GitHub.",
} as const;

/** What the sign-in page says after a step that went as asked. */
const NOTICES = {
  "signed-out": "You are signed out. Sign in again to see your projects.",
} as const;

/** Signing in with GitHub (the web flow, with state and PKCE) and out. */
export function registerDashboardAuthRoutes(
  dashboard: Hono<DashboardEnv>,
  deps: DashboardDeps & { config: Pick<Config, "publicUrl"> & RateLimitSettings },
): void {
  dashboard.get("/sign-in", async (c) => {
    const returnTo = safeReturnTo(c.req.query("returnTo"));
    if (await findSession(deps, sessionCookie(c))) return c.redirect(returnTo, 303);
    const problem = PROBLEMS[c.req.query("problem") as keyof typeof PROBLEMS];
    const notice = NOTICES[c.req.query("problem") as keyof typeof NOTICES];
    return renderPage(c, <SignInPage returnTo={returnTo} problem={problem} notice={notice} />);
  });

  dashboard.get("/auth/github", async (c) => {
    // Each start keeps a row for ten minutes: bound how many anyone can make.
    await takeRateLimit(deps, "dashboardSignIns");
    const { state, authorizationUrl } = await startSignIn(deps, {
      returnTo: safeReturnTo(c.req.query("returnTo")),
      redirectUrl: callbackUrl(deps.config, c),
    });
    setSignInCookie(deps.config, c, state);
    return c.redirect(authorizationUrl, 302);
  });

  dashboard.get("/auth/callback", async (c) => {
    const { code, state, error } = c.req.query();
    // The one-time code must not reach the access log, which prints the request's URL.
    const incoming = c.env?.incoming;
    if (incoming) incoming.url = "/app/auth/callback";
    const cookieState = takeSignInCookie(deps.config, c);
    if (error) {
      const problem = error === "access_denied" ? PROBLEMS.denied : "GitHub did not sign you in.";
      return renderPage(c, <SignInPage returnTo="/app" problem={problem} />, 400);
    }
    try {
      const signedIn = await finishSignIn(deps, {
        code,
        state,
        cookieState,
        redirectUrl: callbackUrl(deps.config, c),
      });
      setSessionCookie(deps.config, c, signedIn.sessionToken);
      return c.redirect(safeReturnTo(signedIn.returnTo), 303);
    } catch (failure) {
      if (failure instanceof AppError && failure.code === "invalid_request") {
        return renderPage(c, <SignInPage returnTo="/app" problem={failure.message} />, 400);
      }
      throw failure;
    }
  });
}

/** Signing out: behind the session and the CSRF checks like every other form. */
export function registerSignOutRoute(
  dashboard: Hono<DashboardEnv>,
  deps: DashboardDeps & { config: Pick<Config, "publicUrl"> },
): void {
  dashboard.post("/sign-out", async (c) => {
    await signOut(deps, c.get("session"));
    clearSessionCookie(deps.config, c);
    return c.redirect("/app/sign-in?problem=signed-out", 303);
  });
}
