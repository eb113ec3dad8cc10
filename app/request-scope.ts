import { AsyncLocalStorage } from "node:async_hooks";

const scope = new AsyncLocalStorage<string>();

/**
 * Runs `work` as part of the request `requestId`: every log line written while it (or anything it
 * started) runs carries that id, whichever logger writes it.
 */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return scope.run(requestId, work);
}

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}
