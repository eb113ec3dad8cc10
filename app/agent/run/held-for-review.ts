import type { PublishedRun } from "../../db/schema.ts";

/**
 * Whether a run holds the pull request as a draft whatever the docs check says: it stopped early,
 * its finish lists parts of the instruction as not done, or it adds a link to a domain that
 * neither the instruction nor the published docs name (where planted links go), or a command
 * that runs code from the network or as root that the published docs do not already give.
 */
export function heldForReview(run: PublishedRun): boolean {
  return (
    run.stoppedEarly !== null ||
    run.notDone.length > 0 ||
    (run.review?.links.some((link) => !link.known) ?? false) ||
    (run.review?.commands?.some((command) => !command.known) ?? false)
  );
}
