import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import type { DashboardSessionRow } from "../db/schema.ts";
import { type GitHubOAuth, OAuthGrantRejected, type UserTokens } from "../github/github-oauth.ts";
import type { GitHubUserApi } from "../github/github-user-api.ts";
import { randomBase62 } from "../random-base62.ts";
import {
  claimRefreshLease,
  deleteSession,
  findSessionById,
  findSessionByTokenHash,
  insertSession,
  insertSignIn,
  releaseRefreshLease,
  saveRefreshedTokens,
  takeSignIn,
  touchSession,
} from "./dashboard-session.repository.ts";
import type { TokenCipher } from "./token-cipher.ts";

/** How long a sign-in started on GitHub may take to come back. */
export const SIGN_IN_TTL_MS = 10 * 60_000;
/** A session unused this long is over. */
export const SESSION_IDLE_MS = 8 * 3600_000;
/** A session is over this long after sign-in, however much it is used. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 3600_000;
/** The access token is refreshed this long before it expires, so no call meets an expired one. */
const REFRESH_EARLY_MS = 5 * 60_000;
const REFRESH_LEASE_MS = 30_000;
/** `last_seen_at` is kept to the minute: at most one write a minute per session. */
const SEEN_PRECISION_MS = 60_000;

export interface DashboardDeps extends Pick<AppContext, "db" | "clock" | "log"> {
  oauth: GitHubOAuth;
  userApi: GitHubUserApi;
  cipher: TokenCipher;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Starts a sign-in: a random state (kept by the browser in a cookie; here only its hash) and a
 * PKCE verifier (kept here, encrypted; GitHub gets its challenge).
 */
export async function startSignIn(
  deps: DashboardDeps,
  input: { returnTo: string; redirectUrl: string },
): Promise<{ state: string; authorizationUrl: string }> {
  const state = randomToken();
  const codeVerifier = randomToken();
  await insertSignIn(deps.db, {
    stateHash: hashToken(state),
    codeVerifier: deps.cipher.encrypt(codeVerifier),
    returnTo: input.returnTo,
    createdAt: deps.clock.now(),
  });
  return {
    state,
    authorizationUrl: deps.oauth.authorizationUrl({
      state,
      codeVerifier,
      redirectUrl: input.redirectUrl,
    }),
  };
}

export interface FinishedSignIn {
  /** The cookie's value; only its hash is stored. */
  sessionToken: string;
  session: DashboardSessionRow;
  returnTo: string;
}

function signInFailed(message: string): AppError {
  return new AppError("invalid_request", message);
}

/**
 * Finishes a sign-in: the state GitHub sent back must be the one this browser started with (its
 * cookie) and still waiting here; then the code is exchanged with the PKCE verifier and the
 * session is made.
 */
export async function finishSignIn(
  deps: DashboardDeps,
  input: {
    state: string | undefined;
    cookieState: string | undefined;
    code: string | undefined;
    redirectUrl: string;
  },
): Promise<FinishedSignIn> {
  const { state, cookieState, code } = input;
  if (!state || !code) {
    throw signInFailed("GitHub's answer lacks the code or the state: start signing in again.");
  }
  if (!cookieState || !sameSecret(state, cookieState)) {
    throw signInFailed(
      "This sign-in was not started in this browser (or its cookie expired): start signing in again.",
    );
  }
  const pending = await takeSignIn(deps.db, hashToken(state));
  const now = deps.clock.now();
  if (!pending || now.getTime() - pending.created_at.getTime() > SIGN_IN_TTL_MS) {
    throw signInFailed("This sign-in expired or was already used: start signing in again.");
  }
  let tokens: UserTokens;
  try {
    tokens = await deps.oauth.exchangeCode({
      code,
      codeVerifier: deps.cipher.decrypt(pending.code_verifier),
      redirectUrl: input.redirectUrl,
    });
  } catch (error) {
    if (error instanceof OAuthGrantRejected) {
      deps.log.warn({ reason: error.message }, "dashboard sign-in refused by GitHub");
      throw signInFailed("GitHub did not accept this sign-in: start signing in again.");
    }
    throw gitHubUnavailable(deps, error);
  }
  const user = await deps.userApi.getUser(tokens.accessToken).catch((error: unknown) => {
    throw gitHubUnavailable(deps, error);
  });
  const sessionToken = randomToken();
  const session = await insertSession(deps.db, {
    id: `ses_${randomBase62(20)}`,
    token_hash: hashToken(sessionToken),
    csrf_token: randomToken(),
    github_user_id: user.id,
    github_login: user.login,
    ...sealTokens(deps, tokens),
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_MAX_AGE_MS),
  });
  deps.log.info(
    { audit: "sign_in", login: user.login, githubUserId: user.id, sessionId: session.id },
    "dashboard sign-in",
  );
  return { sessionToken, session, returnTo: pending.return_to };
}

function sealTokens(deps: DashboardDeps, tokens: UserTokens) {
  return {
    access_token: deps.cipher.encrypt(tokens.accessToken),
    access_token_expires_at: tokens.accessTokenExpiresAt,
    refresh_token: tokens.refreshToken ? deps.cipher.encrypt(tokens.refreshToken) : null,
    refresh_token_expires_at: tokens.refreshTokenExpiresAt,
  };
}

/**
 * The session of a cookie's token, if it is still good: within its absolute lifetime and used
 * recently enough. An expired one is deleted on sight.
 */
export async function findSession(
  deps: DashboardDeps,
  token: string | undefined,
): Promise<DashboardSessionRow | undefined> {
  if (!token || token.length > 100) return undefined;
  const session = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!session) return undefined;
  const now = deps.clock.now();
  if (
    session.expires_at.getTime() <= now.getTime() ||
    now.getTime() - session.last_seen_at.getTime() >= SESSION_IDLE_MS
  ) {
    await deleteSession(deps.db, session.id);
    return undefined;
  }
  const staleBefore = new Date(now.getTime() - SEEN_PRECISION_MS);
  if (session.last_seen_at <= staleBefore) {
    await touchSession(deps.db, session.id, now, staleBefore);
  }
  return session;
}

export async function signOut(deps: DashboardDeps, session: DashboardSessionRow): Promise<void> {
  await deleteSession(deps.db, session.id);
  deps.log.info(
    {
      audit: "sign_out",
      login: session.github_login,
      githubUserId: session.github_user_id,
      sessionId: session.id,
    },
    "dashboard sign-out",
  );
}

/** Ends a session GitHub no longer honours, and tells the caller to sign in again. */
export async function endRejectedSession(
  deps: DashboardDeps,
  session: DashboardSessionRow,
  why: string,
): Promise<AppError> {
  await deleteSession(deps.db, session.id);
  deps.log.info(
    { login: session.github_login, sessionId: session.id, why },
    "dashboard session ended",
  );
  return new AppError("unauthorized", "Your GitHub sign-in has ended: sign in again.");
}

/**
 * The user's access token, refreshed first when it expires within minutes. GitHub's refresh
 * tokens are single-use, so one request takes a lease and refreshes; another that finds the lease
 * taken uses the current token while it is still valid, else waits for the new one.
 */
export async function userAccessToken(
  deps: DashboardDeps,
  session: DashboardSessionRow,
): Promise<string> {
  const open = async (row: DashboardSessionRow, sealed: string) => {
    try {
      return deps.cipher.decrypt(sealed);
    } catch {
      // Sealed under another INKWELL_SECRET: the server's secret changed since this sign-in.
      throw await endRejectedSession(deps, row, "tokens sealed with another INKWELL_SECRET");
    }
  };
  let current = session;
  for (let attempt = 0; attempt < 25; attempt++) {
    const now = deps.clock.now();
    const expiresAt = current.access_token_expires_at;
    if (!expiresAt || expiresAt.getTime() - REFRESH_EARLY_MS > now.getTime()) {
      return open(current, current.access_token);
    }
    const stillValid = expiresAt.getTime() > now.getTime();
    if (
      !current.refresh_token ||
      (current.refresh_token_expires_at && current.refresh_token_expires_at <= now)
    ) {
      if (stillValid) return open(current, current.access_token);
      throw await endRejectedSession(deps, current, "access and refresh tokens expired");
    }
    const leased = await claimRefreshLease(deps.db, current.id, {
      now,
      until: new Date(now.getTime() + REFRESH_LEASE_MS),
      expiringBefore: new Date(now.getTime() + REFRESH_EARLY_MS),
    });
    if (leased) return refreshTokens(deps, leased, await open(leased, leased.refresh_token ?? ""));
    if (stillValid) return open(current, current.access_token);
    // Another request holds the lease, or has refreshed: give it a moment, then read what it saved.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reread = await findSessionById(deps.db, current.id);
    if (!reread) throw new AppError("unauthorized", "Your session has ended: sign in again.");
    current = reread;
  }
  throw new AppError(
    "github_unavailable",
    "Refreshing your GitHub sign-in is taking too long; try again in a minute",
    { retryAfter: 30 },
  );
}

async function refreshTokens(
  deps: DashboardDeps,
  session: DashboardSessionRow,
  refreshToken: string,
): Promise<string> {
  let tokens: UserTokens;
  try {
    tokens = await deps.oauth.refresh(refreshToken);
  } catch (error) {
    if (error instanceof OAuthGrantRejected) {
      throw await endRejectedSession(deps, session, error.message);
    }
    await releaseRefreshLease(deps.db, session.id);
    throw gitHubUnavailable(deps, error);
  }
  const saved = await saveRefreshedTokens(deps.db, session.id, {
    accessToken: deps.cipher.encrypt(tokens.accessToken),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshToken: tokens.refreshToken ? deps.cipher.encrypt(tokens.refreshToken) : null,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
  });
  if (!saved) throw new AppError("unauthorized", "Your session has ended: sign in again.");
  deps.log.debug({ sessionId: session.id }, "dashboard user token refreshed");
  return tokens.accessToken;
}

/** Our own errors about GitHub carry no request (and so no secret): their message is safe to log. */
export function gitHubUnavailable(deps: Pick<AppContext, "log">, error: unknown): AppError {
  deps.log.warn({ reason: (error as Error).message }, "GitHub did not answer the dashboard");
  return new AppError("github_unavailable", "GitHub did not answer; try again in a minute", {
    retryAfter: 30,
  });
}
