import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Runs `script` (ES module source) with the root logger on standard output, a pipe. */
function runWithLogger(script: string): Promise<{ code: number | null; lines: string[] }> {
  const source = `import { createLogger } from ${JSON.stringify(path.join(ROOT, "app/create-logger.ts"))};
const log = createLogger({ level: "info", secrets: [], format: "json" });
${script}`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", source], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "ignore"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  return new Promise((resolve) =>
    child.once("close", (code) =>
      resolve({ code, lines: stdout.split("\n").filter((line) => line !== "") }),
    ),
  );
}

const messages = (lines: string[]) => lines.map((line) => JSON.parse(line).msg);

describe("the root logger's buffered lines", () => {
  it("are all written when the process exits", async () => {
    const { code, lines } = await runWithLogger(
      `for (let i = 0; i < 3; i++) log.info("line " + i);\nprocess.exit(0);`,
    );
    expect(code).toBe(0);
    expect(messages(lines)).toEqual(["line 0", "line 1", "line 2"]);
  });

  it("are all written when an uncaught error ends the process", async () => {
    const { code, lines } = await runWithLogger(
      `log.info("first");\nsetTimeout(() => { log.error("about to fail"); throw new Error("boom"); }, 10);`,
    );
    expect(code).toBe(1);
    expect(messages(lines)).toEqual(["first", "about to fail"]);
  });

  it("reach the output of a process that keeps running, within the flush interval", async () => {
    const { lines } = await runWithLogger(
      `log.info("quiet server");\nsetTimeout(() => { process.stdout.write('{"msg":"later"}\\n'); process.kill(process.pid, "SIGKILL"); }, 1000);`,
    );
    expect(messages(lines)).toEqual(["quiet server", "later"]);
  });
});
