import type { Migration } from "kysely";
import * as core from "./2026-11-22-01-core.ts";
import * as analytics from "./2026-11-22-02-analytics.ts";
import * as agent from "./2026-11-22-03-agent.ts";
import * as writePolicy from "./2026-11-23-10-write-policy.ts";
import * as agentTranscripts from "./2026-11-23-40-agent-transcripts.ts";
import * as analyticsAgents from "./2026-11-23-50-01-analytics-agents.ts";
import * as analyticsSparseDays from "./2026-11-23-50-02-analytics-sparse-days.ts";
import * as analyticsImportMarks from "./2026-11-23-50-03-analytics-import-marks.ts";
import * as pathAdmissions from "./2026-11-23-60-path-admissions.ts";
import * as dashboard from "./2026-11-23-70-dashboard.ts";
import * as prComments from "./2026-11-23-90-pr-comments.ts";
import * as analyticsDayCells from "./2026-11-26-50-04-analytics-day-cells.ts";
import * as jobOutcome from "./2026-11-27-10-job-outcome.ts";
import * as processLeases from "./2026-11-27-10-process-leases.ts";
import * as pullRequestOutcomes from "./2026-11-27-10-pull-request-outcomes.ts";
import * as fairClaims from "./2026-11-27-11-fair-claims.ts";
import * as analyticsBatchKeyDigests from "./2026-11-27-50-05-analytics-batch-key-digests.ts";
import * as analyticsReferrers from "./2026-11-27-50-05-analytics-referrers.ts";
import * as projectTimeZone from "./2026-11-27-50-06-project-time-zone.ts";
import * as keyMinters from "./2026-11-27-70-01-key-minters.ts";
import * as analyticsDailyCountsView from "./2026-11-27-80-analytics-daily-counts-view.ts";
import * as reviewCommentMessages from "./2026-11-27-80-review-comment-messages.ts";
import * as shareLinks from "./2026-11-27-80-share-links.ts";
import * as issueJobs from "./2026-12-04-10-issue-jobs.ts";
import * as jobQuestions from "./2026-12-04-10-job-questions.ts";
import * as jobQueueHeads from "./2026-12-04-10-job-queue-heads.ts";
import * as jobTraceParent from "./2026-12-04-10-job-trace-parent.ts";
import * as analyticsCrawlers from "./2026-12-04-50-07-analytics-crawlers.ts";
import * as analyticsDailyCountsCrawlers from "./2026-12-05-50-08-analytics-daily-counts-crawlers.ts";
import * as analyticsCrawlerTotals from "./2026-12-05-50-09-analytics-crawler-totals.ts";
import * as analyticsDayCounts from "./2026-12-05-50-10-analytics-day-counts.ts";
import * as analyticsPendingPathCounts from "./2026-12-05-50-11-analytics-pending-path-counts.ts";
import * as analyticsDayHeads from "./2026-12-05-50-12-analytics-day-heads.ts";
import * as analyticsRangeHeads from "./2026-12-05-50-13-analytics-range-heads.ts";

/**
 * Every migration, by name. Listed here (not read from the folder) so that a bundler or a
 * moved file can never silently drop one. Names sort in the order they run.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22-01-core": core,
  "2026-11-22-02-analytics": analytics,
  "2026-11-22-03-agent": agent,
  "2026-11-23-10-write-policy": writePolicy,
  "2026-11-23-40-agent-transcripts": agentTranscripts,
  "2026-11-23-50-01-analytics-agents": analyticsAgents,
  "2026-11-23-50-02-analytics-sparse-days": analyticsSparseDays,
  "2026-11-23-50-03-analytics-import-marks": analyticsImportMarks,
  "2026-11-23-60-path-admissions": pathAdmissions,
  "2026-11-23-70-dashboard": dashboard,
  "2026-11-23-90-pr-comments": prComments,
  "2026-11-26-50-04-analytics-day-cells": analyticsDayCells,
  "2026-11-27-10-job-outcome": jobOutcome,
  "2026-11-27-10-process-leases": processLeases,
  "2026-11-27-10-pull-request-outcomes": pullRequestOutcomes,
  "2026-11-27-11-fair-claims": fairClaims,
  "2026-11-27-50-05-analytics-batch-key-digests": analyticsBatchKeyDigests,
  "2026-11-27-50-05-analytics-referrers": analyticsReferrers,
  "2026-11-27-50-06-project-time-zone": projectTimeZone,
  "2026-11-27-70-01-key-minters": keyMinters,
  "2026-11-27-80-analytics-daily-counts-view": analyticsDailyCountsView,
  "2026-11-27-80-review-comment-messages": reviewCommentMessages,
  "2026-11-27-80-share-links": shareLinks,
  "2026-12-04-10-issue-jobs": issueJobs,
  "2026-12-04-10-job-questions": jobQuestions,
  "2026-12-04-10-job-queue-heads": jobQueueHeads,
  "2026-12-04-10-job-trace-parent": jobTraceParent,
  "2026-12-04-50-07-analytics-crawlers": analyticsCrawlers,
  "2026-12-05-50-08-analytics-daily-counts-crawlers": analyticsDailyCountsCrawlers,
  "2026-12-05-50-09-analytics-crawler-totals": analyticsCrawlerTotals,
  "2026-12-05-50-10-analytics-day-counts": analyticsDayCounts,
  "2026-12-05-50-11-analytics-pending-path-counts": analyticsPendingPathCounts,
  "2026-12-05-50-12-analytics-day-heads": analyticsDayHeads,
  "2026-12-05-50-13-analytics-range-heads": analyticsRangeHeads,
};
