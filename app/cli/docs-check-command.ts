import { type Command, Option } from "commander";
import { checkLocalDocs, LocalDocsCheckError } from "../docs-check/local/check-local-docs.ts";
import {
  findingLines,
  githubAnnotations,
  jsonReport,
  summaryLine,
} from "../docs-check/local/docs-check-report.ts";
import { GitError } from "../docs-check/local/run-git.ts";
import { CliError, type CliRuntime, usageError } from "./cli-runtime.ts";

const FORMATS = ["text", "json", "github"] as const;
type Format = (typeof FORMATS)[number];

/**
 * `inkwell docs check [DIR] [--base REF]`: the agent's docs checker on a local tree, with no server,
 * database or network. Exits 1 when it finds problems.
 */
export function registerDocsCheckCommand(program: Command, cli: CliRuntime): void {
  const docs = program.command("docs").description("Work on a local docs site");
  docs
    .command("check")
    .description(
      "Check the docs site(s) under DIR (default: the current folder): pages that do not parse, front matter, dead links and anchors, missing images, navigation and config, and style: the repository's Vale rules (substitution, existence, vocabulary) and Markdown conventions. With --base, only what the working tree changed since REF is checked and reported, style on the changed lines only. Exits 1 on problems; style warnings are listed and do not fail.",
    )
    .argument("[dir]", "the docs folder, or any folder of the repository", ".")
    .option(
      "--base <ref>",
      "a branch, tag or commit: report only problems the change since its merge base with HEAD introduced (needs git)",
    )
    .option(
      "--check-external",
      "also request the external (http/https) links of the pages checked: HEAD (GET where refused), a few hosts at once, one request per host every half second, 10 s each, at most 500 URLs",
    )
    .addOption(
      new Option(
        "--format <format>",
        "text (path:line rule message), json, or github (annotations)",
      )
        .choices(FORMATS)
        .default(undefined),
    )
    .action(
      async (dir: string, options: { base?: string; format?: Format; checkExternal?: boolean }) => {
        const format: Format = options.format ?? (cli.json() ? "json" : "text");
        const started = performance.now();
        let result: Awaited<ReturnType<typeof checkLocalDocs>>;
        try {
          result = await checkLocalDocs({
            dir,
            base: options.base,
            cwd: cli.io.cwd,
            checkExternal: options.checkExternal ? {} : undefined,
          });
        } catch (error) {
          if (error instanceof LocalDocsCheckError) throw usageError(error.message);
          if (error instanceof GitError) throw new CliError(error.message, { code: "git_failed" });
          throw error;
        }
        const durationMs = performance.now() - started;
        if (format === "json")
          cli.io.stdout.write(`${JSON.stringify(jsonReport(result), null, 2)}\n`);
        else if (result.findings.length > 0 || result.warnings.length > 0) {
          const all = [...result.findings, ...result.warnings];
          const lines = format === "github" ? githubAnnotations(all) : findingLines(all);
          cli.io.stdout.write(`${lines}\n`);
        }
        if (format !== "json") cli.io.stderr.write(`${summaryLine(result, durationMs)}\n`);
        if (format !== "json" && result.external) {
          const { checked, skipped, unknown } = result.external;
          cli.io.stderr.write(
            `External links: ${checked} checked${unknown > 0 ? ` (${unknown} said nothing either way: a rate limit, a refusal or no answer)` : ""}${skipped > 0 ? `, ${skipped} past the limit of 500 not checked` : ""}.\n`,
          );
        }
        if (result.findings.length > 0) {
          throw new CliError(
            `the docs check found ${result.findings.length === 1 ? "1 problem" : `${result.findings.length} problems`}`,
            { code: "docs_problems" },
          );
        }
      },
    );
}
