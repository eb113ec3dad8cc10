import { afterAll, beforeAll } from "vitest";
import type { DatabaseKind } from "../../app/db/open-database.ts";
import { type TestServer, type TestServerOptions, useTestServer } from "../app/test-server.ts";
import { standIn, type TestDatabase } from "../database/test-database.ts";
import { dashboardEnv, registerDashboardApp } from "./dashboard-github.ts";
import { type GitHubDouble, startGitHubDouble } from "./github-double.ts";
import { registerTestApp } from "./test-github-app.ts";

/**
 * A server of its own for the enclosing `describe`, with the dashboard on and GitHub answered by a
 * GitHub double of the same lifetime (one per file, not per test): the test app is registered on
 * it with the dashboard's OAuth credentials and its key, on the server's callback address.
 */
export function useDashboardServer(
  kind: DatabaseKind,
  options: Omit<TestServerOptions, "env"> & { env?: Record<string, string> } = {},
): { server: TestServer; database: TestDatabase; github: GitHubDouble } {
  return useServerOnGitHubDouble(kind, {
    ...options,
    env: { ...dashboardEnv, ...options.env },
    register: (github, serverUrl) => registerDashboardApp(github, serverUrl),
  });
}

/**
 * A server of its own for the enclosing `describe` (as `useTestServer`), its GitHub the double of
 * the same lifetime, dated by the server's clock, with the test app registered on it.
 */
export function useServerOnGitHubDouble(
  kind: DatabaseKind,
  options: Omit<TestServerOptions, "env"> & {
    env?: Record<string, string>;
    register?: (github: GitHubDouble, serverUrl: string) => void;
  } = {},
): { server: TestServer; database: TestDatabase; github: GitHubDouble } {
  let github: GitHubDouble | undefined;
  let server: TestServer | undefined;
  const { register = (double: GitHubDouble) => registerTestApp(double), ...rest } = options;
  beforeAll(async () => {
    github = await startGitHubDouble({ now: () => (server ? server.clock.now() : new Date()) });
  });
  const started = useTestServer(kind, {
    ...rest,
    env: () => ({
      ...(github ? { GHE_HOST: github.host, GHE_PROTOCOL: "http" } : {}),
      ...options.env,
    }),
  });
  beforeAll(() => {
    server = started.server;
    if (github) register(github, started.server.url);
  });
  afterAll(async () => {
    await github?.close();
  });
  return { ...started, github: standIn("the GitHub double", () => github) };
}
