import { tool } from "ai";
import { z } from "zod";
import {
  CHOICE_MAX_LENGTH,
  CHOICES_MAX,
  QUESTION_MAX_LENGTH,
} from "../../../../shared/api/job-schemas.ts";
import type { ToolContext } from "./tool-context.ts";

/** What the agent said when it called `finish`. */
export interface FinishReport {
  summary: string;
  prTitle: string;
  /** What the reviewer should check: what the agent assumed. */
  assumptions: string[];
  /** Pages or files the change relied on. */
  sources: string[];
  /** What the instruction asked that the change does not do. */
  notDone: string[];
  /** Why the problems the docs check still reports are left as they are. */
  checksNote: string | undefined;
}

/** What the agent asks when the instruction leaves open which content or what value. */
export interface AgentQuestion {
  text: string;
  /** The candidates it found (pages, values), for the person who answers; may be empty. */
  choices: string[];
}

/** The longest pull request title GitHub shows whole; a longer one is shortened, not refused. */
export const MAX_TITLE_CHARS = 120;

/**
 * `check_docs`, `finish` and `ask`: the docs check of the whole change, the report that ends the
 * run (`onFinish` accepts it, its result being the tool's, or throws `ToolRefusal` to refuse it),
 * and the question that ends it with nothing changed (`onAsk` likewise).
 */
export function createFinishingTools(
  ctx: ToolContext,
  onFinish: (report: FinishReport) => unknown,
  checkDocs: (() => Promise<string>) | undefined,
  onAsk: (question: AgentQuestion) => unknown,
) {
  return {
    check_docs: tool({
      description:
        "Run the docs check on everything this run changed: pages that do not parse, unclosed components, front matter, broken links, anchors and images, navigation entries, config syntax, and redirects: a page you moved or deleted must keep its old URL (a redirect in the site's config, or for Docusaurus a `slug` in the moved page's front matter), and every redirect must lead to a page. Lists only problems your changes introduced.",
      inputSchema: z.object({}),
      execute: async () => {
        if (!checkDocs) return "The docs check is not available in this run.";
        return checkDocs();
      },
    }),

    finish: tool({
      description:
        "Call when the work is done (or when nothing needs to change): a summary for the reviewer and a pull request title, what the reviewer should check, what you relied on and what you did not do. Your edits are then committed and proposed as a pull request. When you changed files, the first finish answers with your whole diff to review against the instruction: then call finish again, listing in notDone what is not done (the pull request is then a draft); it also lists the places in the docs that still hold a value your change replaced, a diff far larger than the instruction asked for and the facts it removed and holds nowhere else, the pages that show a snippet or include you edited (with the props they pass and how your text reads there), and navigation labels or link texts that no longer name what they point at; the pull request lists for the reviewer those you leave. A title or summary that claims what the change does not hold (a changelog entry, a new page, a redirect, a deletion or move) is refused. If the docs check still reports problems your changes introduced, finish is refused once with the list: fix them, or call finish again with `checksNote` saying why they stay (the pull request is then opened as a draft).",
      inputSchema: z.object({
        summary: z
          .string()
          .trim()
          .min(1)
          .max(8000)
          .describe("What you changed and why, for the reviewer; or why nothing needed changing."),
        prTitle: z
          .string()
          .trim()
          .min(1)
          .describe(
            `A short pull request title, imperative mood, at most ${MAX_TITLE_CHARS} characters.`,
          ),
        assumptions: reportList.describe(
          "What you assumed that the reviewer should check (facts you could not confirm in the docs).",
        ),
        sources: reportList.describe(
          "Pages or files (paths relative to the docs root) your change relied on.",
        ),
        notDone: reportList.describe(
          "Parts of the instruction you did not do, and why; empty when everything is done.",
        ),
        checksNote: z
          .string()
          .trim()
          .max(2000)
          .optional()
          .describe(
            "Why the problems the docs check reports are left as they are: for example why a moved or deleted page's old URL may stop working.",
          ),
      }),
      // After the changes of its step: the check at finish sees them all.
      execute: (input) =>
        ctx.inTurn(async () => {
          const result = await onFinish({
            summary: input.summary,
            prTitle: shortenTitle(input.prTitle),
            assumptions: input.assumptions ?? [],
            sources: input.sources ?? [],
            notDone: input.notDone ?? [],
            checksNote: input.checksNote || undefined,
          });
          return typeof result === "string" ? result : "Finished.";
        }),
    }),

    ask: tool({
      description:
        "Call instead of guessing, before you change anything, when the instruction leaves open which content to change or what value to write: which of several pages, sections or limits it means, or a new number, version or name it does not give and no file states. Look first (search and read): do not ask what the docs or the code answer. Ask one short question a person can answer in a line, and give as choices the candidates you found (with where each is). The run ends with nothing changed and the job waits for the answer, which comes back to you as the next instruction. Refused once this run has changed a file: then finish, and say in notDone what is open.",
      inputSchema: z.object({
        question: z
          .string()
          .trim()
          .min(1)
          .max(QUESTION_MAX_LENGTH)
          .describe("The one question, for a person: what the instruction leaves open."),
        choices: z
          .array(z.string().trim().min(1).max(CHOICE_MAX_LENGTH))
          .max(CHOICES_MAX)
          .optional()
          .describe(
            `The candidates you found, each with where it is (at most ${CHOICES_MAX}); leave out when you found none.`,
          ),
      }),
      // After the changes of its step: a change made in the same step refuses the question.
      execute: (input) =>
        ctx.inTurn(async () => {
          const result = await onAsk({ text: input.question, choices: input.choices ?? [] });
          return typeof result === "string" ? result : "Asked.";
        }),
    }),
  };
}

const reportList = z.array(z.string().trim().min(1).max(500)).max(20).optional();

/** A title on one line, at most `MAX_TITLE_CHARS` long: cut at a word where one is near. */
export function shortenTitle(title: string): string {
  const line = title.replace(/\s+/g, " ").trim();
  if (line.length <= MAX_TITLE_CHARS) return line;
  const cut = line.slice(0, MAX_TITLE_CHARS - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space >= MAX_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
