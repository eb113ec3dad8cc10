import { Command, CommanderError } from "commander";
import { registerAnalyticsImportCommand } from "./analytics-import-command.ts";
import { registerAnalyticsQueryCommands } from "./analytics-query-commands.ts";
import { CliError, createCliRuntime } from "./cli-runtime.ts";
import { registerJobCommands } from "./job-command.ts";
import { registerProjectCommands } from "./project-commands.ts";

export function createProgram(env: NodeJS.ProcessEnv = process.env): Command {
  const program = new Command("inkwell")
    .description("Inkwell: AI agent jobs and page view analytics for documentation projects")
    .option("--json", "print machine-readable JSON")
    .showHelpAfterError()
    .exitOverride();
  const cli = createCliRuntime(env, () => Boolean(program.opts().json));

  program
    .command("serve")
    .description("Start the server (the same as npm start)")
    .action(async () => {
      // Loaded on demand: the other commands need none of the server's modules.
      const { main } = await import("../main.ts");
      await main(env);
    });

  program
    .command("migrate")
    .description("Bring the database schema up to date")
    .action(async () => {
      const outcome = await cli.runAdminCommand("migrate");
      cli.output(outcome, () =>
        outcome.applied.length > 0
          ? `Applied ${outcome.applied.join(", ")}.`
          : "The database is up to date.",
      );
    });

  registerProjectCommands(program, cli);
  registerJobCommands(program, cli);
  registerAnalyticsImportCommand(program, cli);
  registerAnalyticsQueryCommands(program, cli);
  return program;
}

export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const program = createProgram(env);
  try {
    await program.parseAsync(argv, { from: "user" });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof CliError) {
      process.stderr.write(`error: ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`error: ${(error as Error).message ?? String(error)}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const code = await runCli(process.argv.slice(2));
  // `serve` keeps running; every other command ends here.
  if (process.argv[2] !== "serve") process.exit(code);
}
