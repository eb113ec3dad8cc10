// The typed client's public entry: what the @inkwell-docs/client package exports.
export {
  type JobStatus,
  type Job,
  type JobUsage,
  type PullRequestState,
  type RunEnding,
  isTerminalStatus,
  jobStatuses,
  PROMPT_MAX_LENGTH,
} from "../api/job-schemas.ts";
export type { ErrorCode, ErrorDetail } from "../api/error-schema.ts";
export {
  type CallOptions,
  type CreatedJob,
  type CreateJobOptions,
  createInkwellClient,
  type InkwellClient,
  type InkwellClientOptions,
  type ListJobsQuery,
  type ReceivedJobList,
  type RetryEvent,
  type RetryPolicy,
} from "./create-inkwell-client.ts";
export {
  type ClientErrorCode,
  describeClientError,
  InkwellApiError,
  InkwellConfigurationError,
  InkwellConnectionError,
  isRetryableError,
} from "./inkwell-api-error.ts";
export { type JobProgress, JobWaitTimeoutError, type WaitForJobOptions } from "./wait-for-job.ts";
