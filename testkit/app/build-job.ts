import type { Job } from "../../shared/api/job-schemas.ts";

/** A job as the API sends it; override what a test is about. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    id: "job_4Jr2x8QbZk1mVt9sPq3LhD",
    status: "active",
    source: {
      repository: "https://github.com/acme/docs",
      ref: "inkwell/job_4Jr2x8QbZk1mVt9sPq3LhD",
    },
    model: "anthropic:claude-sonnet-4-5",
    prLink: null,
    createdAt: "2026-11-22T10:00:00.000Z",
    updatedAt: "2026-11-22T10:00:00.000Z",
    archivedAt: null,
    error: null,
    summary: null,
    prState: null,
    ending: null,
    openFindings: null,
    question: null,
    notDone: null,
    usage: null,
    ...overrides,
  };
}
