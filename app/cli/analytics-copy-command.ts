import type { Command } from "commander";
import type { CopyStep } from "../analytics/clickhouse/copy-to-clickhouse.ts";
import { CliError, type CliRuntime, usageError } from "./cli-runtime.ts";

/** Chunks (a week of a project's days each, at most) per admin command: progress comes between. */
const CHUNKS_PER_STEP = 20;

/** What the whole copy did, as `--json` prints it. */
export interface CopySummary {
  /** Projects with views in PostgreSQL, and their UTC days with views. */
  projects: number;
  days: number;
  /** Days an earlier run had copied (skipped). */
  alreadyCopiedDays: number;
  /** What this run copied. */
  copied: { projects: number; days: number; views: number };
}

/**
 * `inkwell analytics copy --to clickhouse`: the PostgreSQL store's page views into the ClickHouse
 * store (CLICKHOUSE_URL), a slice of days per admin command until every day is copied. A run that
 * stopped goes on where it stopped; a finished copy copies nothing and says so.
 */
export function registerAnalyticsCopyCommand(program: Command, cli: CliRuntime): void {
  const analytics =
    program.commands.find((command) => command.name() === "analytics") ??
    program.command("analytics").description("Page view analytics");
  analytics
    .command("copy")
    .description(
      "Copy the page views counted in PostgreSQL into ClickHouse (CLICKHOUSE_URL) before switching INKWELL_ANALYTICS_STORE to clickhouse; run it again to resume after a failure",
    )
    .option("--to <store>", "the store to copy into: clickhouse (the only one)")
    .option(
      "--add-to-existing",
      "copy into projects whose ClickHouse views this command did not copy (counted by servers already on ClickHouse), adding to them",
    )
    .action(async (options: { to?: string; addToExisting?: boolean }) => {
      if (options.to === undefined) {
        throw usageError(
          "--to is required: analytics are copied from PostgreSQL to ClickHouse, with --to clickhouse",
        );
      }
      if (options.to !== "clickhouse") {
        throw usageError(
          `--to ${options.to} is not a store to copy into: analytics are copied only from PostgreSQL to ClickHouse, with --to clickhouse`,
        );
      }
      if (!cli.config().clickhouse) {
        throw new CliError(
          "CLICKHOUSE_URL is not set: set it to the ClickHouse server to copy into (e.g. http://default:password@clickhouse:8123/inkwell), as the servers will have it",
          { code: "invalid_configuration" },
        );
      }
      const summary: CopySummary = {
        projects: 0,
        days: 0,
        alreadyCopiedDays: 0,
        copied: { projects: 0, days: 0, views: 0 },
      };
      const projectsSeen = new Set<number>();
      for (let first = true; ; first = false) {
        const step: CopyStep = await cli.runAdminCommand("analytics.copy", {
          to: "clickhouse",
          addToExisting: options.addToExisting === true,
          maxChunks: CHUNKS_PER_STEP,
        });
        summary.projects = step.projects;
        summary.days = step.days;
        if (first) summary.alreadyCopiedDays = step.daysCopiedBefore;
        summary.copied.days += step.copied.days;
        summary.copied.views += step.copied.views;
        // A project a slice ended in is counted by the next slice too: counted once here.
        for (const siteId of step.copied.sites) projectsSeen.add(siteId);
        summary.copied.projects = projectsSeen.size;
        const done = step.daysCopiedBefore + step.copied.days;
        cli.progress(
          `Copied ${n(done)} of ${n(step.days)} days (${n(summary.copied.views)} views this run)`,
        );
        if (step.done) break;
      }
      cli.progress("");
      cli.output(summary, () => describeCopy(summary));
    });
}

function n(count: number): string {
  return count.toLocaleString("en-US");
}

function describeCopy(summary: CopySummary): string {
  const { copied } = summary;
  if (summary.days === 0) return "Nothing to copy: PostgreSQL holds no page views.";
  if (copied.days === 0) {
    return `Nothing new to copy: every day of ${n(summary.projects)} project(s) (${n(summary.days)} days) was copied into ClickHouse before.`;
  }
  return [
    `Copied ${n(copied.views)} views of ${n(copied.days)} days of ${n(copied.projects)} project(s) into ClickHouse.`,
    summary.alreadyCopiedDays > 0
      ? `${n(summary.alreadyCopiedDays)} days an earlier run copied were skipped; all ${n(summary.days)} days of ${n(summary.projects)} project(s) are copied.`
      : `All ${n(summary.days)} days of ${n(summary.projects)} project(s) are copied.`,
    "Set INKWELL_ANALYTICS_STORE=clickhouse and restart the servers to answer from ClickHouse.",
  ].join("\n");
}
