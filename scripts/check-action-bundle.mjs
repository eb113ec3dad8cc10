// Fails when dist/ is not what `npm run build:action` makes from the current sources, or when the
// bundle does not start on Node 24 (the runtime action.yml names), taken from the npm registry's `node`
// package. CI: `npm run check:action`
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildAction } from "./build-action.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");
const scratch = await mkdtemp(path.join(tmpdir(), "inkwell-action-"));
try {
  await buildAction(path.join(scratch, "index.js"));
  const expected = (await readdir(scratch)).sort();
  const actual = (await readdir(dist).catch(() => [])).sort();
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
