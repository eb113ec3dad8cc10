// Usage: node scripts/release-notes.mjs VERSION [CHANGELOG.md]
// Prints the changelog's section for VERSION (`## [VERSION] - date`, up to the next version),
// the body of its GitHub release. Fails when the section is missing or empty, so a release
// whose changes were not written down stops before anything is published.
import { readFileSync } from "node:fs";

const [version, file = "CHANGELOG.md"] = process.argv.slice(2);
if (!version) {
  console.error("usage: release-notes.mjs VERSION [CHANGELOG.md]");
  process.exit(2);
}
const lines = readFileSync(file, "utf8").split("\n");
const heading = lines.findIndex((line) => line.startsWith(`## [${version}]`));
if (heading < 0) {
  console.error(`${file} has no section "## [${version}]": move the Unreleased changes under it`);
  process.exit(1);
}
const rest = lines.slice(heading + 1);
const end = rest.findIndex((line) => line.startsWith("## ") || /^\[[^\]]+\]: /.test(line));
const body = (end < 0 ? rest : rest.slice(0, end)).join("\n").trim();
if (!body) {
  console.error(`${file}'s section for ${version} is empty`);
  process.exit(1);
}
console.log(body);
