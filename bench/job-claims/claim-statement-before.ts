import { sql } from "kysely";
import type { JobRow } from "../../app/db/schema.ts";
import type { JobClaim } from "../../app/jobs/job-queue.repository.ts";

/**
 * The claim as it was before the queue's line (migration 2026-12-04-10-job-queue-heads): it walks
 * every project with active jobs. Kept only so the benchmark measures both on the same data, on a
 * schema migrated up to the migration before the line's.
 */
export function claimStatementBefore(claim: JobClaim) {
  const { now } = claim;
  const leaseExpiresAt = new Date(now.getTime() + claim.leaseMs);
  return sql<JobRow & { picked_job_id: string }>`
    with recursive queued(project_id) as (
      (select project_id from jobs where status = 'active' order by project_id limit 1)
      union all
      select (
        select j.project_id from jobs j
        where j.status = 'active' and j.project_id > queued.project_id
        order by j.project_id limit 1
      )
      from queued where queued.project_id is not null
    ),
    candidates as materialized (
      select p.id as project_id, p.claim_turn,
        head.id as job_id, head.run_after, head.created_at
      from queued
      join projects p on p.id = queued.project_id
      cross join lateral (
        select j.id, j.run_after, j.created_at from jobs j
        where j.project_id = p.id and j.status = 'active' and j.run_after <= ${now}
          and (j.lease_expires_at is null or j.lease_expires_at < ${now})
        order by j.run_after, j.created_at
        limit ${claim.projectConcurrency}
      ) head
      where (
          select count(*) from jobs r
          where r.project_id = p.id and r.status = 'active' and r.lease_owner is not null
            and r.lease_expires_at >= ${now}
        ) < ${claim.projectConcurrency}
        and not exists (
          select 1 from installation_throttles t
          where t.installation_id = p.installation_id and t.until > ${now}
        )
    ),
    picked as (
      select c.job_id, c.project_id, c.claim_turn
      from candidates c
      join jobs j on j.id = c.job_id
      where j.status = 'active' and j.run_after <= ${now}
        and (j.lease_expires_at is null or j.lease_expires_at < ${now})
      order by c.claim_turn nulls first, c.run_after, c.created_at, c.job_id
      limit 1
      for update of j skip locked
    ),
    served as (
      update projects p set claim_turn = nextval('job_claim_turns')
      from picked
      where p.id = picked.project_id and p.claim_turn is not distinct from picked.claim_turn
      returning p.id
    ),
    claimed as (
      update jobs set
        lease_owner = ${claim.owner},
        lease_expires_at = ${leaseExpiresAt},
        attempts = case when jobs.lease_owner is null then jobs.attempts else jobs.attempts + 1 end
      from picked, served
      where jobs.id = picked.job_id
      returning jobs.*
    )
    select claimed.*, picked.job_id as picked_job_id
    from picked left join claimed on true
  `;
}
