import { z } from "zod";
import { JobSchema, JobUsageSchema } from "../api/job-schemas.ts";

/**
 * `job_` and base62, as the server makes them (22 characters today). The range leaves the server room
 * to lengthen its ids while anything that is not an id (a path, markup, a command) is refused.
 */
export const JOB_ID_PATTERN = /^job_[0-9A-Za-z]{16,64}$/;

// GitHub's pull request pages: /OWNER/REPO/pull/NUMBER, on github.com or an Enterprise Server host.
const PULL_REQUEST_PATH = /^\/[0-9A-Za-z-]+\/[0-9A-Za-z._-]+\/pull\/[1-9][0-9]{0,9}$/;
const LINK_MAX_LENGTH = 2_000;

/** The problem of an `http:` pull request link when plain http is not allowed. */
export const INSECURE_LINK_MESSAGE = "must be https: plain http is not allowed";

export interface ReceivedJobOptions {
  /** Also accept `http:` pull request links (a GitHub Enterprise Server without TLS). */
  allowInsecureHttp: boolean;
}

/** Why a pull request link from the server cannot be passed on, or undefined when it can. */
function findPullRequestLinkProblem(link: string, options: ReceivedJobOptions): string | undefined {
  const shape = "must be the address of a pull request, https://HOST/OWNER/REPO/pull/NUMBER";
  if (link.length > LINK_MAX_LENGTH || !URL.canParse(link)) return shape;
  const url = new URL(link);
  if (url.protocol === "http:" && !options.allowInsecureHttp) return INSECURE_LINK_MESSAGE;
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must be an https URL";
  // Written exactly as the URL parser writes it: no credentials, query, fragment, odd encodings or case.
  if (url.username || url.password || url.search || url.hash || url.href !== link) return shape;
  if (!PULL_REQUEST_PATH.test(url.pathname)) return shape;
  return undefined;
}

/**
 * A job as the client accepts it from the server: the API's shape, and an id and pull request link
 * that are safe to hand on as outputs, log lines and links. The status is one of the known statuses.
 */
export function receivedJobSchema(options: ReceivedJobOptions) {
  return JobSchema.extend({
    id: z.string().regex(JOB_ID_PATTERN, {
      error: "must be job_ followed by 16 to 64 letters and digits",
    }),
    prLink: z
      .string()
      .nullable()
      .superRefine((link, ctx) => {
        const problem = link === null ? undefined : findPullRequestLinkProblem(link, options);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    // A server older than token accounting, or than these fields, sends none of them.
    usage: JobUsageSchema.default(null),
    prState: JobSchema.shape.prState.default(null),
    ending: JobSchema.shape.ending.default(null),
    openFindings: JobSchema.shape.openFindings.default(null),
    question: JobSchema.shape.question.default(null),
    notDone: JobSchema.shape.notDone.default(null),
  });
}
