import { describe, expect, it } from "vitest";
import { json, type TestServer } from "#testkit/app/test-server.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { csrfTokenOf, postForm, signIn } from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";

/**
 * 2000 different CJK characters: 2001 characters (under the 2048 allowed) but 6 kB of UTF-8 that
 * does not compress, more than an index entry holds.
 */
const LONG_CJK_PATH = `/${Array.from({ length: 2000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20_000))).join("")}`;

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * Values a hostile caller sends where an id, a cursor, a number or a text is expected. Each goes
 * into the URL percent-encoded, so the server decodes exactly this string.
 */
const HOSTILE_VALUES = [
  "\u0000",
  "job_\u0000abc",
  "a\u0001\u001f\u007f",
  "x".repeat(5000),
  "😀".repeat(1500),
  "../../etc/passwd",
  "' OR '1'='1' --",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "2026-13-45T99:99:99Z",
  "-271821-04-20T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  cursorOf(["-271821-04-20T00:00:00.000Z", "job_x"]),
  cursorOf(["+275760-09-13T00:00:00.000Z", "job_x"]),
  cursorOf(["2026-11-02T10:00:00.000Z", "job_\u0000"]),
  cursorOf(["2026-11-02T10:00:00.000Z", "😀".repeat(3000)]),
  cursorOf([0, 0]),
  cursorOf({}),
  "%",
];

/** The same, as raw (already encoded) URL text that does not decode cleanly. */
const BROKEN_ENCODINGS = ["%FF%FE", "%ED%A0%80", "%E0%A4%A", "%00"];

/** Header values a fetch client can send (no NUL or newline: Node's parser refuses those first). */
const HOSTILE_HEADERS: Record<string, string[]> = {
  authorization: ["Bearer", "Bearer ink_", "Basic Zm9vOmJhcg==", `Bearer ${"ink_".repeat(3000)}`],
  "content-type": ["text/plain", "application/json; charset=latin1", "application/json\u00ff"],
  "idempotency-key": ["", " ", "\u00e9", "k".repeat(5000)],
  "x-request-id": ["\u00ff\u00fe", "r".repeat(4000)],
  cookie: ["inkwell_session=\u00ff", `inkwell_session=${"a".repeat(5000)}`, "=;=;"],
  accept: ["*/*;q=x", "\u00ff"],
};

/** Bodies with each field replaced by a hostile value of each JSON type. */
const HOSTILE_FIELD_VALUES: unknown[] = [
  null,
  0,
  -1,
  Number.MAX_VALUE,
  true,
  [],
  {},
  "\u0000",
  "a\u0000b",
  "😀".repeat(3000),
  "x".repeat(30_000),
  // Short enough in characters, too long in bytes for an index entry.
  LONG_CJK_PATH,
  "-271821-04-20T00:00:00Z",
  "+275760-09-13T00:00:00Z",
];

const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "/v2/agent/{projectId}/job": { prompt: "Document the flags." },
  "/v2/agent/{projectId}/job/{id}/message": { prompt: "Also the defaults." },
  "/v1/analytics/{projectId}/events": {
    events: [{ path: "/docs/start", userAgent: BROWSER, timestamp: "2026-11-02T09:59:00Z" }],
  },
};

interface Attempt {
  what: string;
  status: number;
  code: string | undefined;
}

async function send(
  server: TestServer,
  what: string,
  path: string,
  init: RequestInit,
): Promise<Attempt> {
  const res = await server.request(path, { redirect: "manual", ...init });
  // Node's own answers to a request line or headers past its size limits, before any route runs.
  if (res.status === 414 || res.status === 431) {
    await res.body?.cancel();
    return { what: what.slice(0, 160), status: 400, code: "refused_by_node" };
  }
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { what: what.slice(0, 160), status: res.status, code };
}

/** Each string value of a body, replaced in turn; nested event fields included. */
function* hostileBodies(body: Record<string, unknown>): Generator<[string, unknown]> {
  for (const field of Object.keys(body)) {
    for (const value of HOSTILE_FIELD_VALUES) yield [field, { ...body, [field]: value }];
  }
  const events = body.events as Record<string, unknown>[] | undefined;
  const event = events?.[0];
  if (event) {
    for (const field of [...Object.keys(event), "accept"]) {
      for (const value of HOSTILE_FIELD_VALUES) {
        yield [`events.0.${field}`, { events: [{ ...event, [field]: value }] }];
      }
    }
  }
}

describe.each(oneDatabaseKind())("hostile input on every route (%s)", (kind) => {
  const { server, github } = useDashboardServer(kind);

  it("answers every API route's hostile parameters, headers and bodies with a 4xx, never a 500", async () => {
    const owner = await createProjectWithKey(server.ctx);
    github.addRepository("acme", "docs", [{ path: "docs/index.md", content: "# Docs" }], {
      id: 1001,
    });
    github.addInstallation("acme", ["acme/docs"], { id: 77 });
    const created = await server.request(`/v2/agent/${owner.project.id}/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Start." }),
    });
    expect(created.status).toBe(201);
    const jobId = (await json(created)).id as string;

    const doc = await json(await server.request("/openapi.json"));
    const failures: Attempt[] = [];
    let attempts = 0;
    const check = (attempt: Attempt) => {
      attempts++;
      if (attempt.status >= 500 && attempt.code !== "github_unavailable") failures.push(attempt);
      else if (attempt.status >= 400 && attempt.status < 500 && !attempt.code) {
        failures.push(attempt);
      }
    };

    for (const [template, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        const params: Record<string, string> = { projectId: owner.project.id, id: jobId };
        const fill = (values: Record<string, string>, raw = false) =>
          template.replace(/\{(\w+)\}/g, (_, name: string) =>
            raw ? (values[name] ?? "") : encodeURIComponent(values[name] ?? ""),
          );
        const body = VALID_BODIES[template];
        const headers = {
          authorization: `Bearer ${owner.key}`,
          "content-type": "application/json",
        };
        const init = (extra: RequestInit = {}): RequestInit => ({
          method: method.toUpperCase(),
          headers,
          ...(body ? { body: JSON.stringify(body) } : {}),
          ...extra,
        });
        const label = `${method.toUpperCase()} ${template}`;

        for (const name of Object.keys(params)) {
          if (!template.includes(`{${name}}`)) continue;
          for (const value of HOSTILE_VALUES) {
            const path = fill({ ...params, [name]: value });
            check(await send(server, `${label} ${name}=${JSON.stringify(value)}`, path, init()));
          }
          for (const value of BROKEN_ENCODINGS) {
            const path = fill({ ...params, [name]: value }, true);
            check(await send(server, `${label} ${name}=${value} (raw)`, path, init()));
          }
        }
        const queries = (operation.parameters ?? []).filter((p) => p.in === "query");
        for (const { name } of queries) {
          for (const value of HOSTILE_VALUES) {
            const path = `${fill(params)}?${name}=${encodeURIComponent(value)}`;
            check(await send(server, `${label} ?${name}=${JSON.stringify(value)}`, path, init()));
          }
          for (const value of BROKEN_ENCODINGS) {
            const path = `${fill(params)}?${name}=${value}`;
            check(await send(server, `${label} ?${name}=${value} (raw)`, path, init()));
          }
        }
        for (const [header, values] of Object.entries(HOSTILE_HEADERS)) {
          for (const value of values) {
            const what = `${label} ${header}: ${JSON.stringify(value.slice(0, 40))}`;
            const attempt = await send(
              server,
              what,
              fill(params),
              init({ headers: { ...headers, [header]: value } }),
            );
            check(attempt);
          }
        }
        if (body) {
          for (const [field, hostile] of hostileBodies(body)) {
            const what = `${label} body ${field}`;
            check(await send(server, what, fill(params), init({ body: JSON.stringify(hostile) })));
          }
        }
      }
    }
    expect(attempts).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });

  it("answers 400 naming the field to a NUL in an id or cursor, an out-of-range cursor date and a path too long for the index", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const auth = { authorization: `Bearer ${owner.key}`, "content-type": "application/json" };
    const base = `/v2/agent/${owner.project.id}`;
    const cases: [string, RequestInit, string][] = [
      [`${base}/job/job_%00abc`, {}, "id"],
      [`${base}/job/job_%00abc/events`, {}, "id"],
      [`${base}/job/job_%00abc/archive`, { method: "POST" }, "id"],
      [
        `${base}/job/job_%00abc/message`,
        { method: "POST", body: JSON.stringify({ prompt: "x" }) },
        "id",
      ],
      [`${base}/jobs?cursor=${cursorOf(["2026-11-02T10:00:00.000Z", "job_\u0000"])}`, {}, "cursor"],
      [`${base}/jobs?cursor=${cursorOf(["-271821-04-20T00:00:00.000Z", "job_x"])}`, {}, "cursor"],
      [`${base}/jobs?cursor=${cursorOf(["+275760-09-13T00:00:00.000Z", "job_x"])}`, {}, "cursor"],
      [
        `/v1/analytics/${owner.project.id}/events`,
        {
          method: "POST",
          body: JSON.stringify({
            events: [{ path: LONG_CJK_PATH, userAgent: BROWSER }],
          }),
        },
        "events.0.path",
      ],
    ];
    for (const [path, init, field] of cases) {
      const res = await server.request(path, { ...init, headers: auth });
      const body = await json(res);
      expect({ path, status: res.status, code: body.code }).toEqual({
        path,
        status: 400,
        code: "invalid_request",
      });
      expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
  });

  it("answers the dashboard's hostile ids, queries and form fields with a 4xx, never a 500", async () => {
    const owner = await createProjectWithKey(server.ctx);
    const user = {
      id: 9,
      login: "mallory",
      repositories: [{ id: 1001, fullName: "acme/docs", permission: "admin" as const }],
    };
    const session = await signIn(server, github, user);
    const page = await server.request(`/app/projects/${owner.project.id}/jobs`, {
      headers: { cookie: session.cookie },
    });
    expect(page.status).toBe(200);
    const csrf = csrfTokenOf(await page.text());

    const failures: Attempt[] = [];
    const check = (attempt: Attempt) => {
      if (attempt.status >= 500 && attempt.status !== 503) failures.push(attempt);
    };
    const get = (what: string, path: string) =>
      send(server, what, path, { headers: { cookie: session.cookie } }).catch(
        (error: Error): Attempt => ({ what, status: 599, code: String(error.cause ?? error) }),
      );
    const post = (what: string, path: string, fields: Record<string, string>) =>
      postForm(server, path, session.cookie, fields).then(
        async (res): Promise<Attempt> => {
          await res.body?.cancel();
          return { what, status: res.status, code: undefined };
        },
        (error: Error): Attempt => ({ what, status: 599, code: String(error.cause ?? error) }),
      );
    const values = [...HOSTILE_VALUES.map(encodeURIComponent), ...BROKEN_ENCODINGS];
    for (const value of values) {
      for (const path of [
        `/app/projects/${value}`,
        `/app/projects/${value}/jobs`,
        `/app/projects/${value}/keys`,
        `/app/projects/${owner.project.id}/jobs/${value}`,
        `/app/projects/${owner.project.id}/jobs?cursor=${value}`,
        `/app/projects/${owner.project.id}/jobs?status=${value}`,
        `/app/static/${value}`,
        `/app/auth/github?returnTo=${value}`,
        `/app/auth/callback?code=${value}&state=${value}`,
      ]) {
        check(await get(`GET ${path.slice(0, 120)}`, path));
      }
      for (const path of [
        `/app/projects/${owner.project.id}/jobs/${value}/message`,
        `/app/projects/${owner.project.id}/jobs/${value}/archive`,
        `/app/projects/${owner.project.id}/keys/${value}/revoke`,
        `/app/projects/${value}/jobs`,
      ]) {
        check(await post(`POST ${path.slice(0, 120)}`, path, { _csrf: csrf, prompt: "Hello" }));
      }
    }
    for (const field of ["prompt", "scopes", "expiresInDays", "name", "idempotencyKey"]) {
      for (const value of HOSTILE_FIELD_VALUES.filter((v) => typeof v === "string")) {
        for (const path of [
          `/app/projects/${owner.project.id}/jobs`,
          `/app/projects/${owner.project.id}/keys`,
        ]) {
          check(
            await post(`POST ${path} ${field}`, path, {
              _csrf: csrf,
              prompt: "Hello",
              [field]: value as string,
            }),
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
