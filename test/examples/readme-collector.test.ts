import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as Collector from "../../shared/collector/index.ts";
import { createProjectWithKey } from "../helpers/seed.ts";
import { createTestClock } from "../helpers/test-clock.ts";
import { databaseKinds } from "../helpers/test-database.ts";
import { useTestServer } from "../helpers/test-server.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const README = path.join(ROOT, "docs/collecting.md");
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The fenced block that follows `<!-- kind: name -->` in the collecting page, for every such marker. */
async function readmeBlocks(kind: "example" | "command"): Promise<Map<string, string>> {
  const readme = await readFile(README, "utf8");
  const marker = new RegExp(
    `<!-- ${kind}: (\\S+) -->\\n\\n\`\`\`[a-z]*\\n([\\s\\S]*?)\`\`\`\\n`,
    "g",
  );
  return new Map([...readme.matchAll(marker)].map((m) => [m[1] as string, m[2] as string]));
}

/** Every file a module imports, itself included, following relative imports (type-only too). */
async function importClosure(entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = await readFile(file, "utf8");
    for (const match of source.matchAll(/\bfrom\s+"(\.[^"]+)"/g)) {
      await visit(path.resolve(path.dirname(file), match[1] as string));
    }
  };
  await visit(entry);
  return [...seen].map((file) => path.relative(path.join(ROOT, "shared"), file)).sort();
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
    const examples = (await filesUnder(path.join(ROOT, "examples/collector")))
      // The stand-in for a site's copy of the collector is described, not shown.
      .filter((file) => !file.startsWith(`inkwell${path.sep}`))
      .map((file) => `examples/collector/${file}`);

    expect([...blocks.keys()].sort()).toEqual(examples);
    for (const [file, block] of blocks) {
      expect(block, file).toBe(await readFile(path.join(ROOT, file), "utf8"));
    }
  });
});

describe("getting the collector as the collecting page says", () => {
  let site: string;
  let copied: string[];
  let bundle: string;

  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "inkwell-site-"));
    const commands = await readmeBlocks("command");
    // Run from a checkout, for a site folder of the test's; `npm install zod` is the one line left
    // out (no network in tests): the site gets this repository's zod instead.
    const copy = (commands.get("copy-collector") ?? "")
      .split("\n")
      .filter((line) => !line.startsWith("SITE=") && !line.includes("npm install zod"))
      .join("\n");
    await run("sh", ["-ec", copy], { cwd: ROOT, env: { ...process.env, SITE: site } });
    await mkdir(path.join(site, "node_modules"));
    await symlink(path.join(ROOT, "node_modules/zod"), path.join(site, "node_modules/zod"));
    copied = await filesUnder(path.join(site, "inkwell"));

    await run("sh", ["-ec", commands.get("bundle-collector") ?? "false"], {
      cwd: ROOT,
      env: { ...process.env, SITE: site },
    });
    bundle = await readFile(path.join(site, "inkwell-collector.mjs"), "utf8");
  }, 120_000);
  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it("copies exactly the files the collector imports", async () => {
    const closure = await importClosure(path.join(ROOT, "shared/collector/index.ts"));
    expect(copied).toEqual(closure);
  });

  it("leaves a copy that type-checks on its own, without Node.js's types", async () => {
    // What an edge runtime offers: the standard library and the web platform, no `node:` modules.
    await writeFile(
      path.join(site, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          allowImportingTsExtensions: true,
          module: "esnext",
          moduleResolution: "bundler",
          target: "es2022",
          lib: ["es2022", "dom"],
          types: [],
          skipLibCheck: true,
        },
        include: ["inkwell"],
      }),
    );
    const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
    const result = await run(process.execPath, [tsc, "-p", site]).catch((error) => error);
    expect(`${result.stdout}${result.stderr ?? ""}`).toBe("");
  }, 60_000);

  it("bundles into one module that imports nothing", () => {
    expect(bundle).not.toMatch(/\bfrom\s*["']|\brequire\(|\bimport\(|node:/);
  });

  it("bundles into a module plain Node.js loads in a folder whose package.json says nothing", async () => {
    // Without "type": "module", Node.js reads a .js file as CommonJS; the .mjs bundle loads anyway.
    await writeFile(path.join(site, "package.json"), JSON.stringify({ name: "docs-site" }));
    await writeFile(
      path.join(site, "check-bundle.mjs"),
      [
        'import { createViewCollector, isPageView } from "./inkwell-collector.mjs";',
        'const collector = createViewCollector({ apiUrl: "https://inkwell.example.com", projectId: "prj_1", apiKey: "ink_x" });',
        'console.log(typeof collector.record, isPageView({ method: "GET", path: "/docs" }));',
      ].join("\n"),
    );
    const { stdout, stderr } = await run(process.execPath, ["check-bundle.mjs"], { cwd: site });
    expect(stderr).toBe("");
    expect(stdout).toBe("function true\n");
  });

  describe.each(databaseKinds())("against the real server on %s", (kind) => {
    const { server } = useTestServer(kind, { clock: createTestClock(new Date()) });

    it.each(["copy", "bundle"])("the %s reports views that the server counts", async (form) => {
      const owner = await createProjectWithKey(server.ctx);
      const entry =
        form === "copy"
          ? path.join(site, "inkwell/collector/index.ts")
          : path.join(site, "inkwell-collector.mjs");
      const { createViewCollector } = (await import(pathToFileURL(entry).href)) as typeof Collector;
      const collector = createViewCollector({
        apiUrl: server.url,
        projectId: owner.project.id,
        apiKey: owner.key,
      });
      collector.record({ path: "/docs/install?from=readme", userAgent: CHROME });

      expect(await collector.flush()).toMatchObject({ sent: 1, queued: 0 });
      const res = await server.request(`/v1/analytics/${owner.project.id}/views`, {
        headers: { authorization: `Bearer ${owner.key}` },
      });
      expect(((await res.json()) as { views: unknown[] }).views).toEqual([
        { path: "/docs/install", human: 1, ai: 0, total: 1 },
      ]);
    });
  });
});
