import { existsSync } from "node:fs";
import type { Command } from "commander";
import type { ImportSummary } from "../analytics/import/import-access-logs.ts";
import { LOG_FORMATS, type LogFormat } from "../analytics/import/log-formats.ts";
import { resolveFromCwd } from "./cli-io.ts";
import { CliError, type CliRuntime, usageError } from "./cli-runtime.ts";

export function registerAnalyticsImportCommand(program: Command, cli: CliRuntime): void {
  const analytics = program.command("analytics").description("Page view analytics");
  analytics
    .command("import")
    .description(
      "Import access logs (nginx/Apache combined, CloudFront, Cloudflare Logpush, Vercel log drains; plain or .gz) as page views; bad lines are skipped and counted",
    )
    .requiredOption("--project <id>", "the project id")
    .option("--batch-size <n>", "events per batch", (v) => Number.parseInt(v, 10), 5000)
    .option(
      "--format <format>",
      `the logs' format: auto (detected per file), ${LOG_FORMATS.join(", ")}`,
      "auto",
    )
    .option(
      "--site-host <host...>",
      "the docs site's own host(s): referrers from them are moves within the site, not referrals",
    )
    .argument("<files...>", "access log files, oldest or newest first (they are ordered by time)")
    .action(
      async (
        files: string[],
        options: { project: string; batchSize: number; siteHost?: string[]; format: string },
      ) => {
        if (
          options.format !== "auto" &&
          !(LOG_FORMATS as readonly string[]).includes(options.format)
        ) {
          throw usageError(`--format must be auto or one of ${LOG_FORMATS.join(", ")}`);
        }
        const missing = files.filter((file) => !existsSync(resolveFromCwd(cli.io, file)));
        if (missing.length > 0) throw new CliError(`No such file: ${missing.join(", ")}`);
        if (!Number.isInteger(options.batchSize) || options.batchSize < 1) {
          throw usageError("--batch-size must be a positive integer");
        }
        // The project first: a wrong id or folder is said at once, not after reading the logs.
        await cli.runAdminCommand("projects.get", { projectId: options.project });
        const started = Date.now();
        const { importAccessLogs } = await import("../analytics/import/import-access-logs.ts");
        const paths = files.map((file) => resolveFromCwd(cli.io, file));
        const summary = await importAccessLogs(paths, {
          now: new Date(),
          batchSize: options.batchSize,
          format: options.format as LogFormat | "auto",
          siteHosts: options.siteHost ?? [],
          ingest: (events, importedLines) =>
            cli.runAdminCommand("analytics.ingest", {
              projectId: options.project,
              events,
              importedLines,
            }),
          onProgress: (running, file) =>
            cli.progress(
              `${file}: ${formatCount(running.linesRead)} lines read, ${formatCount(running.imported)} imported`,
            ),
        });
        cli.progress("");
        if (summary.linesRead > 0 && summary.skipped.malformed === summary.linesRead) {
          throw new CliError(
            `No line of ${files.join(", ")} is a ${Object.keys(summary.formats).join(" or ")} access log record (${formatCount(summary.linesRead)} lines read, nothing imported): give access logs in one of the formats ${LOG_FORMATS.join(", ")}, and --format if detection guessed wrong`,
          );
        }
        cli.output(summary, () => describeImport(summary, Date.now() - started));
      },
    );
}

/** Counts as both the progress line and the summary print them: 12,345. */
function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

function describeImport(summary: ImportSummary, elapsedMs: number): string {
  const skipped = Object.entries(summary.skipped).sort((a, b) => b[1] - a[1]);
  const skippedTotal = skipped.reduce((sum, [, n]) => sum + n, 0);
  const n = formatCount;
  return [
    `Read ${n(summary.linesRead)} lines from ${n(summary.files)} file(s) (${Object.entries(
      summary.formats,
    )
      .map(([format, count]) => `${n(count)} ${format}`)
      .join(", ")}) in ${(elapsedMs / 1000).toFixed(1)} s.`,
    `Imported ${n(summary.imported)}: ${n(summary.human)} human views, ${n(summary.ai)} AI views, ${n(summary.crawler)} crawler views, ${n(summary.ignored)} other automated clients (not counted).`,
    `Already imported ${n(summary.alreadyImported)} (counted by an earlier import of the same log).`,
    `Skipped ${n(skippedTotal)}${skipped.length > 0 ? `: ${skipped.map(([reason, count]) => `${n(count)} ${reason.replaceAll("_", " ")}`).join(", ")}` : ""}.`,
  ].join("\n");
}
