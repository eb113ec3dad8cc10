import type { ApiKeyRow } from "../db/schema.ts";

/** How long a key row read for one request serves the next ones: the delay of a revocation. */
const TTL_MS = 1000;
/** Distinct keys remembered at once; the oldest are dropped first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  row: Promise<ApiKeyRow | undefined>;
  until: number;
}

const liveCaches = new Set<WeakRef<ApiKeyCache>>();

/**
 * API key rows by hash, kept for a second, so a client polling a job does not cost a key lookup
 * per request. A revocation made in this process clears every cache at once; one made by another
 * process is seen here within the second. Only keys that exist are kept: a flood of made-up keys
 * neither fills the cache nor is answered from it.
 */
export class ApiKeyCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = TTL_MS) {
    liveCaches.add(new WeakRef(this));
  }

  /** The row of the key with this hash, from the cache while fresh, else from `load`. */
  find(
    hash: string,
    now: Date,
    load: () => Promise<ApiKeyRow | undefined>,
  ): Promise<ApiKeyRow | undefined> {
    const at = now.getTime();
    const cached = this.#entries.get(hash);
    if (cached && cached.until > at) return cached.row;
    this.#entries.delete(hash);
    // Requests that arrive together share one lookup.
    const row = load();
    const entry = { row, until: at + this.ttlMs };
    this.#entries.set(hash, entry);
    row.then(
      (found) => {
        if (!found && this.#entries.get(hash) === entry) this.#entries.delete(hash);
      },
      () => {
        if (this.#entries.get(hash) === entry) this.#entries.delete(hash);
      },
    );
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return row;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** Forgets every cached key of this process: a key was revoked here. */
export function forgetCachedApiKeys(): void {
  for (const ref of liveCaches) {
    const cache = ref.deref();
    if (cache) cache.clear();
    else liveCaches.delete(ref);
  }
}
