import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateDocsSite } from "#testkit/docs-sites/generate-docs-site.ts";
import {
  type Call,
  extractBaseline,
  loadImplementation,
  runJob,
} from "./agent-context-benchmark.ts";
import type { Benchmark } from "./benchmark.ts";

/** The last commit before the docs checks joined the agent loop: the "before" column. */
const BASELINE_COMMIT = "54fe3bc";
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const newPage = `---
title: "Widget quotas"
description: How many widgets a project may run.
---

# Widget quotas

Each project runs up to 50 widgets. To raise the limit, see [widget 3](/section-0/page-3).
`;

/** Each scenario: tool calls, then `finish`. Neither leaves a check finding, so both finish at once. */
const scenarios: { name: string; calls: Call[] }[] = [
  {
    name: "one page edited (a word)",
    calls: [
      [
        "replace_in_file",
        { path: "section-0/page-3.mdx", oldText: "building blocks", newText: "building-blocks" },
      ],
    ],
  },
  {
    name: "a page added, linked and listed in docs.json",
    calls: [
      ["write_file", { path: "section-0/quotas.mdx", content: newPage }],
      ["read_file", { path: "docs.json", startLine: 1, endLine: 20 }],
      [
        "replace_in_file",
        {
          path: "docs.json",
          oldText: '"section-0/page-0",',
          newText: '"section-0/page-0",\n            "section-0/quotas",',
        },
      ],
    ],
  },
];

/**
 * What the docs checks in the agent loop cost a run: GitHub requests and wall time of the same
 * scripted run on the code before the checks, and on this checkout with the checks off and on.
 */
export const runAgentChecksBenchmark: Benchmark["run"] = async (env, log) => {
  const current = await loadImplementation(REPO_ROOT, "after");
  const baseline = await loadImplementation(extractBaseline(BASELINE_COMMIT), "before");
  const quick = env.BENCH_QUICK === "1";
  const sizes = quick ? [10, 1000] : [10, 1000, 5000];
  const rows: string[] = [];
  // Warm-up runs of each, so module loading, JIT and the parser thread's start are not measured.
  const warm = generateDocsSite(10);
  for (const scenario of scenarios) {
    await runJob(baseline, warm, scenario.calls);
    await runJob(current, warm, scenario.calls);
  }
  for (const pages of sizes) {
    const site = generateDocsSite(pages);
    for (const scenario of scenarios) {
      const before = await runJob(baseline, site, scenario.calls);
      const off = await runJob(current, site, scenario.calls, { docsChecks: false });
      const on = await runJob(current, site, scenario.calls);
      const checks = on.ended.checks as
        | { checks: number; durationMs: number; pagesParsed: number; filesRead: number }
        | undefined;
      if (!checks || on.ended.findings !== 0 || on.ended.draft !== false) {
        throw new Error(
          `${scenario.name}: the checked run did not end clean: ${JSON.stringify(on.ended)}`,
        );
      }
      log(
        `${pages} pages, ${scenario.name}: requests ${before.requests} / ${off.requests} / ${on.requests}; checks ${checks.durationMs} ms`,
      );
      rows.push(
        `| ${pages.toLocaleString("en-US")} | ${scenario.name} | ${before.requests} | ${off.requests} | ${on.requests} | ${on.requests - off.requests} | ${checks.checks} | ${checks.pagesParsed} | ${checks.filesRead} | ${checks.durationMs} ms | ${off.ms.toFixed(0)} ms | ${on.ms.toFixed(0)} ms |`,
      );
    }
  }
  return `## Agent checks

\`npm run bench -- agent-checks\` (\`BENCH_QUICK=1\` for 10 and 1,000 pages only). The worker runs
a job end to end against the GitHub Enterprise Server double of "Agent context" (real HTTP on
127.0.0.1) and a scripted model, on the embedded database; sites are the same generated Mintlify
sites (pages of about 1.3 KB in folders of 50, a docs.json listing every page). "Before" is the
code of commit ${BASELINE_COMMIT}, before the docs checks joined the loop; "off" and "on" are this
checkout with the worker's \`docsChecks\` option off and on (on is the default). Each change is
checked after it is made, and the whole change once more at \`finish\`; the changes below leave no
finding, so \`finish\` is accepted at once and the pull request is ready. One run each.

| pages | run | GitHub requests before | off | on | extra requests from the checks | checks | pages parsed | files read | time in checks | run time off | on |
|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}

The checker reads both sides through the run's working tree: the base from the snapshot of the
docs the run fetched in bulk (one GraphQL query for a small site, the archive for a large one),
the head from the run's own edits, so a check asks GitHub nothing for a file the snapshot holds.
"Files read" counts the checker's reads of both sides (from memory), "pages parsed" its parses.
`;
};
