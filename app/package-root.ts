import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * The folder of Inkwell's package.json, found as Node finds a module's package: the nearest one
 * above this file, whether it runs from the sources (`app/`), compiled (`build/app/`) or installed
 * elsewhere (a container image). What ships with the package (package.json, app.yml) is read there,
 * whatever the working folder.
 */
export function packageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  root = dir;
  return root;
}
