import type { Sweep } from "../app-context.ts";
import { deleteExpiredDashboardRows } from "./dashboard-session.repository.ts";
import { SESSION_IDLE_MS, SIGN_IN_TTL_MS } from "./dashboard-session.service.ts";

/** Dashboard sessions idle past their limit and sign-ins never finished. */
export const dashboardSweeps: Sweep[] = [
  {
    name: "dashboard sessions and sign-ins",
    sweep: (ctx, now) =>
      deleteExpiredDashboardRows(ctx.db, {
        now,
        idleBefore: new Date(now.getTime() - SESSION_IDLE_MS),
        signInsBefore: new Date(now.getTime() - SIGN_IN_TTL_MS),
      }),
  },
];
