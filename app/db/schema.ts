import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { JobStatus } from "../../shared/api/job-schemas.ts";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface ProjectsTable {
  id: string;
  name: string;
  repo_owner: string;
  repo_name: string;
  github_repo_id: number | null;
  base_ref: string | null;
  docs_path: Generated<string>;
  installation_id: number | null;
  installation_checked_at: NullableTimestamp;
  /** Globs, relative to the docs root, the agent may write beyond the default documentation files. */
  write_allow: Generated<string[]>;
  /** Globs, relative to the docs root, the agent may never write. */
  write_deny: Generated<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  project_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  scopes: string[];
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface JobsTable {
  id: string;
  project_id: string;
  status: JobStatus;
  model: string | null;
  source_repository: string;
  source_ref: string;
  base_ref: string | null;
  branch: string;
  pr_number: number | null;
  pr_link: string | null;
  summary: string | null;
  error: string | null;
  attempts: Generated<number>;
  run_after: Timestamp;
  lease_owner: string | null;
  lease_expires_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  archived_at: NullableTimestamp;
}

export interface JobMessagesTable {
  id: Generated<number>;
  job_id: string;
  prompt: string;
  origin: Generated<string>;
  created_at: Timestamp;
  processed_at: NullableTimestamp;
}

export interface IdempotencyKeysTable {
  project_id: string;
  key: string;
  request_hash: string;
  job_id: string;
  created_at: Timestamp;
}

export interface RateLimitCountersTable {
  bucket: string;
  window_start: Timestamp;
  count: number;
}

export interface WebhookDeliveriesTable {
  id: string;
  event: string;
  received_at: Timestamp;
}

export interface Database {
  projects: ProjectsTable;
  api_keys: ApiKeysTable;
  jobs: JobsTable;
  job_messages: JobMessagesTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_counters: RateLimitCountersTable;
  webhook_deliveries: WebhookDeliveriesTable;
  job_events: JobEventsTable;
  analytics_sites: AnalyticsSitesTable;
  analytics_paths: AnalyticsPathsTable;
  analytics_quarter_hours: AnalyticsQuarterHoursTable;
  analytics_path_days: AnalyticsPathDaysTable;
  analytics_day_deltas: AnalyticsDayDeltasTable;
  analytics_batches: AnalyticsBatchesTable;
  analytics_agents: AnalyticsAgentsTable;
  analytics_agent_quarter_hours: AnalyticsAgentQuarterHoursTable;
  analytics_site_quarter_hours: AnalyticsSiteCountsTable & { bucket: number };
  analytics_site_days: AnalyticsSiteCountsTable & { day: number };
  analytics_site_agent_quarter_hours: AnalyticsSiteAgentCountsTable & { bucket: number };
  analytics_site_agent_days: AnalyticsSiteAgentCountsTable & { day: number };
  dashboard_sign_ins: DashboardSignInsTable;
  dashboard_sessions: DashboardSessionsTable;
}

export type ProjectRow = Selectable<ProjectsTable>;
export type NewProjectRow = Insertable<ProjectsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewApiKeyRow = Insertable<ApiKeysTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;
export type JobMessageRow = Selectable<JobMessagesTable>;

// ---- Page view analytics (app/analytics) ----
// `day` counts UTC days since 1970-01-01; `bucket` counts quarter hours since 1970-01-01T00:00Z.

export interface AnalyticsSitesTable {
  id: Generated<number>;
  project_id: string;
}

export interface AnalyticsPathsTable {
  site_id: number;
  id: Generated<number>;
  path: string;
}

export interface AnalyticsQuarterHoursTable {
  site_id: number;
  bucket: number;
  path_id: number;
  human: Generated<number>;
  ai_assistant: Generated<number>;
  ai_search: Generated<number>;
  ai_training: Generated<number>;
}

/** A path's running totals through the end of `day`, standing for every day until `next_day`. */
export interface AnalyticsPathDaysTable {
  site_id: number;
  path_id: number;
  day: number;
  next_day: number;
  human: number;
  ai_assistant: number;
  ai_search: number;
  ai_training: number;
}

/** Views of a path on a day that are not yet folded into analytics_path_days. */
export interface AnalyticsDayDeltasTable {
  site_id: number;
  day: number;
  path_id: number;
  human: number;
  ai_assistant: number;
  ai_search: number;
  ai_training: number;
}
export interface AnalyticsAgentsTable {
  site_id: number;
  id: Generated<number>;
  name: string;
  operator: string;
  category: "assistant" | "search" | "training";
}

export interface AnalyticsAgentQuarterHoursTable {
  site_id: number;
  path_id: number;
  bucket: number;
  agent_id: number;
  views: number;
}

/** Site-wide rollups, per quarter hour or per day. */
export interface AnalyticsSiteCountsTable {
  site_id: number;
  human: number;
  ai_assistant: number;
  ai_search: number;
  ai_training: number;
}

export interface AnalyticsSiteAgentCountsTable {
  site_id: number;
  agent_id: number;
  views: number;
}

export interface AnalyticsBatchesTable {
  site_id: number;
  key: string;
  request_hash: string;
  event_count: number;
  created_at: Timestamp;
}

// ---- Agent runs: what a run published, kept so a run retried after a crash can finish it and
// the next follow-up can add to the same pull request. ----

export interface ChangedFile {
  path: string;
  change: "added" | "modified" | "deleted";
}

export interface JobPublication {
  /** True between saving the commit and finishing the pull request: a retried run resumes here. */
  pending: boolean;
  commitSha: string;
  parentSha: string;
  baseRef: string;
  prTitle: string;
  summary: string;
  /** Every file the pull request changes so far, across follow-ups. */
  changedFiles: ChangedFile[];
  messageIds: number[];
}

// Declaration merging adds the agent's column to the core JobsTable above.
export interface JobsTable {
  publication: ColumnType<JobPublication | null, string | null | undefined, string | null>;
}

// ---- Dashboard sign-in (app/dashboard) ----

export interface DashboardSignInsTable {
  /** SHA-256 of the OAuth `state`; the state itself lives only in the browser's cookie. */
  state_hash: string;
  /** The PKCE code verifier, encrypted with INKWELL_SECRET. */
  code_verifier: string;
  /** Where to go after signing in: a path under /app. */
  return_to: string;
  created_at: Timestamp;
}

/** What GitHub says one user may do on one repository, as cached on the session. */
export interface RepositoryAccess {
  id: number;
  /** `owner/name`, lower case. */
  fullName: string;
  permission: "read" | "triage" | "write" | "maintain" | "admin";
}

export interface DashboardSessionsTable {
  id: string;
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  csrf_token: string;
  github_user_id: number;
  github_login: string;
  /** The user's access token, encrypted with INKWELL_SECRET. */
  access_token: string;
  /** Null: the token does not expire (the app does not use expiring user tokens). */
  access_token_expires_at: NullableTimestamp;
  /** Encrypted with INKWELL_SECRET. */
  refresh_token: string | null;
  refresh_token_expires_at: NullableTimestamp;
  /** Set while one request refreshes the tokens, so no other spends the single-use refresh token. */
  refresh_lease_until: NullableTimestamp;
  repository_access: ColumnType<
    RepositoryAccess[] | null,
    string | null | undefined,
    string | null
  >;
  access_checked_at: NullableTimestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export type DashboardSessionRow = Selectable<DashboardSessionsTable>;
export type NewDashboardSessionRow = Insertable<DashboardSessionsTable>;
// ---- Agent runs: what they cost and what they did. ----

// Declaration merging adds each run's token use, summed over the job's runs (null before any).
export interface JobsTable {
  input_tokens: ColumnType<number | null, number | null | undefined, number | null>;
  output_tokens: ColumnType<number | null, number | null | undefined, number | null>;
  cached_input_tokens: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface JobEventsTable {
  id: Generated<number>;
  job_id: string;
  /** Which run of the job (1 for the first; follow-ups and retries add runs). */
  run: number;
  type: string;
  at: Timestamp;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export type JobEventRow = Selectable<JobEventsTable>;
