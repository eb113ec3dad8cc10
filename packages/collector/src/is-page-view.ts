/** What a middleware knows about a request it served, to decide whether it was a page view. */
export interface ServedRequest {
  method: string;
  /** The request's path or full URL. */
  path: string;
  /** The response's status, when the response is known. */
  status?: number | undefined;
  /** The response's Content-Type, when the response is known. */
  contentType?: string | null | undefined;
}

// Requests for these are a page's resources, not page views (the same list the log import skips).
const ASSET_PATH =
  /\.(?:css|js|mjs|map|json|xml|txt|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|eot|mp4|webm|mp3|pdf|zip|gz|wasm|webmanifest)$/i;

const PAGE_TYPES = new Set([
  "text/html",
  "application/xhtml+xml",
  "text/markdown",
  "text/x-markdown",
]);

/**
 * True for a request worth reporting as a page view: a GET or HEAD, answered with success or
 * "not modified" (a reader coming back), for a page rather than an asset, and, when the response's
 * type is known, HTML or Markdown (a Markdown source served as plain text counts too).
 */
export function isPageView(request: ServedRequest): boolean {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return false;
  const { status } = request;
  if (status !== undefined && !((status >= 200 && status < 300) || status === 304)) return false;
  const path = request.path.replace(/[?#].*$/s, "");
  if (ASSET_PATH.test(path)) return false;
  if (!request.contentType) return true;
  const type = request.contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (PAGE_TYPES.has(type)) return true;
  return type === "text/plain" && /\.mdx?$/i.test(path);
}
