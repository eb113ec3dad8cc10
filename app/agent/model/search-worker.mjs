// The thread `search_text` calls run on, one at a time (see search-docs.ts). Run from the sources, it loads
// the TypeScript search through tsx, as the main thread does; run from the build, plain Node.js
// loads the JavaScript.
import { parentPort, workerData } from "node:worker_threads";

if (workerData.searchModule.endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
const { prepareSearch } = await import(workerData.searchModule);

parentPort.on("message", (request) => {
  const search = prepareSearch(request);
  if (typeof search !== "function") {
    parentPort.postMessage({ end: search });
    return;
  }
  parentPort.postMessage({ compiled: true });
  const end = search((line) => parentPort.postMessage({ found: line }));
  parentPort.postMessage({ end });
});
parentPort.postMessage({ ready: true });
