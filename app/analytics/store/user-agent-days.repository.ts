import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type AgentRef, ensureAgents } from "./analytics.repository.ts";

/**
 * Distinct user agents kept per site and UTC day; the events of further ones count under one
 * overflow row per class. Concurrent batches may each take the last places, so a day can pass it
 * by what they add at once.
 */
export const USER_AGENTS_PER_DAY = 2_000;

/**
 * What an event was counted as: `human`, `ai:<agent>`, `crawler:<agent>`, or `none` (an automated
 * client that is no view). Agents' names come from Inkwell's lists, so the set is bounded.
 */
export type CountedAs = string;

export interface UserAgentDay {
  day: number;
  userAgent: string;
  markdown: boolean;
  countedAs: CountedAs;
  views: number;
}

/** A batch's events per day, user agent, Markdown flag and class, summed as they are classified. */
export class UserAgentTally {
  readonly #rows: UserAgentDay[] = [];
  /** By user agent, then class, then day and Markdown flag: no key is built per event. */
  readonly #index = new Map<string, Map<CountedAs, Map<number, UserAgentDay>>>();

  add(day: number, userAgent: string, markdown: boolean, countedAs: CountedAs): void {
    let byClass = this.#index.get(userAgent);
    if (!byClass) {
      byClass = new Map();
      this.#index.set(userAgent, byClass);
    }
    let byDay = byClass.get(countedAs);
    if (!byDay) {
      byDay = new Map();
      byClass.set(countedAs, byDay);
    }
    const at = markdown ? -day - 1 : day;
    const row = byDay.get(at);
    if (row) row.views++;
    else {
      const added = { day, userAgent, markdown, countedAs, views: 1 };
      byDay.set(at, added);
      this.#rows.push(added);
    }
  }

  rows(): UserAgentDay[] {
    return [...this.#rows];
  }
}

/**
 * The statement (a CTE of the batch's insert, so both commit together) that adds a batch's user
 * agents to their days: a user agent the day has already, or one that still fits the day's
 * allowance, under its own row; the others under the overflow row of their class.
 */
export function addUserAgentDays(
  siteId: number,
  rows: readonly UserAgentDay[],
  when: RawBuilder<unknown>,
): RawBuilder<unknown> {
  // Each day's count of user agents is read once; a new user agent keeps a row of its own while
  // the places it takes, in name order, fit the allowance.
  return sql`
    with batch as (
      select * from unnest(${rows.map((r) => r.day)}::int4[], ${rows.map((r) => r.userAgent)}::text[],
        ${rows.map((r) => r.markdown)}::bool[], ${rows.map((r) => r.countedAs)}::text[],
        ${rows.map((r) => r.views)}::int8[]) as u (day, user_agent, markdown, counted_as, views)
    ),
    day_counts as (
      select d.day, (
        select count(distinct k.user_agent) from analytics_user_agent_days k
        where k.site_id = ${siteId} and k.day = d.day and not k.overflow
      ) as kept
      from (select distinct day from batch) as d
    ),
    seen as (
      select b.*, exists (
        select 1 from analytics_user_agent_days k
        where k.site_id = ${siteId} and k.day = b.day and not k.overflow
          and k.user_agent = b.user_agent
      ) as known
      from batch b
    ),
    placed as (
      select s.*, s.known or (
        c.kept + dense_rank() over (partition by s.day, s.known order by s.user_agent collate "C")
      ) <= ${USER_AGENTS_PER_DAY} as own
      from seen s join day_counts c on c.day = s.day
    )
    insert into analytics_user_agent_days
      (site_id, day, overflow, user_agent, markdown, counted_as, views)
    select ${siteId}::int4, day, not own, case when own then user_agent else '' end,
      markdown, counted_as, sum(views)::int8
    from placed
    where exists (${when})
    group by 2, 3, 4, 5, 6
    on conflict (site_id, day, overflow, user_agent, markdown, counted_as)
      do update set views = analytics_user_agent_days.views + excluded.views
    returning 1
  `;
}

/** The user agents of a site's days from `fromDay` on, with what they were counted as. */
export async function listUserAgentDays(
  db: Kysely<Database>,
  siteId: number,
  fromDay: number,
): Promise<(UserAgentDay & { overflow: boolean })[]> {
  const rows = await db
    .selectFrom("analytics_user_agent_days")
    .select(["day", "overflow", "user_agent", "markdown", "counted_as", "views"])
    .where("site_id", "=", siteId)
    .where("day", ">=", fromDay)
    .orderBy("day")
    .execute();
  return rows.map((row) => ({
    day: row.day,
    overflow: row.overflow,
    userAgent: row.user_agent,
    markdown: row.markdown,
    countedAs: row.counted_as,
    views: Number(row.views),
  }));
}

/** A move of views from one class to another on one day, as reclassification finds it. */
export interface ClassMove {
  day: number;
  userAgent: string;
  markdown: boolean;
  from: CountedAs;
  to: CountedAs;
  views: number;
}

/**
 * Counts one site's moves in its daily site-wide rollups (the class columns and the per-agent
 * days) and in the user agent days, inside the caller's transaction. The AI category of an agent
 * is its category in the site's agents; a crawler has no category column, only its agent's row.
 * Returns the ids of the agents the moves name, by name.
 */
export async function applyClassMoves(
  trx: Kysely<Database>,
  siteId: number,
  moves: readonly ClassMove[],
  agentsOf: (countedAs: CountedAs) => AgentRef | undefined,
): Promise<Map<string, number>> {
  if (moves.length === 0) return new Map();
  const refs = new Map<string, AgentRef>();
  for (const move of moves) {
    for (const side of [move.from, move.to]) {
      const ref = agentsOf(side);
      if (ref) refs.set(ref.name, ref);
    }
  }
  const agentIds = await ensureAgents(trx, siteId, [...refs.values()]);
  // Per day: the change of each class column and of each agent's row.
  const columns = new Map<string, number>();
  const agents = new Map<string, number>();
  const add = (countedAs: CountedAs, day: number, views: number) => {
    const column = classColumn(countedAs, agentsOf);
    if (column) columns.set(`${day}:${column}`, (columns.get(`${day}:${column}`) ?? 0) + views);
    const ref = agentsOf(countedAs);
    const id = ref ? agentIds.get(ref.name) : undefined;
    if (id !== undefined) agents.set(`${day}:${id}`, (agents.get(`${day}:${id}`) ?? 0) + views);
  };
  for (const move of moves) {
    add(move.from, move.day, -move.views);
    add(move.to, move.day, move.views);
  }
  for (const [key, views] of columns) {
    if (views === 0) continue;
    const [day, column] = key.split(":") as [string, string];
    await sql`
        insert into analytics_site_days (site_id, day, human, ai_assistant, ai_search, ai_training)
        values (${siteId}, ${Number(day)}, 0, 0, 0, 0)
        on conflict (site_id, day) do nothing
      `.execute(trx);
    await sql`
        update analytics_site_days set ${sql.ref(column)} = ${sql.ref(column)} + ${views}
        where site_id = ${siteId} and day = ${Number(day)}
      `.execute(trx);
  }
  for (const [key, views] of agents) {
    if (views === 0) continue;
    const [day, agentId] = key.split(":").map(Number) as [number, number];
    await sql`
        insert into analytics_site_agent_days (site_id, day, agent_id, views)
        values (${siteId}, ${day}, ${agentId}, ${views})
        on conflict (site_id, day, agent_id)
          do update set views = analytics_site_agent_days.views + excluded.views
      `.execute(trx);
  }
  for (const move of moves) {
    await sql`
        delete from analytics_user_agent_days
        where site_id = ${siteId} and day = ${move.day} and not overflow
          and user_agent = ${move.userAgent} and markdown = ${move.markdown}
          and counted_as = ${move.from}
      `.execute(trx);
    await sql`
        insert into analytics_user_agent_days
          (site_id, day, overflow, user_agent, markdown, counted_as, views)
        values (${siteId}, ${move.day}, false, ${move.userAgent}, ${move.markdown}, ${move.to},
          ${move.views})
        on conflict (site_id, day, overflow, user_agent, markdown, counted_as)
          do update set views = analytics_user_agent_days.views + excluded.views
      `.execute(trx);
  }
  return agentIds;
}

/** The site-days column a class counts in: human, an AI category, or none (crawlers, none). */
function classColumn(
  countedAs: CountedAs,
  agentsOf: (countedAs: CountedAs) => AgentRef | undefined,
): string | undefined {
  if (countedAs === "human") return "human";
  const ref = agentsOf(countedAs);
  if (!ref || ref.category === "crawler") return undefined;
  return `ai_${ref.category}`;
}

/**
 * AI views that read the Markdown surface (a page's `.md`/`.mdx` source, `Accept: text/markdown`,
 * `llms.txt`) on a site's UTC days [fromDay, toDay), from the user agent days (overflow rows keep
 * their Markdown flag, so this is exact).
 */
export async function sumAiMarkdownViews(
  db: Kysely<Database>,
  siteId: number,
  fromDay: number,
  toDay: number,
): Promise<number> {
  const row = await db
    .selectFrom("analytics_user_agent_days")
    .select((eb) => eb.fn.sum<string | number | null>("views").as("views"))
    .where("site_id", "=", siteId)
    .where("day", ">=", fromDay)
    .where("day", "<", toDay)
    .where("markdown", "=", true)
    .where("counted_as", "like", "ai:%")
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}
