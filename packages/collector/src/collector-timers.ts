import type { Sleep } from "../../../shared/client/sleep.ts";

const MAX_TIMER_MS = 2_147_483_647;

/**
 * Timers that never keep a Node.js (or Deno, or Bun) process alive on their own, except while
 * someone awaits a flush: then the retry waits it depends on hold the process until it ends.
 */
export function createCollectorTimers(someoneWaits: () => boolean): {
  sleep: Sleep;
  keepAlive(): void;
} {
  const active = new Set<unknown>();
  const hold = (handle: unknown, keep: boolean) => {
    if (typeof handle === "object" && handle !== null) {
      const timer = handle as { ref?: () => void; unref?: () => void };
      if (keep) timer.ref?.();
      else timer.unref?.();
      return;
    }
    const deno = (
      globalThis as { Deno?: { refTimer?(id: number): void; unrefTimer?(id: number): void } }
    ).Deno;
    if (typeof handle === "number" && deno) {
      if (keep) deno.refTimer?.(handle);
      else deno.unrefTimer?.(handle);
    }
  };
  return {
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const done = () => {
          active.delete(handle);
          signal?.removeEventListener("abort", onAbort);
        };
        const onAbort = () => {
          clearTimeout(handle as Parameters<typeof clearTimeout>[0]);
          done();
          reject(signal?.reason);
        };
        // Longer than setTimeout can count (about 24.8 days) would fire at once instead.
        const handle: unknown = setTimeout(
          () => {
            done();
            resolve();
          },
          Math.min(ms, MAX_TIMER_MS),
        );
        active.add(handle);
        hold(handle, someoneWaits());
        signal?.addEventListener("abort", onAbort, { once: true });
      }),
    keepAlive() {
      const keep = someoneWaits();
      for (const handle of active) hold(handle, keep);
    },
  };
}
