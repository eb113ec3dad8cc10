import type { Probot, ProbotOctokit } from "probot";

export type Octokit = ProbotOctokit;

/** What Inkwell needs of its GitHub App: to act as the app, and as one of its installations. */
export interface GitHubApp {
  appOctokit(): Promise<Octokit>;
  /** A client with the installation's token; Probot renews the token (it lives one hour). */
  installationOctokit(installationId: number): Promise<Octokit>;
  /** Where repositories are seen in a browser: https://github.com, or the GitHub Enterprise host. */
  webUrl: string;
}

export function createGitHubApp(probot: Probot, apiBaseUrl: string | undefined): GitHubApp {
  return {
    appOctokit: () => probot.auth(),
    installationOctokit: (installationId) => probot.auth(installationId),
    webUrl: apiBaseUrl ? apiBaseUrl.replace(/\/api\/v3\/?$/, "") : "https://github.com",
  };
}
