import type { Child } from "hono/jsx";
import { assetUrl } from "../dashboard-assets.ts";
import type { Permission } from "../repository-access.service.ts";
import { allows } from "../repository-access.service.ts";

export interface SignedInUser {
  login: string;
  csrfToken: string;
}

export type ProjectTab = "jobs" | "analytics" | "keys" | "sharing" | "settings";

export interface ProjectNav {
  id: string;
  name: string;
  permission: Permission;
  current: ProjectTab | undefined;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface LayoutProps {
  title: string;
  user?: SignedInUser | undefined;
  project?: ProjectNav | undefined;
  breadcrumbs?: Crumb[];
  /**
   * A page seen through a share link, by someone who may not have an account: kept out of search
   * engines, and no link leads into the dashboard.
   */
  shared?: boolean;
  children?: Child;
}

/** The hidden field every form of the dashboard carries: the session's CSRF token. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

export function DashboardLayout({
  title,
  user,
  project,
  breadcrumbs,
  shared,
  children,
}: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {shared && <meta name="robots" content="noindex, nofollow" />}
        <title>{`${title} · Inkwell`}</title>
        <link rel="stylesheet" href={assetUrl("dashboard.css")} />
        <script src={assetUrl("dashboard.js")} defer />
      </head>
      <body>
        <a class="skip-link" href="#main">
          Skip to content
        </a>
        <header class="site-header">
          {shared ? (
            <span class="brand">Inkwell</span>
          ) : (
            <a class="brand" href="/app">
              Inkwell
            </a>
          )}
          {user && (
            <nav class="account" aria-label="Account">
              <span>
                Signed in as <strong>{user.login}</strong>
              </span>
              <form method="post" action="/app/sign-out">
                <CsrfField token={user.csrfToken} />
                <button type="submit" class="secondary">
                  Sign out
                </button>
              </form>
            </nav>
          )}
        </header>
        <main id="main" tabindex={-1}>
          {breadcrumbs && breadcrumbs.length > 0 && (
            <nav class="breadcrumb" aria-label="Breadcrumb">
              <ol>
                {breadcrumbs.map((crumb, index) => (
                  <li>
                    {crumb.href ? (
                      <a
                        href={crumb.href}
                        aria-current={index === breadcrumbs.length - 1 ? "page" : undefined}
                      >
                        {crumb.label}
                      </a>
                    ) : (
                      crumb.label
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <h1>{title}</h1>
          {project && <ProjectTabs project={project} />}
          {children}
        </main>
      </body>
    </html>
  );
}

function ProjectTabs({ project }: { project: ProjectNav }) {
  const base = `/app/projects/${encodeURIComponent(project.id)}`;
  const tabs: { tab: ProjectTab; label: string; href: string; shown: boolean }[] = [
    { tab: "jobs", label: "Jobs", href: `${base}/jobs`, shown: true },
    { tab: "analytics", label: "Analytics", href: `${base}/analytics`, shown: true },
    {
      tab: "keys",
      label: "API keys",
      href: `${base}/keys`,
      shown: allows(project.permission, "manageKeys"),
    },
    {
      tab: "sharing",
      label: "Sharing",
      href: `${base}/sharing`,
      shown: allows(project.permission, "manageProject"),
    },
    {
      tab: "settings",
      label: "Settings",
      href: `${base}/settings`,
      shown: allows(project.permission, "manageProject"),
    },
  ];
  return (
    <nav class="tabs" aria-label="Project">
      <ul>
        {tabs
          .filter((tab) => tab.shown)
          .map((tab) => (
            <li>
              <a href={tab.href} aria-current={project.current === tab.tab ? "page" : undefined}>
                {tab.label}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
