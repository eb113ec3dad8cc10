import { execFile } from "node:child_process";

/** Git's output for one command is capped: a listing of a very large repository stays in bounds. */
const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/** A git command that failed: not a repository, an unknown revision, git missing. */
export class GitError extends Error {
  override name = "GitError";
}

/**
 * The environment git runs with: no pager, no prompt for credentials, no lock taken on the index
 * for a read, and messages in English so that they can be shown as they are.
 */
export function gitEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    GIT_PAGER: "cat",
    GIT_TERMINAL_PROMPT: "0",
    GIT_OPTIONAL_LOCKS: "0",
    LC_ALL: "C",
  };
}

/** Runs git in `cwd` with the arguments as given (no shell) and returns its standard output. */
export function runGit(cwd: string, args: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["-c", "core.quotePath=false", ...args],
      { cwd, env: gitEnvironment(), encoding: "buffer", maxBuffer: MAX_OUTPUT_BYTES },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT") {
          reject(new GitError("git is not installed or not on PATH"));
          return;
        }
        const said = stderr.toString("utf8").trim().split("\n").at(-1) ?? "";
        reject(new GitError(`git ${args[0]} failed${said ? `: ${said}` : ""}`));
      },
    );
  });
}

/** NUL-separated fields (git's `-z` output), without the empty one after the last NUL. */
export function splitNul(output: Buffer): string[] {
  const text = output.toString("utf8");
  const parts = text.split("\0");
  if (parts.at(-1) === "") parts.pop();
  return parts;
}
