import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Clock } from "../../app-context.ts";
import type { Database, ProjectRow } from "../../db/schema.ts";
import { postCommentReplies } from "../../jobs/post-comment-replies.ts";
import type { InstallationClients } from "../run/open-repository.ts";

export interface ReplyToCommentsDeps {
  db: Kysely<Database>;
  clock: Clock;
  github: InstallationClients;
  findInstallationId: (project: ProjectRow) => Promise<number | null>;
}

/**
 * Posts the replies settled runs queued for `@inkwell` comments (their outcome is already on the
 * job, so a reply that cannot be posted now waits for the next pass instead of holding the run).
 */
export async function replyToComments(deps: ReplyToCommentsDeps, log: Logger): Promise<void> {
  try {
    await postCommentReplies({
      db: deps.db,
      clock: deps.clock,
      log,
      async octokitFor(project) {
        const installationId = await deps.findInstallationId(project);
        return installationId === null ? null : deps.github.installationOctokit(installationId);
      },
    });
  } catch (error) {
    log.warn({ err: error }, "could not reply to @inkwell comments; the next pass will");
  }
}
