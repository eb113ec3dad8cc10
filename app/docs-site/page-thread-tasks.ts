// What the page thread runs (parse-page-worker.mjs loads this one module): parsing a page for the
// docs check, and finding the code in a page for the agent's page policy. One module, so the
// parser they share is loaded, and bundled, once.
export { findPageCode } from "./find-page-code.ts";
export { parsePage } from "./parse-page.ts";
