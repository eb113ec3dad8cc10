import { createHmac } from "node:crypto";
import { readdirSync } from "node:fs";
import { createAnthropic } from "@ai-sdk/anthropic";
import { generateText } from "ai";
import nock from "nock";
import { describe, expect, it } from "vitest";
import { json, type TestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  signIn,
  TEST_CLIENT_SECRET,
  TEST_INKWELL_SECRET,
} from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";
import { TEST_WEBHOOK_SECRET, testPrivateKey } from "#testkit/github/github-app-credentials.ts";
import { githubFixture } from "#testkit/github/github-fixture.ts";
import { createLogger } from "../app/create-logger.ts";
import { createShareLink } from "../app/projects/share-link.service.ts";

const MODEL_KEY = "sk-ant-api03-model-key-that-must-never-be-logged";

/** Everything that would let a reader of the logs act as someone else. */
function expectNoSecrets(lines: string[], extra: string[] = []): void {
  const text = lines.join("");
  expect(text).not.toMatch(/ink_[0-9A-Za-z]/);
  expect(text).not.toMatch(/shr_[0-9A-Za-z]/);
  expect(text).not.toMatch(/gh[sopur]_[0-9A-Za-z]/);
  expect(text).not.toContain("-----BEGIN");
  for (const secret of [
    TEST_WEBHOOK_SECRET,
    MODEL_KEY,
    TEST_CLIENT_SECRET,
    TEST_INKWELL_SECRET,
    ...extra,
  ]) {
    expect(text).not.toContain(secret);
  }
}

function signed(payload: string, secret = TEST_WEBHOOK_SECRET): string {
  return `sha256=${createHmac("sha256", secret).update(payload).digest("hex")}`;
}

/** A path of the OpenAPI document with its parameters filled in. */
function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "x");
}

const BODIES: Record<string, unknown> = {
  "/v2/agent/{projectId}/job": { prompt: "Document the ink_ prefix of keys." },
  "/v2/agent/{projectId}/job/{id}/message": { prompt: "Also mention rotation." },
  "/v1/analytics/{projectId}/events": {
    events: [{ path: "/docs/start", userAgent: "Mozilla/5.0", timestamp: "2026-11-02T09:59:00Z" }],
  },
};

describe.each(oneDatabaseKind())("secrets in logs at LOG_LEVEL=trace (%s)", (kind) => {
  const { server, github } = useDashboardServer(kind, {
    env: {
      LOG_LEVEL: "trace",
      INKWELL_MODEL: "anthropic:claude-sonnet-4-5",
      ANTHROPIC_API_KEY: MODEL_KEY,
    },
  });

  async function everyApiRoute(s: TestServer, key: string, projectId: string, jobId: string) {
    const doc = await json(await s.request("/openapi.json"));
    let requests = 0;
    for (const [path, operations] of Object.entries(doc.paths as Record<string, object>)) {
      for (const method of Object.keys(operations)) {
        const body = BODIES[path];
        for (const authorization of [`Bearer ${key}`, `Bearer ink_${"x".repeat(40)}`]) {
          await s.request(fill(path, { projectId, id: jobId }), {
            method: method.toUpperCase(),
            headers: {
              authorization,
              "content-type": "application/json",
              "idempotency-key": `idem-${requests}`,
            },
            ...(method === "get" ? {} : { body: JSON.stringify(body ?? {}) }),
          });
          requests++;
        }
      }
    }
    return requests;
  }

  it("writes no key, token, private key or secret on any route, webhook or sign-in", async () => {
    const owner = await createProjectWithKey(server.ctx);
    github.addRepository("acme", "docs", [{ path: "docs/index.md", content: "# Docs" }]);
    github.addInstallation("acme", ["acme/docs"], { id: 77 });
    github.takeRequests();
    const created = await server.request(`/v2/agent/${owner.project.id}/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Say hello." }),
    });
    expect(created.status).toBe(201);
    // GitHub was asked, with the app's JWT and an installation token, for the log to hold them.
    expect(github.takeRequests().map((r) => r.path)).toContain(
      "/api/v3/repos/acme/docs/installation",
    );
    const job = await json(created);

    const requests = await everyApiRoute(server, owner.key, owner.project.id, job.id);
    expect(requests).toBeGreaterThanOrEqual(12);
    for (const path of ["/healthz", "/docs", "/openapi.json", "/", "/nowhere?token=ink_abc"]) {
      await server.request(path, { headers: { authorization: `Bearer ${owner.key}` } });
    }

    // Webhooks: each recorded delivery, signed with the secret, and one with a forged signature.
    const fixtures = readdirSync(new URL("../testkit/fixtures/github", import.meta.url))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.replace(/\.json$/, ""));
    for (const [index, name] of fixtures.entries()) {
      const payload = JSON.stringify(githubFixture(name));
      for (const signature of [signed(payload), signed(payload, "forged")]) {
        await server.request("/api/github/webhooks", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-github-event": name.split(".")[0] ?? name,
            "x-github-delivery": `delivery-${index}-${signature.slice(7, 15)}`,
            "x-hub-signature-256": signature,
          },
          body: payload,
        });
      }
    }

    // The dashboard: the OAuth code in the callback URL, user tokens, the session cookie.
    const user = { id: 5, login: "octo", repositories: [] as never[] };
    const session = await signIn(server, github, user);
    github.takeRequests();
    await server.request("/app", { headers: { cookie: session.cookie } });
    expect(github.takeRequests().map((r) => r.path)).toContain("/api/v3/user/installations");

    // A share link's page, and an unknown link's: the token is in the path.
    const link = await createShareLink(server.ctx.db, {
      projectId: owner.project.id,
      name: "readers",
      expiresAt: null,
      createdBy: { githubUserId: 5, githubLogin: "octo" },
      now: server.clock.now(),
    });
    for (const token of [link.token, `shr_${"Z".repeat(32)}`]) {
      const shared = await server.request(`/share/${token}?range=7d`);
      expect([200, 404]).toContain(shared.status);
      await shared.body?.cancel();
    }

    const lines = server.rawLogs;
    // The test saw the traffic: access lines at info, webhook events at debug.
    expect(lines.filter((line) => line.includes('"name":"http"')).length).toBeGreaterThan(30);
    expect(lines.some((line) => line.includes('"level":20'))).toBe(true);
    expect(lines.some((line) => line.includes("signature does not match"))).toBe(true);
    expectNoSecrets(lines, [
      owner.key,
      link.token,
      session.code,
      session.tokens.accessToken,
      session.tokens.refreshToken,
      session.cookie.split("=")[1] ?? "",
      testPrivateKey().split("\n")[1] ?? "",
    ]);
  });
});

describe("a model provider's error in the log", () => {
  it("keeps its status and message, never the prompt or the repository text sent with it", async () => {
    const prompt = "Rewrite the deploy guide: CONFIDENTIAL-PROMPT-TEXT";
    const repositoryText = "# Deploy\nRun CONFIDENTIAL-REPOSITORY-TEXT on the build host.";
    // nock stays: it stands for the model provider, not GitHub, so the SDK builds its real error.
    const api = nock("https://api.anthropic.com")
      .post("/v1/messages")
      .reply(400, {
        type: "error",
        error: {
          type: "invalid_request_error",
          message: "prompt is too long: 215000 tokens > 200000 maximum",
        },
      });
    const model = createAnthropic({ apiKey: MODEL_KEY })("claude-sonnet-4-5");
    const error = await generateText({
      model,
      maxRetries: 0,
      system: repositoryText,
      prompt,
    }).catch((caught: unknown) => caught);
    expect(api.isDone()).toBe(true);
    // What the SDK hands over: the request's body, prompt and repository text included.
    expect(JSON.stringify(error)).toContain("CONFIDENTIAL-PROMPT-TEXT");

    const lines: string[] = [];
    const log = createLogger(
      { level: "trace", secrets: [MODEL_KEY] },
      { write: (line: string) => void lines.push(line) },
    );
    log.error({ err: error }, "agent run failed unexpectedly");
    const logged = JSON.parse(lines[0] ?? "{}");
    expect(logged.err).toMatchObject({ type: "AI_APICallError", statusCode: 400 });
    expect(logged.err.message).toContain("prompt is too long");
    expect(lines[0]).not.toContain("CONFIDENTIAL-PROMPT-TEXT");
    expect(lines[0]).not.toContain("CONFIDENTIAL-REPOSITORY-TEXT");
    expect(lines[0]).not.toContain("requestBodyValues");
    expect(logged.err.message.length).toBeLessThanOrEqual(501);
    expectNoSecrets(lines);
  });
});
