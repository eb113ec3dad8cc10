// Usage: node scripts/stage-action-release.mjs DIR
// Fills DIR (a clone of the Action's release-only repository) with the Action alone, as the
// Marketplace wants it: action.yml at the root, the docs check action in check/ (`…/check@v1`),
// the bundles in dist/, the licence, and a README made of the docs site's "GitHub Action" page.
// Everything else in DIR but .git is removed, so a
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
const page = readFileSync(path.join(root, "docs/github-action.md"), "utf8");
if (!page.startsWith("# GitHub Action\n")) {
  console.error('docs/github-action.md does not start with "# GitHub Action"');
  process.exit(1);
}
// The page's links to the other pages of the docs site point into the main repository.
const section = page
  .slice("# GitHub Action\n".length)
  .replace(
    /\]\(([\w-]+\.md(?:#[\w-]+)?)\)/g,
    "](https://github.com/inkwell-docs/inkwell/blob/main/docs/$1)",
  );
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
writeFileSync(
  path.join(target, "README.md"),
  [
    "# Inkwell docs agent",
    "",
    `The GitHub Action of [Inkwell](https://github.com/inkwell-docs/inkwell) ${version}, published`,
    "on its own. Its sources, issues and the Inkwell server live in that repository.",
    section.trimEnd(),
    "",
  ].join("\n"),
);
console.log(`staged the action ${version} in ${target}`);
