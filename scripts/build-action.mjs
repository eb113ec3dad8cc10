// Bundles the GitHub Actions into committed files that run with no node_modules: the job action,
// dist/index.js, and the docs check action (check/action.yml), dist/check/, whose page parser runs
// on a thread of its own and is bundled beside it.
// Usage: node scripts/build-action.mjs [--outdir path]   (check-action-bundle.mjs builds elsewhere)
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  // The runner uses Node 24 (action.yml); Node 20 is the oldest Node the bundle must still run on.
  target: "node20",
  format: "esm",
  // Some bundled CommonJS dependencies call require() for Node built-ins; ESM has no require of its own.
  banner: {
    js: 'import { createRequire as __inkwellCreateRequire } from "node:module";\nconst require = __inkwellCreateRequire(import.meta.url);',
  },
  legalComments: "eof",
  charset: "utf8",
  logLevel: "warning",
  metafile: true,
};

/** The job action: one file. */
export async function buildAction(outfile) {
  return build({ ...common, entryPoints: ["action/index.ts"], outfile });
}

/**
 * The docs check action: its entry, and the page thread's tasks, which the checker finds beside
 * itself (`./parse-page-worker.mjs` loading `./page-thread-tasks.js`). The two are split from one
 * build, so what both use (acorn, the YAML parser, RE2) is written once, in a chunk beside them.
 */
export async function buildCheckAction(outdir) {
  // ES module builds first: jsonc-parser's CommonJS one requires its parts by computed names.
  const checkCommon = { ...common, mainFields: ["module", "main"] };
  const results = await Promise.all([
    build({
      ...checkCommon,
      entryPoints: {
        index: "app/docs-check/action/main.ts",
        "page-thread-tasks": "app/docs-site/page-thread-tasks.ts",
      },
      outdir,
      splitting: true,
      // acorn-jsx requires acorn's CommonJS build while the rest imports its ES module one: one acorn.
      alias: { acorn: "./node_modules/acorn/dist/acorn.mjs" },
      // Beside the entries: a chunk's own import.meta.url must name the same folder.
      chunkNames: "shared-[hash]",
    }),
    build({
      ...checkCommon,
      entryPoints: ["app/docs-site/parse-page-worker.mjs"],
      outfile: path.join(outdir, "parse-page-worker.mjs"),
      // Only loaded to run the TypeScript sources; the bundle is JavaScript.
      external: ["tsx/esm/api"],
    }),
  ]);
  return results;
}

/** Both actions into `outdir` (dist/ by default), the layout the action.yml files name. */
export async function buildActions(outdir) {
  // The check action's chunks are named by their content: last build's would stay behind.
  rmSync(path.join(outdir, "check"), { recursive: true, force: true });
  const [job, check] = await Promise.all([
    buildAction(path.join(outdir, "index.js")),
    buildCheckAction(path.join(outdir, "check")),
  ]);
  return [job, ...check];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf("--outdir");
  const outdir = flag === -1 ? "dist" : process.argv[flag + 1];
  for (const result of await buildActions(outdir)) {
    for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
      console.log(`built ${file} (${bytes} bytes)`);
    }
  }
}
