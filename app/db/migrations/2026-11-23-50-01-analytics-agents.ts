import { type Kysely, sql } from "kysely";

// Which AI agent read a page (and who runs it), and site-wide rollups for charts.
//
// Every key leads with `site_id`, so the tables can be distributed by site.
//
// Migrations never import application code: they must keep working as the code moves on.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The agents a site has seen: a small integer per agent, so count rows do not repeat its name.
  await sql`
    create table analytics_agents (
      site_id integer not null references analytics_sites (id) on delete cascade,
      id integer generated always as identity,
      name text not null,
      operator text not null,
      category text not null check (category in ('assistant', 'search', 'training')),
      primary key (site_id, id),
      unique (site_id, name)
    )
  `.execute(db);

  // AI views per path, agent and quarter hour: exact for any bound, and per path.
  await sql`
    create table analytics_agent_quarter_hours (
      site_id integer not null,
      path_id integer not null,
      bucket integer not null,
      agent_id integer not null,
      views integer not null,
      primary key (site_id, path_id, bucket, agent_id),
      foreign key (site_id, agent_id) references analytics_agents (site_id, id) on delete cascade
    )
  `.execute(db);

  // Site-wide rollups: a range or a chart over a whole site reads one row per day (or quarter
  // hour, for the partial days at its ends), however many paths the site has.
  await sql`
    create table analytics_site_quarter_hours (
      site_id integer not null references analytics_sites (id) on delete cascade,
      bucket integer not null,
      human integer not null,
      ai_assistant integer not null,
      ai_search integer not null,
      ai_training integer not null,
      primary key (site_id, bucket)
    )
  `.execute(db);
  await sql`
    create table analytics_site_days (
      site_id integer not null references analytics_sites (id) on delete cascade,
      day integer not null,
      human bigint not null,
      ai_assistant bigint not null,
      ai_search bigint not null,
      ai_training bigint not null,
      primary key (site_id, day)
    )
  `.execute(db);
  await sql`
    create table analytics_site_agent_quarter_hours (
      site_id integer not null,
      bucket integer not null,
      agent_id integer not null,
      views integer not null,
      primary key (site_id, bucket, agent_id),
      foreign key (site_id, agent_id) references analytics_agents (site_id, id) on delete cascade
    )
  `.execute(db);
  await sql`
    create table analytics_site_agent_days (
      site_id integer not null,
      day integer not null,
      agent_id integer not null,
      views bigint not null,
      primary key (site_id, day, agent_id),
      foreign key (site_id, agent_id) references analytics_agents (site_id, id) on delete cascade
    )
  `.execute(db);

  // Views counted before agents were recorded: the rollups from the quarter hours, and their AI
  // views under one "unknown" agent per category.
  await sql`
    insert into analytics_site_quarter_hours
      (site_id, bucket, human, ai_assistant, ai_search, ai_training)
    select site_id, bucket, sum(human), sum(ai_assistant), sum(ai_search), sum(ai_training)
    from analytics_quarter_hours group by site_id, bucket
  `.execute(db);
  await sql`
    insert into analytics_site_days (site_id, day, human, ai_assistant, ai_search, ai_training)
    select site_id, bucket / 96, sum(human), sum(ai_assistant), sum(ai_search), sum(ai_training)
    from analytics_site_quarter_hours group by site_id, bucket / 96
  `.execute(db);
  await sql`
    insert into analytics_agents (site_id, name, operator, category)
    select s.id, 'unknown-' || c.category, 'unknown', c.category
    from analytics_sites s
    cross join (values ('assistant'), ('search'), ('training')) as c (category)
    where exists (select 1 from analytics_quarter_hours q where q.site_id = s.id
      and q.ai_assistant + q.ai_search + q.ai_training > 0)
  `.execute(db);
  await sql`
    insert into analytics_agent_quarter_hours (site_id, path_id, bucket, agent_id, views)
    select q.site_id, q.path_id, q.bucket, a.id, v.views
    from analytics_quarter_hours q
    cross join lateral (values ('assistant', q.ai_assistant), ('search', q.ai_search),
      ('training', q.ai_training)) as v (category, views)
    join analytics_agents a on a.site_id = q.site_id and a.name = 'unknown-' || v.category
    where v.views > 0
  `.execute(db);
  await sql`
    insert into analytics_site_agent_quarter_hours (site_id, bucket, agent_id, views)
    select site_id, bucket, agent_id, sum(views) from analytics_agent_quarter_hours
    group by site_id, bucket, agent_id
  `.execute(db);
  await sql`
    insert into analytics_site_agent_days (site_id, day, agent_id, views)
    select site_id, bucket / 96, agent_id, sum(views) from analytics_site_agent_quarter_hours
    group by site_id, bucket / 96, agent_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "analytics_site_agent_days",
    "analytics_site_agent_quarter_hours",
    "analytics_site_days",
    "analytics_site_quarter_hours",
    "analytics_agent_quarter_hours",
    "analytics_agents",
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
