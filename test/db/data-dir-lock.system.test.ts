import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, readdir, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../app/config.ts";
import { lockFilePath } from "../../app/db/data-dir-lock.ts";
import { openAppDatabase } from "../../app/db/open-app-database.ts";

const CONTENDERS = 12;
const ROUNDS = 15;

interface Contender {
  child: ChildProcess;
  next(): Promise<string>;
}

function startContender(dataDir: string): Contender {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(import.meta.dirname, "../../testkit/fixtures/db/lock-contender.ts"),
      dataDir,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const waiting: ((line: string) => void)[] = [];
  const lines: string[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else lines.push(line);
  });
  return {
    child,
    next: () =>
      new Promise((resolve) => {
        const line = lines.shift();
        if (line !== undefined) resolve(line);
        else waiting.push(resolve);
      }),
  };
}

/** The pid of a process that has exited: what a crashed holder leaves in its lock file. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid ?? 2 ** 22 + 1;
}

describe("the embedded database's data folder lock", () => {
  const contenders: Contender[] = [];
  afterAll(() => {
    for (const contender of contenders) contender.child.kill();
  });

  it(`lets exactly one of ${CONTENDERS} processes take over a stale lock, in each of ${ROUNDS} rounds`, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "inkwell-lock-"));
    for (let i = 0; i < CONTENDERS; i++) contenders.push(startContender(dataDir));
    expect(await Promise.all(contenders.map((c) => c.next()))).toEqual(
      Array(CONTENDERS).fill("ready"),
    );
    const winners: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await writeFile(
        lockFilePath(dataDir),
        JSON.stringify({ pid: deadPid(), role: "server", adminSocket: null, since: "then" }),
      );
      for (const contender of contenders) contender.child.stdin?.write("go\n");
      const answers = await Promise.all(contenders.map((c) => c.next()));
      const won = answers.flatMap((answer, index) => (answer === "won" ? [index] : []));
      expect({
        round,
        won: won.length,
        answers: answers.filter((a) => a !== "busy" && a !== "won"),
      }).toEqual({ round, won: 1, answers: [] });
      const winner = contenders[won[0] ?? 0];
      winner?.child.stdin?.write("release\n");
      expect(await winner?.next()).toBe("released");
      winners.push(won[0] ?? -1);
    }
    // Leftovers of a takeover never stay behind.
    expect((await readdir(dataDir)).filter((name) => name.startsWith("inkwell.lock"))).toEqual([]);
  }, 120_000);

  it("keeps the data folder and every file in it private to the user", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "inkwell-private-"));
    // A folder left world-readable by an earlier version, with a file in it.
    await writeFile(path.join(dataDir, "old.log"), "x", { mode: 0o644 });
    const config = loadConfig({ INKWELL_DATA_DIR: dataDir });
    const database = await openAppDatabase(config, "cli");
    try {
      const open: string[] = [];
      const walk = async (dir: string): Promise<void> => {
        if (((await stat(dir)).mode & 0o077) !== 0) open.push(dir);
        for (const entry of await readdir(dir, { withFileTypes: true })) {
          const child = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(child);
          else if (((await stat(child)).mode & 0o077) !== 0) open.push(child);
        }
      };
      await walk(dataDir);
      expect(open).toEqual([]);
      expect((await readdir(path.join(dataDir, "pgdata"))).length).toBeGreaterThan(3);
    } finally {
      await database.close();
    }
  });
});
