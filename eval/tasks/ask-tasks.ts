import { mintlify } from "#testkit/docs-sites/mintlify.ts";
import { ask, call, finish, read, replace, run, type Task } from "../task.ts";

/**
 * Tasks where the right behaviour is asking: the instruction leaves open which value it means
 * (the rate limits page gives one per plan, and "the rate limit" names none), so a good run changes
 * nothing and asks; given the answer as a follow-up, it makes the change. A run that guesses
 * publishes a plausible, clean pull request that may change the wrong plan.
 */
const fixture = mintlify;
const limits = "guides/rate-limits.mdx";
const SENTENCE = "Each workspace may send 600 requests a minute.";
const FREE_ROW = "| Free | 600 |";
const INSTRUCTION = "Set the rate limit to 1200 requests a minute.";
const whichPlan = /\bFree\b[\s\S]*\bTeam\b|\bTeam\b[\s\S]*\bFree\b/;

const askWhichPlan = ask(
  "Which plan's limit becomes 1200 requests a minute: Free (600 now) or Team (3000 now)?",
  ["Free: guides/rate-limits.mdx says 600", "Team: guides/rate-limits.mdx says 3000"],
);

/** The Free plan's limit, in the sentence and the table, set to 1200 a minute. */
const setFreeTo1200 = [
  call(
    replace(limits, SENTENCE, "A workspace on the Free plan may send 1200 requests a minute."),
    replace(limits, FREE_ROW, "| Free | 1200 |"),
  ),
  finish(
    "The Free plan now allows 1200 requests a minute, in the opening sentence and the table.",
    "Rate limits: Free plan 1200 requests a minute",
  ),
];

export const askTasks: Task[] = [
  {
    id: "mintlify/ask-which-limit",
    fixture,
    kind: "ask, don't guess",
    prompts: [INSTRUCTION],
    golden: {
      changed: [],
      status: "needs_input",
      pullRequest: "none",
      asked: whichPlan,
    },
    reference: run("reference", [call(read(limits)), askWhichPlan]),
    variants: [
      run("reference (paraphrased)", [
        call(["search_text", { pattern: "requests a minute|Requests per minute" }]),
        call(read(limits)),
        ask(
          "The rate limits page gives a limit per plan. Should the Free plan (600) or the Team plan (3000) move to 1200 requests a minute?",
        ),
      ]),
    ],
    wrong: [
      run("guesses the Free plan", [call(read(limits)), ...setFreeTo1200]),
      run("guesses the Team plan", [
        call(read(limits)),
        call(replace(limits, "| Team | 3000 |", "| Team | 1200 |")),
        finish("The Team plan now allows 1200 requests a minute.", "Rate limits: Team plan 1200"),
      ]),
      run("edits first, then asks", [
        call(read(limits)),
        call(replace(limits, FREE_ROW, "| Free | 1200 |")),
        askWhichPlan,
        finish("Set the Free plan to 1200 requests a minute.", "Rate limits: Free plan 1200", {
          notDone: ["Which plan the instruction means: I assumed Free."],
        }),
      ]),
    ],
  },
  {
    id: "mintlify/ask-then-answer",
    fixture,
    kind: "ask, don't guess",
    prompts: [INSTRUCTION, "The Free plan."],
    golden: {
      changed: [limits],
      contains: [
        [limits, "| Free | 1200 |"],
        [limits, "| Team | 3000 |"],
      ],
      absent: [[limits, "600 requests"]],
      pullRequest: "ready",
      asked: whichPlan,
    },
    reference: {
      name: "reference",
      scripts: [[call(read(limits)), askWhichPlan], setFreeTo1200],
    },
    variants: [
      {
        name: "reference (paraphrased)",
        scripts: [
          [
            call(read(limits)),
            ask("Which plan do you mean, Free (600 a minute) or Team (3000 a minute)?"),
          ],
          [
            call(
              replace(
                limits,
                SENTENCE,
                "Workspaces on the Free plan may send 1200 requests a minute.",
              ),
              replace(limits, FREE_ROW, "| Free | 1200 |"),
            ),
            finish(
              "Raised the Free plan's limit to 1200 requests a minute on the rate limits page.",
              "Raise the Free plan's rate limit to 1200 a minute",
            ),
          ],
        ],
      },
    ],
    wrong: [
      {
        name: "guesses on the first run",
        scripts: [
          [call(read(limits)), ...setFreeTo1200],
          [finish("The Free plan already allows 1200 requests a minute.", "No change")],
        ],
      },
      {
        name: "asks, then changes the other plan",
        scripts: [
          [call(read(limits)), askWhichPlan],
          [
            call(replace(limits, "| Team | 3000 |", "| Team | 1200 |")),
            finish("The Team plan now allows 1200 requests a minute.", "Rate limits: Team 1200"),
          ],
        ],
      },
    ],
  },
];
