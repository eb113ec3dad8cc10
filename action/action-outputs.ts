import type { Job } from "../shared/api/job-schemas.ts";

/** The outputs action.yml declares (test/action/action-inputs.test.ts keeps the two in step). */
export const actionOutputNames = ["job-id", "status", "pr-link"] as const;
export type ActionOutputs = Record<(typeof actionOutputNames)[number], string>;

/** A job as the step's outputs: `pr-link` is empty when there is no pull request. */
export function toActionOutputs(job: Job): ActionOutputs {
  return { "job-id": job.id, status: job.status, "pr-link": job.prLink ?? "" };
}
