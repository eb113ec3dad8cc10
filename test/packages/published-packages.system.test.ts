import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { installOffline, packPackage, REPO_ROOT } from "#testkit/system/packed-package.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import type * as Collector from "../../packages/collector/src/index.ts";
import type * as Client from "../../shared/client/index.ts";

const run = promisify(execFile);
const TSC = path.join(REPO_ROOT, "node_modules/typescript/bin/tsc");
const CHATGPT_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const PACKAGES = {
  collector: { folder: "packages/collector", name: "@inkwell-docs/collector" },
  client: { folder: "packages/client", name: "@inkwell-docs/client" },
} as const;

/** A TypeScript file that uses both packages as their READMEs show, with one misuse each that must not type-check. */
const CONSUMER_TS = `import { createViewCollector, isPageView, type ViewCollectorStats } from "@inkwell-docs/collector";
import {
  createInkwellClient,
  InkwellApiError,
  type Job,
  type PageViews,
  type SentEvents,
} from "@inkwell-docs/client";

const collector = createViewCollector({ apiUrl: "https://inkwell.example.com", projectId: "prj_1", apiKey: "ink_x" });
if (isPageView({ method: "GET", path: "/docs", status: 200 })) {
  collector.record({ path: "/docs", userAgent: "curl/8" });
}
// @ts-expect-error a path is a string
collector.record({ path: 42 });
export const stats: ViewCollectorStats = collector.stats();

const client = createInkwellClient({ apiUrl: "https://inkwell.example.com", apiKey: "ink_x" });
export async function statusOf(projectId: string, jobId: string): Promise<Job["status"] | string> {
  try {
    return (await client.getJob(projectId, jobId)).status;
  } catch (error) {
    if (error instanceof InkwellApiError) return error.code;
    throw error;
  }
}
// @ts-expect-error createJob takes a prompt
void client.createJob("prj_1");

export async function aiShare(projectId: string): Promise<number> {
  const sent: SentEvents = await client.sendEvents(projectId, [{ path: "/docs", userAgent: "curl/8" }]);
  const views: PageViews = await client.getViews(projectId, { dateFrom: new Date(0), limit: 10 });
  const series = await client.getTimeseries(projectId, { interval: "week", timeZone: "Europe/Paris" });
  const fromAi = (await client.getReferrers(projectId, { source: "ai" })).totals.fromAi;
  return sent.received + views.totals.ai + series.points.length + fromAi;
}
// @ts-expect-error the interval is hour, day or week
void client.getTimeseries("prj_1", { interval: "month" });
// @ts-expect-error the pages a referrer sent need the referrer
void client.getReferredPages("prj_1", {});
`;

// Packing builds each package with the TypeScript compiler, and npm starts slowly on a busy machine.
describe("the collector and the client as published packages", { timeout: 240_000 }, () => {
  let scratch = "";
  let consumer = "";
  const tarballs: Record<keyof typeof PACKAGES, string> = { collector: "", client: "" };

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "inkwell-packages-"));
    consumer = path.join(scratch, "consumer");
    await mkdir(consumer);
    for (const [key, { folder }] of Object.entries(PACKAGES)) {
      tarballs[key as keyof typeof PACKAGES] = await packPackage(
        path.join(REPO_ROOT, folder),
        scratch,
      );
    }
    await installOffline(consumer, Object.values(tarballs));
  }, 480_000);
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it.each(Object.keys(PACKAGES))(
    "packs the %s with its compiled modules, declarations, README and license, no sources, at Inkwell's version",
    async (key) => {
      const { stdout } = await run("tar", ["-tzf", tarballs[key as keyof typeof PACKAGES]]);
      const files = stdout.trim().split("\n");
      expect(files).toEqual(
        expect.arrayContaining([
          "package/package.json",
          "package/README.md",
          "package/LICENSE",
          `package/dist/${key}/index.js`,
          `package/dist/${key}/index.d.ts`,
        ]),
      );
      expect(files.filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))).toEqual([]);
      const manifest = JSON.parse(
        await readFile(
          path.join(REPO_ROOT, PACKAGES[key as keyof typeof PACKAGES].folder, "package.json"),
          "utf8",
        ),
      ) as { version: string; license: string };
      const inkwell = JSON.parse(await readFile(path.join(REPO_ROOT, "package.json"), "utf8")) as {
        version: string;
        license: string;
      };
      expect(manifest.license).toBe(inkwell.license);
      expect(manifest.version).toBe(inkwell.version);
    },
  );

  it("imports both installed packages from plain Node.js, with no TypeScript loader", async () => {
    const script = [
      'import { createViewCollector, isPageView } from "@inkwell-docs/collector";',
      'import { createInkwellClient, InkwellConfigurationError } from "@inkwell-docs/client";',
      'const collector = createViewCollector({ apiUrl: "https://inkwell.example.com", projectId: "prj_1", apiKey: "ink_x" });',
      'collector.record({ path: "/docs/install", userAgent: "curl/8" });',
      "let refused = false;",
      'try { createInkwellClient({ apiUrl: "http://inkwell.example.com", apiKey: "ink_x" }); }',
      "catch (error) { refused = error instanceof InkwellConfigurationError; }",
      'console.log(isPageView({ method: "GET", path: "/docs" }), collector.stats().queued, refused);',
    ].join("\n");
    await writeFile(path.join(consumer, "check.mjs"), script);
    const { stdout, stderr } = await run(process.execPath, ["check.mjs"], {
      cwd: consumer,
      env: { PATH: process.env.PATH },
    });
    expect(stderr).toBe("");
    expect(stdout).toBe("true 1 true\n");
  });

  it.each(["nodenext", "bundler"])(
    "type-checks a TypeScript consumer against the installed declarations (moduleResolution %s)",
    async (resolution) => {
      await writeFile(path.join(consumer, "consumer.ts"), CONSUMER_TS);
      const config = `tsconfig.${resolution}.json`;
      await writeFile(
        path.join(consumer, config),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            exactOptionalPropertyTypes: true,
            noEmit: true,
            target: "es2022",
            module: resolution === "bundler" ? "esnext" : "nodenext",
            moduleResolution: resolution,
            // The web platform's types, not Node.js's: the collector runs on edge runtimes too.
            lib: ["es2022", "dom"],
            types: [],
            skipLibCheck: false,
          },
          files: ["consumer.ts"],
        }),
      );
      const result = await run(process.execPath, [TSC, "-p", config], { cwd: consumer }).catch(
        (error: { stdout: string; stderr: string }) => error,
      );
      expect(`${result.stdout}${result.stderr}`).toBe("");
    },
  );

  describe.each(oneDatabaseKind())("against the real server on %s", (kind) => {
    const clock = createTestClock(new Date());
    const { server } = useTestServer(kind, { clock });
    const load = async <T>(name: string, entry: string) =>
      (await import(
        pathToFileURL(path.join(consumer, "node_modules", name, "dist", entry, "index.js")).href
      )) as T;

    it("the installed collector reports views that the server counts", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const { createViewCollector } = await load<typeof Collector>(
        PACKAGES.collector.name,
        "collector",
      );
      const collector = createViewCollector({
        apiUrl: server.url,
        projectId: owner.project.id,
        apiKey: owner.key,
      });
      collector.record({ path: "/docs/install?from=readme", userAgent: CHROME });
      expect(await collector.flush()).toMatchObject({ sent: 1, queued: 0 });
      const res = await server.request(`/v1/analytics/${owner.project.id}/views`, {
        headers: { authorization: `Bearer ${owner.key}` },
      });
      expect(((await res.json()) as { views: unknown[] }).views).toEqual([
        { path: "/docs/install", human: 1, ai: 0, total: 1, crawler: 0 },
      ]);
    });

    it("the installed client lists a project's jobs and reports a missing job as a typed error", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const { createInkwellClient, InkwellApiError } = await load<typeof Client>(
        PACKAGES.client.name,
        "client",
      );
      const client = createInkwellClient({ apiUrl: server.url, apiKey: owner.key });
      expect(await client.listJobs(owner.project.id)).toMatchObject({ jobs: [] });
      const missing = await client
        .getJob(owner.project.id, "job_00000000000000000000000000")
        .catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(InkwellApiError);
      expect(missing).toMatchObject({ status: 404 });
    });

    it("the installed client sends events and reads the server's exact views, series, agents and referrers", async () => {
      const owner = await createProjectWithKey(server.ctx);
      const { createInkwellClient, InkwellApiError } = await load<typeof Client>(
        PACKAGES.client.name,
        "client",
      );
      const client = createInkwellClient({ apiUrl: server.url, apiKey: owner.key });
      const now = clock.now();
      // Yesterday and the day before, in UTC: inside the server's window whatever day the test runs.
      const day = (back: number) =>
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
      const at = (back: number, hour: number) =>
        new Date(day(back).getTime() + hour * 3_600_000).toISOString();
      const first = await client.sendEvents(owner.project.id, [
        {
          path: "/docs/install",
          userAgent: CHROME,
          timestamp: at(2, 9),
          referrer: "https://chatgpt.com/c/1",
        },
        {
          path: "/docs/install",
          userAgent: CHROME,
          timestamp: at(2, 10),
          referrer: "https://www.google.com/",
        },
        { path: "/docs/install", userAgent: CHATGPT_USER, timestamp: at(2, 11) },
      ]);
      expect(first).toMatchObject({ received: 3, human: 2, ai: 1, ignored: 0 });
      // The first day is folded into the compact cells; the second stays pending: reads add both.
      await foldPendingViews(server.ctx.db);
      await client.sendEvents(owner.project.id, [
        { path: "/docs/api.md", userAgent: CHATGPT_USER, timestamp: at(1, 8) },
        {
          path: "/docs/api",
          userAgent: CHROME,
          timestamp: at(1, 9),
          referrer: "https://perplexity.ai/search",
        },
      ]);
      const range = { dateFrom: day(2), dateTo: day(0) };

      const views = await client.getViews(owner.project.id, range);
      expect(views).toEqual({
        totals: { human: 3, ai: 2, total: 5, crawler: 0 },
        views: [
          { path: "/docs/install", human: 2, ai: 1, total: 3, crawler: 0 },
          { path: "/docs/api", human: 1, ai: 1, total: 2, crawler: 0 },
        ],
        hasMore: false,
        dateFrom: day(2).toISOString(),
        dateTo: day(0).toISOString(),
      });
      const series = await client.getTimeseries(owner.project.id, { ...range, timeZone: "UTC" });
      const zero = { assistant: 0, search: 0, training: 0, crawler: 0 };
      expect(series.points).toEqual([
        { ...zero, start: day(2).toISOString(), human: 2, ai: 1, total: 3, assistant: 1 },
        { ...zero, start: day(1).toISOString(), human: 1, ai: 1, total: 2, assistant: 1 },
      ]);
      const agents = await client.getAgentViews(owner.project.id, range);
      expect(agents.agents).toEqual([
        { agent: "ChatGPT-User", operator: "OpenAI", category: "assistant", views: 2 },
      ]);
      const referrers = await client.getReferrers(owner.project.id, range);
      expect(referrers.totals).toEqual({ human: 3, referred: 3, direct: 0, fromAi: 2 });
      expect(referrers.referrers.map(({ referrer, views }) => [referrer, views])).toEqual([
        ["chatgpt.com", 1],
        ["google.com", 1],
        ["perplexity.ai", 1],
      ]);
      const fromAi = await client.getReferredPages(owner.project.id, { ...range, referrer: "ai" });
      expect(fromAi.pages).toEqual([
        { path: "/docs/api", views: 1 },
        { path: "/docs/install", views: 1 },
      ]);

      const refused = await client
        .sendEvents(owner.project.id, [
          { path: "/docs", userAgent: CHROME, timestamp: "yesterday" },
        ])
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(InkwellApiError);
      expect(refused).toMatchObject({ status: 400, code: "invalid_request" });
    });
  });
});
