import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { describe, expect, it } from "vitest";
import { captureIo } from "#testkit/cli/cli-in-process.ts";
import { createProgram } from "../../app/cli/main.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");
const DOCS_PAGES = [
  "docs/getting-started.md",
  "docs/operations.md",
  "docs/running.md",
  "docs/troubleshooting.md",
];

/** The shell blocks of a Markdown file, with continued lines joined. */
function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) =>
    (match[1] ?? "").replaceAll("\\\n", " "),
  );
}

/** Every `inkwell …` command the blocks run, as its words (comments dropped). */
function inkwellCommands(blocks: string[]): string[][] {
  return blocks
    .flatMap((block) => block.split("\n"))
    .map((line) => line.replace(/\s+#.*$/, ""))
    .flatMap((line) => {
      const at = line.indexOf("npx inkwell ");
      return at === -1 ? [] : [line.slice(at + "npx inkwell ".length).split(/\s+/)];
    });
}

/** Every `inkwell …` command written inline in the prose (`inkwell job get ID --project P`). */
function inlineCommands(markdown: string): string[][] {
  return [...markdown.matchAll(/`(?:npx )?inkwell ([^`]+)`/g)].map((match) =>
    (match[1] ?? "").trim().split(/\s+/),
  );
}

/** The subcommand the words name, and the long options that command and its parents accept. */
function resolve(
  program: Command,
  words: string[],
): { command: Command; options: Set<string | undefined> } {
  let command = program;
  const options = new Set(program.options.map((option) => option.long));
  for (const word of words) {
    const next = command.commands.find((sub) => sub.name() === word);
    if (!next) break;
    command = next;
    for (const option of command.options) options.add(option.long);
  }
  return { command, options };
}

describe("the commands of the docs a newcomer walks", () => {
  const { program } = createProgram({}, false, captureIo());

  it.each(DOCS_PAGES)("%s names commands and options the CLI has", (page) => {
    const markdown = readFileSync(path.join(ROOT, page), "utf8");
    const commands = [...inkwellCommands(shellBlocks(markdown)), ...inlineCommands(markdown)];
    expect(commands.length, page).toBeGreaterThan(0);
    for (const words of commands) {
      const { command, options } = resolve(program, words);
      expect(command.commands, words.join(" ")).toEqual([]);
      for (const flag of words.filter((word) => word.startsWith("--"))) {
        expect(options.has(flag.split("=")[0]), `${flag} of inkwell ${words.join(" ")}`).toBe(true);
      }
    }
  });
});

describe("the README's commands", () => {
  const { program } = createProgram({}, false, captureIo());
  const commands = inkwellCommands(shellBlocks(README));

  it("name commands and options the CLI has", () => {
    expect(commands.map((words) => words.slice(0, 2).join(" "))).toEqual(
      expect.arrayContaining(["projects create", "keys create", "job get", "docs check"]),
    );
    for (const words of commands) {
      const { command, options } = resolve(program, words);
      expect(command.commands, words.join(" ")).toEqual([]);
      for (const flag of words.filter((word) => word.startsWith("--"))) {
        expect(options.has(flag.split("=")[0]), `${flag} of inkwell ${words.join(" ")}`).toBe(true);
      }
    }
  });

  it("report page views that count whenever they are run, quietly", () => {
    const block = shellBlocks(README).find((text) => text.includes("/events"));
    expect(block).toBeDefined();
    // A fixed date ages out of the accepted window (and of the month the query asks for).
    expect(block).not.toMatch(/"timestamp":"\d{4}-/);
    expect(block).not.toMatch(/dateFrom=\d{4}-/);
    for (const curl of block?.match(/curl [^\n]*/g) ?? []) expect(curl).toMatch(/curl -s /);
  });
});
