import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { AppContext } from "../../app-context.ts";
import type { AgentLimits } from "../../config.ts";
import type { ProjectRow } from "../../db/schema.ts";
import { findInstallationId } from "../../github/find-installation.ts";
import type { GitHubApp } from "../../github/github-app.ts";
import { claimNextJob, releaseLease } from "../../jobs/job-queue.repository.ts";
import { configuredSecrets, createLineScrubber } from "../../log-redaction.ts";
import { startClaimLoop } from "./claim-loop.ts";
import { runClaimedJob } from "./run-claimed-job.ts";

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
  /** How long a claim holds without renewal; defaults to INKWELL_JOB_LEASE_SECONDS. */
  leaseMs?: number;
  /** Jobs of one project running at once across processes; defaults to INKWELL_PROJECT_CONCURRENCY. */
  projectConcurrency?: number;
  /** Tries of one run (transient failures, lost workers) before the job fails. */
  maxAttempts?: number;
  modelStepTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Whether runs check the docs after each change and before finishing; on unless false. */
  docsChecks?: boolean;
}

export interface AgentWorker {
  /**
   * Stops claiming; running jobs abort their model call, stop at their next step and give their
   * lease back (a publication under way is finished first).
   */
  stop(): Promise<void>;
  /**
   * Gives back the leases of the jobs still running, so another process takes them over at once:
   * for a process that must exit before its runs have ended.
   */
  releaseLeases(): Promise<void>;
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
  const { ctx, github } = options;
  const concurrency = options.concurrency ?? ctx.config.agentConcurrency;
  const model = ctx.agentModel;
  const log = ctx.log.child({ component: "agent-worker" });
  // The worker never starts a run it cannot finish.
  const missing = [
    ...(model ? [] : [ctx.config.modelProblem ? "the model's API key" : "INKWELL_MODEL"]),
    ...(github ? [] : ["the GitHub App (APP_ID, PRIVATE_KEY, WEBHOOK_SECRET)"]),
    ...(concurrency < 1 ? ["INKWELL_AGENT_CONCURRENCY of 1 or more"] : []),
  ];
  if (!model || !github || concurrency < 1) {
    log.info({ concurrency }, `agent worker not started: set ${missing.join(", ")}`);
    return { stop: async () => {}, wake: () => {}, releaseLeases: async () => {} };
  }
  const owner =
    options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const leaseMs = options.leaseMs ?? ctx.config.jobLeaseSeconds * 1000;
  const projectConcurrency = options.projectConcurrency ?? ctx.config.projectConcurrency;
  const runDeps = {
    db: ctx.db,
    clock: ctx.clock,
    log,
    model,
    github,
    findInstallationId:
      options.findInstallationId ??
      ((project: ProjectRow) => findInstallationId(ctx, github, project)),
    limits: options.limits ?? ctx.config.agent,
    sleep: options.sleep ?? realSleep,
    modelStepTimeoutMs: options.modelStepTimeoutMs ?? 120_000,
    owner,
    leaseMs,
    maxAttempts: options.maxAttempts ?? 5,
    publicUrl: ctx.config.publicUrl,
    metrics: ctx.metrics,
    docsChecks: options.docsChecks ?? true,
    recordRuns: ctx.config.recordRuns
      ? createLineScrubber(configuredSecrets(ctx.config))
      : undefined,
  };
  const loop = startClaimLoop({
    concurrency,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    claim: async () => {
      const now = ctx.clock.now();
      const job = await claimNextJob(ctx.db, { owner, now, leaseMs, projectConcurrency });
      // How long the job waited for a worker since it became due.
      if (job) ctx.metrics?.recordClaim((now.getTime() - job.run_after.getTime()) / 1000);
      return job;
    },
    run: (job, isStopping, stopSignal) =>
      runClaimedJob({ ...runDeps, stopSignal }, job, isStopping),
    log,
  });
  log.info({ owner, concurrency, projectConcurrency, leaseMs }, "agent worker started");
  return {
    wake: loop.wake,
    async stop() {
      await loop.stop();
      log.info({ owner }, "agent worker stopped");
    },
    async releaseLeases() {
      const jobIds = loop.runningJobIds();
      await Promise.all(jobIds.map((jobId) => releaseLease(ctx.db, { jobId, owner })));
      if (jobIds.length > 0) log.warn({ owner, jobIds }, "gave back the leases of unfinished runs");
    },
  };
}
