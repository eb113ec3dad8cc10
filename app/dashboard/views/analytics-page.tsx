import type { AnalyticsRange } from "../analytics-range.ts";
import { RANGE_PRESETS } from "../analytics-range.ts";
import { allows } from "../repository-access.service.ts";
import {
  AiAgents,
  AiCategories,
  AiLandingPages,
  Crawlers,
  changeOf,
  Referrers,
  type SectionView,
  share,
  TopPages,
  ViewsOverTime,
  withParams,
} from "./analytics-sections.tsx";
import { DashboardLayout, type ProjectNav, type SignedInUser } from "./dashboard-layout.tsx";
import { formatCount, formatInstant } from "./format-time.ts";
import type { SeriesPoint } from "./views-chart.tsx";

export interface ViewCounts {
  human: number;
  ai: number;
  total: number;
}

export interface PageRow extends ViewCounts {
  path: string;
  /** Crawler views of the page: apart from `total`. */
  crawler: number;
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

export interface CrawlerRow {
  agent: string;
  operator: string;
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
  /** Views by crawlers that are no AI agent (search engines, link previews, monitors). */
  crawlerTotal: number;
  crawlers: CrawlerRow[];
  moreCrawlers: boolean;
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

export function AnalyticsPage(props: AnalyticsPageProps) {
  const { project, range, shared } = props;
  const base = shared?.base ?? `/app/projects/${encodeURIComponent(project.id)}/analytics`;
  const { path, prefix } = props;
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
  const view: SectionView = { props, base, query, listQuery, pageQuery };
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
      <ViewsOverTime {...view} />
      <div class="columns">
        <AiCategories {...view} />
        <AiAgents {...view} />
        <Crawlers {...view} />
      </div>
      <div class="columns">
        <Referrers {...view} />
        {!path && <AiLandingPages {...view} />}
      </div>
      {!path && <TopPages {...view} />}
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
