import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeOwnerOnlyFile } from "../../app/cli/write-owner-only-file.ts";

describe.skipIf(process.platform === "win32")("a file only its owner may read", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is created 0600", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "owner-only-"));
    const file = path.join(dir, "job.json");
    writeOwnerOnlyFile(file, '{"secret": "AKIA…"}\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe('{"secret": "AKIA…"}\n');
  });

  it("takes an existing world-readable file down to 0600 and replaces its text", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "owner-only-"));
    const file = path.join(dir, "job.json");
    writeFileSync(file, "an older, longer export that must not survive in part");
    chmodSync(file, 0o644);
    writeOwnerOnlyFile(file, "new");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe("new");
  });
});
