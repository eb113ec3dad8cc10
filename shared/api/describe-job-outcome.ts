import type { Job } from "./job-schemas.ts";

/** What the wording reads of a job: a server older than these fields sends none of them. */
export type JobOutcomeFacts = Pick<Job, "status" | "prLink"> &
  Partial<Pick<Job, "prState" | "ending" | "openFindings" | "notDone">>;

/**
 * How a job stands, in one sentence: the same words in the API's clients (the CLI, the Action),
 * the dashboard and the replies to pull request comments, so that no two of them tell a job
 * differently. The first word is the verdict; the rest says where the pull request stands.
 */
export function describeJobOutcome(job: JobOutcomeFacts): string {
  const state = job.prState ?? null;
  switch (job.status) {
    case "active":
      return job.prLink
        ? "Working: the agent is running a follow-up on the pull request"
        : "Working: the agent is running";
    case "needs_input":
      return job.prLink
        ? "Needs input: the agent asks a question before it changes anything more; the pull request is as it was"
        : "Needs input: the agent asks a question before it changes anything";
    case "failed":
      return job.prLink
        ? "Failed: the run could not finish; the pull request keeps what earlier runs published"
        : "Failed: the run could not finish";
    case "archived":
      if (state === "merged") return "Archived: its pull request was merged";
      if (state === "closed") return "Archived: its pull request was closed";
      return job.prLink ? "Archived: its pull request stays open on GitHub" : "Archived";
    case "completed":
      return describeCompleted(job, state);
  }
}

function describeCompleted(job: JobOutcomeFacts, state: Job["prState"]): string {
  if (state === "merged") return "Finished: its pull request was merged";
  if (state === "closed") return "Finished: its pull request was closed";
  switch (job.ending ?? null) {
    case "stopped_early":
      return job.prLink
        ? "Stopped early: the changes so far are in a draft pull request"
        : "Stopped early: nothing was published";
    case "nothing_to_change":
      // What the agent could not do reads apart from what needed no change.
      if ((job.notDone ?? []).length > 0) {
        return job.prLink
          ? "Not done: the agent changed nothing and says what it could not do; the pull request is as it was"
          : "Not done: the agent changed nothing and says what it could not do";
      }
      return job.prLink
        ? "Finished: no file needed changing; the pull request is as it was"
        : "Finished: no file needed changing";
    case "asked":
      // A job that asked and was then answered is active again; settled, it is needs_input.
      return job.prLink
        ? "Needs input: the agent asks a question before it changes anything more; the pull request is as it was"
        : "Needs input: the agent asks a question before it changes anything";
    case "finished":
      if (!job.prLink) return "Finished: no file needed changing";
      if (state === "draft") {
        const open = job.openFindings ?? 0;
        return open > 0
          ? `Finished with ${problems(open)} open: the pull request stays a draft`
          : "Finished: the pull request is a draft";
      }
      return "Finished: the pull request is ready for review";
    case null:
      return job.prLink
        ? "Finished: the agent opened a pull request"
        : "Finished: no file needed changing";
  }
}

/** "1 problem", "3 problems". */
export function problems(count: number): string {
  return count === 1 ? "1 problem" : `${count} problems`;
}
