import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The committed bundle a runner starts: `runs.main` of action.yml. */
export const ACTION_BUNDLE = fileURLToPath(new URL("../../dist/index.js", import.meta.url));

/** `node dist/index.js` as a runner starts the action: inputs and the run's context in its env only. */
export function runActionBundle(
  env: Record<string, string>,
  nodeBinary = process.execPath,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      nodeBinary,
      [ACTION_BUNDLE],
      { env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/** What a runner gives a step: a workspace with GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and the event file. */
export function createRunnerFiles(event: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-runner-"));
  const files = {
    output: path.join(dir, "output"),
    summary: path.join(dir, "summary"),
    event: path.join(dir, "event.json"),
  };
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  writeFileSync(files.event, JSON.stringify(event));
  return {
    ...files,
    /** The outputs the step set, read back from the `name<<delimiter` blocks. */
    readOutputs(): Record<string, string> {
      const text = readFileSync(files.output, "utf8");
      const outputs: Record<string, string> = {};
      for (const match of text.matchAll(/^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm)) {
        outputs[match[1] as string] = match[3] as string;
      }
      return outputs;
    },
    readSummary: () => readFileSync(files.summary, "utf8"),
    /** Empties the output and summary files, as a new step would find them. */
    clear() {
      writeFileSync(files.output, "");
      writeFileSync(files.summary, "");
    },
  };
}

/** The environment of a step on push to main, as the runner sets it; INPUT_ names as @actions/core reads them. */
export function runnerEnv(
  files: { output: string; summary: string; event: string },
  inputs: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: "push",
    GITHUB_REPOSITORY: "acme/app",
    GITHUB_RUN_ID: "9001",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_JOB: "docs",
    GITHUB_ACTION: "inkwell",
    GITHUB_SHA: "a1b2c3d4e5f6",
    GITHUB_REF: "refs/heads/main",
  };
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  }
  return env;
}
