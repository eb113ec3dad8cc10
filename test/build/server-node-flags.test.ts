import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeFlagsOf, serverNodeFlags } from "../../bench/server-node-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the Node.js flags the server runs with", () => {
  it("gives V8 a young generation large enough for a busy server's garbage", () => {
    expect(serverNodeFlags()).toContain("--max-semi-space-size=64");
  });

  it("are the same for npm start, npm run start:prod and the image's entrypoint", () => {
    const start = nodeFlagsOf((scripts.start ?? "").split(/\s+/));
    const startProd = nodeFlagsOf((scripts["start:prod"] ?? "").split(/\s+/));
    const entrypoint = /^ENTRYPOINT (\[.*\])$/m.exec(
      readFileSync(path.join(ROOT, "Dockerfile"), "utf8"),
    )?.[1];
    expect(entrypoint).toBeDefined();
    const image = nodeFlagsOf(JSON.parse(entrypoint as string) as string[]);
    expect(start).toEqual(serverNodeFlags());
    expect(startProd).toEqual(serverNodeFlags());
    expect(image).toEqual(serverNodeFlags());
  });
});
