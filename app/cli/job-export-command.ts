import type { Command } from "commander";
import { resolveFromCwd } from "./cli-io.ts";
import type { CliRuntime } from "./cli-runtime.ts";
import { writeOwnerOnlyFile } from "./write-owner-only-file.ts";

/**
 * `inkwell job export <id>`: the job, its instructions and its runs' transcripts as JSON, from the
 * server's database (directly, or through the server that owns it), with every model call in full
 * when the server records runs (INKWELL_RECORD_RUNS). Secrets were scrubbed when recorded.
 */
export function registerJobExportCommand(program: Command, cli: CliRuntime): void {
  const job = program.commands.find((command) => command.name() === "job");
  if (!job) throw new Error("the job command must be registered before its export");
  job
    .command("export")
    .description(
      "Write a job with its full run transcripts as JSON (from this machine's server database); with INKWELL_RECORD_RUNS on, every model call in full",
    )
    .argument("<id>", "job id (job_…)")
    .option("--out <file>", "write to this file instead of standard output")
    .action(async (jobId: string, options: { out?: string }) => {
      const exported = await cli.runAdminCommand("jobs.export", { jobId });
      const text = `${JSON.stringify(exported, null, 2)}\n`;
      if (options.out) {
        // Transcripts hold the repository's text and the model's words: readable by the owner only,
        // also when the file was there before.
        writeOwnerOnlyFile(resolveFromCwd(cli.io, options.out), text);
        cli.notice(`Wrote job ${jobId} (${exported.events.length} events) to ${options.out}`);
      } else {
        cli.io.stdout.write(text);
      }
    });
}
