import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { foldPendingViews } from "../../app/analytics/store/fold-pending-views.ts";
import { updateProject } from "../../app/projects/project.service.ts";
import { ViewTimeseriesSchema } from "../../shared/api/analytics-schemas.ts";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";

const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

/** One human view at each instant. */
const views = (...instants: string[]) =>
  instants.map((timestamp) => ({ path: "/a", userAgent: SAFARI, timestamp }));

describe.each(oneDatabaseKind())("series in the project's time zone on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    const res = await server.request(`/v1/analytics/${owner.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({
        events: views(
          // New York: 2026-03-07 is 24 hours, 2026-03-08 (clocks forward) 23, from 05:00Z.
          "2026-03-08T04:59:00Z", // 23:59 on the 7th in New York
          "2026-03-08T05:00:00Z", // 00:00 on the 8th
          "2026-03-09T03:59:00Z", // 23:59 on the 8th (EDT)
          "2026-03-09T04:00:00Z", // 00:00 on the 9th
          // Kolkata (+05:30): the 2nd of November starts at 2026-11-01T18:30Z.
          "2026-11-01T18:29:00Z",
          "2026-11-01T18:30:00Z",
          "2026-11-02T18:29:59Z",
          // Kathmandu (+05:45): the 3rd of November starts at 2026-11-02T18:15Z.
          "2026-11-02T18:14:00Z",
          "2026-11-02T18:15:00Z",
        ),
      }),
    });
    expect(res.status).toBe(202);
    // Half folded, half pending: both are read the same way.
    await foldPendingViews(server.ctx.db);
    const late = await server.request(`/v1/analytics/${owner.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ events: views("2026-03-08T15:00:00Z") }),
    });
    expect(late.status).toBe(202);
  });

  async function series(query: string) {
    const res = await server.request(`/v1/analytics/${owner.project.id}/timeseries${query}`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(res.status).toBe(200);
    return ViewTimeseriesSchema.parse(await res.json());
  }
  const humans = (s: { points: Array<{ start: string; human: number }> }) =>
    s.points.map((p) => [p.start, p.human]);

  it("cuts days at local midnight, 23 hours on the day clocks go forward", async () => {
    const ny = await series(
      "?dateFrom=2026-03-07T05:00:00Z&dateTo=2026-03-10T04:00:00Z&timeZone=America/New_York",
    );
    expect(ny.timeZone).toBe("America/New_York");
    expect(humans(ny)).toEqual([
      ["2026-03-07T05:00:00.000Z", 1],
      ["2026-03-08T05:00:00.000Z", 3],
      ["2026-03-09T04:00:00.000Z", 1],
    ]);
  });

  it("is exact on days that start at :30 and :45 offsets", async () => {
    const kolkata = await series(
      "?dateFrom=2026-11-01T00:00:00%2B05:30&dateTo=2026-11-03T00:00:00%2B05:30&timeZone=Asia/Kolkata",
    );
    expect(humans(kolkata)).toEqual([
      ["2026-10-31T18:30:00.000Z", 1],
      ["2026-11-01T18:30:00.000Z", 4],
    ]);
    const kathmandu = await series(
      "?dateFrom=2026-11-02&dateTo=2026-11-04&timeZone=Asia/Kathmandu",
    );
    // The range starts and ends at 00:00Z, inside days in Kathmandu: the first and last points
    // count only their part of the range.
    expect(humans(kathmandu)).toEqual([
      ["2026-11-01T18:15:00.000Z", 1],
      ["2026-11-02T18:15:00.000Z", 2],
      ["2026-11-03T18:15:00.000Z", 0],
    ]);
    const utc = await series("?dateFrom=2026-11-02&dateTo=2026-11-04&timeZone=UTC");
    expect(humans(utc)).toEqual([
      ["2026-11-02T00:00:00.000Z", 3],
      ["2026-11-03T00:00:00.000Z", 0],
    ]);
  });

  it("follows the project's time zone by default, weeks from local Monday, and says so", async () => {
    expect((await series("?dateFrom=2026-11-01&dateTo=2026-11-08")).timeZone).toBe("UTC");
    await updateProject(
      server.ctx.db,
      owner.project.id,
      { timeZone: "America/New_York" },
      new Date(),
    );
    const week = await series(
      "?dateFrom=2026-03-02T05:00:00Z&dateTo=2026-03-16T04:00:00Z&interval=week",
    );
    expect(week.timeZone).toBe("America/New_York");
    expect(humans(week)).toEqual([
      ["2026-03-02T05:00:00.000Z", 4],
      ["2026-03-09T04:00:00.000Z", 1],
    ]);
    const open = await series("?interval=day");
    expect(open.points[0]?.start).toBe("2026-03-07T05:00:00.000Z");
    // Clocks went back on 2026-11-01: the 2nd starts at 05:00Z again.
    expect(open.points.at(-1)?.start).toBe("2026-11-02T05:00:00.000Z");
    expect(open.points.reduce((sum, p) => sum + p.human, 0)).toBe(10);
    await updateProject(server.ctx.db, owner.project.id, { timeZone: "UTC" }, new Date());
  });

  it("refuses a time zone that is not an IANA name, naming the field", async () => {
    for (const zone of ["Mars/Olympus", "+05:30", "Europe/Paris;drop"]) {
      const res = await server.request(
        `/v1/analytics/${owner.project.id}/timeseries?timeZone=${encodeURIComponent(zone)}`,
        { headers: { authorization: `Bearer ${owner.key}` } },
      );
      expect(res.status).toBe(400);
      expect(ErrorBodySchema.parse(await res.json()).details?.[0]?.field).toBe("timeZone");
    }
  });
});
