import { readFileSync } from "node:fs";

/** A webhook payload recorded from GitHub, from test/fixtures/github/<name>.json. */
export function githubFixture(name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(new URL(`../fixtures/github/${name}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>;
}
