import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { json, useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import { RATE_LIMITS } from "../../app/rate-limits/rate-limits.ts";

const LIMIT = RATE_LIMITS.refusedBodies.limit();
const DEEP = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
const EVENT = JSON.stringify({
  path: "/docs/a",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0",
  timestamp: "2026-11-20T11:59:00Z",
});

describe.each(oneDatabaseKind())("bodies refused unread or unparsed, on %s", (kind) => {
  const { server } = useTestServer(kind, {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;
  let otherKey: string;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
    otherKey = (
      await createApiKey(server.ctx.db, { projectId: owner.project.id, now: server.clock.now() })
    ).key;
  });

  const post = (path: string, body: string, contentType: string, key = owner.key) =>
    server.request(`/${path.replace("{id}", owner.project.id)}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": contentType },
      body,
    });
  const events = "v1/analytics/{id}/events";

  it("answer a sender that keeps posting them 429 before reading its next body, until the window ends", async () => {
    // The attack: deep JSON, deep and broken NDJSON, and bodies past the size limit, as fast as
    // the sender can, on the ingestion and the job routes alike.
    const attacks = [
      () => post(events, DEEP, "application/json"),
      () => post(events, `${EVENT}\n${DEEP}\n`, "application/x-ndjson"),
      () => post(events, `${EVENT}\n{not json\n`, "application/x-ndjson"),
      () => post("v2/agent/{id}/job", `{"prompt": ${DEEP}}`, "application/json"),
      () => post("v2/agent/{id}/job", "x".repeat(1024 * 1024 + 1), "application/json"),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      statuses.push((await (attacks[i % attacks.length] as () => Promise<Response>)()).status);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 400 || s === 413)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);

    // Spent: even a good batch from that key waits, and is told how long.
    const refused = await post(events, EVENT, "application/x-ndjson");
    expect(refused.status).toBe(429);
    const body = await json(refused);
    expect(body.code).toBe("rate_limited");
    expect(body.error).toContain("request bodies in a minute that were refused");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    // Reads go on, another key of the project is not held back, and the next window is open.
    const read = await server.request(`/v1/analytics/${owner.project.id}/views`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    expect(read.status).toBe(200);
    expect((await post(events, EVENT, "application/x-ndjson", otherKey)).status).toBe(202);
    server.clock.advance(60_000);
    expect((await post(events, EVENT, "application/x-ndjson")).status).toBe(202);
  });

  it("do not count bodies that were read and parsed, however wrong their events", async () => {
    const key = (
      await createApiKey(server.ctx.db, { projectId: owner.project.id, now: server.clock.now() })
    ).key;
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await post(
        events,
        JSON.stringify({ events: [{ path: 7 }] }),
        "application/json",
        key,
      );
      expect(res.status).toBe(400);
    }
  });
});
