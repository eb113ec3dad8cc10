import { run } from "./run.ts";

// The runner cancels a step with SIGINT, then SIGTERM: stop polling and report instead of dying mid-write.
const cancellation = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () =>
    cancellation.abort(new DOMException(`Received ${signal}`, "AbortError")),
  );
}

await run({ signal: cancellation.signal });
