import { generateText, hasToolCall, type LanguageModel, stepCountIs } from "ai";
import pino from "pino";
import { seedJob, seedProject } from "#testkit/database/seed.ts";
import { startGitHubDouble } from "#testkit/github/github-double.ts";
import { doubleGitHubApp } from "#testkit/github/test-github-app.ts";
import {
  answeringModel,
  confirmation,
  type ScriptedStep,
  stepContent,
} from "#testkit/model/scripted-model.ts";
import { createAgentTools } from "../app/agent/model/agent-tools.ts";
import { startAgentWorker } from "../app/agent/worker/agent-worker.ts";
import { WorkingTree } from "../app/agent/workspace/working-tree.ts";
import { type AppContext, systemClock } from "../app/app-context.ts";
import { loadConfig } from "../app/config.ts";
import { migrateToLatest } from "../app/db/migrate-to-latest.ts";
import { openDatabase } from "../app/db/open-database.ts";
import type { GitHubApp } from "../app/github/github-app.ts";

/**
 * The agent's costs, measured in-process against a GitHub double and a scripted model that both
 * answer at once: GitHub requests per run as the number of changed files grows, and the worker's
 * overhead per run (claim, lease, GitHub reads and writes, bookkeeping) against the bare tool loop.
 */
export async function runAgentBenchmark(): Promise<string> {
  const requestRows: string[] = [];
  for (const files of [1, 20, 200]) {
    const { requests, writes } = await measureRequests(files);
    requestRows.push(`| ${files} | ${requests} | ${writes} |`);
  }
  const runs = 40;
  const worker = await measureWorkerRuns(runs);
  const baseline = await measureBareLoop(runs);
  const ratio = worker / baseline;
  return `## Agent

GitHub requests per agent run against the number of files changed (a scripted model writes N new
files in one step, then finishes; a fresh job, so the branch and pull request are created).

| files changed | GitHub requests | of which writes |
|---:|---:|---:|
${requestRows.join("\n")}

Writes stay at 4 (tree with contents inline, commit, ref, pull request) whatever the number of
files; reads are the job branch and base refs, the pinned commit, the tree (once) and the pull
request lookup, plus the snapshot of the docs the first time any content is needed (here none:
the agent reads nothing and the repository has no guidance or navigation file; see "Agent
context" for runs that read).

Worker overhead per run, model and GitHub answering instantly (${runs} runs, one file each):

| | ms per run |
|---|---:|
| baseline: the \`ai\` tool loop alone, same scripted model and tools | ${baseline.toFixed(2)} |
| worker: claim, lease, GitHub reads/writes, publish, complete (embedded PostgreSQL) | ${worker.toFixed(2)} |
| ratio | ${ratio.toFixed(1)}x |
`;
}

/**
 * The kit's answering model, stateless so one model serves every job of a measurement: N new pages
 * in one turn, then finish (and the same finish again when the self-review asks for it).
 */
function scripted(files: number): LanguageModel {
  const writes: ScriptedStep = {
    calls: Array.from({ length: files }, (_, i) => [
      "write_file",
      { path: `page-${i}.md`, content: `# Page ${i}\n` },
    ]),
  };
  const finish: ScriptedStep = {
    calls: [["finish", { summary: "Wrote the pages.", prTitle: "Add pages" }]],
  };
  return answeringModel((callIndex, { prompt }) => {
    const done = prompt.some((message) => message.role === "tool");
    return confirmation(prompt, callIndex) ?? stepContent(done ? finish : writes, callIndex);
  });
}

/**
 * The kit's GitHub double (on a port of its own), behind the GitHub App the server would build, holding the
 * benchmark's repository (a/b, one page); `takeCounts` gives the requests since the last call, the
 * installation token left out (fetched once an hour, not once a run).
 */
export async function instantGitHub(repositories: string[] = ["b"]): Promise<{
  github: GitHubApp;
  takeCounts(): { requests: number; writes: number };
  close(): Promise<void>;
}> {
  const double = await startGitHubDouble();
  for (const name of repositories) {
    double.addRepository("a", name, [{ path: "docs/index.md", content: "# Index\n" }]);
  }
  return {
    github: doubleGitHubApp(double),
    close: () => double.close(),
    takeCounts() {
      const requests = double.takeRequests();
      return {
        requests: requests.length,
        writes: requests.filter((request) => request.method !== "GET").length,
      };
    },
  };
}

/** A fresh embedded database with one project and `jobs` queued jobs, for one measurement. */
async function withQueuedJobs<T>(
  files: number,
  jobs: number,
  body: (ctx: AppContext) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  const config = loadConfig({});
  const ctx: AppContext = {
    config,
    db: handle.db,
    clock: systemClock,
    log: pino({ level: "silent" }),
    agentModel: { id: "bench:scripted", languageModel: scripted(files) },
  };
  const now = new Date();
  const projectId = await seedProject(handle.db, {
    name: "bench",
    repo_owner: "a",
    repo_name: "b",
    docs_path: "docs",
    installation_id: 1,
  });
  for (let n = 0; n < jobs; n++) {
    await seedJob(handle.db, {
      id: `job_${String(n).padStart(22, "0")}`,
      projectId,
      prompt: "write pages",
      repository: "https://github.com/a/b",
      model: "bench",
      at: now,
    });
  }
  try {
    return await body(ctx);
  } finally {
    await handle.close();
  }
}

async function runAllJobs(ctx: AppContext, github: GitHubApp, jobs: number): Promise<number> {
  const started = performance.now();
  const worker = startAgentWorker({ ctx, github, concurrency: 1, pollIntervalMs: 1 });
  for (;;) {
    const left = await ctx.db
      .selectFrom("jobs")
      .select("id")
      .where("status", "=", "active")
      .execute();
    if (left.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const elapsed = performance.now() - started;
  await worker.stop();
  const failed = await ctx.db
    .selectFrom("jobs")
    .select(["id", "error"])
    .where("status", "<>", "completed")
    .execute();
  if (failed.length > 0) throw new Error(`benchmark job failed: ${failed[0]?.error}`);
  return elapsed / jobs;
}

async function measureRequests(files: number): Promise<{ requests: number; writes: number }> {
  const double = await instantGitHub();
  try {
    return await withQueuedJobs(files, 1, async (ctx) => {
      await runAllJobs(ctx, double.github, 1);
      return double.takeCounts();
    });
  } finally {
    await double.close();
  }
}

async function measureWorkerRuns(runs: number): Promise<number> {
  const double = await instantGitHub();
  try {
    // A short warm-up run first, so module loading and JIT do not count against the worker.
    await withQueuedJobs(1, 3, (ctx) => runAllJobs(ctx, double.github, 3));
    return await withQueuedJobs(1, runs, (ctx) => runAllJobs(ctx, double.github, runs));
  } finally {
    await double.close();
  }
}

async function measureBareLoop(runs: number): Promise<number> {
  const model = scripted(1);
  const once = async () => {
    const tree = new WorkingTree(
      [{ path: "docs/index.md", mode: "100644", type: "blob", sha: "b1", size: 8 }],
      {
        docsRoot: "docs",
        maxFileBytes: 1 << 20,
        maxFilesChanged: 200,
        loadBlob: async () => Buffer.from("# Index\n"),
      },
    );
    await generateText({
      model,
      prompt: "write pages",
      tools: createAgentTools(tree, () => {}),
      stopWhen: [stepCountIs(10), hasToolCall("finish")],
    });
  };
  for (let i = 0; i < 3; i++) await once();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await once();
  return (performance.now() - started) / runs;
}
