import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { json, useTestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { createHttpApp } from "../../app/http/create-http-app.ts";

describe.each(oneDatabaseKind())("the HTTP surface on %s", (kind) => {
  const { server } = useTestServer(kind);

  it("puts an X-Request-Id on every response, errors and webhooks included", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const responses = await Promise.all([
      server.request("/healthz"),
      server.request("/nowhere"),
      server.request(`/v2/agent/${owner.project.id}/jobs`),
      server.request(`/v2/agent/${owner.project.id}/jobs`, {
        headers: { authorization: `Bearer ${owner.key}` },
      }),
      server.request("/api/github/webhooks", { method: "POST", body: "{}" }),
    ]);
    const ids = responses.map((res) => res.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^req_[0-9A-Za-z]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a caller's own sane X-Request-Id and replaces one that is not", async () => {
    const kept = await server.request("/healthz", {
      headers: { "x-request-id": "ci-run-1234.step-5" },
    });
    expect(kept.headers.get("x-request-id")).toBe("ci-run-1234.step-5");
    const replaced = await server.request("/healthz", { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("serves an OpenAPI 3.1 document generated from the request schemas", async () => {
    const res = await server.request("/openapi.json");
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/v2/agent/{projectId}/job",
        "/v2/agent/{projectId}/job/{id}",
        "/v2/agent/{projectId}/jobs",
        "/v2/agent/{projectId}/job/{id}/message",
        "/v2/agent/{projectId}/job/{id}/archive",
      ]),
    );
    const create = doc.paths["/v2/agent/{projectId}/job"].post;
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "409", "429", "503"]),
    );
    expect(doc.components.schemas.PromptBody.properties.prompt.maxLength).toBe(20_000);
    expect(doc.components.schemas.Job.required).toContain("prLink");
    // The examples are values the server really sends: the branch is `inkwell/` and the job id.
    const job = doc.components.schemas.Job.properties;
    expect(job.id.example).toMatch(/^job_[0-9A-Za-z]{22}$/);
    expect(job.source.properties.ref.example).toBe(`inkwell/${job.id.example}`);
    expect(Date.parse(job.createdAt.example)).toBeLessThanOrEqual(
      Date.parse(job.updatedAt.example),
    );
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("serves a readable API reference at /docs", async () => {
    const res = await server.request("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("/openapi.json");
    expect(html).toContain("Inkwell API reference");
  });

  it("reports health with a database round trip", async () => {
    const res = await server.request("/healthz");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: "ok", database: "ok" });
  });

  it("turns an unexpected failure into a 500 that says nothing internal, logged with the request id", async () => {
    const failing = createHttpApp(server.ctx, [
      (app) =>
        app.openapi(
          createRoute({
            method: "get",
            path: "/v2/agent/{projectId}/explode",
            request: { params: z.object({ projectId: z.string() }) },
            responses: { 200: { description: "never" } },
          }),
          () => {
            throw new Error("connection to 10.0.0.7 lost; password=hunter2");
          },
        ),
    ]);
    const owner = await createProjectWithKey(server.ctx);
    const res = await failing.request(`/v2/agent/${owner.project.id}/explode`, {
      headers: { authorization: `Bearer ${owner.key}`, "x-request-id": "trace-500-test" },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: expect.stringContaining("X-Request-Id"),
      code: "internal_error",
    });
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("10.0.0.7");
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    const logged = server.logs.find((line) => line.requestId === "trace-500-test");
    expect(logged).toMatchObject({ level: 50, msg: "request failed" });
  });

  it("answers 503 from /healthz when the database is gone", async () => {
    const broken = createHttpApp(
      {
        ...server.ctx,
        db: {
          ...server.ctx.db,
          executeQuery: () => Promise.reject(new Error("gone")),
          getExecutor: () => {
            throw new Error("gone");
          },
        } as unknown as typeof server.ctx.db,
      },
      [],
    );
    const res = await broken.request("/healthz");
    expect(res.status).toBe(503);
    expect((await json(res)).code).toBe("database_unavailable");
  });
});
