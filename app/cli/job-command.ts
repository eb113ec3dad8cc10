import { randomUUID } from "node:crypto";
import { type Command, InvalidArgumentError } from "commander";
import { describeJobOutcome } from "../../shared/api/describe-job-outcome.ts";
import { type Job, type JobStatus, jobStatuses } from "../../shared/api/job-schemas.ts";
import type { InkwellClient } from "../../shared/client/create-inkwell-client.ts";
import { formatDuration } from "../../shared/client/format-duration.ts";
import type { Sleep } from "../../shared/client/sleep.ts";
import { CliError, type CliErrorCode, type CliRuntime, usageError } from "./cli-runtime.ts";
import { formatTable } from "./format-table.ts";

/** What the job commands take from the outside world besides the runtime; tests pass their own. */
export interface JobCommandDependencies {
  fetch?: typeof fetch;
  sleep?: Sleep;
  now?: () => number;
}

interface CommonOptions {
  project?: string;
  allowInsecureHttp?: boolean;
}

interface WaitOptions extends CommonOptions {
  wait?: boolean;
  timeout: number;
  interval: number;
}

interface CreateOptions extends WaitOptions {
  prompt: string;
  idempotencyKey?: string;
  baseBranch?: string;
}

interface ListOptions extends CommonOptions {
  status?: JobStatus;
  limit?: number;
  cursor?: string;
}

/** How a person turns on plain http, named in the messages that refuse it. */
const INSECURE_HTTP_SETTING = "--allow-insecure-http (or INKWELL_ALLOW_INSECURE_HTTP=true)";

/**
 * `inkwell job create|get|list|message|archive`: the job API over HTTP with the shared client (the
 * same one the GitHub Action uses), configured by INKWELL_API_URL (default: the server running on
 * this machine), INKWELL_API_KEY, INKWELL_PROJECT_ID and INKWELL_ALLOW_INSECURE_HTTP. They never
 * touch the database, so they work against any Inkwell server.
 */
export function registerJobCommands(
  program: Command,
  cli: CliRuntime,
  deps: JobCommandDependencies = {},
): void {
  const env = cli.env;
  const now = deps.now ?? Date.now;

  const job = program
    .command("job")
    .description(
      "Create and follow agent jobs through the HTTP API (INKWELL_API_URL, INKWELL_API_KEY)",
    );

  /** The options every job command takes: the project, and whether plain http is accepted. */
  const common = (command: Command) =>
    command
      .option("--project <id>", "project id (default: INKWELL_PROJECT_ID)")
      .option(
        "--allow-insecure-http",
        "also accept a plain http INKWELL_API_URL to another machine (the key then travels unencrypted) and http pull request links (a GitHub Enterprise Server without TLS); or set INKWELL_ALLOW_INSECURE_HTTP=true",
      );

  const withWait = (command: Command) =>
    command
      .option(
        "--wait",
        "wait until the job ends: it completes, needs input (exit code 1, code job_needs_input), fails or is archived",
      )
      .option(
        "--timeout <minutes>",
        "with --wait: give up after this many minutes (default: 30)",
        positive,
      )
      .option(
        "--interval <seconds>",
        "with --wait: the longest wait between two checks, after quicker first ones at 1, 2 and 4 seconds (default: 5)",
        positive,
      );

  const create = withWait(
    common(
      job
        .command("create")
        .description("Create an agent job; with --wait, follow it until it ends")
        .requiredOption("--prompt <text>", "the instruction for the agent"),
    )
      .option(
        "--idempotency-key <key>",
        "the same key and prompt within 24 hours answer the first job instead of creating another, so a script can retry safely (default: a new key each time)",
      )
      .option(
        "--base-branch <branch>",
        "the branch the job starts from and its pull request targets; it must exist (default: the project's branch)",
      ),
  );
  create.action(async (options: CreateOptions) => {
    const projectId = projectIdFrom(options, env);
    if (options.idempotencyKey !== undefined && options.idempotencyKey.trim() === "") {
      throw usageError("--idempotency-key must not be empty; leave it out for a new key");
    }
    const client = await clientFrom(cli, deps, options);
    const idempotencyKey = options.idempotencyKey ?? randomUUID();
    const retry =
      options.idempotencyKey !== undefined
        ? "run the command again as it is"
        : `run it again with --idempotency-key ${idempotencyKey}`;
    const created = await client
      .createJob(projectId, options.prompt, {
        idempotencyKey,
        ...(options.baseBranch !== undefined ? { baseBranch: options.baseBranch } : {}),
      })
      .catch((error: unknown) =>
        rethrowUnknownOutcome(
          error,
          `The job may have been created: ${retry} to get it without creating a second one.`,
        ),
      );
    if (created.reused) {
      cli.notice(
        `Job ${created.job.id} was created earlier with this idempotency key: this is that job, not a new one.`,
      );
    }
    await printOrFollow(client, projectId, created.job, options);
  });

  const get = withWait(
    common(
      job
        .command("get")
        .description("Show one job; with --wait, follow it until it ends")
        .argument("<id>", "job id (job_…)"),
    ),
  );
  get.action(async (jobId: string, options: WaitOptions) => {
    const projectId = projectIdFrom(options, env);
    const client = await clientFrom(cli, deps, options);
    const found = await client.getJob(projectId, jobId).catch(rethrowReadable);
    await printOrFollow(client, projectId, found, options);
  });

  common(job.command("list").description("List the project's jobs, newest first"))
    .option("--status <status>", `only jobs in this status: ${jobStatuses.join(", ")}`, status)
    .option("--limit <n>", "jobs per page, 1 to 100 (default: 20)", pageSize)
    .option("--cursor <cursor>", "the next page, as the previous page's last line gives it")
    .action(async (options: ListOptions) => {
      const projectId = projectIdFrom(options, env);
      const client = await clientFrom(cli, deps, options);
      const page = await client
        .listJobs(projectId, {
          status: options.status,
          limit: options.limit,
          cursor: options.cursor,
        })
        .catch(rethrowReadable);
      cli.output(page, () => {
        if (page.jobs.length === 0) {
          return options.status ? `No ${options.status} jobs.` : "No jobs yet.";
        }
        const table = formatTable(
          ["ID", "STATUS", "CREATED", "PULL REQUEST"],
          page.jobs.map((j) => [j.id, j.status, j.createdAt, j.prLink ?? ""]),
        );
        const more = page.nextCursor
          ? `\nMore: inkwell job list --project ${projectId}${options.status ? ` --status ${options.status}` : ""} --cursor ${page.nextCursor}`
          : "";
        return `${table}${more}`;
      });
    });

  const message = withWait(
    common(
      job
        .command("message")
        .description("Send a follow-up instruction: the agent continues on the same pull request")
        .argument("<id>", "job id (job_…)")
        .requiredOption("--prompt <text>", "the follow-up instruction"),
    ),
  );
  message.action(async (jobId: string, options: CreateOptions) => {
    const projectId = projectIdFrom(options, env);
    const client = await clientFrom(cli, deps, options);
    const updated = await client
      .sendMessage(projectId, jobId, options.prompt)
      .catch((error: unknown) =>
        rethrowUnknownOutcome(
          error,
          `The follow-up may have been queued: check with \`inkwell job get ${jobId}\` (active again once it is) before sending it again.`,
        ),
      );
    await printOrFollow(client, projectId, updated, options);
  });

  common(
    job
      .command("archive")
      .description("Archive a job (final); an active job stops at its next step")
      .argument("<id>", "job id (job_…)"),
  ).action(async (jobId: string, options: CommonOptions) => {
    const projectId = projectIdFrom(options, env);
    const client = await clientFrom(cli, deps, options);
    const archived = await client.archiveJob(projectId, jobId).catch(rethrowReadable);
    cli.output(archived, () => describeJob(archived));
  });

  async function printOrFollow(
    client: InkwellClient,
    projectId: string,
    started: Job,
    options: WaitOptions,
  ): Promise<void> {
    if (!options.wait) return cli.output(started, () => describeJob(started));
    const finished = await follow(client, projectId, started, options);
    cli.output(finished, () => describeJob(finished));
    if (finished.status === "failed") {
      throw new CliError(`Job ${finished.id} failed: ${finished.error ?? "no reason given"}`, {
        code: "job_failed",
      });
    }
    if (finished.status === "needs_input") {
      throw new CliError(
        `Job ${finished.id} needs an answer before the agent changes anything: ${oneLine(finished.question?.text ?? "see the job")}. Answer with \`inkwell job message ${finished.id} --prompt "…"\``,
        { code: "job_needs_input" },
      );
    }
    if (finished.status === "archived") {
      throw new CliError(`Job ${finished.id} was archived before it finished`, {
        code: "job_archived",
      });
    }
  }

  async function follow(
    client: InkwellClient,
    projectId: string,
    created: Job,
    options: WaitOptions,
  ): Promise<Job> {
    const { JobWaitTimeoutError } = await import("../../shared/client/wait-for-job.ts");
    const startedAt = now();
    try {
      return await client.waitForJob(projectId, created.id, {
        intervalMs: (options.interval ?? 5) * 1000,
        timeoutMs: (options.timeout ?? 30) * 60_000,
        onProgress: ({ job: seen, polls }) => {
          const elapsed = formatDuration(now() - startedAt);
          cli.progress(`${seen.id}: ${seen.status} · ${elapsed} · ${polls} poll(s)`);
        },
      });
    } catch (error) {
      if (error instanceof JobWaitTimeoutError) {
        throw new CliError(
          `${error.message}. It goes on on the server: \`inkwell job get ${created.id}\` shows it later.`,
          { code: "timeout" },
        );
      }
      return rethrowReadable(error);
    } finally {
      // An empty progress line clears the last one.
      cli.progress("");
    }
  }
}

/**
 * The API's address: INKWELL_API_URL, else the server running on this machine (on PORT), which a
 * quick health check finds. The client loads on first use: the other commands never need it.
 */
async function clientFrom(
  cli: CliRuntime,
  deps: JobCommandDependencies,
  options: CommonOptions,
): Promise<InkwellClient> {
  const env = cli.env;
  const allowInsecureHttp = options.allowInsecureHttp ?? insecureHttpFromEnv(env);
  const apiKey = env.INKWELL_API_KEY?.trim();
  let apiUrl = env.INKWELL_API_URL?.trim();
  if (!apiUrl) {
    const local = `http://localhost:${localPort(cli)}`;
    if (!(await answersAsInkwell(local, deps.fetch ?? globalThis.fetch))) {
      throw new CliError(
        `Set INKWELL_API_URL to the Inkwell server's URL (e.g. https://inkwell.example.com) to use \`inkwell job\`; no Inkwell server answers on ${local}`,
        { code: "invalid_configuration" },
      );
    }
    cli.notice(`Using the Inkwell server on ${local} (INKWELL_API_URL is not set)`);
    apiUrl = local;
  }
  if (!URL.canParse(apiUrl)) {
    throw new CliError(`INKWELL_API_URL is not a URL: ${apiUrl}`, {
      code: "invalid_configuration",
    });
  }
  if (!apiKey) {
    throw new CliError(
      "Set INKWELL_API_KEY to an API key of the project (make one with `inkwell keys create --project ID`)",
      { code: "invalid_configuration" },
    );
  }
  const { createInkwellClient } = await import("../../shared/client/create-inkwell-client.ts");
  return createInkwellClient({
    apiUrl,
    apiKey,
    allowInsecureHttp,
    insecureHttpSetting: INSECURE_HTTP_SETTING,
    userAgent: "inkwell-cli",
    ...(deps.fetch && { fetch: deps.fetch }),
    ...(deps.sleep && { sleep: deps.sleep }),
    ...(deps.now && { now: deps.now }),
  });
}

/** INKWELL_ALLOW_INSECURE_HTTP: true or false (1 or 0), unset meaning false. */
function insecureHttpFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env.INKWELL_ALLOW_INSECURE_HTTP?.trim().toLowerCase() ?? "";
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw new CliError(
    `INKWELL_ALLOW_INSECURE_HTTP must be true or false, got "${env.INKWELL_ALLOW_INSECURE_HTTP}"`,
    { code: "invalid_configuration" },
  );
}

/** The port a local server listens on: PORT as the server reads it (.env included), else 3000. */
function localPort(cli: CliRuntime): number {
  try {
    return cli.config().port || 3000;
  } catch {
    const port = Number(cli.env.PORT);
    return Number.isInteger(port) && port > 0 ? port : 3000;
  }
}

/** Whether an Inkwell server answers its health check there, within a second. */
async function answersAsInkwell(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(`${url}/healthz`, {
      signal: AbortSignal.timeout(1000),
      redirect: "manual",
    });
    const body = (await res.json()) as { status?: unknown; database?: unknown };
    return res.ok && body.status === "ok" && "database" in body;
  } catch {
    return false;
  }
}

function projectIdFrom(options: CommonOptions, env: NodeJS.ProcessEnv): string {
  const projectId = options.project ?? env.INKWELL_PROJECT_ID?.trim();
  if (!projectId) throw usageError("Pass --project ID or set INKWELL_PROJECT_ID");
  return projectId;
}

/**
 * A POST that got no answer (the network, a 5xx) may still have been carried out on the server:
 * the message says so, with what to do (`advice`), rather than only that it failed.
 */
async function rethrowUnknownOutcome(error: unknown, advice: string): Promise<never> {
  const { InkwellApiError, isRetryableError } = await import(
    "../../shared/client/inkwell-api-error.ts"
  );
  // A 408 or a 429 was refused before any work; a lost connection or a failing server may not be.
  const unknownOutcome =
    isRetryableError(error) && !(error instanceof InkwellApiError && error.status < 500);
  try {
    return await rethrowReadable(error);
  } catch (readable) {
    if (!(readable instanceof CliError) || !unknownOutcome) throw readable;
    throw new CliError(`${readable.message}. ${advice}`, { code: readable.code, cause: error });
  }
}

async function rethrowReadable(error: unknown): Promise<never> {
  const { describeClientError, InkwellApiError, InkwellConnectionError } = await import(
    "../../shared/client/inkwell-api-error.ts"
  );
  const code: CliErrorCode =
    error instanceof InkwellApiError
      ? (error.code as CliErrorCode)
      : error instanceof InkwellConnectionError
        ? "unreachable"
        : "invalid_configuration";
  throw new CliError(describeClientError(error), { code, cause: error });
}

function positive(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new InvalidArgumentError("must be a number above 0");
  }
  return number;
}

function pageSize(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 100) {
    throw new InvalidArgumentError("must be a whole number from 1 to 100");
  }
  return number;
}

function status(value: string): JobStatus {
  const found = jobStatuses.find((known) => known === value);
  if (!found) throw new InvalidArgumentError(`must be one of ${jobStatuses.join(", ")}`);
  return found;
}

export function describeJob(job: Job): string {
  const lines = [`${job.id}  ${job.status}`, `  outcome       ${describeJobOutcome(job)}`];
  if (job.prLink) {
    lines.push(`  pull request  ${job.prLink}${job.prState ? ` (${job.prState})` : ""}`);
  }
  // The branch exists once the job has a pull request; before that (or when a job failed or
  // changed nothing) there is no branch to name.
  const branch = job.prLink ? ` (branch ${job.source.ref})` : "";
  lines.push(`  repository    ${job.source.repository}${branch}`);
  if (job.model) lines.push(`  model         ${job.model}`);
  lines.push(`  created       ${job.createdAt}`, `  updated       ${job.updatedAt}`);
  if (job.archivedAt) lines.push(`  archived      ${job.archivedAt}`);
  if (job.error) lines.push(`  error         ${job.error}`);
  if (job.usage) {
    const { inputTokens, outputTokens, cachedInputTokens } = job.usage;
    const cached =
      cachedInputTokens > 0 ? ` (${cachedInputTokens.toLocaleString("en-US")} cached)` : "";
    lines.push(
      `  tokens        ${inputTokens.toLocaleString("en-US")} in${cached}, ${outputTokens.toLocaleString("en-US")} out`,
    );
  }
  if (job.summary) lines.push("", ...job.summary.split("\n").map((line) => `  ${line}`));
  if (job.question) {
    lines.push("", "  The agent asks:", ...indented(job.question.text, "    "));
    for (const choice of job.question.choices) lines.push(`    - ${oneLine(choice)}`);
    lines.push(`  Answer with: inkwell job message ${job.id} --prompt "…"`);
  }
  if (job.notDone && job.notDone.length > 0) {
    lines.push("", "  Not done:", ...job.notDone.map((item) => `    - ${oneLine(item)}`));
  }
  return lines.join("\n");
}

function indented(text: string, prefix: string): string[] {
  return text.split("\n").map((line) => `${prefix}${line}`);
}

/** A text the model wrote, on one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
