import { describe, expect, it } from "vitest";
import { duplicateJsonKeys } from "#testkit/app/duplicate-json-keys.ts";
import type { LogLine } from "#testkit/app/test-server.ts";
import { createProjectWithKey } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { useServerOnGitHubDouble } from "#testkit/github/dashboard-server.ts";
import type { GitHubDouble } from "#testkit/github/github-double.ts";

/** The installation lookups of this repository the double answered since the last look, by status. */
const installationLookups = (github: GitHubDouble, fullName: string) =>
  github
    .takeRequests()
    .filter((request) => request.path.endsWith(`/repos/${fullName}/installation`))
    .map((request) => request.status);

describe.each(oneDatabaseKind())("one request id per request, in every log line (%s)", (kind) => {
  const { server, github } = useServerOnGitHubDouble(kind, { env: { LOG_LEVEL: "trace" } });

  const linesOf = (requestId: string): LogLine[] =>
    server.logs.filter((line) => JSON.stringify(line).includes(requestId));

  it("puts the id of the response header on the access line, the job and its GitHub lookup", async () => {
    const owner = await createProjectWithKey(server.ctx);
    github.addRepository("acme", "docs", [{ path: "docs/index.md", content: "# Docs" }]);
    github.addInstallation("acme", ["acme/docs"], { id: 77 });
    github.takeRequests();
    const res = await server.request(`/v2/agent/${owner.project.id}/job`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${owner.key}`,
        "content-type": "application/json",
        "x-request-id": "ci-run-42.create-job",
      },
      body: JSON.stringify({ prompt: "Document the flags." }),
    });
    expect(res.status).toBe(201);
    expect(installationLookups(github, "acme/docs")).toEqual([200]);
    expect(res.headers.get("x-request-id")).toBe("ci-run-42.create-job");

    const lines = linesOf("ci-run-42.create-job");
    const access = lines.find((line) => line.name === "http");
    expect(access).toMatchObject({ requestId: "ci-run-42.create-job" });
    expect(access?.req).toMatchObject({ id: "ci-run-42.create-job" });
    expect(lines.find((line) => line.msg === "job created")).toMatchObject({
      requestId: "ci-run-42.create-job",
    });
    const lookup = lines.find((line) => /GET \S*\/repos\/acme\/docs\/installation/.test(line.msg));
    expect(lookup).toMatchObject({ requestId: "ci-run-42.create-job" });
    // Every line mentioning the id carries it as its requestId, never a second id.
    for (const line of lines) expect(line.requestId).toBe("ci-run-42.create-job");
  });

  it("gives a request without an id one new id, on the header, the error and the access line", async () => {
    const owner = await createProjectWithKey(server.ctx, { repo: "acme/broken" });
    github.addRepository("acme", "broken", [{ path: "docs/index.md", content: "# Docs" }]);
    github.addInstallation("acme", ["acme/broken"], { id: 78 });
    github.failNext("GET", "/repos/acme/broken/installation", { status: 500, body: "oops" });
    github.takeRequests();
    const res = await server.request(`/v2/agent/${owner.project.id}/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.key}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Document the flags." }),
    });
    expect(installationLookups(github, "acme/broken")).toEqual([500]);
    expect(res.status).toBe(503);
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^req_/);
    const lines = linesOf(id);
    expect(lines.map((line) => line.name ?? line.msg)).toEqual(
      expect.arrayContaining(["http", "GitHub installation lookup failed"]),
    );
    for (const line of lines) expect(line.requestId).toBe(id);
  });

  it("writes no JSON key twice in any line", async () => {
    await server.request("/healthz");
    await server.request("/api/github/webhooks", { method: "POST", body: "{}" });
    expect(server.rawLogs.length).toBeGreaterThan(5);
    for (const line of server.rawLogs) expect(duplicateJsonKeys(line), line).toEqual([]);
  });
});
