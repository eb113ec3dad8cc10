import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const README = path.join(ROOT, "docs/collecting.md");

/** The fenced block that follows `<!-- kind: name -->` in the collecting page, for every such marker. */
async function readmeBlocks(kind: "example" | "command"): Promise<Map<string, string>> {
  const readme = await readFile(README, "utf8");
  const marker = new RegExp(
    `<!-- ${kind}: (\\S+) -->\\n\\n\`\`\`[a-z]*\\n([\\s\\S]*?)\`\`\`\\n`,
    "g",
  );
  return new Map([...readme.matchAll(marker)].map((m) => [m[1] as string, m[2] as string]));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("the collecting page's recipes", () => {
  it("show each file under examples/collector/ exactly as it is", async () => {
    const blocks = await readmeBlocks("example");
    const examples = (await filesUnder(path.join(ROOT, "examples/collector"))).map(
      (file) => `examples/collector/${file}`,
    );

    expect([...blocks.keys()].sort()).toEqual(examples);
    for (const [file, block] of blocks) {
      expect(block, file).toBe(await readFile(path.join(ROOT, file), "utf8"));
    }
  });
});

describe("getting the collector as the collecting page says", () => {
  it("installs the collector's package by the name it is published under", async () => {
    const commands = await readmeBlocks("command");
    const manifest = JSON.parse(
      await readFile(path.join(ROOT, "packages/collector/package.json"), "utf8"),
    ) as { name: string };
    expect(commands.get("install-collector")).toBe(`npm install ${manifest.name}\n`);
  });

  it("shows recipes that import the collector from its package", async () => {
    const blocks = await readmeBlocks("example");
    for (const [file, block] of blocks) {
      if (!file.endsWith(".ts")) continue;
      expect(block, file).toMatch(/from "@inkwell-docs\/collector";/);
    }
  });
});
