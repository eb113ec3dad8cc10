import { Command, CommanderError } from "commander";
import { inkwellVersion } from "../version.ts";
import { registerAnalyticsCopyCommand } from "./analytics-copy-command.ts";
import { registerAnalyticsImportCommand } from "./analytics-import-command.ts";
import { registerAnalyticsQueryCommands } from "./analytics-query-commands.ts";
import { registerBackupCommands } from "./backup-commands.ts";
import { type CliIo, processIo } from "./cli-io.ts";
import { CliError, type CliErrorCode, type CliRuntime, createCliRuntime } from "./cli-runtime.ts";
import { registerDocsCheckCommand } from "./docs-check-command.ts";
import { registerHealthcheckCommand } from "./healthcheck-command.ts";
import { registerJobCommands } from "./job-command.ts";
import { registerJobExportCommand } from "./job-export-command.ts";
import { registerKeyCommands } from "./key-commands.ts";
import { registerProjectCommands } from "./project-commands.ts";
import { registerShareLinkCommands } from "./share-link-commands.ts";
import { terminalSafe, terminalSafeJson } from "./terminal-safe.ts";

export function createProgram(
  env: NodeJS.ProcessEnv = process.env,
  jsonRequested = false,
  io: CliIo = processIo(),
): { program: Command; cli: CliRuntime } {
  const program = new Command("inkwell")
    .description("Inkwell: AI agent jobs and page view analytics for documentation projects")
    .version(inkwellVersion(), "-V, --version", "print the version")
    .option(
      "--json",
      'print machine-readable JSON; a failure is one JSON line on stderr, {"error", "code"}',
    )
    .helpOption("-h, --help", "show help for a command")
    .showHelpAfterError()
    .exitOverride();
  program.configureOutput(
    jsonRequested
      ? // With --json the failure is printed once, as JSON, by runCli; commander's text would mix in.
        { writeOut: (text) => io.stdout.write(text), outputError: () => {}, writeErr: () => {} }
      : { writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) },
  );
  const cli = createCliRuntime(env, () => jsonRequested || Boolean(program.opts().json), io);

  program
    .command("serve")
    .description(
      "Start the server (the same as npm start): HTTP, the agent worker and housekeeping (INKWELL_BACKGROUND=false: HTTP only)",
    )
    .action(async () => {
      // Loaded on demand: the other commands need none of the server's modules.
      const { main } = await import("../main.ts");
      await main(env);
    });

  program
    .command("worker")
    .description(
      "Run the agent worker and housekeeping without the HTTP server (INKWELL_WORKER_HEALTH_PORT: a port for GET /healthz)",
    )
    .action(async () => {
      const { main } = await import("../main.ts");
      await main(env, { http: false, background: true });
    });

  program
    .command("migrate")
    .description("Bring the database schema up to date (creates the embedded database if needed)")
    .action(async () => {
      const outcome = await cli.runAdminCommand("migrate");
      cli.output(outcome, () =>
        outcome.applied.length > 0
          ? `Applied ${outcome.applied.join(", ")}.`
          : "The database is up to date.",
      );
    });

  registerProjectCommands(program, cli);
  registerKeyCommands(program, cli);
  registerShareLinkCommands(program, cli);
  registerJobCommands(program, cli);
  registerJobExportCommand(program, cli);
  registerAnalyticsImportCommand(program, cli);
  registerAnalyticsQueryCommands(program, cli);
  registerAnalyticsCopyCommand(program, cli);
  registerBackupCommands(program, cli);
  registerHealthcheckCommand(program, cli);
  registerDocsCheckCommand(program, cli);
  return { program, cli };
}

/**
 * Runs one command and returns the exit code: 0 on success, 1 when the command failed, 2 when the
 * arguments were refused. Failures are one line on stderr, `error: …`, or with --json one JSON
 * object `{"error", "code"}`.
 */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliIo = processIo(),
): Promise<number> {
  const json = argv.includes("--json");
  const { program, cli } = createProgram(env, json, io);
  const fail = (message: string, code: CliErrorCode, exitCode: number) => {
    // An error's message may carry the server's or the model's words.
    io.stderr.write(
      json
        ? `${terminalSafeJson({ error: message, code })}\n`
        : `error: ${terminalSafe(message)}\n`,
    );
    return exitCode;
  };
  try {
    await program.parseAsync(argv, { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return 0;
      // Commander has already printed its message without --json.
      if (!json) return 2;
      return fail(error.message.replace(/^error: /, ""), "usage", 2);
    }
    if (error instanceof CliError) {
      return fail(error.message, error.code, error.code === "usage" ? 2 : 1);
    }
    return fail((error as Error).message ?? String(error), "internal_error", 1);
  } finally {
    await cli.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const code = await runCli(process.argv.slice(2));
  // `serve` and `worker` keep running; every other command ends here.
  if (process.argv[2] !== "serve" && process.argv[2] !== "worker") process.exit(code);
}
