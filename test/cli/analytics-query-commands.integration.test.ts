import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInkwellInProcess } from "#testkit/cli/cli-in-process.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { toCsv } from "../../app/cli/analytics-query-commands.ts";
import {
  AgentViewsSchema,
  DailyCountRowSchema,
  PageViewsSchema,
  ViewTimeseriesSchema,
} from "../../shared/api/analytics-schemas.ts";

const LOG = path.resolve(import.meta.dirname, "../../testkit/fixtures/access-logs/access.log");

/** Runs the CLI in this process, as `inkwell …` would, and captures what it prints. */
function inkwell(args: string[], env: Record<string, string>) {
  return runInkwellInProcess(args, env);
}

// Each command opens the embedded database: slow on a busy machine, hence the timeouts.
describe("inkwell analytics views|agents|timeseries", { timeout: 180_000 }, () => {
  let dataDir: EmbeddedDataDir;
  let env: Record<string, string>;
  let projectId: string;

  beforeAll(async () => {
    dataDir = await createEmbeddedDataDir();
    env = { INKWELL_DATA_DIR: dataDir.dir };
    const created = await inkwell(
      ["projects", "create", "--repo", "acme/docs", "--docs-path", "docs", "--json"],
      env,
    );
    expect(created.code).toBe(0);
    projectId = JSON.parse(created.stdout).id;
    const imported = await inkwell(["analytics", "import", "--project", projectId, LOG], env);
    expect(imported.code).toBe(0);
  }, 180_000);
  afterAll(async () => {
    await dataDir.remove();
  });

  it("prints views as the API answers them with --json, the range as counted", async () => {
    const result = await inkwell(
      [
        "analytics",
        "views",
        "--project",
        projectId,
        "--from",
        "2026-11-21T08:14:59Z",
        "--to",
        "2026-11-22",
        "--json",
      ],
      env,
    );
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const page = PageViewsSchema.parse(JSON.parse(result.stdout));
    expect(page.dateFrom).toBe("2026-11-21T08:00:00.000Z");
    expect(page.dateTo).toBe("2026-11-22T00:00:00.000Z");
    expect(page.totals.total).toBeGreaterThan(0);
    expect(page.totals.total).toBe(page.views.reduce((sum, v) => sum + v.total, 0));
  });

  it("prints the same views as CSV, and as a table for people", async () => {
    const json = PageViewsSchema.parse(
      JSON.parse(
        (await inkwell(["analytics", "views", "--project", projectId, "--json"], env)).stdout,
      ),
    );
    const csv = await inkwell(["analytics", "views", "--project", projectId, "--csv"], env);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toBe(
      toCsv(
        ["path", "human", "ai", "total", "crawler"],
        json.views.map((v) => [v.path, v.human, v.ai, v.total, v.crawler]),
      ),
    );
    expect(csv.stdout.startsWith("path,human,ai,total,crawler\r\n")).toBe(true);
    expect(json.totals.crawler).toBeGreaterThan(0);
    const text = await inkwell(["analytics", "views", "--project", projectId, "--limit", "1"], env);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("Counted from the first view to the last view");
    expect(text.stdout).toContain(
      `${json.totals.total} views: ${json.totals.human} human, ${json.totals.ai} AI; ${json.totals.crawler} crawler views apart.`,
    );
    expect(text.stdout).toMatch(/PATH\s+HUMAN\s+AI\s+TOTAL\s+CRAWLER/);
    expect(text.stdout).toContain("More follow: run again with --offset.");
  });

  it("keeps the pages under --path-prefix, with their totals alone", async () => {
    const all = PageViewsSchema.parse(
      JSON.parse(
        (await inkwell(["analytics", "views", "--project", projectId, "--json"], env)).stdout,
      ),
    );
    const result = await inkwell(
      ["analytics", "views", "--project", projectId, "--path-prefix", "/docs/", "--json"],
      env,
    );
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const docs = PageViewsSchema.parse(JSON.parse(result.stdout));
    const expected = all.views.filter((v) => v.path.startsWith("/docs/"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.views.length);
    expect(docs.views).toEqual(expected);
    expect(docs.totals.total).toBe(expected.reduce((sum, v) => sum + v.total, 0));
  });

  it("prints agents and a timeseries from the same services as the API", async () => {
    const agents = AgentViewsSchema.parse(
      JSON.parse(
        (await inkwell(["analytics", "agents", "--project", projectId, "--json"], env)).stdout,
      ),
    );
    expect(agents.agents.map((a) => a.agent)).toContain("GPTBot");
    expect(agents.dateFrom).toBeNull();
    const series = ViewTimeseriesSchema.parse(
      JSON.parse(
        (
          await inkwell(
            [
              "analytics",
              "timeseries",
              "--project",
              projectId,
              "--from",
              "2026-11-21",
              "--to",
              "2026-11-22",
              "--interval",
              "hour",
              "--json",
            ],
            env,
          )
        ).stdout,
      ),
    );
    expect(series.points).toHaveLength(24);
    const csv = await inkwell(
      [
        "analytics",
        "timeseries",
        "--project",
        projectId,
        "--from",
        "2026-11-21",
        "--to",
        "2026-11-22",
        "--csv",
      ],
      env,
    );
    expect(csv.stdout.split("\r\n")[0]).toBe(
      "start,human,ai,total,assistant,search,training,crawler",
    );
    expect(csv.stdout.split("\r\n")[1]).toMatch(
      /^2026-11-21T00:00:00.000Z,\d+,\d+,\d+,\d+,\d+,\d+,\d+$/,
    );
    // The day's crawler views, as the views route counts them over the same range.
    const day = PageViewsSchema.parse(
      JSON.parse(
        (
          await inkwell(
            [
              "analytics",
              "views",
              "--project",
              projectId,
              "--from",
              "2026-11-21",
              "--to",
              "2026-11-22",
              "--json",
            ],
            env,
          )
        ).stdout,
      ),
    );
    expect(series.points.reduce((sum, p) => sum + p.crawler, 0)).toBe(day.totals.crawler);
  });

  it.each([
    [
      ["--from", "yesterday"],
      "--from must be a date (YYYY-MM-DD, midnight UTC) or an ISO 8601 date-time",
    ],
    [["--from", "2026-11-22", "--to", "2026-11-21"], "--to must be later than --from"],
    [["--limit", "0"], "--limit must be a whole number from 1 to 250"],
    [["--csv", "--json"], "Choose one of --csv and --json"],
  ])(
    "refuses %j with one line, exiting 2 as every refused argument does",
    async (flags, message) => {
      const result = await inkwell(["analytics", "views", "--project", projectId, ...flags], env);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe("");
    },
  );

  it("exports every count as CSV, one row per day, path, class and agent, summing to the views", async () => {
    const views = PageViewsSchema.parse(
      JSON.parse(
        (await inkwell(["analytics", "views", "--project", projectId, "--json"], env)).stdout,
      ),
    );
    const result = await inkwell(["analytics", "export", "--project", projectId], env);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const [header, ...lines] = result.stdout.trimEnd().split("\r\n");
    expect(header).toBe("day,path,class,agent,category,views");
    expect(lines).toContain("2026-11-21,/docs/api,ai,GPTBot,training,1");
    // Crawlers have rows of their own; the views' total is human and AI views.
    const counted = lines.filter((line) => line.split(",")[2] !== "crawler");
    const total = counted.reduce((sum, line) => sum + Number(line.split(",").at(-1)), 0);
    expect(total).toBe(views.totals.total);
    expect(lines.length - counted.length).toBeGreaterThan(0);
    const crawlers = lines.filter((line) => line.split(",")[2] === "crawler");
    const crawled = crawlers.reduce((sum, line) => sum + Number(line.split(",").at(-1)), 0);
    expect(crawled).toBe(views.totals.crawler);
  });

  it("writes the export as NDJSON to a file with --output, saying how many rows", async () => {
    const file = path.join(dataDir.dir, "export.ndjson");
    const result = await inkwell(
      ["analytics", "export", "--project", projectId, "--format", "ndjson", "--output", file],
      env,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    const rows = (await readFile(file, "utf8"))
      .trimEnd()
      .split("\n")
      .map((line) => DailyCountRowSchema.parse(JSON.parse(line)));
    expect(result.stderr).toContain(`Wrote ${rows.length} rows (days of UTC) to ${file}.`);
    expect(rows.every((row) => row.day === "2026-11-21")).toBe(true);
  });

  it("refuses an unknown export format with one line", async () => {
    const result = await inkwell(
      ["analytics", "export", "--project", projectId, "--format", "xlsx"],
      env,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--format must be one of csv, ndjson");
  });

  it("names an unknown project", async () => {
    const result = await inkwell(["analytics", "views", "--project", "prj_nope"], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("prj_nope");
  });
});

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["/x,y", 1],
          ['/"q"', 2],
          ["=cmd()", 3],
        ],
      ),
    ).toBe('a,b\r\n"/x,y",1\r\n"/""q""",2\r\n\'=cmd(),3\r\n');
  });
});
