import type { AgentStats } from "../../../shared/api/agent-stats-schemas.ts";
import {
  type Job,
  type JobStatus,
  jobStatuses,
  PROMPT_MAX_LENGTH,
} from "../../../shared/api/job-schemas.ts";
import { AgentStatsPanel } from "./agent-stats-panel.tsx";
import {
  CsrfField,
  DashboardLayout,
  type ProjectNav,
  type SignedInUser,
} from "./dashboard-layout.tsx";
import { StatusBadge, statusLabel } from "./status-badge.tsx";
import { When } from "./when.tsx";

export interface JobListItem {
  job: Job;
  /** The job's first instruction. */
  prompt: string | null;
}

export interface JobsPageProps {
  user: SignedInUser;
  project: ProjectNav;
  jobs: JobListItem[];
  status: JobStatus | undefined;
  nextCursor: string | null;
  canRun: boolean;
  /** A fresh key per rendered form, so a double submit creates one job. */
  idempotencyKey: string;
  problem?: string | undefined;
  prompt?: string | undefined;
  baseBranch?: string | undefined;
  now: Date;
  /** The quality panel's figures, over `statsDays` days. */
  stats?: AgentStats | undefined;
  statsDays?: number;
}

export function excerpt(text: string | null, length = 120): string {
  if (!text) return "";
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

export function JobsPage(props: JobsPageProps) {
  const { project, status } = props;
  const repeated = repeatedExcerpts(props.jobs);
  const base = `/app/projects/${encodeURIComponent(project.id)}/jobs`;
  const filters: { label: string; value: JobStatus | undefined }[] = [
    { label: "All", value: undefined },
    ...jobStatuses.map((value) => ({ label: statusLabel(value), value })),
  ];
  return (
    <DashboardLayout
      title={`${project.name}: jobs`}
      user={props.user}
      project={project}
      breadcrumbs={[{ label: "Projects", href: "/app" }, { label: project.name }]}
    >
      {props.canRun ? (
        <section aria-labelledby="start-job">
          <h2 id="start-job">Start a job</h2>
          {props.problem && (
            <div class="panel alert" role="alert" id="prompt-problem">
              <p>{props.problem}</p>
            </div>
          )}
          <form class="stack" method="post" action={base}>
            <CsrfField token={props.user.csrfToken} />
            <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
            <div>
              <label for="prompt">Instruction for the agent</label>
              <textarea
                id="prompt"
                name="prompt"
                required
                maxlength={PROMPT_MAX_LENGTH}
                aria-describedby={props.problem ? "prompt-hint prompt-problem" : "prompt-hint"}
                aria-invalid={props.problem ? "true" : undefined}
              >
                {props.prompt ?? ""}
              </textarea>
              <p class="hint" id="prompt-hint">
                Plain language, up to {PROMPT_MAX_LENGTH.toLocaleString("en-US")} characters. The
                agent edits the docs and opens a pull request.
              </p>
            </div>
            <div>
              <label for="base-branch">Base branch (optional)</label>
              <input
                id="base-branch"
                type="text"
                name="baseBranch"
                maxlength={255}
                value={props.baseBranch ?? ""}
                aria-describedby="base-branch-hint"
              />
              <p class="hint" id="base-branch-hint">
                The branch the job starts from and its pull request targets. Leave it empty for the
                project's branch.
              </p>
            </div>
            <div>
              <button type="submit">Start job</button>
            </div>
          </form>
        </section>
      ) : (
        <p class="muted">
          Starting jobs needs write access to the repository on GitHub; you have{" "}
          {project.permission}.
        </p>
      )}
      <section aria-labelledby="job-list">
        <h2 id="job-list">Jobs</h2>
        <nav class="filters" aria-label="Filter jobs by status">
          <ul>
            {filters.map((filter) => (
              <li>
                <a
                  href={filter.value ? `${base}?status=${filter.value}` : base}
                  aria-current={filter.value === status ? "page" : undefined}
                >
                  {filter.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {props.jobs.length === 0 ? (
          <p class="muted">
            {status ? `No ${statusLabel(status).toLowerCase()} job.` : "No job yet."}
          </p>
        ) : (
          <div class="table-wrap">
            <table>
              <caption>{status ? `${statusLabel(status)} jobs` : "All jobs"}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Instruction</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col">Pull request</th>
                </tr>
              </thead>
              <tbody>
                {props.jobs.map(({ job, prompt }) => (
                  <tr>
                    <th scope="row">
                      <a href={`${base}/${encodeURIComponent(job.id)}`}>
                        {excerpt(prompt) || job.id}
                      </a>
                      {repeated.has(excerpt(prompt)) && (
                        <span class="muted job-id">
                          {" "}
                          <code>{job.id}</code>
                        </span>
                      )}
                    </th>
                    <td>
                      <StatusBadge status={job.status} />
                      {job.status === "failed" && job.error && (
                        <p class="muted job-reason">{excerpt(job.error, 140)}</p>
                      )}
                    </td>
                    <td>
                      <When date={new Date(job.createdAt)} now={props.now} />
                    </td>
                    <td>
                      <PullRequestCell job={job} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {props.nextCursor && (
          <p class="pager">
            <a
              href={`${base}?${new URLSearchParams({
                ...(status ? { status } : {}),
                cursor: props.nextCursor,
              })}`}
            >
              Older jobs
            </a>
          </p>
        )}
      </section>
      {/* After the list: the jobs come first, and a new project's zeros do not fill the screen. */}
      {props.stats && <AgentStatsPanel stats={props.stats} days={props.statsDays ?? 30} />}
    </DashboardLayout>
  );
}

/** Instructions that open with the same words on this page: their rows also show the job's id. */
function repeatedExcerpts(jobs: JobListItem[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { prompt } of jobs) {
    const shown = excerpt(prompt);
    if (shown && seen.has(shown)) repeated.add(shown);
    seen.add(shown);
  }
  return repeated;
}

/** The pull request's link, marked when it is a draft (or merged or closed), or why there is none. */
export function PullRequestCell({ job }: { job: Job }) {
  if (!job.prLink) {
    return <span class="muted">{job.status === "active" ? "Not yet" : "None"}</span>;
  }
  const state = job.prState && job.prState !== "open" ? PR_STATE_LABEL[job.prState] : undefined;
  return (
    <>
      <a href={webHref(job.prLink)}>{pullRequestLabel(job.prLink)}</a>
      {state && (
        <span class={`badge ${job.prState === "draft" ? "badge-warn" : "badge-muted"} pr-state`}>
          {state}
        </span>
      )}
    </>
  );
}

const PR_STATE_LABEL = { draft: "Draft", merged: "Merged", closed: "Closed" } as const;

/** The link only when it is a web address: text from elsewhere never becomes a script URL. */
export function webHref(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** "acme/docs#42" from a pull request's URL. */
export function pullRequestLabel(prLink: string): string {
  const match = /\/([^/]+)\/([^/]+)\/pull\/(\d+)$/.exec(prLink);
  return match ? `${match[1]}/${match[2]}#${match[3]}` : prLink;
}
