import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import SlowestFirstSequencer from "#testkit/vitest/slowest-first-sequencer.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

function spec(file: string): TestSpecification {
  return { moduleId: path.join(ROOT, file), project: { name: "system" } } as TestSpecification;
}

/** Vitest's context with no cached durations: file sizes only, as on a fresh clone. */
function freshClone(sizes: Record<string, number>): Vitest {
  return {
    config: { root: ROOT },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: sizes[key.replace(/^[^:]+:/, "")] ?? 0 }),
    },
  } as unknown as Vitest;
}

describe("the slowest-first sequencer", () => {
  it("starts the files the time budget names first, longest first, on a clone with no cached times", async () => {
    const files = [
      "test/config.test.ts",
      "test/server/worker-processes.system.test.ts",
      "test/format-bytes.test.ts",
      "test/cli/inkwell-cli.system.test.ts",
      "test/build/production-build.system.test.ts",
    ];
    const sequencer = new SlowestFirstSequencer(
      freshClone({ "test/config.test.ts": 900, "test/format-bytes.test.ts": 100 }),
    );
    const order = (await sequencer.sort(files.map(spec))).map((s) =>
      path.relative(ROOT, s.moduleId),
    );
    expect(order).toEqual([
      "test/cli/inkwell-cli.system.test.ts",
      "test/build/production-build.system.test.ts",
      "test/server/worker-processes.system.test.ts",
      // The rest in Vitest's own order: larger files first.
      "test/config.test.ts",
      "test/format-bytes.test.ts",
    ]);
  });
});
