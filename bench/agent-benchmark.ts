import { generateText, hasToolCall, stepCountIs } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import pino from "pino";
import { Probot } from "probot";
import { seedJob, seedProject } from "#testkit/database/seed.ts";
import { TEST_APP_ID, testPrivateKey } from "#testkit/github/github-app-credentials.ts";
import { createAgentTools } from "../app/agent/model/agent-tools.ts";
import { startAgentWorker } from "../app/agent/worker/agent-worker.ts";
import { WorkingTree } from "../app/agent/workspace/working-tree.ts";
import { type AppContext, systemClock } from "../app/app-context.ts";
import { loadConfig } from "../app/config.ts";
import { migrateToLatest } from "../app/db/migrate-to-latest.ts";
import { openDatabase } from "../app/db/open-database.ts";
import { createGitHubApp, type GitHubApp, probotOptions } from "../app/github/github-app.ts";

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

function scripted(files: number): MockLanguageModelV3 {
  const usage = {
    inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 1, text: 1, reasoning: 0 },
  };
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const done = options.prompt.some((message) => message.role === "tool");
      const calls = done
        ? [["finish", { summary: "Wrote the pages.", prTitle: "Add pages" }] as const]
        : Array.from(
            { length: files },
            (_, i) => ["write_file", { path: `page-${i}.md`, content: `# Page ${i}\n` }] as const,
          );
      return {
        content: calls.map(([toolName, input], i) => ({
          type: "tool-call" as const,
          toolCallId: `c${i}`,
          toolName,
          input: JSON.stringify(input),
        })),
        finishReason: { unified: "tool-calls" as const, raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}

/**
 * A GitHub double behind the fetch of the GitHub App the server would build: the installation
 * token, the Git Data and the pull request routes, answered at once.
 */
export function instantGitHub(): {
  github: GitHubApp;
  counts: { requests: number; writes: number };
} {
  const counts = { requests: 0, writes: 0 };
  let pullNumber = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = (init?.method ?? "GET").toUpperCase();
    // The app's token for the installation, fetched once an hour, not once a run: not counted.
    if (method === "POST" && url.pathname.endsWith("/access_tokens")) {
      return json(201, { token: "ghs_bench", expires_at: "2099-01-01T00:00:00Z" });
    }
    counts.requests++;
    if (method !== "GET") counts.writes++;
    const path = decodeURIComponent(url.pathname);
    if (method === "GET" && path.includes("/git/ref/heads/inkwell/"))
      return json(404, { message: "Not Found" });
    if (method === "GET" && path.includes("/git/ref/"))
      return json(200, { object: { type: "commit", sha: "base" } });
    if (method === "GET" && path.includes("/git/commits/"))
      return json(200, { sha: "base", tree: { sha: "tree" } });
    if (method === "GET" && path.includes("/git/trees/")) {
      return json(200, {
        sha: "tree",
        truncated: false,
        tree: [{ path: "docs/index.md", mode: "100644", type: "blob", sha: "b1", size: 8 }],
      });
    }
    if (method === "POST" && path.endsWith("/git/trees")) return json(201, { sha: "new-tree" });
    if (method === "POST" && path.endsWith("/git/commits")) return json(201, { sha: "new-commit" });
    if (path.includes("/git/refs")) return json(201, { object: { sha: "new-commit" } });
    if (method === "GET" && path.endsWith("/pulls")) return json(200, []);
    if (method === "POST" && path.endsWith("/pulls")) {
      pullNumber++;
      return json(201, {
        number: pullNumber,
        state: "open",
        html_url: `https://github.com/a/b/pull/${pullNumber}`,
      });
    }
    return json(404, { message: `not in the benchmark double: ${method} ${path}` });
  };
  const config = loadConfig({
    APP_ID: TEST_APP_ID,
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: "bench",
  });
  const probot = new Probot({
    ...probotOptions(config, pino({ level: "silent" })),
    request: { fetch },
  });
  return { counts, github: createGitHubApp(probot) };
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
  const double = instantGitHub();
  return withQueuedJobs(files, 1, async (ctx) => {
    await runAllJobs(ctx, double.github, 1);
    return { ...double.counts };
  });
}

async function measureWorkerRuns(runs: number): Promise<number> {
  const double = instantGitHub();
  // A short warm-up run first, so module loading and JIT do not count against the worker.
  await withQueuedJobs(1, 3, (ctx) => runAllJobs(ctx, double.github, 3));
  return withQueuedJobs(1, runs, (ctx) => runAllJobs(ctx, double.github, runs));
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
