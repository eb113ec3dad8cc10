import { createRoute, z } from "@hono/zod-openapi";
import { AgentStatsSchema } from "../../shared/api/agent-stats-schemas.ts";
import type { AppContext } from "../app-context.ts";
import type { HttpApp } from "../http/create-http-app.ts";
import { errorResponses, ProjectParams } from "../http/route-schemas.ts";
import { readAgentStats } from "./agent-stats.service.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` (midnight UTC) or an ISO 8601 date-time with `Z` or an offset. */
function instantOf(text: string): Date | undefined {
  if (DATE.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text
      ? undefined
      : date;
  }
  if (!z.iso.datetime({ offset: true }).safeParse(text).success) return undefined;
  return new Date(text);
}

const bound = (name: string, rule: string) =>
  z
    .string()
    .refine((text) => instantOf(text) !== undefined, {
      error: `${name} must be a date (YYYY-MM-DD, midnight UTC) or an ISO 8601 date-time with Z or an offset, such as 2026-11-01 or 2026-11-01T00:00:00+05:30`,
    })
    .optional()
    .meta({ description: `${rule} Absent: no bound.`, example: "2026-11-01" });

const StatsQuery = z
  .object({
    dateFrom: bound("dateFrom", "Start of the period, inclusive."),
    dateTo: bound("dateTo", "End of the period, exclusive."),
  })
  .superRefine((query, issues) => {
    const from = query.dateFrom === undefined ? undefined : instantOf(query.dateFrom);
    const to = query.dateTo === undefined ? undefined : instantOf(query.dateTo);
    if (from && to && from.getTime() >= to.getTime()) {
      issues.addIssue({
        code: "custom",
        path: ["dateTo"],
        message: "dateTo must be later than dateFrom (dateTo is exclusive)",
      });
    }
  });

const statsRoute = createRoute({
  method: "get",
  path: "/v2/agent/{projectId}/stats",
  operationId: "getAgentStats",
  summary: "Agent quality: jobs, pull request outcomes, the merged-as-is rate, tokens and cost",
  description:
    "Jobs created in the period (by status, with their tokens and estimated cost), and the pull requests Inkwell opened that closed in the period, by outcome. A pull request is *merged as is* when it was merged with Inkwell's last commit as its head and no follow-up run; *merged after follow-ups* when Inkwell's last commit was the head but follow-ups (`@inkwell` comments or messages) ran; *merged after human commits* when someone pushed to the branch after Inkwell. The merged-as-is rate is merged as is over all closed; `mergedRate` (merged in any way over all closed) is the figure GitHub reports for Copilot's pull requests. Outcomes are recorded from the `pull_request.closed` webhook, so pull requests closed while the app was not receiving webhooks are not counted.",
  tags: ["Agent jobs"],
  request: { params: ProjectParams, query: StatsQuery },
  responses: {
    200: {
      description: "The project's figures for the period.",
      content: { "application/json": { schema: AgentStatsSchema } },
    },
    ...errorResponses(
      {
        400: "A bound is not a date or date-time, or dateTo is not after dateFrom.",
        401: "No API key, or a key that is malformed, unknown, expired or revoked.",
        403: "The key belongs to another project, or lacks the read scope.",
      },
      400,
      401,
      403,
    ),
  },
});

/** `GET /v2/agent/{projectId}/stats`. */
export function registerAgentStatsRoutes(
  app: HttpApp,
  ctx: Pick<AppContext, "db" | "config">,
): void {
  app.openapi(statsRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const { dateFrom, dateTo } = c.req.valid("query");
    const stats = await readAgentStats(ctx, projectId, {
      from: dateFrom === undefined ? undefined : instantOf(dateFrom),
      to: dateTo === undefined ? undefined : instantOf(dateTo),
    });
    return c.json(stats, 200);
  });
}
