import { describe, expect, it } from "vitest";
import type { PageParseOptions } from "../../app/docs-site/parse-page.ts";
import { OffThreadPageParser } from "../../app/docs-site/parse-pages-off-thread.ts";

const mdx: PageParseOptions = {
  mdx: true,
  slugStyles: ["github"],
  explicitHeadingIds: false,
  mkdocsBlocks: false,
  mdbookIncludes: false,
  htmlComments: false,
};

describe("OffThreadPageParser", () => {
  it("parses pages on its thread, with their anchors", async () => {
    const parser = new OffThreadPageParser();
    const page = await parser.parse("## Set up\n\nSee [a](/a).\n", mdx);
    expect(page?.anchors).toEqual(new Set(["set-up"]));
    expect(page?.references).toEqual([{ url: "/a", line: 3, kind: "link" }]);
  });

  it("leaves a page that outlasts its deadline unjudged, and parses the next one", async () => {
    // Thousands of invalid expressions make MDX parsing take minutes.
    const hostile = "{{#include a.rs}}\n".repeat(12_000);
    const parser = new OffThreadPageParser(300);
    const [slow, next] = await Promise.all([
      parser.parse(hostile, mdx),
      parser.parse("# Fine\n", mdx),
    ]);
    expect(slow).toBeUndefined();
    expect(next?.anchors).toEqual(new Set(["fine"]));
  });
});
