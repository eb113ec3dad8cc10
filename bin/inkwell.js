#!/usr/bin/env node
// The CLI is TypeScript run through tsx, as `npm start` runs the server.
import { register } from "tsx/esm/api";

const args = process.argv.slice(2);
const command = args.find((arg) => !arg.startsWith("-"));

// tsx's loader hooks run on a separate thread, and every module loaded after `register()` pays a
// round trip to it: kysely alone is some 260 files. The packages a command needs are loaded first,
// natively; the TypeScript that imports them afterwards finds them already loaded.
const databaseCommands = new Set(["projects", "keys", "migrate", "analytics"]);
if (databaseCommands.has(command)) {
  await Promise.all([
    import("zod"),
    import("kysely"),
    import("@electric-sql/pglite"),
    import("kysely-pglite-dialect"),
    import("pg"),
  ]);
} else if (command === "job") {
  await import("zod");
}

register();
const { runCli } = await import("../app/cli/main.ts");
const code = await runCli(args);
if (command !== "serve") process.exit(code);
