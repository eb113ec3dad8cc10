import { type Child, createContext, useContext } from "hono/jsx";
import type { AnalyticsRange } from "../analytics-range.ts";
import { RANGE_PRESETS } from "../analytics-range.ts";
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

function withParams(base: string, query: URLSearchParams, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

function RangePicker({
  base,
  range,
  path,
}: {
  base: string;
  range: AnalyticsRange;
  path: string | undefined;
}) {
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
                href={withParams(base, new URLSearchParams(path ? { path } : {}), {
                  range: preset.id,
                })}
                aria-current={range.preset === preset.id ? "page" : undefined}
              >
                {preset.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={base} class="range-form">
        {path && <input type="hidden" name="path" value={path} />}
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
        Showing {range.label}.
      </p>
    </section>
  );
}

function Totals({ totals, fromAi }: { totals: ViewCounts; fromAi: number }) {
  return (
    <dl class="totals">
      <div>
        <dt>Human views</dt>
        <dd>{formatCount(totals.human)}</dd>
      </div>
      <div>
        <dt>AI views</dt>
        <dd>{formatCount(totals.ai)}</dd>
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
  const { path } = props;
  // The range, and the page when one page is shown: every link and download keeps both.
  const query = new URLSearchParams(range.query);
  if (path) query.set("path", path);
  const pageQuery = new URLSearchParams(range.query);
  if (props.pageNumber > 1) pageQuery.set("page", String(props.pageNumber));
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
          The views of one page, <code>{path}</code>: its human and AI views over time and the
          agents that read it. <a href={withParams(base, range.query)}>All pages</a>
        </p>
      )}
      <RangePicker base={base} range={range} path={path} />
      <Totals totals={props.totals} fromAi={props.referrerTotals.fromAi} />
      <Section
        id="over-time"
        title="Humans and AI over time"
        csv={withParams(`${base}.csv`, query, { table: "series" })}
      >
        <ViewsChart points={props.series} interval={range.interval} />
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
                      ? "Hour (UTC)"
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
                      <time datetime={point.start}>{periodLabel(point.start, range.interval)}</time>
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
              ? withParams(`${base}.csv`, range.query, { table: "referrers" })
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
          {props.pages.length === 0 ? (
            <p class="muted">
              {props.pageNumber > 1 ? "No more pages." : "No views in this range."}
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
                  </tr>
                </thead>
                <tbody>
                  {props.pages.map((row) => (
                    <tr>
                      <th scope="row">
                        <a
                          href={withParams(base, range.query, { path: row.path })}
                          title={`Human and AI views of ${row.path} over time, and its agents`}
                        >
                          <code>{row.path}</code>
                        </a>
                      </th>
                      <td class="num">{formatCount(row.human)}</td>
                      <td class="num">{formatCount(row.ai)}</td>
                      <td class="num">{formatCount(row.total)}</td>
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
                  href={withParams(base, range.query, {
                    ...(props.pageNumber > 2 ? { page: String(props.pageNumber - 1) } : {}),
                  })}
                  rel="prev"
                >
                  Previous pages
                </a>
              )}
              {props.hasMorePages && (
                <a
                  href={withParams(base, range.query, { page: String(props.pageNumber + 1) })}
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
