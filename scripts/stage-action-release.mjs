// Usage: node scripts/stage-action-release.mjs DIR
// Fills DIR (a clone of the Action's release-only repository) with the Action alone, as the
// Marketplace wants it: action.yml at the root, the docs check action in check/ (`…/check@v1`),
// the bundles in dist/, the licence, and a README
// made of this README's "GitHub Action" section. Everything else in DIR but .git is removed, so a
// file dropped here disappears there too. The release workflow commits and tags the result.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const [target] = process.argv.slice(2);
if (!target) {
  console.error("usage: stage-action-release.mjs DIR");
  process.exit(2);
}
for (const entry of readdirSync(target)) {
  if (entry !== ".git") rmSync(path.join(target, entry), { recursive: true, force: true });
}
for (const file of ["action.yml", "check", "dist", "LICENSE"]) {
  cpSync(path.join(root, file), path.join(target, file), { recursive: true });
}
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const section = readme.split(/^## GitHub Action$/m)[1]?.split(/^## /m)[0];
if (!section) {
  console.error('README.md has no "## GitHub Action" section');
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
writeFileSync(
  path.join(target, "README.md"),
  [
    "# Inkwell docs agent",
    "",
    `The GitHub Action of [Inkwell](https://github.com/inkwell-docs/inkwell) ${version}, published`,
    "on its own. Its sources, issues and the Inkwell server live in that repository.",
    section.replace(/^### /gm, "## ").trimEnd(),
    "",
  ].join("\n"),
);
console.log(`staged the action ${version} in ${target}`);
