import { describe, expect, it } from "vitest";
import { deriveIdempotencyKey } from "../../action/idempotency-key.ts";

const run = { repository: "acme/app", runId: 77, runAttempt: 1, job: "docs", step: "inkwell" };

describe("deriveIdempotencyKey", () => {
  it("is the same for the same step of the same run attempt", () => {
    expect(deriveIdempotencyKey({ ...run })).toBe(deriveIdempotencyKey(run));
    expect(deriveIdempotencyKey(run)).toMatch(/^gha-[0-9a-f]{64}$/);
  });

  it("differs when any part of the run differs", () => {
    const variants = [
      { ...run, repository: "acme/other" },
      { ...run, runId: 78 },
      { ...run, runAttempt: 2 },
      { ...run, job: "docs-2" },
      { ...run, step: "inkwell_2" },
    ];
    const keys = new Set([run, ...variants].map(deriveIdempotencyKey));
    expect(keys.size).toBe(variants.length + 1);
  });
});
