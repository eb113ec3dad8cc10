#!/usr/bin/env node
// The CLI. After `npm run build` it runs the compiled JavaScript under build/ with plain Node.js;
// without a build, the TypeScript sources through tsx, as `npm start` runs the server.
import { existsSync } from "node:fs";

const built = new URL("../build/app/cli/main.js", import.meta.url);
let runCli;
if (existsSync(built)) {
  ({ runCli } = await import(built.href));
} else {
  const { register } = await import("tsx/esm/api");
  register();
  ({ runCli } = await import("../app/cli/main.ts"));
}
const args = process.argv.slice(2);
const code = await runCli(args);
if (args[0] !== "serve") process.exit(code);
