import { type Command, InvalidArgumentError } from "commander";
import type { ApiKey } from "../projects/api-key.service.ts";
import { type ApiScope, apiScopes } from "../projects/api-scope.ts";
import { type CliRuntime, usageError } from "./cli-runtime.ts";
import { formatTable } from "./format-table.ts";
import { describeFromNow, describeInstant, parseExpiry } from "./parse-expiry.ts";

/** `inkwell keys create|list|revoke|delete`: a project's API keys, through the admin commands. */
export function registerKeyCommands(program: Command, cli: CliRuntime): void {
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
                k.expiresAt ? describeInstant(new Date(k.expiresAt)) : "never",
                k.lastUsedAt ? describeInstant(new Date(k.lastUsedAt)) : "never",
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
    throw usageError(
      "That is an API key itself, not its id: pass the key id (key_…) that `inkwell keys list` shows. Do not paste keys into commands; if it was exposed, revoke it.",
    );
  }
  return keyId;
}

function collectScope(value: string, previous: ApiScope[] | undefined): ApiScope[] {
  const scope = apiScopes.find((known) => known === value);
  if (!scope) throw new InvalidArgumentError(`--scope must be read or write, got "${value}"`);
  return [...(previous ?? []), scope];
}
