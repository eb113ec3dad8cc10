import type { Hono } from "hono";
import { z } from "zod";
import { describeJobOutcome } from "../../shared/api/describe-job-outcome.ts";
import {
  BaseBranchSchema,
  type Job,
  JobStatusSchema,
  PromptSchema,
} from "../../shared/api/job-schemas.ts";
import type { AnalyticsStore } from "../analytics/analytics-store.ts";
import { AppError } from "../app-error.ts";
import { checkIdentifier } from "../check-identifier.ts";
import { httpStatusOf } from "../http/render-error.ts";
import { findJob, listFirstPrompts } from "../jobs/job.repository.ts";
import {
  addFollowUp,
  archiveJob,
  createJob,
  getJob,
  type JobServiceDeps,
  listJobs,
  toApiJob,
} from "../jobs/job.service.ts";
import { listJobEventRows } from "../jobs/job-event.repository.ts";
import { toApiJobEvent } from "../jobs/job-event.service.ts";
import { type OpenEventStreams, streamJobEvents } from "../jobs/job-event-stream.ts";
import { listJobMessages } from "../jobs/job-run.repository.ts";
import { findProjectById } from "../projects/project.repository.ts";
import { readAgentStats } from "../quality/agent-stats.service.ts";
import { randomBase62 } from "../random-base62.ts";
import {
  audit,
  type DashboardContext,
  type DashboardEnv,
  formText,
  readForm,
  renderPage,
  signedInUser,
} from "./dashboard-http.ts";
import type { DashboardDeps } from "./dashboard-session.service.ts";
import { allows, type DashboardAction, requireProjectAccess } from "./repository-access.service.ts";
import type { ProjectNav, SignedInUser } from "./views/dashboard-layout.tsx";
import { JobPage } from "./views/job-page.tsx";
import { describeJobEvent } from "./views/job-steps.tsx";
import { JobsPage, pullRequestLabel, webHref } from "./views/jobs-page.tsx";
import { statusLook } from "./views/status-badge.tsx";

/** The jobs page's quality panel covers this many days back. */
const STATS_DAYS = 30;

export type DashboardPageDeps = JobServiceDeps & {
  dashboard: DashboardDeps;
  eventStreams: OpenEventStreams;
  /** The analytics store opened at start; absent: the PostgreSQL one. */
  analytics?: AnalyticsStore | undefined;
};

const JOBS_PER_PAGE = 20;
/** Steps a job page shows as it loads; a run records at most 500, and most jobs have one run. */
const STEPS_PER_PAGE = 1000;
const EVENT_ID = /^\d{1,15}$/;

const ListQuery = z.object({
  status: JobStatusSchema.optional(),
  cursor: z.string().max(500).optional(),
});

/** Idempotency keys the dashboard makes: one per rendered form. */
const FORM_KEY = /^[0-9A-Za-z]{20,40}$/;

/** Errors a job form shows beside the form it came from, keeping what was typed. */
const FORM_PROBLEMS = new Set([
  "invalid_request",
  "unknown_branch",
  "rate_limited",
  "app_not_installed",
  "job_archived",
  "github_app_not_configured",
  "model_not_configured",
  "github_unavailable",
  "forbidden",
]);

export async function projectForPage(
  deps: DashboardPageDeps,
  c: DashboardContext,
  action: DashboardAction,
  current: ProjectNav["current"],
): Promise<{ nav: ProjectNav; user: SignedInUser }> {
  const session = c.get("session");
  const projectId = c.req.param("projectId") ?? "";
  checkIdentifier("projectId", projectId);
  const { project, permission } = await requireProjectAccess(
    deps.dashboard,
    session,
    await findProjectById(deps.db, projectId),
    action,
  );
  return {
    nav: { id: project.id, name: project.name, permission, current },
    user: signedInUser(c) as SignedInUser,
  };
}

function promptProblem(prompt: string): string | undefined {
  const checked = PromptSchema.safeParse(prompt);
  return checked.success ? undefined : (checked.error.issues[0]?.message ?? "prompt is not valid");
}

export function registerJobPages(dashboard: Hono<DashboardEnv>, deps: DashboardPageDeps): void {
  const renderJobs = async (
    c: DashboardContext,
    page: { nav: ProjectNav; user: SignedInUser },
    form: { problem?: string; prompt?: string; baseBranch?: string; status?: number } = {},
  ) => {
    const query = ListQuery.safeParse(c.req.query());
    if (!query.success) {
      throw new AppError(
        "invalid_request",
        "That job filter is not valid: status is one of active, completed, failed or archived.",
      );
    }
    const list = await listJobs(deps, {
      projectId: page.nav.id,
      status: query.data.status,
      limit: JOBS_PER_PAGE,
      cursor: query.data.cursor,
    });
    const prompts = await listFirstPrompts(
      deps.db,
      list.jobs.map((job) => job.id),
    );
    const stats = await readAgentStats(deps, page.nav.id, {
      from: new Date(deps.clock.now().getTime() - STATS_DAYS * 86_400_000),
      to: undefined,
    });
    return renderPage(
      c,
      <JobsPage
        user={page.user}
        project={page.nav}
        jobs={list.jobs.map((job) => ({ job, prompt: prompts.get(job.id) ?? null }))}
        status={query.data.status}
        nextCursor={list.nextCursor}
        canRun={allows(page.nav.permission, "runJobs")}
        idempotencyKey={randomBase62(24)}
        problem={form.problem}
        prompt={form.prompt}
        baseBranch={form.baseBranch}
        now={deps.clock.now()}
        stats={stats}
        statsDays={STATS_DAYS}
      />,
      (form.status ?? 200) as 200,
    );
  };

  dashboard.get("/projects/:projectId", (c) => {
    const projectId = c.req.param("projectId");
    checkIdentifier("projectId", projectId);
    return c.redirect(`/app/projects/${encodeURIComponent(projectId)}/jobs`, 302);
  });

  dashboard.get("/projects/:projectId/jobs", async (c) =>
    renderJobs(c, await projectForPage(deps, c, "view", "jobs")),
  );

  dashboard.post("/projects/:projectId/jobs", async (c) => {
    const page = await projectForPage(deps, c, "runJobs", "jobs");
    const form = await readForm(c);
    const prompt = formText(form, "prompt");
    const baseBranch = formText(form, "baseBranch").trim().slice(0, 1000);
    const checkedBranch = baseBranch === "" ? undefined : BaseBranchSchema.safeParse(baseBranch);
    const problem =
      promptProblem(prompt) ??
      (checkedBranch?.success === false ? checkedBranch.error.issues[0]?.message : undefined);
    if (problem) return renderJobs(c, page, { problem, prompt, baseBranch, status: 400 });
    const formKey = formText(form, "idempotencyKey");
    try {
      const { job, replayed } = await createJob(deps, {
        projectId: page.nav.id,
        prompt,
        idempotencyKey: FORM_KEY.test(formKey) ? `dashboard:${formKey}` : undefined,
        baseBranch: baseBranch === "" ? undefined : baseBranch,
      });
      if (!replayed) audit(deps, c, "job.create", { projectId: page.nav.id, jobId: job.id });
      return c.redirect(jobPath(page.nav.id, job.id, "created"), 303);
    } catch (error) {
      if (error instanceof AppError && FORM_PROBLEMS.has(error.code)) {
        setRetryAfter(c, error);
        return renderJobs(c, page, {
          problem: error.message,
          prompt,
          baseBranch,
          status: httpStatusOf(error.code),
        });
      }
      throw error;
    }
  });

  const renderJob = async (
    c: DashboardContext,
    page: { nav: ProjectNav; user: SignedInUser },
    form: { problem?: string; prompt?: string; status?: number } = {},
  ) => {
    const jobId = c.req.param("jobId") ?? "";
    const job = await getJob(deps, page.nav.id, jobId);
    const row = await findJob(deps.db, page.nav.id, job.id);
    const messages = await listJobMessages(deps.db, job.id);
    const rows = await listJobEventRows(deps.db, {
      jobId: job.id,
      after: 0,
      limit: STEPS_PER_PAGE + 1,
    });
    const done = c.req.query("done");
    return renderPage(
      c,
      <JobPage
        user={page.user}
        project={page.nav}
        job={job}
        messages={messages.map((m) => ({
          prompt: m.prompt,
          origin: m.origin,
          createdAt: m.created_at,
        }))}
        steps={rows.slice(0, STEPS_PER_PAGE).map((row) => describeJobEvent(toApiJobEvent(row)))}
        moreSteps={rows.length > STEPS_PER_PAGE}
        canRun={allows(page.nav.permission, "runJobs")}
        notice={jobNotice(done, job.status)}
        problem={form.problem}
        prompt={form.prompt}
        prTitle={row?.publication?.prTitle}
        now={deps.clock.now()}
      />,
      (form.status ?? 200) as 200,
    );
  };

  dashboard.get("/projects/:projectId/jobs/:jobId", async (c) =>
    renderJob(c, await projectForPage(deps, c, "view", "jobs")),
  );

  // The job page's live steps: the same stream as the API's, signed in by the session.
  dashboard.get("/projects/:projectId/jobs/:jobId/events", async (c) => {
    const page = await projectForPage(deps, c, "view", "jobs");
    const resumeFrom = c.req.header("last-event-id") ?? c.req.query("after") ?? "0";
    if (!EVENT_ID.test(resumeFrom)) {
      throw new AppError(
        "invalid_request",
        "after and Last-Event-ID must be an event id: a whole number, 0 or more.",
      );
    }
    const session = c.get("session");
    return streamJobEvents(deps, deps.eventStreams, c, {
      projectId: page.nav.id,
      jobId: c.req.param("jobId"),
      after: Number(resumeFrom),
      owner: { id: `user:${session.github_user_id}`, name: "You" },
      toData: (row) => describeJobEvent(toApiJobEvent(row)),
      toEnd: (row) => jobHeader(toApiJob(row)),
    });
  });

  dashboard.post("/projects/:projectId/jobs/:jobId/message", async (c) => {
    const page = await projectForPage(deps, c, "runJobs", "jobs");
    const jobId = c.req.param("jobId");
    const form = await readForm(c);
    const prompt = formText(form, "prompt");
    const problem = promptProblem(prompt);
    if (problem) return renderJob(c, page, { problem, prompt, status: 400 });
    try {
      await addFollowUp(deps, { projectId: page.nav.id, jobId, prompt, origin: "dashboard" });
    } catch (error) {
      if (error instanceof AppError && FORM_PROBLEMS.has(error.code)) {
        setRetryAfter(c, error);
        return renderJob(c, page, {
          problem: error.message,
          prompt,
          status: httpStatusOf(error.code),
        });
      }
      throw error;
    }
    audit(deps, c, "job.follow_up", { projectId: page.nav.id, jobId });
    return c.redirect(jobPath(page.nav.id, jobId, "followed-up"), 303);
  });

  dashboard.post("/projects/:projectId/jobs/:jobId/archive", async (c) => {
    const page = await projectForPage(deps, c, "runJobs", "jobs");
    const jobId = c.req.param("jobId");
    const form = await readForm(c);
    const closePullRequest = formText(form, "closePullRequest") === "true";
    try {
      await archiveJob(deps, page.nav.id, jobId, { closePullRequest });
    } catch (error) {
      if (error instanceof AppError && FORM_PROBLEMS.has(error.code)) {
        setRetryAfter(c, error);
        return renderJob(c, page, { problem: error.message, status: httpStatusOf(error.code) });
      }
      throw error;
    }
    audit(deps, c, "job.archive", {
      projectId: page.nav.id,
      jobId,
      closePullRequest: String(closePullRequest),
    });
    return c.redirect(
      jobPath(page.nav.id, jobId, closePullRequest ? "archived-closed" : "archived"),
      303,
    );
  });
}

/** What the job page's header shows, for its script to bring up to date when the job ends. */
function jobHeader(job: Job): Record<string, unknown> {
  const prLink = job.prLink && webHref(job.prLink) ? job.prLink : null;
  return {
    statusBadge: statusLook(job.status),
    outcome: describeJobOutcome(job),
    prLink,
    prLabel: prLink ? pullRequestLabel(prLink) : null,
    prState: job.prState,
  };
}

const JOB_NOTICES: Record<string, string> = {
  created: "Job started: the agent picks it up shortly.",
  "followed-up": "Follow-up sent: the job is active again.",
  archived: "Job archived. Its pull request, if it has one, stays open on GitHub.",
  "archived-closed": "Job archived, and its pull request closed on GitHub.",
};

/**
 * The banner after an action: "Job started" and "Follow-up sent" only while the job is still
 * active, so a reload after the run ended (the address keeps `?done=`) does not say it again.
 */
export function jobNotice(done: string | undefined, status: Job["status"]): string | undefined {
  if (!done || !Object.hasOwn(JOB_NOTICES, done)) return undefined;
  if ((done === "created" || done === "followed-up") && status !== "active") return undefined;
  return JOB_NOTICES[done];
}

function jobPath(projectId: string, jobId: string, done: string): string {
  return `/app/projects/${encodeURIComponent(projectId)}/jobs/${encodeURIComponent(jobId)}?done=${done}`;
}

export function setRetryAfter(c: DashboardContext, error: AppError): void {
  if (error.retryAfter !== undefined) {
    c.header("Retry-After", String(Math.max(0, Math.ceil(error.retryAfter))));
  }
}
