import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  createEmbeddedDataDir,
  type EmbeddedDataDir,
} from "#testkit/database/embedded-data-dir.ts";
import { walkOperatorJourney } from "#testkit/system/operator-journey.ts";
import { startServerProcess } from "#testkit/system/server-process.ts";

/**
 * The operator's journey (testkit/system/operator-journey.ts) with `inkwell serve` from the
 * sources (bin/inkwell.js) in an empty folder of the operator's; .ci/image-test walks it in the
 * built image too.
 */
describe("the operator's journey from nothing to a pull request and counted views", () => {
  let folder = "";
  let data: EmbeddedDataDir | undefined;

  afterAll(async () => {
    await data?.remove();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("registers the app, restarts on the written .env, installs, signs in, runs a job and counts views", {
    timeout: 120_000,
  }, async () => {
    folder = await mkdtemp(path.join(tmpdir(), "inkwell-journey-"));
    // A migrated embedded database, as a first start leaves one (its making is tested elsewhere).
    data = await createEmbeddedDataDir();
    const dataDir = data.dir;
    const steps: string[] = [];
    await walkOperatorJourney({
      envFile: path.join(folder, ".env"),
      start: async (env) => {
        const server = await startServerProcess({
          cwd: folder,
          env: { ...env, INKWELL_DATA_DIR: dataDir },
        });
        expect(server.url).toBe(`http://127.0.0.1:${env.PORT}`);
        return server;
      },
      step: (what) => steps.push(what),
    });
    expect(steps).toHaveLength(9);
    expect(steps.at(-1)).toMatch(/counted on the analytics page/);
  });
});
