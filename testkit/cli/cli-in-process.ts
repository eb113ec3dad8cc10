import { PassThrough, Readable, Writable } from "node:stream";
import type { CliIo } from "../../app/cli/cli-io.ts";
import { runCli } from "../../app/cli/main.ts";
import { type CliResult, REPO_ROOT } from "./inkwell-cli.ts";

export interface CapturedIo extends CliIo {
  /** Everything written to standard output so far. */
  out(): string;
  /** Everything written to standard error so far. */
  err(): string;
  /** Each write to standard error so far, as written (progress lines are rewritten in place). */
  errWrites(): string[];
}

function collector(chunks: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
}

/** Streams for a command run in process: what it writes is kept, and stdin holds `input`. */
export function captureIo(
  options: { input?: string; cwd?: string; isTTY?: boolean } = {},
): CapturedIo {
  const out: string[] = [];
  const err: string[] = [];
  const stderr = Object.assign(collector(err), { isTTY: options.isTTY ?? false });
  const stdin =
    options.input === undefined
      ? Object.assign(new PassThrough(), { isTTY: false })
      : Readable.from([options.input]);
  if (options.input === undefined) (stdin as PassThrough).end();
  return {
    stdout: collector(out),
    stderr,
    stdin,
    cwd: options.cwd ?? REPO_ROOT,
    out: () => out.join(""),
    err: () => err.join(""),
    errWrites: () => [...err],
  };
}

/**
 * `inkwell <args>` run in this process, as `runInkwell` runs it in a new one, with only the given
 * environment: the same program, exit code and output, without a process and a TypeScript loader
 * to start for each command. `runInkwell` stays for what only a process shows (signals, exit,
 * the compiled bin).
 */
export async function runInkwellInProcess(
  args: string[],
  env: Record<string, string>,
  options: { cwd?: string; input?: string } = {},
): Promise<CliResult> {
  const io = captureIo(options);
  const code = await runCli(args, { LOG_LEVEL: "warn", ...env }, io);
  return { code, stdout: io.out(), stderr: io.err() };
}
