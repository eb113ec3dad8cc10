import nock from "nock";
import pino from "pino";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { oneDatabaseKind, useTestDatabase } from "#testkit/database/test-database.ts";
import { dashboardEnv, newTokens, nockRefreshToken } from "#testkit/github/dashboard-github.ts";
import { isolateNetwork } from "#testkit/github/nock-github.ts";
import { EXPIRED_ROW_SWEEPS } from "../../app/background-work.ts";
import { loadConfig } from "../../app/config.ts";
import { insertSession } from "../../app/dashboard/dashboard-session.repository.ts";
import {
  type DashboardDeps,
  findSession,
  hashToken,
  SESSION_IDLE_MS,
  userAccessToken,
} from "../../app/dashboard/dashboard-session.service.ts";
import { createTokenCipher } from "../../app/dashboard/token-cipher.ts";
import type { DashboardSessionRow } from "../../app/db/schema.ts";
import { createGitHubOAuth } from "../../app/github/github-oauth.ts";
import { createGitHubUserApi } from "../../app/github/github-user-api.ts";
import { sweepExpiredRows } from "../../app/start-housekeeping.ts";

describe.each(oneDatabaseKind())("dashboard sessions on %s", (kind) => {
  const database = useTestDatabase(kind);
  const clock = createTestClock();
  let deps: DashboardDeps;
  let seq = 0;

  beforeAll(() => {
    isolateNetwork();
    const config = loadConfig(dashboardEnv);
    const settings = config.dashboard;
    if (!settings) throw new Error("dashboard settings did not load");
    deps = {
      db: database.db,
      clock,
      log: pino({ level: "silent" }),
      oauth: createGitHubOAuth(settings, config.githubHost),
      userApi: createGitHubUserApi(config.githubHost),
      cipher: createTokenCipher(settings.secret),
    };
  });
  // nock stays: these tests are about how many refreshes reach GitHub's token endpoint (each
  // answered once, so a second would fail), an exact call count.
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });

  async function session(
    tokens: { accessToken: string; refreshToken: string },
    accessExpiresInMs: number,
  ): Promise<DashboardSessionRow> {
    const now = clock.now();
    seq += 1;
    return insertSession(database.db, {
      id: `ses_test${seq}`,
      token_hash: hashToken(`cookie-${seq}`),
      csrf_token: "csrf",
      github_user_id: 1,
      github_login: "octocat",
      access_token: deps.cipher.encrypt(tokens.accessToken),
      access_token_expires_at: new Date(now.getTime() + accessExpiresInMs),
      refresh_token: deps.cipher.encrypt(tokens.refreshToken),
      refresh_token_expires_at: new Date(now.getTime() + 180 * 86_400_000),
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + 7 * 86_400_000),
    });
  }

  it("uses the access token as it is while it has more than five minutes left", async () => {
    const tokens = newTokens();
    const row = await session(tokens, 10 * 60_000);
    expect(await userAccessToken(deps, row)).toBe(tokens.accessToken);
  });

  it("spends the single-use refresh token once when two requests find the token expired", async () => {
    const tokens = newTokens();
    const row = await session(tokens, -1000);
    const renewed = newTokens();
    // Answered once only: a second refresh with the same token would fail on GitHub.
    nockRefreshToken({ refreshToken: tokens.refreshToken, tokens: renewed, date: clock.now() });
    const [first, second] = await Promise.all([
      userAccessToken(deps, row),
      userAccessToken(deps, row),
    ]);
    expect([first, second]).toEqual([renewed.accessToken, renewed.accessToken]);
  });

  it("takes the tokens another request has just refreshed instead of refreshing them again", async () => {
    const tokens = newTokens();
    const row = await session(tokens, -1000);
    const renewed = newTokens();
    nockRefreshToken({ refreshToken: tokens.refreshToken, tokens: renewed, date: clock.now() });
    expect(await userAccessToken(deps, row)).toBe(renewed.accessToken);
    // A second request read the session before the first saved its refresh.
    expect(await userAccessToken(deps, row)).toBe(renewed.accessToken);
  });

  it("keeps using a token that is about to expire while another request refreshes it", async () => {
    const tokens = newTokens();
    const row = await session(tokens, 2 * 60_000);
    const renewed = newTokens();
    nockRefreshToken({ refreshToken: tokens.refreshToken, tokens: renewed, date: clock.now() });
    const results = await Promise.all([userAccessToken(deps, row), userAccessToken(deps, row)]);
    expect(results.sort()).toEqual([renewed.accessToken, tokens.accessToken].sort());
  });

  it("forgets a session left idle, and housekeeping deletes expired sessions and sign-ins", async () => {
    const row = await session(newTokens(), 3600_000);
    clock.advance(SESSION_IDLE_MS);
    expect(await findSession(deps, `cookie-${seq}`)).toBeUndefined();
    const stale = await session(newTokens(), 3600_000);
    await database.db
      .insertInto("dashboard_sign_ins")
      .values({ state_hash: "s", code_verifier: "v", return_to: "/app", created_at: clock.now() })
      .execute();
    clock.advance(SESSION_IDLE_MS + 1);
    await sweepExpiredRows({ db: database.db, clock }, EXPIRED_ROW_SWEEPS);
    const left = await database.db.selectFrom("dashboard_sessions").select("id").execute();
    expect(left.map((r) => r.id)).not.toContain(stale.id);
    expect(left.map((r) => r.id)).not.toContain(row.id);
    expect(await database.db.selectFrom("dashboard_sign_ins").selectAll().execute()).toEqual([]);
  });
});
