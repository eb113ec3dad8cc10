import type { Sweep } from "../app-context.ts";
import { deleteExpiredRateLimits } from "./rate-limit.repository.ts";

/** The rate-limit windows that have ended. */
export const rateLimitSweeps: Sweep[] = [
  { name: "ended rate-limit windows", sweep: (ctx, now) => deleteExpiredRateLimits(ctx.db, now) },
];
