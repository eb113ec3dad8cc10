import type { Hono } from "hono";
import { findProjectTimeZone } from "../analytics/store/analytics.repository.ts";
import { canonicalTimeZone, isTimeZone } from "../analytics/time-zones.ts";
import { updateProject } from "../projects/project.service.ts";
import {
  audit,
  type DashboardContext,
  type DashboardEnv,
  formText,
  readForm,
  renderPage,
} from "./dashboard-http.ts";
import { type DashboardPageDeps, projectForPage } from "./job-pages.routes.tsx";
import type { ProjectNav, SignedInUser } from "./views/dashboard-layout.tsx";
import { ProjectTimeZonePage } from "./views/project-time-zone-page.tsx";

/** The zones the form suggests: the runtime's list, with UTC, which it leaves out. */
const SUGGESTED_ZONES = ["UTC", ...Intl.supportedValuesOf("timeZone")];

/**
 * The project's time zone, shown and changed from the dashboard by maintainers: the same change
 * as `inkwell projects update --time-zone`.
 */
export function registerProjectTimeZonePages(
  dashboard: Hono<DashboardEnv>,
  deps: DashboardPageDeps,
): void {
  const render = async (
    c: DashboardContext,
    page: { nav: ProjectNav; user: SignedInUser },
    form: { value?: string; problem?: string; status?: 200 | 400 } = {},
  ) =>
    renderPage(
      c,
      <ProjectTimeZonePage
        user={page.user}
        project={page.nav}
        timeZone={await findProjectTimeZone(deps.db, page.nav.id)}
        value={form.value}
        problem={form.problem}
        notice={
          c.req.method === "GET" && c.req.query("done") === "saved"
            ? "Time zone saved: the analytics pages now cut days in it."
            : undefined
        }
        zones={SUGGESTED_ZONES}
        now={deps.clock.now()}
      />,
      form.status ?? 200,
    );

  dashboard.get("/projects/:projectId/time-zone", async (c) =>
    render(c, await projectForPage(deps, c, "manageProject", "analytics")),
  );

  dashboard.post("/projects/:projectId/time-zone", async (c) => {
    const page = await projectForPage(deps, c, "manageProject", "analytics");
    const value = formText(await readForm(c), "timeZone")
      .trim()
      .slice(0, 100);
    if (!isTimeZone(value)) {
      return render(c, page, {
        value,
        status: 400,
        problem: `"${value}" is not a time zone this server knows. Enter an IANA name such as Europe/Paris, America/New_York, Asia/Kolkata or UTC.`,
      });
    }
    const project = await updateProject(
      deps.db,
      page.nav.id,
      { timeZone: canonicalTimeZone(value) },
      deps.clock.now(),
    );
    audit(deps, c, "project.time_zone", { projectId: page.nav.id, timeZone: project.timeZone });
    return c.redirect(`/app/projects/${encodeURIComponent(page.nav.id)}/time-zone?done=saved`, 303);
  });
}
