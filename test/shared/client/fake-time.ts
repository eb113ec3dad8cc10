import type { Sleep } from "../../../shared/client/sleep.ts";

/** A clock that only moves when code sleeps: waits are recorded, and take no real time. */
export function createFakeTime(startMs = Date.parse("2026-11-22T10:00:00Z")) {
  let nowMs = startMs;
  const sleeps: number[] = [];
  const sleep: Sleep = async (ms, signal) => {
    signal?.throwIfAborted();
    sleeps.push(ms);
    nowMs += ms;
  };
  return {
    now: () => nowMs,
    sleep,
    /** Every wait so far, in milliseconds. */
    sleeps,
    advance(ms: number) {
      nowMs += ms;
    },
  };
}
