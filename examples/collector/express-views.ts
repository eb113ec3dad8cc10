import { isPageView, type ViewCollector } from "@inkwell-docs/collector";
import type { RequestHandler } from "express";

/** Reports each page view once its response has been sent. */
export function reportPageViews(collector: ViewCollector): RequestHandler {
  return (req, res, next) => {
    res.on("finish", () => {
      const view = {
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        contentType: res.get("content-type"),
      };
      if (isPageView(view)) {
        collector.record({
          path: view.path,
          userAgent: req.get("user-agent"),
          accept: req.get("accept"),
          referrer: req.get("referer"),
          siteHost: req.get("host"),
        });
      }
    });
    next();
  };
}
