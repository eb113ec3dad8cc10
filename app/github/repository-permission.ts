import type { ProbotOctokit } from "probot";
import type { Clock } from "../app-context.ts";

export interface RepositoryPermissionOptions {
  clock: Clock;
  /** How long an answer is believed; a role changed on GitHub takes effect after this. */
  ttlMs?: number;
  /** Answers kept at most; the oldest are dropped first. */
  maxEntries?: number;
  /** A lookup GitHub has not answered by then fails, well inside a webhook's 10 seconds. */
  requestTimeoutMs?: number;
}

export interface RepositoryPermission {
  /** True when `user` may push to the repository: the write, maintain or admin role. */
  canWrite(
    octokit: ProbotOctokit,
    repository: { id: number; owner: string; name: string },
    user: { id: number; login: string },
  ): Promise<boolean>;
}

const WRITE_ROLES = new Set<string>(["admin", "maintain", "write"]);

/**
 * Asks GitHub what a user may do on a repository
 * (`GET /repos/{owner}/{repo}/collaborators/{username}/permission`, as the installation) and keeps
 * the answer briefly, so a burst of comments costs one request. The comment's own
 * `author_association` is not enough: it calls every organisation member and read-only
 * collaborator a member or collaborator.
 */
export function createRepositoryPermission(
  options: RepositoryPermissionOptions,
): RepositoryPermission {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const timeoutMs = options.requestTimeoutMs ?? 8_000;
  const answers = new Map<string, { canWrite: boolean; expiresAt: number }>();

  return {
    async canWrite(octokit, repository, user) {
      // By ids: a login can be renamed and then taken by someone else.
      const key = `${repository.id}:${user.id}`;
      const now = options.clock.now().getTime();
      const known = answers.get(key);
      if (known && known.expiresAt > now) return known.canWrite;
      answers.delete(key);
      const role = await findRepositoryRole(octokit, repository, user.login, timeoutMs);
      const canWrite = WRITE_ROLES.has(role.roleName) || WRITE_ROLES.has(role.permission);
      if (answers.size >= maxEntries) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
      answers.set(key, { canWrite, expiresAt: now + ttlMs });
      return canWrite;
    },
  };
}

/**
 * `permission` is the legacy base role (admin, write, read, none: maintain reads as write);
 * `role_name` names the role itself, which may be an organisation's custom role built on a base
 * role. Either one naming a write role is enough.
 */
async function findRepositoryRole(
  octokit: ProbotOctokit,
  repository: { owner: string; name: string },
  login: string,
  timeoutMs: number,
): Promise<{ permission: string; roleName: string }> {
  try {
    const { data } = await octokit.request(
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission",
      {
        owner: repository.owner,
        repo: repository.name,
        username: login,
        request: { signal: AbortSignal.timeout(timeoutMs) },
      },
    );
    return { permission: data.permission, roleName: data.role_name };
  } catch (error) {
    // GitHub answers 404 for a user it does not know (deleted, renamed since the comment).
    if ((error as { status?: number }).status === 404) {
      return { permission: "none", roleName: "none" };
    }
    throw error;
  }
}
