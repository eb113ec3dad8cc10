import { isPageView, type ViewCollector } from "@inkwell-docs/collector";
import type { MiddlewareHandler } from "hono";

/** Reports each page view once the handlers behind it have answered. */
export function reportPageViews(collector: ViewCollector): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const view = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      contentType: c.res.headers.get("content-type"),
    };
    if (isPageView(view)) {
      collector.record({
        path: view.path,
        userAgent: c.req.header("user-agent"),
        accept: c.req.header("accept"),
        referrer: c.req.header("referer"),
        siteHost: c.req.header("host"),
      });
    }
  };
}
