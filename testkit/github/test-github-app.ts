import { createPublicKey } from "node:crypto";
import pino from "pino";
import { Probot } from "probot";
import { loadConfig } from "../../app/config.ts";
import { createGitHubApp, type GitHubApp, probotOptions } from "../../app/github/github-app.ts";
import { TEST_APP_ID, TEST_WEBHOOK_SECRET, testPrivateKey } from "./github-app-credentials.ts";
import type { GitHubDouble } from "./github-double.ts";
import { nockInstallationTokens } from "./nock-github.ts";

function testAppConfig() {
  const config = loadConfig({
    APP_ID: TEST_APP_ID,
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  if (!config.github) throw new Error("the test GitHub App config did not load");
  return config;
}

/** A Probot made exactly as the server makes it (Inkwell's options), for the test app on api.github.com. */
export function testProbot(): Probot {
  return new Probot(probotOptions(testAppConfig(), pino({ level: "silent" })));
}

/** The GitHub App as the server builds it from its Probot; installation tokens are answered. */
export function testGitHubApp(probot: Probot = testProbot()): GitHubApp {
  nockInstallationTokens();
  return createGitHubApp(probot);
}

/**
 * The GitHub App as the server builds it, its calls to api.github.com answered by the GitHub
 * double (through Octokit's fetch, no interceptor): the stateful fake integration tests use.
 */
export function doubleGitHubApp(github: GitHubDouble): GitHubApp {
  return createGitHubApp(doubleProbot(github));
}

/** The Probot the server makes, its calls answered by the GitHub double: to deliver webhooks to. */
export function doubleProbot(github: GitHubDouble): Probot {
  const options = probotOptions(testAppConfig(), pino({ level: "silent" }));
  return new Probot({ ...options, request: { fetch: github.fetch } });
}

/**
 * Registers the test app on the double, as its manifest would have (idempotent): from then on the
 * double checks the app's JWT and answers only for its installations. The OAuth client is the
 * dashboard's when it is given.
 */
export function registerTestApp(
  github: GitHubDouble,
  oauth: { clientId: string; clientSecret: string; callbackUrls: string[] } = {
    clientId: "Iv23liTestApp",
    clientSecret: "",
    callbackUrls: [],
  },
): void {
  if (github.apps().some((app) => String(app.id) === TEST_APP_ID)) return;
  github.registerApp({
    id: Number(TEST_APP_ID),
    ...oauth,
    publicKey: createPublicKey(testPrivateKey()),
  });
}
