import { beforeAll, describe, expect, it } from "vitest";
import { json, useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { EXPIRED_ROW_SWEEPS } from "../../app/background-work.ts";
import { insertJobEvents } from "../../app/jobs/job-event.repository.ts";
import { sweepExpiredRows } from "../../app/start-housekeeping.ts";
import { JobEventListSchema } from "../../shared/api/job-schemas.ts";

const JOB = "job_0000000000000000000061";

describe.each(oneDatabaseKind())("the job transcript route on %s", (kind) => {
  const { server, database } = useTestServer(kind);
  let owner: ProjectWithKey;
  let other: ProjectWithKey;
  let writeOnly: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    other = await createProjectWithKey(server.ctx, { repo: "acme/other" });
    writeOnly = await createProjectWithKey(server.ctx, { scopes: ["write"] });
    await seedJob(database.db, {
      id: JOB,
      projectId: owner.project.id,
      prompt: "Document the flag",
      repository: "https://github.com/acme/docs",
      at: server.clock.now(),
    });
    const at = server.clock.now();
    await insertJobEvents(database.db, JOB, 1, [
      { type: "run.started", at, data: { attempt: 1 } },
      ...Array.from({ length: 5 }, (_, step) => ({
        type: "step",
        at,
        data: { step: step + 1, tokens: { inputTokens: 10 } },
      })),
      { type: "run.ended", at, data: { outcome: "finished" } },
    ]);
  });

  const get = (query = "", key = owner.key, project = owner.project.id, job = JOB) =>
    server.request(`/v2/agent/${project}/job/${job}/events${query}`, {
      headers: { authorization: `Bearer ${key}` },
    });

  it("returns the events in order, every one with an increasing id", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const page = JobEventListSchema.parse(await json(res));
    expect(page.events.map((event) => event.type)).toEqual([
      "run.started",
      "step",
      "step",
      "step",
      "step",
      "step",
      "run.ended",
    ]);
    expect(page.events[1]).toMatchObject({ run: 1, data: { step: 1 } });
    const ids = page.events.map((event) => event.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(page.nextAfter).toBeNull();
  });

  it("pages with after and limit, so a reader resumes after the last event it has", async () => {
    const first = JobEventListSchema.parse(await json(await get("?limit=3")));
    expect(first.events).toHaveLength(3);
    expect(first.nextAfter).toBe(first.events[2]?.id);
    const second = JobEventListSchema.parse(
      await json(await get(`?limit=3&after=${first.nextAfter}`)),
    );
    expect(second.events.map((event) => event.data.step)).toEqual([3, 4, 5]);
    const rest = JobEventListSchema.parse(
      await json(await get(`?after=${second.events.at(-1)?.id}`)),
    );
    expect(rest.events.map((event) => event.type)).toEqual(["run.ended"]);
    expect(rest.nextAfter).toBeNull();
    const none = JobEventListSchema.parse(await json(await get(`?after=${rest.events[0]?.id}`)));
    expect(none).toEqual({ events: [], nextAfter: null });
  });

  it.each([
    ["?after=-1", "after"],
    ["?after=abc", "after"],
    ["?limit=0", "limit"],
    ["?limit=501", "limit"],
  ])("answers 400 naming the parameter for %s", async (query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    const body = (await json(res)) as { code: string; details: { field: string }[] };
    expect(body.code).toBe("invalid_request");
    expect(body.details.map((detail) => detail.field)).toContain(field);
  });

  it("answers 404 for a job the project does not have", async () => {
    const res = await get("", owner.key, owner.project.id, "job_0000000000000000000099");
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: "not_found" });
  });

  it("answers 403 to another project's key and to a key without the read scope, 401 without a key", async () => {
    expect((await get("", other.key)).status).toBe(403);
    expect((await get("", writeOnly.key, writeOnly.project.id)).status).toBe(403);
    const anonymous = await server.request(`/v2/agent/${owner.project.id}/job/${JOB}/events`);
    expect(anonymous.status).toBe(401);
  });

  it("is pruned by housekeeping once older than the retention", async () => {
    await insertJobEvents(database.db, JOB, 2, [
      {
        type: "run.started",
        at: new Date(server.clock.now().getTime() - 31 * 86_400_000),
        data: {},
      },
    ]);
    await sweepExpiredRows(
      { db: database.db, clock: server.clock, config: server.ctx.config },
      EXPIRED_ROW_SWEEPS,
    );
    const page = JobEventListSchema.parse(await json(await get()));
    expect(page.events.every((event) => event.run === 1)).toBe(true);
    expect(page.events).toHaveLength(7);
  });
});
