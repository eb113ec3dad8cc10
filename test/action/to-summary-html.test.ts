import { describe, expect, it } from "vitest";
import { toSummaryHtml } from "../../action/to-summary-html.ts";
import { escapeHtml } from "../../shared/client/escape-html.ts";

describe("toSummaryHtml", () => {
  it("turns HTML into text", () => {
    expect(toSummaryHtml(`<img src=x onerror="alert('1')"> & co`)).toBe(
      "&#60;img src=x onerror=&#34;alert&#40;&#39;1&#39;&#41;&#34;&#62; &#38; co",
    );
  });

  it("turns Markdown links, images and code into text", () => {
    expect(toSummaryHtml("[a](javascript:b) ![c](https://d/e.png) `f`")).toBe(
      "&#91;a&#93;&#40;javascript:b&#41; &#33;&#91;c&#93;&#40;https://d/e.png&#41; &#96;f&#96;",
    );
  });

  it("keeps every line break inside the element as <br>, so no blank line ends the HTML block", () => {
    expect(toSummaryHtml("a\n\nb\r\nc\rd\u2028e")).toBe("a<br><br>b<br>c<br>d<br>e");
  });

  it("replaces control characters and bidirectional overrides", () => {
    expect(toSummaryHtml("\u001b[1mx\u202e")).toBe("\uFFFD&#91;1mx\uFFFD");
  });

  it("leaves ordinary prose alone", () => {
    expect(toSummaryHtml("Documented --dry-run in docs/deploy.md; see job_1.")).toBe(
      "Documented --dry-run in docs/deploy.md; see job_1.",
    );
  });
});

describe("escapeHtml", () => {
  it("escapes HTML's own characters and nothing else", () => {
    expect(escapeHtml(`https://github.com/a/b_c/pull/1?x=<"'&>`)).toBe(
      "https://github.com/a/b_c/pull/1?x=&#60;&#34;&#39;&#38;&#62;",
    );
  });
});
