import { type Command, InvalidArgumentError } from "commander";
import type { Job } from "../../shared/api/job-schemas.ts";
import {
  createInkwellClient,
  type InkwellClient,
} from "../../shared/client/create-inkwell-client.ts";
import { formatDuration } from "../../shared/client/format-duration.ts";
import { describeClientError } from "../../shared/client/inkwell-api-error.ts";
import type { Sleep } from "../../shared/client/sleep.ts";
import { JobWaitTimeoutError } from "../../shared/client/wait-for-job.ts";
import { CliError, type CliRuntime } from "./cli-runtime.ts";

/** What the job commands take from the outside world besides the runtime; tests pass their own. */
export interface JobCommandDependencies {
  fetch?: typeof fetch;
  sleep?: Sleep;
  now?: () => number;
}

interface CommonOptions {
  project?: string;
}

interface CreateOptions extends CommonOptions {
  prompt: string;
  wait?: boolean;
  timeout: number;
  interval: number;
}

/**
 * `inkwell job create` and `inkwell job get`: the job API over HTTP with the shared client (the same
 * one the GitHub Action uses), configured by INKWELL_API_URL, INKWELL_API_KEY and INKWELL_PROJECT_ID.
 * They never touch the database, so they work against any Inkwell server.
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

  const create = job
    .command("create")
    .description("Create an agent job; with --wait, follow it until it ends")
    .option("--project <id>", "project id (default: INKWELL_PROJECT_ID)")
    .requiredOption("--prompt <text>", "the instruction for the agent")
    .option("--wait", "wait until the job completes, fails or is archived")
    .option("--timeout <minutes>", "with --wait: give up after this many minutes", positive, 30)
    .option("--interval <seconds>", "with --wait: seconds between two polls", positive, 5);
  create.action(async (options: CreateOptions) => {
    const projectId = projectIdFrom(options, env);
    const client = clientFrom(env, deps);
    const created = await client.createJob(projectId, options.prompt).catch(rethrowReadable);
    if (!options.wait) return cli.output(created, () => describeJob(created));
    const finished = await follow(client, projectId, created, options);
    cli.output(finished, () => describeJob(finished));
    if (finished.status === "failed") {
      throw new CliError(`Job ${finished.id} failed: ${finished.error ?? "no reason given"}`);
    }
    if (finished.status === "archived") {
      throw new CliError(`Job ${finished.id} was archived before it finished`);
    }
  });

  const get = job
    .command("get")
    .description("Show one job")
    .argument("<id>", "job id (job_…)")
    .option("--project <id>", "project id (default: INKWELL_PROJECT_ID)");
  get.action(async (jobId: string, options: CommonOptions) => {
    const projectId = projectIdFrom(options, env);
    const found = await clientFrom(env, deps).getJob(projectId, jobId).catch(rethrowReadable);
    cli.output(found, () => describeJob(found));
  });

  async function follow(
    client: InkwellClient,
    projectId: string,
    created: Job,
    options: CreateOptions,
  ): Promise<Job> {
    const startedAt = now();
    try {
      return await client.waitForJob(projectId, created.id, {
        intervalMs: options.interval * 1000,
        timeoutMs: options.timeout * 60_000,
        onProgress: ({ job: seen, polls }) => {
          const elapsed = formatDuration(now() - startedAt);
          cli.progress(`${seen.id}: ${seen.status} · ${elapsed} · ${polls} poll(s)`);
        },
      });
    } catch (error) {
      if (error instanceof JobWaitTimeoutError) {
        throw new CliError(
          `${error.message}. It goes on on the server: \`inkwell job get ${created.id}\` shows it later.`,
        );
      }
      return rethrowReadable(error);
    } finally {
      // An empty progress line clears the last one.
      cli.progress("");
    }
  }
}

function clientFrom(env: NodeJS.ProcessEnv, deps: JobCommandDependencies): InkwellClient {
  const apiUrl = env.INKWELL_API_URL?.trim();
  const apiKey = env.INKWELL_API_KEY?.trim();
  if (!apiUrl) {
    throw new CliError(
      "Set INKWELL_API_URL to the Inkwell server's URL (e.g. http://localhost:3000) to use `inkwell job`",
    );
  }
  if (!URL.canParse(apiUrl)) throw new CliError(`INKWELL_API_URL is not a URL: ${apiUrl}`);
  if (!apiKey) {
    throw new CliError(
      "Set INKWELL_API_KEY to an API key of the project (make one with `inkwell keys create --project ID`)",
    );
  }
  return createInkwellClient({
    apiUrl,
    apiKey,
    userAgent: "inkwell-cli",
    ...(deps.fetch && { fetch: deps.fetch }),
    ...(deps.sleep && { sleep: deps.sleep }),
    ...(deps.now && { now: deps.now }),
  });
}

function projectIdFrom(options: CommonOptions, env: NodeJS.ProcessEnv): string {
  const projectId = options.project ?? env.INKWELL_PROJECT_ID?.trim();
  if (!projectId) throw new CliError("Pass --project ID or set INKWELL_PROJECT_ID");
  return projectId;
}

function rethrowReadable(error: unknown): never {
  throw new CliError(describeClientError(error), { cause: error });
}

function positive(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new InvalidArgumentError("must be a number above 0");
  }
  return number;
}

export function describeJob(job: Job): string {
  const lines = [`${job.id}  ${job.status}`];
  if (job.prLink) lines.push(`  pull request  ${job.prLink}`);
  lines.push(`  repository    ${job.source.repository} (branch ${job.source.ref})`);
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
  return lines.join("\n");
}
