import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInkwellInProcess } from "#testkit/cli/cli-in-process.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { importAccessLogs } from "../../../app/analytics/import/import-access-logs.ts";
import type { ViewEventInput } from "../../../app/analytics/ingest/view-ingestion.service.ts";
import { PageViewsSchema } from "../../../shared/api/analytics-schemas.ts";

const fixture = (name: string) =>
  path.resolve(import.meta.dirname, "../../../testkit/fixtures/access-logs", name);
const NOW = new Date("2026-11-22T00:00:00Z");

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * Every sample logs the same eight requests: a page from ChatGPT's link, its stylesheet, GPTBot,
 * Googlebot, a HEAD by ChatGPT-User, a POST, a 404 and a 304 from Google. Five are page requests.
 */
const PAGE_REQUESTS = [
  { path: "/docs/install", at: "2026-11-21T08:00:01", userAgent: CHROME, referrer: "chatgpt.com" },
  { path: "/docs/api?version=2", at: "2026-11-21T08:05:44", agent: /GPTBot/ },
  { path: "/docs/api", at: "2026-11-21T08:06:00", agent: /Googlebot/ },
  { path: "/docs/api", at: "2026-11-21T08:07:10", agent: /ChatGPT-User/ },
  { path: "/docs/guide", at: "2026-11-21T08:15:05", agent: /Safari/, referrer: "google.com" },
];

async function importCollecting(files: string[], format?: "auto" | "combined") {
  const events: ViewEventInput[] = [];
  const summary = await importAccessLogs(files, {
    now: NOW,
    format,
    ingest: async (batch) => {
      events.push(...batch);
      return { human: 0, ai: 0, ignored: 0 };
    },
  });
  return { summary, events };
}

describe("importing CloudFront, Cloudflare Logpush and Vercel log drain logs", () => {
  it.each([
    ["cloudfront", "cloudfront.log"],
    ["cloudflare", "cloudflare-logpush.ndjson"],
    ["vercel", "vercel-drain.ndjson"],
  ])(
    "reads a %s log, detected from its content, under the combined format's rules",
    async (format, file) => {
      const { summary, events } = await importCollecting([fixture(file)]);
      expect(summary).toMatchObject({
        formats: { [format]: 1 },
        linesRead: 8,
        imported: 5,
        skipped: { asset: 1, not_get: 1, not_success: 1 },
      });
      expect(events).toHaveLength(PAGE_REQUESTS.length);
      PAGE_REQUESTS.forEach((expected, i) => {
        const event = events[i] as ViewEventInput;
        expect(event.path).toBe(expected.path);
        // Whole seconds in every format (Cloudflare's nanoseconds are cut to milliseconds).
        expect(String(event.timestamp).slice(0, 19)).toBe(expected.at);
        if (expected.agent) expect(event.userAgent).toMatch(expected.agent);
        else expect(event.userAgent).toBe(expected.userAgent);
        expect(event.referrer).toBe(expected.referrer);
      });
    },
  );

  describe("with files of their own", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-formats-"));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it("reads a Vercel drain's JSON array delivery, a batch of entries on one line", async () => {
      const entry = (id: string, path: string) => ({
        id,
        timestamp: 1795248001040,
        source: "static",
        deploymentId: "dpl_233NRGRjVZX1caZrXWtz5g1TAksD",
        requestId: id,
        proxy: {
          timestamp: 1795248001000,
          method: "GET",
          path,
          userAgent: [CHROME],
          statusCode: 200,
        },
      });
      const file = path.join(dir, "drain.json");
      await writeFile(file, `${JSON.stringify([entry("a", "/one"), entry("b", "/two")])}\n`);
      const { summary, events } = await importCollecting([file]);
      expect(summary).toMatchObject({ formats: { vercel: 1 }, linesRead: 1, imported: 2 });
      expect(events.map((e) => e.path)).toEqual(["/one", "/two"]);
    });

    it("reads Cloudflare's timestamps in seconds, milliseconds, nanoseconds and RFC 3339", async () => {
      const record = (EdgeStartTimestamp: unknown) =>
        JSON.stringify({
          ClientRequestMethod: "GET",
          ClientRequestPath: "/t",
          ClientRequestUserAgent: CHROME,
          EdgeResponseStatus: 200,
          EdgeStartTimestamp,
        });
      const file = path.join(dir, "logpush.ndjson");
      await writeFile(
        file,
        [1795248001, 1795248001123, "1795248001123456789", "2026-11-21T08:00:01.5Z"]
          .map(record)
          .join("\n"),
      );
      const { events } = await importCollecting([file]);
      expect(events.map((e) => e.timestamp)).toEqual([
        "2026-11-21T08:00:01.000Z",
        "2026-11-21T08:00:01.123Z",
        "2026-11-21T08:00:01.123Z",
        "2026-11-21T08:00:01.500Z",
      ]);
    });

    it("takes the format it is told: a CloudFront log read as combined has no valid line", async () => {
      const { summary } = await importCollecting([fixture("cloudfront.log")], "combined");
      expect(summary).toMatchObject({ formats: { combined: 1 }, imported: 0 });
      expect(summary.skipped.malformed).toBe(summary.linesRead);
    });
  });
});

/** Runs the CLI in this process, as `inkwell …` would, and captures what it prints. */
function inkwell(args: string[], env: Record<string, string>) {
  return runInkwellInProcess(args, env);
}

describe("inkwell analytics import with the three formats", { timeout: 180_000 }, () => {
  let dataDir: EmbeddedDataDir;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await createEmbeddedDataDir();
    env = { INKWELL_DATA_DIR: dataDir.dir };
  });
  afterAll(async () => {
    await dataDir.remove();
  });

  it("imports a CloudFront, a Cloudflare and a Vercel log in one run, each by its format", async () => {
    const created = await inkwell(
      ["projects", "create", "--repo", "acme/docs", "--docs-path", "docs", "--json"],
      env,
    );
    const projectId = JSON.parse(created.stdout).id;
    const files = ["cloudfront.log", "cloudflare-logpush.ndjson", "vercel-drain.ndjson"];
    const imported = await inkwell(
      ["analytics", "import", "--project", projectId, ...files.map(fixture)],
      env,
    );
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      /^Read 24 lines from 3 file\(s\) \(1 cloudfront, 1 cloudflare, 1 vercel\) in \d+\.\d s\.\nImported 15: 6 human views, 6 AI views, \d+ crawler views, \d+ other automated clients/,
    );
    const crawler = Number(/ (\d+) crawler views/.exec(imported.stdout)?.[1]);
    const views = await inkwell(["analytics", "views", "--project", projectId, "--json"], env);
    expect(PageViewsSchema.parse(JSON.parse(views.stdout)).totals).toEqual({
      human: 6,
      ai: 6,
      total: 12,
      crawler,
    });
    // Imported again: every line is recognised and nothing is counted twice.
    const again = await inkwell(
      ["analytics", "import", "--project", projectId, ...files.map(fixture)],
      env,
    );
    expect(again.stdout).toContain("Already imported 15");
  });

  it("refuses an unknown --format with one line", async () => {
    const result = await inkwell(
      ["analytics", "import", "--project", "prj_x", "--format", "w3c", fixture("cloudfront.log")],
      env,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--format must be auto or one of combined, cloudfront");
  });
});
