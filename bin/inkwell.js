#!/usr/bin/env node
// The CLI. After `npm run build` it runs the compiled JavaScript under build/ with plain Node.js;
// without a build, the TypeScript sources through tsx, as `npm start` runs the server.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const command = args.find((arg) => !arg.startsWith("-"));
const built = new URL("../build/app/cli/main.js", import.meta.url);
let runCli;
if (existsSync(built)) {
  ({ runCli } = await import(built.href));
} else {
  // tsx's loader hooks run on a separate thread, and every module loaded after `register()` pays a
  // round trip to it: kysely alone is some 260 files. The packages a command needs are loaded
  // first, natively; the TypeScript that imports them afterwards finds them already loaded.
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
  } else if (command === "docs") {
    // The docs checker; the page parser (remark and its plugins) loads on its own thread.
    await Promise.all([
      import("zod"),
      import("commander"),
      import("yaml"),
      import("jsonc-parser"),
      import("smol-toml"),
      import("github-slugger"),
      import("picomatch"),
    ]);
  }
  const { register } = await import("tsx/esm/api");
  // The project's own tsconfig (JSX through hono/jsx, the packages' paths), whatever the working
  // folder: tsx would otherwise take the tsconfig.json of the folder the command runs in.
  register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
  ({ runCli } = await import("../app/cli/main.ts"));
}
const code = await runCli(args);
// `serve` and `worker` keep running until a signal stops them.
if (command !== "serve" && command !== "worker") process.exit(code);
