import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInkwellInProcess } from "#testkit/cli/cli-in-process.ts";
import { checkExternalLinks } from "../../app/docs-check/check-external-links.ts";

/** The web, as a server on 127.0.0.1: each path answers as its name says, and every request is kept. */
function startTheWeb() {
  const requests: { method: string; path: string; at: number }[] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    requests.push({ method: req.method ?? "GET", path: url, at: performance.now() });
    if (url.startsWith("/ok")) return res.writeHead(200).end("fine");
    if (url.startsWith("/no-head")) {
      return req.method === "HEAD" ? res.writeHead(405).end() : res.writeHead(200).end("fine");
    }
    if (url.startsWith("/moved")) return res.writeHead(301, { location: "/ok-after-move" }).end();
    if (url.startsWith("/gone")) return res.writeHead(410).end();
    if (url.startsWith("/busy")) return res.writeHead(429, { "retry-after": "60" }).end();
    if (url.startsWith("/slow")) return; // never answers
    res.writeHead(404).end();
  });
  return new Promise<{ server: Server; base: string; requests: typeof requests }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, requests });
    });
  });
}

describe("checking external links against a stand-in web", () => {
  let web: Awaited<ReturnType<typeof startTheWeb>>;
  beforeAll(async () => {
    web = await startTheWeb();
  });
  afterAll(() => {
    web.server.closeAllConnections();
    web.server.close();
  });

  it("reports 404s and 410s on every line that links there, follows redirects and falls back to GET on 405", async () => {
    web.requests.length = 0;
    const at = (url: string, line: number) => ({
      path: "docs/a.md",
      line,
      url: `${web.base}${url}`,
    });
    const report = await checkExternalLinks(
      [
        at("/ok", 1),
        at("/no-head", 2),
        at("/moved", 3),
        at("/missing", 4),
        at("/missing#section", 5),
        at("/gone", 6),
        at("/busy", 7),
        { path: "docs/a.md", line: 8, url: "../local/page.md" },
      ],
      { perHostIntervalMs: 0 },
    );
    expect(report.findings.map((f) => [f.line, f.rule, f.message])).toEqual([
      [4, "external-link-broken", expect.stringContaining("HTTP 404")],
      [5, "external-link-broken", expect.stringContaining("HTTP 404")],
      [6, "external-link-broken", expect.stringContaining("HTTP 410")],
    ]);
    expect(report).toMatchObject({ checked: 6, skipped: 0, unknown: 1 });
    // One request per URL (the fragment dropped), a GET only where HEAD was refused.
    expect(web.requests.filter((r) => r.path === "/missing")).toHaveLength(1);
    expect(web.requests.filter((r) => r.path === "/no-head").map((r) => r.method)).toEqual([
      "HEAD",
      "GET",
    ]);
  });

  it("spaces one host's requests, stops at the URL limit and counts a silent host as unknown after the timeout", async () => {
    web.requests.length = 0;
    const links = ["/ok/1", "/ok/2", "/ok/3", "/slow"].map((url, i) => ({
      path: "docs/b.md",
      line: i + 1,
      url: `${web.base}${url}`,
    }));
    const waits: number[] = [];
    const report = await checkExternalLinks(links, {
      maxLinks: 3,
      perHostIntervalMs: 250,
      timeoutMs: 200,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(report).toMatchObject({ checked: 3, skipped: 1, unknown: 0, findings: [] });
    expect(waits).toEqual([250, 250]);
    expect(web.requests.map((r) => r.path)).toEqual(["/ok/1", "/ok/2", "/ok/3"]);

    const silent = await checkExternalLinks([links[3] as (typeof links)[number]], {
      timeoutMs: 200,
    });
    expect(silent).toMatchObject({ checked: 1, unknown: 1, findings: [] });
  });

  it("reports a host that cannot be reached, and asks each URL once however many pages link it", async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, "127.0.0.1", () => resolve((closed.address() as AddressInfo).port)),
    );
    await new Promise((resolve) => closed.close(resolve));
    const cache = new Map();
    const link = { path: "docs/c.md", line: 3, url: `http://127.0.0.1:${port}/docs` };
    const first = await checkExternalLinks([link, { ...link, path: "docs/d.md" }], { cache });
    expect(first.findings.map((f) => [f.path, f.message])).toEqual([
      ["docs/c.md", expect.stringMatching(/cannot be reached: ECONNREFUSED/)],
      ["docs/d.md", expect.stringMatching(/cannot be reached/)],
    ]);
    expect(cache.size).toBe(1);
  });

  it("runs from inkwell docs check --check-external, and never without the flag", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-external-"));
    try {
      await writeFile(
        path.join(dir, "index.md"),
        `# Home\n\nSee [the guide](${web.base}/ok) and [the old page](${web.base}/missing).\n`,
      );
      web.requests.length = 0;
      const without = await runInkwellInProcess(["docs", "check", dir], {});
      expect(without.code).toBe(0);
      expect(web.requests).toEqual([]);
      const checked = await runInkwellInProcess(["docs", "check", dir, "--check-external"], {});
      expect(checked.code).toBe(1);
      expect(checked.stdout).toMatch(/index\.md:3 external-link-broken .*\/missing.*HTTP 404/);
      expect(checked.stderr).toMatch(/External links: 2 checked/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
