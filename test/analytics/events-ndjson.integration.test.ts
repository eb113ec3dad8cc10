import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { useTestServer } from "#testkit/app/test-server.ts";
import { HUMAN_AGENT } from "#testkit/database/analytics-views.ts";
import { createProjectWithKey, type ProjectWithKey } from "#testkit/database/seed.ts";
import { IngestResultSchema, PageViewsSchema } from "../../shared/api/analytics-schemas.ts";
import { ErrorBodySchema } from "../../shared/api/error-schema.ts";

const GPTBOT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot";

const line = (path: string, userAgent = HUMAN_AGENT, timestamp = "2026-11-20T09:00:00Z") =>
  JSON.stringify({ path, userAgent, timestamp });

describe("events as NDJSON and as a bare JSON array", () => {
  const { server } = useTestServer("pglite", {
    withoutGitHubApp: true,
    clock: createTestClock("2026-11-20T12:00:00Z"),
  });
  let owner: ProjectWithKey;

  beforeAll(async () => {
    owner = await createProjectWithKey(server.ctx);
  });

  const post = (body: string, contentType: string, headers: Record<string, string> = {}) =>
    server.request(`/v1/analytics/${owner.project.id}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": contentType, ...headers },
      body,
    });
  const viewsOf = async (path: string) => {
    const res = await server.request(`/v1/analytics/${owner.project.id}/views?limit=250`, {
      headers: { authorization: `Bearer ${owner.key}` },
    });
    const page = PageViewsSchema.parse(await res.json());
    return page.views.find((v) => v.path === path);
  };
  const problems = async (res: Response) => {
    expect(res.status).toBe(400);
    return ErrorBodySchema.parse(await res.json());
  };

  it("counts an NDJSON batch as Vector and Fluent Bit send it: one event per line", async () => {
    const body = `${line("/nd/a")}\r\n${line("/nd/a", GPTBOT)}\n\n${line("/nd/b")}\n`;
    const res = await post(body, "application/x-ndjson");
    expect(res.status).toBe(202);
    expect(IngestResultSchema.parse(await res.json())).toMatchObject({
      received: 3,
      human: 2,
      ai: 1,
    });
    expect(await viewsOf("/nd/a")).toEqual({
      path: "/nd/a",
      human: 1,
      ai: 1,
      total: 2,
      crawler: 0,
    });
  });

  it("refuses a deeply nested body before parsing it, as JSON and as NDJSON, naming the limit", async () => {
    const deep = `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`;
    const json = await problems(await post(deep, "application/json"));
    expect(json.error).toContain("more than 32 deep");
    const ndjson = await problems(
      await post(`${line("/deep/a")}\n${deep}\n`, "application/x-ndjson"),
    );
    expect(ndjson.error).toContain("Line 2 of the body nests");
    expect(await viewsOf("/deep/a")).toBeUndefined();
  });

  it("counts a bare JSON array as rsyslog's jsonarray batches send it", async () => {
    const res = await post(`[${line("/array/a")},${line("/array/a")}]`, "application/json");
    expect(res.status).toBe(202);
    expect(await viewsOf("/array/a")).toEqual({
      path: "/array/a",
      human: 2,
      ai: 0,
      total: 2,
      crawler: 0,
    });
  });

  it("names the line that is not JSON, counting blank lines", async () => {
    const body = await problems(
      await post(`${line("/x")}\n\n{"path": "/y",\n`, "application/x-ndjson"),
    );
    expect(body.code).toBe("invalid_json");
    expect(body.error).toContain("Line 3 of the body is not valid JSON");
    expect(body.details?.[0]?.field).toBe("lines.3");
  });

  it("names each invalid event by its line, and stores nothing of the batch", async () => {
    const body = await problems(
      await post(
        [
          line("/lines/ok"),
          "",
          JSON.stringify({ path: "/lines/no-agent" }),
          line("/lines/late", HUMAN_AGENT, "2020-01-01T00:00:00Z"),
          line("not a path"),
        ].join("\n"),
        "application/x-ndjson",
      ),
    );
    expect(body.details?.map((d) => d.field)).toEqual([
      "lines.3.userAgent",
      "lines.4.timestamp",
      "lines.5.path",
    ]);
    expect(await viewsOf("/lines/ok")).toBeUndefined();
  });

  it("names an invalid event of a bare array by its index, as for an object's events", async () => {
    const body = await problems(
      await post(
        `[${line("/ok")},${JSON.stringify({ userAgent: HUMAN_AGENT })}]`,
        "application/json",
      ),
    );
    expect(body.details?.map((d) => d.field)).toEqual(["events.1.path"]);
  });

  it("holds an NDJSON batch to 1,000 events, like any batch", async () => {
    const body = Array.from({ length: 1001 }, () => line("/many")).join("\n");
    const res = await problems(await post(body, "application/x-ndjson"));
    expect(res.error).toContain("invalid");
    expect(res.details?.[0]?.message).toContain("at most 1,000 events");
  });

  it("refuses an NDJSON body over 5 MiB with a 413", async () => {
    const big = `${line("/big")}\n`.repeat(Math.ceil((5 * 1024 * 1024) / 150) + 10);
    const res = await post(big, "application/x-ndjson");
    expect(res.status).toBe(413);
  });

  it("counts an NDJSON batch once when it is retried with its Idempotency-Key", async () => {
    const body = `${line("/retried")}\n`;
    const headers = { "idempotency-key": "ndjson-batch-1" };
    expect((await post(body, "application/x-ndjson", headers)).status).toBe(202);
    const again = await post(body, "application/x-ndjson", headers);
    expect(again.status).toBe(202);
    expect(IngestResultSchema.parse(await again.json()).duplicate).toBe(true);
    expect((await viewsOf("/retried"))?.total).toBe(1);
  });

  it("still refuses other content types with a 415 that names both forms", async () => {
    const res = await post(line("/x"), "text/plain");
    expect(res.status).toBe(415);
    expect(ErrorBodySchema.parse(await res.json()).error).toContain("application/x-ndjson");
  });
});
