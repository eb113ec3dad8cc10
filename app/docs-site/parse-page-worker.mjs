// The thread that parses pages for the docs checker and the agent's page policy (see
// parse-pages-off-thread.ts). Run from the
// sources, it loads the TypeScript parser through tsx, as the main thread does; run from the build,
// the parser is JavaScript and plain Node.js loads it.
import { parentPort, workerData } from "node:worker_threads";

if (workerData.tasksModule.endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
const { parsePage, findPageCode } = await import(workerData.tasksModule);

parentPort.on("message", ({ kind, text, options }) => {
  if (kind === "code") {
    parentPort.postMessage({ code: findPageCode(text, options) });
    return;
  }
  const page = parsePage(text, options);
  parentPort.postMessage({ page: { ...page, anchors: [...page.anchors] } });
});
parentPort.postMessage({ ready: true });
