import type { Hono } from "hono";
import { AppError } from "../app-error.ts";
import { checkIdentifier } from "../check-identifier.ts";
import { httpStatusOf } from "../http/render-error.ts";
import {
  type CreatedApiKey,
  createApiKey,
  deleteApiKey,
  listApiKeys,
  revokeApiKeyOfProject,
} from "../projects/api-key.service.ts";
import { type ApiScope, apiScopes } from "../projects/api-scope.ts";
import { takeRateLimit } from "../rate-limits/rate-limit.service.ts";
import {
  audit,
  type DashboardContext,
  type DashboardEnv,
  formList,
  formText,
  leaveCreatedFlash,
  readForm,
  renderPage,
  takeCreatedFlash,
} from "./dashboard-http.ts";
import { type DashboardPageDeps, projectForPage, setRetryAfter } from "./job-pages.routes.tsx";
import { REQUIRED_PERMISSION } from "./repository-access.service.ts";
import {
  ApiKeysPage,
  EXPIRY_CHOICES,
  type ExpiryChoice,
  type KeyFormValues,
} from "./views/api-keys-page.tsx";
import type { ProjectNav, SignedInUser } from "./views/dashboard-layout.tsx";

const DAY_MS = 86_400_000;
const MAX_EXPIRY_DAYS = 3 * 365;

/** The expiry a form (of keys or share links) asks for, or a message saying what to fix. */
export function expiryOf(
  form: Pick<KeyFormValues, "expires" | "expiresOn">,
  now: Date,
): Date | null | string {
  if (form.expires === "never") return null;
  if (form.expires !== "custom") return new Date(now.getTime() + Number(form.expires) * DAY_MS);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.expiresOn)) {
    return "Choose the expiry date (YYYY-MM-DD), or another expiry.";
  }
  const date = new Date(`${form.expiresOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== form.expiresOn) {
    return "The expiry date is not a real date.";
  }
  if (date.getTime() <= now.getTime()) return "The expiry date must be in the future.";
  if (date.getTime() > now.getTime() + MAX_EXPIRY_DAYS * DAY_MS) {
    return "The expiry date must be within three years, or choose Never.";
  }
  return date;
}

function problemOf(form: KeyFormValues): string | undefined {
  const name = form.name.trim();
  if (name.length === 0) return "Give the key a name.";
  if (name.length > 100) return "The name must be at most 100 characters.";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001F\u007F]/.test(name)) return "The name must be one line of text.";
  if (form.scopes.length === 0) return "Choose at least one scope.";
  return undefined;
}

export function registerApiKeyPages(dashboard: Hono<DashboardEnv>, deps: DashboardPageDeps): void {
  const render = async (
    c: DashboardContext,
    page: { nav: ProjectNav; user: SignedInUser },
    extra: {
      created?: CreatedApiKey;
      problem?: string;
      form?: KeyFormValues;
      status?: number;
    } = {},
  ) => {
    const keys = await listApiKeys(deps.db, page.nav.id);
    const done = c.req.query("done");
    const created =
      extra.created ??
      (c.req.method === "GET" && done === "created"
        ? takeCreatedFlash<CreatedApiKey>(deps, c, keysPath(page.nav.id), page.nav.id)
        : undefined);
    return renderPage(
      c,
      <ApiKeysPage
        user={page.user}
        project={page.nav}
        keys={keys}
        created={created}
        notice={c.req.method === "GET" ? noticeOf(done, created) : undefined}
        problem={extra.problem}
        form={extra.form}
        now={deps.clock.now()}
      />,
      (extra.status ?? 200) as 200,
    );
  };

  dashboard.get("/projects/:projectId/keys", async (c) =>
    render(c, await projectForPage(deps, c, "manageKeys", "keys")),
  );

  dashboard.post("/projects/:projectId/keys", async (c) => {
    const page = await projectForPage(deps, c, "manageKeys", "keys");
    const values = await readForm(c);
    const expires = formText(values, "expires");
    const form: KeyFormValues = {
      name: formText(values, "name"),
      scopes: formList(values, "scopes").filter((scope) =>
        (apiScopes as readonly string[]).includes(scope),
      ),
      expires: (EXPIRY_CHOICES.some((choice) => choice.value === expires)
        ? expires
        : "never") as ExpiryChoice,
      expiresOn: formText(values, "expiresOn").slice(0, 20),
    };
    const now = deps.clock.now();
    const expiry = expiryOf(form, now);
    const problem = typeof expiry === "string" ? expiry : problemOf(form);
    if (problem) return render(c, page, { problem, form, status: 400 });
    try {
      await takeRateLimit(deps, "dashboardKeys", { per: page.nav.id });
    } catch (error) {
      if (error instanceof AppError && error.code === "rate_limited") {
        setRetryAfter(c, error);
        return render(c, page, { problem: error.message, form, status: httpStatusOf(error.code) });
      }
      throw error;
    }
    const created = await createApiKey(deps.db, {
      projectId: page.nav.id,
      name: form.name.trim(),
      scopes: form.scopes as ApiScope[],
      expiresAt: expiry instanceof Date ? expiry : undefined,
      now,
      // The key lasts as long as its maker keeps the access this page needs.
      minter: {
        githubUserId: Number(c.get("session").github_user_id),
        githubLogin: c.get("session").github_login,
        requiredPermission: REQUIRED_PERMISSION.manageKeys,
      },
    });
    audit(deps, c, "key.create", {
      projectId: page.nav.id,
      keyId: created.id,
      keyName: created.name,
      scopes: created.scopes.join(","),
      expiresAt: created.expiresAt,
    });
    // Shown after the redirect, once: a reload of that page asks for it again and makes no key.
    leaveCreatedFlash(deps, c, keysPath(page.nav.id), page.nav.id, created);
    return c.redirect(`${keysPath(page.nav.id)}?done=created`, 303);
  });

  dashboard.post("/projects/:projectId/keys/:keyId/revoke", async (c) => {
    const page = await projectForPage(deps, c, "manageKeys", "keys");
    const keyId = c.req.param("keyId");
    await revokeApiKeyOfProject(deps.db, page.nav.id, keyId, deps.clock.now());
    audit(deps, c, "key.revoke", { projectId: page.nav.id, keyId });
    return c.redirect(`${keysPath(page.nav.id)}?done=revoked`, 303);
  });

  dashboard.post("/projects/:projectId/keys/:keyId/delete", async (c) => {
    const page = await projectForPage(deps, c, "manageKeys", "keys");
    const keyId = c.req.param("keyId");
    checkIdentifier("keyId", keyId);
    await deleteApiKey(deps.db, keyId, deps.clock.now(), page.nav.id);
    audit(deps, c, "key.delete", { projectId: page.nav.id, keyId });
    return c.redirect(`${keysPath(page.nav.id)}?done=deleted`, 303);
  });
}

function keysPath(projectId: string): string {
  return `/app/projects/${encodeURIComponent(projectId)}/keys`;
}

function noticeOf(
  done: string | undefined,
  created: CreatedApiKey | undefined,
): string | undefined {
  if (done === "revoked") return "Key revoked.";
  if (done === "deleted") return "Key deleted.";
  if (done === "created" && !created) {
    return "The new key was shown once and cannot be shown again: if it was not copied, revoke it and create another.";
  }
  return undefined;
}
