import type { Logger } from "pino";
import { type Options, type Probot, ProbotOctokit } from "probot";
import type { Config } from "../config.ts";

export type Octokit = ProbotOctokit;

/** What Inkwell needs of its GitHub App: to act as the app, and as one of its installations. */
export interface GitHubApp {
  appOctokit(): Promise<Octokit>;
  /** A client with the installation's token; Probot renews the token (it lives one hour). */
  installationOctokit(installationId: number): Promise<Octokit>;
}

type OctokitOptions = NonNullable<ConstructorParameters<typeof ProbotOctokit>[0]>;

/**
 * Probot's client with its retry and throttling plugins switched off. Inkwell's request policy
 * (github-request-policy.ts) retries, waits out short rate limits, requeues a job for long ones and
 * counts every request; the plugins underneath would retry each of its retries again and wait out
 * rate limits of any length where the policy cannot see them. A function, not an options object:
 * Probot hands every client it builds its own `throttle` options, which would replace ours.
 */
const InkwellOctokit = ProbotOctokit.defaults((options: OctokitOptions) => ({
  ...options,
  retry: { ...options.retry, enabled: false },
  throttle: { ...options.throttle, enabled: false },
  ...(options.log ? { log: withoutRequestBodies(options.log) } : {}),
})) as typeof ProbotOctokit;

type OctokitLog = NonNullable<OctokitOptions["log"]>;

/**
 * The client's log, but its debug lines keep only their message: Probot logs each request at
 * debug with the request's body as fields, and a body carries file contents (blobs, trees,
 * commits) and pull request text.
 */
function withoutRequestBodies(log: OctokitLog): OctokitLog {
  const debug = (...args: unknown[]) => {
    const message = args.find((arg) => typeof arg === "string");
    if (message !== undefined) log.debug(message);
  };
  return {
    debug,
    info: log.info.bind(log),
    warn: log.warn.bind(log),
    error: log.error.bind(log),
  };
}

/**
 * Probot's options for Inkwell, from the checked config. Every GitHub client Inkwell uses, in the
 * server and in the tests alike, is built by a Probot made with these.
 */
export function probotOptions(config: Pick<Config, "github" | "githubHost">, log: Logger): Options {
  const { github } = config;
  if (!github) {
    // Without credentials Probot still needs values to construct; nothing uses them.
    return { appId: 1, privateKey: "unconfigured", log, Octokit: InkwellOctokit };
  }
  return {
    appId: github.appId,
    privateKey: github.privateKey,
    secret: github.webhookSecret,
    baseUrl: config.githubHost.apiUrl,
    log,
    Octokit: InkwellOctokit,
  };
}

export function createGitHubApp(probot: Probot): GitHubApp {
  return {
    appOctokit: () => probot.auth(),
    installationOctokit: (installationId) => probot.auth(installationId),
  };
}
