import { readFileSync } from "node:fs";
import path from "node:path";
import { packageRoot } from "./package-root.ts";

let version: string | undefined;

/** Inkwell's version, from package.json: what `inkwell --version` prints and the home page shows. */
export function inkwellVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.join(packageRoot(), "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  return version;
}
