import { createRequire as __inkwellCreateRequire } from "node:module";
const require = __inkwellCreateRequire(import.meta.url);

// app/docs-site/parse-page-worker.mjs
import { parentPort, workerData } from "node:worker_threads";
if (workerData.tasksModule.endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
var { parsePage, findPageCode } = await import(workerData.tasksModule);
parentPort.on("message", ({ kind, text, options }) => {
  if (kind === "code") {
    parentPort.postMessage({ code: findPageCode(text, options) });
    return;
  }
  const page = parsePage(text, options);
  parentPort.postMessage({ page: { ...page, anchors: [...page.anchors] } });
});
parentPort.postMessage({ ready: true });
