import { countViews } from "../analytics/read/view-count.service.ts";
import type { AppContext } from "../app-context.ts";
import type { DashboardSessionRow } from "../db/schema.ts";
import { listJobRows } from "../jobs/job.repository.ts";
import { toApiJob } from "../jobs/job.service.ts";
import type { DashboardDeps } from "./dashboard-session.service.ts";
import { visibleProjects } from "./repository-access.service.ts";
import type { ProjectSummary } from "./views/projects-page.tsx";

const THIRTY_DAYS_MS = 30 * 86_400_000;

/** The projects the user can see, each with its latest job and its views over the last 30 days. */
export async function listProjectSummaries(
  deps: DashboardDeps & Pick<AppContext, "config">,
  session: DashboardSessionRow,
): Promise<ProjectSummary[]> {
  const now = deps.clock.now();
  const from = new Date(now.getTime() - THIRTY_DAYS_MS);
  const visible = await visibleProjects(deps, session);
  return Promise.all(
    visible.map(async ({ project, permission }) => {
      const [latest] = await listJobRows(deps.db, {
        projectId: project.id,
        status: undefined,
        limit: 1,
        after: undefined,
      });
      const views = await countViews(deps.db, project.id, { from, to: now, limit: 1, offset: 0 });
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
