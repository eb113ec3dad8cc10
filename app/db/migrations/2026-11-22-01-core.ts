import { type Kysely, sql } from "kysely";

// Migrations never import application code: they must keep working as the code moves on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projects (
      id text primary key,
      name text not null,
      repo_owner text not null,
      repo_name text not null,
      github_repo_id bigint,
      base_ref text,
      docs_path text not null default '',
      installation_id bigint,
      installation_checked_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index projects_repo_idx on projects (lower(repo_owner), lower(repo_name))`.execute(
    db,
  );
  await sql`create index projects_installation_idx on projects (installation_id)`.execute(db);

  await sql`
    create table api_keys (
      id text primary key,
      project_id text not null references projects (id) on delete cascade,
      name text not null,
      key_hash text not null unique,
      key_prefix text not null,
      scopes text[] not null,
      expires_at timestamptz,
      last_used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index api_keys_project_idx on api_keys (project_id)`.execute(db);

  // A job row is also the work queue entry: workers claim rows whose status is active and whose
  // lease is free with FOR UPDATE SKIP LOCKED, so no separate queue can drift from the job.
  await sql`
    create table jobs (
      id text primary key,
      project_id text not null references projects (id) on delete cascade,
      status text not null check (status in ('active', 'completed', 'archived', 'failed')),
      model text,
      source_repository text not null,
      source_ref text not null,
      base_ref text,
      branch text not null,
      pr_number integer,
      pr_link text,
      summary text,
      error text,
      attempts integer not null default 0,
      run_after timestamptz not null default now(),
      lease_owner text,
      lease_expires_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      archived_at timestamptz
    )
  `.execute(db);
  await sql`create index jobs_project_created_idx on jobs (project_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index jobs_claimable_idx on jobs (run_after) where status = 'active'`.execute(
    db,
  );
  await sql`create index jobs_pr_idx on jobs (pr_number) where pr_number is not null`.execute(db);

  // Every instruction given to a job, the first one included; the agent works through the
  // unprocessed ones in order.
  await sql`
    create table job_messages (
      id bigint generated always as identity primary key,
      job_id text not null references jobs (id) on delete cascade,
      prompt text not null,
      origin text not null default 'api',
      created_at timestamptz not null default now(),
      processed_at timestamptz
    )
  `.execute(db);
  await sql`create index job_messages_job_idx on job_messages (job_id, id)`.execute(db);

  await sql`
    create table idempotency_keys (
      project_id text not null references projects (id) on delete cascade,
      key text not null,
      request_hash text not null,
      job_id text not null references jobs (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (project_id, key)
    )
  `.execute(db);

  await sql`
    create table rate_limit_counters (
      bucket text not null,
      window_start timestamptz not null,
      count integer not null,
      primary key (bucket, window_start)
    )
  `.execute(db);

  await sql`
    create table webhook_deliveries (
      id text primary key,
      event text not null,
      received_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "webhook_deliveries",
    "rate_limit_counters",
    "idempotency_keys",
    "job_messages",
    "jobs",
    "api_keys",
    "projects",
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
