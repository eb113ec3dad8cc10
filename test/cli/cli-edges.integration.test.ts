import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Command } from "commander";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInkwellInProcess as runInkwell } from "#testkit/cli/cli-in-process.ts";
import { REPO_ROOT } from "#testkit/cli/inkwell-cli.ts";
import { createEmbeddedDataDir } from "#testkit/database/embedded-data-dir.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { describeDatabase, displayPath } from "../../app/cli/cli-runtime.ts";
import { createProgram } from "../../app/cli/main.ts";
import { describeFromNow, parseExpiry } from "../../app/cli/parse-expiry.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests assert the shape of what they read
type Json = any;

async function inkwellJson(args: string[], env: Record<string, string>): Promise<Json> {
  const result = await runInkwell([...args, "--json"], env);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
}

/** A failure with --json: nothing on stdout, one JSON line on stderr, exit 1 (2 for refused arguments). */
async function inkwellJsonFailure(args: string[], env: Record<string, string>) {
  const result = await runInkwell([...args, "--json"], env);
  expect(result.stdout).toBe("");
  expect(result.code).toBe(JSON.parse(result.stderr).code === "usage" ? 2 : 1);
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  return JSON.parse(result.stderr) as { error: string; code: string };
}

describe("where the CLI says it looked", () => {
  it("names the folder, or the PostgreSQL host and database without the password", () => {
    expect(
      describeDatabase({ databaseUrl: undefined, dataDir: "/srv/app/.inkwell" }, "/srv/app"),
    ).toBe("the embedded database in ./.inkwell");
    expect(describeDatabase({ databaseUrl: undefined, dataDir: "/var/inkwell" }, "/srv/app")).toBe(
      "the embedded database in /var/inkwell",
    );
    const pg = describeDatabase({
      databaseUrl: "postgres://inkwell:s3cret@db.internal:6543/docs?sslmode=require",
      dataDir: "/x",
    });
    expect(pg).toBe("PostgreSQL database docs on db.internal:6543");
    expect(pg).not.toContain("s3cret");
    expect(displayPath("/srv/app", "/srv/app")).toBe(".");
  });
});

describe("the program's help and version", () => {
  it("states each default once, in words without double spaces", () => {
    const { program } = createProgram({});
    const seen: string[] = [];
    const walk = (command: Command) => {
      for (const option of command.options) {
        const line = command.createHelp().optionDescription(option);
        seen.push(line);
        expect(line.match(/\(default/g) ?? [], line).toHaveLength(
          line.includes("(default") ? 1 : 0,
        );
        expect(line, line).not.toContain("  ");
        expect(line).not.toContain("default: []");
      }
      expect(command.description()).not.toContain("  ");
      for (const sub of command.commands) walk(sub);
    };
    walk(program);
    expect(seen).toContain("read or write; repeat for both (default: read and write)");
  });

  it("prints the version of package.json", async () => {
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, "package.json"), "utf8"));
    const result = await runInkwell(["--version"], {});
    expect(result).toEqual({ code: 0, stdout: `${manifest.version}\n`, stderr: "" });
  });
});

describe("--expires", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("takes days, hours and minutes, and ISO dates (a date alone is midnight UTC)", () => {
    expect(parseExpiry("90d", now).toISOString()).toBe("2027-02-21T12:00:00.000Z");
    expect(parseExpiry("12h", now).toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(parseExpiry("30m", now).toISOString()).toBe("2026-11-23T12:30:00.000Z");
    expect(parseExpiry("2027-01-31", now).toISOString()).toBe("2027-01-31T00:00:00.000Z");
    expect(parseExpiry("2027-01-31T18:00", now).toISOString()).toBe("2027-01-31T18:00:00.000Z");
    expect(parseExpiry("2027-01-31T18:00+02:00", now).toISOString()).toBe(
      "2027-01-31T16:00:00.000Z",
    );
  });

  it("refuses a number without a unit, and dates that are not ISO 8601, naming the accepted forms", () => {
    expect(() => parseExpiry("90", now)).toThrow(
      /needs a unit: "90" could be days or minutes.*90d, 12h, 30m/,
    );
    for (const bad of ["tomorrow", "March 3", "2027-02-30", "90x", "0d"]) {
      expect(() => parseExpiry(bad, now), bad).toThrow(/--expires must/);
    }
  });

  it("is described from now in the unit a person would use", () => {
    expect(describeFromNow(parseExpiry("90d", now), now)).toBe("in 90 days");
    expect(describeFromNow(parseExpiry("12h", now), now)).toBe("in 12 hours");
    expect(describeFromNow(parseExpiry("30m", now), now)).toBe("in 30 minutes");
  });
});

describe("commands on data that does not exist", { timeout: 120_000 }, () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "inkwell-nodata-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("refuse to create a data folder, and say where to run them", async () => {
    for (const args of [
      ["projects", "list"],
      ["keys", "list", "--project", "prj_x"],
      ["analytics", "import", "--project", "prj_x", "/dev/null"],
    ]) {
      const result = await runInkwell(args, {}, { cwd: folder });
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.stderr).toBe(
        "error: No Inkwell data in ./.inkwell: run it where the server runs, or set INKWELL_DATA_DIR or DATABASE_URL\n",
      );
    }
    expect(existsSync(path.join(folder, ".inkwell"))).toBe(false);

    const json = await runInkwell(["projects", "list", "--json"], {}, { cwd: folder });
    expect(JSON.parse(json.stderr)).toMatchObject({ code: "no_data" });
  });

  it("leave making one to migrate, which says so on stderr", async () => {
    const dataDir = path.join(folder, "data");
    const migrated = await runInkwell(["migrate"], { INKWELL_DATA_DIR: dataDir });
    expect(migrated.code).toBe(0);
    expect(migrated.stderr).toBe(`Creating a new embedded database in ${dataDir}\n`);
    const projects = await runInkwell(["projects", "list", "--json"], {
      INKWELL_DATA_DIR: dataDir,
    });
    expect(projects.code).toBe(0);
    expect(JSON.parse(projects.stdout)).toEqual([]);
  });
});

// The CLI's edges are not SQL: they run on one database, PostgreSQL when DATABASE_URL is set
// (the embedded database's own path is test/cli/inkwell-cli.system.test.ts's subject).
const kind = oneDatabaseKind()[0] === "postgres" ? "PostgreSQL" : "embedded";
describe(`the CLI's edges on the ${kind} database`, { timeout: 300_000 }, () => {
  let env: Record<string, string>;
  let where: RegExp;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (kind === "embedded") {
      // A migrated database, as `inkwell migrate` leaves one (making one is tested above).
      const data = await createEmbeddedDataDir();
      env = { INKWELL_DATA_DIR: data.dir };
      where = new RegExp(`looked in the embedded database in ${data.dir}\\)`);
      cleanup = data.remove;
    } else {
      const schema = `cli_edges_${Date.now()}`;
      const base = new URL(process.env.DATABASE_URL as string);
      // A password the server ignores (trust), to show it never reaches a message.
      base.password = "hunter2-secret";
      base.searchParams.set("options", `-c search_path=${schema}`);
      const pg = await import("pg");
      const admin = new pg.default.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      env = { DATABASE_URL: base.toString() };
      where = new RegExp(
        `looked in PostgreSQL database ${base.pathname.slice(1)} on ${base.hostname}:${base.port || 5432}\\)`,
      );
      cleanup = async () => {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      };
      await inkwellJson(["migrate"], env);
    }
  }, 120_000);
  afterAll(async () => {
    await cleanup?.();
  });

  it("names the database it looked in when something is not found, as text and as JSON", async () => {
    const text = await runInkwell(["keys", "list", "--project", "prj_missing"], env);
    expect(text.code).toBe(1);
    expect(text.stderr).toMatch(
      /^error: No project has the id prj_missing: see `inkwell projects list` \(looked in /,
    );
    expect(text.stderr).toMatch(where);
    expect(text.stderr).not.toContain("hunter2");

    const json = await inkwellJsonFailure(["keys", "revoke", "key_missing"], env);
    expect(json.code).toBe("not_found");
    expect(json.error).toMatch(where);
  });

  it("reports refused arguments as JSON with --json, with exit code 2", async () => {
    const result = await runInkwell(["projects", "list", "--json", "--bogus"], env);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(JSON.parse(result.stderr)).toEqual({
      error: "unknown option '--bogus'",
      code: "usage",
    });
  });

  it("asks for --docs-path, and takes . for the whole repository only when given", async () => {
    const missing = await inkwellJsonFailure(["projects", "create", "--repo", "acme/nodocs"], env);
    expect(missing).toEqual({
      code: "usage",
      error:
        "--docs-path is required: name the folder of the docs inside the repository (for example --docs-path docs), or pass --docs-path . for the whole repository",
    });
    const whole = await inkwellJson(
      ["projects", "create", "--repo", "acme/nodocs", "--docs-path", "."],
      env,
    );
    expect(whole.docsPath).toBe("");
  });

  it("refuses a second project for a repository unless --force, and an empty --ref", async () => {
    const first = await inkwellJson(
      ["projects", "create", "--repo", "acme/twice", "--docs-path", "docs"],
      env,
    );
    const again = await inkwellJsonFailure(
      ["projects", "create", "--repo", "Acme/Twice", "--docs-path", "docs"],
      env,
    );
    expect(again).toEqual({
      code: "invalid_request",
      error: `acme/twice already has project ${first.id} (acme/twice): use it, or pass --force to create another one`,
    });
    const second = await inkwellJson(
      [
        "projects",
        "create",
        "--repo",
        "acme/twice",
        "--docs-path",
        "docs",
        "--force",
        "--name",
        "API docs",
      ],
      env,
    );
    expect(second.id).not.toBe(first.id);

    const emptyRef = await inkwellJsonFailure(
      ["projects", "create", "--repo", "acme/ref", "--docs-path", "docs", "--ref", ""],
      env,
    );
    expect(emptyRef).toEqual({
      code: "usage",
      error: "--ref must be a branch name; leave it out to target the repository's default branch",
    });
  });

  it("updates a project's name, branch, docs folder and write policy", async () => {
    const project = await inkwellJson(
      ["projects", "create", "--repo", "acme/update", "--docs-path", "docs"],
      env,
    );
    const updated = await inkwellJson(
      [
        "projects",
        "update",
        project.id,
        "--name",
        "Handbook",
        "--ref",
        "docs-main",
        "--docs-path",
        "site/docs",
        "--allow",
        "snippets/*.json",
        "--allow",
        "examples/**",
        "--deny",
        "legal/**",
      ],
      env,
    );
    expect(updated).toMatchObject({
      name: "Handbook",
      baseRef: "docs-main",
      docsPath: "site/docs",
      writeAllow: ["snippets/*.json", "examples/**"],
      writeDeny: ["legal/**"],
    });

    const human = await runInkwell(
      ["projects", "update", project.id, "--remove", "examples/**", "--default-branch"],
      env,
    );
    expect(human.code).toBe(0);
    expect(human.stdout).toContain("  branch        (default branch)\n");
    expect(human.stdout).toContain("  write allow   snippets/*.json\n");

    const bad = await inkwellJsonFailure(["projects", "update", project.id, "--deny", "../x"], env);
    expect(bad.error).toMatch(/relative to the docs root/);
    const nothing = await inkwellJsonFailure(["projects", "update", project.id], env);
    expect(nothing.error).toMatch(/^Nothing to change/);
  });

  it("sets a project's time zone by its IANA name, and refuses an unknown one", async () => {
    const project = await inkwellJson(
      ["projects", "create", "--repo", "acme/zone", "--docs-path", "docs"],
      env,
    );
    expect(project.timeZone).toBe("UTC");
    const updated = await inkwellJson(
      ["projects", "update", project.id, "--time-zone", "europe/paris"],
      env,
    );
    expect(updated.timeZone).toBe("Europe/Paris");
    const bad = await inkwellJsonFailure(
      ["projects", "update", project.id, "--time-zone", "Mars/Olympus"],
      env,
    );
    expect(bad.error).toMatch(/IANA time zone name such as Europe\/Paris/);
  });

  it("sets the issue label and whether pull requests close their issues", async () => {
    const project = await inkwellJson(
      ["projects", "create", "--repo", "acme/issues", "--docs-path", "docs"],
      env,
    );
    expect(project).toMatchObject({ issueLabel: "inkwell", closeIssues: false });
    const updated = await inkwellJson(
      ["projects", "update", project.id, "--issue-label", "docs: agent", "--close-issues"],
      env,
    );
    expect(updated).toMatchObject({ issueLabel: "docs: agent", closeIssues: true });
    const back = await inkwellJson(["projects", "update", project.id, "--no-close-issues"], env);
    expect(back).toMatchObject({ issueLabel: "docs: agent", closeIssues: false });
    const bad = await inkwellJsonFailure(
      ["projects", "update", project.id, "--issue-label", " "],
      env,
    );
    expect(bad.error).toMatch(/--issue-label must be a GitHub label name of 1 to 50 characters/);
  });

  it("deletes a project with its keys only after confirmation or --yes", async () => {
    const project = await inkwellJson(
      ["projects", "create", "--repo", "acme/delete", "--docs-path", "docs"],
      env,
    );
    await inkwellJson(["keys", "create", "--project", project.id], env);

    const unconfirmed = await runInkwell(["projects", "delete", project.id], env, { input: "" });
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toBe(
      `error: Deleting project ${project.id} (acme/delete, acme/delete) with 1 API key, 0 jobs and its page view counts needs confirmation: pass --yes\n`,
    );

    const deleted = await inkwellJson(["projects", "delete", project.id, "--yes"], env);
    expect(deleted).toMatchObject({ id: project.id, deleted: { keys: 1, jobs: 0 } });
    const gone = await inkwellJsonFailure(["keys", "list", "--project", project.id], env);
    expect(gone.code).toBe("not_found");
  });

  it("fails an import in which no line is an access log line, and counts the same way in the summary", async () => {
    const project = await inkwellJson(
      ["projects", "create", "--repo", "acme/logs", "--docs-path", "docs"],
      env,
    );
    const folder = await mkdtemp(path.join(os.tmpdir(), "inkwell-logs-"));
    try {
      const notALog = path.join(folder, "notes.txt");
      await writeFile(notALog, "Dear diary,\ntoday I imported a file that is not a log.\n");
      const refused = await runInkwell(
        ["analytics", "import", "--project", project.id, notALog],
        env,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `error: No line of ${notALog} is a combined access log record (2 lines read, nothing imported): give access logs in one of the formats combined, cloudfront, cloudflare, vercel, and --format if detection guessed wrong\n`,
      );

      const log = path.join(folder, "access.log");
      const line = (i: number) =>
        `203.0.113.${i % 250} - - [20/Nov/2026:10:${String(i % 60).padStart(2, "0")}:00 +0000] "GET /docs/page-${i} HTTP/1.1" 200 512 "-" "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0"`;
      await writeFile(
        log,
        `${Array.from({ length: 1200 }, (_, i) => line(i)).join("\n")}\nnot a log line\n`,
      );
      const imported = await runInkwell(["analytics", "import", "--project", project.id, log], env);
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(
        /^Read 1,201 lines from 1 file\(s\) \(1 combined\) in \d+\.\d s\.\nImported 1,200: 1,200 human views/,
      );
      expect(imported.stdout).toContain("Skipped 1: 1 malformed.");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("handles keys: expiry it repeats back, default names, revoking twice, deleting revoked keys", async () => {
    const project = await inkwellJson(
      ["projects", "create", "--repo", "acme/keys", "--docs-path", "docs"],
      env,
    );

    const created = await runInkwell(
      ["keys", "create", "--project", project.id, "--expires", "30m"],
      env,
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/It expires \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in 30 minutes\)\./);
    expect(created.stdout).toMatch(
      /Created API key key_\w+ "created \d{4}-\d\d-\d\d \d\d:\d\d UTC"/,
    );

    const bare = await inkwellJsonFailure(
      ["keys", "create", "--project", project.id, "--expires", "90"],
      env,
    );
    expect(bare).toMatchObject({
      code: "usage",
      error: expect.stringMatching(/^--expires needs a unit/),
    });

    const key = await inkwellJson(["keys", "create", "--project", project.id], env);
    expect(key.name).toMatch(/^created \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);

    const active = await inkwellJsonFailure(["keys", "delete", key.id], env);
    expect(active.error).toMatch(/is still active: revoke it first/);

    await inkwellJson(["keys", "revoke", key.id], env);
    const twice = await runInkwell(["keys", "revoke", key.id], env);
    expect(twice.code).toBe(0);
    expect(twice.stdout).toMatch(
      new RegExp(
        `^${key.id} \\(${key.name}\\) was already revoked on \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\.\\n$`,
      ),
    );

    const secret = await runInkwell(["keys", "revoke", key.key], env);
    expect(secret.code).toBe(2);
    expect(secret.stderr).toMatch(/pass the key id \(key_…\) that `inkwell keys list` shows/);
    expect(secret.stderr + secret.stdout).not.toContain(key.key.slice(4));

    // Times as `keys create` writes them, the same in every row.
    const listed = await runInkwell(["keys", "list", "--project", project.id], env);
    expect(listed.code).toBe(0);
    const row = listed.stdout
      .split("\n")
      .find((line) => line.startsWith(created.stdout.match(/key_\w+/)?.[0] ?? "?"));
    expect(row).toMatch(/ \d{4}-\d\d-\d\d \d\d:\d\d UTC +never$/);
    expect(listed.stdout).not.toMatch(/\d\dT\d\d:/);

    const deleted = await inkwellJson(["keys", "delete", key.id], env);
    expect(deleted.id).toBe(key.id);
    const keys = await inkwellJson(["keys", "list", "--project", project.id], env);
    expect(keys.map((k: { id: string }) => k.id)).not.toContain(key.id);
  });
});
