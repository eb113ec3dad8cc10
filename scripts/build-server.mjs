// Usage: node scripts/build-server.mjs [--out-dir path]   (npm run build)
// Compiles the server and the CLI (app/ and shared/) to JavaScript under build/, for production:
// `node build/app/main.js` (npm run start:prod) and bin/inkwell.js then run without tsx.
// The layout mirrors the sources, so files found next to the code (the dashboard's static files,
// the AI agent lists, the docs checker's worker) are copied beside the compiled modules.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// --out-dir elsewhere: a test builds into a temporary folder beside a production install.
const outFlag = process.argv.indexOf("--out-dir");
const outDir = path.resolve(root, outFlag > 0 ? process.argv[outFlag + 1] : "build");
const sourceDirs = ["app", "shared"];

rmSync(outDir, { recursive: true, force: true });
const started = performance.now();
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
// Emit only: the types are checked by `npm run typecheck` (and CI), which a build need not repeat;
// checking them here would triple the build's time (tsc emits each file on its own, as
// verbatimModuleSyntax guarantees it can).
const compiled = spawnSync(
  process.execPath,
  [tsc, "-p", "tsconfig.build.json", "--outDir", outDir, "--noCheck"],
  {
    cwd: root,
    stdio: "inherit",
  },
);
if (compiled.status !== 0) {
  console.error("build: the TypeScript compiler failed");
  process.exit(compiled.status ?? 1);
}
let copied = 0;
for (const dir of sourceDirs) {
  for (const file of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || /\.(ts|tsx)$/.test(file.name)) continue;
    const from = path.join(file.parentPath, file.name);
    const to = path.join(outDir, path.relative(root, from));
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied += 1;
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `build: compiled ${sourceDirs.join(" and ")} to ${path.relative(root, outDir) || "."} and copied ${copied} other files in ${seconds} s`,
);
