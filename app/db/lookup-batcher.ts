// From node:timers, not the global: a test that fakes the global timers must not stall lookups.
import { setImmediate } from "node:timers";

interface Waiting<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Lookups of single rows that arrive in the same turn of the event loop, answered by one query.
 * Under load, the requests of many connections are read in one turn; each asks for its row after
 * it arrived, and the query that answers them all leaves after the last of them asked, so no
 * answer is older than it would have been alone. A lone request waits for the end of its turn
 * (no timer, no added delay beyond the callbacks already due).
 *
 * `loadMany` receives distinct keys (by `keyOf`) and returns the rows it found, each matched back
 * to its key by `keyOfRow`.
 */
export class LookupBatcher<K, V> {
  #waiting: Waiting<K, V>[] = [];
  #scheduled = false;

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<V[]>,
    private readonly keyOf: (key: K) => string,
    private readonly keyOfRow: (row: V) => string,
    private readonly maxBatch = 100,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ key, resolve, reject });
      if (this.#waiting.length >= this.maxBatch) this.#flush();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.#flush();
        });
      }
    });
  }

  #flush(): void {
    const batch = this.#waiting;
    if (batch.length === 0) return;
    this.#waiting = [];
    const distinct = new Map<string, K>();
    for (const { key } of batch) distinct.set(this.keyOf(key), key);
    this.loadMany([...distinct.values()]).then(
      (rows) => {
        const found = new Map(rows.map((row) => [this.keyOfRow(row), row]));
        for (const w of batch) w.resolve(found.get(this.keyOf(w.key)));
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  }
}
