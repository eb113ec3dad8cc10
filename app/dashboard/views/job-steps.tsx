import { describeJobOutcome } from "../../../shared/api/describe-job-outcome.ts";
import { type JobEvent, runEndings } from "../../../shared/api/job-schemas.ts";
import { formatCount, formatInstant } from "./format-time.ts";

/** One event of a run's transcript as the job page shows it (and its live stream sends it). */
export interface JobStep {
  id: number;
  run: number;
  type: string;
  at: string;
  title: string;
  /** Longer text: the model's words, a tool's answer, an error. */
  detail: string | null;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function count(value: unknown): string | undefined {
  return typeof value === "number" && Number.isFinite(value) ? formatCount(value) : undefined;
}

function seconds(ms: unknown): string | undefined {
  return typeof ms === "number" && Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : undefined;
}

function joined(parts: (string | undefined)[]): string {
  return parts.filter((part) => part !== undefined).join(", ");
}

function tokens(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const usage = value as Record<string, unknown>;
  const input = count(usage.inputTokens);
  const output = count(usage.outputTokens);
  if (!input && !output) return undefined;
  return `${input ?? 0} tokens in, ${output ?? 0} out`;
}

/**
 * A transcript event in words. Everything in `data` came from the run (and so, in part, from the
 * model and the repository): it is only ever shown as text, never as markup.
 */
export function describeJobEvent(event: JobEvent): JobStep {
  const data = event.data;
  const base = { id: event.id, run: event.run, type: event.type, at: event.at };
  switch (event.type) {
    case "run.started":
      return {
        ...base,
        title: `Run ${event.run} started${data.attempt ? ` (attempt ${count(data.attempt)})` : ""}`,
        detail: text(data.model) ? `Model: ${data.model}` : null,
      };
    case "workspace": {
      const commit = text(data.commit)?.slice(0, 12);
      return {
        ...base,
        title: joined([
          commit ? `Working from commit ${commit}` : "Workspace ready",
          text(data.baseRef) ? `of ${data.baseRef}` : undefined,
          count(data.files) ? `${count(data.files)} files` : undefined,
        ]),
        detail: null,
      };
    }
    case "step":
      return {
        ...base,
        title: joined([
          `Step ${count(data.step) ?? "?"}`,
          tokens(data.tokens),
          seconds(data.durationMs),
        ]),
        detail: text(data.text) ?? null,
      };
    case "tool": {
      // The transcript marks a refused or failed call with `error`; its output says why.
      const failed = data.error === true || text(data.error) !== undefined;
      return {
        ...base,
        title: `${failed ? "Refused: " : ""}${text(data.tool) ?? "a tool"} (step ${count(data.step) ?? "?"})`,
        detail: joined([text(data.error), text(data.output)]) || null,
      };
    }
    case "run.ended":
      return { ...base, ...describeEnding(event.run, data), type: event.type };
    case "transcript.truncated":
      return {
        ...base,
        title: "No more steps recorded for this run",
        detail: text(data.reason) ?? null,
      };
    default:
      return { ...base, title: event.type, detail: JSON.stringify(data, null, 2) };
  }
}

function describeEnding(run: number, data: Record<string, unknown>) {
  switch (data.outcome) {
    case "finished":
    case "stopped early": {
      const stoppedEarly = data.outcome === "stopped early";
      const ending = runEndings.find((known) => known === data.ending);
      const prLink = text(data.prLink) ?? null;
      // Events recorded before runs named their ending say only finished or stopped early.
      const outcome = describeJobOutcome({
        status: "completed",
        prLink,
        prState: prLink ? (data.draft === true ? "draft" : "open") : null,
        ending: ending ?? (stoppedEarly ? "stopped_early" : "finished"),
        openFindings: typeof data.openFindings === "number" ? data.openFindings : null,
      });
      return {
        title: `Run ${run}: ${outcome}`,
        detail: [text(data.stoppedEarly), text(data.summary)].filter(Boolean).join("\n\n") || null,
      };
    }
    case "asked": {
      const question = data.question as { text?: unknown } | undefined;
      return {
        title: `Run ${run}: the agent asked a question and changed nothing`,
        detail: text(question?.text) ?? null,
      };
    }
    case "stopped":
      return { title: `Run ${run} stopped`, detail: text(data.reason) ?? null };
    case "transient failure":
      return {
        title: `Run ${run} failed; it is tried again unless its attempts ran out`,
        detail: text(data.error) ?? null,
      };
    default:
      return { title: `Run ${run} failed`, detail: text(data.error) ?? null };
  }
}

/** One step as a list item; the page's script builds the same markup for steps that arrive later. */
function JobStepItem({ step }: { step: JobStep }) {
  return (
    <li class={`step step-${step.type.replace(/[^a-z]/g, "-")}`}>
      <p class="step-title">
        <time datetime={step.at}>{formatInstant(new Date(step.at)).slice(11)}</time>{" "}
        <strong>{step.title}</strong>
      </p>
      {step.detail && <pre class="step-detail">{step.detail}</pre>}
    </li>
  );
}

export interface JobStepsProps {
  steps: JobStep[];
  /** The live stream's address while the job is active. */
  streamUrl: string | undefined;
  /** Whether more events exist than the page shows. */
  more: boolean;
}

/**
 * The run's steps as recorded when the page was made. While the job runs, the script follows
 * the stream and adds each new step; without script, a reload shows them.
 */
export function JobSteps({ steps, streamUrl, more }: JobStepsProps) {
  const last = steps.at(-1)?.id ?? 0;
  return (
    <section aria-labelledby="job-steps">
      <h2 id="job-steps">Steps</h2>
      <p id="job-steps-status" class="muted" role="status">
        {streamUrl
          ? "The steps recorded when this page loaded; reload the page to see newer ones."
          : steps.length === 0
            ? "No steps recorded (transcripts are kept for a limited time)."
            : ""}
        {more ? " Only the first steps are shown here; the API has the whole transcript." : ""}
      </p>
      <div
        class="steps"
        role="log"
        aria-labelledby="job-steps"
        data-event-stream={streamUrl}
        data-after={String(last)}
        data-stream-status="job-steps-status"
      >
        <ol>
          {steps.map((step) => (
            <JobStepItem step={step} />
          ))}
        </ol>
      </div>
    </section>
  );
}
