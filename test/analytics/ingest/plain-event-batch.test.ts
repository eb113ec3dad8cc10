import { describe, expect, it } from "vitest";
import { seededRandom } from "#testkit/seeded-random.ts";
import {
  PLAIN_EVENT_LIMITS,
  plainEventBatch,
} from "../../../app/analytics/ingest/plain-event-batch.ts";
import {
  MAX_EVENTS_PER_BATCH,
  ViewEventBatchSchema,
} from "../../../shared/api/analytics-schemas.ts";

/** What the schema makes of a body: its events, or undefined when it refuses the body. */
const bySchema = (body: unknown) => {
  const parsed = ViewEventBatchSchema.safeParse(body);
  return parsed.success ? parsed.data.events : undefined;
};

const event = {
  path: "/docs/install",
  userAgent: "Mozilla/5.0",
  timestamp: "2026-11-22T09:30:00Z",
};

describe("plainEventBatch", () => {
  it("gives a well-formed batch's events as the schema does, without their unknown fields", () => {
    const body = {
      events: [
        { ...event, referrer: "https://chatgpt.com/", accept: "text/html", extra: 1 },
        { path: "/", userAgent: "", referrer: null },
      ],
      other: true,
    };
    expect(plainEventBatch(body)).toEqual(bySchema(body));
    expect(plainEventBatch(body)?.[0]).not.toHaveProperty("extra");
  });

  it.each(Object.entries(PLAIN_EVENT_LIMITS))(
    "holds %s to the schema's longest value",
    (field, limit) => {
      const at = { events: [{ ...event, [field]: "x".repeat(limit) }] };
      const over = { events: [{ ...event, [field]: "x".repeat(limit + 1) }] };
      expect(bySchema(at)).toBeDefined();
      expect(plainEventBatch(at)).toEqual(bySchema(at));
      expect(bySchema(over)).toBeUndefined();
      expect(plainEventBatch(over)).toBeUndefined();
    },
  );

  it("holds a batch to the schema's number of events", () => {
    const full = { events: Array.from({ length: MAX_EVENTS_PER_BATCH }, () => event) };
    const over = { events: [...full.events, event] };
    expect(plainEventBatch(full)).toEqual(bySchema(full));
    expect(bySchema(over)).toBeUndefined();
    expect(plainEventBatch(over)).toBeUndefined();
  });

  it("accepts nothing the schema refuses, over many malformed batches", () => {
    const random = seededRandom(11);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const values = [undefined, null, "", "/a", "x".repeat(70), 1, true, [], {}, ["/a"], { a: 1 }];
    const fields = ["path", "userAgent", "timestamp", "accept", "referrer"];
    let agreed = 0;
    for (let n = 0; n < 5000; n++) {
      const events = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        if (random() < 0.05) return pick(values);
        const made: Record<string, unknown> = { ...event };
        for (const field of fields) if (random() < 0.3) made[field] = pick(values);
        if (random() < 0.1) delete made[pick(fields)];
        return made;
      });
      const body = random() < 0.05 ? pick(values) : { events };
      const plain = plainEventBatch(body);
      if (plain !== undefined) {
        expect(plain).toEqual(bySchema(body));
        agreed++;
      }
    }
    // Both outcomes were tried.
    expect(agreed).toBeGreaterThan(100);
    expect(agreed).toBeLessThan(4900);
  });
});
