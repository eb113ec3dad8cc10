// The typed client's public entry: what the @inkwell-docs/client package exports.

export {
  type AgentViews,
  type CategoryCounts,
  type EffectiveRange,
  type IngestResult,
  MAX_EVENTS_PER_BATCH,
  type PageViews,
  type ReferredPages,
  type ReferrerViews,
  TIMESERIES_INTERVALS,
  type TimeseriesInterval,
  type ViewTimeseries,
} from "../api/analytics-schemas.ts";
export type { ErrorCode, ErrorDetail } from "../api/error-schema.ts";
export {
  isTerminalStatus,
  type Job,
  type JobStatus,
  type JobUsage,
  jobStatuses,
  PROMPT_MAX_LENGTH,
  type PullRequestState,
  type RunEnding,
} from "../api/job-schemas.ts";
export type {
  AgentViewsQuery,
  DateBound,
  DateRange,
  PageQuery,
  ReferredPagesQuery,
  ReferrersQuery,
  TimeseriesQuery,
  ViewEvent,
  ViewsQuery,
} from "./analytics-requests.ts";
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
  type SendEventsOptions,
  type SentEvents,
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
