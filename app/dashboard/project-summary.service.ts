import { type AnalyticsStore, analyticsStoreOf } from "../analytics/analytics-store.ts";
import type { AppContext } from "../app-context.ts";
import type { DashboardSessionRow } from "../db/schema.ts";
import { listJobRows } from "../jobs/job.repository.ts";
import { toApiJob } from "../jobs/job.service.ts";
import { parseAnalyticsRange } from "./analytics-range.ts";
import type { DashboardDeps } from "./dashboard-session.service.ts";
import { visibleProjects } from "./repository-access.service.ts";
import type { ProjectSummary } from "./views/projects-page.tsx";

/**
 * The projects the user can see, each with its latest job and its views over the last 30 days:
 * the analytics page's default range, local days of the project's time zone through today.
 */
export async function listProjectSummaries(
  deps: DashboardDeps & Pick<AppContext, "config"> & { analytics?: AnalyticsStore | undefined },
  session: DashboardSessionRow,
): Promise<ProjectSummary[]> {
  const now = deps.clock.now();
  const visible = await visibleProjects(deps, session);
  return Promise.all(
    visible.map(async ({ project, permission }) => {
      const [latest] = await listJobRows(deps.db, {
        projectId: project.id,
        status: undefined,
        limit: 1,
        after: undefined,
      });
      const { from, to } = parseAnalyticsRange({ range: "30d" }, now, project.time_zone);
      const views = await analyticsStoreOf(deps).countViews(project.id, {
        from,
        to,
        limit: 1,
        offset: 0,
      });
      const repository = `${project.repo_owner}/${project.repo_name}`;
      return {
        id: project.id,
        name: project.name,
        repository,
        repositoryUrl: `${deps.config.githubHost.webUrl}/${repository}`,
        docsPath: project.docs_path,
        permission,
        latestJob: latest ? toApiJob(latest) : null,
        views: views.totals,
      };
    }),
  );
}
