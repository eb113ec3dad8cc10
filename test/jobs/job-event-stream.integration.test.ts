import { beforeAll, describe, expect, it } from "vitest";
import { readServerSentEvents, type SseReader } from "#testkit/app/sse-reader.ts";
import { json, startTestServer, useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { createTestDatabase, oneDatabaseKind } from "#testkit/database/test-database.ts";
import { insertJobEvents } from "../../app/jobs/job-event.repository.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import { JobEventSchema } from "../../shared/api/job-schemas.ts";

const streamEnv = {
  INKWELL_EVENT_STREAM_SECONDS: "3",
  INKWELL_EVENT_STREAM_HEARTBEAT_SECONDS: "1",
  INKWELL_EVENT_STREAMS_PER_KEY: "2",
  INKWELL_EVENT_STREAMS_PER_PROJECT: "3",
};

let jobCounter = 0;
function newJobId(): string {
  jobCounter += 1;
  return `job_${String(jobCounter).padStart(22, "0")}`;
}

describe.each(oneDatabaseKind())("the job transcript as server-sent events on %s", (kind) => {
  const { server, database } = useTestServer(kind, { env: streamEnv });
  let owner: ProjectWithKey;
  let other: ProjectWithKey;
  let writeOnly: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    other = await createProjectWithKey(server.ctx, { repo: "acme/other" });
    writeOnly = await createProjectWithKey(server.ctx, { repo: "acme/w", scopes: ["write"] });
  });

  async function activeJob(events = 0): Promise<string> {
    const id = newJobId();
    await seedJob(database.db, {
      id,
      projectId: owner.project.id,
      prompt: "Document the flag",
      repository: "https://github.com/acme/docs",
      at: server.clock.now(),
    });
    await record(id, events);
    return id;
  }

  async function record(jobId: string, count: number, start = 1): Promise<void> {
    if (count === 0) return;
    await insertJobEvents(
      database.db,
      jobId,
      1,
      Array.from({ length: count }, (_, index) => ({
        type: "step",
        at: server.clock.now(),
        data: { step: start + index },
      })),
    );
  }

  async function settle(
    jobId: string,
    status: "completed" | "needs_input" | "failed" | "archived",
  ) {
    await database.db.updateTable("jobs").set({ status }).where("id", "=", jobId).execute();
  }

  function open(
    jobId: string,
    options: { key?: string; query?: string; lastEventId?: string; project?: string } = {},
  ) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.key ?? owner.key}`,
      accept: "text/event-stream",
    };
    if (options.lastEventId !== undefined) headers["last-event-id"] = options.lastEventId;
    return server.request(
      `/v2/agent/${options.project ?? owner.project.id}/job/${jobId}/events${options.query ?? ""}`,
      { headers },
    );
  }

  async function steps(reader: SseReader, count: number): Promise<number[]> {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) {
      const message = await reader.nextEvent();
      expect(message?.event).toBe("message");
      const event = JobEventSchema.parse(JSON.parse(message?.data ?? ""));
      expect(message?.id).toBe(String(event.id));
      seen.push(event.data.step as number);
    }
    return seen;
  }

  it("sends the recorded steps, then each new one as it is recorded, then end once the job is done", async () => {
    const jobId = await activeJob(2);
    const res = await open(jobId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const reader = readServerSentEvents(res);
    const first = await reader.next();
    expect(first?.retry).toBeGreaterThan(0);
    expect(await steps(reader, 2)).toEqual([1, 2]);

    await record(jobId, 1, 3);
    expect(await steps(reader, 1)).toEqual([3]);

    await record(jobId, 1, 4);
    await settle(jobId, "completed");
    expect(await steps(reader, 1)).toEqual([4]);
    const end = await reader.nextEvent();
    expect(end).toMatchObject({ event: "end" });
    expect(JSON.parse(end?.data ?? "")).toEqual({ status: "completed" });
    expect(await reader.next()).toBeUndefined();
  });

  it("ends the stream when the agent asks a question, as it ends it when the job completes", async () => {
    const jobId = await activeJob(1);
    const reader = readServerSentEvents(await open(jobId));
    await reader.next();
    expect(await steps(reader, 1)).toEqual([1]);
    await settle(jobId, "needs_input");
    const end = await reader.nextEvent();
    expect(end).toMatchObject({ event: "end" });
    expect(JSON.parse(end?.data ?? "")).toEqual({ status: "needs_input" });
    expect(await reader.next()).toBeUndefined();
  });

  it("resumes after Last-Event-ID, which wins over after, and after alone works too", async () => {
    const jobId = await activeJob(5);
    await settle(jobId, "failed");
    const all = JobEventSchema.array().parse(
      (
        await json(
          await server.request(`/v2/agent/${owner.project.id}/job/${jobId}/events`, {
            headers: { authorization: `Bearer ${owner.key}` },
          }),
        )
      ).events,
    );
    const second = String(all[1]?.id);
    const fourth = String(all[3]?.id);

    const resumed = readServerSentEvents(
      await open(jobId, { query: `?after=${second}`, lastEventId: fourth }),
    );
    expect(await steps(resumed, 1)).toEqual([5]);
    expect(JSON.parse((await resumed.nextEvent())?.data ?? "")).toEqual({ status: "failed" });
    expect(await resumed.next()).toBeUndefined();

    const fromAfter = readServerSentEvents(await open(jobId, { query: `?after=${second}` }));
    expect(await steps(fromAfter, 3)).toEqual([3, 4, 5]);
    expect((await fromAfter.nextEvent())?.event).toBe("end");
  });

  it("keeps a quiet stream open with heartbeats, and closes it without end after the longest connection time", async () => {
    const jobId = await activeJob(0);
    const reader = readServerSentEvents(await open(jobId));
    const seen: string[] = [];
    for (;;) {
      const message = await reader.next(10_000);
      if (!message) break;
      if (message.comment !== undefined) seen.push(`: ${message.comment}`);
      else if (message.data !== "") seen.push(message.event);
    }
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(seen.every((line) => line === ": heartbeat")).toBe(true);
  });

  it("refuses a third stream for one key and a fourth for the project with 429, and takes new ones once others close", async () => {
    const jobId = await activeJob(1);
    const first = readServerSentEvents(await open(jobId));
    const second = readServerSentEvents(await open(jobId));
    await first.nextEvent();
    await second.nextEvent();

    const refused = await open(jobId);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    const body = await json(refused);
    expect(body.code).toBe("rate_limited");
    expect(body.error).toContain("This API key already has 2 event streams open");

    const another = await createApiKey(server.ctx.db, {
      projectId: owner.project.id,
      now: server.clock.now(),
    });
    const third = readServerSentEvents(await open(jobId, { key: another.key }));
    await third.nextEvent();
    const projectFull = await open(jobId, { key: another.key });
    expect(projectFull.status).toBe(429);
    expect((await json(projectFull)).error).toContain("This project already has 3 event streams");

    // A client that goes away gives its place back.
    await first.cancel();
    let reopened: Response | undefined;
    for (let attempt = 0; attempt < 50; attempt++) {
      const res = await open(jobId);
      if (res.status === 200) {
        reopened = res;
        break;
      }
      await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reopened?.status).toBe(200);
    for (const reader of [second, third]) await reader.cancel();
    if (reopened) await readServerSentEvents(reopened).cancel();
  });

  it.each([
    [{ lastEventId: "abc" }, "last-event-id"],
    [{ lastEventId: "-3" }, "last-event-id"],
    [{ query: "?after=x" }, "after"],
  ])("answers 400 naming the field for %j", async (options, field) => {
    const jobId = await activeJob(0);
    const res = await open(jobId, options);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe("invalid_request");
    expect(body.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it("answers as JSON, before any event, for an unknown job, another project's key, and a key without read", async () => {
    const unknown = await open("job_9999999999999999999999");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^application\/json/);
    const jobId = await activeJob(0);
    expect((await open(jobId, { key: other.key })).status).toBe(403);
    expect((await open(jobId, { key: writeOnly.key, project: writeOnly.project.id })).status).toBe(
      403,
    );
  });

  it("is described in the OpenAPI document", async () => {
    const document = await json(await server.request("/openapi.json"));
    const operation = document.paths["/v2/agent/{projectId}/job/{id}/events"].get;
    expect(Object.keys(operation.responses["200"].content)).toEqual([
      "application/json",
      "text/event-stream",
    ]);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toContain("last-event-id");
    expect(operation.responses["429"]).toBeDefined();
    expect(operation.description).toContain("Last-Event-ID");
  });
});

describe.each(oneDatabaseKind())("a server with open event streams on %s", (kind) => {
  it("ends them when it stops, so stopping does not wait for their clients", async () => {
    const database = await createTestDatabase(kind);
    const server = await startTestServer(database, {
      env: { INKWELL_EVENT_STREAM_SECONDS: "3600" },
    });
    try {
      const { project, key } = await createProjectWithKey(server.ctx);
      const jobId = newJobId();
      await seedJob(database.db, {
        id: jobId,
        projectId: project.id,
        prompt: "Document the flag",
        repository: "https://github.com/acme/docs",
        at: server.clock.now(),
      });
      const res = await server.request(`/v2/agent/${project.id}/job/${jobId}/events`, {
        headers: { authorization: `Bearer ${key}`, accept: "text/event-stream" },
      });
      const reader = readServerSentEvents(res);
      await reader.next();
      await server.stop();
      expect(await reader.next(5000)).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
