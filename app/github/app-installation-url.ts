import type { GitHubApp } from "./github-app.ts";

const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
const TIMEOUT_MS = 3_000;

/**
 * The page where people install the GitHub App (`…/apps/<slug>/installations/new`), asked of
 * GitHub once (`GET /app`) and kept; after a failure, asked again at most every five minutes, so
 * visits to the home page never become a stream of requests to GitHub.
 */
export function appInstallationUrl(
  github: GitHubApp,
  now: () => number = Date.now,
): () => Promise<string | undefined> {
  let found: string | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<string | undefined> | undefined;
  return async () => {
    if (found) return found;
    if (now() - failedAt < RETRY_AFTER_FAILURE_MS) return undefined;
    pending ??= ask(github)
      .then((url) => {
        found = url;
        return url;
      })
      .catch(() => {
        failedAt = now();
        return undefined;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}

async function ask(github: GitHubApp): Promise<string> {
  const octokit = await github.appOctokit();
  const { data } = await octokit.request("GET /app", {
    request: { signal: AbortSignal.timeout(TIMEOUT_MS) },
  });
  const page = data?.html_url;
  if (!page || !/^https?:\/\//.test(page)) throw new Error("GET /app answered without html_url");
  return `${page.replace(/\/+$/, "")}/installations/new`;
}
