import { request } from "@octokit/request";
import type { GitHubHost } from "../config.ts";
import type { RepositoryAccess } from "../db/schema.ts";

export interface GitHubUser {
  id: number;
  login: string;
}

/** GitHub no longer accepts the user's token (revoked, or the app was uninstalled for them). */
export class UserTokenRejected extends Error {
  override name = "UserTokenRejected";
}

/** GitHub could not be asked (network, timeout, 5xx, rate limit). */
class GitHubUserApiUnavailable extends Error {
  override name = "GitHubUserApiUnavailable";
}

export interface GitHubUserApi {
  getUser(token: string): Promise<GitHubUser>;
  /**
   * Every repository of the installations of this app that the user can access, with the user's
   * own permission on each (GitHub answers `permissions` for the user of the token).
   */
  listRepositoryAccess(token: string): Promise<RepositoryAccess[]>;
}

const TIMEOUT_MS = 10_000;
const PER_PAGE = 100;
/** Enough for 1,000 installations and 1,000 repositories per installation. */
const MAX_PAGES = 10;

interface RepositoryPermissions {
  admin?: boolean;
  maintain?: boolean;
  push?: boolean;
  triage?: boolean;
  pull?: boolean;
}

function permissionOf(
  permissions: RepositoryPermissions | undefined,
): RepositoryAccess["permission"] | null {
  if (!permissions) return null;
  if (permissions.admin) return "admin";
  if (permissions.maintain) return "maintain";
  if (permissions.push) return "write";
  if (permissions.triage) return "triage";
  if (permissions.pull) return "read";
  return null;
}

/** The calls the dashboard makes as the signed-in user, with the user's token. */
export function createGitHubUserApi(host: GitHubHost): GitHubUserApi {
  const call = async <T>(token: string, route: string, parameters: Record<string, unknown>) => {
    try {
      const response = await request(route, {
        baseUrl: host.apiUrl,
        headers: { authorization: `token ${token}` },
        request: { signal: AbortSignal.timeout(TIMEOUT_MS) },
        ...parameters,
      });
      return response.data as T;
    } catch (error) {
      // Octokit's error carries the request; only its status goes further.
      const status = (error as { status?: number }).status;
      if (status === 401) throw new UserTokenRejected("GitHub refused the user's token");
      throw new GitHubUserApiUnavailable(
        `GitHub ${route} failed${status ? ` with status ${status}` : ""}`,
      );
    }
  };

  return {
    async getUser(token) {
      const user = await call<{ id: number; login: string }>(token, "GET /user", {});
      return { id: user.id, login: user.login };
    },
    async listRepositoryAccess(token) {
      const installations: number[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const data = await call<{ installations: { id: number }[] }>(
          token,
          "GET /user/installations",
          { per_page: PER_PAGE, page },
        );
        installations.push(...data.installations.map((installation) => installation.id));
        if (data.installations.length < PER_PAGE) break;
      }
      const access = new Map<number, RepositoryAccess>();
      for (const installationId of installations) {
        for (let page = 1; page <= MAX_PAGES; page++) {
          const data = await call<{
            repositories: { id: number; full_name: string; permissions?: RepositoryPermissions }[];
          }>(token, "GET /user/installations/{installation_id}/repositories", {
            installation_id: installationId,
            per_page: PER_PAGE,
            page,
          });
          for (const repository of data.repositories) {
            const permission = permissionOf(repository.permissions);
            if (permission === null) continue;
            access.set(repository.id, {
              id: repository.id,
              fullName: repository.full_name.toLowerCase(),
              permission,
            });
          }
          if (data.repositories.length < PER_PAGE) break;
        }
      }
      return [...access.values()];
    },
  };
}
