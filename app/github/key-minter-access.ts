import type { Logger } from "pino";
import type { AppContext } from "../app-context.ts";
import type { ApiKeyRow } from "../db/schema.ts";
import { findKeyMinter, recordMinterAccess } from "../projects/key-minter.repository.ts";
import { findProjectById } from "../projects/project.repository.ts";
import type { GitHubApp } from "./github-app.ts";

/** How long GitHub's word that a key's maker still has the access is believed. */
export const MINTER_ACCESS_TTL_MS = 5 * 60_000;
/**
 * How long a key keeps working after its maker's access was last confirmed, while it cannot be
 * confirmed again (the app is not installed on the project's repository, or GitHub fails): past
 * this the key is refused until GitHub can be asked.
 */
export const MINTER_UNCONFIRMED_GRACE_MS = 24 * 3600_000;
/** While the access cannot be confirmed, how long before GitHub is asked again for this key. */
const RETRY_UNCONFIRMED_MS = 60_000;
const REQUEST_TIMEOUT_MS = 8_000;
const RANK: Record<string, number> = { read: 1, triage: 2, write: 3, maintain: 4, admin: 5 };

/**
 * Why a key may no longer be used, or undefined when it may. A key made in the dashboard works
 * while the person who made it keeps the permission on the project's repository the key needed:
 * asked of GitHub as the app's installation at most every five minutes per key, and refused for
 * good once GitHub says the access is gone. Keys made with the CLI have no maker and are not
 * checked. When the access cannot be confirmed (the project has no installation, or GitHub errs or
 * does not answer), the key fails open for a bounded time and then closed: it keeps working for
 * 24 hours after the last confirmation (an outage or a reinstall does not stop a docs site's
 * collector), and is refused after that until GitHub confirms the access again, so a maker who
 * lost their access cannot keep the key alive by waiting out a removed app or a failing GitHub.
 */
export type KeyHolderCheck = (key: ApiKeyRow) => Promise<string | undefined>;

export function createKeyMinterCheck(
  ctx: Pick<AppContext, "db" | "clock">,
  github: GitHubApp,
  log: Logger,
): KeyHolderCheck {
  // Keys known to be fine until then (CLI keys: for the process's life), so that most requests
  // read nothing more than the key itself.
  const fineUntil = new Map<string, number>();
  const remember = (keyId: string, until: number) => {
    if (fineUntil.size >= 10_000) fineUntil.delete(fineUntil.keys().next().value as string);
    fineUntil.set(keyId, until);
  };
  return async (key) => {
    if ((fineUntil.get(key.id) ?? 0) > ctx.clock.now().getTime()) return undefined;
    const minter = await findKeyMinter(ctx.db, key.id);
    if (!minter) {
      remember(key.id, Number.POSITIVE_INFINITY);
      return undefined;
    }
    const refusal = `The API key was made in the dashboard by ${minter.github_login}, who no longer has ${minter.required_permission} access to the project's repository on GitHub: ask someone who has it for a new key`;
    if (minter.access_lost_at) return refusal;
    const now = ctx.clock.now();
    const confirmedUntil = minter.access_checked_at.getTime() + MINTER_ACCESS_TTL_MS;
    if (now.getTime() < confirmedUntil) {
      remember(key.id, confirmedUntil);
      return undefined;
    }
    // The access cannot be confirmed now: the key works within the grace, then is refused.
    const unconfirmed = (why: string) => {
      if (now.getTime() - minter.access_checked_at.getTime() > MINTER_UNCONFIRMED_GRACE_MS) {
        return `The API key was made in the dashboard by ${minter.github_login}, whose ${minter.required_permission} access to the project's repository has not been confirmed for more than a day (${why}): it works again once GitHub confirms it, or use a key made with the CLI`;
      }
      remember(key.id, now.getTime() + RETRY_UNCONFIRMED_MS);
      return undefined;
    };
    const project = await findProjectById(ctx.db, key.project_id);
    if (!project?.installation_id) {
      return unconfirmed("the GitHub App is not installed on the project's repository");
    }
    let role: string;
    try {
      const octokit = await github.installationOctokit(project.installation_id);
      const { data } = await octokit.request(
        "GET /repos/{owner}/{repo}/collaborators/{username}/permission",
        {
          owner: project.repo_owner,
          repo: project.repo_name,
          username: minter.github_login,
          request: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
        },
      );
      // `role_name` names maintain and triage, which the legacy `permission` folds into others.
      role = data.role_name in RANK ? data.role_name : data.permission;
    } catch (error) {
      // A user GitHub no longer knows (deleted) has no access; anything else is asked again later.
      if ((error as { status?: number }).status === 404) {
        role = "none";
      } else {
        log.warn({ err: error, keyId: key.id }, "could not check the access of a key's maker");
        return unconfirmed("GitHub did not answer");
      }
    }
    const hasAccess = (RANK[role] ?? 0) >= (RANK[minter.required_permission] ?? Infinity);
    await recordMinterAccess(ctx.db, key.id, { hasAccess, at: now });
    if (!hasAccess) return refusal;
    remember(key.id, now.getTime() + MINTER_ACCESS_TTL_MS);
    return undefined;
  };
}
