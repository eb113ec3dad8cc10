import { isPageView, type ViewCollector } from "@inkwell-docs/collector";
import type { FastifyInstance } from "fastify";

/** Reports each page view once its response has been sent, and flushes when the server closes. */
export function reportPageViews(app: FastifyInstance, collector: ViewCollector): void {
  app.addHook("onResponse", async (request, reply) => {
    const contentType = reply.getHeader("content-type");
    const view = {
      method: request.method,
      path: request.url,
      status: reply.statusCode,
      contentType: typeof contentType === "string" ? contentType : undefined,
    };
    if (isPageView(view)) {
      collector.record({
        path: view.path,
        userAgent: request.headers["user-agent"],
        accept: request.headers.accept,
        referrer: request.headers.referer,
        siteHost: request.headers.host,
      });
    }
  });
  app.addHook("onClose", async () => {
    await collector.close({ timeoutMs: 5_000 });
  });
}
