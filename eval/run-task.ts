import type { LanguageModel } from "ai";
import type { Kysely } from "kysely";
import pino from "pino";
import { Probot } from "probot";
import { seedJob, seedProject } from "#testkit/database/seed.ts";
import { TEST_APP_ID, testPrivateKey } from "#testkit/github/github-app-credentials.ts";
import { startGitHubDouble } from "#testkit/github/github-double.ts";
import type { RecordedCall } from "#testkit/model/scripted-model.ts";
import { REVIEW_ALERT_START } from "../app/agent/run/reviewer-notes-section.ts";
import { startAgentWorker } from "../app/agent/worker/agent-worker.ts";
import { type AppContext, systemClock } from "../app/app-context.ts";
import { loadConfig } from "../app/config.ts";
import { migrateToLatest } from "../app/db/migrate-to-latest.ts";
import { openDatabase } from "../app/db/open-database.ts";
import type { Database } from "../app/db/schema.ts";
import { createGitHubApp, type GitHubApp, probotOptions } from "../app/github/github-app.ts";
import { reopenJobWithMessage } from "../app/jobs/job.repository.ts";
import { type Assertion, checkGolden, type RunResult } from "./golden-assertions.ts";
import type { Fixture, Task } from "./task.ts";

/** The measures of one run of a task (all its instructions), as the report shows them. */
export interface RunMeasures {
  task: string;
  run: string;
  jobId: string;
  /** Whether every golden assertion held. */
  passed: boolean;
  /** Whether Inkwell itself held the result back: no ready pull request, or the job failed. */
  heldBack: boolean;
  /** Whether the pull request body opens with the reviewer warning (what to look at). */
  flagged: boolean;
  /** The pull request the run left: ready, a draft, or none. */
  pullRequest: "ready" | "draft" | "none";
  /** The pull request the task wants. */
  wantedPullRequest: "ready" | "draft" | "none";
  failures: Assertion[];
  steps: number;
  inputTokens: number;
  cachedInputTokens: number;
  outputTokens: number;
  githubRequests: number;
  wallMs: number;
  /** Every model call of every instruction, in full: the run's recording. */
  calls: RecordedCall[][];
}

/** Supplies the language model for one instruction of one run; `calls` receives what it is shown. */
export type ModelSource = (
  task: Task,
  runName: string,
  instruction: number,
  calls: RecordedCall[],
) => LanguageModel;

export interface EvalEnvironment {
  runTask(task: Task, runName: string, model: ModelSource): Promise<RunMeasures>;
  /** The environment's database, where each run's job and transcript stay. */
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * The real server pieces the suite runs: an embedded PostgreSQL, the agent worker, and a GitHub
 * App client pointed at the GitHub double over HTTP (as a GitHub Enterprise Server). Each run is a
 * fresh job on a fixture's repository, run by a worker of its own with the run's model.
 */
export async function startEvalEnvironment(
  /** More of the server's environment (INKWELL_RECORD_RUNS, …), as `loadConfig` reads it. */
  env: Record<string, string> = {},
): Promise<EvalEnvironment> {
  const github = await startGitHubDouble();
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  const db = handle.db as Kysely<Database>;
  const log = pino({ level: process.env.EVAL_LOG ?? "silent" });
  const appConfig = loadConfig({
    APP_ID: TEST_APP_ID,
    PRIVATE_KEY: testPrivateKey(),
    WEBHOOK_SECRET: "eval",
    GHE_HOST: github.host,
    GHE_PROTOCOL: "http",
  });
  const app: GitHubApp = createGitHubApp(new Probot(probotOptions(appConfig, log)));
  const config = loadConfig({ INKWELL_AGENT_MAX_STEPS: "60", ...env });
  const projects = new Map<string, { id: string; base: Map<string, string> }>();
  let jobs = 0;

  async function projectFor(fixture: Fixture) {
    const known = projects.get(fixture.name);
    if (known) return known;
    github.addRepository(fixture.owner, fixture.repo, fixture.files);
    const id = await seedProject(db, {
      name: fixture.name,
      repo_owner: fixture.owner,
      repo_name: fixture.repo,
      docs_path: fixture.docsPath,
      base_ref: "main",
      installation_id: 1,
    });
    const base = github.filesAt(fixture.owner, fixture.repo, "main");
    if (!base) throw new Error(`the double lost ${fixture.owner}/${fixture.repo}`);
    const project = { id, base };
    projects.set(fixture.name, project);
    return project;
  }

  async function runTask(task: Task, runName: string, model: ModelSource): Promise<RunMeasures> {
    const taskRun = [task.reference, ...(task.variants ?? []), ...task.wrong].find(
      (r) => r.name === runName,
    );
    const { fixture } = task;
    const project = await projectFor(fixture);
    const jobId = `job_${String(++jobs).padStart(22, "0")}`;
    const started = performance.now();
    const measures: RunMeasures = {
      task: task.id,
      run: runName,
      jobId,
      passed: false,
      heldBack: false,
      flagged: false,
      pullRequest: "none",
      wantedPullRequest: task.golden.pullRequest,
      failures: [],
      steps: 0,
      inputTokens: 0,
      cachedInputTokens: 0,
      outputTokens: 0,
      githubRequests: 0,
      wallMs: 0,
      calls: [],
    };
    github.takeRequests();
    const instructions = taskRun ? task.prompts.length : 0;
    for (let index = 0; index < instructions; index++) {
      const prompt = task.prompts[index] as string;
      const at = new Date();
      if (index === 0) {
        await seedJob(db, {
          id: jobId,
          projectId: project.id,
          prompt,
          repository: `https://github.example/${fixture.owner}/${fixture.repo}`,
          at,
        });
      } else {
        await reopenJobWithMessage(
          db,
          { projectId: project.id, jobId },
          { prompt, origin: "api", at },
        );
      }
      const calls: RecordedCall[] = [];
      measures.calls.push(calls);
      const ctx: AppContext = {
        config,
        db,
        clock: systemClock,
        log,
        agentModel: { id: "eval:model", languageModel: model(task, runName, index, calls) },
      };
      const worker = startAgentWorker({
        ctx,
        github: app,
        concurrency: 1,
        pollIntervalMs: 2,
        maxAttempts: 1,
        sleep: async () => {},
        workerId: `eval-${jobId}-${index}`,
      });
      try {
        await waitUntilSettled(db, jobId);
      } finally {
        await worker.stop();
      }
    }
    measures.wallMs = performance.now() - started;
    measures.githubRequests = github.takeRequests().length;
    const ended = await db
      .selectFrom("job_events")
      .select("data")
      .where("job_id", "=", jobId)
      .where("type", "=", "run.ended")
      .orderBy("id")
      .execute();
    const questions = ended.map(({ data }) => {
      const question = data.question as { text?: unknown } | undefined;
      return data.outcome === "asked" && typeof question?.text === "string" ? question.text : null;
    });
    for (const { data } of ended) {
      const tokens = data.tokens as {
        inputTokens: number;
        outputTokens: number;
        cachedInputTokens: number;
      };
      measures.steps += Number(data.steps ?? 0);
      measures.inputTokens += tokens?.inputTokens ?? 0;
      measures.outputTokens += tokens?.outputTokens ?? 0;
      measures.cachedInputTokens += tokens?.cachedInputTokens ?? 0;
    }
    const job = await db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
    const branch = `inkwell/${jobId}`;
    const pull = github.pullFor(fixture.owner, fixture.repo, branch);
    const result: RunResult = {
      status: job?.status ?? "missing",
      summary: job?.summary ?? null,
      error: job?.error ?? null,
      after: github.filesAt(fixture.owner, fixture.repo, branch),
      pull: pull && { draft: pull.draft, body: pull.body, title: pull.title },
      questions,
    };
    const assertions = taskRun
      ? checkGolden(fixture, task.golden, project.base, result)
      : [{ name: `the task has a run named ${runName}`, ok: false }];
    measures.failures = assertions.filter((assertion) => !assertion.ok);
    measures.passed = measures.failures.length === 0;
    measures.pullRequest = result.pull ? (result.pull.draft ? "draft" : "ready") : "none";
    measures.flagged = result.pull?.body.startsWith(REVIEW_ALERT_START) ?? false;
    measures.heldBack =
      result.status !== "completed" ||
      (result.pull?.draft ?? false) ||
      (task.golden.pullRequest !== "none" && !result.pull);
    return measures;
  }

  return {
    runTask,
    db,
    async close() {
      await handle.close();
      await github.close();
    },
  };
}

async function waitUntilSettled(db: Kysely<Database>, jobId: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const row = await db
      .selectFrom("jobs")
      .select("status")
      .where("id", "=", jobId)
      .executeTakeFirst();
    if (row && row.status !== "active") return;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still active after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
}
