import { readFileSync } from "node:fs";

let version: string | undefined;

/** Inkwell's version, from package.json: what `inkwell --version` prints and the home page shows. */
export function inkwellVersion(): string {
  version ??= (
    JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      version: string;
    }
  ).version;
  return version;
}
