import { RegExpRouter } from "hono/router/reg-exp-router";
import { afterAll, describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";

/**
 * Hono matches routes with its RegExpRouter (one regular expression per method) unless a route
 * cannot be written in it, and then with a trie for every route of the server, which cost the job
 * GET about 4% of its time. Every route of the server must fit: the paths the RegExpRouter
 * refuses are recorded as the server builds its matchers.
 */
const add = RegExpRouter.prototype.add;
const refused: string[] = [];
RegExpRouter.prototype.add = function (this: RegExpRouter<unknown>, method, path, handler) {
  try {
    add.call(this, method, path, handler);
  } catch (error) {
    refused.push(`${method} ${path}`);
    throw error;
  }
};
afterAll(() => {
  RegExpRouter.prototype.add = add;
});

describe("the server's routes", () => {
  const { server } = useTestServer("pglite", { withoutGitHubApp: true });

  it("all fit Hono's RegExpRouter, and the reference's assets are still served", async () => {
    expect((await server.request("/healthz")).status).toBe(200);
    expect(refused).toEqual([]);
    const start = await server.request("/docs/assets/start.js");
    expect(start.status).toBe(200);
    expect(start.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(start.headers.get("cache-control")).toBe("public, max-age=3600");
    const css = await server.request("/docs/assets/swagger-ui.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await server.request("/docs/assets/nothing.js")).status).toBe(404);
  });
});
