import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const modelProviders = ["anthropic", "openai", "openai-compatible"] as const;
export type ModelProvider = (typeof modelProviders)[number];

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default("localhost"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
  ),
  INKWELL_DATA_DIR: z.string().trim().min(1).default("./.inkwell"),
  INKWELL_PUBLIC_URL: optionalText.pipe(z.url({ error: "must be an absolute URL" }).optional()),
  APP_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, { error: "must be the numeric id of the GitHub App" })
      .transform(Number)
      .optional(),
  ),
  PRIVATE_KEY: optionalText,
  PRIVATE_KEY_PATH: optionalText,
  WEBHOOK_SECRET: optionalText,
  GHE_HOST: optionalText,
  GHE_PROTOCOL: optionalText.pipe(z.enum(["http", "https"]).optional()),
  GH_ORG: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?$/, {
        error: "must be the login of a GitHub organisation (letters, digits and inner hyphens)",
      })
      .optional(),
  ),
  WEBHOOK_PROXY_URL: optionalText.pipe(z.url({ error: "must be an absolute URL" }).optional()),
  INKWELL_MODEL: optionalText.pipe(
    z
      .string()
      .regex(/^(anthropic|openai|openai-compatible):[^\s]+$/, {
        error: `must be provider:model with provider one of ${modelProviders.join(", ")} (e.g. anthropic:claude-sonnet-4-5)`,
      })
      .optional(),
  ),
  INKWELL_MODEL_BASE_URL: optionalText.pipe(z.url({ error: "must be an absolute URL" }).optional()),
  INKWELL_MODEL_API_KEY: optionalText,
  INKWELL_MODEL_PRICE: optionalText.pipe(
    z
      .string()
      .regex(/^\s*\d+(\.\d+)?\s*,\s*\d+(\.\d+)?\s*,\s*\d+(\.\d+)?\s*$/, {
        error:
          'must be three numbers, dollars per million tokens: "input,cachedInput,output" (e.g. "3,0.3,15")',
      })
      .optional(),
  ),
  ANTHROPIC_API_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  INKWELL_JOB_RATE_LIMIT: positiveInt(100),
  INKWELL_EVENT_RATE_LIMIT: positiveInt(60_000),
  INKWELL_NEW_PATHS_PER_DAY: positiveInt(10_000),
  INKWELL_AGENT_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
  INKWELL_RECORD_RUNS: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  INKWELL_AGENT_MAX_STEPS: z.coerce.number().int().min(1).max(1000).default(60),
  INKWELL_AGENT_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  INKWELL_AGENT_MAX_FILE_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(262_144),
  INKWELL_AGENT_MAX_FILES_CHANGED: z.coerce.number().int().min(1).max(1000).default(200),
  INKWELL_TRANSCRIPT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  INKWELL_EVENT_STREAM_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  INKWELL_EVENT_STREAMS_PER_KEY: z.coerce.number().int().min(1).max(1000).default(5),
  INKWELL_EVENT_STREAMS_PER_PROJECT: z.coerce.number().int().min(1).max(10_000).default(50),
  INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal"]).default("info"),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  INKWELL_METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, { error: "must be at least 16 characters (e.g. `openssl rand -hex 24`)" })
      .optional(),
  ),
  INKWELL_SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  INKWELL_MIGRATE: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  INKWELL_SECRET: optionalText.pipe(
    z
      .string()
      .min(32, { error: "must be at least 32 characters (e.g. `openssl rand -base64 32`)" })
      .optional(),
  ),
});

/** Every environment variable Inkwell reads (test/deploy/compose.test.ts keeps .env.example true). */
export const configVariableNames: readonly string[] = Object.keys(EnvSchema.shape);

/** Where GitHub delivers the app's webhooks on this server (Probot's path). */
export const WEBHOOK_PATH = "/api/github/webhooks";

/** Where GitHub is: github.com, or the GitHub Enterprise Server of GHE_HOST. */
export interface GitHubHost {
  /** Where people see repositories and apps: https://github.com, or the Enterprise host. */
  webUrl: string;
  /** The REST API: https://api.github.com, or the Enterprise host's `/api/v3`. */
  apiUrl: string;
}

export interface GitHubAppConfig {
  appId: number;
  privateKey: string;
  webhookSecret: string;
}

export interface ModelConfig {
  /** As configured, `provider:model`; this is what a job reports in `model`. */
  id: string;
  provider: ModelProvider;
  name: string;
  apiKey: string | undefined;
  baseUrl: string | undefined;
}

/** Dollars per million tokens (INKWELL_MODEL_PRICE), for the cost the agent stats estimate. */
export interface ModelPrice {
  input: number;
  cachedInput: number;
  output: number;
}

/** Per-run limits of the agent; hitting one ends the run with a readable job error. */
export interface AgentLimits {
  maxSteps: number;
  timeoutSeconds: number;
  maxFileBytes: number;
  maxFilesChanged: number;
}

/** Bounds on what the events route accepts from one project. */
export interface AnalyticsLimits {
  /** Page view events per project per minute. */
  eventsPerMinute: number;
  /** Paths a project's views may add per UTC day; views of further new paths count under one path. */
  newPathsPerDay: number;
  /** How many days old an event's timestamp may be (access-log imports may go further back). */
  maxEventAgeDays: number;
}

/** Live streams of a job's run transcript (server-sent events). */
export interface EventStreamConfig {
  /** A stream closes after this long; the client resumes with Last-Event-ID. */
  maxSeconds: number;
  /** A comment line is sent after this long without an event, so proxies keep the stream open. */
  heartbeatSeconds: number;
  /** Streams open at once for one API key (or one dashboard user). */
  perKey: number;
  /** Streams open at once for one project, by all its keys and users together. */
  perProject: number;
}

/** Signing in to the dashboard with the GitHub App's user authorization. */
export interface DashboardConfig {
  clientId: string;
  clientSecret: string;
  /** Encrypts the user tokens kept with each session. */
  secret: string;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  /** A webhook relay (smee.io) for development: its events are forwarded to this server. */
  webhookProxyUrl: string | undefined;
  /** Every GitHub address Inkwell uses (the app's clients, the dashboard's, links) comes from here. */
  githubHost: GitHubHost;
  /** The organisation setup mode registers the GitHub App on (Probot's GH_ORG); else the user. */
  githubOrg: string | undefined;
  github: GitHubAppConfig | undefined;
  model: ModelConfig | undefined;
  modelPrice: ModelPrice | undefined;
  jobRateLimitPerHour: number;
  /** Flood control of the events route: what one project's write keys can make the database hold. */
  analyticsLimits: AnalyticsLimits;
  agentConcurrency: number;
  /** Keep every model call of each run in full with the job (INKWELL_RECORD_RUNS), for replay. */
  recordRuns: boolean;
  agent: AgentLimits;
  /** Days an agent run's transcript is kept before housekeeping deletes it. */
  transcriptRetentionDays: number;
  eventStreams: EventStreamConfig;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  /** Absent until GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and INKWELL_SECRET are set. */
  dashboard: DashboardConfig | undefined;
  /** The bearer token `/metrics` asks for; without it `/metrics` does not exist (404). */
  metricsToken: string | undefined;
  /** How long a stopping server may drain before it exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Connections of the PostgreSQL pool. */
  databasePoolSize: number;
  /** False when migrations run as a separate step (`inkwell migrate`) before the server starts. */
  migrateOnStart: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment once, checks every value, and returns a frozen config. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Readonly<Config> {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.INKWELL_DATA_DIR),
    publicUrl: e.INKWELL_PUBLIC_URL?.replace(/\/+$/, ""),
    webhookProxyUrl: e.WEBHOOK_PROXY_URL,
    githubHost: Object.freeze(readGitHubHost(e)),
    githubOrg: e.GH_ORG,
    github: readGitHubApp(e, cwd),
    model: readModel(e),
    modelPrice: readModelPrice(e.INKWELL_MODEL_PRICE),
    jobRateLimitPerHour: e.INKWELL_JOB_RATE_LIMIT,
    analyticsLimits: Object.freeze({
      eventsPerMinute: e.INKWELL_EVENT_RATE_LIMIT,
      newPathsPerDay: e.INKWELL_NEW_PATHS_PER_DAY,
      maxEventAgeDays: e.INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS,
    }),
    agentConcurrency: e.INKWELL_AGENT_CONCURRENCY,
    recordRuns: e.INKWELL_RECORD_RUNS,
    agent: Object.freeze({
      maxSteps: e.INKWELL_AGENT_MAX_STEPS,
      timeoutSeconds: e.INKWELL_AGENT_TIMEOUT_SECONDS,
      maxFileBytes: e.INKWELL_AGENT_MAX_FILE_BYTES,
      maxFilesChanged: e.INKWELL_AGENT_MAX_FILES_CHANGED,
    }),
    transcriptRetentionDays: e.INKWELL_TRANSCRIPT_RETENTION_DAYS,
    eventStreams: Object.freeze({
      maxSeconds: e.INKWELL_EVENT_STREAM_SECONDS,
      heartbeatSeconds: e.INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS,
      perKey: e.INKWELL_EVENT_STREAMS_PER_KEY,
      perProject: e.INKWELL_EVENT_STREAMS_PER_PROJECT,
    }),
    logLevel: e.LOG_LEVEL,
    dashboard: readDashboard(e),
    metricsToken: e.INKWELL_METRICS_TOKEN,
    shutdownTimeoutSeconds: e.INKWELL_SHUTDOWN_TIMEOUT_SECONDS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrateOnStart: e.INKWELL_MIGRATE,
  });
}

function readDashboard(e: z.infer<typeof EnvSchema>): DashboardConfig | undefined {
  const variables = {
    GITHUB_CLIENT_ID: e.GITHUB_CLIENT_ID,
    GITHUB_CLIENT_SECRET: e.GITHUB_CLIENT_SECRET,
    INKWELL_SECRET: e.INKWELL_SECRET,
  };
  const missing = Object.entries(variables)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  // INKWELL_SECRET alone may serve other purposes; the client id or secret mean "dashboard on".
  if (!e.GITHUB_CLIENT_ID && !e.GITHUB_CLIENT_SECRET) return undefined;
  if (missing.length > 0 || !e.GITHUB_CLIENT_ID || !e.GITHUB_CLIENT_SECRET || !e.INKWELL_SECRET) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} required for signing in to the dashboard with GitHub`,
    );
  }
  return {
    clientId: e.GITHUB_CLIENT_ID,
    clientSecret: e.GITHUB_CLIENT_SECRET,
    secret: e.INKWELL_SECRET,
  };
}

function readGitHubHost(e: z.infer<typeof EnvSchema>): GitHubHost {
  if (!e.GHE_HOST) return { webUrl: "https://github.com", apiUrl: "https://api.github.com" };
  const webUrl = `${e.GHE_PROTOCOL ?? "https"}://${e.GHE_HOST}`;
  return { webUrl, apiUrl: `${webUrl}/api/v3` };
}

function readGitHubApp(e: z.infer<typeof EnvSchema>, cwd: string): GitHubAppConfig | undefined {
  const anySet = e.APP_ID !== undefined || e.PRIVATE_KEY || e.PRIVATE_KEY_PATH;
  if (!anySet) return undefined;
  if (e.APP_ID === undefined) {
    throw new ConfigError("Invalid configuration: APP_ID is required when a private key is set");
  }
  let privateKey = e.PRIVATE_KEY?.replaceAll("\\n", "\n");
  if (!privateKey && e.PRIVATE_KEY_PATH) {
    try {
      privateKey = readFileSync(path.resolve(cwd, e.PRIVATE_KEY_PATH), "utf8");
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration: PRIVATE_KEY_PATH ${e.PRIVATE_KEY_PATH} cannot be read`,
        { cause: error },
      );
    }
  }
  if (!privateKey) {
    throw new ConfigError(
      "Invalid configuration: PRIVATE_KEY or PRIVATE_KEY_PATH is required when APP_ID is set",
    );
  }
  if (!privateKey.includes("PRIVATE KEY-----")) {
    throw new ConfigError(
      "Invalid configuration: PRIVATE_KEY must be the PEM private key of the GitHub App (-----BEGIN RSA PRIVATE KEY-----…)",
    );
  }
  if (!e.WEBHOOK_SECRET) {
    throw new ConfigError("Invalid configuration: WEBHOOK_SECRET is required when APP_ID is set");
  }
  return { appId: e.APP_ID, privateKey, webhookSecret: e.WEBHOOK_SECRET };
}

function readModelPrice(text: string | undefined): ModelPrice | undefined {
  if (!text) return undefined;
  const [input = 0, cachedInput = 0, output = 0] = text.split(",").map(Number);
  return Object.freeze({ input, cachedInput, output });
}

function readModel(e: z.infer<typeof EnvSchema>): ModelConfig | undefined {
  if (!e.INKWELL_MODEL) return undefined;
  const separator = e.INKWELL_MODEL.indexOf(":");
  const provider = e.INKWELL_MODEL.slice(0, separator) as ModelProvider;
  const name = e.INKWELL_MODEL.slice(separator + 1);
  const keyVariable = {
    anthropic: "ANTHROPIC_API_KEY",
    openai: "OPENAI_API_KEY",
    "openai-compatible": "INKWELL_MODEL_API_KEY",
  } as const;
  const apiKey = {
    anthropic: e.ANTHROPIC_API_KEY,
    openai: e.OPENAI_API_KEY,
    "openai-compatible": e.INKWELL_MODEL_API_KEY,
  }[provider];
  if (provider === "openai-compatible" && !e.INKWELL_MODEL_BASE_URL) {
    throw new ConfigError(
      "Invalid configuration: INKWELL_MODEL_BASE_URL is required for an openai-compatible model",
    );
  }
  // Self-hosted OpenAI-compatible servers often need no key; hosted providers always do.
  if (provider !== "openai-compatible" && !apiKey) {
    throw new ConfigError(
      `Invalid configuration: ${keyVariable[provider]} is required for INKWELL_MODEL=${e.INKWELL_MODEL}`,
    );
  }
  return { id: e.INKWELL_MODEL, provider, name, apiKey, baseUrl: e.INKWELL_MODEL_BASE_URL };
}
