import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { configVariableNames } from "../../app/config.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

interface ComposeService {
  image?: string;
  build?: string | { context: string };
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}

const compose = YAML.parse(read("compose.yaml"), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};

/** Names in .env.example, set (`NAME=`) or offered commented out (`# NAME=`). */
const envExampleNames = new Set(
  [...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]),
);
/** The variables the configuration page's tables document, each in a row's first cell with its default. */
const documentedNames = new Set(
  read("docs/configuration.md")
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
    .map((match) => match[1]),
);
/** Variables compose itself reads from .env to fill in compose.yaml. */
const composeVariables = new Set(
  [...read("compose.yaml").matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]),
);

describe(".env.example", () => {
  it("names or documents every variable app/config.ts reads", () => {
    const missing = configVariableNames.filter(
      (name) => !envExampleNames.has(name) && !documentedNames.has(name),
    );
    expect(missing).toEqual([]);
  });

  it("names only variables Inkwell or compose reads, so a typo cannot hide there", () => {
    const unknown = [...envExampleNames].filter(
      (name) => !configVariableNames.includes(name ?? "") && !composeVariables.has(name),
    );
    expect(unknown).toEqual([]);
  });

  it("names what a deployment sets: the GitHub App, the model, the public URL and the secrets", () => {
    for (const name of [
      "APP_ID",
      "PRIVATE_KEY",
      "PRIVATE_KEY_PATH",
      "WEBHOOK_SECRET",
      "GITHUB_CLIENT_ID",
      "GITHUB_CLIENT_SECRET",
      "INKWELL_MODEL",
      "ANTHROPIC_API_KEY",
      "INKWELL_PUBLIC_URL",
      "INKWELL_SECRET",
      "INKWELL_METRICS_TOKEN",
      "POSTGRES_PASSWORD",
    ]) {
      expect(envExampleNames, name).toContain(name);
    }
  });
});

describe("compose.yaml", () => {
  it("runs PostgreSQL 16, a one-shot migration and the server", () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      "clickhouse",
      "inkwell",
      "migrate",
      "postgres",
    ]);
    expect(service("postgres").image).toMatch(/^postgres:16\b/);
    expect(service("migrate").command).toEqual(["migrate"]);
    expect(service("migrate").depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    expect(service("inkwell").command).toEqual(["serve"]);
    expect(service("inkwell").depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      migrate: { condition: "service_completed_successfully" },
    });
    expect(service("inkwell").environment?.INKWELL_MIGRATE).toBe("false");
  });

  it("runs a released image in both Inkwell services, and never builds one under a release's name", () => {
    for (const name of ["migrate", "inkwell"]) {
      expect(service(name).build).toBeUndefined();
      expect(service(name).image).toBe("${INKWELL_IMAGE:-ghcr.io/inkwell-docs/inkwell:1}");
      expect(service(name).env_file).toBe(".env");
    }
  });

  it("builds this checkout only through compose.build.yaml, as inkwell:local for both services", () => {
    const build = YAML.parse(read("compose.build.yaml")) as {
      services: Record<string, ComposeService>;
    };
    expect(Object.keys(build.services).sort()).toEqual(["inkwell", "migrate"]);
    for (const name of ["migrate", "inkwell"]) {
      expect(build.services[name]).toEqual({ image: "inkwell:local", build: "." });
    }
    expect(read("compose.build.yaml")).not.toContain("INKWELL_IMAGE");
    expect(existsSync(path.join(ROOT, "Dockerfile"))).toBe(true);
  });

  it("has the docs upgrade by pulling the image, then migrating before the server restarts", () => {
    const upgrades = read("docs/operations.md").split("## Upgrades")[1]?.split("\n## ")[0] ?? "";
    expect(upgrades).toContain("docker compose pull");
    expect(upgrades).toContain("docker compose up -d");
    expect(upgrades).not.toMatch(/INKWELL_IMAGE[^\n]*--build|--build[^\n]*INKWELL_IMAGE/);
    expect(upgrades).toContain("migrate");
  });

  it("points Inkwell at the postgres service, with the password from .env", () => {
    for (const name of ["migrate", "inkwell"]) {
      expect(service(name).environment?.DATABASE_URL).toBe(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: compose and workflow syntax, compared as written
        "postgres://inkwell:${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}@postgres:5432/inkwell",
      );
    }
    expect(service("postgres").environment).toMatchObject({
      POSTGRES_USER: "inkwell",
      POSTGRES_DB: "inkwell",
    });
  });

  it("runs ClickHouse only in its own profile, unpublished, with its data in a volume", () => {
    const clickhouse = service("clickhouse") as ComposeService & {
      profiles?: string[];
      ports?: unknown;
    };
    expect(clickhouse.profiles).toEqual(["clickhouse"]);
    expect(clickhouse.image).toMatch(/^clickhouse\/clickhouse-server:\d+\.\d+$/);
    expect(clickhouse.ports).toBeUndefined();
    expect(clickhouse.volumes).toEqual(["clickhouse-data:/var/lib/clickhouse"]);
    // Inkwell starts without it: the profile is the operator's choice.
    expect(Object.keys(service("inkwell").depends_on ?? {})).not.toContain("clickhouse");
  });

  it("keeps the data in named volumes", () => {
    expect(Object.keys(compose.volumes).sort()).toEqual([
      "clickhouse-data",
      "inkwell-data",
      "postgres-data",
    ]);
    expect(service("postgres").volumes).toEqual(["postgres-data:/var/lib/postgresql/data"]);
    expect(service("inkwell").volumes).toEqual(["inkwell-data:/data"]);
  });

  it("publishes the server's port 3000 on loopback, for the proxy in front", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose and workflow syntax, compared as written
    expect(service("inkwell").ports).toEqual(["127.0.0.1:${INKWELL_PORT:-3000}:3000"]);
    expect(read("Dockerfile")).toMatch(/^EXPOSE 3000$/m);
  });

  it("health-checks PostgreSQL with pg_isready and the server with the image's own check", () => {
    expect(service("postgres").healthcheck?.test.slice(0, 2)).toEqual(["CMD", "pg_isready"]);
    const dockerfileCheck = /^ {2}CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1] ?? "[]";
    expect(service("inkwell").healthcheck?.test).toEqual([
      "CMD",
      ...(JSON.parse(dockerfileCheck) as string[]),
    ]);
  });

  it("gives a stopping server longer than its drain deadline", () => {
    const grace = Number.parseInt(service("inkwell").stop_grace_period ?? "0", 10);
    expect(grace).toBeGreaterThan(25);
  });
});
