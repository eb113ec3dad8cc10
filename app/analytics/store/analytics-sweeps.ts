import { IDEMPOTENCY_WINDOW_MS } from "../../../shared/api/idempotency.ts";
import type { Sweep } from "../../app-context.ts";
import { deleteBatchKeysBefore } from "./analytics.repository.ts";

/** The keys of event batches past the idempotency window. */
export const analyticsSweeps: Sweep[] = [
  {
    name: "analytics batch keys",
    sweep: (ctx, now) =>
      deleteBatchKeysBefore(ctx.db, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
  },
];
