import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { foldPendingViews } from "./analytics/store/fold-pending-views.ts";
import type { AppContext, Sweep } from "./app-context.ts";
import { releaseProcessLease, takeProcessLease } from "./db/process-lease.repository.ts";

/** The lease's name in `process_leases`. */
export const HOUSEKEEPING_LEASE = "housekeeping";

/**
 * How often housekeeping runs: pending page views are folded at each pass (queries add the
 * unfolded ones, so fewer is faster, and a pass with nothing to fold is one small query).
 */
const PASS_EVERY_MS = 2_000;
/** Expired rows are swept this often. */
const SWEEP_EVERY_MS = 10 * 60_000;
/** Replies to `@inkwell` comments that a crash or a GitHub failure left unposted are retried this often. */
const REPLY_EVERY_MS = 60_000;
/**
 * How long the lease outlives its last renewal: renewed at every pass, so a process that died
 * hands housekeeping over within this time, and one slow pass never loses it.
 */
const LEASE_MS = 30_000;

export interface HousekeepingOptions {
  /** The rooms' sweeps of expired rows, run every ten minutes (`background-work.ts` lists them). */
  sweeps: readonly Sweep[];
  /** Posts the replies to `@inkwell` comments still due; absent without a GitHub App. */
  replyToComments?: (() => Promise<void>) | undefined;
  /** This process's name on the lease; a random one by default. */
  owner?: string;
  passEveryMs?: number;
  leaseMs?: number;
}

export interface Housekeeping {
  /** Whether this process held the lease at its last pass (and so did the work). */
  leading(): boolean;
  /** Stops after the pass under way and lets the lease go, so another process takes over at once. */
  stop(): Promise<void>;
}

/**
 * The work one process does for the whole deployment, whatever the number of processes: the one
 * that holds the `housekeeping` lease folds pending page views every few seconds, deletes rows
 * that no longer mean anything every ten minutes (each room's sweeps, given in `options.sweeps`), and retries unposted replies to `@inkwell` comments
 * every minute. The others only renew their claim on the lease, which they take over once the
 * holder stops or dies.
 */
export function startHousekeeping(
  ctx: Pick<AppContext, "db" | "clock" | "log" | "config">,
  options: HousekeepingOptions,
): Housekeeping {
  const log = ctx.log.child({ component: "housekeeping" });
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  let stopped = false;
  let leading = false;
  let lastSweep = Number.NEGATIVE_INFINITY;
  let lastReply = Number.NEGATIVE_INFINITY;
  let pass: Promise<void> | undefined;

  const runPass = async () => {
    const held = await takeProcessLease(ctx.db, {
      name: HOUSEKEEPING_LEASE,
      owner,
      now: ctx.clock.now(),
      leaseMs,
    });
    if (held !== leading) {
      log.info({ owner }, held ? "housekeeping taken on by this process" : "housekeeping lost");
      // A process that takes over sweeps and replies at once: the last holder may have died before.
      lastSweep = Number.NEGATIVE_INFINITY;
      lastReply = Number.NEGATIVE_INFINITY;
    }
    leading = held;
    if (!held) return;
    await foldPendingViews(ctx.db, { stopped: () => stopped });
    const now = Date.now();
    if (now - lastSweep >= SWEEP_EVERY_MS && !stopped) {
      lastSweep = now;
      await sweepExpiredRows(ctx, options.sweeps);
    }
    if (options.replyToComments && now - lastReply >= REPLY_EVERY_MS && !stopped) {
      lastReply = now;
      await options.replyToComments();
    }
  };
  const tick = () => {
    if (pass || stopped) return;
    pass = runPass()
      .catch((error: unknown) => log.warn({ err: error }, "housekeeping failed; will retry"))
      .finally(() => {
        pass = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, options.passEveryMs ?? PASS_EVERY_MS);
  timer.unref();
  return {
    leading: () => leading,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pass;
      if (leading) {
        leading = false;
        await releaseProcessLease(ctx.db, { name: HOUSEKEEPING_LEASE, owner }).catch(
          (error: unknown) => log.warn({ err: error }, "could not let the housekeeping lease go"),
        );
      }
    },
  };
}

/** Runs each sweep in turn (see `startHousekeeping`). */
export async function sweepExpiredRows(
  ctx: Pick<AppContext, "db" | "clock"> & Partial<Pick<AppContext, "config">>,
  sweeps: readonly Sweep[],
): Promise<void> {
  const now = ctx.clock.now();
  for (const { sweep } of sweeps) await sweep(ctx, now);
}
