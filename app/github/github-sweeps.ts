import type { Sweep } from "../app-context.ts";
import { deleteDeliveriesBefore } from "./webhook-delivery.repository.ts";

/**
 * How long a webhook delivery id is remembered. GitHub redelivers (automatically or by hand) only
 * deliveries of the last three days; a week leaves room for clock skew and late manual retries.
 */
export const DELIVERY_RETENTION_MS = 7 * 86_400_000;

/** Webhook delivery ids GitHub can no longer redeliver. */
export const githubSweeps: Sweep[] = [
  {
    name: "webhook delivery ids",
    sweep: (ctx, now) =>
      deleteDeliveriesBefore(ctx.db, new Date(now.getTime() - DELIVERY_RETENTION_MS)),
  },
];
