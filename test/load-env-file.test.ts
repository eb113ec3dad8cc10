import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnvFile } from "../app/load-env-file.ts";

describe("reading the working folder's .env", () => {
  it("fills variables that are unset or empty, and keeps those that have a value", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-dotenv-"));
    const file = path.join(dir, ".env");
    await writeFile(file, "INKWELL_SECRET=from-file\nPORT=4000\nLOG_LEVEL=debug\n");
    // Compose passes the host's `INKWELL_SECRET=` (empty) into the container's environment.
    const env: NodeJS.ProcessEnv = { INKWELL_SECRET: "", PORT: "5000" };
    loadEnvFile(env, file);
    expect(env).toEqual({ INKWELL_SECRET: "from-file", PORT: "5000", LOG_LEVEL: "debug" });
  });

  it("does nothing without a file", () => {
    const env: NodeJS.ProcessEnv = {};
    loadEnvFile(env, path.join(os.tmpdir(), "no-such-inkwell-env"));
    expect(env).toEqual({});
  });
});
