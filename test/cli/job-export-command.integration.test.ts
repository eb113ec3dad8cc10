import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInkwellInProcess } from "#testkit/cli/cli-in-process.ts";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { seedJob } from "#testkit/database/seed.ts";
import { openDatabase } from "../../app/db/open-database.ts";

// Each command opens the embedded database: slow on a busy machine, hence the timeouts.
describe.skipIf(process.platform === "win32")(
  "inkwell job export --out",
  { timeout: 180_000 },
  () => {
    let dataDir: EmbeddedDataDir;
    let env: Record<string, string>;
    const jobId = "job_exported000000000001";

    beforeAll(async () => {
      dataDir = await createEmbeddedDataDir();
      env = { INKWELL_DATA_DIR: dataDir.dir };
      const created = await runInkwellInProcess(
        ["projects", "create", "--repo", "acme/docs", "--docs-path", "docs", "--json"],
        env,
      );
      expect(created.code).toBe(0);
      const projectId = JSON.parse(created.stdout).id as string;
      const handle = await openDatabase({ dataDir: path.join(dataDir.dir, "pgdata") });
      try {
        await seedJob(handle.db, {
          id: jobId,
          projectId,
          prompt: "Document the deploy token",
          repository: "https://github.com/acme/docs",
          at: new Date("2026-11-20T12:00:00Z"),
        });
      } finally {
        await handle.close();
      }
    }, 180_000);
    afterAll(async () => {
      await dataDir.remove();
    });

    it("writes the transcript readable by its owner only, also over a world-readable file", async () => {
      const file = path.join(dataDir.dir, "job.json");
      writeFileSync(file, "{}");
      chmodSync(file, 0o644);
      const result = await runInkwellInProcess(["job", "export", jobId, "--out", file], env);
      expect(result.code).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, "utf8")).toContain("Document the deploy token");
    });
  },
);
