import { createInterface } from "node:readline/promises";
import type { Command } from "commander";
import type { Project } from "../projects/project.service.ts";
import { CliError, type CliRuntime, usageError } from "./cli-runtime.ts";
import { formatTable } from "./format-table.ts";

export function registerProjectCommands(program: Command, cli: CliRuntime): void {
  const projects = program
    .command("projects")
    .description("Documentation projects (one per docs site)");

  projects
    .command("create")
    .description("Create a project for a GitHub repository")
    .requiredOption("--repo <owner/name>", "the GitHub repository of the docs")
    .option("--name <name>", "a name for people (default: the repository)")
    .option(
      "--ref <branch>",
      "the branch pull requests target (default: the repository's default branch)",
    )
    .option(
      "--docs-path <path>",
      "the folder of the docs inside the repository, where the agent may write (required; . for the whole repository)",
    )
    .option("--force", "create it even if the repository already has a project")
    .action(
      async (options: {
        repo: string;
        name?: string;
        ref?: string;
        docsPath?: string;
        force?: boolean;
      }) => {
        if (options.ref !== undefined && options.ref.trim() === "") {
          throw usageError(
            "--ref must be a branch name; leave it out to target the repository's default branch",
          );
        }
        // The docs folder bounds what the agent may change, so the whole repository is never a
        // default: it must be asked for with ".".
        if (options.docsPath === undefined) {
          throw usageError(
            "--docs-path is required: name the folder of the docs inside the repository (for example --docs-path docs), or pass --docs-path . for the whole repository",
          );
        }
        const project = await cli.runAdminCommand("projects.create", {
          repo: options.repo,
          ...(options.name !== undefined ? { name: options.name } : {}),
          ...(options.ref !== undefined ? { ref: options.ref } : {}),
          ...(options.docsPath !== undefined ? { docsPath: options.docsPath } : {}),
          ...(options.force ? { force: true } : {}),
        });
        cli.output(project, () =>
          [
            `Created project ${project.id} for ${project.repository}.`,
            project.githubRepoId === null
              ? "It takes the repository's GitHub id the first time Inkwell sees the app installed on it; from then on only that repository is the project's."
              : `Bound to GitHub repository ${project.githubRepoId}: a repository created later under this name never takes the project.`,
            "",
            `Next: create an API key with: inkwell keys create --project ${project.id}`,
          ].join("\n"),
        );
      },
    );

  projects
    .command("list")
    .description("List projects")
    .action(async () => {
      const list = await cli.runAdminCommand("projects.list");
      cli.output(list, () =>
        list.length === 0
          ? `No projects in ${cli.databaseName()} yet: create one with: inkwell projects create --repo OWNER/NAME`
          : formatTable(
              ["ID", "NAME", "REPOSITORY", "REF", "DOCS PATH"],
              list.map((p: Project) => [
                p.id,
                p.name,
                p.repository,
                p.baseRef ?? "(default branch)",
                p.docsPath || "/",
              ]),
            ),
      );
    });

  projects
    .command("update")
    .description(
      "Change a project's name, branch, docs folder, write policy, time zone or issue settings",
    )
    .argument("<project-id>", "the project id (prj_…)")
    .option("--name <name>", "a new name for people")
    .option("--ref <branch>", "the branch pull requests target")
    .option("--default-branch", "target the repository's default branch again")
    .option("--docs-path <path>", "the folder of the docs inside the repository (. for the root)")
    .option(
      "--allow <glob>",
      "let the agent write files matching this glob, relative to the docs root (repeatable)",
      collect,
    )
    .option(
      "--deny <glob>",
      "never let the agent write files matching this glob; wins over --allow (repeatable)",
      collect,
    )
    .option("--remove <glob>", "take this glob out of the write policy (repeatable)", collect)
    .option(
      "--time-zone <zone>",
      "the IANA time zone (Europe/Paris, America/New_York, UTC) its analytics' days and weeks follow",
    )
    .option(
      "--issue-label <label>",
      "the label that starts a job from an issue when someone who can write adds it (default inkwell)",
    )
    .option("--close-issues", 'pull requests close the issue their job came from ("Closes #N")')
    .option("--no-close-issues", 'pull requests only refer to the issue ("Refs #N"), the default')
    .action(
      async (
        projectId: string,
        options: {
          name?: string;
          ref?: string;
          defaultBranch?: boolean;
          docsPath?: string;
          allow?: string[];
          deny?: string[];
          remove?: string[];
          timeZone?: string;
          issueLabel?: string;
          closeIssues?: boolean;
        },
      ) => {
        if (options.ref !== undefined && options.defaultBranch) {
          throw usageError("Pass --ref or --default-branch, not both");
        }
        if (options.ref !== undefined && options.ref.trim() === "") {
          throw usageError(
            "--ref must be a branch name; pass --default-branch to target the repository's default branch",
          );
        }
        const changes = {
          ...(options.name !== undefined ? { name: options.name } : {}),
          ...(options.ref !== undefined ? { ref: options.ref } : {}),
          ...(options.defaultBranch ? { ref: null } : {}),
          ...(options.docsPath !== undefined ? { docsPath: options.docsPath } : {}),
          ...(options.allow ? { allow: options.allow } : {}),
          ...(options.deny ? { deny: options.deny } : {}),
          ...(options.remove ? { remove: options.remove } : {}),
          ...(options.timeZone !== undefined ? { timeZone: options.timeZone } : {}),
          ...(options.issueLabel !== undefined ? { issueLabel: options.issueLabel } : {}),
          ...(options.closeIssues !== undefined ? { closeIssues: options.closeIssues } : {}),
        };
        if (Object.keys(changes).length === 0) {
          throw usageError(
            "Nothing to change: pass --name, --ref, --default-branch, --docs-path, --allow, --deny, --remove, --time-zone, --issue-label or --[no-]close-issues",
          );
        }
        const project = await cli.runAdminCommand("projects.update", { projectId, ...changes });
        cli.output(project, () => describeProject(project, `Updated project ${project.id}.`));
      },
    );

  projects
    .command("delete")
    .description("Delete a project with its API keys, jobs and page view counts")
    .argument("<project-id>", "the project id (prj_…)")
    .option("--yes", "do not ask for confirmation")
    .action(async (projectId: string, options: { yes?: boolean }) => {
      if (!options.yes) {
        const { project, data } = await cli.runAdminCommand("projects.describe", { projectId });
        const what = `project ${project.id} (${project.name}, ${project.repository}) with ${count(data.keys, "API key")}, ${count(data.jobs, "job")}${data.activeJobs > 0 ? ` (${data.activeJobs} still running)` : ""} and its page view counts`;
        if (!cli.io.stdin.isTTY || cli.json()) {
          throw usageError(`Deleting ${what} needs confirmation: pass --yes`);
        }
        const answer = await ask(cli, `Delete ${what}? Type the project id to confirm: `);
        if (answer.trim() !== project.id) throw new CliError("Not deleted: the id did not match");
      }
      const { project, deleted } = await cli.runAdminCommand("projects.delete", { projectId });
      cli.output({ ...project, deleted }, () =>
        [
          `Deleted project ${project.id} (${project.name}) with ${count(deleted.keys, "API key")}, ${count(deleted.jobs, "job")} and its page view counts.`,
          deleted.activeJobs > 0
            ? "Pull requests and branches its jobs opened stay on GitHub."
            : undefined,
        ]
          .filter((line) => line !== undefined)
          .join("\n"),
      );
    });
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function describeProject(project: Project, heading: string): string {
  const globs = (list: string[]) => (list.length === 0 ? "(none)" : list.join(" "));
  return [
    heading,
    `  name          ${project.name}`,
    `  repository    ${project.repository}`,
    `  branch        ${project.baseRef ?? "(default branch)"}`,
    `  docs path     ${project.docsPath || "/"}`,
    `  time zone     ${project.timeZone}`,
    `  issue label   ${project.issueLabel} (pull requests ${project.closeIssues ? "close" : "refer to"} the issue)`,
    `  write allow   ${globs(project.writeAllow)}`,
    `  write deny    ${globs(project.writeDeny)}`,
  ].join("\n");
}

async function ask(cli: CliRuntime, question: string): Promise<string> {
  const rl = createInterface({ input: cli.io.stdin, output: cli.io.stderr });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}
