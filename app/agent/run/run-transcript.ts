import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Clock } from "../../app-context.ts";
import type { Database } from "../../db/schema.ts";
import {
  insertJobEvents,
  type NewJobEvent,
  nextRunNumber,
} from "../../jobs/job-event.repository.ts";
import type { StepRecord } from "../model/run-agent.ts";

/** A tool's answer and the model's text are kept up to this many characters. */
const MAX_OUTPUT_CHARS = 2_000;
/** Each string in a tool call's arguments is kept up to this many characters. */
const MAX_ARGUMENT_CHARS = 500;
/** Events one run records at most; past this, steps are no longer recorded (the end still is). */
const MAX_EVENTS_PER_RUN = 500;

/**
 * Patterns of secrets that text in a repository (or a model) may carry; never stored as they are.
 * Each replaces the secret and keeps what names it.
 */
const secretPatterns: [RegExp, string][] = [
  [
    /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)/g,
    "[redacted private key]",
  ],
  [/\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g, "[redacted token]"],
  [/\bink_[0-9A-Za-z]{16,}/g, "[redacted key]"],
  [/\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}/g, "[redacted key]"],
  [/\bxox[abposr]-[A-Za-z0-9-]{10,}/g, "[redacted token]"],
  [/\b(AKIA|ASIA)[0-9A-Z]{16}\b/g, "[redacted key]"],
  [/\bAIza[0-9A-Za-z_-]{30,}/g, "[redacted key]"],
  [/\b(Bearer|Basic|token)\s+[A-Za-z0-9._~+/-]{16,}=*/gi, "$1 [redacted]"],
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/:@]+:[^\s/@]+@/gi, "$1[redacted]@"],
  [/([?&](?:token|access_token|sig|signature|key|api_key)=)[^&\s]+/gi, "$1[redacted]"],
  [
    /\b((?:password|passwd|pwd|secret|client[_-]?secret|api[_-]?key|access[_-]?key|auth[_-]?token|access[_-]?token|private[_-]?key)["']?\s*[:=]\s*["']?)[^\s"',;]{4,}/gi,
    "$1[redacted]",
  ],
];

/** Replaces what looks like a secret in text with a marker. */
function redactSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of secretPatterns) out = out.replace(pattern, replacement);
  return out;
}

function shorten(text: string, max: number): string {
  const redacted = redactSecrets(text);
  return redacted.length > max
    ? `${redacted.slice(0, max)}… (${redacted.length} characters)`
    : redacted;
}

/** Tool arguments with every string shortened and redacted (a page's new content, say). */
function shortenArguments(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return shorten(value, MAX_ARGUMENT_CHARS);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value))
    return value.slice(0, 20).map((item) => shortenArguments(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 20)
      .map(([key, item]) => [key, shortenArguments(item, depth + 1)]),
  );
}

/**
 * The transcript of one run, written to `job_events` as it goes: the run's start, each step
 * (tokens, timing, the model's text) and each tool call (arguments and answer, shortened and
 * redacted), later findings, and how the run ended. Bounded per run. Recording never fails a
 * run: a database error is logged and the run goes on.
 */
export class RunTranscript {
  private run: number | undefined;
  private recorded = 0;
  private truncated = false;

  constructor(
    private readonly deps: { db: Kysely<Database>; clock: Clock; log: Logger },
    private readonly jobId: string,
  ) {}

  async start(data: Record<string, unknown>): Promise<void> {
    try {
      this.run = await nextRunNumber(this.deps.db, this.jobId);
    } catch (error) {
      this.deps.log.warn({ err: error }, "could not start the run's transcript");
      return;
    }
    await this.write([{ type: "run.started", at: this.deps.clock.now(), data }]);
  }

  async step(step: StepRecord): Promise<void> {
    const events: NewJobEvent[] = [
      {
        type: "step",
        at: step.startedAt,
        data: {
          step: step.step,
          durationMs: step.durationMs,
          finishReason: step.finishReason,
          text: step.text ? shorten(step.text, MAX_OUTPUT_CHARS) : null,
          tokens: step.usage,
        },
      },
      ...step.tools.map(
        (call): NewJobEvent => ({
          type: "tool",
          at: step.startedAt,
          data: {
            step: step.step,
            tool: call.name,
            input: shortenArguments(call.input),
            output: shorten(call.output, MAX_OUTPUT_CHARS),
            error: call.error,
            durationMs: call.durationMs ?? null,
          },
        }),
      ),
    ];
    await this.write(events);
  }

  /** Any other event of the run (a finding, a note), shortened and redacted the same way. */
  async note(type: string, data: Record<string, unknown>): Promise<void> {
    await this.write([
      { type, at: this.deps.clock.now(), data: shortenArguments(data) as Record<string, unknown> },
    ]);
  }

  /**
   * One model call in full (what it was shown, every tool answer included, and what it answered),
   * for a server that records runs. Never shortened nor dropped by the run's event bound: a
   * recording that lost a call could not be replayed. The caller scrubs secrets first.
   */
  async recordModelCall(data: Record<string, unknown>): Promise<void> {
    await this.write([{ type: "model.call", at: this.deps.clock.now(), data }], true);
  }

  async end(data: Record<string, unknown>): Promise<void> {
    await this.write(
      [
        {
          type: "run.ended",
          at: this.deps.clock.now(),
          data: shortenArguments(data) as Record<string, unknown>,
        },
      ],
      true,
    );
  }

  private async write(events: NewJobEvent[], always = false): Promise<void> {
    if (this.run === undefined) return;
    let batch = events;
    if (!always) {
      if (this.truncated) return;
      const room = MAX_EVENTS_PER_RUN - 1 - this.recorded;
      if (events.length > room) {
        this.truncated = true;
        batch = [
          ...events.slice(0, Math.max(0, room)),
          {
            type: "transcript.truncated",
            at: this.deps.clock.now(),
            data: { reason: `more than ${MAX_EVENTS_PER_RUN} events in one run` },
          },
        ];
      }
    }
    try {
      await insertJobEvents(this.deps.db, this.jobId, this.run, batch);
      this.recorded += batch.length;
    } catch (error) {
      this.deps.log.warn({ err: error }, "could not record the run's transcript");
    }
  }
}
