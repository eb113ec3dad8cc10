import type { Job } from "../shared/api/job-schemas.ts";

/** The outputs action.yml declares (test/action/action-inputs.test.ts keeps the two in step). */
export const actionOutputNames = [
  "job-id",
  "status",
  "pr-link",
  "pr-number",
  "branch",
  "summary",
  "draft",
  "ending",
  "question",
  "not-done",
] as const;
export type ActionOutputs = Record<(typeof actionOutputNames)[number], string>;

/** A job as the step's outputs: what the job does not have yet (a pull request, a summary) is empty. */
export function toActionOutputs(job: Job): ActionOutputs {
  return {
    "job-id": job.id,
    status: job.status,
    "pr-link": job.prLink ?? "",
    // The client accepts only a pull request's address as prLink, so the number ends it.
    "pr-number": /\/pull\/(\d+)$/.exec(job.prLink ?? "")?.[1] ?? "",
    branch: job.source.ref,
    summary: job.summary ?? "",
    draft: job.prState === "draft" ? "true" : "false",
    ending: job.ending ?? "",
    question: job.question
      ? [job.question.text, ...job.question.choices.map((choice) => `- ${choice}`)].join("\n")
      : "",
    "not-done": (job.notDone ?? []).join("\n"),
  };
}
