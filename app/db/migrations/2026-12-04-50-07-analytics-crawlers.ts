import { type Kysely, sql } from "kysely";

// Crawlers that are not AI agents (search engines, link previews, monitors) are counted as a class
// of their own: each is an agent of category 'crawler', whose views are only agent cells (no
// category cell), so per-page human and AI counts and the running totals are as before.
//
// analytics_user_agent_days: per site and day, each user agent string seen with how many events
// carried it, whether they were Markdown fetches, and what they were counted as ('human',
// 'ai:<agent>', 'crawler:<agent>' or 'none'), so `inkwell analytics reclassify` can count past
// days again when the agent lists change. Bounded per site and day: past the allowance, events
// count under one overflow row per class (`overflow`, with an empty user agent), which keeps what
// they were counted as.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analytics_agents drop constraint if exists analytics_agents_category_check`.execute(
    db,
  );
  await sql`
    alter table analytics_agents add constraint analytics_agents_category_check
      check (category in ('assistant', 'search', 'training', 'crawler'))
  `.execute(db);
  await sql`
    create table analytics_user_agent_days (
      site_id integer not null references analytics_sites (id) on delete cascade,
      day integer not null,
      overflow boolean not null,
      user_agent text not null,
      markdown boolean not null,
      counted_as text not null,
      views bigint not null,
      primary key (site_id, day, overflow, user_agent, markdown, counted_as)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists analytics_user_agent_days`.execute(db);
  await sql`delete from analytics_agents where category = 'crawler'`.execute(db);
  await sql`alter table analytics_agents drop constraint if exists analytics_agents_category_check`.execute(
    db,
  );
  await sql`
    alter table analytics_agents add constraint analytics_agents_category_check
      check (category in ('assistant', 'search', 'training'))
  `.execute(db);
}
