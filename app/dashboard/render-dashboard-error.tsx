import { HTTPException } from "hono/http-exception";
import type { AppContext } from "../app-context.ts";
import { AppError } from "../app-error.ts";
import { httpStatusOf } from "../http/render-error.ts";
import { type DashboardContext, renderPage, safeReturnTo, signedInUser } from "./dashboard-http.ts";
import { ErrorPage } from "./views/message-pages.tsx";

const TITLES: Partial<Record<number, string>> = {
  400: "That did not work",
  403: "Not allowed",
  404: "Not found",
  405: "Not allowed",
  409: "Not possible now",
  413: "Too large",
  415: "Not a form",
  429: "Too many requests",
  503: "Unavailable",
};

/**
 * Every error of the dashboard as a page: a missing or ended session goes to the sign-in page,
 * an AppError shows its message with its status, anything else is logged with the request id and
 * shown as a plain 500.
 */
export function renderDashboardError(
  ctx: Pick<AppContext, "log">,
  c: DashboardContext,
  error: unknown,
): Response | Promise<Response> {
  const requestId = c.get("requestId");
  if (error instanceof AppError && error.code === "unauthorized") {
    const here = c.req.method === "GET" ? `${c.req.path}${new URL(c.req.url).search}` : "/app";
    return c.redirect(`/app/sign-in?returnTo=${encodeURIComponent(safeReturnTo(here))}`, 303);
  }
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
  } else if (error instanceof HTTPException && error.status === 403) {
    // Hono's origin check: the form was posted from another site.
    appError = new AppError(
      "forbidden",
      "This form was sent from another site, so it was refused. Use the dashboard's own page.",
    );
  } else if (error instanceof HTTPException && error.status === 413) {
    appError = new AppError("payload_too_large", "The form is too large.");
  } else {
    ctx.log.error(
      { err: error, requestId, method: c.req.method, path: c.req.path },
      "dashboard request failed",
    );
    return renderPage(
      c,
      <ErrorPage
        status={500}
        title="Something went wrong"
        message="Something went wrong on our side; it has been logged. Try again, or quote the request id to your administrator."
        requestId={requestId}
        user={signedInUser(c)}
      />,
      500,
    );
  }
  const status = httpStatusOf(appError.code);
  if (appError.retryAfter !== undefined) {
    c.header("Retry-After", String(Math.max(0, Math.ceil(appError.retryAfter))));
  }
  return renderPage(
    c,
    <ErrorPage
      status={status}
      title={TITLES[status] ?? "That did not work"}
      message={appError.message}
      requestId={requestId}
      user={signedInUser(c)}
    />,
    status,
  );
}
