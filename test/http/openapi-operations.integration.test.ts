import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { json, useTestServer } from "#testkit/app/test-server.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { inkwellVersion } from "../../app/version.ts";

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

interface Operation {
  operationId?: string;
}
type Document = { info: { version: string }; paths: Record<string, Record<string, Operation>> };

/** Every operation of the document as `METHOD path` with its operationId. */
function operationsOf(doc: Document): { route: string; operationId: string | undefined }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
      })),
  );
}

describe.each(oneDatabaseKind())("the OpenAPI document's operations on %s", (kind) => {
  const { server } = useTestServer(kind);
  const document = async () => (await json(await server.request("/openapi.json"))) as Document;

  it("gives every operation a unique camelCase operationId", async () => {
    const operations = operationsOf(await document());
    expect(operations.length).toBeGreaterThanOrEqual(14);
    for (const { route, operationId } of operations) {
      expect(operationId, route).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names operations as the typed client names its methods, so the ids stay stable", async () => {
    const ids = Object.fromEntries(
      operationsOf(await document()).map(({ route, operationId }) => [route, operationId]),
    );
    expect(ids).toMatchObject({
      "POST /v2/agent/{projectId}/job": "createJob",
      "GET /v2/agent/{projectId}/job/{id}": "getJob",
      "GET /v2/agent/{projectId}/jobs": "listJobs",
      "POST /v2/agent/{projectId}/job/{id}/message": "sendMessage",
      "POST /v2/agent/{projectId}/job/{id}/archive": "archiveJob",
      "GET /v1/analytics/{projectId}/views": "getViews",
      "GET /v1/analytics/{projectId}/agents": "getAgentViews",
      "GET /v1/analytics/{projectId}/timeseries": "getTimeseries",
      "GET /v1/analytics/{projectId}/referrers": "getReferrers",
      "GET /v1/analytics/{projectId}/referrers/pages": "getReferredPages",
      "POST /v1/analytics/{projectId}/events": "sendEvents",
    });
  });

  it("states the server's version from package.json", async () => {
    expect((await document()).info.version).toBe(inkwellVersion());
  });

  it("makes openapi-typescript generate one named operation per operationId", async () => {
    const doc = await document();
    const source = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]));
    const operations = source.slice(source.indexOf("export interface operations {"));
    for (const { operationId } of operationsOf(doc)) {
      // A sane name is the id itself as a property of `operations`, not a quoted or mangled key.
      expect(operations).toMatch(new RegExp(`\\n    ${operationId}: \\{`));
      expect(source).toContain(`operations["${operationId}"]`);
    }
  });
});
