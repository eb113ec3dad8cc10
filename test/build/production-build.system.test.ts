import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliverInstallation,
  freePort,
  type Launcher,
  layOutProductionInstall,
  runCommand,
  runJsonCommand,
  startServerProcess,
} from "#testkit/system/production-install.ts";

/**
 * The production path as a self-hoster takes it: `npm run build` into a folder that holds only what
 * `npm ci --omit=dev` installs plus the published files, then the compiled CLI (bin/inkwell.js
 * picks build/) and the compiled server (`node build/app/main.js`, what `npm run start:prod` runs),
 * with plain Node.js and no tsx. Runs on whichever Node.js runs the suite (.ci/run adds Node.js 22).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const PACKAGE_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }
).version;

/** Compiling and starting Node.js processes is slow on a loaded machine. */
const SLOW_MS = 240_000;

describe("the production build", () => {
  let target = "";
  let packages: string[] = [];
  const cli: Launcher = (args, env) => ({
    command: process.execPath,
    args: [path.join(target, "bin/inkwell.js"), ...args],
    env: { PATH: process.env.PATH ?? "", HOME: target, ...env },
    cwd: target,
  });
  const server: Launcher = (args, env) => ({
    command: process.execPath,
    args: [path.join(target, "build/app/main.js"), ...args],
    env: { PATH: process.env.PATH ?? "", HOME: target, ...env },
    cwd: target,
  });

  beforeAll(async () => {
    target = mkdtempSync(path.join(tmpdir(), "inkwell-production-"));
    ({ packages } = await layOutProductionInstall(target));
  }, SLOW_MS);
  afterAll(() => {
    if (target) rmSync(target, { recursive: true, force: true });
  });

  it("installs no build tool: tsx, esbuild and the Action's libraries are dev dependencies", () => {
    expect(existsSync(path.join(target, "build/app/main.js"))).toBe(true);
    expect(existsSync(path.join(target, "build/app/cli/main.js"))).toBe(true);
    for (const devOnly of ["tsx", "esbuild", "@actions/core", "vitest", "typescript"]) {
      expect(packages).not.toContain(devOnly);
      expect(existsSync(path.join(target, "node_modules", devOnly))).toBe(false);
    }
    expect(packages).toContain("probot");
  });

  it(
    "runs the compiled CLI: --version, migrate, projects create and keys create",
    async () => {
      const env = { INKWELL_DATA_DIR: path.join(target, "data-cli") };
      const version = await runCommand(cli, ["--version"], env);
      expect(version.stderr).toBe("");
      expect(version.stdout.trim()).toBe(PACKAGE_VERSION);

      const migrated = await runCommand(cli, ["migrate"], env);
      expect(migrated.code, migrated.stderr).toBe(0);
      const project = await runJsonCommand<{ id: string; repository: string }>(
        cli,
        ["projects", "create", "--repo", "acme/handbook", "--docs-path", "docs"],
        env,
      );
      expect(project.repository).toBe("acme/handbook");
      const key = await runJsonCommand<{ key: string }>(
        cli,
        ["keys", "create", "--project", project.id],
        env,
      );
      expect(key.key).toMatch(/^ink_/);
    },
    SLOW_MS,
  );

  it(
    "serves the compiled server with migrations already applied, takes a key, and drains on SIGTERM",
    async () => {
      const dataDir = path.join(target, "data-server");
      const webhookSecret = "production-build-webhook-secret";
      const env: Record<string, string> = {
        INKWELL_DATA_DIR: dataDir,
        INKWELL_MIGRATE: "false",
        APP_ID: "4242",
        PRIVATE_KEY: generateKeyPairSync("rsa", { modulusLength: 2048 })
          .privateKey.export({ type: "pkcs1", format: "pem" })
          .toString(),
        WEBHOOK_SECRET: webhookSecret,
        INKWELL_MODEL: "openai-compatible:docs-model",
        INKWELL_MODEL_BASE_URL: "http://127.0.0.1:9/v1",
        INKWELL_AGENT_CONCURRENCY: "0",
      };
      expect((await runCommand(cli, ["migrate"], env)).code).toBe(0);
      const repository = { fullName: "acme/handbook", id: 9001 };
      const project = await runJsonCommand<{ id: string }>(
        cli,
        ["projects", "create", "--repo", repository.fullName, "--docs-path", "docs"],
        // GitHub is out of reach (a closed port): the project is created unbound, and the
        // installation event below binds it.
        { ...env, GHE_HOST: "127.0.0.1:9", GHE_PROTOCOL: "http" },
      );
      const { key } = await runJsonCommand<{ key: string }>(
        cli,
        ["keys", "create", "--project", project.id],
        env,
      );

      const port = await freePort();
      const running = await startServerProcess(
        server,
        [],
        { ...env, PORT: String(port), HOST: "127.0.0.1" },
        port,
        SLOW_MS / 2,
      );
      try {
        for (const route of ["/healthz", "/", "/docs", "/openapi.json"]) {
          const res = await fetch(`${running.baseUrl}${route}`);
          expect(res.status, `${route}: ${running.output()}`).toBe(200);
          await res.arrayBuffer();
        }
        const installed = await deliverInstallation(running.baseUrl, webhookSecret, repository, 77);
        expect(installed.status).toBe(200);
        const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
        const created = await fetch(`${running.baseUrl}/v2/agent/${project.id}/job`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": "production-build-1" },
          body: JSON.stringify({ prompt: "Fix the typos in the installation guide" }),
        });
        expect(created.status, running.output()).toBe(201);
        const job = (await created.json()) as { id: string; status: string };
        expect(job.status).toBe("active");
        const polled = await fetch(`${running.baseUrl}/v2/agent/${project.id}/job/${job.id}`, {
          headers,
        });
        expect(polled.status).toBe(200);
        const unauthorized = await fetch(`${running.baseUrl}/v2/agent/${project.id}/job/${job.id}`);
        expect(unauthorized.status).toBe(401);

        running.child.kill("SIGTERM");
        expect(await running.exited, running.output()).toBe(0);
      } finally {
        running.child.kill("SIGKILL");
      }
    },
    SLOW_MS,
  );

  it("builds with the npm script a self-hoster runs", () => {
    const script = (
      JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(script.build).toBe("node scripts/build-server.mjs");
    expect(script["start:prod"]).toBe("exec node --max-semi-space-size=64 build/app/main.js");
    const syntax = spawnSync(process.execPath, ["--check", path.join(target, "build/app/main.js")]);
    expect(syntax.status).toBe(0);
  });
});
