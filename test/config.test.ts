import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { testPrivateKey } from "#testkit/github/github-app-credentials.ts";
import { ConfigError, configVariableNames, loadConfig } from "../app/config.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("configuration", () => {
  it("has working defaults with an empty environment", () => {
    const config = loadConfig({}, "/srv/inkwell");
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      databaseUrl: undefined,
      dataDir: "/srv/inkwell/.inkwell",
      github: undefined,
      model: undefined,
      jobRateLimitPerHour: 100,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("reads the operations settings, with defaults for a single server", () => {
    expect(loadConfig({}, "/srv/inkwell")).toMatchObject({
      metricsToken: undefined,
      shutdownTimeoutSeconds: 25,
      databasePoolSize: 10,
      migrateOnStart: true,
    });
    expect(
      loadConfig(
        {
          INKWELL_METRICS_TOKEN: "0123456789abcdef0123",
          INKWELL_SHUTDOWN_TIMEOUT_SECONDS: "40",
          DATABASE_POOL_SIZE: "25",
          INKWELL_MIGRATE: "false",
        },
        "/srv/inkwell",
      ),
    ).toMatchObject({
      metricsToken: "0123456789abcdef0123",
      shutdownTimeoutSeconds: 40,
      databasePoolSize: 25,
      migrateOnStart: false,
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ INKWELL_PUBLIC_URL: "not a url" }, "INKWELL_PUBLIC_URL"],
    [{ APP_ID: "abc" }, "APP_ID"],
    [{ APP_ID: "12" }, "PRIVATE_KEY"],
    [{ APP_ID: "12", PRIVATE_KEY: "not a pem" }, "PRIVATE_KEY"],
    [{ APP_ID: "12", PRIVATE_KEY_PATH: "/nonexistent/key.pem" }, "PRIVATE_KEY_PATH"],
    [{ INKWELL_MODEL: "claude" }, "INKWELL_MODEL"],
    [{ INKWELL_MODEL: "mistral:large" }, "INKWELL_MODEL"],
    [{ INKWELL_MODEL: "openai-compatible:llama3" }, "INKWELL_MODEL_BASE_URL"],
    [{ INKWELL_JOB_RATE_LIMIT: "0" }, "INKWELL_JOB_RATE_LIMIT"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ INKWELL_METRICS_TOKEN: "short" }, "INKWELL_METRICS_TOKEN"],
    [{ INKWELL_SHUTDOWN_TIMEOUT_SECONDS: "0" }, "INKWELL_SHUTDOWN_TIMEOUT_SECONDS"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE"],
    [{ INKWELL_MIGRATE: "no" }, "INKWELL_MIGRATE"],
    [{ INKWELL_EVENT_STREAM_SECONDS: "0" }, "INKWELL_EVENT_STREAM_SECONDS"],
    [{ INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS: "1.5" }, "INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS"],
    [{ INKWELL_EVENT_STREAMS_PER_KEY: "0" }, "INKWELL_EVENT_STREAMS_PER_KEY"],
    [{ INKWELL_EVENT_STREAMS_PER_PROJECT: "many" }, "INKWELL_EVENT_STREAMS_PER_PROJECT"],
    [{ GITHUB_CLIENT_ID: "Iv1.abc" }, "GITHUB_CLIENT_SECRET"],
    [{ GITHUB_CLIENT_ID: "Iv1.abc", GITHUB_CLIENT_SECRET: "s" }, "INKWELL_SECRET"],
    [
      { GITHUB_CLIENT_ID: "Iv1.abc", GITHUB_CLIENT_SECRET: "s", INKWELL_SECRET: "short" },
      "INKWELL_SECRET",
    ],
  ] as [Record<string, string>, string][])(
    "stops with a message naming the variable for %o",
    (env, variable) => {
      expect(() => loadConfig(env)).toThrow(variable);
    },
  );

  it.each([
    [{ INKWELL_MODEL: "anthropic:claude-sonnet-4-5", ANTHROPIC_API_KEY: "" }, "ANTHROPIC_API_KEY"],
    [{ INKWELL_MODEL: "openai:gpt-5" }, "OPENAI_API_KEY"],
  ])("starts without a model when %o lacks its key, naming %s for jobs", (env, variable) => {
    const config = loadConfig(env, "/srv/inkwell");
    expect(config.model).toBeUndefined();
    expect(config.modelProblem).toBe(
      `${variable} is not set: agent jobs cannot run until it is (INKWELL_MODEL=${env.INKWELL_MODEL})`,
    );
  });

  it("traces only when an OTLP endpoint is set, adding /v1/traces to the general one as the SDK does", () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" }).tracing).toEqual({
      tracesUrl: "http://collector:4318/v1/traces",
      serviceName: "inkwell",
    });
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://traces.example.com/otlp",
        OTEL_SERVICE_NAME: "docs-inkwell",
      }).tracing,
    ).toEqual({ tracesUrl: "https://traces.example.com/otlp", serviceName: "docs-inkwell" });
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_SDK_DISABLED: "true",
      }).tracing,
    ).toBeUndefined();
  });

  it("loads the shipped .env.example as it is, before any key is filled in", () => {
    const example = parseEnv(readFileSync(path.join(ROOT, ".env.example"), "utf8"));
    const config = loadConfig(example, "/srv/inkwell");
    expect(config.publicUrl).toBe("https://inkwell.example.com");
    expect(config.model).toBeUndefined();
    expect(config.modelProblem).toMatch(/^ANTHROPIC_API_KEY is not set/);
  });

  it("reads a complete GitHub App and model configuration", () => {
    const config = loadConfig({
      APP_ID: "123",
      PRIVATE_KEY: testPrivateKey().replaceAll("\n", "\\n"),
      WEBHOOK_SECRET: "s3cret",
      GHE_HOST: "github.example.com",
      INKWELL_MODEL: "openai-compatible:qwen3-coder",
      INKWELL_MODEL_BASE_URL: "http://127.0.0.1:8000/v1",
    });
    expect(config.github).toMatchObject({ appId: 123, webhookSecret: "s3cret" });
    expect(config.githubHost).toEqual({
      webUrl: "https://github.example.com",
      apiUrl: "https://github.example.com/api/v3",
    });
    expect(config.github?.privateKey).toContain("\n");
    expect(config.model).toEqual({
      id: "openai-compatible:qwen3-coder",
      provider: "openai-compatible",
      name: "qwen3-coder",
      apiKey: undefined,
      baseUrl: "http://127.0.0.1:8000/v1",
    });
  });

  it("turns the dashboard on with the client id and secret and INKWELL_SECRET, on GitHub Enterprise too", () => {
    const config = loadConfig({
      GITHUB_CLIENT_ID: "Iv1.abc",
      GITHUB_CLIENT_SECRET: "client-secret",
      INKWELL_SECRET: "0123456789abcdef0123456789abcdef",
      GHE_HOST: "github.example.com",
    });
    expect(config.dashboard).toEqual({
      clientId: "Iv1.abc",
      clientSecret: "client-secret",
      secret: "0123456789abcdef0123456789abcdef",
    });
    expect(config.githubHost.apiUrl).toBe("https://github.example.com/api/v3");
    expect(loadConfig({}).dashboard).toBeUndefined();
  });

  it("reads GH_ORG, the organisation the app is registered on, and refuses one that is no GitHub login", () => {
    expect(loadConfig({ GH_ORG: "acme-docs" }).githubOrg).toBe("acme-docs");
    expect(loadConfig({}).githubOrg).toBeUndefined();
    for (const bad of ["acme/docs", "-acme", "acme docs", "a".repeat(40)]) {
      expect(() => loadConfig({ GH_ORG: bad })).toThrow(/GH_ORG must be the login/);
    }
  });

  describe("a malformed value's message names the variable and what to write instead", () => {
    /** A value each checked variable refuses; free text (keys, secrets, names) has none. */
    const BAD: Record<string, string[]> = {
      PORT: ["abc", "70000", "-1", "80.5"],
      HOST: [" "],
      DATABASE_URL: ["mysql://localhost/db"],
      INKWELL_DATA_DIR: [" "],
      INKWELL_PUBLIC_URL: ["inkwell.example.com"],
      APP_ID: ["my-app"],
      GHE_PROTOCOL: ["ftp"],
      GH_ORG: ["-acme-"],
      WEBHOOK_PROXY_URL: ["smee"],
      INKWELL_MODEL: ["claude"],
      INKWELL_MODEL_BASE_URL: ["localhost:11434"],
      INKWELL_JOB_RATE_LIMIT: ["0", "lots"],
      INKWELL_EVENT_RATE_LIMIT: ["-5"],
      INKWELL_NEW_PATHS_PER_DAY: ["1e99x"],
      INKWELL_AGENT_CONCURRENCY: ["65", "two"],
      INKWELL_AGENT_MAX_STEPS: ["0"],
      INKWELL_AGENT_TIMEOUT_SECONDS: ["5"],
      INKWELL_AGENT_MAX_FILE_BYTES: ["10"],
      INKWELL_AGENT_MAX_FILES_CHANGED: ["1001"],
      INKWELL_MAX_RUN_TOKENS: ["100"],
      INKWELL_RECORD_RUNS: ["yes"],
      INKWELL_MODEL_PRICE: ["3 dollars"],
      INKWELL_PROJECT_CONCURRENCY: ["0"],
      INKWELL_JOB_LEASE_SECONDS: ["4"],
      INKWELL_TRANSCRIPT_RETENTION_DAYS: ["0"],
      INKWELL_EVENT_STREAM_SECONDS: ["0"],
      INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS: ["1.5"],
      INKWELL_EVENT_STREAMS_PER_KEY: ["0"],
      INKWELL_EVENT_STREAMS_PER_PROJECT: ["many"],
      INKWELL_ANALYTICS_MAX_EVENT_AGE_DAYS: ["0"],
      INKWELL_ANALYTICS_STORE: ["mysql"],
      CLICKHOUSE_URL: ["clickhouse:9000"],
      INKWELL_ANALYTICS_RAW_RETENTION_DAYS: ["0"],
      LOG_LEVEL: ["verbose"],
      LOG_FORMAT: ["text"],
      INKWELL_METRICS_TOKEN: ["short"],
      OTEL_EXPORTER_OTLP_ENDPOINT: ["collector:4318"],
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: ["grpc://collector:4317"],
      OTEL_SDK_DISABLED: ["yes"],
      OTEL_SERVICE_NAME: ["inkwell server"],
      INKWELL_SHUTDOWN_TIMEOUT_SECONDS: ["0"],
      DATABASE_POOL_SIZE: ["0"],
      INKWELL_MIGRATE: ["no"],
      INKWELL_BACKGROUND: ["off"],
      INKWELL_WORKER_HEALTH_PORT: ["http", "70000"],
      INKWELL_SECRET: ["short"],
    };
    const FREE_TEXT = [
      "PRIVATE_KEY",
      "PRIVATE_KEY_PATH",
      "WEBHOOK_SECRET",
      "GHE_HOST",
      "INKWELL_MODEL_API_KEY",
      "ANTHROPIC_API_KEY",
      "OPENAI_API_KEY",
      "GITHUB_CLIENT_ID",
      "GITHUB_CLIENT_SECRET",
    ];

    it("covers every variable, so a new one gets a message too", () => {
      expect([...Object.keys(BAD), ...FREE_TEXT].sort()).toEqual([...configVariableNames].sort());
    });

    it.each(Object.entries(BAD).flatMap(([name, values]) => values.map((value) => [name, value])))(
      "%s=%s",
      (name, value) => {
        let message = "";
        try {
          loadConfig({ [name]: value });
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          message = (error as Error).message;
        }
        expect(message).toContain(`${name} must`);
        // The validation library's own words tell an operator nothing about what to set.
        expect(message).not.toMatch(/Invalid input|expected|received|Too (small|big)|NaN/i);
      },
    );

    it("repeats the value it refused, except a secret's", () => {
      expect(() => loadConfig({ PORT: "abc" })).toThrow(
        'PORT must be a whole number from 0 to 65535 (default 3000) (got "abc")',
      );
      expect(() => loadConfig({ INKWELL_SECRET: "hunter2" })).toThrow(/^(?!.*hunter2)/);
      expect(() => loadConfig({ DATABASE_URL: "mysql://root:pw@db/x" })).not.toThrow(/pw/);
    });
  });
});

describe("the analytics store setting", () => {
  it("is PostgreSQL unless ClickHouse is asked for, and ClickHouse needs its URL", () => {
    expect(loadConfig({}).analyticsStore).toEqual({ kind: "postgres" });
    expect(() => loadConfig({ INKWELL_ANALYTICS_STORE: "clickhouse" })).toThrow(
      /CLICKHOUSE_URL must be set when INKWELL_ANALYTICS_STORE is clickhouse/,
    );
    expect(
      loadConfig({
        INKWELL_ANALYTICS_STORE: "clickhouse",
        CLICKHOUSE_URL: "http://inkwell:s3cret@clickhouse:8123/inkwell",
        INKWELL_ANALYTICS_RAW_RETENTION_DAYS: "90",
      }).analyticsStore,
    ).toEqual({
      kind: "clickhouse",
      url: "http://inkwell:s3cret@clickhouse:8123/inkwell",
      rawRetentionDays: 90,
      visitorSecret: undefined,
    });
  });

  it("never repeats a malformed CLICKHOUSE_URL, which may hold a password", () => {
    expect(() => loadConfig({ CLICKHOUSE_URL: "tcp://inkwell:s3cret@clickhouse:9000" })).toThrow(
      /^(?!.*s3cret).*CLICKHOUSE_URL must be the ClickHouse server's http\(s\):\/\/ URL/,
    );
  });
});
