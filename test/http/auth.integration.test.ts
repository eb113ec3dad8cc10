import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { json, useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { createApiKey, revokeApiKey } from "../../app/projects/api-key.service.ts";
import { createProject } from "../../app/projects/project.service.ts";

describe.each(oneDatabaseKind())("API key authentication on %s", (kind) => {
  const { server, database } = useTestServer(kind);
  let owner: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
  });

  const getJobs = (projectId: string, authorization?: string) =>
    server.request(
      `/v2/agent/${projectId}/jobs`,
      authorization ? { headers: { authorization } } : {},
    );

  it("answers 401 with a Bearer challenge when the Authorization header is missing", async () => {
    const res = await getJobs(owner.project.id);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain("Bearer");
    expect(await json(res)).toEqual({
      error: expect.stringContaining("Authorization: Bearer"),
      code: "unauthorized",
    });
  });

  it("answers 401 to another authorization scheme", async () => {
    const res = await getJobs(owner.project.id, `Basic ${Buffer.from("a:b").toString("base64")}`);
    expect(res.status).toBe(401);
  });

  it("answers 401 to a bearer token that is not an ink_ key", async () => {
    const res = await getJobs(owner.project.id, "Bearer ghp_notours0000000000000000000000000000");
    expect(res.status).toBe(401);
    expect((await json(res)).error).toContain("ink_");
  });

  it("answers 401 to a well-formed key that does not exist", async () => {
    const res = await getJobs(owner.project.id, `Bearer ink_${"x".repeat(40)}`);
    expect(res.status).toBe(401);
    expect((await json(res)).code).toBe("unauthorized");
  });

  it("accepts the project's key and records when it was last used", async () => {
    const res = await getJobs(owner.project.id, `Bearer ${owner.key}`);
    expect(res.status).toBe(200);
    const row = await database.db
      .selectFrom("api_keys")
      .select("last_used_at")
      .where("id", "=", owner.keyId)
      .executeTakeFirst();
    expect(row?.last_used_at).toEqual(server.clock.now());
  });

  it("rewrites lastUsedAt at most once a minute", async () => {
    const key = await createApiKey(database.db, {
      projectId: owner.project.id,
      now: server.clock.now(),
    });
    const lastUsed = () =>
      database.db
        .selectFrom("api_keys")
        .select("last_used_at")
        .where("id", "=", key.id)
        .executeTakeFirstOrThrow()
        .then((row) => row.last_used_at?.toISOString());
    const first = server.clock.now().toISOString();
    await getJobs(owner.project.id, `Bearer ${key.key}`);
    expect(await lastUsed()).toBe(first);
    server.clock.advance(30_000);
    await getJobs(owner.project.id, `Bearer ${key.key}`);
    expect(await lastUsed()).toBe(first);
    server.clock.advance(30_000);
    await getJobs(owner.project.id, `Bearer ${key.key}`);
    expect(await lastUsed()).toBe(server.clock.now().toISOString());
  });

  it("refuses a revoked key from the next request", async () => {
    const victim = await createApiKey(database.db, {
      projectId: owner.project.id,
      now: server.clock.now(),
    });
    expect((await getJobs(owner.project.id, `Bearer ${victim.key}`)).status).toBe(200);
    await revokeApiKey(database.db, victim.id, server.clock.now());
    const res = await getJobs(owner.project.id, `Bearer ${victim.key}`);
    expect(res.status).toBe(401);
    expect((await json(res)).error).toContain("revoked");
  });

  it("refuses a key once it has expired", async () => {
    const expiring = await createApiKey(database.db, {
      projectId: owner.project.id,
      expiresAt: new Date(server.clock.now().getTime() + 60_000),
      now: server.clock.now(),
    });
    expect((await getJobs(owner.project.id, `Bearer ${expiring.key}`)).status).toBe(200);
    server.clock.advance(60_000);
    const res = await getJobs(owner.project.id, `Bearer ${expiring.key}`);
    expect(res.status).toBe(401);
    expect((await json(res)).error).toContain("expired");
  });

  it("answers 403 to a key of another project, the same whether or not the project exists", async () => {
    const other = await createProject(database.db, { repo: "acme/other" });
    const existing = await getJobs(other.id, `Bearer ${owner.key}`);
    const missing = await getJobs("prj_doesnotexist000000000", `Bearer ${owner.key}`);
    expect(existing.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(await json(existing)).toEqual(await json(missing));
  });

  it("answers 403 when a read-only key tries to write", async () => {
    const reader = await createApiKey(database.db, {
      projectId: owner.project.id,
      scopes: ["read"],
      now: server.clock.now(),
    });
    expect((await getJobs(owner.project.id, `Bearer ${reader.key}`)).status).toBe(200);
    const res = await server.request(`/v2/agent/${owner.project.id}/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${reader.key}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "hello" }),
    });
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe("insufficient_scope");
  });

  it("answers 403 when a write-only key tries to read", async () => {
    const writer = await createApiKey(database.db, {
      projectId: owner.project.id,
      scopes: ["write"],
      now: server.clock.now(),
    });
    const res = await getJobs(owner.project.id, `Bearer ${writer.key}`);
    expect(res.status).toBe(403);
    expect((await json(res)).error).toContain("read scope");
  });

  it("stores only a SHA-256 hash: the raw key appears nowhere in the database", async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
    `.execute(database.db);
    expect(tables.rows.length).toBeGreaterThan(5);
    for (const { table_name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(table_name)}`.execute(database.db);
      const dump = JSON.stringify(rows.rows);
      expect(dump).not.toContain(owner.key);
      expect(dump).not.toContain(owner.key.slice(4));
    }
    const stored = await database.db
      .selectFrom("api_keys")
      .select("key_hash")
      .where("id", "=", owner.keyId)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
