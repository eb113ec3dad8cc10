import type { ProbotOctokit } from "probot";
import type { Clock } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import { inSpan, SpanKind } from "../tracing.ts";

/**
 * How many GitHub requests a run made as the installation; writes are every method but GET and
 * HEAD, and GraphQL queries are reads (its mutations are writes). A request that GitHub
 * answered with a redirect (an archive sent on to its download host) counts once more for the
 * request fetch made to follow it. The app's own requests (its installation tokens, under /app/)
 * are not the run's work and GitHub does not count them against the installation, so they are
 * left out.
 */
export interface GitHubRequestStats {
  requests: number;
  writes: number;
  retries: number;
}

export interface RequestPolicyOptions {
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
  /** Retries of one request inside the run before the job is rescheduled instead. */
  maxRetries?: number;
  /** A wait longer than this (a rate limit resetting in ten minutes) reschedules the job rather than holding a worker. */
  maxInlineWaitMs?: number;
}

export interface GitHubErrorVerdict {
  transient: boolean;
  /** GitHub refused for the installation's rate limit: every run of that installation waits too. */
  rateLimit?: boolean;
  /** How long GitHub asked us to wait, or our backoff when it did not say. */
  waitMs: number;
  reason: string;
}

/**
 * GitHub rate-limited the installation past what a run waits for (a `github_unavailable` error,
 * so every caller treats it as before); the worker holds back the installation's other jobs too.
 */
export class GitHubRateLimitError extends AppError {
  override name = "GitHubRateLimitError";
}

/**
 * Counts every request the octokit makes and retries the transient failures: 5xx and network
 * errors with exponential backoff, primary and secondary rate limits after the time GitHub names
 * (`retry-after`, `x-ratelimit-reset`). A failure that outlasts the retries, or asks for a longer
 * wait than a worker should sit through, becomes a `github_unavailable` AppError whose
 * `retryAfter` says when to try again, so the worker puts the job back in the queue until then.
 * This is the only retry layer: the clients are built without Probot's own (github-app.ts).
 */
export function applyRequestPolicy(
  octokit: ProbotOctokit,
  options: RequestPolicyOptions,
): GitHubRequestStats {
  const stats: GitHubRequestStats = { requests: 0, writes: 0, retries: 0 };
  const maxRetries = options.maxRetries ?? 3;
  const maxInlineWaitMs = options.maxInlineWaitMs ?? 60_000;
  octokit.hook.wrap("request", async (request, requestOptions) => {
    const method = String(requestOptions.method ?? "GET").toUpperCase();
    const url = String(requestOptions.url);
    const counted = !url.startsWith("/app/");
    const isRead =
      method === "GET" ||
      method === "HEAD" ||
      (/\/graphql$/.test(url) && !/^\s*mutation\b/.test(String(requestOptions.query ?? "")));
    const requestedUrl = octokit.request.endpoint.parse(requestOptions).url;
    const countRedirect = (finalUrl: unknown) => {
      if (counted && typeof finalUrl === "string" && isRedirect(requestedUrl, finalUrl)) {
        stats.requests++;
      }
    };
    // One span per request, across its retries, named by its route template (never the filled-in
    // URL, which names repositories and files).
    return inSpan(
      `GitHub ${method} ${url}`,
      { "http.request.method": method, "url.template": url },
      async (span) => {
        for (let attempt = 0; ; attempt++) {
          if (attempt > 0) span.setAttribute("inkwell.github.retries", attempt);
          if (counted) {
            stats.requests++;
            if (!isRead) stats.writes++;
          }
          try {
            const response = await request(requestOptions);
            countRedirect(response.url);
            span.setAttribute("http.response.status_code", response.status);
            return response;
          } catch (error) {
            countRedirect((error as { response?: { url?: unknown } }).response?.url);
            const verdict = classifyGitHubError(error, options.clock.now(), attempt);
            if (!verdict.transient) throw error;
            const route = `${method} ${String(requestOptions.url)}`;
            if (attempt < maxRetries && verdict.waitMs <= maxInlineWaitMs) {
              if (counted) stats.retries++;
              await options.sleep(verdict.waitMs);
              continue;
            }
            const ErrorClass = verdict.rateLimit ? GitHubRateLimitError : AppError;
            throw new ErrorClass(
              "github_unavailable",
              `GitHub kept failing on ${route} (${verdict.reason})`,
              { retryAfter: verdict.waitMs / 1000, cause: error },
            );
          }
        }
      },
      { kind: SpanKind.CLIENT },
    );
  });
  return stats;
}

/** Whether fetch ended somewhere else than where it was sent: it followed a redirect. */
function isRedirect(requested: string, final: string): boolean {
  if (final === "") return false;
  try {
    const from = new URL(requested);
    const to = new URL(final);
    return from.origin !== to.origin || from.pathname !== to.pathname;
  } catch {
    return false;
  }
}

/** Whether a GitHub failure may pass, and how long to wait before trying again. */
function classifyGitHubError(error: unknown, now: Date, attempt: number): GitHubErrorVerdict {
  const backoffMs = Math.min(500 * 2 ** attempt, 30_000);
  const status = (error as { status?: unknown }).status;
  if (typeof status !== "number") {
    return { transient: true, waitMs: backoffMs, reason: describeNetworkError(error) };
  }
  const headers = ((error as { response?: { headers?: Record<string, unknown> } }).response
    ?.headers ?? {}) as Record<string, unknown>;
  const message = String((error as { message?: unknown }).message ?? "");
  if (status >= 500) return { transient: true, waitMs: backoffMs, reason: `HTTP ${status}` };
  if (status === 403 || status === 429) {
    const retryAfter = Number(headers["retry-after"]);
    if (Number.isFinite(retryAfter) && headers["retry-after"] !== undefined) {
      return {
        transient: true,
        rateLimit: true,
        waitMs: Math.max(0, retryAfter * 1000),
        reason: "rate limited",
      };
    }
    if (String(headers["x-ratelimit-remaining"]) === "0") {
      const resetAt = Number(headers["x-ratelimit-reset"]) * 1000;
      const waitMs = Number.isFinite(resetAt) ? Math.max(0, resetAt - now.getTime()) : 60_000;
      return { transient: true, rateLimit: true, waitMs, reason: "rate limit exhausted" };
    }
    if (/secondary rate limit|abuse/i.test(message)) {
      // GitHub asks for at least a minute when it names no time.
      return { transient: true, rateLimit: true, waitMs: 60_000, reason: "secondary rate limit" };
    }
  }
  return { transient: false, waitMs: 0, reason: `HTTP ${status}` };
}

function describeNetworkError(error: unknown): string {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === "string" ? `network error ${code}` : "network error";
}
