import { createViewCollector, isPageView } from "@inkwell-docs/collector";
import { type NextFetchEvent, type NextRequest, NextResponse } from "next/server";

// Module scope: requests served by the same instance share batches.
const collector = createViewCollector({
  apiUrl: process.env.INKWELL_URL ?? "",
  projectId: process.env.INKWELL_PROJECT_ID ?? "",
  apiKey: process.env.INKWELL_KEY ?? "",
});

export function proxy(request: NextRequest, event: NextFetchEvent) {
  const path = request.nextUrl.pathname;
  if (isPageView({ method: request.method, path })) {
    collector.record({
      path,
      userAgent: request.headers.get("user-agent"),
      accept: request.headers.get("accept"),
      referrer: request.headers.get("referer"),
      siteHost: request.headers.get("host"),
    });
    // A serverless instance may be frozen once the response is out: the flush keeps it running
    // until the views are sent, and the page does not wait for it.
    event.waitUntil(collector.flush({ timeoutMs: 10_000 }));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/|api/|favicon.ico).*)"],
};
