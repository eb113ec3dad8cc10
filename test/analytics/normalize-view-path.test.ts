import { describe, expect, it } from "vitest";
import { normalizeViewPath } from "../../app/analytics/normalize-view-path.ts";

describe("normalizeViewPath", () => {
  it.each([
    ["/docs/install", "/docs/install"],
    ["/docs/install/", "/docs/install"],
    ["docs/install", "/docs/install"],
    ["/", "/"],
    ["", "/"],
    ["/docs/install?ref=nav#step-2", "/docs/install"],
    ["/?utm_source=x", "/"],
    ["//docs///install//", "/docs/install"],
    ["https://docs.example.com/guide/?a=1", "/guide"],
  ])("counts %j as page %j", (raw, path) => {
    expect(normalizeViewPath(raw)).toEqual({ path, markdown: false });
  });

  it.each([
    ["/docs/install.md", "/docs/install"],
    ["/docs/install.mdx", "/docs/install"],
    ["/docs/install.MD?x=1", "/docs/install"],
  ])("counts the Markdown source %j as page %j and marks it", (raw, path) => {
    expect(normalizeViewPath(raw)).toEqual({ path, markdown: true });
  });

  it("keeps a page literally named .md at the root", () => {
    expect(normalizeViewPath("/.md")).toEqual({ path: "/.md", markdown: false });
  });

  it("refuses paths with whitespace or control characters", () => {
    expect(normalizeViewPath("/a b")).toBeUndefined();
    expect(normalizeViewPath("/a\u0000")).toBeUndefined();
    expect(normalizeViewPath("/a\u00a0b")).toBeUndefined();
  });

  it.each([
    ["/v1.2/guide", "/v1.2/guide", false],
    ["/docs/llms.txt", "/docs/llms.txt", true],
    ["/docs/LLMS-full.TXT", "/docs/LLMS-full.TXT", true],
    ["/guide/page.html", "/guide/page.html", false],
    ["/caf\u00e9", "/caf\u00e9", false],
  ])("counts %j, a path already plain or nearly, as page %j", (raw, path, markdown) => {
    expect(normalizeViewPath(raw)).toEqual({ path, markdown });
  });
});
