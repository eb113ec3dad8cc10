// Bundles the GitHub Action into one committed file, dist/index.js, that runs with no node_modules.
// Usage: node scripts/build-action.mjs [--outfile path]   (check-action-bundle.mjs builds elsewhere)
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function buildAction(outfile) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["action/index.ts"],
    outfile,
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
  });
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf("--outfile");
  const outfile = flag === -1 ? "dist/index.js" : process.argv[flag + 1];
  const result = await buildAction(outfile);
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(`built ${outfile} (${bytes} bytes)`);
}
