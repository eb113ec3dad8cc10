#!/usr/bin/env node
// The CLI is TypeScript run through tsx, as `npm start` runs the server.
import { register } from "tsx/esm/api";

register();
const { runCli } = await import("../app/cli/main.ts");
const args = process.argv.slice(2);
const code = await runCli(args);
if (args[0] !== "serve") process.exit(code);
