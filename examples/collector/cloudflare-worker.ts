import { createViewCollector, isPageView } from "@inkwell-docs/collector";

interface Env {
  INKWELL_URL: string;
  INKWELL_PROJECT_ID: string;
  INKWELL_KEY: string;
}

/** The part of the Workers ExecutionContext this needs. */
interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
}

export default {
  async fetch(request: Request, env: Env, ctx: WorkerContext): Promise<Response> {
    // The docs site behind the Worker's route answers as usual.
    const response = await fetch(request);
    const view = {
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      contentType: response.headers.get("content-type"),
    };
    if (isPageView(view)) {
      // One collector per request: a Worker must not wait on work another request started.
      const collector = createViewCollector({
        apiUrl: env.INKWELL_URL,
        projectId: env.INKWELL_PROJECT_ID,
        apiKey: env.INKWELL_KEY,
        flushIntervalMs: 0,
        maxAttempts: 3,
      });
      collector.record({
        path: view.path,
        userAgent: request.headers.get("user-agent"),
        accept: request.headers.get("accept"),
        referrer: request.headers.get("referer"),
        siteHost: new URL(request.url).host,
      });
      ctx.waitUntil(collector.flush({ timeoutMs: 20_000 }));
    }
    return response;
  },
};
