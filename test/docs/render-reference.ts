import type { Command, Help } from "commander";

/**
 * The CLI reference page: every command's help as commander prints it (`inkwell help …`), so the
 * page says exactly what the CLI accepts and cannot drift from it.
 */
export function renderCliReference(program: Command): string {
  const sections: string[] = [];
  const visit = (command: Command, names: string[]) => {
    for (const sub of command.commands) {
      const path = [...names, sub.name()];
      if (sub.commands.length === 0) sections.push(commandSection(sub, path));
      else {
        sections.push(`## inkwell ${path.join(" ")}\n\n${sub.description()}\n`);
        visit(sub, path);
      }
    }
  };
  visit(program, []);
  return [
    "# CLI reference",
    "",
    "<!-- Generated from the CLI's own help by test/docs/docs-site.system.test.ts: run",
    "`npx vitest run test/docs/docs-site.system.test.ts -u` after changing a command. -->",
    "",
    "The `inkwell` command (`npx inkwell` in a checkout, `inkwell` in the container image) manages",
    "projects and keys, follows jobs, queries and imports analytics, and runs the server. Every",
    "command takes `--json`; exit codes are 0 (success), 1 (failure) and 2 (arguments refused).",
    "",
    "```text",
    helpText(program),
    "```",
    "",
    ...sections,
  ].join("\n");
}

function commandSection(command: Command, path: string[]): string {
  const heading = path.length > 1 ? "###" : "##";
  return `${heading} inkwell ${path.join(" ")}\n\n\`\`\`text\n${helpText(command)}\n\`\`\`\n`;
}

function helpText(command: Command): string {
  const help: Help = command.createHelp();
  help.helpWidth = 100;
  return help
    .formatHelp(command, help)
    .replace(/\s+$/, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n");
}

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
}

/** The API's routes as a table, from the served OpenAPI document. */
export function renderApiRoutes(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): string {
  const rows: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const summary = (operation.summary ?? operation.description ?? "").split("\n")[0] ?? "";
      rows.push(
        `| \`${method.toUpperCase()}\` | \`${path}\` | \`${operation.operationId}\` | ${summary.replaceAll("|", "\\|")} |`,
      );
    }
  }
  return [
    "# API routes",
    "",
    "<!-- Generated from the served /openapi.json by test/docs/docs-site.system.test.ts: run",
    "`npx vitest run test/docs/docs-site.system.test.ts -u` after changing a route. -->",
    "",
    "Every route of the HTTP API. A running server serves the whole reference, with every field,",
    "status and example, at `/docs`, and the OpenAPI 3.1 document at `/openapi.json`. [HTTP",
    "API](api.md) explains authentication, errors and limits. The operation is each route's",
    "`operationId`, the name client generators give it (and the typed client's method).",
    "",
    "| method | path | operation | what it does |",
    "| ------ | ---- | --------- | ------------ |",
    ...rows,
    "",
  ].join("\n");
}
