// The thread that parses pages for the docs checker (see parse-pages-off-thread.ts). It loads the
// TypeScript parser through tsx, as the main thread does.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { parsePage } = await import(workerData.parsePageModule);

parentPort.on("message", ({ text, options }) => {
  const page = parsePage(text, options);
  parentPort.postMessage({ page: { ...page, anchors: [...page.anchors] } });
});
parentPort.postMessage({ ready: true });
