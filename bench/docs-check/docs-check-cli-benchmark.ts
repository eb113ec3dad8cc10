import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateDocsSite, siteMap } from "#testkit/docs-sites/generate-docs-site.ts";
import { median } from "#testkit/median.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = path.join(ROOT, "bin/inkwell.js");
const CHECK_BUNDLE = path.join(ROOT, "dist/check/index.js");
/** The CLI compiled as `npm run build` compiles it, where node still finds node_modules. */
const BUILD = path.join(ROOT, "bench/.data/docs-check-cli-build");

/** Versions of the tools compared, fetched by npx from the npm registry. */
const MARKDOWNLINT = "markdownlint-cli2@0.22.1";
const REMARK = [
  "remark-cli@12",
  "remark-validate-links@13",
  "remark-mdx@3",
  "remark-frontmatter@5",
];

interface Timed {
  ms: number;
  /** CPU time of the process and its children (user + system), which the machine's load changes less. */
  cpuMs: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `inkwell docs check` as a writer and CI run it, from process start to exit, on the generated
 * Mintlify site in a git repository: one page changed against main, and the whole site; the same
 * through the docs check action's bundle; and beside them markdownlint-cli2 and remark with
 * remark-validate-links (an offline link checker) on the whole site.
 */
export async function runDocsCheckCliBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const quick = env.BENCH_QUICK === "1";
  const pages = Number(env.BENCH_DOCS_PAGES ?? (quick ? 500 : 5000));
  const runs = 3;
  const wholeRuns = Number(env.BENCH_WHOLE_RUNS ?? 1);
  const repository = mkdtempSync(path.join(tmpdir(), "inkwell-bench-docs-"));
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
  try {
    log("compiling the CLI (npm run build)");
    const built = spawnSync(
      process.execPath,
      [path.join(ROOT, "scripts/build-server.mjs"), "--out-dir", BUILD],
      { cwd: ROOT, encoding: "utf8" },
    );
    if (built.status !== 0) throw new Error(`the build failed: ${built.stderr}`);
    const installed = path.join(BUILD, "app/cli/main.js");
    log(`writing ${pages} pages to a git repository`);
    const site = siteMap(generateDocsSite(pages, { seed: 42, root: "" }));
    for (const [file, text] of site.files) {
      const full = path.join(repository, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text ?? Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
    const git = (...args: string[]) => {
      const result = spawnSync("git", args, {
        cwd: repository,
        encoding: "utf8",
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "Bench",
          GIT_AUTHOR_EMAIL: "bench@example.com",
          GIT_COMMITTER_NAME: "Bench",
          GIT_COMMITTER_EMAIL: "bench@example.com",
        },
      });
      if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
    };
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-q", "-m", "The site");
    git("checkout", "-q", "-b", "writer/edit");
    const edited = site.pages[17] as string;
    const text = readFileSync(path.join(repository, edited), "utf8");
    writeFileSync(
      path.join(repository, edited),
      text.replace(
        /\n## /,
        "\nA new paragraph with [a link that goes nowhere](/no-such-page).\n\n## ",
      ),
    );
    git("commit", "-q", "-am", "Edit one page");

    const node = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
      time(process.execPath, args, repository, extraEnv);
    const action = (inputs: NodeJS.ProcessEnv) =>
      node([CHECK_BUNDLE], { GITHUB_WORKSPACE: repository, ...inputs });
    const rows: string[] = [];
    const row = (
      what: string,
      checks: string,
      results: Timed[],
      findings: (t: Timed) => string,
    ) => {
      const last = results.at(-1) as Timed;
      rows.push(
        `| ${what} | ${checks} | ${formatSeconds(median(results.map((r) => r.ms)))} | ${formatSeconds(median(results.map((r) => r.cpuMs)))} | ${findings(last)} |`,
      );
    };
    const ours = "pages parse (MDX), front matter, links and anchors, images, navigation, config";
    const reported = (t: Timed) => {
      const found = /(\d[\d,]*) problems? in/.exec(t.stderr + t.stdout)?.[1];
      if (t.code !== 0 && t.code !== 1) throw new Error(`exit ${t.code}: ${t.stderr}`);
      return found ?? "0";
    };

    log("inkwell docs check --base main (one page changed)");
    const change = await repeat(runs, () => node([BIN, "docs", "check", "--base", "main"]));
    if (reported(change.at(-1) as Timed) !== "1") {
      throw new Error(`the change should have 1 finding: ${change.at(-1)?.stdout}`);
    }
    row("`inkwell docs check --base main`: one page changed", ours, change, reported);
    log("compiled: inkwell docs check --base main (one page changed)");
    row(
      "the same, compiled (`npm run build`, as installed from the package)",
      ours,
      await repeat(runs, () => node([installed, "docs", "check", "--base", "main"])),
      reported,
    );
    log("inkwell docs check (whole site)");
    row(
      "`inkwell docs check`: the whole site",
      ours,
      await repeat(wholeRuns, () => node([BIN, "docs", "check"])),
      reported,
    );
    log("compiled: inkwell docs check (whole site)");
    row(
      "the same, compiled",
      ours,
      await repeat(wholeRuns, () => node([installed, "docs", "check"])),
      reported,
    );
    log("docs check action: the change");
    row(
      "docs check action (`node dist/check/index.js`), base main: one page changed",
      ours,
      await repeat(runs, () => action({ INPUT_BASE: "main" })),
      reported,
    );
    log("docs check action: whole site");
    row(
      "docs check action, no base: the whole site",
      ours,
      await repeat(wholeRuns, () => action({})),
      reported,
    );

    log(`${MARKDOWNLINT} (whole site)`);
    const lint = await repeat(wholeRuns, () =>
      time("npx", ["--offline", "-y", MARKDOWNLINT, "**/*.mdx"], repository),
    );
    row(
      `\`markdownlint-cli2\` ${MARKDOWNLINT.split("@")[1]}: the whole site (it has no change mode)`,
      "Markdown style rules (headings, lists, line length…); no links, no navigation, MDX as Markdown",
      lint,
      (t) => (t.code === 0 || t.code === 1 ? countLines(t.stderr, /^\S+:\d+/) : "could not run"),
    );
    log("remark + remark-validate-links (whole site)");
    const remark = await repeat(wholeRuns, () =>
      time(
        "npx",
        [
          "--offline",
          "-y",
          ...REMARK.flatMap((pkg) => ["-p", pkg]),
          "remark",
          ".",
          "--ext",
          "mdx",
          "--use",
          "remark-frontmatter",
          "--use",
          "remark-mdx",
          "--use",
          "remark-validate-links",
          "--quiet",
          "--no-stdout",
        ],
        repository,
      ),
    );
    row(
      "`remark` + `remark-validate-links`: the whole site (it has no change mode)",
      "relative links to files and headings, offline; root-relative site routes (`/guide`) and navigation are not checked",
      remark,
      (t) => (t.code === 0 || t.code === 1 ? countLines(t.stderr, /warning/) : "could not run"),
    );

    return `## Docs check from the command line and the Action

\`npm run bench -- docs-check-cli\` (\`BENCH_DOCS_PAGES\`, \`BENCH_QUICK=1\` for a small run). The
generated Mintlify site of the docs checker's benchmark (seed 42, ${pages.toLocaleString("en")} MDX
pages and docs.json at the root of a git repository), with one page edited on a branch: a paragraph
with a link to no page (1 finding). Each time is a new process from start to exit, the median of
${runs} runs (${wholeRuns === 1 ? "one run" : `${wholeRuns} runs`} for whole-site checks): the CLI from the sources (TypeScript through tsx,
as \`bin/inkwell.js\` runs in a clone) and compiled, and the action's committed JavaScript bundle. The tools compared were fetched with npx from the
npm registry; \`lychee\` is in neither the npm registry nor Debian, so \`remark-validate-links\`
stands for an offline link checker. The findings of the whole-site checks are the generator's
few broken links (for Inkwell); for the others, what they report on this site.

Load average when it started: ${load}; the machine has ${os.cpus().length} cores shared with other work,
so wall times vary between runs far more than CPU times.

| command | what it checks | time | CPU time | findings |
|---|---|---:|---:|---:|
${rows.join("\n")}`;
  } finally {
    rmSync(repository, { recursive: true, force: true });
    rmSync(BUILD, { recursive: true, force: true });
  }
}

function time(
  command: string,
  args: string[],
  cwd: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Timed {
  // GNU time writes the process tree's CPU seconds to a file of its own.
  const cpuFile = path.join(tmpdir(), `inkwell-bench-cpu-${process.pid}`);
  const started = performance.now();
  const result = spawnSync("/usr/bin/time", ["-f", "%U %S", "-o", cpuFile, command, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...extraEnv },
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  const [user, system] = readFileSync(cpuFile, "utf8").trim().split("\n").at(-1)?.split(" ") ?? [];
  rmSync(cpuFile, { force: true });
  return {
    ms,
    cpuMs: (Number(user) + Number(system)) * 1000,
    code: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

async function repeat(times: number, run: () => Timed): Promise<Timed[]> {
  const results: Timed[] = [];
  for (let i = 0; i < times; i++) results.push(run());
  return results;
}

function countLines(text: string, pattern: RegExp): string {
  return text
    .split("\n")
    .filter((line) => pattern.test(line))
    .length.toLocaleString("en");
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
