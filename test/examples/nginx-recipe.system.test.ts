import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import {
  appendFile,
  chmod,
  mkdir,
  mkdtemp,
  readFile,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { countViews } from "../../app/analytics/read/view-count.service.ts";
import { openDatabase } from "../../app/db/open-database.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const LOGROTATE = ["/usr/sbin/logrotate", "/sbin/logrotate", "/usr/bin/logrotate"].find(existsSync);
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)";

interface PageCounts {
  path: string;
  human: number;
  ai: number;
  total: number;
  crawler: number;
}

/** A combined-format line, as nginx writes it, `hoursAgo` before now. */
function logLine(pathname: string, userAgent: string, hoursAgo: number, status = 200): string {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  const months = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
  const pad = (n: number) => String(n).padStart(2, "0");
  const time = `${pad(at.getUTCDate())}/${months[at.getUTCMonth()]}/${at.getUTCFullYear()}:${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())} +0000`;
  return `203.0.113.9 - - [${time}] "GET ${pathname} HTTP/1.1" ${status} 512 "-" "${userAgent}"\n`;
}

/** The recipe with this machine's places: the test's log folder, this checkout, the project. */
async function recipe(file: string, places: { logDir: string; projectId: string }) {
  return (await readFile(path.join(ROOT, "examples/collector", file), "utf8"))
    .replaceAll("/var/log/", `${places.logDir}/`)
    .replaceAll("/opt/inkwell", ROOT)
    .replaceAll("prj_...", places.projectId);
}

/** This process's environment without its database settings: the target says where the data is. */
function environment(target: Record<string, string>, path?: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, INKWELL_DATA_DIR: _dir, ...rest } = process.env;
  return { ...rest, ...target, ...(path ? { PATH: path } : {}) };
}

interface Target {
  projectId: string;
  /** What the import needs to reach the database. */
  env: Record<string, string>;
  pages(): Promise<PageCounts[]>;
}

/** The nginx recipes, run as an operator runs them, against the database `target` gives. */
function describeNginxRecipes(target: () => Target) {
  let tmp: string;
  let logDir: string;
  let fakeBin: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), "inkwell-nginx-"));
    logDir = path.join(tmp, "log");
    await mkdir(path.join(logDir, "nginx"), { recursive: true });
    // nginx is not installed here: its init script only records that it was asked to reopen.
    fakeBin = path.join(tmp, "bin");
    await mkdir(fakeBin);
    await writeFile(
      path.join(fakeBin, "invoke-rc.d"),
      `#!/bin/sh\necho "$@" >> "${tmp}/invoke-rc.d.calls"\n`,
    );
    await chmod(path.join(fakeBin, "invoke-rc.d"), 0o755);
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it.skipIf(!LOGROTATE)(
    "logrotate imports each rotated log once, right after nginx reopens its logs",
    async () => {
      const { projectId, env, pages } = target();
      const access = path.join(logDir, "nginx/access.log");
      const config = path.join(tmp, "logrotate.conf");
      await writeFile(config, await recipe("nginx-logrotate.conf", { logDir, projectId }));
      const logrotate = () =>
        run(LOGROTATE as string, ["--force", "--state", path.join(tmp, "state"), config], {
          env: environment(env, `${fakeBin}:${process.env.PATH}`),
        });

      await writeFile(
        access,
        logLine("/docs/install", CHROME, 30) +
          logLine("/docs/install", GPTBOT, 29) +
          logLine("/assets/app.css", CHROME, 29) +
          logLine("/docs/api", CHROME, 28),
      );
      await logrotate();
      await appendFile(access, logLine("/docs/api", CHROME, 2) + logLine("/nope", CHROME, 1, 404));
      await logrotate();

      expect(await pages()).toEqual([
        { path: "/docs/api", human: 2, ai: 0, total: 2, crawler: 0 },
        { path: "/docs/install", human: 1, ai: 1, total: 2, crawler: 0 },
      ]);
      expect(await readFile(path.join(tmp, "invoke-rc.d.calls"), "utf8")).toBe(
        "nginx rotate\nnginx rotate\n",
      );
      expect(existsSync(path.join(logDir, "nginx/access.log.2.gz"))).toBe(true);
      const importLog = await readFile(path.join(logDir, "inkwell-import.log"), "utf8");
      expect(importLog).toContain("Imported 3:");
      expect(importLog).toContain("Imported 1:");
    },
  );

  it("the cron line imports the live log and the rotated one", async () => {
    const { projectId, env, pages } = target();
    const before = await pages();
    await writeFile(path.join(logDir, "nginx/access.log.1"), logLine("/guide", CHROME, 5));
    await writeFile(path.join(logDir, "nginx/access.log"), logLine("/guide", GPTBOT, 1));
    const line = (await recipe("nginx-import.cron", { logDir, projectId }))
      .split("\n")
      .find((l) => l.trim() !== "" && !l.startsWith("#"));
    const fields = line?.split(/\s+/) ?? [];
    // minute hour day month weekday, the user (an /etc/cron.d file names one), the command.
    expect(fields.slice(0, 5).every((field) => /^[\d*/,-]+$/.test(field))).toBe(true);
    expect(fields[5]).toBe("root");
    const command = fields.slice(6).join(" ");

    await run("sh", ["-c", command], { env: environment(env) });

    const after = await pages();
    expect(after.filter((p) => !before.some((b) => b.path === p.path))).toEqual([
      { path: "/guide", human: 1, ai: 1, total: 2, crawler: 0 },
    ]);

    // logrotate moves the live log to access.log.1 and nginx starts a new one: the next run reads
    // the rotated log again and counts only what is new.
    await rename(path.join(logDir, "nginx/access.log"), path.join(logDir, "nginx/access.log.1"));
    await writeFile(path.join(logDir, "nginx/access.log"), logLine("/fresh", CHROME, 0));
    await run("sh", ["-c", command], { env: environment(env) });
    // And a run with nothing new counts nothing.
    await run("sh", ["-c", command], { env: environment(env) });

    const rotated = await pages();
    expect(rotated.filter((p) => !before.some((b) => b.path === p.path))).toEqual([
      { path: "/guide", human: 1, ai: 1, total: 2, crawler: 0 },
      { path: "/fresh", human: 1, ai: 0, total: 1, crawler: 0 },
    ]);
    const importLog = await readFile(path.join(logDir, "inkwell-import.log"), "utf8");
    expect(importLog).toContain("Already imported 1 (");
    expect(importLog).toContain("Already imported 2 (");
  });
}

describe("the nginx recipes on the embedded database", { timeout: 120_000 }, () => {
  let data: EmbeddedDataDir;
  let dataDir: string;
  let projectId: string;
  beforeAll(async () => {
    // A migrated database, as `inkwell migrate` leaves one: the recipes' subject is the import.
    data = await createEmbeddedDataDir();
    dataDir = data.dir;
    const { stdout } = await run(
      process.execPath,
      [
        path.join(ROOT, "bin/inkwell.js"),
        "projects",
        "create",
        "--repo",
        "acme/docs",
        "--docs-path",
        "docs",
        "--json",
      ],
      { env: { PATH: process.env.PATH, HOME: process.env.HOME, INKWELL_DATA_DIR: dataDir } },
    );
    projectId = (JSON.parse(stdout) as { id: string }).id;
  }, 60_000);
  afterAll(async () => {
    await data.remove();
  });

  describeNginxRecipes(() => ({
    projectId,
    env: { INKWELL_DATA_DIR: dataDir },
    async pages() {
      // Opened only while no import runs: the embedded database has one owner at a time.
      const database = await openDatabase({ dataDir: path.join(dataDir, "pgdata") });
      try {
        const page = await countViews(database.db, projectId, { limit: 50, offset: 0 });
        return page.views;
      } finally {
        await database.close();
      }
    },
  }));
});

describe.skipIf(!process.env.DATABASE_URL)(
  "the nginx recipes on PostgreSQL",
  { timeout: 120_000 },
  () => {
    const { server, database } = useTestServer("postgres");
    let projectId: string;
    let key: string;
    beforeAll(async () => {
      const owner = await createProjectWithKey(server.ctx);
      projectId = owner.project.id;
      key = owner.key;
    });

    describeNginxRecipes(() => {
      return {
        projectId,
        env: { DATABASE_URL: database.url as string },
        async pages() {
          const res = await server.request(`/v1/analytics/${projectId}/views`, {
            headers: { authorization: `Bearer ${key}` },
          });
          return ((await res.json()) as { views: PageCounts[] }).views;
        },
      };
    });
  },
);
