// Fails when dist/ is not what `npm run build:action` makes from the current sources.
// CI: `npm run check:action`
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
