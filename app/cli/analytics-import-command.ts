import { existsSync } from "node:fs";
import type { Command } from "commander";
import { type ImportSummary, importAccessLogs } from "../analytics/import-access-logs.ts";
import { CliError, type CliRuntime } from "./cli-runtime.ts";

export function registerAnalyticsImportCommand(program: Command, cli: CliRuntime): void {
  const analytics = program.command("analytics").description("Page view analytics");
  analytics
    .command("import")
    .description(
      "Import nginx/Apache combined-format access logs (plain or .gz) as page views; bad lines are skipped and counted",
    )
    .requiredOption("--project <id>", "the project id")
    .option("--batch-size <n>", "events per batch", (v) => Number.parseInt(v, 10), 5000)
    .argument("<files...>", "access log files, oldest or newest first (they are ordered by time)")
    .action(async (files: string[], options: { project: string; batchSize: number }) => {
      const missing = files.filter((file) => !existsSync(file));
      if (missing.length > 0) throw new CliError(`No such file: ${missing.join(", ")}`);
      if (!Number.isInteger(options.batchSize) || options.batchSize < 1) {
        throw new CliError("--batch-size must be a positive integer");
      }
      const started = Date.now();
      const summary = await importAccessLogs(files, {
        now: new Date(),
        batchSize: options.batchSize,
        ingest: (events, importedLines) =>
          cli.runAdminCommand("analytics.ingest", {
            projectId: options.project,
            events,
            importedLines,
          }),
        onProgress: (running, file) =>
          cli.progress(
            `${file}: ${running.linesRead.toLocaleString("en")} lines read, ${running.imported.toLocaleString("en")} imported`,
          ),
      });
      cli.progress("");
      cli.output(summary, () => describeImport(summary, Date.now() - started));
    });
}

export function describeImport(summary: ImportSummary, elapsedMs: number): string {
  const skipped = Object.entries(summary.skipped).sort((a, b) => b[1] - a[1]);
  const skippedTotal = skipped.reduce((sum, [, n]) => sum + n, 0);
  return [
    `Read ${summary.linesRead} lines from ${summary.files} file(s) in ${(elapsedMs / 1000).toFixed(1)} s.`,
    `Imported ${summary.imported}: ${summary.human} human views, ${summary.ai} AI views, ${summary.ignored} other bots (not counted).`,
    `Already imported ${summary.alreadyImported} (counted by an earlier import of the same log).`,
    `Skipped ${skippedTotal}${skipped.length > 0 ? `: ${skipped.map(([reason, n]) => `${n} ${reason.replaceAll("_", " ")}`).join(", ")}` : ""}.`,
  ].join("\n");
}
