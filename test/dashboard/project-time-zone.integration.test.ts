import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { json } from "#testkit/app/test-server.ts";
import { HUMAN_AGENT } from "#testkit/database/analytics-views.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import {
  csrfTokenOf,
  type FakeUser,
  postForm,
  type SignedIn,
  signIn,
} from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";
import { ViewTimeseriesSchema } from "../../shared/api/analytics-schemas.ts";

const maintainer: FakeUser = {
  id: 5151,
  login: "lead",
  repositories: [{ id: 1, fullName: "acme/docs", permission: "maintain" }],
};
const writer: FakeUser = {
  id: 5252,
  login: "author",
  repositories: [{ id: 1, fullName: "acme/docs", permission: "write" }],
};

/**
 * One human view at each instant: pairs a minute apart on each side of the local midnights (and
 * hours) that the presets below start and end on, in New York, Kolkata (+05:30) and Kathmandu
 * (+05:45); New York's clocks go back on 2026-11-01, a day of 25 hours.
 */
const INSTANTS = [
  "2026-10-21T03:59:00Z", // New York: Oct 20, 23:59, before both ranges
  "2026-10-21T04:00:00Z", // New York: Oct 21, 00:00, the previous 7 days' first minute
  "2026-10-27T18:14:00Z", // Kathmandu: Oct 27, 23:59
  "2026-10-27T18:15:00Z", // Kathmandu: Oct 28, 00:00
  "2026-10-27T18:29:00Z", // Kolkata: Oct 27, 23:59
  "2026-10-27T18:30:00Z", // Kolkata: Oct 28, 00:00
  "2026-10-28T03:59:00Z", // New York: Oct 27, 23:59 (EDT)
  "2026-10-28T04:00:00Z", // New York: Oct 28, 00:00
  "2026-11-02T04:30:00Z", // New York: Nov 1, 23:30 (EST): the 25th hour of Nov 1
  "2026-11-02T05:00:00Z", // New York: Nov 2, 00:00
  "2026-11-02T17:14:00Z", // Kathmandu: Nov 2, 22:59
  "2026-11-02T17:15:00Z", // Kathmandu: Nov 2, 23:00
  "2026-11-03T16:00:00Z", // today everywhere
];

const between = (from: string, to: string) => INSTANTS.filter((at) => at >= from && at < to).length;

describe.each(oneDatabaseKind())("the project's time zone in the dashboard on %s", (kind) => {
  // 12:10 in New York, 22:40 in Kolkata, 22:55 in Kathmandu.
  const clock = createTestClock("2026-11-03T17:10:00Z");
  const { server, github } = useDashboardServer(kind, { clock });
  let lead: SignedIn;
  let author: SignedIn;
  let csrf: string;
  let projectId: string;
  let apiKey: string;

  beforeAll(async () => {
    const owner = await createProjectWithKey(server.ctx);
    projectId = owner.project.id;
    apiKey = owner.key;
    await server.ctx.db
      .updateTable("projects")
      .set({ installation_id: 77 })
      .where("id", "=", projectId)
      .execute();
    const res = await server.request(`/v1/analytics/${projectId}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        events: INSTANTS.map((timestamp) => ({ path: "/a", userAgent: HUMAN_AGENT, timestamp })),
      }),
    });
    expect(res.status).toBe(202);
    lead = await signIn(server, github, maintainer);
    author = await signIn(server, github, writer);
    csrf = csrfTokenOf(await (await get(lead, "/app")).text());
  });

  const base = () => `/app/projects/${projectId}`;
  const get = (user: SignedIn, path: string) =>
    server.request(path, { headers: { cookie: user.cookie } });
  const save = (timeZone: string, user = lead, token = csrf) =>
    postForm(server, `${base()}/time-zone`, user.cookie, { _csrf: token, timeZone });
  const savedZone = async () =>
    (
      await server.ctx.db
        .selectFrom("projects")
        .select("time_zone")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow()
    ).time_zone;
  /** The numbers of the totals' "Human views" and its comparison line. */
  const humanTotals = (html: string) => {
    const match =
      /<dt>Human views<\/dt><dd>([\d,]+)<\/dd><dd class="change">(.*?) vs (.*?) \(([\d,]+)\)<\/dd>/.exec(
        html,
      );
    return match ? [Number(match[1]), match[2], match[3], Number(match[4])] : undefined;
  };

  it("links maintainers from the analytics page to a form showing the project's time zone", async () => {
    const analytics = await (await get(lead, `${base()}/analytics`)).text();
    expect(analytics).toContain(`<a href="${base()}/time-zone">change the time zone</a>`);
    expect(analytics).toContain('<strong id="time-zone">UTC</strong>');
    const res = await get(lead, `${base()}/time-zone`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<strong id="current-time-zone">UTC</strong>');
    expect(html).toContain('name="timeZone"');
    expect(html).toContain('<option value="Asia/Katmandu">');
    expect(html).toContain('name="_csrf"');
  });

  it("saves a zone, says so after the redirect, and the API's series follow it", async () => {
    const res = await save("America/New_York");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${base()}/time-zone?done=saved`);
    expect(await savedZone()).toBe("America/New_York");
    const page = await (await get(lead, `${base()}/time-zone?done=saved`)).text();
    expect(page).toContain("Time zone saved");
    expect(page).toContain('<strong id="current-time-zone">America/New_York</strong>');
    const api = await server.request(
      `/v1/analytics/${projectId}/timeseries?dateFrom=2026-11-01T04:00:00Z&dateTo=2026-11-03T05:00:00Z`,
      { headers: { authorization: `Bearer ${apiKey}` } },
    );
    const series = ViewTimeseriesSchema.parse(await json(api));
    expect(series.timeZone).toBe("America/New_York");
    expect(series.points.map((point) => point.start)).toEqual([
      "2026-11-01T04:00:00.000Z",
      "2026-11-02T05:00:00.000Z",
    ]);
  });

  it("cuts presets at New York's midnight, with a 25-hour day when clocks go back", async () => {
    await save("America/New_York");
    const html = await (await get(lead, `${base()}/analytics?range=7d`)).text();
    expect(html).toContain("Last 7 days (2026-10-28 to 2026-11-03, America/New_York)");
    const bars = [...html.matchAll(/<g class="bar" data-start="([^"]+)" data-human="(\d+)"/g)].map(
      (match) => [match[1], Number(match[2])],
    );
    expect(bars).toEqual([
      ["2026-10-28T04:00:00.000Z", 1],
      ["2026-10-29T04:00:00.000Z", 0],
      ["2026-10-30T04:00:00.000Z", 0],
      ["2026-10-31T04:00:00.000Z", 0],
      ["2026-11-01T04:00:00.000Z", 1],
      ["2026-11-02T05:00:00.000Z", 3],
      ["2026-11-03T05:00:00.000Z", 1],
    ]);
    // Rows are named by their local day: Nov 1 runs 25 hours, to 05:00Z on the 2nd.
    expect(html).toContain('<time datetime="2026-11-01T04:00:00.000Z">2026-11-01</time>');
    const now = between("2026-10-28T04:00:00Z", "2026-11-04T05:00:00Z");
    const before = between("2026-10-21T04:00:00Z", "2026-10-28T04:00:00Z");
    expect([now, before]).toEqual([6, 6]);
    expect(humanTotals(html)).toEqual([now, "no change", "previous 7 days", before]);
  });

  it("counts the projects page's last 30 days on the same local days as the analytics page", async () => {
    await save("Asia/Kathmandu");
    const projects = await (await get(lead, "/app")).text();
    const cells = [...projects.matchAll(/<td class="num">([\d,]+)<\/td>/g)].map((m) => m[1]);
    // Kathmandu's last 30 days start at 2026-10-04T18:15Z: every instant here is inside.
    expect(cells.slice(0, 2)).toEqual([
      String(between("2026-10-04T18:15:00Z", "2026-11-03T18:15:00Z")),
      "0",
    ]);
    const analytics = await (await get(lead, `${base()}/analytics`)).text();
    expect(humanTotals(analytics)?.[0]).toBe(Number(cells[0]));
  });

  it.each([
    ["Asia/Kolkata", "2026-10-27T18:30:00Z", "2026-11-03T18:30:00Z", "2026-10-20T18:30:00Z"],
    ["Asia/Kathmandu", "2026-10-27T18:15:00Z", "2026-11-03T18:15:00Z", "2026-10-20T18:15:00Z"],
  ])(
    "cuts presets at midnight in %s, a zone off by part of an hour, exactly",
    async (zone, from, to, previousFrom) => {
      expect((await save(zone)).status).toBe(303);
      const html = await (await get(lead, `${base()}/analytics?range=7d`)).text();
      expect(html).toContain(`Last 7 days (2026-10-28 to 2026-11-03, ${zone})`);
      const starts = [...html.matchAll(/<g class="bar" data-start="([^"]+)"/g)].map((m) => m[1]);
      expect(starts[0]).toBe(new Date(from).toISOString());
      expect(starts).toHaveLength(7);
      const now = between(from, to);
      const before = between(previousFrom, from);
      expect(humanTotals(html)?.[0]).toBe(now);
      expect(humanTotals(html)?.[3]).toBe(before);
      // The minute before local midnight is the previous range's; the minute at it, this one's.
      expect(between(new Date(Date.parse(from) - 60_000).toISOString(), from)).toBe(1);
    },
  );

  it("ends the last 24 hours with the current local hour, :15 past the UTC hour in Kathmandu", async () => {
    await save("Asia/Kathmandu");
    const html = await (await get(lead, `${base()}/analytics?range=24h`)).text();
    const starts = [...html.matchAll(/<g class="bar" data-start="([^"]+)"/g)].map((m) => m[1]);
    expect(starts).toHaveLength(24);
    expect(starts[0]).toBe("2026-11-02T17:15:00.000Z");
    expect(html).toContain("Hour (Asia/Kathmandu)");
    expect(humanTotals(html)?.[0]).toBe(between("2026-11-02T17:15:00Z", "2026-11-03T17:15:00Z"));
    expect(html).toContain('<time datetime="2026-11-02T17:15:00.000Z">2026-11-02 23:00</time>');
  });

  it.each([
    ["Mars/Olympus_Mons", "is not a time zone this server knows"],
    ["Europe/Paris; drop table projects", "is not a time zone this server knows"],
    ["", "is not a time zone this server knows"],
    ["+05:30", "Enter an IANA name such as Europe/Paris"],
  ])(
    "answers 400 for the zone %j, saying what to enter and keeping what was typed",
    async (zone, message) => {
      await save("UTC");
      const res = await save(zone);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).toContain('role="alert"');
      expect(html).toContain('aria-invalid="true"');
      expect(await savedZone()).toBe("UTC");
    },
  );

  it("takes a zone in any case and stores the runtime's spelling", async () => {
    expect((await save("europe/paris")).status).toBe(303);
    expect(await savedZone()).toBe("Europe/Paris");
  });

  it("needs maintain access: a writer is refused the form and sees no link to it", async () => {
    const form = await get(author, `${base()}/time-zone`);
    expect(form.status).toBe(403);
    expect(await form.text()).toContain("This needs maintain access to acme/docs");
    const authorCsrf = csrfTokenOf(await (await get(author, "/app")).text());
    const before = await savedZone();
    const res = await save("Asia/Tokyo", author, authorCsrf);
    expect(res.status).toBe(403);
    expect(await savedZone()).toBe(before);
    const analytics = await (await get(author, `${base()}/analytics`)).text();
    expect(analytics).not.toContain("change the time zone");
    expect(analytics).toContain('<strong id="time-zone">');
  });

  it("refuses the form without the session's CSRF token, or from another site", async () => {
    const before = await savedZone();
    const missing = await postForm(server, `${base()}/time-zone`, lead.cookie, {
      timeZone: "Asia/Tokyo",
    });
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain("reload the page");
    const crossSite = await postForm(
      server,
      `${base()}/time-zone`,
      lead.cookie,
      { _csrf: csrf, timeZone: "Asia/Tokyo" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    expect(await savedZone()).toBe(before);
  });
});
