import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

const DAY_MS = 86_400_000;

/**
 * Removes the embedded template tars of other migrations from `dir` (and halves a killed run
 * left), once over a day old: another checkout sharing these modules may still be on them until
 * then. Without this, every change of the migrations would leave some 26 MB behind.
 */
export async function dropStaleTemplateFiles(
  dir: string,
  keep: string,
  now = Date.now(),
): Promise<string[]> {
  const dropped: string[] = [];
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (file === keep || !name.startsWith("pglite-")) continue;
    const modified = await stat(file).then(
      (found) => found.mtimeMs,
      () => Number.POSITIVE_INFINITY,
    );
    if (
      modified < now - DAY_MS &&
      (await unlink(file).then(
        () => true,
        () => false,
      ))
    ) {
      dropped.push(name);
    }
  }
  return dropped;
}
