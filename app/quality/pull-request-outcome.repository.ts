import { type Kysely, sql } from "kysely";
import type { Database, PullRequestOutcome, PullRequestOutcomesTable } from "../db/schema.ts";

type Db = Kysely<Database>;

export type NewPullRequestOutcome = {
  [K in keyof PullRequestOutcomesTable]: PullRequestOutcomesTable[K] extends { __select__: infer S }
    ? S
    : PullRequestOutcomesTable[K];
};

/** Records how a job's pull request ended; a later close (after a reopen) replaces the earlier. */
export async function savePullRequestOutcome(db: Db, row: NewPullRequestOutcome): Promise<void> {
  await db
    .insertInto("pull_request_outcomes")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("job_id").doUpdateSet({
        pr_number: row.pr_number,
        outcome: row.outcome,
        head_sha: row.head_sha,
        inkwell_commit_sha: row.inkwell_commit_sha,
        runs: row.runs,
        pr_commits: row.pr_commits,
        opened_at: row.opened_at,
        closed_at: row.closed_at,
      }),
    )
    .execute();
}

export interface Period {
  from: Date | undefined;
  to: Date | undefined;
}

/** A project's pull requests that closed in the period, by outcome, with the median time to merge. */
export async function countPullRequestOutcomes(
  db: Db,
  projectId: string,
  period: Period,
): Promise<{ counts: Map<PullRequestOutcome, number>; medianMergeSeconds: number | null }> {
  let query = db.selectFrom("pull_request_outcomes").where("project_id", "=", projectId);
  if (period.from) query = query.where("closed_at", ">=", period.from);
  if (period.to) query = query.where("closed_at", "<", period.to);
  const rows = await query
    .select(["outcome", sql<string>`count(*)`.as("n")])
    .groupBy("outcome")
    .execute();
  const median = await query
    .where("outcome", "!=", "closed_unmerged")
    .select(
      sql<
        string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from closed_at - opened_at))`.as(
        "seconds",
      ),
    )
    .executeTakeFirst();
  return {
    counts: new Map(rows.map((row) => [row.outcome, Number(row.n)])),
    medianMergeSeconds: median?.seconds == null ? null : Math.max(0, Number(median.seconds)),
  };
}

/** A project's jobs created in the period: how many are in each status, and their token use. */
export async function summarizeJobs(db: Db, projectId: string, period: Period) {
  let query = db.selectFrom("jobs").where("project_id", "=", projectId);
  if (period.from) query = query.where("created_at", ">=", period.from);
  if (period.to) query = query.where("created_at", "<", period.to);
  const byStatus = await query
    .select(["status", sql<string>`count(*)`.as("n")])
    .groupBy("status")
    .execute();
  const tokens = await query
    .select([
      sql<string | null>`sum(input_tokens)`.as("input"),
      sql<string | null>`sum(cached_input_tokens)`.as("cached"),
      sql<string | null>`sum(output_tokens)`.as("output"),
    ])
    .executeTakeFirst();
  return {
    byStatus: new Map(byStatus.map((row) => [row.status, Number(row.n)])),
    tokens: {
      input: Number(tokens?.input ?? 0),
      cachedInput: Number(tokens?.cached ?? 0),
      output: Number(tokens?.output ?? 0),
    },
  };
}
