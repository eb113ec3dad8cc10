import { describe, expect, it } from "vitest";
import { isPageView } from "../../../packages/collector/src/is-page-view.ts";

describe("isPageView", () => {
  it("counts a successful GET or HEAD of a page", () => {
    expect(isPageView({ method: "GET", path: "/docs/install" })).toBe(true);
    expect(isPageView({ method: "head", path: "/docs/install", status: 200 })).toBe(true);
    expect(isPageView({ method: "GET", path: "/docs/install.md", status: 200 })).toBe(true);
  });

  it("counts a 304, a reader coming back to a page it has cached", () => {
    expect(isPageView({ method: "GET", path: "/docs", status: 304 })).toBe(true);
  });

  it("leaves out other methods, failures and redirects", () => {
    expect(isPageView({ method: "POST", path: "/docs" })).toBe(false);
    expect(isPageView({ method: "GET", path: "/docs", status: 404 })).toBe(false);
    expect(isPageView({ method: "GET", path: "/docs", status: 500 })).toBe(false);
    expect(isPageView({ method: "GET", path: "/docs", status: 301 })).toBe(false);
  });

  it("leaves out a page's resources, whatever the query string", () => {
    for (const path of [
      "/app.3f2a.css",
      "/main.js?v=2",
      "/logo.SVG",
      "/fonts/a.woff2",
      "/robots.txt",
    ]) {
      expect(isPageView({ method: "GET", path, status: 200 })).toBe(false);
    }
  });

  it("counts HTML and Markdown answers only, when the type is known", () => {
    const page = { method: "GET", status: 200 };
    expect(isPageView({ ...page, path: "/docs", contentType: "text/html; charset=utf-8" })).toBe(
      true,
    );
    expect(isPageView({ ...page, path: "/docs", contentType: "text/markdown" })).toBe(true);
    expect(isPageView({ ...page, path: "/docs.md", contentType: "text/plain" })).toBe(true);
    expect(isPageView({ ...page, path: "/api/search", contentType: "application/json" })).toBe(
      false,
    );
    expect(isPageView({ ...page, path: "/feed", contentType: "text/plain" })).toBe(false);
  });
});
