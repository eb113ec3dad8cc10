import { createInterface } from "node:readline/promises";
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
        // The docs folder bounds what the agent may change, so the whole repository is never a
        // default: it must be asked for with ".".
        if (options.docsPath === undefined) {
          throw new CliError(
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
    .description("Change a project's name, branch, docs folder or write policy")
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
        },
      ) => {
        if (options.ref !== undefined && options.defaultBranch) {
          throw new CliError("Pass --ref or --default-branch, not both");
        }
        const changes = {
          ...(options.name !== undefined ? { name: options.name } : {}),
          ...(options.ref !== undefined ? { ref: options.ref } : {}),
          ...(options.defaultBranch ? { ref: null } : {}),
          ...(options.docsPath !== undefined ? { docsPath: options.docsPath } : {}),
          ...(options.allow ? { allow: options.allow } : {}),
          ...(options.deny ? { deny: options.deny } : {}),
          ...(options.remove ? { remove: options.remove } : {}),
        };
        if (Object.keys(changes).length === 0) {
          throw new CliError(
            "Nothing to change: pass --name, --ref, --default-branch, --docs-path, --allow, --deny or --remove",
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
        if (!process.stdin.isTTY || cli.json()) {
          throw new CliError(`Deleting ${what} needs confirmation: pass --yes`);
        }
        const answer = await ask(`Delete ${what}? Type the project id to confirm: `);
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

  const keys = program.command("keys").description("API keys of a project");

  keys
    .command("create")
    .description("Create an API key (the key is shown once)")
    .requiredOption("--project <id>", "the project id")
    .option("--name <name>", "a name to recognise the key by (default: its creation date)")
    .option(
      "--scope <scope>",
      "read or write; repeat for both (default: read and write)",
      collectScope,
    )
    .option(
      "--expires <when>",
      "when the key stops working: a duration in days, hours or minutes (90d, 12h, 30m) or an ISO 8601 date (2027-01-31, 2027-01-31T18:00Z) (default: never)",
    )
    .action(
      async (options: { project: string; name?: string; scope?: ApiScope[]; expires?: string }) => {
        const now = new Date();
        const expiresAt =
          options.expires !== undefined ? parseExpiry(options.expires, now) : undefined;
        const key = await cli.runAdminCommand("keys.create", {
          projectId: options.project,
          ...(options.name !== undefined ? { name: options.name } : {}),
          scopes: options.scope ?? [],
          ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
        });
        cli.output(key, () =>
          [
            `Created API key ${key.id} "${key.name}" (${key.scopes.join(", ")}) for project ${key.projectId}:`,
            "",
            `  ${key.key}`,
            "",
            key.expiresAt
              ? `It expires ${describeInstant(new Date(key.expiresAt))} (${describeFromNow(new Date(key.expiresAt), now)}).`
              : "It does not expire.",
            "Store it now: it is shown only this once. Send it as: Authorization: Bearer <key>",
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
          ? `No API keys for ${options.project}: create one with: inkwell keys create --project ${options.project}`
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
      const key = await cli.runAdminCommand("keys.revoke", { keyId: checkKeyId(keyId) });
      cli.output(key, () =>
        key.alreadyRevoked
          ? `${key.id} (${key.name}) was already revoked on ${describeInstant(new Date(key.revokedAt as string))}.`
          : `Revoked ${key.id} (${key.name}).`,
      );
    });

  keys
    .command("delete")
    .description("Delete a revoked or expired API key from the list")
    .argument("<key-id>", "the key id (key_…), as `inkwell keys list` shows it")
    .action(async (keyId: string) => {
      const key = await cli.runAdminCommand("keys.delete", { keyId: checkKeyId(keyId) });
      cli.output(key, () => `Deleted ${key.id} (${key.name}).`);
    });
}

/** A secret where an id belongs is refused without being repeated anywhere (terminal, logs). */
function checkKeyId(keyId: string): string {
  if (keyId.startsWith("ink_")) {
    throw new CliError(
      "That is an API key itself, not its id: pass the key id (key_…) that `inkwell keys list` shows. Do not paste keys into commands; if it was exposed, revoke it.",
    );
  }
  return keyId;
}

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

function collectScope(value: string, previous: ApiScope[] | undefined): ApiScope[] {
  const scope = apiScopes.find((known) => known === value);
  if (!scope) throw new CliError(`--scope must be read or write, got "${value}"`);
  return [...(previous ?? []), scope];
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
    `  write allow   ${globs(project.writeAllow)}`,
    `  write deny    ${globs(project.writeDeny)}`,
  ].join("\n");
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;
const EXPIRY_FORMS =
  "a duration in days, hours or minutes (90d, 12h, 30m) or an ISO 8601 date (2027-01-31, 2027-01-31T18:00Z)";

/**
 * `--expires`: `90d`, `12h`, `30m` (m is minutes) from now, or an ISO 8601 date or date-time (a
 * date alone is midnight UTC; a time without an offset is UTC). A bare number is refused: days
 * or minutes would both be a plausible guess.
 */
export function parseExpiry(value: string, now = new Date()): Date {
  const text = value.trim();
  const duration = /^(\d+)\s*([dhm])$/i.exec(text);
  if (duration) {
    const amount = Number(duration[1]);
    if (amount === 0) throw new CliError(`--expires must be in the future, got "${value}"`);
    const unit = (duration[2] as string).toLowerCase() as keyof typeof UNIT_MS;
    return new Date(now.getTime() + amount * UNIT_MS[unit]);
  }
  if (/^\d+$/.test(text)) {
    throw new CliError(
      `--expires needs a unit: "${value}" could be days or minutes. Give ${EXPIRY_FORMS}`,
    );
  }
  const iso =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      text,
    );
  const date = iso
    ? new Date(iso[2] ? `${iso[1]}T${iso[2]}${iso[3] ?? "Z"}` : `${iso[1]}T00:00:00Z`)
    : undefined;
  if (
    !date ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== shiftedDay(iso, date)
  ) {
    throw new CliError(`--expires must be ${EXPIRY_FORMS}, got "${value}"`);
  }
  return date;
}

/** The calendar day the text named, to catch dates such as 2027-02-30 that Date rolls over. */
function shiftedDay(iso: RegExpExecArray | null, date: Date): string {
  if (!iso) return "";
  // With an offset the UTC day may differ from the written one; only a plain or Z date is checked.
  if (iso[3] && iso[3].toUpperCase() !== "Z") return date.toISOString().slice(0, 10);
  return iso[1] as string;
}

/** `2027-02-21 14:05 UTC` */
export function describeInstant(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** `in 90 days`, `in 12 hours`, `in 30 minutes` */
export function describeFromNow(date: Date, now: Date): string {
  const ms = date.getTime() - now.getTime();
  if (ms <= 0) return "in the past";
  const [unit, size] =
    ms >= 2 * UNIT_MS.d
      ? (["day", UNIT_MS.d] as const)
      : ms >= 2 * UNIT_MS.h
        ? (["hour", UNIT_MS.h] as const)
        : (["minute", UNIT_MS.m] as const);
  const n = Math.round(ms / size);
  return `in ${n} ${unit}${n === 1 ? "" : "s"}`;
}
