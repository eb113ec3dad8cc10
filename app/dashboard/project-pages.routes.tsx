import type { Hono } from "hono";
import { AppError } from "../app-error.ts";
import { httpStatusOf } from "../http/render-error.ts";
import { findProjectById } from "../projects/project.repository.ts";
import { createProject, type Project, updateProject } from "../projects/project.service.ts";
import { takeRateLimit } from "../rate-limits/rate-limit.service.ts";
import {
  audit,
  type DashboardContext,
  type DashboardEnv,
  formText,
  readForm,
  renderPage,
  signedInUser,
} from "./dashboard-http.ts";
import { type DashboardPageDeps, projectForPage, setRetryAfter } from "./job-pages.routes.tsx";
import {
  accessToRepository,
  allows,
  REQUIRED_PERMISSION,
  repositoriesAllowing,
} from "./repository-access.service.ts";
import type { ProjectNav, SignedInUser } from "./views/dashboard-layout.tsx";
import {
  NewProjectPage,
  type NewProjectValues,
  ProjectSettingsPage,
  type ProjectSettingsValues,
} from "./views/project-pages.tsx";

/** The service's messages name the CLI's options; the forms name their fields. */
const FIELD_LABELS: Record<string, string> = {
  "--name": "The name",
  "--ref": "The branch",
  "--docs-path": "The docs path",
  "--allow": "Each glob the agent may also write",
  "--deny": "Each glob the agent may never write",
  "--repo": "The repository",
};

function formProblem(error: AppError): string {
  return error.message.replace(/^--[a-z-]+/, (option) => FIELD_LABELS[option] ?? option);
}

/** One glob per line; blank lines and surrounding spaces dropped. */
function globLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Errors a project form shows beside the form, keeping what was typed. */
function isFormProblem(error: unknown): error is AppError {
  return (
    error instanceof AppError && (error.code === "invalid_request" || error.code === "rate_limited")
  );
}

/**
 * Creating a project and changing its settings from the dashboard, as `inkwell projects create`
 * and `projects update` do, through the same service and its checks. Both need maintain access
 * to the repository on GitHub, and the repository must be one of the app's installations'.
 */
export function registerProjectPages(dashboard: Hono<DashboardEnv>, deps: DashboardPageDeps): void {
  const renderNew = async (
    c: DashboardContext,
    extra: { problem?: string; form?: NewProjectValues; status?: number } = {},
  ) => {
    const repositories = await repositoriesAllowing(
      deps.dashboard,
      c.get("session"),
      "manageProject",
    );
    return renderPage(
      c,
      <NewProjectPage
        user={signedInUser(c) as SignedInUser}
        repositories={repositories.map((repository) => ({
          id: repository.id,
          fullName: repository.fullName,
          projects: repository.projects.map((project) => ({ id: project.id, name: project.name })),
        }))}
        neededPermission={REQUIRED_PERMISSION.manageProject}
        problem={extra.problem}
        form={extra.form}
      />,
      (extra.status ?? 200) as 200,
    );
  };

  dashboard.get("/projects/new", (c) => renderNew(c));

  dashboard.post("/projects", async (c) => {
    const values = await readForm(c);
    const form: NewProjectValues = {
      repositoryId: formText(values, "repositoryId").slice(0, 30),
      name: formText(values, "name").slice(0, 1000),
      branch: formText(values, "branch").slice(0, 1000),
      docsPath: formText(values, "docsPath").slice(0, 1000),
    };
    const session = c.get("session");
    if (!/^\d{1,15}$/.test(form.repositoryId)) {
      return renderNew(c, { problem: "Choose the repository.", form, status: 400 });
    }
    const repository = await accessToRepository(deps.dashboard, session, Number(form.repositoryId));
    if (!repository) {
      throw new AppError(
        "not_found",
        "No repository with the Inkwell app installed that your GitHub account can access has that id.",
      );
    }
    if (!allows(repository.permission, "manageProject")) {
      throw new AppError(
        "forbidden",
        `Creating a project needs ${REQUIRED_PERMISSION.manageProject} access to ${repository.fullName} on GitHub; you have ${repository.permission}.`,
      );
    }
    const existing = (await repositoriesAllowing(deps.dashboard, session, "manageProject")).find(
      (candidate) => candidate.id === repository.id,
    )?.projects[0];
    if (existing) {
      return renderNew(c, {
        problem: `${repository.fullName} already has a project, ${existing.name}: open it from your projects. (An operator can make a second one with inkwell projects create --force.)`,
        form,
        status: 400,
      });
    }
    let project: Project;
    try {
      await takeRateLimit(deps, "dashboardProjects", { per: String(session.github_user_id) });
      project = await createProject(deps.db, {
        repo: repository.fullName,
        githubRepoId: repository.id,
        name: form.name.trim() === "" ? undefined : form.name,
        ref: form.branch.trim() === "" ? undefined : form.branch.trim(),
        docsPath: form.docsPath.trim() === "" ? undefined : form.docsPath.trim(),
      });
    } catch (error) {
      if (isFormProblem(error)) {
        setRetryAfter(c, error);
        return renderNew(c, {
          problem: formProblem(error),
          form,
          status: httpStatusOf(error.code),
        });
      }
      throw error;
    }
    audit(deps, c, "project.create", {
      projectId: project.id,
      repository: project.repository,
      branch: project.baseRef,
      docsPath: project.docsPath,
    });
    return c.redirect(`${settingsPath(project.id)}?done=created`, 303);
  });

  const renderSettings = async (
    c: DashboardContext,
    page: { nav: ProjectNav; user: SignedInUser },
    extra: { problem?: string; form?: ProjectSettingsValues; status?: number } = {},
  ) => {
    const row = await findProjectById(deps.db, page.nav.id);
    if (!row) throw new AppError("not_found", "No such project.");
    const form = extra.form ?? {
      name: row.name,
      branch: row.base_ref ?? "",
      docsPath: row.docs_path,
      writeAllow: row.write_allow.join("\n"),
      writeDeny: row.write_deny.join("\n"),
      issueLabel: row.issue_label,
      closeIssues: row.close_issues,
    };
    const done = c.req.method === "GET" ? c.req.query("done") : undefined;
    return renderPage(
      c,
      <ProjectSettingsPage
        user={page.user}
        project={page.nav}
        repository={`${row.repo_owner}/${row.repo_name}`}
        form={form}
        created={done === "created"}
        notice={done === "saved" ? "Settings saved." : undefined}
        problem={extra.problem}
      />,
      (extra.status ?? 200) as 200,
    );
  };

  dashboard.get("/projects/:projectId/settings", async (c) =>
    renderSettings(c, await projectForPage(deps, c, "manageProject", "settings")),
  );

  dashboard.post("/projects/:projectId/settings", async (c) => {
    const page = await projectForPage(deps, c, "manageProject", "settings");
    const values = await readForm(c);
    const form: ProjectSettingsValues = {
      name: formText(values, "name").slice(0, 1000),
      branch: formText(values, "branch").slice(0, 1000),
      docsPath: formText(values, "docsPath").slice(0, 1000),
      writeAllow: formText(values, "writeAllow").slice(0, 100_000),
      writeDeny: formText(values, "writeDeny").slice(0, 100_000),
      issueLabel: formText(values, "issueLabel").slice(0, 1000),
      closeIssues: formText(values, "closeIssues") === "on",
    };
    let project: Project;
    try {
      project = await updateProject(
        deps.db,
        page.nav.id,
        {
          name: form.name,
          ref: form.branch.trim() === "" ? null : form.branch.trim(),
          docsPath: form.docsPath.trim(),
          writeAllow: globLines(form.writeAllow),
          writeDeny: globLines(form.writeDeny),
          // Left empty, the label stays as it is (a label cannot be empty).
          issueLabel: form.issueLabel.trim() === "" ? undefined : form.issueLabel,
          closeIssues: form.closeIssues,
        },
        deps.clock.now(),
      );
    } catch (error) {
      if (isFormProblem(error)) {
        return renderSettings(c, page, {
          problem: formProblem(error),
          form,
          status: httpStatusOf(error.code),
        });
      }
      throw error;
    }
    audit(deps, c, "project.update", {
      projectId: project.id,
      branch: project.baseRef,
      docsPath: project.docsPath,
      writeAllow: project.writeAllow.join(","),
      writeDeny: project.writeDeny.join(","),
      issueLabel: project.issueLabel,
      closeIssues: project.closeIssues ? "yes" : "no",
    });
    return c.redirect(`${settingsPath(project.id)}?done=saved`, 303);
  });
}

function settingsPath(projectId: string): string {
  return `/app/projects/${encodeURIComponent(projectId)}/settings`;
}
