import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type {
  JobQuestion,
  JobStatus,
  PullRequestState,
  RunEnding,
} from "../../shared/api/job-schemas.ts";

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
  /** The IANA time zone its analytics' days and weeks follow. */
  time_zone: Generated<string>;
  /** The label that, added to an issue by someone who can write, starts a job from it. */
  issue_label: Generated<string>;
  /** Whether a job's pull request closes the issue it came from ("Closes #N"), not only refers to it. */
  close_issues: Generated<boolean>;
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
  /** What the agent's runs published, so a run retried after a crash can finish it. */
  publication: ColumnType<JobPublication | null, string | null | undefined, string | null>;
  /** Token use, summed over the job's runs (null before any). */
  input_tokens: ColumnType<number | null, number | null | undefined, number | null>;
  output_tokens: ColumnType<number | null, number | null | undefined, number | null>;
  cached_input_tokens: ColumnType<number | null, number | null | undefined, number | null>;
  /** The pull request as last seen: set by the runs that publish and by pull request webhooks. */
  pr_state: ColumnType<
    PullRequestState | null,
    PullRequestState | null | undefined,
    PullRequestState | null
  >;
  /** How the last run that settled ended (null before one did). */
  run_ending: ColumnType<RunEnding | null, RunEnding | null | undefined, RunEnding | null>;
  /** Problems the docs check leaves open on the whole pull request; null when not checked. */
  open_findings: ColumnType<number | null, number | null | undefined, number | null>;
  /** The issue the job was started from (its number in the project's repository), if any. */
  source_issue: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whether the pull request closes that issue (the project's setting when the job started). */
  closes_issue: Generated<boolean>;
  /** The `traceparent` of the request that queued the job's latest work, while tracing is on. */
  trace_parent: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the agent asks while the job is `needs_input`; null otherwise. */
  question: ColumnType<JobQuestion | null, string | null | undefined, string | null>;
  /** What the last settled run said it did not do; null before one settled. */
  not_done: ColumnType<string[] | null, string | null | undefined, string | null>;
}

export interface JobMessagesTable {
  id: Generated<number>;
  job_id: string;
  prompt: string;
  origin: Generated<string>;
  created_at: Timestamp;
  processed_at: NullableTimestamp;
  /**
   * The comment a follow-up came from (null for the API, the dashboard and the issue a job started
   * from): on the pull request, or on the issue (origin `issue_comment`).
   */
  comment_id: ColumnType<number | null, number | null | undefined, number | null>;
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

/** An installation GitHub rate-limited: its projects' jobs are not claimed before `until`. */
export interface InstallationThrottlesTable {
  installation_id: number;
  until: Timestamp;
}

/** A project's place in the queue's line, kept by triggers on the jobs (see its migration). */
export interface JobQueueHeadsTable {
  project_id: string;
  /** The turn at which a job of the project was last claimed (null: never). */
  claim_turn: ColumnType<number | null, number | null | undefined, number | null>;
  next_job_id: string | null;
  next_run_after: NullableTimestamp;
  next_created_at: NullableTimestamp;
  leased: Generated<number>;
  lease_lapses_at: NullableTimestamp;
  ready_at: NullableTimestamp;
  ready: Generated<boolean>;
}

export interface Database {
  projects: ProjectsTable;
  api_keys: ApiKeysTable;
  jobs: JobsTable;
  job_messages: JobMessagesTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_counters: RateLimitCountersTable;
  webhook_deliveries: WebhookDeliveriesTable;
  installation_throttles: InstallationThrottlesTable;
  job_queue_heads: JobQueueHeadsTable;
  job_events: JobEventsTable;
  analytics_sites: AnalyticsSitesTable;
  analytics_paths: AnalyticsPathsTable;
  analytics_pending_views: AnalyticsPendingViewsTable;
  analytics_day_cells: AnalyticsDayCellsTable;
  analytics_day_totals: AnalyticsDayTotalsTable;
  analytics_batches: AnalyticsBatchesTable;
  analytics_import_marks: AnalyticsImportMarksTable;
  analytics_agents: AnalyticsAgentsTable;
  analytics_user_agent_days: AnalyticsUserAgentDaysTable;
  analytics_site_quarter_hours: AnalyticsSiteCountsTable & { bucket: number };
  analytics_site_days: AnalyticsSiteCountsTable & { day: number };
  analytics_site_agent_quarter_hours: AnalyticsSiteAgentCountsTable & { bucket: number };
  analytics_site_agent_days: AnalyticsSiteAgentCountsTable & { day: number };
  analytics_admitted_paths: AnalyticsAdmittedPathsTable;
  analytics_new_path_days: AnalyticsNewPathDaysTable;
  analytics_referrers: AnalyticsReferrersTable;
  analytics_new_referrer_days: AnalyticsNewPathDaysTable;
  analytics_site_referrer_days: AnalyticsSiteReferrerCountsTable & { day: number };
  dashboard_sign_ins: DashboardSignInsTable;
  dashboard_sessions: DashboardSessionsTable;
  comment_replies: CommentRepliesTable;
  process_leases: ProcessLeasesTable;
  key_minters: KeyMintersTable;
  share_links: ShareLinksTable;
  pull_request_outcomes: PullRequestOutcomesTable;
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

/**
 * One committed batch's views, not yet folded into the day cells and totals: parallel arrays of
 * quarter hour, path, kind (0 human, 1-3 AI category, 4 + agent id, minus a referrer id) and
 * views.
 */
export interface AnalyticsPendingViewsTable {
  site_id: number;
  id: Generated<string>;
  first_bucket: number;
  last_bucket: number;
  buckets: number[];
  path_ids: number[];
  kinds: number[];
  views: number[];
}

/** The counts of a site's day of the paths in one shard, encoded by `count-codec.ts`. */
export interface AnalyticsDayCellsTable {
  site_id: number;
  day: number;
  shard: number;
  cells: Buffer;
}

/**
 * Each path's running totals through the end of `day` (days with views only), and each path's
 * views on that day alone, each with its head (the sums and the paths with the most views).
 */
export interface AnalyticsDayTotalsTable {
  site_id: number;
  day: number;
  totals: Buffer;
  totals_head: Buffer;
  day_counts: Buffer;
  day_head: Buffer;
}

export interface AnalyticsAgentsTable {
  site_id: number;
  id: Generated<number>;
  name: string;
  operator: string;
  category: "assistant" | "search" | "training" | "crawler";
}

/** The user agents of a site's events per day, bounded (see the analytics-crawlers migration). */
export interface AnalyticsUserAgentDaysTable {
  site_id: number;
  day: number;
  overflow: boolean;
  user_agent: string;
  markdown: boolean;
  counted_as: string;
  views: ColumnType<number, number | string, number | string>;
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

/** The referring hosts a site has seen (a human view's `Referer`, its host only). */
export interface AnalyticsReferrersTable {
  site_id: number;
  id: Generated<number>;
  host: string;
}

export interface AnalyticsSiteReferrerCountsTable {
  site_id: number;
  referrer_id: number;
  views: number;
}

/** How many lines of an access log (known by its first line's hash) were imported. */
export interface AnalyticsImportMarksTable {
  site_id: number;
  file_key: string;
  lines: number;
  updated_at: Timestamp;
}

export interface AnalyticsBatchesTable {
  site_id: number;
  /** The first 16 bytes of the SHA-256 of the batch's idempotency key. */
  key_digest: Buffer;
  /** The SHA-256 of the batch's events (see `hashBatch`). */
  request_digest: Buffer;
  event_count: number;
  created_at: Timestamp;
}

/** The paths a site has admitted (bounded per day: see `admit-view-paths.ts`). */
export interface AnalyticsAdmittedPathsTable {
  site_id: number;
  /** The first 16 bytes of the SHA-256 of the path's UTF-8 text. */
  digest: Buffer;
}

export interface AnalyticsNewPathDaysTable {
  site_id: number;
  day: number;
  admitted: number;
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
  /** Whether the latest run left the pull request a draft (checks not passed, or stopped early). */
  draft?: boolean;
  /** Every run that published, oldest first: the pull request body's timeline (absent in older rows). */
  runs?: PublishedRun[];
  /** The commit the branch started from: the pull request's whole change is judged against it. */
  forkSha?: string;
  /**
   * What the docs check reports on the pull request's whole change (every run's, against the fork
   * commit), when the last run checked it; absent, the last run's own findings stand for it.
   */
  openFindings?: PublishedFinding[] | null;
  /** Whether the pull request was a draft Inkwell left before this publication. */
  earlierDraft?: boolean;
  /** Whether this publication's run (a follow-up) gave the pull request a new title. */
  retitled?: boolean;
}

/** A problem the docs check reported on a run's change, as the pull request body names it. */
export interface PublishedFinding {
  path: string;
  line: number;
  rule: string;
  message: string;
  /** A style warning's level (`warning`, `suggestion`); absent for problems. */
  level?: string;
}

/** What one run did, as the pull request body's timeline tells it. */
export interface PublishedRun {
  /** The instructions this run carried out. */
  instructions: string[];
  summary: string;
  /** The files this run changed. */
  changedFiles: ChangedFile[];
  /** What the docs check reported at the end of the run; null when it did not run or could not. */
  findings: PublishedFinding[] | null;
  /** The agent's explanation of the findings it left. */
  checksNote: string | null;
  /** Style warnings on the lines the run wrote, listed for the reviewer (absent in older rows). */
  warnings?: PublishedFinding[];
  /** What the reviewer should check. */
  assumptions: string[];
  /** Pages or files the change relied on. */
  sources: string[];
  /** What the run did not do. */
  notDone: string[];
  /** Why the run stopped before the agent finished; null when it finished. */
  stoppedEarly: string | null;
  /** What the reviewer should look at in this run's change (absent in runs published before it). */
  review?: ReviewerNotes;
}

/** What a run's change holds that the reviewer should look at, found without a model. */
export interface ReviewerNotes {
  /** External links the change adds, by domain; `known` when the repository links the domain elsewhere. */
  links: { domain: string; known: boolean; urls: string[] }[];
  /** Texts on added lines presented as fact (code, flags, versions, URLs) found in no repository file. */
  unsourced: string[];
  /** How many more such texts there were than `unsourced` lists. */
  moreUnsourced: number;
  /** Repository files searched for them, and those the run's snapshot did not hold (not searched). */
  searchedFiles: number;
  unsearchedFiles: number;
  /** Calls the tools refused because the rules forbid them, and calls to tools that do not exist. */
  refused: { tool: string; target: string; reason: string }[];
  /**
   * Values the change replaced or removed that other places in the docs still hold (`places` as
   * `path:line`), unless the run's notDone explains them (absent in runs published before it).
   */
  stale?: {
    value: string;
    replacedIn: string;
    places: string[];
    more: number;
    /** The changed page no longer holds it while other files do (absent in older runs). */
    leftElsewhere?: boolean;
    /** The changed page still holds it in a code block of its own (absent in older runs). */
    leftInCode?: boolean;
    /** A port replaced on a page that the page still gives in an address (absent in older runs). */
    leftInAddress?: boolean;
  }[];
  /**
   * Commands the change adds that run code from the network or as root, or install globally;
   * `known` when the published docs already give them (absent in runs published before it).
   */
  commands?: { command: string; known: boolean }[];
  /** Files the run read that hold text addressed to AI tools, with that text (absent before it). */
  addressedToAi?: { path: string; text: string }[];
  /**
   * Facts (numbers with units, code, versions, addresses, terms) on lines the change removed that
   * no changed file holds after it and the instruction does not name, unless notDone explains them.
   */
  lost?: { path: string; facts: string[] }[];
  /** Edited snippets, partials and includes, with the pages that show them and what those pass. */
  shared?: {
    snippet: string;
    uses: { page: string; props: string[]; reads: string[]; missing: string[] }[];
  }[];
  /** Navigation labels still giving a page's old title, and links whose text misses their target. */
  labels?: string[];
  /** Links the change left pointing at a page's top instead of its section, or removed (absent before it). */
  linkLosses?: string[];
  /** Edits to a table row or section beside the one the instruction names (absent before it). */
  offTarget?: string[];
  /** Values the instruction gives that no page the change wrote holds, or replaces and a changed page still holds (absent before it). */
  unwritten?: string[];
  /** Links the change adds in another form than the site's pages link each other (absent before it). */
  linkForms?: string[];
  /** New navigation entries in a group the instruction does not name, written unlike the others, or removed with their page kept (absent before it). */
  navigation?: string[];
  /** Code samples whose language changed or whose lines moved, unasked (absent before it). */
  codeSamples?: string[];
  /** Pages the instruction names that the change left alone while it edited others (absent before it). */
  namedPages?: string[];
  /** Pages of a language the instruction does not name, or lines in the wrong language (absent before it). */
  languages?: string[];
  /** Flags the change documents whose defining source files the agent did not read, or with a default their source does not give (absent before it). */
  unreadSources?: string[];
  /** Sentences the change adds that the page already says elsewhere (absent before it). */
  repeated?: string[];
  /** Remarks on the edit itself that the change writes into a page, "5000 (updated)" (absent before it). */
  editNotes?: string[];
  /** Added statements that reverse what the instruction states, give one value's meaning to another, or swap two words back and forth (absent before it). */
  statements?: string[];
  /** Lines rewritten in another form than they had, unasked: a heading's case, a front matter value's quotes (absent before it). */
  forms?: string[];
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

// ---- Agent runs: what they did, step by step. ----

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

// ---- Replies posted on a pull request to `@inkwell` comments. ----

/** What a comment's reply reports, as the run's settlement recorded it. */
export type CommentReplyDetail =
  | {
      outcome: "finished";
      summary: string;
      prLink: string | null;
      /** The commit this run pushed; null when it changed nothing. */
      commitSha: string | null;
      /** What this run changed; absent when not known (a publication resumed after a crash). */
      changedFiles?: ChangedFile[];
      /** How the run ended and where it left the pull request (absent in replies queued before). */
      ending?: RunEnding;
      draft?: boolean;
      openFindings?: number | null;
      /** The problems the docs check leaves open on the pull request (the first few), to name them. */
      findings?: PublishedFinding[];
      /** Why the run stopped before the agent finished; absent when it finished. */
      stoppedEarly?: string;
    }
  | { outcome: "failed"; error: string }
  | {
      outcome: "asked";
      question: NonNullable<JobQuestion>;
      /** The job's pull request, when an earlier run opened one. */
      prLink: string | null;
    };

/** An outbox of replies to `@inkwell` comments, written when a run settles and posted after. */
export interface CommentRepliesTable {
  id: Generated<number>;
  message_id: number;
  job_id: string;
  comment_id: number;
  outcome: CommentReplyDetail["outcome"];
  detail: ColumnType<CommentReplyDetail, string, string>;
  created_at: Timestamp;
  attempts: Generated<number>;
  /** A poster holds the row until then; a poster that died lets it go. */
  claimed_until: NullableTimestamp;
  posted_at: NullableTimestamp;
}

export type CommentReplyRow = Selectable<CommentRepliesTable>;

// ---- Work one process does for the whole deployment (housekeeping). ----

/** Who does a deployment-wide task: the owner until `expires_at`, renewed while it lives. */
export interface ProcessLeasesTable {
  name: string;
  owner: string;
  expires_at: Timestamp;
}

/** Who made an API key in the dashboard, and the access to the repository it needed. */
export interface KeyMintersTable {
  key_id: string;
  github_user_id: number;
  github_login: string;
  required_permission: string;
  access_checked_at: Timestamp;
  access_lost_at: Timestamp | null;
}

export type KeyMinterRow = Selectable<KeyMintersTable>;

/** A link that shows a project's analytics read-only (see app/projects/share-link.service.ts). */
export interface ShareLinksTable {
  id: string;
  project_id: string;
  name: string;
  /** SHA-256 of the link's token, as API keys keep theirs. */
  token_hash: string;
  /** Who made it in the dashboard; null for an operator's (the CLI). */
  created_by_login: string | null;
  created_by_user_id: number | null;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export type ShareLinkRow = Selectable<ShareLinksTable>;
export type NewShareLinkRow = Insertable<ShareLinksTable>;

/** What became of a job's pull request when it closed (see app/quality/). */
export type PullRequestOutcome =
  | "merged_as_is"
  | "merged_after_follow_ups"
  | "merged_after_human_commits"
  | "closed_unmerged";

export interface PullRequestOutcomesTable {
  job_id: string;
  project_id: string;
  pr_number: number;
  outcome: PullRequestOutcome;
  /** The pull request's head when it closed. */
  head_sha: string;
  /** The last commit Inkwell pushed to the branch (null if it never recorded one). */
  inkwell_commit_sha: string | null;
  /** Runs that published to the pull request: 1, plus one per follow-up that changed files. */
  runs: number;
  /** Commits on the pull request when it closed, as GitHub counts them (absent from some payloads). */
  pr_commits: number | null;
  opened_at: Timestamp;
  closed_at: Timestamp;
}
