import { type Kysely, sql } from "kysely";

// The queue's line of projects, so a claim reads a few entries of one index instead of every
// project with active jobs. `job_queue_heads` has a row per project that has had a job:
// - `claim_turn` (moved here from `projects`): the turn at which a job of the project was last
//   claimed; the project with the earliest turn, or none, is served next;
// - `next_*`: its oldest active job that no worker holds (by run_after, created_at, id);
// - `leased`, `lease_lapses_at`: how many of its active jobs hold a lease, live or lapsed, and
//   when the first of those lapses;
// - `ready_at`: the earliest moment it can have a job to claim (its next job's run_after or its
//   first lapse, but not before its installation's throttle ends), null without active jobs;
// - `ready`: whether `ready_at` had passed when last looked at. Only ready rows are in the line's
//   index; a claim first marks ready the rows whose moment came (`job_queue_heads_waiting_idx`),
//   so projects waiting for a retry or a throttle are never walked over.
// Triggers on `jobs`, `installation_throttles` and `projects.installation_id` refresh the rows in
// the writing transaction, whatever writes them, so the line cannot drift from the jobs. The
// refresh locks the rows first and then reads the jobs, so two transactions changing one project
// at once cannot leave the row with what only one of them saw.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_queue_heads (
      project_id text primary key references projects (id) on delete cascade,
      claim_turn bigint,
      next_job_id text,
      next_run_after timestamptz,
      next_created_at timestamptz,
      leased integer not null default 0,
      lease_lapses_at timestamptz,
      ready_at timestamptz,
      ready boolean not null default false
    )
  `.execute(db);
  await sql`
    create index job_queue_heads_line_idx on job_queue_heads
      (claim_turn nulls first, next_run_after, next_created_at, next_job_id)
    where ready
  `.execute(db);
  await sql`
    create index job_queue_heads_waiting_idx on job_queue_heads (ready_at)
    where not ready and ready_at is not null
  `.execute(db);

  await sql`
    create function refresh_job_queue_heads(changed text[]) returns void
    language plpgsql as $$
    begin
      insert into job_queue_heads (project_id)
      select p.id from projects p where p.id = any(changed) order by p.id
      on conflict (project_id) do nothing;
      perform 1 from job_queue_heads h where h.project_id = any(changed)
        order by h.project_id for update;
      update job_queue_heads h set
        next_job_id = n.id,
        next_run_after = n.run_after,
        next_created_at = n.created_at,
        leased = l.leased,
        lease_lapses_at = l.lapses,
        ready_at = r.ready_at,
        ready = coalesce(r.ready_at <= clock_timestamp(), false)
      from projects p
      left join lateral (
        select j.id, j.run_after, j.created_at from jobs j
        where j.project_id = p.id and j.status = 'active' and j.lease_owner is null
        order by j.run_after, j.created_at, j.id
        limit 1
      ) n on true
      cross join lateral (
        select count(*)::int as leased, min(j.lease_expires_at) as lapses from jobs j
        where j.project_id = p.id and j.status = 'active' and j.lease_owner is not null
      ) l
      left join installation_throttles t on t.installation_id = p.installation_id
      cross join lateral (
        select case when n.id is null and l.lapses is null then null
          else greatest(least(n.run_after, l.lapses), t.until) end as ready_at
      ) r
      where h.project_id = any(changed) and p.id = h.project_id;
    end
    $$
  `.execute(db);

  // Statement-level, with the changed rows as tables: one refresh per project a statement
  // touched, and none for updates that leave the queue as it was (usage, pull request state).
  await sql`
    create function jobs_refresh_queue_heads() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_job_queue_heads(array(select distinct project_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform refresh_job_queue_heads(array(select distinct project_id from old_rows));
      else
        perform refresh_job_queue_heads(array(
          select distinct changed.project_id
          from old_rows o join new_rows n on n.id = o.id
          cross join lateral unnest(array[o.project_id, n.project_id]) as changed(project_id)
          where (o.project_id, o.status, o.run_after, o.created_at, o.lease_owner, o.lease_expires_at)
            is distinct from
            (n.project_id, n.status, n.run_after, n.created_at, n.lease_owner, n.lease_expires_at)
        ));
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger jobs_queue_heads_insert after insert on jobs
    referencing new table as new_rows
    for each statement execute function jobs_refresh_queue_heads()
  `.execute(db);
  await sql`
    create trigger jobs_queue_heads_update after update on jobs
    referencing old table as old_rows new table as new_rows
    for each statement execute function jobs_refresh_queue_heads()
  `.execute(db);
  await sql`
    create trigger jobs_queue_heads_delete after delete on jobs
    referencing old table as old_rows
    for each statement execute function jobs_refresh_queue_heads()
  `.execute(db);

  // A throttle set, moved or lifted changes when its installation's projects are ready.
  await sql`
    create function installation_throttles_refresh_queue_heads() returns trigger
    language plpgsql as $$
    begin
      perform refresh_job_queue_heads(array(
        select h.project_id from job_queue_heads h join projects p on p.id = h.project_id
        where h.ready_at is not null and p.installation_id in (
          select installation_id from changed_rows
        )
      ));
      return null;
    end
    $$
  `.execute(db);
  for (const [event, transition] of [
    ["insert", "new table as changed_rows"],
    ["update", "new table as changed_rows"],
    ["delete", "old table as changed_rows"],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`installation_throttles_queue_heads_${event}`)}
      after ${sql.raw(event)} on installation_throttles
      referencing ${sql.raw(transition)}
      for each statement execute function installation_throttles_refresh_queue_heads()
    `.execute(db);
  }
  await sql`
    create function projects_refresh_queue_head() returns trigger
    language plpgsql as $$
    begin
      if exists (select 1 from job_queue_heads where project_id = new.id) then
        perform refresh_job_queue_heads(array[new.id]);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger projects_queue_head after update of installation_id on projects
    for each row when (old.installation_id is distinct from new.installation_id)
    execute function projects_refresh_queue_head()
  `.execute(db);

  // Backfill: every project keeps its turn, and every project with active jobs gets its line.
  await sql`
    insert into job_queue_heads (project_id, claim_turn)
    select p.id, p.claim_turn from projects p
    where p.claim_turn is not null
      or exists (select 1 from jobs j where j.project_id = p.id and j.status = 'active')
  `.execute(db);
  await sql`
    select refresh_job_queue_heads(array(select project_id from job_queue_heads))
  `.execute(db);
  await sql`alter table projects drop column claim_turn`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects add column claim_turn bigint`.execute(db);
  await sql`
    update projects p set claim_turn = h.claim_turn
    from job_queue_heads h where h.project_id = p.id
  `.execute(db);
  await sql`drop trigger if exists projects_queue_head on projects`.execute(db);
  for (const event of ["insert", "update", "delete"]) {
    await sql`
      drop trigger if exists ${sql.raw(`installation_throttles_queue_heads_${event}`)}
      on installation_throttles
    `.execute(db);
    await sql`drop trigger if exists ${sql.raw(`jobs_queue_heads_${event}`)} on jobs`.execute(db);
  }
  await sql`drop function if exists projects_refresh_queue_head()`.execute(db);
  await sql`drop function if exists installation_throttles_refresh_queue_heads()`.execute(db);
  await sql`drop function if exists jobs_refresh_queue_heads()`.execute(db);
  await sql`drop function if exists refresh_job_queue_heads(text[])`.execute(db);
  await sql`drop table if exists job_queue_heads`.execute(db);
}
