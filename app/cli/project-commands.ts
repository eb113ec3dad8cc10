import type { Command } from "commander";
import type { ApiKey } from "../projects/api-key.service.ts";
import { type ApiScope, apiScopes } from "../projects/api-scope.ts";
import type { Project } from "../projects/project.service.ts";
import { CliError, type CliRuntime } from "./cli-runtime.ts";
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
      "the folder of the docs inside the repository (default: the root)",
    )
    .action(async (options: { repo: string; name?: string; ref?: string; docsPath?: string }) => {
      const project = await cli.runAdminCommand("projects.create", {
        repo: options.repo,
        ...(options.name !== undefined ? { name: options.name } : {}),
        ...(options.ref !== undefined ? { ref: options.ref } : {}),
        ...(options.docsPath !== undefined ? { docsPath: options.docsPath } : {}),
      });
      cli.output(project, () =>
        [
          `Created project ${project.id} for ${project.repository}.`,
          "",
          `Next: create an API key with  inkwell keys create --project ${project.id}`,
        ].join("\n"),
      );
    });

  projects
    .command("list")
    .description("List projects")
    .action(async () => {
      const list = await cli.runAdminCommand("projects.list");
      cli.output(list, () =>
        list.length === 0
          ? "No projects yet: create one with  inkwell projects create --repo OWNER/NAME"
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

  const keys = program.command("keys").description("API keys of a project");

  keys
    .command("create")
    .description("Create an API key (the key is shown once)")
    .requiredOption("--project <id>", "the project id")
    .option("--name <name>", "a name to recognise the key by")
    .option(
      "--scope <scope>",
      "read or write (repeat for both; default both)",
      collectScope,
      [] as ApiScope[],
    )
    .option("--expires <when>", "an ISO 8601 date or a duration such as 90d or 12h")
    .action(
      async (options: { project: string; name?: string; scope: ApiScope[]; expires?: string }) => {
        const expiresAt = options.expires ? parseExpiry(options.expires) : undefined;
        const key = await cli.runAdminCommand("keys.create", {
          projectId: options.project,
          ...(options.name !== undefined ? { name: options.name } : {}),
          scopes: options.scope,
          ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
        });
        cli.output(key, () =>
          [
            `Created API key ${key.id} (${key.scopes.join(", ")}) for project ${key.projectId}:`,
            "",
            `  ${key.key}`,
            "",
            "Store it now: it is shown only this once. Send it as  Authorization: Bearer <key>",
          ].join("\n"),
        );
      },
    );

  keys
    .command("list")
    .description("List the API keys of a project (never the keys themselves)")
    .requiredOption("--project <id>", "the project id")
    .action(async (options: { project: string }) => {
      const list = await cli.runAdminCommand("keys.list", { projectId: options.project });
      cli.output(list, () =>
        list.length === 0
          ? `No API keys for ${options.project}: create one with  inkwell keys create --project ${options.project}`
          : formatTable(
              ["ID", "NAME", "KEY", "SCOPES", "STATE", "EXPIRES", "LAST USED"],
              list.map((k: ApiKey) => [
                k.id,
                k.name,
                `${k.prefix}…`,
                k.scopes.join(","),
                k.revokedAt
                  ? "revoked"
                  : k.expiresAt && Date.parse(k.expiresAt) <= Date.now()
                    ? "expired"
                    : "active",
                k.expiresAt ?? "never",
                k.lastUsedAt ?? "never",
              ]),
            ),
      );
    });

  keys
    .command("revoke")
    .description("Revoke an API key; every server refuses it from the next request")
    .argument("<key-id>", "the key id (key_…), as `inkwell keys list` shows it")
    .action(async (keyId: string) => {
      const key = await cli.runAdminCommand("keys.revoke", { keyId });
      cli.output(key, () => `Revoked ${key.id} (${key.name}).`);
    });
}

function collectScope(value: string, previous: ApiScope[]): ApiScope[] {
  const scope = apiScopes.find((known) => known === value);
  if (!scope) throw new CliError(`--scope must be read or write, got "${value}"`);
  return [...previous, scope];
}

export function parseExpiry(value: string, now = new Date()): Date {
  const duration = /^(\d+)([dhm])$/.exec(value.trim());
  if (duration) {
    const unitMs = { d: 86_400_000, h: 3_600_000, m: 60_000 }[duration[2] as "d" | "h" | "m"];
    return new Date(now.getTime() + Number(duration[1]) * unitMs);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new CliError(
      `--expires must be an ISO 8601 date (2027-01-31) or a duration (90d, 12h), got "${value}"`,
    );
  }
  return date;
}
