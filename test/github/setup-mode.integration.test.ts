import { createHmac } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { TEST_WEBHOOK_SECRET } from "#testkit/github/github-app-credentials.ts";
import { createAppUrl } from "../../app/github/setup-mode.tsx";

const ping = JSON.stringify({ zen: "Design for failure.", hook_id: 1 });
const signedWith = (secret: string) =>
  `sha256=${createHmac("sha256", secret).update(ping).digest("hex")}`;

function deliverPing(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  secret: string,
) {
  return request("/api/github/webhooks", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-github-event": "ping",
      "x-github-delivery": `setup-${secret}`,
      "x-hub-signature-256": signedWith(secret),
    },
    body: ping,
  });
}

/** The manifest the registration page posts to GitHub. */
function manifestOf(page: string): { hook_attributes: { url: string }; redirect_url: string } {
  const match = /name="manifest"[^>]*value='([^']*)'|value='([^']*)'[^>]*name="manifest"/.exec(
    page,
  );
  const raw = match?.[1] ?? match?.[2] ?? /value="([^"]*)"/.exec(page)?.[1] ?? "";
  return JSON.parse(
    raw.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&"),
  );
}

describe("setup mode (no GitHub App configured)", () => {
  const { server } = useTestServer("pglite", {
    withoutGitHubApp: true,
    env: { LOG_LEVEL: "debug", INKWELL_PUBLIC_URL: "https://inkwell.example.com" },
  });
  const received = () => server.logs.filter((line) => /event received/.test(line.msg)).length;

  it("refuses every webhook, even one signed with Probot's fallback secret", async () => {
    for (const secret of ["development", TEST_WEBHOOK_SECRET, ""]) {
      const res = await deliverPing(server.request, secret);
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: string }).code).toBe("github_app_not_configured");
    }
    expect(received()).toBe(0);
  });

  it("serves the registration page to this machine, pointing the app's webhook at the public URL", async () => {
    const res = await server.request("/probot");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("form-action https://github.com");
    const manifest = manifestOf(await res.text());
    expect(manifest.hook_attributes.url).toBe("https://inkwell.example.com/api/github/webhooks");
    expect(manifest.redirect_url).toBe("https://inkwell.example.com/probot/setup");
  });

  it("refuses the registration routes to a forwarded client without the start-up token", async () => {
    const forwarded = { "x-forwarded-for": "203.0.113.9" };
    for (const path of ["/", "/probot", "/probot/setup?code=abc", "/probot/success"]) {
      const res = await server.request(path, { headers: forwarded, redirect: "manual" });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    const wrong = await server.request("/probot?token=guess", { headers: forwarded });
    expect(wrong.status).toBe(403);
    const right = await server.request(`/probot?token=${server.setupToken}`, {
      headers: forwarded,
    });
    expect(right.status).toBe(200);
    const cookie = right.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("HttpOnly");
    const withCookie = await server.request("/probot/success", {
      headers: { ...forwarded, cookie: cookie.split(";")[0] ?? "" },
    });
    expect(withCookie.status).toBe(200);
  });

  it("offers no route that imports credentials over HTTP", async () => {
    const res = await server.request("/probot/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ appId: 1, pem: "x", webhook_secret: "attacker" }),
    });
    expect(res.status).toBe(404);
  });
});

describe("registering the app on an organisation (GH_ORG)", () => {
  const { server } = useTestServer("pglite", {
    withoutGitHubApp: true,
    env: { GH_ORG: "acme-docs", INKWELL_PUBLIC_URL: "https://inkwell.example.com" },
  });

  it("posts the manifest to the organisation's new-app page, with app.yml's permissions", async () => {
    const res = await server.request("/probot");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(
      'action="https://github.com/organizations/acme-docs/settings/apps/new?state=',
    );
    const manifest = manifestOf(page) as unknown as {
      default_permissions: object;
      default_events: string[];
      callback_urls: string[];
    };
    // Dashboard sign-in works as registered, with no manual step on GitHub.
    expect(manifest.callback_urls).toEqual(["https://inkwell.example.com/app/auth/callback"]);
    expect(manifest.default_permissions).toEqual({
      metadata: "read",
      contents: "write",
      pull_requests: "write",
      issues: "write",
    });
    // Only the events Inkwell acts on; issues for the label and assignment that start jobs.
    expect(manifest.default_events).toEqual([
      "pull_request",
      "issue_comment",
      "pull_request_review_comment",
      "issues",
    ]);
  });
});

describe("the new-app page setup mode posts to", () => {
  const config = { publicUrl: undefined, webhookProxyUrl: undefined };

  it("is the signed-in user's without GH_ORG, and the organisation's with it, on GitHub Enterprise too", () => {
    expect(
      createAppUrl({
        ...config,
        githubHost: { webUrl: "https://github.com", apiUrl: "https://api.github.com" },
        githubOrg: undefined,
      }),
    ).toBe("https://github.com/settings/apps/new");
    expect(
      createAppUrl({
        ...config,
        githubHost: { webUrl: "https://ghe.example.com", apiUrl: "https://ghe.example.com/api/v3" },
        githubOrg: "docs-team",
      }),
    ).toBe("https://ghe.example.com/organizations/docs-team/settings/apps/new");
  });
});

describe("a webhook relay for development (WEBHOOK_PROXY_URL)", () => {
  let relay: Server | undefined;
  let relayUrl = "";
  const streams: ServerResponse[] = [];

  const startRelay = async () => {
    relay = createServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      res.write(": ready\n\n");
      streams.push(res);
    });
    await new Promise<void>((resolve) => relay?.listen(0, "127.0.0.1", resolve));
    relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/channel`;
  };

  afterAll(() => {
    for (const stream of streams) stream.end();
    relay?.close();
  });

  it("forwards the relay's deliveries to the webhook route, through the same signature check", async () => {
    await startRelay();
    const { startTestServer } = await import("#testkit/app/test-server.ts");
    const { createTestDatabase } = await import("#testkit/database/test-database.ts");
    const database = await createTestDatabase("pglite");
    const server = await startTestServer(database, {
      env: { LOG_LEVEL: "debug", WEBHOOK_PROXY_URL: relayUrl },
    });
    try {
      for (let i = 0; i < 100 && streams.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(streams.length).toBe(1);
      const event = {
        "x-github-event": "ping",
        "x-github-delivery": "relayed-1",
        "x-hub-signature-256": signedWith(TEST_WEBHOOK_SECRET),
        body: JSON.parse(ping),
        query: {},
      };
      streams[0]?.write(`data: ${JSON.stringify(event)}\n\n`);
      for (let i = 0; i < 100; i++) {
        if (server.logs.some((line) => /ping event received \(id: relayed-1\)/.test(line.msg)))
          break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(
        server.logs.some((line) => /ping event received \(id: relayed-1\)/.test(line.msg)),
      ).toBe(true);
      const access = server.logs.find(
        (line) =>
          line.name === "http" &&
          (line.req as { url?: string } | undefined)?.url === "/api/github/webhooks",
      );
      expect(access?.res).toMatchObject({ statusCode: 200 });
    } finally {
      await server.stop();
      await database.close();
    }
  });
});
