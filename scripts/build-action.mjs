// Bundles the GitHub Actions into committed files that run with no node_modules: the job action,
// dist/index.js, and the docs check action (check/action.yml), dist/check/, whose page parser runs
// on a thread of its own and is bundled beside it.
// Usage: node scripts/build-action.mjs [--outdir path]   (check-action-bundle.mjs builds elsewhere)
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
 * The docs check action: its entry, and the parser thread with the parser it loads, which the
 * checker finds beside itself (`./parse-page-worker.mjs`, `./parse-page.js`, `./find-page-code.js`).
 */
export async function buildCheckAction(outdir) {
  // ES module builds first: jsonc-parser's CommonJS one requires its parts by computed names.
  const checkCommon = { ...common, mainFields: ["module", "main"] };
  const results = await Promise.all([
    build({
      ...checkCommon,
      stdin: {
        contents:
          'import { runDocsCheckAction } from "./app/cli/docs-check-action.ts";\nprocess.exitCode = await runDocsCheckAction(process.env);\n',
        resolveDir: root,
        sourcefile: "check-action-entry.ts",
        loader: "ts",
      },
      outfile: path.join(outdir, "index.js"),
    }),
    build({
      ...checkCommon,
      entryPoints: ["app/docs-check/parse-page-worker.mjs"],
      outfile: path.join(outdir, "parse-page-worker.mjs"),
      // Only loaded to run the TypeScript sources; the bundle is JavaScript.
      external: ["tsx/esm/api"],
    }),
    build({
      ...checkCommon,
      entryPoints: ["app/docs-check/parse-page.ts"],
      outfile: path.join(outdir, "parse-page.js"),
    }),
    build({
      ...checkCommon,
      entryPoints: ["app/docs-check/find-page-code.ts"],
      outfile: path.join(outdir, "find-page-code.js"),
    }),
  ]);
  return results;
}

/** Both actions into `outdir` (dist/ by default), the layout the action.yml files name. */
export async function buildActions(outdir) {
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
