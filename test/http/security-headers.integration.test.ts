import { get } from "node:http";
import { describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { dashboardEnv } from "#testkit/github/dashboard-github.ts";

/** GET with a Host header of the caller's choosing (fetch does not let a caller set Host). */
function getWithHost(url: string, host: string): Promise<{ servers: unknown }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host, "x-forwarded-host": host } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on("end", () => resolve(JSON.parse(body) as { servers: unknown }));
    }).on("error", reject);
  });
}

/** The dashboard's policy, as strict as it was made: only its own files, no inline code. */
const DASHBOARD_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

describe("security headers and the API reference", () => {
  const { server } = useTestServer("pglite", { env: dashboardEnv });

  it("puts nosniff, a frame policy and a referrer policy on every response, Probot's included", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const responses = {
      api: await server.request(`/v2/agent/${owner.project.id}/jobs`, {
        headers: { authorization: `Bearer ${owner.key}` },
      }),
      unauthorized: await server.request(`/v2/agent/${owner.project.id}/jobs`),
      notFound: await server.request("/nowhere"),
      health: await server.request("/healthz"),
      openapi: await server.request("/openapi.json"),
      docs: await server.request("/docs"),
      viewer: await server.request("/docs/assets/swagger-ui-bundle.js"),
      dashboard: await server.request("/app/sign-in"),
      webhook: await server.request("/api/github/webhooks", { method: "POST", body: "{}" }),
      probotPing: await server.request("/ping"),
    };
    for (const [name, res] of Object.entries(responses)) {
      await res.arrayBuffer();
      expect({ name, nosniff: res.headers.get("x-content-type-options") }).toEqual({
        name,
        nosniff: "nosniff",
      });
      expect({ name, frame: res.headers.get("x-frame-options") }).toEqual({ name, frame: "DENY" });
      expect(res.headers.get("referrer-policy"), name).toMatch(/^(no-referrer|same-origin)$/);
    }
  });

  it("puts a content security policy on every HTML page, and keeps the dashboard's strict", async () => {
    const pages = {
      docs: await server.request("/docs"),
      dashboard: await server.request("/app/sign-in"),
    };
    for (const [name, res] of Object.entries(pages)) {
      expect(res.headers.get("content-type"), name).toContain("text/html");
      const policy = res.headers.get("content-security-policy") ?? "";
      expect(policy, name).toContain("default-src 'none'");
      expect(policy, name).toContain("frame-ancestors 'none'");
      expect(policy, name).not.toMatch(/https?:|\*|'unsafe-eval'/);
      expect(policy, name).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    expect(pages.dashboard.headers.get("content-security-policy")).toBe(DASHBOARD_POLICY);
  });

  it("serves the API reference viewer from the installed package, with nothing from elsewhere", async () => {
    const page = await (await server.request("/docs")).text();
    expect(page).toContain("Inkwell API reference");
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(assets).toEqual(
      expect.arrayContaining([
        "/docs/assets/swagger-ui.css",
        "/docs/assets/swagger-ui-bundle.js",
        "/docs/assets/start.js",
      ]),
    );
    for (const asset of assets) {
      expect(asset).toMatch(/^\//);
      const res = await server.request(asset);
      expect({ asset, status: res.status }).toEqual({ asset, status: 200 });
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const start = await (await server.request("/docs/assets/start.js")).text();
    expect(start).toContain('"/openapi.json"');
    expect((await server.request("/docs/assets/package.json")).status).toBe(404);
  });

  it("never takes the OpenAPI server from the Host header", async () => {
    const doc = await getWithHost(`${server.url}/openapi.json`, "attacker.example");
    expect(JSON.stringify(doc.servers)).not.toContain("attacker");
    expect(doc.servers).toEqual([{ url: "/" }]);
  });
});

describe("the OpenAPI document behind a public URL", () => {
  const { server } = useTestServer("pglite", {
    env: { INKWELL_PUBLIC_URL: "https://inkwell.example.com/" },
  });

  it("names INKWELL_PUBLIC_URL as its server, whatever Host the request carried", async () => {
    const doc = await getWithHost(`${server.url}/openapi.json`, "attacker.example");
    expect(doc.servers).toEqual([{ url: "https://inkwell.example.com" }]);
    const policy = (await server.request("/docs")).headers.get("content-security-policy");
    expect(policy).toContain("connect-src 'self' https://inkwell.example.com");
  });
});
