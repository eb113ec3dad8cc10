import { expect } from "vitest";
import { createShareLink } from "../../app/projects/share-link.service.ts";
import type { TestServer } from "../app/test-server.ts";

/** A project on a server and an API key that reads it. */
export interface ProjectReader {
  project: { id: string };
  key: string;
}

/**
 * Ranges that cross UTC and local day boundaries: whole days, quarter hours, instants in a
 * +05:45 zone, less than two hours, months.
 */
export const COMPARED_RANGES = [
  "",
  "dateFrom=2026-11-01",
  "dateTo=2026-11-15T06:45:00Z",
  "dateFrom=2026-11-10T05:15:00Z&dateTo=2026-11-18T19:30:00Z",
  "dateFrom=2026-10-01T00:00:00%2B05:45&dateTo=2026-11-20T00:00:00%2B05:45",
  "dateFrom=2026-11-19T10:07:00Z&dateTo=2026-11-19T11:52:00Z",
  "dateFrom=2026-09-01&dateTo=2026-12-01",
];

/**
 * Compares one analytics route's answers: `reference` (the PostgreSQL store) and `candidate` (the
 * ClickHouse store) must give the same status, type, time zone and body, unique visitors aside
 * (only the ClickHouse store counts them). Returns the reference's body.
 */
export function analyticsRouteComparer(servers: {
  reference: () => TestServer;
  candidate: () => TestServer;
  readerOf: (server: TestServer) => ProjectReader;
}): (route: string) => Promise<unknown> {
  return async (route) => {
    const answers = [];
    for (const server of [servers.reference(), servers.candidate()]) {
      const reader = servers.readerOf(server);
      const res = await server.request(`/v1/analytics/${reader.project.id}/${route}`, {
        headers: { authorization: `Bearer ${reader.key}` },
      });
      const type = res.headers.get("content-type") ?? "";
      const body =
        type.includes("json") && !type.includes("ndjson") ? await res.json() : await res.text();
      if (server === servers.candidate()) withoutVisitors(body);
      answers.push({ status: res.status, type, zone: res.headers.get("inkwell-time-zone"), body });
    }
    expect(answers[1], route).toEqual(answers[0]);
    return answers[0]?.body;
  };
}

/**
 * The dashboard's share page of a project on each server, for a few ranges and filters, with the
 * link's token and the project's id written the same: the pages must be equal.
 */
export async function sharePages(
  server: TestServer,
  projectId: string,
  queries: readonly string[] = [
    "range=30d",
    "range=7d&path=/docs/guide/page-1",
    "range=90d&prefix=/docs/api/&page=2",
  ],
): Promise<string[]> {
  const link = await createShareLink(server.ctx.db, {
    projectId,
    name: "compare",
    expiresAt: null,
    now: server.ctx.clock.now(),
  });
  const shown = [];
  for (const query of queries) {
    const res = await server.request(`/share/${link.token}?${query}`);
    expect(res.status, query).toBe(200);
    shown.push((await res.text()).replaceAll(link.token, "TOKEN").replaceAll(projectId, "PROJECT"));
  }
  return shown;
}

/**
 * The ClickHouse store's answer without what only it gives (unique visitors in the views' totals,
 * a number, checked here): the rest must equal the PostgreSQL store's.
 */
export function withoutVisitors(body: unknown): void {
  const totals = (body as { totals?: Record<string, unknown> } | undefined)?.totals;
  if (!totals || !("visitors" in totals)) return;
  expect(typeof totals.visitors).toBe("number");
  delete totals.visitors;
}
