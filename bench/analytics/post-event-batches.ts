import { parentPort, workerData } from "node:worker_threads";
import { type EventStreamSpec, generateEventBatches } from "./generate-views.ts";

/**
 * A benchmark client thread: `clients` concurrent loops posting the stream's batches to the
 * events route, as remote clients would (the server's event loop stays its own).
 */
const { url, key, spec, clients } = workerData as {
  url: string;
  key: string;
  spec: EventStreamSpec;
  clients: number;
};

let sent = 0;

async function post(events: unknown[]): Promise<void> {
  // A key per batch, as the collector sends, so a retry would count nothing twice.
  const idempotencyKey = `bench-${spec.mode}-${spec.seed}-${sent++}`;
  const res = await fetch(url, {
    method: "POST",
    headers: {
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      "idempotency-key": idempotencyKey,
    },
    body: JSON.stringify({ events }),
  });
  const text = await res.text();
  if (res.status !== 202)
    throw new Error(`ingestion answered ${res.status}: ${text.slice(0, 500)}`);
}

async function run(): Promise<number> {
  const batches = generateEventBatches(spec);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let next = batches.next(); !next.done; next = batches.next()) await post(next.value);
    }),
  );
  return (performance.now() - started) / 1000;
}

run().then(
  (seconds) => parentPort?.postMessage({ seconds }),
  (error: unknown) => parentPort?.postMessage({ error: String(error) }),
);
