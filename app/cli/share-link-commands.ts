import type { Command } from "commander";
import type { ShareLink } from "../projects/share-link.service.ts";
import type { CliRuntime } from "./cli-runtime.ts";
import { formatTable } from "./format-table.ts";
import { describeFromNow, describeInstant, parseExpiry } from "./parse-expiry.ts";

/**
 * `inkwell share-links create|list|revoke`: links that show a project's analytics read-only, as
 * the dashboard's Sharing tab makes them, through the admin commands.
 */
export function registerShareLinkCommands(program: Command, cli: CliRuntime): void {
  const links = program
    .command("share-links")
    .description("Links that show a project's analytics read-only to anyone holding them");

  links
    .command("create")
    .description("Create a share link (its address is shown once)")
    .requiredOption("--project <id>", "the project id")
    .requiredOption("--name <name>", 'who the link is for, e.g. "support team"')
    .option(
      "--expires <when>",
      "when the link stops opening: a duration in days, hours or minutes (90d, 12h, 30m) or an ISO 8601 date (2027-01-31) (default: never)",
    )
    .action(async (options: { project: string; name: string; expires?: string }) => {
      const now = new Date();
      const expiresAt =
        options.expires !== undefined ? parseExpiry(options.expires, now) : undefined;
      const link = await cli.runAdminCommand("share-links.create", {
        projectId: options.project,
        name: options.name,
        ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      });
      const publicUrl = cli.config().publicUrl;
      const path = `/share/${link.token}`;
      cli.output({ ...link, path, url: publicUrl ? `${publicUrl}${path}` : null }, () =>
        [
          `Created share link ${link.id} "${link.name}" for project ${link.projectId}:`,
          "",
          `  ${publicUrl ? `${publicUrl}${path}` : path}`,
          "",
          ...(publicUrl
            ? []
            : ["(after your server's address; set INKWELL_PUBLIC_URL to see it whole)"]),
          link.expiresAt
            ? `It stops opening ${describeInstant(new Date(link.expiresAt))} (${describeFromNow(new Date(link.expiresAt), now)}).`
            : "It does not expire.",
          "Copy it now: it is shown only this once. Anyone holding it sees the project's analytics.",
        ].join("\n"),
      );
    });

  links
    .command("list")
    .description("List the share links of a project (never their addresses)")
    .requiredOption("--project <id>", "the project id")
    .action(async (options: { project: string }) => {
      const list = await cli.runAdminCommand("share-links.list", { projectId: options.project });
      cli.output(list, () =>
        list.length === 0
          ? `No share links for ${options.project}: create one with: inkwell share-links create --project ${options.project} --name NAME`
          : formatTable(
              ["ID", "NAME", "MADE BY", "STATE", "EXPIRES", "CREATED"],
              list.map((link: ShareLink) => [
                link.id,
                link.name,
                link.createdBy ?? "(operator)",
                link.revokedAt
                  ? "revoked"
                  : link.expiresAt && Date.parse(link.expiresAt) <= Date.now()
                    ? "expired"
                    : "live",
                link.expiresAt ? describeInstant(new Date(link.expiresAt)) : "never",
                describeInstant(new Date(link.createdAt)),
              ]),
            ),
      );
    });

  links
    .command("revoke")
    .description("Revoke a share link: it stops opening at once")
    .argument("<link-id>", "the link id (shl_…), as `inkwell share-links list` shows it")
    .requiredOption("--project <id>", "the project id")
    .action(async (linkId: string, options: { project: string }) => {
      const link = await cli.runAdminCommand("share-links.revoke", {
        projectId: options.project,
        linkId,
      });
      cli.output(link, () => `Revoked ${link.id} (${link.name}).`);
    });
}
