// The collector's public entry: what a site imports, and what the single-file bundle is built from.
export {
  createViewCollector,
  type FlushOptions,
  type PageView,
  type ViewCollector,
  type ViewCollectorDrop,
  type ViewCollectorDroppedCounts,
  type ViewCollectorOptions,
  type ViewCollectorStats,
} from "./create-view-collector.ts";
export { isPageView, type ServedRequest } from "./is-page-view.ts";
