import type { AppContext } from "../app-context.ts";
import { refuseWhenSpent, takeRateLimit } from "./rate-limit.service.ts";
import type { RateLimitSettings } from "./rate-limits.ts";

const WINDOW_MS = 60_000;
const MAX_WATCHED = 10_000;

/**
 * The `refusedBodies` limit as the HTTP layer asks it: whether a key may send a body now, and a
 * refused body counted. The counters are shared by every process (PostgreSQL); a process reads
 * them only for keys it saw send a refused body within the last minute, so the requests of keys
 * that send good bodies cost no query.
 */
export function createRefusedBodyLimit(
  deps: Pick<AppContext, "db" | "clock"> & { config: RateLimitSettings },
) {
  const watched = new Map<string, number>();
  const now = () => deps.clock.now().getTime();
  return {
    async beforeBody(keyId: string): Promise<void> {
      const until = watched.get(keyId);
      if (until === undefined) return;
      if (until <= now()) {
        watched.delete(keyId);
        return;
      }
      await refuseWhenSpent(deps, "refusedBodies", { per: keyId });
    },
    async refused(keyId: string): Promise<void> {
      watched.delete(keyId);
      if (watched.size >= MAX_WATCHED) watched.delete(watched.keys().next().value as string);
      watched.set(keyId, now() + WINDOW_MS);
      await takeRateLimit(deps, "refusedBodies", { per: keyId });
    },
  };
}
