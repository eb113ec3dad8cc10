import { type Child, createContext, useContext } from "hono/jsx";
import type { AnalyticsRange } from "../analytics-range.ts";
import { RANGE_PRESETS } from "../analytics-range.ts";
import { allows } from "../repository-access.service.ts";
import { DashboardLayout, type ProjectNav, type SignedInUser } from "./dashboard-layout.tsx";
import { formatCount, formatInstant } from "./format-time.ts";
import { periodLabel, type SeriesPoint, ViewsChart } from "./views-chart.tsx";

export interface ViewCounts {
  human: number;
  ai: number;
  total: number;
}

export interface PageRow extends ViewCounts {
  path: string;
  /** The page's total views in the previous range of the same length. */
  previous: number;
}

export type AiCategory = "assistant" | "search" | "training";

export interface CategoryRow {
  category: AiCategory;
  views: number;
}

export interface AgentRow {
  agent: string;
  operator: string;
  category: AiCategory;
  views: number;
}

export interface ReferrerRow {
  referrer: string;
  /** The AI product the host belongs to, or null. */
  ai: string | null;
  views: number;
}

export interface ReferrerTotals {
  human: number;
  referred: number;
  direct: number;
  fromAi: number;
}

export interface AnalyticsPageProps {
  user?: SignedInUser | undefined;
  project: ProjectNav;
  /** Seen through a share link: read-only, at `base`, without a link into the dashboard. */
  shared?: { base: string; expiresAt: string | null } | undefined;
  range: AnalyticsRange;
  totals: ViewCounts;
  /** The same counts over the previous range of the same length. */
  previousTotals: ViewCounts;
  /** The totals of the pages the top pages table lists from (those under `prefix`), now and before. */
  matchingTotals: ViewCounts;
  previousMatchingTotals: ViewCounts;
  /** The top pages' filter: pages whose path starts with it. */
  prefix?: string | undefined;
  series: SeriesPoint[];
  categories: CategoryRow[];
  agents: AgentRow[];
  /** More agents had views than the page lists. */
  moreAgents: boolean;
  pages: PageRow[];
  /** 1 for the first page of paths. */
  pageNumber: number;
  pageSize: number;
  hasMorePages: boolean;
  /** One page's own view: its series and agents, without the list of pages. */
  path?: string | undefined;
  referrerTotals: ReferrerTotals;
  referrers: ReferrerRow[];
  moreReferrers: boolean;
  /** Pages people sent by AI products arrived on, most first. */
  aiPages: Array<{ path: string; views: number }>;
}

const CATEGORY_LABELS: Record<AiCategory, { name: string; meaning: string }> = {
  assistant: { name: "Assistants", meaning: "fetching a page for a person who asked" },
  search: { name: "AI search", meaning: "search and answer engines indexing pages" },
  training: { name: "Training", meaning: "crawlers collecting training data" },
};

/** "12.5%" of a part in a whole; a dash when there is no whole. */
function share(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((part / whole) * 100).toFixed(1)}%`;
}

/**
 * "+12%", "−5%", "no change", "new" (nothing before) or "–" (nothing either time): how a count
 * moved against the previous range, rounded to whole percent (the counts are shown beside it).
 */
export function changeOf(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "–" : "new";
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return current === previous ? "no change" : current > previous ? "+0%" : "−0%";
  return percent > 0 ? `+${formatCount(percent)}%` : `−${formatCount(-percent)}%`;
}

function withParams(
  base: string,
  query: URLSearchParams,
  extra: Record<string, string | undefined> = {},
) {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

function RangePicker({
  base,
  range,
  path,
  prefix,
  settings,
}: {
  base: string;
  range: AnalyticsRange;
  path: string | undefined;
  prefix: string | undefined;
  /** The time zone form, for those who may change it. */
  settings: string | undefined;
}) {
  const kept = new URLSearchParams();
  if (path) kept.set("path", path);
  else if (prefix) kept.set("prefix", prefix);
  return (
    <section aria-labelledby="range-heading" class="range-picker">
      <h2 id="range-heading" class="visually-hidden">
        Range
      </h2>
      <nav class="filters" aria-label="Range">
        <ul>
          {RANGE_PRESETS.map((preset) => (
            <li>
              <a
                href={withParams(base, kept, { range: preset.id })}
                aria-current={range.preset === preset.id ? "page" : undefined}
              >
                {preset.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={base} class="range-form">
        {[...kept].map(([name, value]) => (
          <input type="hidden" name={name} value={value} />
        ))}
        <div>
          <label for="range-from">From</label>
          <input type="date" id="range-from" name="from" value={range.firstDay} required />
        </div>
        <div>
          <label for="range-to">To (included)</label>
          <input type="date" id="range-to" name="to" value={range.lastDay} required />
        </div>
        <div>
          <button type="submit" class="secondary">
            Show these days
          </button>
        </div>
      </form>
      <p class="muted" id="range-label">
        Showing {range.label}, compared with the {range.previous.label}. Days and weeks follow the
        project's time zone, <strong id="time-zone">{range.timeZone}</strong>
        {settings ? (
          <>
            {" "}
            (<a href={settings}>change the time zone</a>).
          </>
        ) : (
          "."
        )}
      </p>
    </section>
  );
}

/** "+12% vs previous 30 days (1,100)": under a total, how it moved. */
function Change(props: { current: number; previous: number; label: string }) {
  return (
    <dd class="change">
      {changeOf(props.current, props.previous)} vs {props.label} ({formatCount(props.previous)})
    </dd>
  );
}

function Totals({
  totals,
  previous,
  previousLabel,
  fromAi,
}: {
  totals: ViewCounts;
  previous: ViewCounts;
  previousLabel: string;
  fromAi: number;
}) {
  return (
    <dl class="totals">
      <div>
        <dt>Human views</dt>
        <dd>{formatCount(totals.human)}</dd>
        <Change current={totals.human} previous={previous.human} label={previousLabel} />
      </div>
      <div>
        <dt>AI views</dt>
        <dd>{formatCount(totals.ai)}</dd>
        <Change current={totals.ai} previous={previous.ai} label={previousLabel} />
      </div>
      <div>
        <dt>AI share</dt>
        <dd>{share(totals.ai, totals.total)}</dd>
      </div>
      <div>
        <dt>People sent by AI</dt>
        <dd>{formatCount(fromAi)}</dd>
      </div>
    </dl>
  );
}

/** True around a shared page (its route provides it): such a page offers no downloads. */
export const ReadOnlyAnalytics = createContext(false);

function Section(props: { id: string; title: string; csv?: string | undefined; children?: Child }) {
  const readOnly = useContext(ReadOnlyAnalytics);
  return (
    <section aria-labelledby={props.id}>
      <div class="section-head">
        <h2 id={props.id}>{props.title}</h2>
        {props.csv && !readOnly && (
          <a href={props.csv} download>
            Download CSV<span class="visually-hidden"> of {props.title.toLowerCase()}</span>
          </a>
        )}
      </div>
      {props.children}
    </section>
  );
}

export function AnalyticsPage(props: AnalyticsPageProps) {
  const { project, range, shared } = props;
  const base = shared?.base ?? `/app/projects/${encodeURIComponent(project.id)}/analytics`;
  const { path, prefix } = props;
  const zone = range.timeZone;
  // The range, and the page when one page is shown: every link and download keeps both.
  const query = new URLSearchParams(range.query);
  if (path) query.set("path", path);
  // The list's links keep its filter too.
  const listQuery = new URLSearchParams(range.query);
  if (prefix) listQuery.set("prefix", prefix);
  const pageQuery = new URLSearchParams(listQuery);
  if (props.pageNumber > 1) pageQuery.set("page", String(props.pageNumber));
  // A share link's visitor sees the zone, never a way to change it.
  const settings =
    !shared && allows(project.permission, "manageProject")
      ? `/app/projects/${encodeURIComponent(project.id)}/time-zone`
      : undefined;
  const firstRank = (props.pageNumber - 1) * props.pageSize + 1;
  return (
    <DashboardLayout
      title={path ? `${project.name}: analytics of ${path}` : `${project.name}: analytics`}
      user={props.user}
      project={shared ? undefined : project}
      shared={shared !== undefined}
      breadcrumbs={[
        ...(shared ? [] : [{ label: "Projects", href: "/app" }]),
        ...(path
          ? [{ label: project.name, href: withParams(base, range.query) }, { label: path }]
          : [{ label: project.name }]),
      ]}
    >
      {shared && <SharedNote expiresAt={shared.expiresAt} />}
      {path && (
        <p>
          The views of one page, <code>{path}</code>: its human and AI views over time, the agents
          that read it and where its readers came from.{" "}
          <a href={withParams(base, range.query)}>All pages</a>
        </p>
      )}
      <RangePicker base={base} range={range} path={path} prefix={prefix} settings={settings} />
      <Totals
        totals={props.totals}
        previous={props.previousTotals}
        previousLabel={range.previous.label}
        fromAi={props.referrerTotals.fromAi}
      />
      <Section
        id="over-time"
        title="Humans and AI over time"
        csv={withParams(`${base}.csv`, query, { table: "series" })}
      >
        <ViewsChart points={props.series} interval={range.interval} timeZone={zone} />
        <details class="chart-table">
          <summary>The chart's numbers</summary>
          <section
            class="table-wrap"
            tabindex={0}
            aria-label="The chart's numbers, scrolls sideways"
          >
            <table>
              <caption>Human and AI views per {range.interval}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    {range.interval === "hour"
                      ? `Hour (${zone})`
                      : range.interval === "week"
                        ? "Week"
                        : "Day"}
                  </th>
                  <th scope="col" class="num">
                    Human views
                  </th>
                  <th scope="col" class="num">
                    AI views
                  </th>
                  <th scope="col" class="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.series.map((point) => (
                  <tr>
                    <th scope="row">
                      <time datetime={point.start}>
                        {periodLabel(point.start, range.interval, zone)}
                      </time>
                    </th>
                    <td class="num">{formatCount(point.human)}</td>
                    <td class="num">{formatCount(point.ai)}</td>
                    <td class="num">{formatCount(point.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </details>
      </Section>
      <div class="columns">
        <Section
          id="ai-categories"
          title="AI by category"
          csv={withParams(`${base}.csv`, query, { table: "categories" })}
        >
          <section class="table-wrap" tabindex={0} aria-label="AI by category, scrolls sideways">
            <table>
              <caption>AI views by what the agent does</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col" class="num">
                    Views
                  </th>
                  <th scope="col" class="num">
                    Share of AI
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.categories.map((row) => (
                  <tr>
                    <th scope="row">
                      {CATEGORY_LABELS[row.category].name}
                      <span class="hint">{CATEGORY_LABELS[row.category].meaning}</span>
                    </th>
                    <td class="num">{formatCount(row.views)}</td>
                    <td class="num">{share(row.views, props.totals.ai)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </Section>
        <Section
          id="ai-agents"
          title="AI by agent"
          csv={
            props.agents.length > 0
              ? withParams(`${base}.csv`, query, { table: "agents" })
              : undefined
          }
        >
          {props.agents.length === 0 ? (
            <p class="muted">No AI views in this range.</p>
          ) : (
            <section class="table-wrap" tabindex={0} aria-label="AI by agent, scrolls sideways">
              <table>
                <caption>AI views by agent, most first</caption>
                <thead>
                  <tr>
                    <th scope="col">Agent</th>
                    <th scope="col">Operator</th>
                    <th scope="col">Category</th>
                    <th scope="col" class="num">
                      Views
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {props.agents.map((row) => (
                    <tr>
                      <th scope="row">{row.agent}</th>
                      <td>{row.operator}</td>
                      <td>{CATEGORY_LABELS[row.category].name}</td>
                      <td class="num">{formatCount(row.views)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {props.moreAgents && (
            <p class="muted">
              Only the {props.agents.length} agents with the most views are listed; the API's agents
              route pages through them all.
            </p>
          )}
        </Section>
      </div>
      <div class="columns">
        <Section
          id="referrers"
          title="Where people came from"
          csv={
            props.referrers.length > 0
              ? withParams(`${base}.csv`, query, { table: "referrers" })
              : undefined
          }
        >
          <p class="muted">
            {formatCount(props.referrerTotals.referred)} human views came with a referrer (
            {formatCount(props.referrerTotals.fromAi)} from AI assistants and AI search),{" "}
            {formatCount(props.referrerTotals.direct)} without one.
          </p>
          {props.referrers.length > 0 && (
            <section class="table-wrap" tabindex={0} aria-label="Referrers, scrolls sideways">
              <table>
                <caption>Human views by referring site, most first</caption>
                <thead>
                  <tr>
                    <th scope="col">Referrer</th>
                    <th scope="col">AI product</th>
                    <th scope="col" class="num">
                      Views
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {props.referrers.map((row) => (
                    <tr>
                      <th scope="row">{row.referrer}</th>
                      <td>{row.ai ?? "–"}</td>
                      <td class="num">{formatCount(row.views)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {props.moreReferrers && (
            <p class="muted">
              Only the {props.referrers.length} referrers with the most views are listed; the API's
              referrers route pages through them all.
            </p>
          )}
        </Section>
        {!path && (
          <Section
            id="ai-pages"
            title="Pages people from AI arrived on"
            csv={
              props.aiPages.length > 0
                ? withParams(`${base}.csv`, range.query, { table: "ai-pages" })
                : undefined
            }
          >
            {props.aiPages.length === 0 ? (
              <p class="muted">Nobody arrived from an AI assistant or AI search in this range.</p>
            ) : (
              <section
                class="table-wrap"
                tabindex={0}
                aria-label="Pages people from AI arrived on, scrolls sideways"
              >
                <table>
                  <caption>Human views sent by AI products, by page</caption>
                  <thead>
                    <tr>
                      <th scope="col">Page</th>
                      <th scope="col" class="num">
                        People from AI
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {props.aiPages.map((row) => (
                      <tr>
                        <th scope="row">
                          <code>{row.path}</code>
                        </th>
                        <td class="num">{formatCount(row.views)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </Section>
        )}
      </div>
      {!path && (
        <Section
          id="top-pages"
          title="Top pages"
          csv={
            props.pages.length > 0
              ? withParams(`${base}.csv`, pageQuery, { table: "pages" })
              : undefined
          }
        >
          <form method="get" action={base} class="range-form page-filter">
            {[...range.query].map(([name, value]) => (
              <input type="hidden" name={name} value={value} />
            ))}
            <div>
              <label for="page-prefix">Pages whose path starts with</label>
              <input
                type="text"
                id="page-prefix"
                name="prefix"
                value={prefix ?? ""}
                placeholder="/docs/api"
                maxlength={2048}
                spellcheck={false}
                autocomplete="off"
              />
            </div>
            <div>
              <button type="submit" class="secondary">
                Filter pages
              </button>
            </div>
            {prefix && (
              <div>
                <a href={withParams(base, range.query)}>Show every page</a>
              </div>
            )}
          </form>
          <p class="muted" id="pages-summary">
            {prefix ? (
              <>
                Pages under <code>{prefix}</code>:{" "}
              </>
            ) : (
              "All pages: "
            )}
            {formatCount(props.matchingTotals.total)} views,{" "}
            {changeOf(props.matchingTotals.total, props.previousMatchingTotals.total)} vs the{" "}
            {range.previous.label} ({formatCount(props.previousMatchingTotals.total)}).
          </p>
          {props.pages.length === 0 ? (
            <p class="muted">
              {props.pageNumber > 1
                ? "No more pages."
                : prefix
                  ? `No page under ${prefix} had views in this range.`
                  : "No views in this range."}
            </p>
          ) : (
            <section class="table-wrap" tabindex={0} aria-label="Top pages, scrolls sideways">
              <table>
                <caption>
                  Pages by views, {formatCount(firstRank)} to{" "}
                  {formatCount(firstRank + props.pages.length - 1)}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col" class="num">
                      Human views
                    </th>
                    <th scope="col" class="num">
                      AI views
                    </th>
                    <th scope="col" class="num">
                      Total
                    </th>
                    <th scope="col" class="num">
                      Previous <span class="visually-hidden">{range.previous.label}</span>
                    </th>
                    <th scope="col" class="num">
                      Change
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {props.pages.map((row) => (
                    <tr>
                      <th scope="row">
                        <a
                          href={withParams(base, range.query, { path: row.path })}
                          title={`Human and AI views of ${row.path} over time, its agents and referrers`}
                        >
                          <code>{row.path}</code>
                        </a>
                      </th>
                      <td class="num">{formatCount(row.human)}</td>
                      <td class="num">{formatCount(row.ai)}</td>
                      <td class="num">{formatCount(row.total)}</td>
                      <td class="num">{formatCount(row.previous)}</td>
                      <td class="num">{changeOf(row.total, row.previous)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {(props.pageNumber > 1 || props.hasMorePages) && (
            <nav class="pager" aria-label="Pages of the list">
              {props.pageNumber > 1 && (
                <a
                  href={withParams(base, listQuery, {
                    page: props.pageNumber > 2 ? String(props.pageNumber - 1) : undefined,
                  })}
                  rel="prev"
                >
                  Previous pages
                </a>
              )}
              {props.hasMorePages && (
                <a
                  href={withParams(base, listQuery, { page: String(props.pageNumber + 1) })}
                  rel="next"
                >
                  Next pages
                </a>
              )}
            </nav>
          )}
        </Section>
      )}
    </DashboardLayout>
  );
}

function SharedNote({ expiresAt }: { expiresAt: string | null }) {
  return (
    <p class="muted">
      A read-only view of this project's page views, shared by its maintainers
      {expiresAt && (
        <>
          {" "}
          until <time datetime={expiresAt}>{formatInstant(new Date(expiresAt))}</time>
        </>
      )}
      .
    </p>
  );
}
