import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { IngestResultSchema, PageViewsSchema } from "../../shared/api/analytics-schemas.ts";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const CLAUDE_USER =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)";

describe.each(oneDatabaseKind())("page view analytics API on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    const events = [
      ...Array.from({ length: 3 }, () => ({ path: "/a", userAgent: CHROME })),
      ...Array.from({ length: 2 }, () => ({ path: "/b", userAgent: CLAUDE_USER })),
      { path: "/b", userAgent: CHROME },
      { path: "/c", userAgent: CHROME },
      { path: "/d", userAgent: CHROME },
    ].map((e, i) => ({ ...e, timestamp: `2026-11-${String(10 + i).padStart(2, "0")}T08:00:00Z` }));
    const res = await postEvents({ events });
    expect(res.status).toBe(202);
  });

  const base = () => `/v1/analytics/${owner.project.id}`;
  function postEvents(body: unknown, headers: Record<string, string> = {}) {
    return server.request(`${base()}/events`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${owner.key}`,
        "content-type": "application/json",
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }
  function getViews(query = "") {
    return server.request(`${base()}/views${query}`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
  }
  async function expectBadRequest(res: Response, field: string) {
    expect(res.status).toBe(400);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.code).toBe("invalid_request");
    expect(body.details?.map((d) => d.field)).toContain(field);
  }

  it("exports totals and pages ordered by total, then path, with the defaults", async () => {
    const res = await getViews();
    expect(res.status).toBe(200);
    expect(PageViewsSchema.parse(await res.json())).toEqual({
      totals: { human: 6, ai: 2, total: 8, crawler: 0 },
      views: [
        { path: "/a", human: 3, ai: 0, total: 3, crawler: 0 },
        { path: "/b", human: 1, ai: 2, total: 3, crawler: 0 },
        { path: "/c", human: 1, ai: 0, total: 1, crawler: 0 },
        { path: "/d", human: 1, ai: 0, total: 1, crawler: 0 },
      ],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
  });

  it("pages with limit and offset, keeping totals for the whole range", async () => {
    const first = PageViewsSchema.parse(await (await getViews("?limit=3")).json());
    expect(first.views.map((v) => v.path)).toEqual(["/a", "/b", "/c"]);
    expect(first.hasMore).toBe(true);
    const last = PageViewsSchema.parse(await (await getViews("?limit=3&offset=3")).json());
    expect(last).toEqual({
      totals: { human: 6, ai: 2, total: 8, crawler: 0 },
      views: [{ path: "/d", human: 1, ai: 0, total: 1, crawler: 0 }],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
    const beyond = PageViewsSchema.parse(await (await getViews("?offset=100")).json());
    expect(beyond).toEqual({
      totals: first.totals,
      views: [],
      hasMore: false,
      dateFrom: null,
      dateTo: null,
    });
  });

  it("includes dateFrom and excludes dateTo", async () => {
    // Events are on 2026-11-10 .. 2026-11-17 at 08:00 UTC: /a on the 10th to 12th.
    const page = PageViewsSchema.parse(
      await (await getViews("?dateFrom=2026-11-11&dateTo=2026-11-12T08:00:00Z")).json(),
    );
    expect(page.totals.total).toBe(1);
    expect(page.views).toEqual([{ path: "/a", human: 1, ai: 0, total: 1, crawler: 0 }]);
  });

  it("honours offsets and rounds a finer bound down to its quarter hour", async () => {
    // 2026-11-12T13:44+05:30 is 08:14 UTC, rounded down to 08:00: the view at 08:00 is in.
    const page = PageViewsSchema.parse(
      await (await getViews("?dateFrom=2026-11-12T13:44:59%2B05:30&dateTo=2026-11-13")).json(),
    );
    expect(page.totals.total).toBe(1);
    // An unencoded + arrives as a space: read as the offset it was meant to be.
    const unencoded = PageViewsSchema.parse(
      await (await getViews("?dateFrom=2026-11-12T13:44:59+05:30&dateTo=2026-11-13")).json(),
    );
    expect(unencoded.totals.total).toBe(1);
    const open = PageViewsSchema.parse(await (await getViews("?dateFrom=2026-11-16")).json());
    expect(open.views.map((v) => v.path)).toEqual(["/c", "/d"]);
  });

  it("says which range it counted, after rounding each bound down to its quarter hour", async () => {
    const page = PageViewsSchema.parse(
      await (
        await getViews("?dateFrom=2026-11-12T08:14:59Z&dateTo=2026-11-13T10:07:00%2B02:00")
      ).json(),
    );
    expect(page.dateFrom).toBe("2026-11-12T08:00:00.000Z");
    expect(page.dateTo).toBe("2026-11-13T08:00:00.000Z");
    // The view at 2026-11-12T08:00Z is in, the one at 2026-11-13T08:00Z is not.
    expect(page.views).toEqual([{ path: "/a", human: 1, ai: 0, total: 1, crawler: 0 }]);
    const open = PageViewsSchema.parse(await (await getViews("?dateTo=2026-11-11")).json());
    expect([open.dateFrom, open.dateTo]).toEqual([null, "2026-11-11T00:00:00.000Z"]);
  });

  it.each([
    ["?dateFrom=yesterday", "dateFrom"],
    ["?dateTo=2026-02-30", "dateTo"],
    ["?dateFrom=2026-11-12&dateTo=2026-11-12", "dateTo"],
    ["?dateFrom=2026-11-13&dateTo=2026-11-12", "dateTo"],
    ["?limit=0", "limit"],
    ["?limit=251", "limit"],
    ["?limit=2.5", "limit"],
    ["?limit=ten", "limit"],
    ["?limit=", "limit"],
    ["?offset=-1", "offset"],
    ["?offset=1.5", "offset"],
  ])("answers 400 for %s, naming %s", async (query, field) => {
    await expectBadRequest(await getViews(query), field);
  });

  it("answers 202 with what it counted, and reads an Idempotency-Key", async () => {
    const batch = { events: [{ path: "/e.md", userAgent: "python-httpx/0.28.1" }] };
    const res = await postEvents(batch, { "idempotency-key": "retry-me" });
    expect(res.status).toBe(202);
    expect(IngestResultSchema.parse(await res.json())).toEqual({
      received: 1,
      human: 0,
      ai: 1,
      crawler: 0,
      ignored: 0,
      duplicate: false,
    });
    const retry = await postEvents(batch, { "idempotency-key": "retry-me" });
    expect(retry.status).toBe(202);
    expect(IngestResultSchema.parse(await retry.json()).duplicate).toBe(true);
    const views = PageViewsSchema.parse(await (await getViews("?dateFrom=2026-11-20")).json());
    expect(views.views).toEqual([{ path: "/e", human: 0, ai: 1, total: 1, crawler: 0 }]);
  });

  it("rejects a batch with an invalid event whole, naming every index at fault", async () => {
    const res = await postEvents({
      events: [
        { path: "/ok", userAgent: CHROME },
        { path: "/ok", userAgent: CHROME, timestamp: "2026-11-20T12:06:00Z" },
        { userAgent: CHROME },
      ],
    });
    expect(res.status).toBe(400);
    const fields = ErrorBodySchema.parse(await res.json()).details?.map((d) => d.field);
    expect(fields).toEqual(["events.1.timestamp", "events.2.path"]);
    const future = await postEvents({
      events: [{ path: "/ok", userAgent: CHROME, timestamp: "2026-11-20T12:06:00Z" }],
    });
    await expectBadRequest(future, "events.0.timestamp");
    const views = PageViewsSchema.parse(await (await getViews("?dateFrom=2026-11-20")).json());
    expect(views.views.map((v) => v.path)).not.toContain("/ok");
  });

  it.each([["2026-11-19T09:30:00"], ["2026-11-19"], ["2026-11-19T09:30"]])(
    "refuses the timestamp %s, which states no offset, as the README says",
    async (timestamp) => {
      const res = await postEvents({ events: [{ path: "/tz", userAgent: CHROME, timestamp }] });
      expect(res.status).toBe(400);
      const body = ErrorBodySchema.parse(await res.json());
      expect(body.details).toEqual([
        {
          field: "events.0.timestamp",
          message:
            "timestamp must state its offset: an ISO 8601 date-time with an offset or Z, such as 2026-11-22T09:30:00Z (a date or time without one is ambiguous)",
        },
      ]);
    },
  );

  it("names every problem of a batch in one answer, the shape and the timestamps together", async () => {
    const res = await postEvents({
      events: [
        { path: "/ok", userAgent: CHROME, timestamp: "2026-11-20T09:30:00Z" },
        { userAgent: CHROME, timestamp: "2026-11-19T09:30:00" },
        { path: "/late", userAgent: 42, timestamp: "2026-11-20T13:00:00Z" },
        "not an event",
        { path: "/bad path", userAgent: CHROME, timestamp: "soon" },
        { path: `/${"a".repeat(2100)}`, userAgent: CHROME },
      ],
    });
    expect(res.status).toBe(400);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.error).toBe(
      "5 events are invalid (8 problems); nothing from this batch was stored.",
    );
    expect(body.details?.map((d) => d.field)).toEqual([
      "events.1.path",
      "events.1.timestamp",
      "events.2.userAgent",
      "events.2.timestamp",
      "events.3",
      "events.4.path",
      "events.4.timestamp",
      "events.5.path",
    ]);
    expect(body.details?.[7]?.message).toBe(
      "path must be at most 2,048 characters (bytes in UTF-8) once its query and fragment are dropped",
    );
    expect(body.detailsOmitted).toBeUndefined();
  });

  it("lists at most 100 problems and counts the rest", async () => {
    const events = Array.from({ length: 300 }, (_, i) => ({
      path: `/p${i}`,
      userAgent: CHROME,
      timestamp: "2026-11-20",
    }));
    const res = await postEvents({ events });
    expect(res.status).toBe(400);
    const body = ErrorBodySchema.parse(await res.json());
    expect(body.error).toBe(
      "300 events are invalid (300 problems); nothing from this batch was stored.",
    );
    expect(body.details).toHaveLength(100);
    expect(body.details?.[99]?.field).toBe("events.99.timestamp");
    expect(body.detailsOmitted).toBe(200);
  });

  it("refuses more than 1,000 events, bodies over 5 MiB and non-JSON", async () => {
    const many = Array.from({ length: 1001 }, () => ({ path: "/x", userAgent: CHROME }));
    const tooMany = await postEvents({ events: many });
    await expectBadRequest(tooMany.clone(), "events");
    expect(ErrorBodySchema.parse(await tooMany.json()).details).toEqual([
      {
        field: "events",
        message: "A batch holds at most 1,000 events; send the rest in another batch",
      },
    ]);
    const huge = await postEvents({
      events: [{ path: "/x", userAgent: "x".repeat(5 * 1024 * 1024) }],
    });
    expect(huge.status).toBe(413);
    const text = await postEvents("path=/x", { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    const broken = await postEvents("{events:");
    expect(broken.status).toBe(400);
    expect(ErrorBodySchema.parse(await broken.json()).code).toBe("invalid_json");
  });

  it("needs a write key to post and a read key to export", async () => {
    const reader = await createProjectWithKey(server.ctx, { scopes: ["read"] });
    const res = await server.request(`/v1/analytics/${reader.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${reader.key}`, "content-type": "application/json" },
      body: JSON.stringify({ events: [] }),
    });
    expect(res.status).toBe(403);
    const other = await server.request(`/v1/analytics/${reader.project.id}/views`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(other.status).toBe(403);
  });
});
