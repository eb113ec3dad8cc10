import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestHeader } from "../../app/http/request-header.ts";

/** Each header Hono reads and the one read from the Node request, side by side. */
const app = new Hono().get("/", (c) =>
  c.json(
    Object.fromEntries(
      ["authorization", "x-custom", "absent"].map((name) => [
        name,
        { node: requestHeader(c, name) ?? null, hono: c.req.header(name) ?? null },
      ]),
    ),
  ),
);

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw header lines (repeats and any case kept), and returns what the app read. */
function readBack(headers: [string, string][]): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    // A flat list of names and values: Node sends it as it is (and adds no Host of its own).
    const raw = [["Host", "127.0.0.1"], ...headers].flat();
    const req = request({ host: "127.0.0.1", port, path: "/", headers: raw }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => {
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(new Error(`${res.statusCode}: ${body}`, { cause: error }));
        }
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a request header read from the Node request", () => {
  it("is what Hono reads, whatever the case of its name", async () => {
    const read = await readBack([
      ["AUTHORIZATION", "Bearer ink_one"],
      ["X-Custom", "a value"],
    ]);
    expect(read).toEqual({
      authorization: { node: "Bearer ink_one", hono: "Bearer ink_one" },
      "x-custom": { node: "a value", hono: "a value" },
      absent: { node: null, hono: null },
    });
  });

  it("joins repeats with a comma as Hono does", async () => {
    const read = await readBack([
      ["Authorization", "Bearer ink_one"],
      ["authorization", "Bearer ink_two"],
      ["x-custom", "a"],
      ["x-custom", "b"],
    ]);
    expect(read.authorization).toEqual({
      node: "Bearer ink_one, Bearer ink_two",
      hono: "Bearer ink_one, Bearer ink_two",
    });
    expect(read["x-custom"]).toEqual({ node: "a, b", hono: "a, b" });
  });

  it("is Hono's own reading where no Node request serves the app", async () => {
    const res = await app.request("/", { headers: { authorization: "Bearer ink_one" } });
    const read = (await res.json()) as Record<string, unknown>;
    expect(read.authorization).toEqual({
      node: "Bearer ink_one",
      hono: "Bearer ink_one",
    });
  });
});
