import { z } from "zod";

export const jobStatuses = ["active", "completed", "archived", "failed"] as const;
export const terminalJobStatuses = ["completed", "archived", "failed"] as const;

export const JobStatusSchema = z.enum(jobStatuses).meta({
  description:
    "`active` while the agent works; `completed`, `failed` and `archived` end polling. A follow-up message makes a completed or failed job active again; `archived` is final.",
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const PROMPT_MAX_LENGTH = 20_000;

export const PromptBodySchema = z
  .object({
    prompt: z
      .string({ error: "prompt must be a string" })
      .min(1, { error: "prompt must not be empty" })
      .max(PROMPT_MAX_LENGTH, { error: `prompt must be at most ${PROMPT_MAX_LENGTH} characters` })
      .meta({
        description: "The instruction for the agent, in plain language (1 to 20,000 characters).",
        example: "Document the new --dry-run flag of the deploy command.",
      }),
  })
  .meta({ id: "PromptBody" });
export type PromptBody = z.infer<typeof PromptBodySchema>;

export const JobSchema = z
  .object({
    id: z.string().meta({ description: "Job id.", example: "job_4Jr2x8QbZk1mVt9sPq3LhD" }),
    status: JobStatusSchema,
    source: z.object({
      repository: z.string().meta({
        description: "URL of the repository the job works on.",
        example: "https://github.com/acme/docs",
      }),
      ref: z.string().meta({ description: "The branch the agent works on.", example: "main" }),
    }),
    model: z.string().nullable().meta({
      description: "The model that runs (or ran) the job, as `provider:model`.",
      example: "anthropic:claude-sonnet-4-5",
    }),
    prLink: z.string().nullable().meta({
      description: "URL of the pull request; null while active and when no file changed.",
      example: "https://github.com/acme/docs/pull/42",
    }),
    createdAt: z.string().meta({ description: "ISO 8601, UTC." }),
    updatedAt: z.string().meta({ description: "ISO 8601, UTC." }),
    archivedAt: z.string().nullable().meta({ description: "ISO 8601, UTC; null unless archived." }),
    error: z.string().nullable().meta({ description: "Why the job failed; null otherwise." }),
    summary: z.string().nullable().meta({ description: "The agent's closing summary." }),
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

export function isTerminalStatus(status: JobStatus): boolean {
  return (terminalJobStatuses as readonly string[]).includes(status);
}
