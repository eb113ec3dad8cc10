import type { Clock } from "../../app/app-context.ts";
import type { Sleep } from "../../shared/client/sleep.ts";

export interface TestClock extends Clock {
  /** The same instant in milliseconds, for code that counts time in numbers. */
  nowMs(): number;
  advance(ms: number): void;
  set(date: Date | string): void;
  /** Waits no real time: moves the clock forward by the wait and records it in `sleeps`. */
  sleep: Sleep;
  /** Every wait slept so far, in milliseconds. */
  sleeps: number[];
}

/** A clock that moves only when told to, or when code sleeps on it. */
export function createTestClock(start: Date | string = "2026-11-02T10:00:00Z"): TestClock {
  let current = new Date(start).getTime();
  const sleeps: number[] = [];
  return {
    now: () => new Date(current),
    nowMs: () => current,
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = new Date(date).getTime();
    },
    async sleep(ms, signal) {
      signal?.throwIfAborted();
      sleeps.push(ms);
      current += ms;
    },
    sleeps,
  };
}
