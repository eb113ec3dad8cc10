// The collector's public entry: what a site imports, and what the single-file bundle is built from.
export type { ViewCollectorDrop, ViewCollectorOptions } from "./collector-options.ts";
export {
  createViewCollector,
  type FlushOptions,
  type ViewCollector,
  type ViewCollectorDroppedCounts,
  type ViewCollectorStats,
} from "./create-view-collector.ts";
export { isPageView, type ServedRequest } from "./is-page-view.ts";
export type { PageView } from "./to-view-event.ts";
