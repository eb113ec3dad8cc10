import type { IncomingMessage, Server } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** How an agent run ended, as a bounded label (the run's log line says more). */
export type AgentRunResult =
  | "completed"
  | "needs_input"
  | "failed"
  | "retry"
  | "stopped"
  | "lease_lost"
  | "archived"
  | "other";

export interface AgentRunRecord {
  /** What settling the run returned: a status, `retry at …` or `stopped (reason)`. */
  result: string;
  steps: number;
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  githubRequests: number;
  durationMs: number;
}

/** Figures read when Prometheus scrapes, not counted as things happen. */
export interface ScrapeSource {
  /** Runs before every scrape; sets the gauges it is given. */
  collect(gauges: ScrapeGauges): Promise<void>;
}

export interface ScrapeGauges {
  jobs: Gauge<"status">;
  queueDepth: Gauge;
  oldestActiveJobAge: Gauge;
  poolConnections: Gauge<"state">;
  poolMax: Gauge;
  foldBacklog: Gauge;
}

/**
 * The process's Prometheus metrics, in a registry of its own (never prom-client's global one, so
 * two servers in one process, as in tests, count apart). Hot paths only increment counters; what
 * needs the database is read at scrape time by the `ScrapeSource`s added with `addScrapeSource`.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: "inkwell_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: "inkwell_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly agentPullRequests = new Counter({
    name: "inkwell_agent_pull_requests_closed_total",
    help: "Pull requests Inkwell opened that closed, by outcome: merged_as_is, merged_after_follow_ups, merged_after_human_commits, closed_unmerged. The merged-as-is rate is merged_as_is over the sum.",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  readonly agentRuns = new Counter({
    name: "inkwell_agent_runs_total",
    help: "Agent runs that ended, by result.",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly agentSteps = new Counter({
    name: "inkwell_agent_run_steps_total",
    help: "Model steps taken by agent runs, by the run's result.",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly agentTokens = new Counter({
    name: "inkwell_agent_run_tokens_total",
    help: "Model tokens spent by agent runs, by the run's result and kind (input, output, cached_input; cached input is part of input).",
    labelNames: ["result", "kind"] as const,
    registers: [this.registry],
  });
  readonly agentGitHubRequests = new Counter({
    name: "inkwell_agent_run_github_requests_total",
    help: "GitHub API requests made by agent runs, by the run's result.",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly agentDuration = new Histogram({
    name: "inkwell_agent_run_duration_seconds",
    help: "Wall-clock time of agent runs, by result.",
    labelNames: ["result"] as const,
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 900, 1800, 3600],
    registers: [this.registry],
  });
  readonly analyticsEvents = new Counter({
    name: "inkwell_analytics_events_ingested_total",
    help: "Page view events ingested, by source (api, import) and class (human, ai, crawler, ignored). A replayed batch counts nothing.",
    labelNames: ["source", "class"] as const,
    registers: [this.registry],
  });

  readonly buildInfo = new Gauge({
    name: "inkwell_build_info",
    help: "Always 1; its labels say which Inkwell and Node.js this process runs.",
    labelNames: ["version", "node"] as const,
    registers: [this.registry],
  });
  readonly claimLatency = new Histogram({
    name: "inkwell_job_claim_latency_seconds",
    help: "Time from a job becoming due (created, followed up or retried) to a worker claiming it.",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600],
    registers: [this.registry],
  });
  readonly modelCallDuration = new Histogram({
    name: "inkwell_model_call_duration_seconds",
    help: "Time of one call to the model provider (one agent step), by model and outcome (ok, error).",
    labelNames: ["model", "outcome"] as const,
    buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120, 300],
    registers: [this.registry],
  });
  readonly modelCallTokens = new Histogram({
    name: "inkwell_model_call_tokens",
    help: "Tokens of one call to the model provider, by model and kind (input, output).",
    labelNames: ["model", "kind"] as const,
    buckets: [100, 300, 1000, 3000, 10_000, 30_000, 60_000, 100_000, 200_000, 500_000],
    registers: [this.registry],
  });

  readonly #sources: ScrapeSource[] = [];
  readonly #routes = new WeakMap<IncomingMessage, string>();
  readonly #gauges: ScrapeGauges;

  constructor(options: { processMetrics?: boolean; version?: string } = {}) {
    this.buildInfo.set({ version: options.version ?? "unknown", node: process.versions.node }, 1);
    const sources = this.#sources;
    // Gauges set from the sources once per scrape: the first gauge's collect runs them all.
    let pending: Promise<void> | undefined;
    const refresh = () => {
      pending ??= Promise.all(sources.map((source) => source.collect(this.#gauges)))
        .then(() => {})
        .finally(() => {
          pending = undefined;
        });
      return pending;
    };
    this.#gauges = {
      jobs: new Gauge({
        name: "inkwell_jobs",
        help: "Agent jobs, by status.",
        labelNames: ["status"] as const,
        registers: [this.registry],
        collect: refresh,
      }),
      queueDepth: new Gauge({
        name: "inkwell_job_queue_depth",
        help: "Active jobs due to run that no worker holds: the work waiting for a free worker.",
        registers: [this.registry],
        collect: refresh,
      }),
      oldestActiveJobAge: new Gauge({
        name: "inkwell_job_oldest_active_age_seconds",
        help: "Age of the oldest active job since it was created; 0 when no job is active.",
        registers: [this.registry],
        collect: refresh,
      }),
      poolConnections: new Gauge({
        name: "inkwell_db_pool_connections",
        help: "PostgreSQL pool connections by state (in_use, idle), and queries waiting for one (waiting).",
        labelNames: ["state"] as const,
        registers: [this.registry],
        collect: refresh,
      }),
      foldBacklog: new Gauge({
        name: "inkwell_analytics_fold_backlog_batches",
        help: "Committed analytics batches that housekeeping has not yet folded into the day cells (queries count them either way); a number that keeps growing means folding falls behind.",
        registers: [this.registry],
        collect: refresh,
      }),
      poolMax: new Gauge({
        name: "inkwell_db_pool_max_connections",
        help: "The pool's size (DATABASE_POOL_SIZE); 1 on the embedded database.",
        registers: [this.registry],
        collect: refresh,
      }),
    };
    if (options.processMetrics ?? true) collectDefaultMetrics({ register: this.registry });
  }

  addScrapeSource(source: ScrapeSource): void {
    this.#sources.push(source);
  }

  /** Names the route pattern (`/v2/agent/:projectId/job/:jobId`) that answers a request. */
  nameRoute(request: IncomingMessage, route: string): void {
    this.#routes.set(request, route);
  }

  /**
   * Times every request of the server from its arrival until its response ends (or its connection
   * closes), labelled with the route pattern named for it, else `fallbackRoute`'s answer, else
   * `unmatched`: never the raw path, which any caller could vary without end.
   */
  observeServer(server: Server, fallbackRoute: (path: string) => string | undefined): void {
    server.prependListener("request", (req: IncomingMessage, res) => {
      const started = performance.now();
      res.once("close", () => {
        const route =
          this.#routes.get(req) ??
          fallbackRoute((req.url ?? "").split("?")[0] ?? "") ??
          "unmatched";
        const labels = {
          method: KNOWN_METHODS.has(req.method ?? "") ? (req.method as string) : "other",
          route,
          status: String(res.statusCode),
        };
        this.httpRequests.inc(labels);
        this.httpDuration.observe(labels, (performance.now() - started) / 1000);
      });
    });
  }

  recordClaim(waitedSeconds: number): void {
    this.claimLatency.observe(Math.max(0, waitedSeconds));
  }

  recordModelCall(
    model: string,
    call: { seconds: number; outcome: "ok" | "error"; inputTokens: number; outputTokens: number },
  ): void {
    this.modelCallDuration.observe({ model, outcome: call.outcome }, call.seconds);
    if (call.outcome !== "ok") return;
    this.modelCallTokens.observe({ model, kind: "input" }, call.inputTokens);
    this.modelCallTokens.observe({ model, kind: "output" }, call.outputTokens);
  }

  /** Counts a pull request Inkwell opened that closed, by what became of it. */
  recordPullRequestOutcome(outcome: string): void {
    this.agentPullRequests.inc({ outcome });
  }

  recordAgentRun(run: AgentRunRecord): void {
    const result = agentRunResult(run.result);
    this.agentRuns.inc({ result });
    this.agentSteps.inc({ result }, run.steps);
    this.agentTokens.inc({ result, kind: "input" }, run.inputTokens);
    this.agentTokens.inc({ result, kind: "output" }, run.outputTokens);
    this.agentTokens.inc({ result, kind: "cached_input" }, run.cachedInputTokens);
    this.agentGitHubRequests.inc({ result }, run.githubRequests);
    this.agentDuration.observe({ result }, run.durationMs / 1000);
  }

  recordAnalyticsIngest(
    source: "api" | "import",
    counts: { human: number; ai: number; crawler: number; ignored: number; duplicate: boolean },
  ): void {
    if (counts.duplicate) return;
    this.analyticsEvents.inc({ source, class: "human" }, counts.human);
    this.analyticsEvents.inc({ source, class: "ai" }, counts.ai);
    this.analyticsEvents.inc({ source, class: "crawler" }, counts.crawler);
    this.analyticsEvents.inc({ source, class: "ignored" }, counts.ignored);
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function agentRunResult(settled: string): AgentRunResult {
  if (settled.startsWith("retry")) return "retry";
  if (settled === "stopped (archived)" || settled === "archived") return "archived";
  if (settled.startsWith("stopped (lease_lost)") || settled === "lease_lost") return "lease_lost";
  if (settled.startsWith("stopped")) return "stopped";
  if (settled === "completed" || settled === "failed" || settled === "needs_input") return settled;
  // A finished run whose job a follow-up made active again while it published.
  if (settled === "active") return "completed";
  return "other";
}
