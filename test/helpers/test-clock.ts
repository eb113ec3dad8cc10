import type { Clock } from "../../app/app-context.ts";

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date | string): void;
}

/** A clock that moves only when told to. */
export function createTestClock(start: Date | string = "2026-11-02T10:00:00Z"): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = new Date(date).getTime();
    },
  };
}
