import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInkwellInProcess as runInkwell } from "#testkit/cli/cli-in-process.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";

// Each command opens the embedded database, as `inkwell` does: slow on a busy machine.
describe("inkwell share-links on the embedded database", { timeout: 180_000 }, () => {
  let dataDir: EmbeddedDataDir;
  let env: Record<string, string>;
  let projectId: string;

  // biome-ignore lint/suspicious/noExplicitAny: tests assert the shape of what they read
  async function json(args: string[]): Promise<any> {
    const result = await runInkwell([...args, "--json"], env);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    return JSON.parse(result.stdout);
  }

  beforeAll(async () => {
    dataDir = await createEmbeddedDataDir();
    env = { INKWELL_DATA_DIR: dataDir.dir, INKWELL_PUBLIC_URL: "https://inkwell.example.com" };
    projectId = (await json(["projects", "create", "--repo", "acme/docs", "--docs-path", "docs"]))
      .id;
  });
  afterAll(async () => {
    await dataDir.remove();
  });

  it("creates a link, shows its address once, lists it without it, and revokes it", async () => {
    const created = await runInkwell(
      ["share-links", "create", "--project", projectId, "--name", "support", "--expires", "30d"],
      env,
    );
    expect(created.code).toBe(0);
    const address = /https:\/\/inkwell\.example\.com\/share\/(shr_[0-9A-Za-z]{32})/.exec(
      created.stdout,
    );
    expect(address, created.stdout).not.toBeNull();
    expect(created.stdout).toContain("shown only this once");
    const token = address?.[1] ?? "";

    const list = await json(["share-links", "list", "--project", projectId]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: "support", createdBy: null, revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(token);

    const revoked = await json(["share-links", "revoke", list[0].id, "--project", projectId]);
    expect(revoked.revokedAt).not.toBeNull();
    const human = await runInkwell(["share-links", "list", "--project", projectId], env);
    expect(human.stdout).toMatch(/support\s+\(operator\)\s+revoked/);
  });

  it("refuses a link without a name, saying what to give", async () => {
    const result = await runInkwell(
      ["share-links", "create", "--project", projectId, "--name", "  "],
      env,
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("Give the link a name");
  });

  it("answers an unknown project or link with what to check", async () => {
    const project = await runInkwell(
      ["share-links", "list", "--project", "prj_missing0000000000000"],
      env,
    );
    expect(project.code).not.toBe(0);
    expect(project.stderr).toContain("inkwell projects list");
    const link = await runInkwell(
      ["share-links", "revoke", "shl_0000000000000000", "--project", projectId],
      env,
    );
    expect(link.code).not.toBe(0);
    expect(link.stderr).toContain("has no share link shl_0000000000000000");
  });
});
