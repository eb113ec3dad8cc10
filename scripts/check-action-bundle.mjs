// Fails when dist/ is not what `npm run build:action` makes from the current sources, or when a
// bundle does not run on Node 24 (the runtime both action.yml files name), taken from the npm
// registry's `node` package. CI: `npm run check:action`
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildActions } from "./build-action.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");
const scratch = await mkdtemp(path.join(tmpdir(), "inkwell-action-"));
try {
  await buildActions(scratch);
  const expected = await filesUnder(scratch);
  const actual = await filesUnder(dist);
  const stale = [];
  for (const name of new Set([...expected, ...actual])) {
    const built = await readFile(path.join(scratch, name)).catch(() => undefined);
    const committed = await readFile(path.join(dist, name)).catch(() => undefined);
    if (!built) stale.push(`dist/${name} is not made by the build any more`);
    else if (!committed) stale.push(`dist/${name} is missing`);
    else if (!built.equals(committed)) stale.push(`dist/${name} differs from a fresh build`);
  }
  if (stale.length > 0) {
    console.error(`The action bundle is stale:\n- ${stale.join("\n- ")}`);
    console.error("Run `npm run build:action` and commit dist/.");
    process.exitCode = 1;
  } else {
    console.log(`dist/ is up to date (${expected.join(", ")})`);
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

if (!process.exitCode) checkStartsOnNode24();
if (!process.exitCode) await checkDocsCheckRunsOnNode24();

/** Every file under a folder, as paths relative to it with forward slashes, sorted. */
async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/** With no inputs the action must load, then stop at input validation: proof the bundle runs there. */
function checkStartsOnNode24() {
  const probe = spawnSync("npx", ["-y", "node@24", "-p", "process.version"], {
    cwd: tmpdir(),
    encoding: "utf8",
  });
  if (probe.status !== 0 || !probe.stdout.startsWith("v24.")) {
    console.error("Could not install Node 24 from the npm registry (npx -y node@24):");
    console.error(probe.stderr);
    process.exitCode = 1;
    return;
  }
  const run = spawnSync("npx", ["-y", "node@24", path.join(dist, "index.js")], {
    cwd: tmpdir(),
    encoding: "utf8",
    // No INPUT_* or GITHUB_* from the calling environment: the action must stop at its inputs.
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  if (run.status === 1 && run.stdout.includes("::error::Invalid inputs")) {
    console.log(`dist/index.js starts on Node ${probe.stdout.trim()}`);
  } else {
    console.error(`dist/index.js did not start on Node ${probe.stdout.trim()}:`);
    console.error(run.stdout, run.stderr);
    process.exitCode = 1;
  }
}

/**
 * The docs check bundle must check a page on Node 24, its parser thread included: a workspace
 * with one page and one dead link gives one annotation and a failing step.
 */
async function checkDocsCheckRunsOnNode24() {
  const workspace = await mkdtemp(path.join(tmpdir(), "inkwell-check-action-"));
  try {
    await mkdir(path.join(workspace, "docs"));
    await writeFile(path.join(workspace, "docs/index.md"), "# Home\n\n[Next](next.md)\n");
    const run = spawnSync("npx", ["-y", "node@24", path.join(dist, "check/index.js")], {
      cwd: tmpdir(),
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        GITHUB_WORKSPACE: workspace,
        INPUT_PATH: "docs",
      },
    });
    const annotation =
      "::error file=docs/index.md,line=3,title=Inkwell docs check%3A link-broken::";
    if (run.status === 1 && run.stdout.includes(annotation)) {
      console.log("dist/check/index.js checks a page on Node 24");
    } else {
      console.error("dist/check/index.js did not check a page on Node 24:");
      console.error(run.stdout, run.stderr);
      process.exitCode = 1;
    }
  } finally {
    await rm(workspace, { recursive: true, force: true });
  }
}
