import { describeJobOutcome } from "../../../shared/api/describe-job-outcome.ts";
import type { Job } from "../../../shared/api/job-schemas.ts";
import { PROMPT_MAX_LENGTH } from "../../../shared/api/job-schemas.ts";
import {
  CsrfField,
  DashboardLayout,
  type ProjectNav,
  type SignedInUser,
} from "./dashboard-layout.tsx";
import { formatCount } from "./format-time.ts";
import { type JobStep, JobSteps } from "./job-steps.tsx";
import { excerpt, PullRequestCell } from "./jobs-page.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { When } from "./when.tsx";

export interface JobMessage {
  prompt: string;
  origin: string;
  createdAt: Date;
}

export interface JobPageProps {
  user: SignedInUser;
  project: ProjectNav;
  job: Job;
  messages: JobMessage[];
  /** The run transcript as recorded so far, oldest first. */
  steps: JobStep[];
  moreSteps: boolean;
  canRun: boolean;
  notice?: string | undefined;
  problem?: string | undefined;
  prompt?: string | undefined;
  /** The pull request's title, once a run published one. */
  prTitle?: string | undefined;
  now: Date;
}

/** The page's heading: the pull request's title, else the first instruction's opening words. */
export function jobTitle(job: Job, firstPrompt: string | undefined, prTitle?: string): string {
  if (prTitle?.trim()) return excerpt(prTitle, 100);
  return excerpt(firstPrompt ?? null, 100) || `Job ${job.id}`;
}

/** "inputTokens" → "Input tokens". */
function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The numbers of the job's `usage`, whatever their names, once the job reports them. */
function usageEntries(job: Job): [string, number][] {
  const usage = (job as Job & { usage?: unknown }).usage;
  if (!usage || typeof usage !== "object") return [];
  return Object.entries(usage).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );
}

export function JobPage(props: JobPageProps) {
  const { job, project } = props;
  const base = `/app/projects/${encodeURIComponent(project.id)}/jobs`;
  const jobPath = `${base}/${encodeURIComponent(job.id)}`;
  const usage = usageEntries(job);
  const title = jobTitle(job, props.messages[0]?.prompt, props.prTitle);
  return (
    <DashboardLayout
      title={title}
      user={props.user}
      project={{ ...project, current: "jobs" }}
      breadcrumbs={[
        { label: "Projects", href: "/app" },
        { label: project.name, href: base },
        { label: job.id },
      ]}
    >
      {props.notice && (
        <div class="panel notice" role="status" id="job-notice">
          <p>{props.notice}</p>
        </div>
      )}
      {props.problem && (
        <div class="panel alert" role="alert" id="follow-up-problem">
          <p>{props.problem}</p>
        </div>
      )}
      <dl class="facts">
        <dt>Status</dt>
        <dd id="job-status">
          <StatusBadge status={job.status} />
        </dd>
        <dt>Outcome</dt>
        <dd id="job-outcome">{describeJobOutcome(job)}</dd>
        <dt>Pull request</dt>
        <dd id="job-pull-request">
          <PullRequestCell job={job} />
        </dd>
        <dt>Model</dt>
        <dd>{job.model ? <code>{job.model}</code> : <span class="muted">Not set</span>}</dd>
        <dt>Branch</dt>
        <dd>
          <code>{job.source.ref}</code>
        </dd>
        <dt>Created</dt>
        <dd>
          <When date={new Date(job.createdAt)} now={props.now} />
        </dd>
        <dt>Updated</dt>
        <dd>
          <When date={new Date(job.updatedAt)} now={props.now} />
        </dd>
        {job.archivedAt && (
          <>
            <dt>Archived</dt>
            <dd>
              <When date={new Date(job.archivedAt)} now={props.now} />
            </dd>
          </>
        )}
        {usage.map(([key, value]) => (
          <>
            <dt>{labelOf(key)}</dt>
            <dd>{formatCount(value)}</dd>
          </>
        ))}
      </dl>
      {job.error && (
        <section aria-labelledby="job-error">
          <h2 id="job-error">Why it failed</h2>
          <div class="panel alert">
            <p class="prompt">{job.error}</p>
          </div>
        </section>
      )}
      {job.question && (
        <section aria-labelledby="job-question">
          <h2 id="job-question">The agent asks</h2>
          <div class="panel notice">
            <p class="prompt">{job.question.text}</p>
            {job.question.choices.length > 0 && (
              <ul id="job-question-choices">
                {job.question.choices.map((choice) => (
                  <li>{choice}</li>
                ))}
              </ul>
            )}
            <p class="hint">
              It changed nothing. Answer below
              {job.prLink ? ", or with an @inkwell comment on the pull request" : ""}: the agent
              goes on with your answer.
            </p>
          </div>
        </section>
      )}
      {job.notDone && job.notDone.length > 0 && (
        <section aria-labelledby="job-not-done">
          <h2 id="job-not-done">Not done</h2>
          <ul>
            {job.notDone.map((item) => (
              <li class="prompt">{item}</li>
            ))}
          </ul>
        </section>
      )}
      {job.summary && (
        <section aria-labelledby="job-summary">
          <h2 id="job-summary">Summary</h2>
          <p class="prompt">{job.summary}</p>
        </section>
      )}
      <section aria-labelledby="job-instructions">
        <h2 id="job-instructions">Instructions</h2>
        <ol>
          {props.messages.map((message) => (
            <li>
              <p class="muted">
                <When date={message.createdAt} now={props.now} />
                {message.origin === "comment" ? ", from a pull request comment" : ""}
              </p>
              <pre class="prompt">{message.prompt}</pre>
            </li>
          ))}
        </ol>
      </section>
      <JobSteps
        steps={props.steps}
        more={props.moreSteps}
        streamUrl={job.status === "active" ? `${jobPath}/events` : undefined}
      />
      {props.canRun && job.status !== "archived" && (
        <section aria-labelledby="follow-up">
          <h2 id="follow-up">{job.question ? "Answer" : "Follow up"}</h2>
          <form class="stack" method="post" action={`${jobPath}/message`}>
            <CsrfField token={props.user.csrfToken} />
            <div>
              <label for="follow-up-prompt">
                {job.question ? "Your answer to the agent's question" : "Further instruction"}
              </label>
              <textarea
                id="follow-up-prompt"
                name="prompt"
                required
                maxlength={PROMPT_MAX_LENGTH}
                aria-describedby={
                  props.problem ? "follow-up-hint follow-up-problem" : "follow-up-hint"
                }
                aria-invalid={props.problem ? "true" : undefined}
              >
                {props.prompt ?? ""}
              </textarea>
              <p class="hint" id="follow-up-hint">
                The agent continues on the same branch and pull request.
              </p>
            </div>
            <div>
              <button type="submit">{job.question ? "Send answer" : "Send follow-up"}</button>
            </div>
          </form>
          <h2 id="archive">Archive</h2>
          <p>
            Archiving is final: the job takes no more instructions, and an active run stops.
            {job.prLink ? " Its pull request stays open on GitHub unless you close it here." : ""}
          </p>
          <form
            class="stack"
            method="post"
            action={`${jobPath}/archive`}
            data-confirm="Archive this job? It cannot be undone."
          >
            <CsrfField token={props.user.csrfToken} />
            {job.prLink && (
              <div>
                <label>
                  <input type="checkbox" name="closePullRequest" value="true" /> Also close the pull
                  request on GitHub
                </label>
              </div>
            )}
            <div>
              <button type="submit" class="danger">
                {job.prLink ? "Archive job (the pull request stays open)" : "Archive job"}
              </button>
            </div>
          </form>
        </section>
      )}
      {!props.canRun && (
        <p class="muted">
          Following up on and archiving jobs needs write access to the repository on GitHub; you
          have {project.permission}.
        </p>
      )}
    </DashboardLayout>
  );
}
