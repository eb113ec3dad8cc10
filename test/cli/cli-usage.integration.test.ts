import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInkwellInProcess as runInkwell } from "#testkit/cli/cli-in-process.ts";

// Each is refused before any work: no database is opened, no request sent.
const refusals: [string, string[], RegExp][] = [
  [
    "a project without --docs-path",
    ["projects", "create", "--repo", "acme/docs"],
    /^--docs-path is required: name the folder of the docs/,
  ],
  [
    "an empty --ref at creation",
    ["projects", "create", "--repo", "acme/docs", "--docs-path", "docs", "--ref", ""],
    /^--ref must be a branch name; leave it out to target the repository's default branch$/,
  ],
  [
    "an empty --ref in an update",
    ["projects", "update", "prj_x", "--ref", ""],
    /^--ref must be a branch name; pass --default-branch to target the repository's default branch$/,
  ],
  [
    "--ref with --default-branch",
    ["projects", "update", "prj_x", "--ref", "main", "--default-branch"],
    /^Pass --ref or --default-branch, not both$/,
  ],
  ["an update that changes nothing", ["projects", "update", "prj_x"], /^Nothing to change/],
  [
    "an expiry without a unit",
    ["keys", "create", "--project", "prj_x", "--expires", "90"],
    /^--expires needs a unit: "90" could be days or minutes/,
  ],
  [
    "an unknown scope",
    ["keys", "create", "--project", "prj_x", "--scope", "admin"],
    /--scope must be read or write, got "admin"$/,
  ],
  [
    "a key where its id belongs",
    ["keys", "revoke", `ink_${"a".repeat(40)}`],
    /^That is an API key itself, not its id/,
  ],
  ["an unknown option", ["projects", "list", "--bogus"], /^unknown option '--bogus'$/],
  ["a missing required option", ["keys", "list"], /required option '--project <id>' not specified/],
  [
    "a job command without a project",
    ["job", "get", "job_1"],
    /^Pass --project ID or set INKWELL_PROJECT_ID$/,
  ],
  [
    "an empty idempotency key",
    ["job", "create", "--project", "prj_x", "--prompt", "Go", "--idempotency-key", " "],
    /^--idempotency-key must not be empty/,
  ],
  [
    "a range that ends before it starts",
    ["analytics", "views", "--project", "prj_x", "--from", "2026-11-02", "--to", "2026-11-01"],
    /^--to must be later than --from/,
  ],
];

describe("refused arguments", { timeout: 120_000 }, () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "inkwell-usage-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it.each(refusals)("exit with code 2 and code usage: %s", async (_what, args, message) => {
    // In an empty folder with nothing listening on PORT: a command that went on would say so.
    const env = { PORT: "9" };
    const json = await runInkwell([...args, "--json"], env, { cwd: folder, input: "" });
    expect(json.code).toBe(2);
    expect(json.stdout).toBe("");
    const failure = JSON.parse(json.stderr) as { error: string; code: string };
    expect(failure.code).toBe("usage");
    expect(failure.error).toMatch(message);

    const text = await runInkwell(args, env, { cwd: folder, input: "" });
    expect(text.code).toBe(2);
    expect(text.stdout).toBe("");
    expect(text.stderr).toMatch(/^error: /);
  });
});
