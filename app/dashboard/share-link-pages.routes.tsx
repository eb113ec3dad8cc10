import type { Hono } from "hono";
import { AppError } from "../app-error.ts";
import { httpStatusOf } from "../http/render-error.ts";
import {
  type CreatedShareLink,
  createShareLink,
  listShareLinks,
  revokeShareLink,
  shareLinkNameProblem,
} from "../projects/share-link.service.ts";
import { takeRateLimit } from "../rate-limits/rate-limit.service.ts";
import { expiryOf } from "./api-key-pages.routes.tsx";
import {
  audit,
  type DashboardContext,
  type DashboardEnv,
  formText,
  leaveCreatedFlash,
  publicOrigin,
  readForm,
  renderPage,
  takeCreatedFlash,
} from "./dashboard-http.ts";
import { type DashboardPageDeps, projectForPage, setRetryAfter } from "./job-pages.routes.tsx";
import { EXPIRY_CHOICES, type ExpiryChoice } from "./views/api-keys-page.tsx";
import type { ProjectNav, SignedInUser } from "./views/dashboard-layout.tsx";
import { type ShareLinkFormValues, ShareLinksPage } from "./views/share-links-page.tsx";

/** Where a share link's page is served: outside `/app`, where no session cookie goes. */
export function sharedPath(token: string): string {
  return `/share/${token}`;
}

/**
 * The project's share links page: maintainers make links that show the analytics read-only to
 * anyone holding them, and revoke them. A new link is shown once, after the redirect.
 */
export function registerShareLinkPages(
  dashboard: Hono<DashboardEnv>,
  deps: DashboardPageDeps,
): void {
  const render = async (
    c: DashboardContext,
    page: { nav: ProjectNav; user: SignedInUser },
    extra: { problem?: string; form?: ShareLinkFormValues; status?: number } = {},
  ) => {
    const done = c.req.query("done");
    const created =
      c.req.method === "GET" && done === "created"
        ? takeCreatedFlash<CreatedShareLink>(deps, c, sharingPath(page.nav.id), page.nav.id)
        : undefined;
    return renderPage(
      c,
      <ShareLinksPage
        user={page.user}
        project={page.nav}
        links={await listShareLinks(deps.db, page.nav.id)}
        created={
          created && {
            name: created.name,
            url: `${publicOrigin(deps.config, c)}${sharedPath(created.token)}`,
          }
        }
        notice={c.req.method === "GET" ? noticeOf(done, created) : undefined}
        problem={extra.problem}
        form={extra.form}
        now={deps.clock.now()}
      />,
      (extra.status ?? 200) as 200,
    );
  };

  dashboard.get("/projects/:projectId/sharing", async (c) =>
    render(c, await projectForPage(deps, c, "manageProject", "sharing")),
  );

  dashboard.post("/projects/:projectId/sharing", async (c) => {
    const page = await projectForPage(deps, c, "manageProject", "sharing");
    const values = await readForm(c);
    const expires = formText(values, "expires");
    const form: ShareLinkFormValues = {
      name: formText(values, "name").slice(0, 1000),
      expires: (EXPIRY_CHOICES.some((choice) => choice.value === expires)
        ? expires
        : "never") as ExpiryChoice,
      expiresOn: formText(values, "expiresOn").slice(0, 20),
    };
    const now = deps.clock.now();
    const expiry = expiryOf(form, now);
    const problem = typeof expiry === "string" ? expiry : shareLinkNameProblem(form.name);
    if (problem) return render(c, page, { problem, form, status: 400 });
    let created: CreatedShareLink;
    try {
      await takeRateLimit(deps, "dashboardShareLinks", { per: page.nav.id });
      created = await createShareLink(deps.db, {
        projectId: page.nav.id,
        name: form.name.trim(),
        expiresAt: expiry instanceof Date ? expiry : null,
        createdBy: {
          githubUserId: Number(c.get("session").github_user_id),
          githubLogin: c.get("session").github_login,
        },
        now,
      });
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === "rate_limited" || error.code === "invalid_request")
      ) {
        setRetryAfter(c, error);
        return render(c, page, { problem: error.message, form, status: httpStatusOf(error.code) });
      }
      throw error;
    }
    audit(deps, c, "share_link.create", {
      projectId: page.nav.id,
      shareLinkId: created.id,
      shareLinkName: created.name,
      expiresAt: created.expiresAt,
    });
    // Shown after the redirect, once: only the link's hash is kept.
    leaveCreatedFlash(deps, c, sharingPath(page.nav.id), page.nav.id, created);
    return c.redirect(`${sharingPath(page.nav.id)}?done=created`, 303);
  });

  dashboard.post("/projects/:projectId/sharing/:linkId/revoke", async (c) => {
    const page = await projectForPage(deps, c, "manageProject", "sharing");
    const linkId = c.req.param("linkId");
    await revokeShareLink(deps.db, page.nav.id, linkId, deps.clock.now());
    audit(deps, c, "share_link.revoke", { projectId: page.nav.id, shareLinkId: linkId });
    return c.redirect(`${sharingPath(page.nav.id)}?done=revoked`, 303);
  });
}

function sharingPath(projectId: string): string {
  return `/app/projects/${encodeURIComponent(projectId)}/sharing`;
}

function noticeOf(
  done: string | undefined,
  created: CreatedShareLink | undefined,
): string | undefined {
  if (done === "revoked") return "Link revoked: it no longer opens.";
  if (done === "created" && !created) {
    return "The new link was shown once and cannot be shown again: if it was not copied, revoke it and create another.";
  }
  return undefined;
}
