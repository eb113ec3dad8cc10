import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { IDEMPOTENCY_WINDOW_HOURS } from "../../shared/api/idempotency.ts";
import {
  CreateJobBodySchema,
  JobEventListSchema,
  JobListSchema,
  JobSchema,
  JobStatusSchema,
  jobStatuses,
  PromptBodySchema,
} from "../../shared/api/job-schemas.ts";
import { formatBytes } from "../format-bytes.ts";
import type { HttpApp } from "../http/create-http-app.ts";
import type { HttpEnv } from "../http/http-env.ts";
import { jsonBody } from "../http/json-body.ts";
import { setQuotaHeaders } from "../http/quota-headers.ts";
import { errorResponses, idempotencyHeaders, ProjectParams } from "../http/route-schemas.ts";
import {
  addFollowUp,
  archiveJob,
  createJob,
  getJob,
  type JobServiceDeps,
  listJobs,
} from "./job.service.ts";
import { listJobEvents, toApiJobEvent } from "./job-event.service.ts";
import { type OpenEventStreams, streamJobEvents, wantsEventStream } from "./job-event-stream.ts";

const JOB_BODY_LIMIT = 1024 * 1024;
const ARCHIVE_BODY_LIMIT = 16 * 1024;

const ArchiveBodySchema = z
  .object(
    {
      closePullRequest: z
        .boolean({ error: "closePullRequest must be true or false" })
        .optional()
        .meta({
          description:
            "`true` also closes the job's pull request on GitHub; by default (`false`) it stays open.",
        }),
    },
    { error: 'The body must be a JSON object: {"closePullRequest": true}, or no body' },
  )
  .meta({ id: "ArchiveBody" });

/**
 * A body is optional here: one that is sent passes the same checks as any JSON body, and an empty
 * one (a bare POST, whatever its Content-Type) means no options.
 */
function optionalJsonBody(check: MiddlewareHandler<HttpEnv>): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const sent =
      Number(c.req.header("content-length") ?? 0) > 0 ||
      c.req.header("transfer-encoding") !== undefined;
    if (sent) return check(c, next);
    // What the route's validator then reads, when the Content-Type says JSON.
    (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve("{}");
    return next();
  };
}

const JobParams = ProjectParams.extend({ id: z.string().meta({ description: "The job id." }) });

const IdempotencyHeaders = idempotencyHeaders(
  `Any unique string (a UUID, or your CI run and step). The same key with the same body within ${IDEMPOTENCY_WINDOW_HOURS} hours returns the first job instead of creating another.`,
);

const ListQuery = z.object({
  status: z
    .enum(jobStatuses, { error: `status must be one of ${jobStatuses.join(", ")}` })
    .optional()
    .meta({ description: JobStatusSchema.description }),
  limit: z
    .string()
    .regex(/^\d+$/, { error: "limit must be an integer from 1 to 100" })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: "limit must be at least 1" })
        .max(100, { error: "limit must be at most 100" }),
    )
    .optional()
    .meta({ description: "Jobs per page, 1 to 100 (default 20).", type: "integer" }),
  cursor: z.string().optional().meta({ description: "The `nextCursor` of the previous page." }),
});

const EventsQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, { error: "after must be an event id: a whole number, 0 or more" })
    .transform(Number)
    .optional()
    .meta({
      description:
        "Only events after this id (the last id you have); 0 or absent for the first events.",
      type: "integer",
    }),
  limit: z
    .string()
    .regex(/^\d+$/, { error: "limit must be an integer from 1 to 500" })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: "limit must be at least 1" })
        .max(500, { error: "limit must be at most 500" }),
    )
    .optional()
    .meta({ description: "Events per page, 1 to 500 (default 100).", type: "integer" }),
});

const EVENT_ID = /^\d{1,15}$/;

const EventsHeaders = z.object({
  accept: z.string().optional().meta({
    description:
      "`text/event-stream` follows the job live as server-sent events; anything else answers one JSON page.",
  }),
  "last-event-id": z
    .string()
    .regex(EVENT_ID, { error: "Last-Event-ID must be an event id: a whole number, 0 or more" })
    .transform(Number)
    .optional()
    .meta({
      description:
        "With `text/event-stream`: the id of the last event you have (browsers send it when they reconnect); it takes the place of `after`.",
      type: "integer",
    }),
});

const jobContent = { "application/json": { schema: JobSchema } };

/** The job routes, described with the server's own limits so the API reference states them. */
function defineJobRoutes(ratePerHour: number, streams: OpenEventStreams["config"]) {
  const errors = (...statuses: number[]) => errorResponses(errorDescriptions, ...statuses);
  const errorDescriptions: Record<number, string> = {
    400: "The request breaks a rule; `details` names each field.",
    401: "No API key, or a key that is malformed, unknown, expired or revoked.",
    403: "The key belongs to another project, or lacks the scope.",
    404: "No such job in this project.",
    409: "The job is archived, or the app is not installed on the project's repository.",
    413: `The body is over ${formatBytes(JOB_BODY_LIMIT)}.`,
    415: "The body is not `application/json`.",
    422: "The Idempotency-Key was used with a different body (`idempotency_key_reused`), or `baseBranch` names no branch of the repository (`unknown_branch`).",
    429: `Rate limit: ${ratePerHour} job creations and follow-ups per project per hour. See \`Retry-After\`.`,
    503: "The server cannot run jobs: no model or no GitHub App configured.",
  };

  const createJobRoute = createRoute({
    method: "post",
    path: "/v2/agent/{projectId}/job",
    operationId: "createJob",
    summary: "Create an agent job",
    description:
      "Queues an instruction for the agent and answers at once with the job, `active`. Poll the job until its status is `completed`, `needs_input` (the agent asks `question`: answer with a follow-up message), `archived` or `failed`. `baseBranch` picks the branch the job starts from and its pull request targets; it is checked against the repository.",
    tags: ["Agent jobs"],
    middleware: [jsonBody({ maxBytes: JOB_BODY_LIMIT })],
    request: {
      params: ProjectParams,
      headers: IdempotencyHeaders,
      body: { required: true, content: { "application/json": { schema: CreateJobBodySchema } } },
    },
    responses: {
      201: { description: "The job, active.", content: jobContent },
      ...errors(400, 401, 403, 409, 413, 415, 422, 429, 503),
    },
  });

  const getJobRoute = createRoute({
    method: "get",
    path: "/v2/agent/{projectId}/job/{id}",
    operationId: "getJob",
    summary: "Get a job (poll this)",
    tags: ["Agent jobs"],
    request: { params: JobParams },
    responses: { 200: { description: "The job.", content: jobContent }, ...errors(401, 403, 404) },
  });

  const listJobsRoute = createRoute({
    method: "get",
    path: "/v2/agent/{projectId}/jobs",
    operationId: "listJobs",
    summary: "List jobs, newest first",
    tags: ["Agent jobs"],
    request: { params: ProjectParams, query: ListQuery },
    responses: {
      200: {
        description: "A page of jobs.",
        content: { "application/json": { schema: JobListSchema } },
      },
      ...errors(400, 401, 403),
    },
  });

  const messageRoute = createRoute({
    method: "post",
    path: "/v2/agent/{projectId}/job/{id}/message",
    operationId: "sendMessage",
    summary: "Send a follow-up instruction",
    description:
      "The job becomes `active` again; the agent continues on the same branch and pull request. For a job that is `needs_input`, this is the answer to its `question`: the agent is shown the question beside it. Counts toward the rate limit.",
    tags: ["Agent jobs"],
    middleware: [jsonBody({ maxBytes: JOB_BODY_LIMIT })],
    request: {
      params: JobParams,
      body: { required: true, content: { "application/json": { schema: PromptBodySchema } } },
    },
    responses: {
      200: { description: "The job, active again.", content: jobContent },
      ...errors(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  });

  const archiveRoute = createRoute({
    method: "post",
    path: "/v2/agent/{projectId}/job/{id}/archive",
    operationId: "archiveJob",
    summary: "Archive a job",
    description:
      "Final. An active job stops at its next step. The job's pull request stays open on GitHub unless the body asks to close it (`closePullRequest: true`); closing happens first, so when GitHub refuses or does not answer the job is not archived and the request can be repeated.",
    tags: ["Agent jobs"],
    middleware: [optionalJsonBody(jsonBody({ maxBytes: ARCHIVE_BODY_LIMIT }))],
    request: {
      params: JobParams,
      body: {
        required: false,
        content: { "application/json": { schema: ArchiveBodySchema } },
      },
    },
    responses: {
      200: { description: "The job, archived.", content: jobContent },
      ...errors(400, 401, 403, 404, 409, 413, 415, 503),
    },
  });

  const eventsRoute = createRoute({
    method: "get",
    path: "/v2/agent/{projectId}/job/{id}/events",
    operationId: "listJobEvents",
    summary: "Read or follow a job's run transcript",
    description: `What each run of the job did, oldest first: its start, the pinned commit, each model step (tokens, timing) and tool call (shortened arguments and answers, secrets redacted), and how it ended. Kept for INKWELL_TRANSCRIPT_RETENTION_DAYS days.

**Pages.** By default one JSON page; page with \`after\` (the last event id you have).

**Live.** With \`Accept: text/event-stream\` the answer is a stream of server-sent events: every event after \`after\` (or the \`Last-Event-ID\` header, which wins), then each new one as the run records it. Each event is \`id: <event id>\` and \`data: <the JobEvent as JSON>\`. A comment line (\`: heartbeat\`) comes after ${streams.heartbeatSeconds} seconds without an event. Once the job is completed, needs_input, failed or archived the stream sends \`event: end\` with \`data: {"status": "<status>"}\` and closes (a follow-up makes a job active again: open a new stream then). A stream closes without \`end\` after ${streams.maxSeconds} seconds or when the server restarts: reconnect with \`Last-Event-ID\` and nothing is missed or repeated. At most ${streams.perKey} streams are open at once per API key and ${streams.perProject} per project; past that the answer is 429.`,
    tags: ["Agent jobs"],
    request: { params: JobParams, query: EventsQuery, headers: EventsHeaders },
    responses: {
      200: {
        description: "A page of events, or with `Accept: text/event-stream`, the live stream.",
        content: {
          "application/json": { schema: JobEventListSchema },
          "text/event-stream": {
            schema: z.string().meta({
              example:
                'retry: 2000\n\nid: 1042\ndata: {"id":1042,"run":1,"type":"step","at":"2026-11-02T10:00:00.000Z","data":{"step":1}}\n\nevent: end\ndata: {"status":"completed"}\n\n',
            }),
          },
        },
      },
      ...errorResponses(
        {
          ...errorDescriptions,
          429: `Already ${streams.perKey} streams open for this key, or ${streams.perProject} for the project. See \`Retry-After\`.`,
        },
        400,
        401,
        403,
        404,
        429,
      ),
    },
  });

  return { createJobRoute, getJobRoute, listJobsRoute, messageRoute, archiveRoute, eventsRoute };
}

export function registerJobRoutes(
  app: HttpApp,
  deps: JobServiceDeps & { eventStreams: OpenEventStreams },
): void {
  const { createJobRoute, getJobRoute, listJobsRoute, messageRoute, archiveRoute, eventsRoute } =
    defineJobRoutes(deps.config.jobRateLimitPerHour, deps.config.eventStreams);

  app.openapi(createJobRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const { prompt, baseBranch } = c.req.valid("json");
    const idempotencyKey = c.req.valid("header")["idempotency-key"];
    const result = await createJob(deps, { projectId, prompt, idempotencyKey, baseBranch });
    if (result.quota) setQuotaHeaders(c, result.quota);
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return c.json(result.job, 201);
  });

  app.openapi(getJobRoute, async (c) => {
    const { projectId, id } = c.req.valid("param");
    return c.json(await getJob(deps, projectId, id), 200);
  });

  app.openapi(listJobsRoute, async (c) => {
    const { projectId } = c.req.valid("param");
    const query = c.req.valid("query");
    const page = await listJobs(deps, {
      projectId,
      status: query.status,
      limit: query.limit ?? 20,
      cursor: query.cursor,
    });
    return c.json(page, 200);
  });

  app.openapi(messageRoute, async (c) => {
    const { projectId, id } = c.req.valid("param");
    const { prompt } = c.req.valid("json");
    const result = await addFollowUp(deps, { projectId, jobId: id, prompt, origin: "api" });
    setQuotaHeaders(c, result.quota);
    return c.json(result.job, 200);
  });

  app.openapi(archiveRoute, async (c) => {
    const { projectId, id } = c.req.valid("param");
    const { closePullRequest } = c.req.valid("json");
    return c.json(await archiveJob(deps, projectId, id, { closePullRequest }), 200);
  });

  app.openapi(eventsRoute, async (c) => {
    const { projectId, id } = c.req.valid("param");
    const query = c.req.valid("query");
    const headers = c.req.valid("header");
    if (wantsEventStream(headers.accept)) {
      const response = await streamJobEvents(deps, deps.eventStreams, c, {
        projectId,
        jobId: id,
        after: headers["last-event-id"] ?? query.after ?? 0,
        owner: { id: `key:${c.get("auth").keyId}`, name: "This API key" },
        toData: toApiJobEvent,
      });
      // The declared 200 is the JSON page; this is its text/event-stream variant.
      return response as never;
    }
    const page = await listJobEvents(deps, {
      projectId,
      jobId: id,
      after: query.after ?? 0,
      limit: query.limit ?? 100,
    });
    return c.json(page, 200);
  });
}
