import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { AppContext } from "../app-context.ts";
import type { AgentLimits } from "../config.ts";
import type { JobRow, ProjectRow } from "../db/schema.ts";
import { findInstallationId } from "../github/find-installation.ts";
import type { GitHubApp } from "../github/github-app.ts";
import {
  claimNextJob,
  completeJob,
  failJob,
  findJobState,
  releaseLease,
  renewLease,
  scheduleRetry,
} from "../jobs/job-queue.repository.ts";
import { RunStopped } from "./agent-errors.ts";
import { classifyRunError } from "./classify-run-error.ts";
import { type InstallationClients, type RunStats, runJob } from "./run-job.ts";

export interface AgentWorkerOptions {
  ctx: AppContext;
  /** Absent when the GitHub App is not configured: the worker then does not start. */
  github: GitHubApp | undefined;
  /** The installation serving a project; by default the cached lookup of `findInstallationId`. */
  findInstallationId?: (project: ProjectRow) => Promise<number | null>;
  /** Runs at once in this process; defaults to INKWELL_AGENT_CONCURRENCY. */
  concurrency?: number;
  limits?: AgentLimits;
  workerId?: string;
  pollIntervalMs?: number;
  leaseMs?: number;
  /** Tries of one run (transient failures, lost workers) before the job fails. */
  maxAttempts?: number;
  modelStepTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface AgentWorker {
  /** Stops claiming; running jobs stop at their next step and give their lease back. */
  stop(): Promise<void>;
  /** Looks for work now instead of at the next poll (after a job is created in this process). */
  wake(): void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The background worker of one server process. Jobs live in PostgreSQL, so any number of
 * processes can run one each: claims use SKIP LOCKED and a lease that is renewed while the job
 * runs, and a job whose worker died is taken over once its lease lapses.
 */
export function startAgentWorker(options: AgentWorkerOptions): AgentWorker {
  const { ctx } = options;
  const concurrency = options.concurrency ?? ctx.config.agentConcurrency;
  const model = ctx.agentModel;
  const github = options.github;
  const log = ctx.log.child({ component: "agent-worker" });
  // The worker never starts a run it cannot finish.
  if (!model || !github || concurrency < 1) {
    log.info(
      { model: Boolean(model), github: Boolean(github), concurrency },
      "agent worker not started: set INKWELL_MODEL, the GitHub App (APP_ID, PRIVATE_KEY) and INKWELL_AGENT_CONCURRENCY >= 1",
    );
    return { stop: async () => {}, wake: () => {} };
  }
  const limits = options.limits ?? ctx.config.agent;
  const owner =
    options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const sleep = options.sleep ?? realSleep;
  const running = new Set<Promise<void>>();
  let stopping = false;
  let wakeUp: (() => void) | undefined;

  const wake = () => wakeUp?.();

  async function execute(job: JobRow): Promise<void> {
    const started = Date.now();
    const jobLog = log.child({ jobId: job.id, attempt: job.attempts + 1 });
    const stats: RunStats = {
      steps: 0,
      inputTokens: 0,
      outputTokens: 0,
      github: { requests: 0, writes: 0, retries: 0 },
    };
    let leaseLost = false;
    const renewal = setInterval(
      () => {
        renewLease(ctx.db, { jobId: job.id, owner, now: ctx.clock.now(), leaseMs })
          .then((status) => {
            if (status === undefined) leaseLost = true;
          })
          .catch((error: unknown) => jobLog.warn({ err: error }, "lease renewal failed"));
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    const checkContinue = async () => {
      if (stopping) throw new RunStopped("shutdown");
      if (leaseLost) throw new RunStopped("lease_lost");
      const state = await findJobState(ctx.db, job.id);
      if (!state || state.lease_owner !== owner) throw new RunStopped("lease_lost");
      if (state.status === "archived") throw new RunStopped("archived");
      if (state.status !== "active") throw new RunStopped("not_active");
    };

    let result: string;
    try {
      if (job.attempts >= maxAttempts) {
        await failJob(ctx.db, {
          jobId: job.id,
          owner,
          now: ctx.clock.now(),
          error: `The job was interrupted ${job.attempts} times (its worker stopped or crashed); send a follow-up message to try again.`,
        });
        result = "failed";
        return;
      }
      const outcome = await runJob(
        {
          db: ctx.db,
          clock: ctx.clock,
          log: jobLog,
          model: model as NonNullable<typeof model>,
          github: github as InstallationClients,
          findInstallationId:
            options.findInstallationId ??
            ((project) => findInstallationId(ctx, github as GitHubApp, project)),
          limits,
          sleep,
          modelStepTimeoutMs: options.modelStepTimeoutMs ?? 120_000,
          leaseOwner: owner,
          checkContinue,
        },
        job,
        stats,
      );
      const row = await completeJob(ctx.db, {
        jobId: job.id,
        owner,
        now: ctx.clock.now(),
        messageIds: outcome.messageIds,
        summary: outcome.summary,
        prNumber: outcome.prNumber,
        prLink: outcome.prLink,
        publication: outcome.publication,
      });
      result = row ? row.status : "lease_lost";
    } catch (error) {
      result = await settleFailure(job, error, jobLog);
    } finally {
      clearInterval(renewal);
    }
    jobLog.info(
      {
        result,
        steps: stats.steps,
        inputTokens: stats.inputTokens,
        outputTokens: stats.outputTokens,
        githubRequests: stats.github.requests,
        githubWrites: stats.github.writes,
        githubRetries: stats.github.retries,
        durationMs: Date.now() - started,
      },
      "agent run ended",
    );
  }

  async function settleFailure(job: JobRow, error: unknown, jobLog: typeof log): Promise<string> {
    const now = ctx.clock.now();
    const verdict = classifyRunError(error, now);
    if (verdict.kind === "stopped") {
      if (verdict.reason !== "lease_lost") await releaseLease(ctx.db, { jobId: job.id, owner });
      return `stopped (${verdict.reason})`;
    }
    if (verdict.kind === "failure") {
      await failJob(ctx.db, { jobId: job.id, owner, now, error: verdict.message });
      return "failed";
    }
    if (!verdict.expected) jobLog.error({ err: error }, "agent run failed unexpectedly");
    else jobLog.warn({ err: error }, "agent run failed; will retry");
    const attempt = job.attempts + 1;
    if (attempt >= maxAttempts) {
      await failJob(ctx.db, {
        jobId: job.id,
        owner,
        now,
        error: `${verdict.message}. Gave up after ${attempt} attempts; send a follow-up message to try again.`,
      });
      return "failed";
    }
    const backoff = Math.min(5_000 * 2 ** job.attempts, 300_000);
    const retryAt = new Date(Math.max(now.getTime() + backoff, verdict.retryAt?.getTime() ?? 0));
    await scheduleRetry(ctx.db, { jobId: job.id, owner, now, runAfter: retryAt });
    return `retry at ${retryAt.toISOString()}`;
  }

  async function claimWhileFree(): Promise<void> {
    while (!stopping && running.size < concurrency) {
      const job = await claimNextJob(ctx.db, { owner, now: ctx.clock.now(), leaseMs });
      if (!job) return;
      const run = execute(job)
        .catch((error: unknown) => log.error({ err: error, jobId: job.id }, "agent run crashed"))
        .finally(() => {
          running.delete(run);
          wake();
        });
      running.add(run);
    }
  }

  const loop = (async () => {
    while (!stopping) {
      try {
        await claimWhileFree();
      } catch (error) {
        log.error({ err: error }, "claiming agent jobs failed; retrying");
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  })();

  log.info({ owner, concurrency }, "agent worker started");
  return {
    wake,
    async stop() {
      stopping = true;
      wake();
      await loop;
      await Promise.all([...running]);
      log.info({ owner }, "agent worker stopped");
    },
  };
}
