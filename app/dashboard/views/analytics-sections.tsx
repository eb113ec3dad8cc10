import { type Child, createContext, useContext } from "hono/jsx";
import type { AiCategory, AnalyticsPageProps } from "./analytics-page.tsx";
import { formatCount } from "./format-time.ts";
import { periodLabel, ViewsChart } from "./views-chart.tsx";

/** What each section of the analytics page is drawn from: the page's props and its links' queries. */
export interface SectionView {
  props: AnalyticsPageProps;
  /** The analytics page's own address (the dashboard's, or a share link's). */
  base: string;
  /** The range, and the one page when one page is shown. */
  query: URLSearchParams;
  /** The range and the top pages' filter. */
  listQuery: URLSearchParams;
  /** The range, the filter and the list's page number. */
  pageQuery: URLSearchParams;
}

const CATEGORY_LABELS: Record<AiCategory, { name: string; meaning: string }> = {
  assistant: { name: "Assistants", meaning: "fetching a page for a person who asked" },
  search: { name: "AI search", meaning: "search and answer engines indexing pages" },
  training: { name: "Training", meaning: "crawlers collecting training data" },
};

/** "12.5%" of a part in a whole; a dash when there is no whole. */
export function share(part: number, whole: number): string {
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

export function withParams(
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

/** True around a shared page (its route provides it): such a page offers no downloads. */
export const ReadOnlyAnalytics = createContext(false);

/** A table that scrolls sideways on a narrow screen, reachable and named for keyboard users. */
function ScrollingTable(props: { label: string; children?: Child }) {
  return (
    <section class="table-wrap" tabindex={0} aria-label={`${props.label}, scrolls sideways`}>
      <table>{props.children}</table>
    </section>
  );
}

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

/** Human and AI views per hour, day or week: the chart, and its numbers as a table. */
export function ViewsOverTime({ props, base, query }: SectionView) {
  const { range } = props;
  const zone = range.timeZone;
  return (
    <Section
      id="over-time"
      title="Humans and AI over time"
      csv={withParams(`${base}.csv`, query, { table: "series" })}
    >
      <ViewsChart points={props.series} interval={range.interval} timeZone={zone} />
      <details class="chart-table">
        <summary>The chart's numbers</summary>
        <ScrollingTable label="The chart's numbers">
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
              <th scope="col" class="num">
                Crawler views
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
                <td class="num">{formatCount(point.crawler)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </details>
    </Section>
  );
}

/** AI views by what the agent does (assistant, search, training). */
export function AiCategories({ props, base, query }: SectionView) {
  return (
    <Section
      id="ai-categories"
      title="AI by category"
      csv={withParams(`${base}.csv`, query, { table: "categories" })}
    >
      <ScrollingTable label="AI by category">
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
      </ScrollingTable>
    </Section>
  );
}

/** AI views by agent, most first. */
export function AiAgents({ props, base, query }: SectionView) {
  return (
    <Section
      id="ai-agents"
      title="AI by agent"
      csv={
        props.agents.length > 0 ? withParams(`${base}.csv`, query, { table: "agents" }) : undefined
      }
    >
      {props.agents.length === 0 ? (
        <p class="muted">No AI views in this range.</p>
      ) : (
        <ScrollingTable label="AI by agent">
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
        </ScrollingTable>
      )}
      {props.moreAgents && (
        <p class="muted">
          Only the {props.agents.length} agents with the most views are listed; the API's agents
          route pages through them all.
        </p>
      )}
    </Section>
  );
}

/** Crawlers that are no AI agent (search engines, link previews, monitors), by name. */
export function Crawlers({ props, base, query }: SectionView) {
  return (
    <Section
      id="crawlers"
      title="Crawlers"
      csv={
        props.crawlers.length > 0
          ? withParams(`${base}.csv`, query, { table: "crawlers" })
          : undefined
      }
    >
      <p class="muted">
        {formatCount(props.crawlerTotal)} views by search engines, link previews, SEO tools and
        monitors: a class of their own, not part of the human and AI views above.
      </p>
      {props.crawlers.length > 0 && (
        <ScrollingTable label="Crawlers">
          <caption>Crawler views by crawler, most first</caption>
          <thead>
            <tr>
              <th scope="col">Crawler</th>
              <th scope="col">Operator</th>
              <th scope="col" class="num">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {props.crawlers.map((row) => (
              <tr>
                <th scope="row">{row.agent}</th>
                <td>{row.operator}</td>
                <td class="num">{formatCount(row.views)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      {props.moreCrawlers && (
        <p class="muted">
          Only the {props.crawlers.length} crawlers with the most views are listed; the API's agents
          route (<code>class=crawler</code>) pages through them all.
        </p>
      )}
    </Section>
  );
}

/** Where people came from: human views by referring site, and how many came from AI products. */
export function Referrers({ props, base, query }: SectionView) {
  return (
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
        <ScrollingTable label="Referrers">
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
        </ScrollingTable>
      )}
      {props.moreReferrers && (
        <p class="muted">
          Only the {props.referrers.length} referrers with the most views are listed; the API's
          referrers route pages through them all.
        </p>
      )}
    </Section>
  );
}

/** The pages people sent by AI products arrived on. */
export function AiLandingPages({ props, base }: SectionView) {
  const { range } = props;
  return (
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
        <ScrollingTable label="Pages people from AI arrived on">
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
        </ScrollingTable>
      )}
    </Section>
  );
}

/** The pages by views, filtered by a path prefix and paged, each against the previous range. */
export function TopPages({ props, base, listQuery, pageQuery }: SectionView) {
  const { range, prefix } = props;
  const firstRank = (props.pageNumber - 1) * props.pageSize + 1;
  return (
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
        <ScrollingTable label="Top pages">
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
              <th
                scope="col"
                class="num"
                title="Search engines, link previews, monitors: not part of the total"
              >
                Crawler views
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
                <td class="num">{formatCount(row.crawler)}</td>
                <td class="num">{formatCount(row.previous)}</td>
                <td class="num">{changeOf(row.total, row.previous)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
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
  );
}
