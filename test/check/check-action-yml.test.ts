import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ACTION_YML = path.join(ROOT, "check/action.yml");
const actionYml = YAML.parse(readFileSync(ACTION_YML, "utf8")) as {
  inputs: Record<string, { description: string; required: boolean; default: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};

describe("check/action.yml", () => {
  it("runs the committed docs check bundle on node24, from the action's folder", () => {
    expect(actionYml.runs.using).toBe("node24");
    const main = path.resolve(path.dirname(ACTION_YML), actionYml.runs.main);
    expect(path.relative(ROOT, main)).toBe(path.join("dist", "check", "index.js"));
    expect(existsSync(main)).toBe(true);
  });

  it("declares exactly the inputs the action reads and the outputs it sets, none required", () => {
    const source = readFileSync(
      path.join(ROOT, "app/docs-check/action/docs-check-action.ts"),
      "utf8",
    );
    const read = [...source.matchAll(/\binput\("([a-z-]+)"\)/g)].map((match) => match[1]);
    expect(Object.keys(actionYml.inputs).sort()).toEqual([...new Set(read)].sort());
    for (const input of Object.values(actionYml.inputs)) {
      expect(input).toMatchObject({ required: false, default: expect.any(String) });
      expect(input.description.length).toBeGreaterThan(20);
    }
    const set = [...source.matchAll(/\boutput\("([a-z-]+)"/g)].map((match) => match[1]);
    expect(Object.keys(actionYml.outputs).sort()).toEqual([...new Set(set)].sort());
  });
});
