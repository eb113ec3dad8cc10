// Usage: npm run build -w packages/collector   (npm pack runs it through `prepack`)
// Compiles a publishable package (packages/<name>/) from its sources under shared/: JavaScript
// modules and their type declarations under the package's dist/, laid out as shared/ is, so a
// consumer imports it from plain Node.js and type-checks against it with no TypeScript loader.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const packageDir = process.cwd();
const outDir = path.join(packageDir, "dist");
rmSync(outDir, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const compiled = spawnSync(process.execPath, [tsc, "-p", "tsconfig.json"], {
  cwd: packageDir,
  stdio: "inherit",
});
if (compiled.status !== 0) {
  console.error(`build: the TypeScript compiler failed for ${path.basename(packageDir)}`);
  process.exit(compiled.status ?? 1);
}
// The sources import each other with `.ts` extensions, which the compiler rewrites to `.js` in the
// modules but keeps in the declarations; consumers resolve the declarations beside the modules.
let declarations = 0;
for (const file of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
  if (!file.isFile() || !file.name.endsWith(".d.ts")) continue;
  const full = path.join(file.parentPath, file.name);
  const text = readFileSync(full, "utf8");
  writeFileSync(
    full,
    text.replace(/((?:from|import)\s*\(?\s*["']\.{1,2}\/[^"']*)\.ts(["'])/g, "$1.js$2"),
  );
  declarations += 1;
}
console.log(
  `build: compiled ${path.basename(packageDir)} to ${path.relative(process.cwd(), outDir)} (${declarations} declaration files)`,
);
