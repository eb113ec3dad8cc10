import { once } from "node:events";
import { createWriteStream } from "node:fs";
import type { Writable } from "node:stream";
import type { Command } from "commander";
import {
  type AgentViews,
  EXPORT_FORMATS,
  type ExportFormat,
  TIMESERIES_INTERVALS,
  type TimeseriesInterval,
  type ViewTimeseries,
} from "../../shared/api/analytics-schemas.ts";
import type { AnalyticsQueryArgs } from "../admin/admin-commands.ts";
import { parseInstant } from "../analytics/parse-instant.ts";
import { exportHeader, exportLines } from "../analytics/read/daily-count-lines.ts";
import { resolveFromCwd } from "./cli-io.ts";
import { type CliRuntime, usageError } from "./cli-runtime.ts";
import { formatTable } from "./format-table.ts";
import { terminalSafe } from "./terminal-safe.ts";

interface QueryOptions {
  project: string;
  from?: string;
  to?: string;
  path?: string;
  pathPrefix?: string;
  limit?: string;
  offset?: string;
  interval?: string;
  csv?: boolean;
}

const BOUND_FORMS =
  "a date (YYYY-MM-DD, midnight UTC) or an ISO 8601 date-time such as 2026-11-01T09:30:00Z";

/**
 * `inkwell analytics views|agents|timeseries`: the API's exports, from the same services, on the
 * database or through the server that owns it. Text for people, `--json` as the API answers,
 * `--csv` for spreadsheets.
 */
export function registerAnalyticsQueryCommands(program: Command, cli: CliRuntime): void {
  const analytics =
    program.commands.find((command) => command.name() === "analytics") ??
    program.command("analytics").description("Page view analytics");

  withRange(analytics.command("views"))
    .description(
      "Page views per page, human and AI (crawlers' apart), most viewed first, with the totals",
    )
    .option(
      "--path-prefix <prefix>",
      "only pages whose path starts with this, e.g. /docs/api/ (totals count them alone)",
    )
    .option("--limit <n>", "pages to show, 1 to 250 (default 50)")
    .option("--offset <n>", "pages to skip (default 0)")
    .action(async (options: QueryOptions) => {
      const page = await cli.runAdminCommand("analytics.views", {
        ...queryArgs(options),
        ...paging(options),
      });
      print(cli, options, page, {
        csv: () =>
          toCsv(
            ["path", "human", "ai", "total", "crawler"],
            page.views.map((v) => [v.path, v.human, v.ai, v.total, v.crawler]),
          ),
        text: () =>
          [
            describeRange(page),
            `${n(page.totals.total)} views: ${n(page.totals.human)} human, ${n(page.totals.ai)} AI; ${n(page.totals.crawler)} crawler views apart.`,
            page.views.length > 0
              ? formatTable(
                  ["PATH", "HUMAN", "AI", "TOTAL", "CRAWLER"],
                  page.views.map((v) => [v.path, n(v.human), n(v.ai), n(v.total), n(v.crawler)]),
                )
              : "No page has views in this range.",
            ...more(page.hasMore),
          ].join("\n"),
      });
    });

  withRange(analytics.command("agents"))
    .description(
      "AI views per agent (or, with --crawlers, crawler views per crawler), with its operator and category, most views first",
    )
    .option("--path <path>", "only this page's views")
    .option("--crawlers", "list the crawlers that are no AI agent (Googlebot, bingbot, ...)")
    .option("--limit <n>", "agents to show, 1 to 250 (default 50)")
    .option("--offset <n>", "agents to skip (default 0)")
    .action(async (options: QueryOptions & { crawlers?: boolean }) => {
      const crawlers = options.crawlers === true;
      const page: AgentViews = await cli.runAdminCommand("analytics.agents", {
        ...queryArgs(options),
        ...paging(options),
        agentClass: crawlers ? "crawler" : "ai",
      });
      print(cli, options, page, {
        csv: () =>
          toCsv(
            ["agent", "operator", "category", "views"],
            page.agents.map((a) => [a.agent, a.operator, a.category, a.views]),
          ),
        text: () =>
          [
            describeRange(page),
            `${n(page.totals.ai)} AI views (${n(page.totals.assistant)} assistant, ${n(page.totals.search)} search, ${n(page.totals.training)} training) and ${n(page.totals.human)} human; ${n(page.totals.crawler)} crawler views apart.`,
            page.agents.length > 0
              ? formatTable(
                  [crawlers ? "CRAWLER" : "AGENT", "OPERATOR", "CATEGORY", "VIEWS"],
                  page.agents.map((a) => [a.agent, a.operator, a.category, n(a.views)]),
                )
              : crawlers
                ? "No crawler has views in this range."
                : "No AI agent has views in this range.",
            ...more(page.hasMore),
          ].join("\n"),
      });
    });

  analytics
    .command("reclassify")
    .description(
      "Count past days again with the agent lists as they are now (after an upgrade or an edit of the lists)",
    )
    .requiredOption("--project <id>", "the project")
    .requiredOption("--since <date>", "the first UTC day to count again, YYYY-MM-DD")
    .action(async (options: { project: string; since: string }) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(options.since)) {
        throw usageError("--since must be a date, YYYY-MM-DD (e.g. 2026-11-01)");
      }
      const result: {
        since: string;
        days: number;
        userAgentsMoved: number;
        viewsMoved: number;
        viewsKept: number;
        pageViewsMoved: number;
      } = await cli.runAdminCommand("analytics.reclassify", {
        projectId: options.project,
        since: options.since,
      });
      cli.output(result, () =>
        [
          `Counted ${n(result.days)} days from ${result.since} again: ${n(result.viewsMoved)} views of ${n(result.userAgentsMoved)} user agents (per day) moved to another class or agent.`,
          ...(result.viewsMoved > 0
            ? [
                result.pageViewsMoved === result.viewsMoved
                  ? "Every one of them moved in the per-page counts too."
                  : `${n(result.pageViewsMoved)} of them moved in the per-page counts too; the other ${n(result.viewsMoved - result.pageViewsMoved)} keep, per page, the class they were counted with (a day's class moves page by page only when all its views move to one class).`,
              ]
            : []),
          ...(result.viewsKept > 0
            ? [
                `${n(result.viewsKept)} views past a day's allowance of distinct user agents kept the classes they were counted with.`,
              ]
            : []),
        ].join("\n"),
      );
    });

  withRange(analytics.command("timeseries"))
    .description("Human, AI, per-category and crawler views per hour, day or week (UTC)")
    .option("--path <path>", "only this page's views")
    .option("--interval <interval>", `${TIMESERIES_INTERVALS.join(", ")} (default day)`)
    .action(async (options: QueryOptions) => {
      const interval = options.interval ?? "day";
      if (!(TIMESERIES_INTERVALS as readonly string[]).includes(interval)) {
        throw usageError(`--interval must be one of ${TIMESERIES_INTERVALS.join(", ")}`);
      }
      const series: ViewTimeseries = await cli.runAdminCommand("analytics.timeseries", {
        ...queryArgs(options),
        interval: interval as TimeseriesInterval,
      });
      const columns = [
        "start",
        "human",
        "ai",
        "total",
        "assistant",
        "search",
        "training",
        "crawler",
      ] as const;
      print(cli, options, series, {
        csv: () =>
          toCsv(
            [...columns],
            series.points.map((p) => columns.map((c) => p[c])),
          ),
        text: () =>
          [
            describeRange(series),
            series.points.length > 0
              ? formatTable(
                  columns.map((c) => c.toUpperCase()),
                  series.points.map((p) => columns.map((c) => (c === "start" ? p.start : n(p[c])))),
                )
              : "No views in this range.",
          ].join("\n"),
      });
    });

  registerAnalyticsExportCommand(analytics, cli);
}

/** `inkwell analytics export`: every count of a range, a page of whole days at a time. */
function registerAnalyticsExportCommand(analytics: Command, cli: CliRuntime): void {
  analytics
    .command("export")
    .description(
      "Every count of a range as CSV or NDJSON: one row per day (of the project's time zone), path, class (human, ai or crawler) and agent",
    )
    .requiredOption("--project <id>", "the project id")
    .option("--from <date>", "inclusive start: YYYY-MM-DD (UTC) or an ISO 8601 date-time")
    .option("--to <date>", "exclusive end: YYYY-MM-DD (UTC) or an ISO 8601 date-time")
    .option("--format <format>", `${EXPORT_FORMATS.join(" or ")} (default csv)`)
    .option("--output <file>", "write to this file instead of standard output")
    .action(async (options: QueryOptions & { format?: string; output?: string }) => {
      const format = options.format ?? "csv";
      if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
        throw usageError(`--format must be one of ${EXPORT_FORMATS.join(", ")}`);
      }
      const args = queryArgs(options);
      // The first page before the file is made: a wrong project leaves no empty file behind.
      let page = await cli.runAdminCommand("analytics.export", args);
      const out: Writable = options.output
        ? createWriteStream(resolveFromCwd(cli.io, options.output))
        : cli.io.stdout;
      const write = async (text: string) => {
        if (text === "") return;
        const safe = options.output ? text : terminalSafe(text);
        if (!out.write(safe)) await once(out, "drain");
      };
      let rows = 0;
      await write(exportHeader(format as ExportFormat));
      for (;;) {
        await write(exportLines(format as ExportFormat, page.rows));
        rows += page.rows.length;
        if (page.next === null) break;
        page = await cli.runAdminCommand("analytics.export", { ...args, startAt: page.next });
      }
      if (options.output) {
        out.end();
        await once(out, "finish");
        cli.notice(`Wrote ${n(rows)} rows (days of ${page.timeZone}) to ${options.output}.`);
      }
    });
}

function withRange(command: Command): Command {
  return command
    .requiredOption("--project <id>", "the project id")
    .option("--from <date>", "inclusive start: YYYY-MM-DD (UTC) or an ISO 8601 date-time")
    .option("--to <date>", "exclusive end: YYYY-MM-DD (UTC) or an ISO 8601 date-time")
    .option("--csv", "print CSV (a header, then one row per line)");
}

function queryArgs(options: QueryOptions): AnalyticsQueryArgs {
  const from = bound("--from", options.from);
  const to = bound("--to", options.to);
  if (from && to && from >= to) {
    throw usageError("--to must be later than --from (--to is exclusive)");
  }
  const args: AnalyticsQueryArgs = { projectId: options.project };
  if (from) args.from = from;
  if (to) args.to = to;
  if (options.path !== undefined) args.path = options.path;
  if (options.pathPrefix !== undefined) args.pathPrefix = options.pathPrefix;
  return args;
}

function bound(flag: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const instant = parseInstant(value);
  if (!instant) throw usageError(`${flag} must be ${BOUND_FORMS}`);
  return instant.toISOString();
}

function paging(options: QueryOptions): { limit: number; offset: number } {
  return {
    limit: integer("--limit", options.limit, 1, 250, 50),
    offset: integer("--offset", options.offset, 0, Number.MAX_SAFE_INTEGER, 0),
  };
}

function integer(
  flag: string,
  value: string | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw usageError(
      `${flag} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : " up"}`,
    );
  }
  return parsed;
}

function print(
  cli: CliRuntime,
  options: QueryOptions,
  data: unknown,
  formats: { csv: () => string; text: () => string },
): void {
  if (options.csv && cli.json()) throw usageError("Choose one of --csv and --json");
  if (options.csv) cli.io.stdout.write(terminalSafe(formats.csv()));
  else cli.output(data, formats.text);
}

function describeRange(range: { dateFrom: string | null; dateTo: string | null }): string {
  const from = range.dateFrom ?? "the first view";
  const to = range.dateTo ?? "the last view";
  return `Counted from ${from} to ${to} (bounds rounded down to the quarter hour, UTC; the end excluded).`;
}

function more(hasMore: boolean): string[] {
  return hasMore ? ["More follow: run again with --offset."] : [];
}

function n(value: number): string {
  return value.toLocaleString("en-US");
}

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. Paths come
 * from whoever reported views, so a text that a spreadsheet would run as a formula is prefixed
 * with an apostrophe.
 */
export function toCsv(header: string[], rows: Array<Array<string | number>>): string {
  const field = (value: string | number) => {
    let text = String(value);
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => `${row.map(field).join(",")}\r\n`).join("");
}
