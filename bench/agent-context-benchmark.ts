import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import pino from "pino";
import { Probot } from "probot";
import { seedJob, seedProject } from "#testkit/database/seed.ts";
import { type FixtureFile, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { generateDocsSite } from "#testkit/docs-sites/generate-docs-site.ts";
import { TEST_APP_ID, testPrivateKey } from "#testkit/github/github-app-credentials.ts";
import { startGitHubDouble } from "#testkit/github/github-double.ts";
import { scriptedModel } from "#testkit/model/scripted-model.ts";
import type { Benchmark } from "./benchmark.ts";

/**
 * The commit the agent's context work started from: the "before" column runs its code, extracted
 * from git into a temporary folder and imported in this same process, against the same GitHub
 * double, model script and database as the current code.
 */
const BASELINE_COMMIT = "86fb30f";
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OWNER = "acme";
const REPO = "docs";

/** The modules a benchmark run needs from one version of the code. */
interface Implementation {
  label: string;
  startAgentWorker: typeof import("../app/agent/worker/agent-worker.ts").startAgentWorker;
  openDatabase: typeof import("../app/db/open-database.ts").openDatabase;
  migrateToLatest: typeof import("../app/db/migrate-to-latest.ts").migrateToLatest;
  loadConfig: typeof import("../app/config.ts").loadConfig;
  probotOptions: typeof import("../app/github/github-app.ts").probotOptions;
  createGitHubApp: typeof import("../app/github/github-app.ts").createGitHubApp;
}

export async function loadImplementation(root: string, label: string): Promise<Implementation> {
  const load = (file: string) => import(path.join(root, file));
  const [worker, database, migrate, config, github] = await Promise.all([
    // The worker moved into agent/worker/ after the baseline.
    load("app/agent/worker/agent-worker.ts").catch(() => load("app/agent/agent-worker.ts")),
    load("app/db/open-database.ts"),
    load("app/db/migrate-to-latest.ts"),
    load("app/config.ts"),
    load("app/github/github-app.ts"),
  ]);
  return {
    label,
    startAgentWorker: worker.startAgentWorker,
    openDatabase: database.openDatabase,
    migrateToLatest: migrate.migrateToLatest,
    loadConfig: config.loadConfig,
    probotOptions: github.probotOptions,
    createGitHubApp: github.createGitHubApp,
  };
}

/** The baseline commit's app/ and shared/ in a temporary folder that resolves this checkout's packages. */
export function extractBaseline(commit: string = BASELINE_COMMIT): string {
  const folder = path.join(os.tmpdir(), `inkwell-bench-baseline-${commit}`);
  if (!existsSync(path.join(folder, "app"))) {
    mkdirSync(folder, { recursive: true });
    const archive = execFileSync("git", ["-C", REPO_ROOT, "archive", commit, "app", "shared"]);
    execFileSync("tar", ["-x", "-C", folder], { input: archive });
  }
  // Its TypeScript is ES modules, as in the project, and its packages are this checkout's.
  writeFileSync(path.join(folder, "package.json"), '{ "type": "module", "private": true }\n');
  const modules = path.join(folder, "node_modules");
  if (!existsSync(modules)) symlinkSync(path.join(REPO_ROOT, "node_modules"), modules);
  return folder;
}

export type Call = [tool: string, input: Record<string, unknown>];

/**
 * Runs one job on one implementation of the worker; GitHub requests, wall time, prompts and what
 * the run's transcript says of its end. `worker` options go to the worker as they are.
 */
export async function runJob(
  impl: Implementation,
  files: readonly FixtureFile[],
  calls: Call[],
  worker: Record<string, unknown> = {},
) {
  const github = await startGitHubDouble();
  github.addRepository(
    OWNER,
    REPO,
    files.map((file) => ({
      path: file.path,
      content: file.content ?? "",
      ...(file.mode && { mode: file.mode }),
    })),
  );
  const handle = await impl.openDatabase({});
  await impl.migrateToLatest(handle.db);
  const config = impl.loadConfig({ INKWELL_AGENT_MAX_STEPS: "60" });
  // The calls one step each, then `finish` (twice: a version without today's self-review, whose
  // confirmation the model answers on its own, takes the second).
  const finish: Call = ["finish", { summary: "Done.", prTitle: "Update docs" }];
  const model = scriptedModel([...calls, finish, finish].map((call) => ({ calls: [call] })));
  const log = pino({ level: "silent" });
  const ctx = {
    config,
    db: handle.db,
    clock: { now: () => new Date() },
    log,
    agentModel: { id: "bench:scripted", languageModel: model },
  };
  const projectId = await seedProject(handle.db, {
    repo_owner: OWNER,
    repo_name: REPO,
    docs_path: "docs",
    installation_id: 1,
  });
  await seedJob(handle.db, {
    id: "job_0000000000000000000001",
    projectId,
    prompt: "benchmark",
    repository: `https://github.example/${OWNER}/${REPO}`,
    at: new Date(),
  });
  const { github: app, githubHost } = impl.loadConfig({
    APP_ID: TEST_APP_ID,
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: "bench",
    GHE_HOST: github.host,
    GHE_PROTOCOL: "http",
  });
  // Today's probotOptions reads `github` and `githubHost`; the baseline's read the app's fields.
  const probot = new Probot(impl.probotOptions({ ...app, github: app, githubHost }, log));
  const started = performance.now();
  const running = impl.startAgentWorker({
    ctx: ctx as never,
    github: impl.createGitHubApp(probot),
    concurrency: 1,
    pollIntervalMs: 1,
    ...worker,
  });
  let job: { status: string; error: string | null } | undefined;
  for (;;) {
    job = await handle.db.selectFrom("jobs").select(["status", "error"]).executeTakeFirstOrThrow();
    if (job.status !== "active") break;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const ms = performance.now() - started;
  await running.stop();
  const ended = await handle.db
    .selectFrom("job_events")
    .select("data")
    .where("type", "=", "run.ended")
    .executeTakeFirst()
    // The baseline's schema kept no job events.
    .catch(() => undefined);
  await handle.close();
  const requests = github.takeRequests();
  await github.close();
  if (job.status !== "completed")
    throw new Error(`${impl.label}: the job ${job.status}: ${job.error}`);
  return {
    ms,
    requests: requests.length,
    writes: requests.filter(({ method, path }) => method !== "GET" && path !== "/api/graphql")
      .length,
    prompts: model.doGenerateCalls.map((call) => call.prompt),
    ended: (ended?.data ?? {}) as Record<string, unknown>,
  };
}

/** Characters the model is sent in one call: system text, messages, tool inputs and results. */
function promptCharacters(prompt: LanguageModelV3Prompt): number {
  let total = 0;
  for (const message of prompt) {
    if (typeof message.content === "string") {
      total += message.content.length;
      continue;
    }
    for (const part of message.content) {
      if (part.type === "text") total += part.text.length;
      else if (part.type === "tool-call") total += JSON.stringify(part.input).length;
      else if (part.type === "tool-result") total += toolOutputLength(part.output);
    }
  }
  return total;
}

function toolOutputLength(output: { type: string; value?: unknown }): number {
  return typeof output.value === "string"
    ? output.value.length
    : JSON.stringify(output.value ?? "").length;
}

function largestToolResult(prompts: LanguageModelV3Prompt[]): number {
  let largest = 0;
  for (const prompt of prompts) {
    for (const message of prompt) {
      if (message.role !== "tool") continue;
      for (const part of message.content) {
        if (part.type === "tool-result") largest = Math.max(largest, toolOutputLength(part.output));
      }
    }
  }
  return largest;
}

/** A long reference page: 900 lines, about 60,000 characters, a heading every 30 lines. */
function referencePage(): string {
  const lines = ["# API reference", ""];
  for (let index = 1; lines.length < 900; index++) {
    if (index % 30 === 0) lines.push(`## Endpoint ${index / 30}: rate limits and retries`, "");
    else
      lines.push(
        `Line ${index}: the endpoint takes a JSON body; a 429 answer carries Retry-After.`,
      );
  }
  return `${lines.join("\n")}\n`;
}

/** The 30-step run: what a model does to add a page about rate limits to a 1,000-page site. */
function thirtySteps(): Call[] {
  const page = (n: number) => `section-${Math.floor(n / 50)}/page-${n}.mdx`;
  const newPage = `---\ntitle: Rate limits\n---\n\n# Rate limits\n\n${"Each widget call counts against the project's quota. ".repeat(60)}\n`;
  return [
    ["list_files", {}],
    ["search_text", { pattern: "rate limit", ignoreCase: true }],
    ["read_file", { path: "reference/api.md" }],
    ["read_file", { path: "reference/api.md", startLine: 180, endLine: 300 }],
    ["search_text", { pattern: "Retry-After" }],
    ["read_file", { path: page(150) }],
    ["read_file", { path: page(151) }],
    ["read_file", { path: page(152) }],
    ["read_file", { path: "docs.json", startLine: 1, endLine: 40 }],
    ["search_text", { pattern: "widget 15\\d\\b" }],
    ["read_file", { path: page(153) }],
    [
      "replace_in_file",
      {
        path: page(150),
        oldText: "## Troubleshooting",
        newText: "## Rate limits\n\nSee [Rate limits](/guides/rate-limits).\n\n## Troubleshooting",
      },
    ],
    ["read_file", { path: page(150) }],
    ["write_file", { path: "guides/rate-limits.mdx", content: newPage }],
    ["read_file", { path: "guides/rate-limits.mdx" }],
    ["read_file", { path: "reference/api.md", startLine: 400, endLine: 460 }],
    [
      "replace_in_file",
      {
        path: page(151),
        oldText: "## Troubleshooting",
        newText: "## Rate limits\n\nSee [Rate limits](/guides/rate-limits).\n\n## Troubleshooting",
      },
    ],
    ["read_file", { path: page(151) }],
    ["list_files", { folder: "section-3" }],
    ["read_file", { path: page(154) }],
    ["read_file", { path: page(155) }],
    ["search_text", { pattern: "quota", ignoreCase: true }],
    [
      "write_file",
      {
        path: "guides/rate-limits.mdx",
        content: `${newPage}\n## Quotas\n\nQuotas reset every hour.\n`,
      },
    ],
    ["read_file", { path: "guides/rate-limits.mdx" }],
    ["read_file", { path: "docs.json", startLine: 40, endLine: 80 }],
    [
      "replace_in_file",
      {
        path: "docs.json",
        oldText: '"section-0/page-0",',
        newText: '"guides/rate-limits",\n            "section-0/page-0",',
      },
    ],
    ["read_file", { path: "docs.json", startLine: 1, endLine: 30 }],
    ["read_file", { path: page(156) }],
    ["search_text", { pattern: "rate-limits" }],
  ];
}

export const runAgentContextBenchmark: Benchmark["run"] = async (_env, log) => {
  const current = await loadImplementation(REPO_ROOT, "after");
  const baseline = await loadImplementation(extractBaseline(), "before");
  const search: Call[] = [["search_text", { pattern: "^# Scale widget 3\\b" }]];
  const rows: string[] = [];
  for (const pages of [10, 1000, 5000]) {
    const files = generateDocsSite(pages);
    // A warm-up run of each, so module loading and JIT are not measured.
    if (pages === 10) {
      await runJob(baseline, files, search);
      await runJob(current, files, search);
    }
    const before = await runJob(baseline, files, search);
    const after = await runJob(current, files, search);
    log(
      `search, ${pages} pages: before ${before.requests} requests ${before.ms.toFixed(0)} ms, after ${after.requests} requests ${after.ms.toFixed(0)} ms`,
    );
    rows.push(
      `| ${pages.toLocaleString("en-US")} | ${before.requests} | ${after.requests} | ${(before.requests / after.requests).toFixed(1)}x | ${before.ms.toFixed(0)} ms | ${after.ms.toFixed(0)} ms | ${(before.ms / after.ms).toFixed(1)}x |`,
    );
  }

  const site = [
    ...generateDocsSite(1000),
    fixtureFile("docs/reference/api.md", referencePage()),
    fixtureFile("docs/AGENTS.md", "Write in the second person. Link pages with absolute paths.\n"),
  ];
  const steps = thirtySteps();
  const before = await runJob(baseline, site, steps);
  const after = await runJob(current, site, steps);
  const sum = (prompts: LanguageModelV3Prompt[]) =>
    prompts.reduce((total, prompt) => total + promptCharacters(prompt), 0);
  const beforeChars = sum(before.prompts);
  const afterChars = sum(after.prompts);
  const systemBefore = promptCharacters(before.prompts[0]?.slice(0, 1) ?? []);
  const systemAfter = promptCharacters(after.prompts[0]?.slice(0, 1) ?? []);
  log(`30 steps: before ${beforeChars} characters, after ${afterChars}`);

  return `## Agent context

\`npm run bench -- agent-context\`. The worker runs a job end to end (claim, GitHub, model, database)
against a GitHub Enterprise Server double over real HTTP on 127.0.0.1 (archive redirect included)
and a scripted model, on the embedded database. "Before" is the code of commit ${BASELINE_COMMIT}
(extracted with \`git archive\` and run in the same process), "after" this checkout. Sites are
generated Mintlify sites: pages of about 1.3 KB in folders of 50, a docs.json listing every page.

**A search run** (one \`search_text\` over the whole docs root, then \`finish\`; no change):

| pages | GitHub requests before | after | ratio | wall time before | after | ratio |
|---:|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}

**A 30-step run** on the 1,000-page site plus a 60,000-character API reference page and an
AGENTS.md: the same 29 tool calls in both (2 listings, 5 searches, 17 reads whole or by range,
3 replacements, 2 writes of a new page, then \`finish\`), everything the model is sent summed over
the 30 calls (system prompt, instruction, tool inputs and results):

| | before | after | ratio |
|---|---:|---:|---:|
| prompt characters, summed over 30 steps | ${beforeChars.toLocaleString("en-US")} | ${afterChars.toLocaleString("en-US")} | ${(beforeChars / afterChars).toFixed(1)}x |
| system prompt characters | ${systemBefore.toLocaleString("en-US")} | ${systemAfter.toLocaleString("en-US")} | ${(systemBefore / systemAfter).toFixed(1)}x |
| largest single tool result (characters) | ${largestToolResult(before.prompts).toLocaleString("en-US")} | ${largestToolResult(after.prompts).toLocaleString("en-US")} | |
| GitHub requests | ${before.requests} | ${after.requests} | |

With an Anthropic model the system prompt (and the tools before it) is read from the prompt cache
at every step after the first, which this count of characters sent does not show.
`;
};
