import type { Logger } from "pino";
import type { JobRow } from "../../db/schema.ts";
import type { RepositoryClient } from "../../github/repository-client.ts";
import { type FollowUpContext, REVIEW_COMMENTS_SHOWN } from "../context/follow-up-context.ts";

/**
 * What a follow-up is shown of its pull request: the earlier runs as the job recorded them, and
 * from GitHub the net diff against the base (one page of files) and the newest review comments
 * (two requests). Undefined for a first run. A read GitHub refuses leaves that part out rather
 * than failing the run: the agent can still read the pages themselves.
 */
export async function readFollowUpContext(
  client: RepositoryClient,
  job: JobRow,
  log: Logger,
): Promise<FollowUpContext | undefined> {
  const publication = job.publication;
  if (!publication) return undefined;
  const pullNumber = job.pr_number;
  const [files, reviewComments] =
    pullNumber === null
      ? [undefined, undefined]
      : await Promise.all([
          client.listPullRequestFiles(pullNumber).catch((error: unknown) => {
            log.warn({ err: error }, "could not list the pull request's files for the follow-up");
            return undefined;
          }),
          client
            .listReviewComments(pullNumber, REVIEW_COMMENTS_SHOWN + 20)
            .catch((error: unknown) => {
              log.warn({ err: error }, "could not read the pull request's review comments");
              return undefined;
            }),
        ]);
  return {
    title: publication.prTitle,
    files,
    reviewComments,
    runs: publication.runs ?? [],
  };
}
