import { IDEMPOTENCY_WINDOW_MS } from "../../shared/api/idempotency.ts";
import type { Sweep } from "../app-context.ts";
import { deleteIdempotencyKeysBefore } from "./job.repository.ts";
import { deleteJobEventsBefore } from "./job-event.repository.ts";

/** Idempotency keys past their window, and transcripts past their retention (30 days by default). */
export const jobSweeps: Sweep[] = [
  {
    name: "job idempotency keys",
    sweep: (ctx, now) =>
      deleteIdempotencyKeysBefore(ctx.db, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
  },
  {
    name: "job transcripts",
    sweep: (ctx, now) => {
      const retentionDays = ctx.config?.transcriptRetentionDays ?? 30;
      return deleteJobEventsBefore(ctx.db, new Date(now.getTime() - retentionDays * 86_400_000));
    },
  },
];
