import type { PublishedRun } from "../../db/schema.ts";

/**
 * Whether a run holds the pull request as a draft whatever the docs check says: it stopped early,
 * its finish lists parts of the instruction as not done, or it adds a link to a domain that
 * neither the instruction nor any other repository file names (where planted links go).
 */
export function heldForReview(run: PublishedRun): boolean {
  return (
    run.stoppedEarly !== null ||
    run.notDone.length > 0 ||
    (run.review?.links.some((link) => !link.known) ?? false)
  );
}
