import { z } from "zod";

export const jobStatuses = ["active", "completed", "needs_input", "archived", "failed"] as const;
const terminalJobStatuses = ["completed", "needs_input", "archived", "failed"] as const;

export const JobStatusSchema = z.enum(jobStatuses).meta({
  description:
    "`active` while the agent works; `completed`, `needs_input`, `failed` and `archived` end polling. `needs_input`: the agent changed nothing and asks the question in `question`; a follow-up message (the answer) makes the job active again, as it does a completed or failed job; `archived` is final.",
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const PROMPT_MAX_LENGTH = 20_000;

// Control characters other than tab, line feed and carriage return have no place in an
// instruction, and NUL cannot be stored at all.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const PromptSchema = z
  .string({ error: "prompt is required and must be a string" })
  .refine((value) => value.trim().length > 0, { error: "prompt must not be empty" })
  // Counted in Unicode characters (code points), not UTF-16 units, so emoji count once.
  .refine((value) => countCharacters(value) <= PROMPT_MAX_LENGTH, {
    error: `prompt must be at most ${PROMPT_MAX_LENGTH.toLocaleString("en-US")} characters`,
  })
  .refine((value) => !CONTROL_CHARACTERS.test(value), {
    error: "prompt must not contain control characters (other than tab and newlines)",
  })
  .meta({
    description: "The instruction for the agent, in plain language (1 to 20,000 characters).",
    example: "Document the new --dry-run flag of the deploy command.",
    minLength: 1,
    maxLength: PROMPT_MAX_LENGTH,
  });

export const PromptBodySchema = z
  .object({ prompt: PromptSchema }, { error: 'The body must be a JSON object: {"prompt": "..."}' })
  .meta({ id: "PromptBody" });
export type PromptBody = z.infer<typeof PromptBodySchema>;

/** What git (check-ref-format) refuses in a branch name a person types, and a length bound. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const NOT_A_BRANCH = /[\s~^:?*[\\\u0000-\u001F\u007F]|\.\.|@\{|\/\/|^\/|\/$|\.lock$|^-|\.$|^@$/;

export const BaseBranchSchema = z
  .string({ error: "baseBranch must be a string" })
  .min(1, { error: "baseBranch must not be empty; leave it out for the project's branch" })
  .max(255, { error: "baseBranch must be at most 255 characters" })
  .refine((value) => !NOT_A_BRANCH.test(value), {
    error: "baseBranch must be a branch name (no spaces, ~ ^ : ? * [ \\, .., @{ or //)",
  })
  .meta({
    description:
      "The branch the job starts from and its pull request targets (it must exist in the repository). Without it, the project's branch (or the repository's default branch).",
    example: "release-2.x",
  });

export const CreateJobBodySchema = z
  .object(
    { prompt: PromptSchema, baseBranch: BaseBranchSchema.optional() },
    { error: 'The body must be a JSON object: {"prompt": "..."}' },
  )
  .meta({ id: "CreateJobBody" });
export type CreateJobBody = z.infer<typeof CreateJobBodySchema>;

export const JobUsageSchema = z
  .object({
    inputTokens: z
      .number()
      .int()
      .meta({ description: "Tokens sent to the model, cached ones included." }),
    outputTokens: z.number().int().meta({ description: "Tokens the model wrote." }),
    cachedInputTokens: z.number().int().meta({
      description: "Input tokens the provider read from its prompt cache (billed at a lower rate).",
    }),
  })
  .nullable()
  .meta({
    id: "JobUsage",
    description:
      "Model tokens the job's runs used, summed over every run; null before the first run.",
  });
export type JobUsage = z.infer<typeof JobUsageSchema>;

/** The longest question and choice the agent may ask with; its `ask` tool holds it to them. */
export const QUESTION_MAX_LENGTH = 1_000;
export const CHOICE_MAX_LENGTH = 200;
export const CHOICES_MAX = 6;

export const JobQuestionSchema = z
  .object({
    text: z.string().meta({
      description: "The question, for a person: what the instruction leaves open.",
      example:
        "Which limit should change: the API rate limit (limits.md) or the upload size limit (uploads.md)?",
    }),
    choices: z.array(z.string()).meta({
      description:
        "The answers the agent found in the docs (each a candidate it would act on), when it found any; empty otherwise. An answer may be anything else too.",
      example: ["The API rate limit in limits.md", "The upload size limit in uploads.md"],
    }),
  })
  .nullable()
  .meta({
    id: "JobQuestion",
    description:
      "While the job is `needs_input`: what the agent asks before it changes anything. Answer with a follow-up message (the API's message route, `inkwell job message`, the dashboard, or an `@inkwell` comment on the job's pull request); null otherwise.",
  });
export type JobQuestion = z.infer<typeof JobQuestionSchema>;

export const pullRequestStates = ["draft", "open", "merged", "closed"] as const;
export type PullRequestState = (typeof pullRequestStates)[number];

export const runEndings = ["finished", "stopped_early", "nothing_to_change", "asked"] as const;
export type RunEnding = (typeof runEndings)[number];

export const JobSchema = z
  .object({
    id: z.string().meta({ description: "Job id.", example: "job_4Jr2x8QbZk1mVt9sPq3LhD" }),
    status: JobStatusSchema,
    source: z.object({
      repository: z.string().meta({
        description: "URL of the repository the job works on.",
        example: "https://github.com/acme/docs",
      }),
      ref: z.string().meta({
        description: "The branch the agent works on: `inkwell/` and the job id.",
        example: "inkwell/job_4Jr2x8QbZk1mVt9sPq3LhD",
      }),
    }),
    model: z.string().nullable().meta({
      description: "The model that runs (or ran) the job, as `provider:model`.",
      example: "anthropic:claude-sonnet-4-5",
    }),
    prLink: z.string().nullable().meta({
      description: "URL of the pull request; null while active and when no file changed.",
      example: "https://github.com/acme/docs/pull/42",
    }),
    createdAt: z
      .string()
      .meta({ description: "ISO 8601, UTC.", example: "2026-11-23T09:30:00.000Z" }),
    updatedAt: z
      .string()
      .meta({ description: "ISO 8601, UTC.", example: "2026-11-23T09:34:12.000Z" }),
    archivedAt: z.string().nullable().meta({ description: "ISO 8601, UTC; null unless archived." }),
    error: z.string().nullable().meta({ description: "Why the job failed; null otherwise." }),
    summary: z.string().nullable().meta({ description: "The agent's closing summary." }),
    prState: z.enum(pullRequestStates).nullable().meta({
      description:
        "The pull request as last seen: `draft` (the docs check left problems, or the run stopped early), `open` (ready for review), `merged` or `closed`; null while there is none.",
      example: "open",
    }),
    ending: z.enum(runEndings).nullable().meta({
      description:
        "How the last run ended: `finished` (the agent finished), `stopped_early` (a limit stopped it; what it changed so far is published as a draft), `nothing_to_change` (read `notDone`: empty when nothing needed changing, else what the agent could not do) or `asked` (the agent changed nothing and asks `question`; the job is `needs_input`); null before a run ended.",
      example: "finished",
    }),
    openFindings: z.number().int().nullable().meta({
      description:
        "Problems the docs check reports on the pull request's whole change against its base (broken links, pages that do not parse, …), listed in the pull request; null when not checked.",
      example: 0,
    }),
    question: JobQuestionSchema,
    notDone: z
      .array(z.string())
      .nullable()
      .meta({
        description:
          "What the last run's agent said it did not do of the instruction, and why: empty when it left nothing undone, so a run that changed nothing because nothing needed changing reads apart from one that could not do it; null before a run ended.",
        example: ["The French page: the limit there is set by the reseller's contract."],
      }),
    usage: JobUsageSchema,
  })
  .meta({ id: "Job" });
export type Job = z.infer<typeof JobSchema>;

export const JobListSchema = z
  .object({
    jobs: z.array(JobSchema),
    nextCursor: z.string().nullable().meta({
      description: "Pass as `cursor` to get the next page; null on the last page.",
    }),
  })
  .meta({ id: "JobList" });
export type JobList = z.infer<typeof JobListSchema>;

export const JobEventSchema = z
  .object({
    id: z.number().int().meta({
      description: "Increasing id: pass the last one you have as `after` to get what came since.",
      example: 1042,
    }),
    run: z.number().int().meta({
      description: "Which run of the job (1 for the first; follow-ups and retries add runs).",
    }),
    type: z.string().meta({
      description:
        "`run.started`, `workspace` (the pinned commit and how the docs were fetched), `step` (one model step: tokens, timing, text), `tool` (a tool call: shortened arguments and answer), `transcript.truncated`, `run.ended` (outcome, steps, tokens, GitHub requests, duration).",
      example: "tool",
    }),
    at: z.string().meta({ description: "ISO 8601, UTC." }),
    data: z.record(z.string(), z.unknown()).meta({
      description:
        "The event's details. Long texts are shortened and anything that looks like a secret is redacted.",
    }),
  })
  .meta({ id: "JobEvent" });
export type JobEvent = z.infer<typeof JobEventSchema>;

export const JobEventListSchema = z
  .object({
    events: z.array(JobEventSchema),
    nextAfter: z.number().int().nullable().meta({
      description:
        "Pass as `after` for the next page; null when this page reached the newest event (poll again with the last event's id to follow a running job).",
    }),
  })
  .meta({ id: "JobEventList" });
export type JobEventList = z.infer<typeof JobEventListSchema>;

export function isTerminalStatus(status: JobStatus): boolean {
  return (terminalJobStatuses as readonly string[]).includes(status);
}

function countCharacters(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
