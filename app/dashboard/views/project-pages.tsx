import {
  CsrfField,
  DashboardLayout,
  type ProjectNav,
  type SignedInUser,
} from "./dashboard-layout.tsx";

export interface NewProjectValues {
  repositoryId: string;
  name: string;
  branch: string;
  docsPath: string;
}

export interface ProjectSettingsValues {
  name: string;
  branch: string;
  docsPath: string;
  /** One glob per line. */
  writeAllow: string;
  writeDeny: string;
  issueLabel: string;
  closeIssues: boolean;
}

export interface RepositoryChoice {
  id: number;
  fullName: string;
  /** Projects already made for it. */
  projects: Array<{ id: string; name: string }>;
}

function Problem({ problem }: { problem: string | undefined }) {
  return problem ? (
    <div class="panel alert" role="alert">
      <p>{problem}</p>
    </div>
  ) : null;
}

function BranchAndDocsPath({ form }: { form: { branch: string; docsPath: string } }) {
  return (
    <>
      <div>
        <label for="project-branch">Branch</label>
        <input
          id="project-branch"
          type="text"
          name="branch"
          maxlength={255}
          value={form.branch}
          aria-describedby="project-branch-hint"
        />
        <p class="hint" id="project-branch-hint">
          The branch jobs start from and open pull requests against. Leave it empty for the
          repository's default branch.
        </p>
      </div>
      <div>
        <label for="project-docs-path">Docs path</label>
        <input
          id="project-docs-path"
          type="text"
          name="docsPath"
          maxlength={500}
          value={form.docsPath}
          aria-describedby="project-docs-path-hint"
        />
        <p class="hint" id="project-docs-path-hint">
          The folder of the docs site in the repository, e.g. <code>docs</code>. Leave it empty for
          the repository's root.
        </p>
      </div>
    </>
  );
}

export function NewProjectPage(props: {
  user: SignedInUser;
  repositories: RepositoryChoice[];
  neededPermission: string;
  problem?: string | undefined;
  form?: NewProjectValues | undefined;
}) {
  const available = props.repositories.filter((repository) => repository.projects.length === 0);
  const taken = props.repositories.filter((repository) => repository.projects.length > 0);
  const form = props.form ?? {
    repositoryId: available.length === 1 ? String(available[0]?.id) : "",
    name: "",
    branch: "",
    docsPath: "",
  };
  return (
    <DashboardLayout
      title="New project"
      user={props.user}
      breadcrumbs={[{ label: "Projects", href: "/app" }, { label: "New project" }]}
    >
      <p>
        A project is one docs site in a GitHub repository: jobs open pull requests on it and its
        page views are counted for it. You can create one for a repository the Inkwell app is
        installed on where you have {props.neededPermission} access or more.
      </p>
      <Problem problem={props.problem} />
      {available.length === 0 ? (
        <div class="panel">
          <p>
            None of the repositories you have {props.neededPermission} access to has the Inkwell app
            installed without a project already. Install the app on the repository first, or ask one
            of its maintainers.
          </p>
        </div>
      ) : (
        <form class="stack" method="post" action="/app/projects">
          <CsrfField token={props.user.csrfToken} />
          <div>
            <label for="project-repository">Repository</label>
            <select id="project-repository" name="repositoryId" required>
              <option value="" selected={form.repositoryId === ""}>
                Choose a repository
              </option>
              {available.map((repository) => (
                <option
                  value={String(repository.id)}
                  selected={form.repositoryId === String(repository.id)}
                >
                  {repository.fullName}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label for="project-name">Name</label>
            <input
              id="project-name"
              type="text"
              name="name"
              maxlength={200}
              value={form.name}
              aria-describedby="project-name-hint"
            />
            <p class="hint" id="project-name-hint">
              How the dashboard names it; the repository's name when left empty.
            </p>
          </div>
          <BranchAndDocsPath form={form} />
          <div>
            <button type="submit">Create project</button>
          </div>
        </form>
      )}
      {taken.length > 0 && (
        <section aria-labelledby="taken-heading">
          <h2 id="taken-heading">Repositories that have a project</h2>
          <ul>
            {taken.map((repository) => (
              <li>
                {repository.fullName}:{" "}
                {repository.projects.map((project, index) => (
                  <>
                    {index > 0 && ", "}
                    <a href={`/app/projects/${encodeURIComponent(project.id)}/jobs`}>
                      {project.name}
                    </a>
                  </>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </DashboardLayout>
  );
}

export function ProjectSettingsPage(props: {
  user: SignedInUser;
  project: ProjectNav;
  repository: string;
  form: ProjectSettingsValues;
  created: boolean;
  notice?: string | undefined;
  problem?: string | undefined;
}) {
  const { project, form } = props;
  const base = `/app/projects/${encodeURIComponent(project.id)}`;
  return (
    <DashboardLayout
      title={`${project.name}: settings`}
      user={props.user}
      project={project}
      breadcrumbs={[
        { label: "Projects", href: "/app" },
        { label: project.name, href: `${base}/jobs` },
        { label: "Settings" },
      ]}
    >
      {props.created && (
        <div class="panel notice" role="status">
          <p>
            Project created for {props.repository}. Next,{" "}
            <a href={`${base}/keys`}>create an API key</a> for the GitHub Action or your docs site's
            page view collector.
          </p>
        </div>
      )}
      {props.notice && (
        <div class="panel notice" role="status">
          <p>{props.notice}</p>
        </div>
      )}
      <dl class="facts">
        <div>
          <dt>Repository</dt>
          <dd>{props.repository}</dd>
        </div>
        <div>
          <dt>Project id</dt>
          <dd>
            <code>{project.id}</code>
          </dd>
        </div>
      </dl>
      <Problem problem={props.problem} />
      <form class="stack" method="post" action={`${base}/settings`}>
        <CsrfField token={props.user.csrfToken} />
        <div>
          <label for="project-name">Name</label>
          <input
            id="project-name"
            type="text"
            name="name"
            required
            maxlength={200}
            value={form.name}
          />
        </div>
        <BranchAndDocsPath form={form} />
        <div>
          <label for="project-write-allow">Files the agent may also write</label>
          <textarea
            id="project-write-allow"
            name="writeAllow"
            rows={3}
            aria-describedby="project-write-allow-hint"
          >
            {form.writeAllow}
          </textarea>
          <p class="hint" id="project-write-allow-hint">
            One glob per line, relative to the docs path, beyond documentation files (e.g.{" "}
            <code>{"snippets/**/*.json"}</code>).
          </p>
        </div>
        <div>
          <label for="project-write-deny">Files the agent may never write</label>
          <textarea
            id="project-write-deny"
            name="writeDeny"
            rows={3}
            aria-describedby="project-write-deny-hint"
          >
            {form.writeDeny}
          </textarea>
          <p class="hint" id="project-write-deny-hint">
            One glob per line, relative to the docs path; these win over the lines above.
          </p>
        </div>
        <div>
          <label for="project-issue-label">Issue label</label>
          <input
            id="project-issue-label"
            type="text"
            name="issueLabel"
            required
            maxlength={50}
            value={form.issueLabel}
            aria-describedby="project-issue-label-hint"
          />
          <p class="hint" id="project-issue-label-hint">
            Someone who can write to the repository adds this label to an issue (or assigns the app)
            to start a job from it.
          </p>
        </div>
        <div>
          <label>
            <input type="checkbox" name="closeIssues" value="on" checked={form.closeIssues} /> Pull
            requests close the issue they came from ("Closes #N"); otherwise they refer to it ("Refs
            #N").
          </label>
        </div>
        <div>
          <button type="submit">Save settings</button>
        </div>
      </form>
    </DashboardLayout>
  );
}
