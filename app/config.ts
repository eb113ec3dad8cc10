import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const modelProviders = ["anthropic", "openai", "openai-compatible"] as const;
export type ModelProvider = (typeof modelProviders)[number];
export type LogFormat = "pretty" | "json";

/**
 * A whole number within bounds. Every check of it says the same, with the bounds and the default,
 * so `PORT=abc` and `PORT=70000` both tell the operator what to write instead.
 */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const error = `must be a whole number from ${min} to ${max} (default ${fallback})`;
  return z.coerce
    .number({ error })
    .int({ error })
    .min(min, { error })
    .max(max, { error })
    .default(fallback);
};
const positiveInt = (fallback: number) => {
  const error = `must be a whole number of 1 or more (default ${fallback})`;
  return z.coerce.number({ error }).int({ error }).positive({ error }).default(fallback);
};
const trueOrFalse = (fallback: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0"], { error: `must be true or false (default ${fallback})` })
    .default(fallback)
    .transform((value) => value === "true" || value === "1");
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const absoluteUrl = (example: string) =>
  optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: `must be an absolute http(s) URL, e.g. ${example}` })
      .optional(),
  );

const healthPortError =
  "must be a port number from 0 to 65535 (0: any free port), or unset for no health port";
const logLevels = ["trace", "debug", "info", "warn", "error", "fatal"] as const;
const logFormats = ["pretty", "json"] as const;

const EnvSchema = z.object({
  PORT: wholeNumber(0, 65_535, 3000),
  HOST: z
    .string({ error: "must be an address of this machine, e.g. localhost or 0.0.0.0" })
    .trim()
    .min(1, { error: "must be an address of this machine, e.g. localhost or 0.0.0.0" })
    .default("localhost"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        error:
          "must be a postgres:// or postgresql:// URL (e.g. postgres://user:password@host:5432/inkwell), or unset for the embedded database",
      })
      .optional(),
  ),
  INKWELL_DATA_DIR: z
    .string()
    .trim()
    .min(1, { error: "must be a folder for the embedded database (default ./.inkwell)" })
    .default("./.inkwell"),
  INKWELL_PUBLIC_URL: absoluteUrl("https://inkwell.example.com"),
  APP_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, {
        error: "must be the numeric id of the GitHub App (its settings page shows it as App ID)",
      })
      .transform(Number)
      .optional(),
  ),
  PRIVATE_KEY: optionalText,
  PRIVATE_KEY_PATH: optionalText,
  WEBHOOK_SECRET: optionalText,
  GHE_HOST: optionalText,
  GHE_PROTOCOL: optionalText.pipe(
    z.enum(["http", "https"], { error: "must be http or https (default https)" }).optional(),
  ),
  GH_ORG: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?$/, {
        error: "must be the login of a GitHub organisation (letters, digits and inner hyphens)",
      })
      .optional(),
  ),
  WEBHOOK_PROXY_URL: absoluteUrl("https://smee.io/your-channel"),
  INKWELL_MODEL: optionalText.pipe(
    z
      .string()
      .regex(/^(anthropic|openai|openai-compatible):[^\s]+$/, {
        error: `must be provider:model with provider one of ${modelProviders.join(", ")} (e.g. anthropic:claude-sonnet-4-5)`,
      })
      .optional(),
  ),
  INKWELL_MODEL_BASE_URL: absoluteUrl("http://localhost:11434/v1"),
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
  INKWELL_AGENT_CONCURRENCY: wholeNumber(0, 64, 2),
  INKWELL_PROJECT_CONCURRENCY: wholeNumber(1, 64, 2),
  INKWELL_JOB_LEASE_SECONDS: wholeNumber(5, 600, 30),
  INKWELL_RECORD_RUNS: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false (default false)" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  INKWELL_AGENT_MAX_STEPS: wholeNumber(1, 1000, 60),
  INKWELL_AGENT_TIMEOUT_SECONDS: wholeNumber(10, 86_400, 900),
  INKWELL_AGENT_MAX_FILE_BYTES: wholeNumber(1024, 10_485_760, 262_144),
  INKWELL_AGENT_MAX_FILES_CHANGED: wholeNumber(1, 1000, 200),
  INKWELL_MAX_RUN_TOKENS: wholeNumber(10_000, 1_000_000_000, 2_000_000),
  INKWELL_TRANSCRIPT_RETENTION_DAYS: wholeNumber(1, 3650, 30),
  INKWELL_EVENT_STREAM_SECONDS: wholeNumber(1, 3600, 300),
  INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS: wholeNumber(1, 300, 15),
  INKWELL_EVENT_STREAMS_PER_KEY: wholeNumber(1, 1000, 5),
  INKWELL_EVENT_STREAMS_PER_PROJECT: wholeNumber(1, 10_000, 50),
  INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS: wholeNumber(1, 36_500, 400),
  INKWELL_ANALYTICS_STORE: optionalText.pipe(
    z
      .enum(["postgres", "clickhouse"], {
        error: "must be postgres (the default: the database Inkwell runs on) or clickhouse",
      })
      .default("postgres"),
  ),
  CLICKHOUSE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(https?:\/\/|chdb:)/, {
        error:
          "must be the ClickHouse server's http(s):// URL with its database (e.g. http://default:password@clickhouse:8123/inkwell)",
      })
      .optional(),
  ),
  INKWELL_ANALYTICS_RAW_RETENTION_DAYS: wholeNumber(1, 36_500, 400),
  LOG_LEVEL: z
    .enum(logLevels, { error: `must be one of ${logLevels.join(", ")} (default info)` })
    .default("info"),
  LOG_FORMAT: optionalText.pipe(
    z
      .enum(logFormats, {
        error: "must be pretty or json (default: pretty on a terminal, json otherwise)",
      })
      .optional(),
  ),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  INKWELL_METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, { error: "must be at least 16 characters (e.g. `openssl rand -hex 24`)" })
      .optional(),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: absoluteUrl("http://localhost:4318"),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: absoluteUrl("http://localhost:4318/v1/traces"),
  OTEL_SDK_DISABLED: trueOrFalse("false"),
  OTEL_SERVICE_NAME: optionalText.pipe(
    z
      .string()
      .max(100, { error: "must be at most 100 characters (default inkwell)" })
      .regex(/^[\w.:/-]+$/, { error: "must be letters, digits and . _ - : / (default inkwell)" })
      .optional(),
  ),
  INKWELL_SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(1, 3600, 25),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, 10),
  INKWELL_MIGRATE: trueOrFalse("true"),
  INKWELL_BACKGROUND: trueOrFalse("true"),
  INKWELL_WORKER_HEALTH_PORT: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, { error: healthPortError })
      .transform(Number)
      .refine((port) => port <= 65_535, { error: healthPortError })
      .optional(),
  ),
  INKWELL_SECRET: optionalText.pipe(
    z
      .string()
      .min(32, { error: "must be at least 32 characters (e.g. `openssl rand -base64 32`)" })
      .optional(),
  ),
});

/** Variables whose value is never repeated in an error message. */
const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "CLICKHOUSE_URL",
  "PRIVATE_KEY",
  "WEBHOOK_SECRET",
  "INKWELL_MODEL_API_KEY",
  "ANTHROPIC_API_KEY",
  "OPENAI_API_KEY",
  "GITHUB_CLIENT_SECRET",
  "INKWELL_METRICS_TOKEN",
  "INKWELL_SECRET",
]);

/** Every environment variable Inkwell reads (test/deploy/compose.test.ts keeps .env.example true). */
export const configVariableNames: readonly string[] = Object.keys(EnvSchema.shape);

/** Where GitHub delivers the app's webhooks on this server (Probot's path). */
export const WEBHOOK_PATH = "/api/github/webhooks";
/** Where GitHub sends a user back after dashboard sign-in; the app's manifest lists it. */
export const DASHBOARD_CALLBACK_PATH = "/app/auth/callback";

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
  /** Input and output tokens one run may spend (cached input included); then it stops early. */
  maxRunTokens: number;
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
  /**
   * Why INKWELL_MODEL cannot run (its provider's key is not set): the server starts without a
   * model, says so, and refuses jobs with this message until the key is set.
   */
  modelProblem: string | undefined;
  modelPrice: ModelPrice | undefined;
  jobRateLimitPerHour: number;
  /** Flood control of the events route: what one project's write keys can make the database hold. */
  analyticsLimits: AnalyticsLimits;
  /** Where page views are stored (INKWELL_ANALYTICS_STORE): PostgreSQL, or ClickHouse at a URL. */
  analyticsStore: AnalyticsStoreConfig;
  /**
   * CLICKHOUSE_URL and the raw events' retention whatever the store in use: what
   * `inkwell analytics copy --to clickhouse` writes to before the switch. Absent without the URL.
   */
  clickhouse: ClickHouseTargetConfig | undefined;
  agentConcurrency: number;
  /**
   * Jobs of one project running at once across every process: a backlog cannot take every
   * worker, and a project's runs, which share its repository and its installation's GitHub
   * allowance, stay few.
   */
  projectConcurrency: number;
  /**
   * How long a claimed job stays its worker's without a renewal: a job whose process died is
   * taken over about this long after its last renewal.
   */
  jobLeaseSeconds: number;
  /** Keep every model call of each run in full with the job (INKWELL_RECORD_RUNS), for replay. */
  recordRuns: boolean;
  agent: AgentLimits;
  /** Days an agent run's transcript is kept before housekeeping deletes it. */
  transcriptRetentionDays: number;
  eventStreams: EventStreamConfig;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  /** How log lines are written; unset: readable lines on a terminal, JSON lines otherwise. */
  logFormat: LogFormat | undefined;
  /**
   * Whether `inkwell serve` also runs the agent worker and housekeeping (INKWELL_BACKGROUND); false
   * for a server that only answers HTTP, beside `inkwell worker` processes.
   */
  runBackgroundWork: boolean;
  /** The port on which `inkwell worker` answers `/healthz`; none when unset. */
  workerHealthPort: number | undefined;
  /** Absent until GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and INKWELL_SECRET are set. */
  dashboard: DashboardConfig | undefined;
  /** The bearer token `/metrics` asks for; without it `/metrics` does not exist (404). */
  metricsToken: string | undefined;
  /**
   * Where traces go over OTLP/HTTP: set by OTEL_EXPORTER_OTLP_ENDPOINT or
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (unless OTEL_SDK_DISABLED); absent, nothing is traced.
   */
  tracing: TracingConfig | undefined;
  /** How long a stopping server may drain before it exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Connections of the PostgreSQL pool. */
  databasePoolSize: number;
  /** False when migrations run as a separate step (`inkwell migrate`) before the server starts. */
  migrateOnStart: boolean;
}

export type AnalyticsStoreConfig =
  | { kind: "postgres" }
  | {
      kind: "clickhouse";
      /** CLICKHOUSE_URL, with its credentials: never logged. */
      url: string;
      /** Days raw events are kept for reclassification (INKWELL_ANALYTICS_RAW_RETENTION_DAYS). */
      rawRetentionDays: number;
      /** INKWELL_SECRET, which the daily salts of unique visitors are derived from; absent: none. */
      visitorSecret: string | undefined;
    };

export interface ClickHouseTargetConfig {
  /** CLICKHOUSE_URL, with its credentials: never logged. */
  url: string;
  rawRetentionDays: number;
}

export interface TracingConfig {
  /** The OTLP/HTTP traces URL (`…/v1/traces`). */
  tracesUrl: string;
  serviceName: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment once, checks every value, and returns a frozen config. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Readonly<Config> {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "");
      const value = env[name];
      const shown =
        value !== undefined && !SECRET_VARIABLES.has(name)
          ? ` (got ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)})`
          : "";
      return `${name} ${issue.message}${shown}`;
    });
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
    ...readModel(e),
    modelPrice: readModelPrice(e.INKWELL_MODEL_PRICE),
    jobRateLimitPerHour: e.INKWELL_JOB_RATE_LIMIT,
    analyticsLimits: Object.freeze({
      eventsPerMinute: e.INKWELL_EVENT_RATE_LIMIT,
      newPathsPerDay: e.INKWELL_NEW_PATHS_PER_DAY,
      maxEventAgeDays: e.INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS,
    }),
    analyticsStore: Object.freeze(readAnalyticsStore(e)),
    clickhouse: e.CLICKHOUSE_URL
      ? Object.freeze({
          url: e.CLICKHOUSE_URL,
          rawRetentionDays: e.INKWELL_ANALYTICS_RAW_RETENTION_DAYS,
        })
      : undefined,
    agentConcurrency: e.INKWELL_AGENT_CONCURRENCY,
    projectConcurrency: e.INKWELL_PROJECT_CONCURRENCY,
    jobLeaseSeconds: e.INKWELL_JOB_LEASE_SECONDS,
    recordRuns: e.INKWELL_RECORD_RUNS,
    agent: Object.freeze({
      maxSteps: e.INKWELL_AGENT_MAX_STEPS,
      timeoutSeconds: e.INKWELL_AGENT_TIMEOUT_SECONDS,
      maxFileBytes: e.INKWELL_AGENT_MAX_FILE_BYTES,
      maxFilesChanged: e.INKWELL_AGENT_MAX_FILES_CHANGED,
      maxRunTokens: e.INKWELL_MAX_RUN_TOKENS,
    }),
    transcriptRetentionDays: e.INKWELL_TRANSCRIPT_RETENTION_DAYS,
    eventStreams: Object.freeze({
      maxSeconds: e.INKWELL_EVENT_STREAM_SECONDS,
      heartbeatSeconds: e.INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS,
      perKey: e.INKWELL_EVENT_STREAMS_PER_KEY,
      perProject: e.INKWELL_EVENT_STREAMS_PER_PROJECT,
    }),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    runBackgroundWork: e.INKWELL_BACKGROUND,
    workerHealthPort: e.INKWELL_WORKER_HEALTH_PORT,
    dashboard: readDashboard(e),
    metricsToken: e.INKWELL_METRICS_TOKEN,
    tracing: readTracing(e),
    shutdownTimeoutSeconds: e.INKWELL_SHUTDOWN_TIMEOUT_SECONDS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrateOnStart: e.INKWELL_MIGRATE,
  });
}

/** The OpenTelemetry SDK's own rule: a signal's endpoint is used as it is, the general one gets `/v1/traces`. */
function readTracing(e: z.infer<typeof EnvSchema>): TracingConfig | undefined {
  if (e.OTEL_SDK_DISABLED) return undefined;
  const tracesUrl =
    e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`
      : undefined);
  if (!tracesUrl) return undefined;
  return Object.freeze({ tracesUrl, serviceName: e.OTEL_SERVICE_NAME ?? "inkwell" });
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
        `Invalid configuration: PRIVATE_KEY_PATH ${e.PRIVATE_KEY_PATH} cannot be read: set it to the path of the GitHub App's private key file (.pem), readable by this user`,
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

function readModel(e: z.infer<typeof EnvSchema>): {
  model: ModelConfig | undefined;
  modelProblem: string | undefined;
} {
  if (!e.INKWELL_MODEL) return { model: undefined, modelProblem: undefined };
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
  // Self-hosted OpenAI-compatible servers often need no key; hosted providers always do. Only
  // agent runs need it: everything else starts, and jobs are refused naming the variable.
  if (provider !== "openai-compatible" && !apiKey) {
    return {
      model: undefined,
      modelProblem: `${keyVariable[provider]} is not set: agent jobs cannot run until it is (INKWELL_MODEL=${e.INKWELL_MODEL})`,
    };
  }
  return {
    model: { id: e.INKWELL_MODEL, provider, name, apiKey, baseUrl: e.INKWELL_MODEL_BASE_URL },
    modelProblem: undefined,
  };
}

function readAnalyticsStore(e: z.infer<typeof EnvSchema>): AnalyticsStoreConfig {
  if (e.INKWELL_ANALYTICS_STORE !== "clickhouse") return { kind: "postgres" };
  if (!e.CLICKHOUSE_URL) {
    throw new ConfigError(
      "Invalid configuration: CLICKHOUSE_URL must be set when INKWELL_ANALYTICS_STORE is clickhouse (e.g. http://default:password@clickhouse:8123/inkwell)",
    );
  }
  return {
    kind: "clickhouse",
    url: e.CLICKHOUSE_URL,
    rawRetentionDays: e.INKWELL_ANALYTICS_RAW_RETENTION_DAYS,
    visitorSecret: e.INKWELL_SECRET,
  };
}
