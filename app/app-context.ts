import type { LanguageModel } from "ai";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { AppMetrics } from "./app-metrics.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/schema.ts";

/** Time, passed in so tests can hold it still or move it forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The model that runs agent jobs; `id` (`provider:model`) is what a job reports as `model`. */
export interface AgentModel {
  id: string;
  languageModel: LanguageModel;
}

/** What every feature needs: passed down from `createApp`, never imported as a global. */
export interface AppContext {
  config: Readonly<Config>;
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  /** Absent when no model is configured: job creation then answers 503. */
  agentModel: AgentModel | undefined;
  /** The process's Prometheus metrics; absent where nothing scrapes them (most tests, the CLI). */
  metrics?: AppMetrics | undefined;
  /** Aborted when the server begins to stop: health checks then answer 503. */
  draining?: AbortSignal | undefined;
}

/**
 * A room's deletion of the rows of its own that no longer mean anything (ended windows, expired
 * keys and sessions, records past their retention), which housekeeping runs every ten minutes.
 */
export interface Sweep {
  /** What it deletes, for the log. */
  name: string;
  sweep(
    ctx: Pick<AppContext, "db"> & Partial<Pick<AppContext, "config">>,
    now: Date,
  ): Promise<unknown>;
}
