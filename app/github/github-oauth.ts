import { createHash } from "node:crypto";
import {
  exchangeWebFlowCode,
  getWebFlowAuthorizationUrl,
  refreshToken,
} from "@octokit/oauth-methods";
import { request } from "@octokit/request";
import type { DashboardConfig, GitHubHost } from "../config.ts";

/** A GitHub user's tokens from the GitHub App's user authorization. */
export interface UserTokens {
  accessToken: string;
  /** Null when the app does not use expiring user tokens. */
  accessTokenExpiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
}

/** GitHub refused the code or the refresh token (expired, used, revoked, or a wrong verifier). */
export class OAuthGrantRejected extends Error {
  override name = "OAuthGrantRejected";
}

/** GitHub could not be asked (network, timeout, 5xx). */
class OAuthUnavailable extends Error {
  override name = "OAuthUnavailable";
}

export interface GitHubOAuth {
  /** Where to send the browser: GitHub's authorize page with the state and the PKCE challenge. */
  authorizationUrl(input: { state: string; codeVerifier: string; redirectUrl: string }): string;
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUrl: string;
  }): Promise<UserTokens>;
  refresh(refreshToken: string): Promise<UserTokens>;
}

const TIMEOUT_MS = 10_000;

/** The PKCE S256 challenge of a verifier: base64url of its SHA-256. */
export function codeChallengeOf(codeVerifier: string): string {
  return createHash("sha256").update(codeVerifier).digest("base64url");
}

/**
 * The web flow of the GitHub App's user authorization, through @octokit/oauth-methods. That library
 * knows nothing of PKCE, so the verifier rides along as a default parameter of the request it is
 * given (Octokit sends unknown parameters of a POST in its body), and the challenge is added to the
 * authorize URL it builds.
 */
export function createGitHubOAuth(config: DashboardConfig, host: GitHubHost): GitHubOAuth {
  const base = { clientType: "github-app" as const, clientId: config.clientId };
  const withDefaults = (parameters: Record<string, string> = {}) =>
    request.defaults({
      baseUrl: host.apiUrl,
      request: { signal: AbortSignal.timeout(TIMEOUT_MS) },
      ...parameters,
    });
  return {
    authorizationUrl({ state, codeVerifier, redirectUrl }) {
      const { url } = getWebFlowAuthorizationUrl({
        ...base,
        state,
        redirectUrl,
        allowSignup: false,
        request: withDefaults(),
      });
      const withChallenge = new URL(url);
      withChallenge.searchParams.set("code_challenge", codeChallengeOf(codeVerifier));
      withChallenge.searchParams.set("code_challenge_method", "S256");
      return withChallenge.href;
    },
    async exchangeCode({ code, codeVerifier, redirectUrl }) {
      const { authentication } = await rejectedAsGrant(() =>
        exchangeWebFlowCode({
          ...base,
          clientSecret: config.clientSecret,
          code,
          redirectUrl,
          request: withDefaults({ code_verifier: codeVerifier }),
        }),
      );
      return "refreshToken" in authentication
        ? {
            accessToken: authentication.token,
            accessTokenExpiresAt: new Date(authentication.expiresAt),
            refreshToken: authentication.refreshToken,
            refreshTokenExpiresAt: new Date(authentication.refreshTokenExpiresAt),
          }
        : {
            accessToken: authentication.token,
            accessTokenExpiresAt: null,
            refreshToken: null,
            refreshTokenExpiresAt: null,
          };
    },
    async refresh(token) {
      const { authentication } = await rejectedAsGrant(() =>
        refreshToken({
          ...base,
          clientSecret: config.clientSecret,
          refreshToken: token,
          request: withDefaults(),
        }),
      );
      return {
        accessToken: authentication.token,
        accessTokenExpiresAt: new Date(authentication.expiresAt),
        refreshToken: authentication.refreshToken,
        refreshTokenExpiresAt: new Date(authentication.refreshTokenExpiresAt),
      };
    },
  };
}

/**
 * GitHub answers a refused grant with 200 and an `error` field, which the library turns into a
 * 400 RequestError. Octokit's errors carry the request's parameters (the client secret, the code,
 * the refresh token), so none is passed on, not even as a cause: only GitHub's error code and the
 * status, which are safe to log.
 */
async function rejectedAsGrant<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { status?: number }).status;
    const data = (error as { response?: { data?: { error?: unknown } } }).response?.data;
    if (status === 400 && typeof data?.error === "string") {
      throw new OAuthGrantRejected(`GitHub refused the grant: ${data.error.slice(0, 100)}`);
    }
    throw new OAuthUnavailable(
      `GitHub's token endpoint failed${status ? ` with status ${status}` : ""}`,
    );
  }
}
