// Usage (as root): tsx scripts/check-image.ts IMAGE DATABASE_URL   (run by .ci/image-test)
// Runs a built container image without a container runtime: mounts the image's file system, then
// runs its entrypoint and its healthcheck with chroot, as the image's user, with the image's
// environment and working folder, against the PostgreSQL server of DATABASE_URL (on this machine's
// loopback, which the chroot shares). Checks migrate, /healthz, a job created with a key, the
// healthcheck, and a SIGTERM drain to exit 0; prints the cold start to /healthz. Then walks the
// operator's journey (testkit/system/operator-journey.ts) in the image, as compose runs it: the
// embedded database and the .env in the /data volume, .env.example's variables in the environment.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { walkOperatorJourney } from "#testkit/system/operator-journey.ts";
import {
  deliverInstallation,
  freePort,
  type Launcher,
  runCommand,
  runJsonCommand,
  startServerProcess,
} from "#testkit/system/production-install.ts";

const [image, databaseUrl] = process.argv.slice(2);
if (!image || !databaseUrl) {
  console.error("usage: check-image.ts IMAGE DATABASE_URL");
  process.exit(2);
}

interface ImageConfig {
  User: string;
  Env: string[];
  Entrypoint: string[];
  Cmd: string[];
  WorkingDir: string;
  ExposedPorts?: Record<string, object>;
  StopSignal?: string;
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stderr}`);
  }
  return result.stdout.trim();
}

function check(condition: boolean, what: string, detail = ""): void {
  if (!condition) throw new Error(`image check failed: ${what}${detail ? `\n${detail}` : ""}`);
  console.log(`ok: ${what}`);
}

const [inspected] = JSON.parse(run("podman", ["image", "inspect", image])) as {
  Config: ImageConfig;
  /** Podman shows a Docker-format image's HEALTHCHECK here, beside Config. */
  Healthcheck?: { Test: string[] };
  Size: number;
}[];
if (!inspected) throw new Error(`no image ${image}`);
const config = inspected.Config;
const healthcheckTest = inspected.Healthcheck?.Test ?? [];
check(healthcheckTest[0] === "CMD", "the image declares a HEALTHCHECK run without a shell");
check(Object.hasOwn(config.ExposedPorts ?? {}, "3000/tcp"), "the image exposes port 3000");
check(
  config.Entrypoint[0] === "node",
  "the entrypoint runs node itself (exec form, no shell between it and signals)",
  JSON.stringify(config.Entrypoint),
);

const root = run("podman", ["image", "mount", image]);
const mounted: string[] = [];
const mountInside = (args: string[], target: string) => {
  run("mount", [...args, path.join(root, target)]);
  mounted.push(path.join(root, target));
};

try {
  // The image's user, looked up in the image's own /etc/passwd and /etc/group.
  const [userName = "", groupName] = config.User.split(":");
  const passwd = readFileSync(path.join(root, "etc/passwd"), "utf8").split("\n");
  const entry = passwd.map((line) => line.split(":")).find((fields) => fields[0] === userName);
  check(
    entry !== undefined && entry[2] !== "0",
    `the image runs as a user of its own (${userName})`,
  );
  const uid = entry?.[2] ?? "";
  const groups = readFileSync(path.join(root, "etc/group"), "utf8").split("\n");
  const gid = groupName
    ? (groups.map((line) => line.split(":")).find((fields) => fields[0] === groupName)?.[2] ?? "")
    : (entry?.[3] ?? "");

  // What a container runtime provides: /proc, /dev, a writable /tmp, and the /data volume.
  mountInside(["-t", "proc", "proc"], "proc");
  mountInside(["--rbind", "/dev"], "dev");
  mountInside(["-t", "tmpfs", "-o", "mode=1777", "tmpfs"], "tmp");
  mountInside(["-t", "tmpfs", "-o", `mode=0700,uid=${uid},gid=${gid}`, "tmpfs"], "data");

  const imageEnv = Object.fromEntries(
    config.Env.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  const launchInImage =
    (prefix: string[]): Launcher =>
    (args, extra) => ({
      command: "chroot",
      args: [
        `--userspec=${uid}:${gid}`,
        root,
        "/usr/bin/env",
        "-i",
        `--chdir=${config.WorkingDir}`,
        ...Object.entries({ ...imageEnv, ...extra }).map(([key, value]) => `${key}=${value}`),
        ...prefix,
        ...args,
      ],
      env: { PATH: process.env.PATH ?? "/usr/sbin:/usr/bin:/sbin:/bin" },
    });
  const entrypoint = launchInImage(config.Entrypoint);
  const healthcheck = launchInImage(healthcheckTest.slice(1));

  const embedded = await runCommand(entrypoint, ["migrate"], {});
  check(
    embedded.code === 0,
    "the entrypoint migrates the embedded database in /data as the image's user",
    embedded.stderr,
  );

  const port = await freePort();
  const webhookSecret = "image-test-webhook-secret";
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    INKWELL_MIGRATE: "false",
    APP_ID: "4242",
    PRIVATE_KEY: run("openssl", ["genrsa", "2048"]),
    WEBHOOK_SECRET: webhookSecret,
    INKWELL_MODEL: "openai-compatible:docs-model",
    INKWELL_MODEL_BASE_URL: "http://127.0.0.1:9/v1",
    INKWELL_AGENT_CONCURRENCY: "0",
  };
  const migrated = await runCommand(entrypoint, ["migrate"], env);
  check(migrated.code === 0, "`migrate` through the entrypoint on PostgreSQL", migrated.stderr);
  const repository = { fullName: "acme/handbook", id: 9001 };
  const project = await runJsonCommand<{ id: string }>(
    entrypoint,
    ["projects", "create", "--repo", repository.fullName, "--docs-path", "docs"],
    env,
  );
  const key = await runJsonCommand<{ key: string }>(
    entrypoint,
    ["keys", "create", "--project", project.id],
    env,
  );
  check(key.key.startsWith("ink_"), "a project and an API key created through the entrypoint");

  const server = await startServerProcess(entrypoint, config.Cmd, env, port, 120_000);
  try {
    console.log(`cold start to /healthz: ${server.coldStartMs} ms`);
    const health = await fetch(`${server.baseUrl}/healthz`);
    check(health.status === 200, "the server (entrypoint and default command) answers /healthz");
    const probe = await runCommand(healthcheck, [], env);
    check(probe.code === 0, "the image's HEALTHCHECK passes", probe.stdout + probe.stderr);

    const installed = await deliverInstallation(server.baseUrl, webhookSecret, repository, 77);
    check(installed.status === 200, "a signed installation webhook is accepted");
    const headers = { authorization: `Bearer ${key.key}`, "content-type": "application/json" };
    const created = await fetch(`${server.baseUrl}/v2/agent/${project.id}/job`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": "image-test-1" },
      body: JSON.stringify({ prompt: "Fix the typos in the installation guide" }),
    });
    const job = (await created.json()) as { id: string; status: string };
    check(created.status === 201 && job.status === "active", "a job created with the key (201)");
    const polled = await fetch(`${server.baseUrl}/v2/agent/${project.id}/job/${job.id}`, {
      headers,
    });
    check(polled.status === 200, "the job is polled with the key (200)");

    server.child.kill("SIGTERM");
    const code = await server.exited;
    check(code === 0, "SIGTERM reaches node, which drains and exits 0", server.output());
  } finally {
    server.child.kill("SIGKILL");
  }

  // Compose passes .env into the container: what .env.example leaves empty (INKWELL_SECRET=,
  // the model's key) is set, empty, beside what the registration writes to /data/.env.
  const example = readFileSync(path.join(import.meta.dirname, "../.env.example"), "utf8");
  const composeEnv = Object.fromEntries(
    Object.entries(parseEnv(example)).flatMap(([name, value]) =>
      name === "POSTGRES_PASSWORD" ? [] : [[name, value ?? ""]],
    ),
  );
  const journeyStarted = performance.now();
  await walkOperatorJourney({
    envFile: path.join(root, config.WorkingDir, ".env"),
    start: async (journeyEnv) => {
      const started = await startServerProcess(
        entrypoint,
        config.Cmd,
        { ...composeEnv, ...journeyEnv },
        Number(journeyEnv.PORT),
        120_000,
      );
      return {
        output: started.output,
        async stop() {
          started.child.kill("SIGTERM");
          return started.exited;
        },
      };
    },
    step: (what) => check(true, `journey: ${what}`),
  });
  console.log(
    `the operator's journey in the image: ${Math.round((performance.now() - journeyStarted) / 1000)} s`,
  );
  console.log(`image size: ${(inspected.Size / 1e6).toFixed(0)} MB`);
} finally {
  for (const target of mounted.reverse()) {
    spawnSync("umount", ["--recursive", "--lazy", target]);
  }
  spawnSync("podman", ["image", "unmount", image]);
}
