import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import { runAgentBenchmark } from "./agent-benchmark.ts";
import { runAgentChecksBenchmark } from "./agent-checks-benchmark.ts";
import { runAgentContextBenchmark } from "./agent-context-benchmark.ts";
import { runAnalyticsBenchmark } from "./analytics/analytics-benchmark.ts";
import { runClickHouseBenchmark } from "./analytics/clickhouse-benchmark.ts";
import type { Benchmark } from "./benchmark.ts";
import { runClassificationBenchmark } from "./classification-benchmark.ts";
import { runCollectorBenchmark } from "./collector-benchmark.ts";
import { runDashboardBenchmark } from "./dashboard-benchmark.ts";
import { runDocsCheckBenchmark } from "./docs-check/docs-check-benchmark.ts";
import { runDocsCheckCliBenchmark } from "./docs-check/docs-check-cli-benchmark.ts";
import { runJobApiBenchmark } from "./job-api-benchmark.ts";
import { runJobClaimBenchmark } from "./job-claims/job-claim-benchmark.ts";
import { runJobsHttpBenchmark, runRuntimeBenchmark } from "./runtime-benchmark.ts";
import { runScaleOutBenchmark } from "./scale-out-benchmark.ts";
import { runSpeedRatiosBenchmark } from "./speed-ratios.ts";
import { runViews100mBenchmark, runViewsAtScaleBenchmark } from "./views-at-scale.ts";

// `npm run bench [-- name...]`: runs the named benchmarks (default: all) and writes each one's
// section of BENCHMARKS.md, keeping the sections of benchmarks that were not run.

const benchmarks: Benchmark[] = [
  { name: "analytics", run: runAnalyticsBenchmark },
  // The same at 2 million views, where storage per million views is at its highest.
  {
    name: "analytics-2m",
    run: async (env, log) =>
      (await runAnalyticsBenchmark({ ...env, BENCH_VIEWS: env.BENCH_VIEWS ?? "2000000" }, log))
        .replace("## Page view analytics", "## Page view analytics at 2 million views")
        .replace(
          "`npm run bench -- analytics` (",
          "`npm run bench -- analytics-2m`, the same at 2,000,000 history views (",
        ),
  },
  { name: "clickhouse", run: runClickHouseBenchmark },
  { name: "classification", run: runClassificationBenchmark },
  { name: "jobs", run: runJobApiBenchmark },
  { name: "job-claims", run: runJobClaimBenchmark },
  { name: "scale-out", run: runScaleOutBenchmark },
  { name: "agent", run: () => runAgentBenchmark() },
  { name: "docs-check", run: runDocsCheckBenchmark },
  { name: "docs-check-cli", run: runDocsCheckCliBenchmark },
  { name: "collector", run: runCollectorBenchmark },
  { name: "agent-context", run: runAgentContextBenchmark },
  { name: "agent-checks", run: runAgentChecksBenchmark },
  { name: "jobs-http", run: runJobsHttpBenchmark },
  { name: "runtime", run: runRuntimeBenchmark },
  { name: "dashboard", run: runDashboardBenchmark },
  { name: "ratios", run: runSpeedRatiosBenchmark },
  { name: "views-10m", run: runViewsAtScaleBenchmark },
  { name: "views-100m", run: runViews100mBenchmark },
];

async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  const selected = names.length > 0 ? benchmarks.filter((b) => names.includes(b.name)) : benchmarks;
  const unknown = names.filter((n) => !benchmarks.some((b) => b.name === n));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown benchmark ${unknown.join(", ")}; known: ${benchmarks.map((b) => b.name).join(", ")}`,
    );
  }
  const file = new URL("../BENCHMARKS.md", import.meta.url);
  let document = await readFile(file, "utf8").catch(() => "");
  for (const benchmark of selected) {
    const log = (line: string) => process.stderr.write(`[${benchmark.name}] ${line}\n`);
    const section = await benchmark.run(process.env, log);
    document = replaceSection(document, benchmark.name, section);
  }
  document = replaceSection(document, "machine", machineSection());
  await writeFile(file, document);
  process.stderr.write(`Wrote ${file.pathname}\n`);
}

function machineSection(): string {
  const cpus = os.cpus();
  return [
    "## Machine",
    "",
    `- CPU: ${cpus[0]?.model ?? "unknown"} × ${cpus.length}`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node.js: ${process.version}`,
    `- Written: ${new Date().toISOString()}`,
  ].join("\n");
}

function replaceSection(document: string, name: string, body: string): string {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from >= 0 && to > from) {
    return document.slice(0, from) + block + document.slice(to + end.length);
  }
  const base =
    document.trim() === ""
      ? "# Benchmarks\n\nWritten by `npm run bench` (see `bench/`). Every figure comes from one run on the machine below; ratios compare against a baseline run in the same process.\n"
      : document.trimEnd();
  return `${base}\n\n${block}\n`;
}

await main();
