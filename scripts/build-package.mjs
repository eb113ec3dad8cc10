// Usage: npm run build -w packages/collector   (npm pack runs it through `prepack`)
// Compiles a publishable package (packages/<name>/) to JavaScript modules and their type
// declarations under the package's dist/, so a consumer imports it from plain Node.js and
// type-checks against it with no TypeScript loader. A package's sources are its own `src/` (the
// collector) or a folder of shared/ (the client, which the CLI and the Action import too), and
// they import what they need of shared/api/ and shared/client/ by relative path. The build lays the
// compiled files out by folder: the package's own under dist/<name>/ and each shared folder's
// under dist/<folder>/ (dist/client/, dist/api/), their imports rewritten to match.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const packageDir = process.cwd();
const name = path.basename(packageDir);
const outDir = path.join(packageDir, "dist");
const ownSources = path.relative(root, path.join(packageDir, "src")).split(path.sep).join("/");

/** Where a compiled file, named by its source's path in the repository, goes under dist/. */
function placeOf(sourcePath) {
  if (sourcePath.startsWith(`${ownSources}/`)) {
    return `${name}/${sourcePath.slice(ownSources.length + 1)}`;
  }
  if (sourcePath.startsWith("shared/")) return sourcePath.slice("shared/".length);
  throw new Error(
    `build: ${name} compiles ${sourcePath}, which is neither its own src/ nor shared/: a package imports only those`,
  );
}

rmSync(outDir, { recursive: true, force: true });
// The compiler's output mirrors the repository (tsconfig's rootDir is its root), in a scratch folder.
const compiledDir = mkdtempSync(path.join(os.tmpdir(), `inkwell-${name}-`));
try {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const compiled = spawnSync(
    process.execPath,
    [tsc, "-p", "tsconfig.json", "--outDir", compiledDir],
    { cwd: packageDir, stdio: "inherit" },
  );
  if (compiled.status !== 0) {
    console.error(`build: the TypeScript compiler failed for ${name}`);
    process.exit(compiled.status ?? 1);
  }
  // Relative imports: the compiler rewrites `.ts` to `.js` in the modules but keeps it in the
  // declarations, and consumers resolve the declarations beside the modules.
  const relativeImport = /((?:from|import)\s*\(?\s*["'])(\.{1,2}\/[^"']*)(["'])/g;
  let declarations = 0;
  for (const file of readdirSync(compiledDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const sourcePath = path
      .relative(compiledDir, path.join(file.parentPath, file.name))
      .split(path.sep)
      .join("/");
    const place = placeOf(sourcePath);
    const text = readFileSync(path.join(file.parentPath, file.name), "utf8").replace(
      relativeImport,
      (_match, head, specifier, tail) => {
        const target = placeOf(path.posix.join(path.posix.dirname(sourcePath), specifier));
        const relative = path.posix.relative(path.posix.dirname(place), target);
        const rewritten = relative.startsWith(".") ? relative : `./${relative}`;
        return `${head}${rewritten.replace(/\.ts$/, ".js")}${tail}`;
      },
    );
    const destination = path.join(outDir, place);
    mkdirSync(path.dirname(destination), { recursive: true });
    writeFileSync(destination, text);
    if (file.name.endsWith(".d.ts")) declarations += 1;
  }
  console.log(
    `build: compiled ${name} to ${path.relative(process.cwd(), outDir)} (${declarations} declaration files)`,
  );
} finally {
  rmSync(compiledDir, { recursive: true, force: true });
}
