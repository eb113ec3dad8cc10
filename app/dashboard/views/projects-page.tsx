import { describeJobOutcome } from "../../../shared/api/describe-job-outcome.ts";
import type { Job } from "../../../shared/api/job-schemas.ts";
import type { Permission } from "../repository-access.service.ts";
import { DashboardLayout, type SignedInUser } from "./dashboard-layout.tsx";
import { formatCount } from "./format-time.ts";
import { StatusBadge } from "./status-badge.tsx";
import { When } from "./when.tsx";

export interface ProjectSummary {
  id: string;
  name: string;
  repository: string;
  repositoryUrl: string;
  docsPath: string;
  permission: Permission;
  latestJob: Job | null;
  views: { human: number; ai: number; total: number };
}

export function ProjectsPage({
  user,
  projects,
  now,
}: {
  user: SignedInUser;
  projects: ProjectSummary[];
  now: Date;
}) {
  return (
    <DashboardLayout title="Projects" user={user}>
      <p>
        <a class="button secondary" href="/app/projects/new">
          New project
        </a>
      </p>
      {projects.length === 0 ? (
        <div class="panel">
          <p>
            No project here is on a repository your GitHub account can access with the Inkwell app
            installed. If you maintain a repository the app is installed on,{" "}
            <a href="/app/projects/new">create its project</a>; otherwise ask one of its
            maintainers, or an administrator (<code>inkwell projects create --repo OWNER/NAME</code>
            ).
          </p>
        </div>
      ) : (
        <div class="table-wrap">
          <table>
            <caption>Projects you can access, with views over the last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Repository</th>
                <th scope="col">Docs path</th>
                <th scope="col">Latest job</th>
                <th scope="col" class="num">
                  Human views
                </th>
                <th scope="col" class="num">
                  AI views
                </th>
                <th scope="col">Your access</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr>
                  <th scope="row">
                    <a href={`/app/projects/${encodeURIComponent(project.id)}`}>{project.name}</a>
                  </th>
                  <td>
                    <a href={project.repositoryUrl}>{project.repository}</a>
                  </td>
                  <td>
                    <code>{project.docsPath === "" ? "/" : project.docsPath}</code>
                  </td>
                  <td>
                    {project.latestJob ? (
                      <>
                        <a
                          href={`/app/projects/${encodeURIComponent(project.id)}/jobs/${encodeURIComponent(project.latestJob.id)}`}
                        >
                          <StatusBadge
                            status={project.latestJob.status}
                            outcome={describeJobOutcome(project.latestJob)}
                          />
                        </a>{" "}
                        <When date={new Date(project.latestJob.createdAt)} now={now} />
                      </>
                    ) : (
                      <span class="muted">No job yet</span>
                    )}
                  </td>
                  <td class="num">{formatCount(project.views.human)}</td>
                  <td class="num">{formatCount(project.views.ai)}</td>
                  <td>{project.permission}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashboardLayout>
  );
}
