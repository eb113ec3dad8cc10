import type { Sleep } from "../../shared/client/sleep.ts";
import type { TestClock } from "./test-clock.ts";

export interface HeldWait {
  ms: number;
  /** Moves the clock forward by the wait and lets the sleeper go on. */
  release(): void;
}

export interface HeldSleep {
  /** Waits until the test releases it (or its signal aborts): no real time passes. */
  sleep: Sleep;
  /** Waits not yet released, oldest first. */
  pending: HeldWait[];
  /** Releases the oldest pending wait of exactly `ms`; throws if there is none. */
  release(ms: number): void;
}

/**
 * A sleep the test lets go of, for code whose timing is the subject: a batch window, a flush
 * deadline. The clock moves only when a wait is released, so nothing depends on real time.
 */
export function createHeldSleep(clock: TestClock): HeldSleep {
  const pending: HeldWait[] = [];
  const sleep: Sleep = (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      signal?.throwIfAborted();
      const wait: HeldWait = {
        ms,
        release() {
          pending.splice(pending.indexOf(wait), 1);
          clock.advance(ms);
          resolve();
        },
      };
      pending.push(wait);
      signal?.addEventListener(
        "abort",
        () => {
          const index = pending.indexOf(wait);
          if (index >= 0) pending.splice(index, 1);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  return {
    sleep,
    pending,
    release(ms) {
      const wait = pending.find((w) => w.ms === ms);
      if (!wait) {
        throw new Error(`no pending wait of ${ms} ms (pending: ${pending.map((w) => w.ms)})`);
      }
      wait.release();
    },
  };
}
