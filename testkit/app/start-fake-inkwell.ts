import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Job } from "../../shared/api/job-schemas.ts";
import { buildJob } from "./build-job.ts";

export type Fault =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Close the connection before doing anything: the client sees a network error. */
  | "reset"
  /** Create the job, then close the connection without answering: the client never sees the 201. */
  | "drop-response";

export interface FakeInkwellOptions {
  apiKey?: string;
  projectId?: string;
  /** The job as successive polls see it; the last entry repeats. */
  polls?: Partial<Job>[];
  /** Answers given instead of the normal ones, in order, per route. */
  faults?: { create?: Fault[]; get?: Fault[]; message?: Fault[] };
  /** The id the created job gets (default: `job_` and 22 digits counting up). */
  jobId?: string;
  /** Awaited before each answer, e.g. to hold a request while the test moves its clock. */
  beforeAnswer?: (route: "create" | "get") => Promise<void>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A small Inkwell job API on 127.0.0.1 (a real HTTP server, port chosen by the OS): key check,
 * creation with Idempotency-Key (a replay says so in `Idempotent-Replayed`), polling along a
 * scripted sequence of states, and injected faults.
 */
export async function startFakeInkwell(options: FakeInkwellOptions = {}) {
  const apiKey = options.apiKey ?? "ink_testkey";
  const projectId = options.projectId ?? "prj_docs";
  const polls = options.polls ?? [{ status: "completed" }];
  const faults = {
    create: [...(options.faults?.create ?? [])],
    get: [...(options.faults?.get ?? [])],
    message: [...(options.faults?.message ?? [])],
  };
  const requests: RecordedRequest[] = [];
  const jobs = new Map<string, { job: Job; prompt: string; polls: number }>();
  const byIdempotencyKey = new Map<string, string>();

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = req.url ?? "/";
    requests.push({ method: req.method ?? "", path, headers: req.headers, body });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "x-request-id": `req_${requests.length}`,
        ...headers,
      });
      res.end(JSON.stringify(payload));
    };

    const base = `/v2/agent/${projectId}/job`;
    if (req.method === "GET" && path === "/healthz") {
      return send(200, { status: "ok", database: "ok" });
    }
    const action = /^\/(message|archive)$/.exec(path.slice(path.lastIndexOf("/")))?.[1];
    if (req.method === "GET" && (path === `${base}s` || path.startsWith(`${base}s?`))) {
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return send(401, {
          error: "The API key is unknown, expired or revoked",
          code: "unauthorized",
        });
      }
      const query = new URL(path, "http://fake").searchParams;
      const listed = [...jobs.values()]
        .map((entry) => entry.job)
        .filter((job) => !query.get("status") || job.status === query.get("status"))
        .reverse();
      const limit = Number(query.get("limit") ?? 20);
      const from = Number(query.get("cursor") ?? 0);
      const page = listed.slice(from, from + limit);
      return send(200, {
        jobs: page,
        nextCursor: from + limit < listed.length ? String(from + limit) : null,
      });
    }
    if (req.method === "POST" && action && path.startsWith(`${base}/`)) {
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return send(401, {
          error: "The API key is unknown, expired or revoked",
          code: "unauthorized",
        });
      }
      const id = decodeURIComponent(path.slice(base.length + 1, -(action.length + 1)));
      const entry = jobs.get(id);
      if (!entry) return send(404, { error: "No such job", code: "not_found" });
      // As the real server: archiving again answers the archived job; a follow-up is refused.
      if (entry.job.status === "archived" && action === "message") {
        return send(409, { error: "The job is archived", code: "job_archived" });
      }
      entry.job =
        action === "archive"
          ? { ...entry.job, status: "archived", archivedAt: entry.job.updatedAt }
          : { ...entry.job, status: "active" };
      if (action === "message") entry.polls = 0;
      // The follow-up is queued; only its answer is lost.
      if (action === "message" && faults.message.shift() === "drop-response") {
        return req.socket.destroy();
      }
      return send(200, entry.job);
    }
    const route =
      req.method === "POST" && path === base
        ? "create"
        : req.method === "GET" && path.startsWith(`${base}/`)
          ? "get"
          : undefined;
    if (!route) return send(404, { error: "Not found", code: "not_found" });
    await options.beforeAnswer?.(route);
    const fault = faults[route].shift();
    if (fault === "reset") return req.socket.destroy();
    if (fault && fault !== "drop-response")
      return send(fault.status, fault.body ?? {}, fault.headers);
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(401, {
        error: "The API key is unknown, expired or revoked",
        code: "unauthorized",
      });
    }

    if (route === "create") {
      const prompt = (JSON.parse(body) as { prompt: string }).prompt;
      const key = req.headers["idempotency-key"];
      const known = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
      let entry = known ? jobs.get(known) : undefined;
      if (!entry) {
        const id = options.jobId ?? `job_${String(jobs.size + 1).padStart(22, "0")}`;
        entry = { job: buildJob({ id, status: "active" }), prompt, polls: 0 };
        jobs.set(id, entry);
        if (typeof key === "string") byIdempotencyKey.set(key, id);
      }
      if (fault === "drop-response") return req.socket.destroy();
      return send(201, entry.job, known ? { "idempotent-replayed": "true" } : {});
    }

    const entry = jobs.get(decodeURIComponent(path.slice(base.length + 1)));
    if (!entry) return send(404, { error: "No such job", code: "not_found" });
    const state = polls[Math.min(entry.polls, polls.length - 1)];
    entry.polls++;
    entry.job = { ...entry.job, ...state };
    return send(200, entry.job);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    apiKey,
    projectId,
    requests,
    /** Jobs actually created (idempotent repeats are not counted). */
    jobs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
