import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../app/config.ts";
import { migrations } from "../../app/db/migrations/index.ts";
import { openAppDatabase, PendingMigrationsError } from "../../app/db/open-app-database.ts";

describe("opening the embedded database with INKWELL_MIGRATE=false", () => {
  let dataDir: string | undefined;

  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a database with pending migrations, naming `inkwell migrate`, and opens it once migrated", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-migrate-"));
    const config = loadConfig({ INKWELL_DATA_DIR: dataDir, INKWELL_MIGRATE: "false" });

    const refused = openAppDatabase(config, "server", undefined, { migrate: false });
    await expect(refused).rejects.toThrow(PendingMigrationsError);
    await expect(refused).rejects.toThrow(/inkwell migrate/);

    // The deploy step: what `inkwell migrate` does before the servers start.
    const migrated = await openAppDatabase(config, "cli");
    expect(migrated.applied).toEqual(Object.keys(migrations).sort());
    await migrated.close();

    const opened = await openAppDatabase(config, "server", undefined, { migrate: false });
    expect(opened.applied).toEqual([]);
    await opened.close();
  });
});
