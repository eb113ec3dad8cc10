import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * The Node.js flags production gives the server, read from `npm run start:prod`'s command line
 * (`exec node <flags> build/app/main.js`; the image's entrypoint and `npm start` carry the same):
 * a benchmark runs the server, and its baseline, as production does.
 */
export function serverNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return nodeFlagsOf((manifest.scripts["start:prod"] ?? "").split(/\s+/));
}

/**
 * The Node.js flags of a command line's words: those between `node` and the first word that is
 * not a flag, or `--import` (the TypeScript loader of `npm start`, not a runtime flag).
 */
export function nodeFlagsOf(words: readonly string[]): string[] {
  const flags: string[] = [];
  for (const word of words.slice(words.indexOf("node") + 1)) {
    if (!word.startsWith("--") || word === "--import") break;
    flags.push(word);
  }
  return flags;
}
