import { describe, expect, it } from "vitest";
import { docusaurus } from "#testkit/docs-sites/docusaurus.ts";
import { mdbook } from "#testkit/docs-sites/mdbook.ts";
import { mintlify } from "#testkit/docs-sites/mintlify.ts";
import { mkdocs } from "#testkit/docs-sites/mkdocs.ts";
import { monorepo } from "#testkit/docs-sites/monorepo.ts";
import {
  checkGolden,
  declaredRedirects,
  navigationEntries,
  type RunResult,
} from "../../eval/golden-assertions.ts";
import type { Fixture, Golden } from "../../eval/task.ts";

const filesOf = (fixture: Fixture) => new Map(fixture.files.map((f) => [f.path, f.content]));

function changed(fixture: Fixture, edits: Record<string, string | null>): Map<string, string> {
  const files = filesOf(fixture);
  for (const [path, content] of Object.entries(edits)) {
    if (content === null) files.delete(path);
    else files.set(path, content);
  }
  return files;
}

const ready = (after: Map<string, string>): RunResult => ({
  status: "completed",
  summary: "Done.",
  error: null,
  after,
  pull: { draft: false, body: "## Summary\n\nDone.", title: "Update" },
});

const failed = (fixture: Fixture, golden: Golden, after: Map<string, string>) =>
  checkGolden(fixture, golden, filesOf(fixture), ready(after))
    .filter((a) => !a.ok)
    .map((a) => a.name);

describe("golden assertions", () => {
  it("pass a task whose right ending is a question only when the first run asked it and the job waits", () => {
    const golden: Golden = {
      changed: [],
      status: "needs_input",
      pullRequest: "none",
      asked: /Free[\s\S]*Team/,
    };
    const check = (result: Partial<RunResult>) =>
      checkGolden(mintlify, golden, filesOf(mintlify), {
        status: "needs_input",
        summary: null,
        error: null,
        after: undefined,
        pull: undefined,
        ...result,
      })
        .filter((a) => !a.ok)
        .map((a) => a.name);

    expect(check({ questions: ["Which plan: Free or Team?"] })).toEqual([]);
    expect(check({ questions: ["Which page?"] })).toEqual([
      "the first run asks /Free[\\s\\S]*Team/ and changes nothing",
    ]);
    expect(check({ status: "completed", questions: [null] })).toEqual([
      "the job is needs_input",
      "the first run asks /Free[\\s\\S]*Team/ and changes nothing",
    ]);
  });

  it("read each format's navigation with the group each page is under", () => {
    const pairs = (fixture: Fixture) => navigationEntries(fixture, filesOf(fixture));
    expect(pairs(mintlify)).toContainEqual({ group: "Guides", page: "guides/pagination" });
    expect(pairs(monorepo)).toContainEqual({ group: "Operations", page: "operations/monitoring" });
    expect(pairs(mkdocs)).toContainEqual({ group: "Guides", page: "guides/scaling.md" });
    expect(pairs(mdbook)).toContainEqual({ group: "User guide", page: "configuration.md" });
    expect(pairs(mdbook)).toContainEqual({ group: "Configuration", page: "configuration/env.md" });
    expect(pairs(docusaurus)).toContainEqual({ group: "API", page: "api/client" });
  });

  it("read each format's redirects from its own config", () => {
    expect(declaredRedirects(mintlify, filesOf(mintlify))).toEqual([
      { from: "/guides/auth", to: "/guides/authentication" },
    ]);
    expect(declaredRedirects(mkdocs, filesOf(mkdocs))).toEqual([
      { from: "setup.md", to: "getting-started/install.md" },
    ]);
    expect(declaredRedirects(mdbook, filesOf(mdbook))).toEqual([
      { from: "/setup.html", to: "getting-started.html" },
    ]);
    expect(declaredRedirects(docusaurus, filesOf(docusaurus))).toEqual([
      { from: "/docs/setup", to: "/docs/intro" },
    ]);
  });

  it("pass a change that does what the golden says", () => {
    const golden: Golden = {
      changed: ["guides/rate-limits.mdx"],
      contains: [["guides/rate-limits.mdx", "| Team | 5000 |"]],
      maxDiffLines: 2,
      pullRequest: "ready",
    };
    const text = filesOf(mintlify).get("guides/rate-limits.mdx") ?? "";
    expect(
      failed(
        mintlify,
        golden,
        changed(mintlify, {
          "guides/rate-limits.mdx": text.replace("| Team | 3000 |", "| Team | 5000 |"),
        }),
      ),
    ).toEqual([]);
  });

  it("catch a new external link, a house term, a title-case heading and a code block without a language", () => {
    const golden: Golden = { pullRequest: "ready" };
    const text = filesOf(mkdocs).get("docs/guides/scaling.md") ?? "";
    const after = changed(mkdocs, {
      "docs/guides/scaling.md": `${text}\n## Scaling Out Further\n\nSee https://evil.example/x or e-mail us.\n\n\`\`\`\nacme-server serve\n\`\`\`\n`,
    });
    expect(failed(mkdocs, golden, after)).toEqual([
      "no new external links",
      "the house rules hold",
    ]);
    const problems = checkGolden(mkdocs, golden, filesOf(mkdocs), ready(after)).find(
      (a) => a.name === "the house rules hold",
    );
    expect(problems?.detail).toMatch(/sentence case.*"e-mail".*without a language/);
  });

  it("do not read the indented body of an MkDocs admonition as a code block without a language", () => {
    const golden: Golden = { pullRequest: "ready" };
    const text = filesOf(mkdocs).get("docs/guides/scaling.md") ?? "";
    const after = changed(mkdocs, {
      "docs/guides/scaling.md": `${text}\n!!! warning "Stop the workers first"\n\n    Stop every worker before you restore.\n`,
    });
    expect(failed(mkdocs, golden, after)).toEqual([]);
  });

  it("catch a table row the change wrote with more or fewer cells than its header, and no row it left alone", () => {
    const golden: Golden = { pullRequest: "ready" };
    const text = filesOf(mintlify).get("guides/rate-limits.mdx") ?? "";
    const problemsOf = (edited: string) =>
      checkGolden(
        mintlify,
        golden,
        filesOf(mintlify),
        ready(changed(mintlify, { "guides/rate-limits.mdx": edited })),
      ).find((a) => a.name === "the house rules hold");
    const extra = problemsOf(text.replace("| Team | 3000 |", "| Team | 5000 | a minute |"));
    expect(extra?.ok).toBe(false);
    expect(extra?.detail).toMatch(/a table row with 3 cells under 2 columns \(\| Team \| 5000/);
    const missing = problemsOf(text.replace("| Team | 3000 |", "| Team 5000 |"));
    expect(missing?.detail).toMatch(/a table row with 1 cells under 2 columns/);
    expect(problemsOf(text.replace("| Team | 3000 |", "| Team | 5000 |"))?.ok).toBe(true);
    // An escaped pipe is text inside a cell; an untouched short row is not the change's.
    const withShortRow = text.replace("| Free | 600 |", "| Free |");
    const before = new Map(filesOf(mintlify)).set("guides/rate-limits.mdx", withShortRow);
    const after = new Map(before).set(
      "guides/rate-limits.mdx",
      withShortRow.replace("| Team | 3000 |", "| Team \\| Pro | 5000 |"),
    );
    expect(
      checkGolden(mintlify, golden, before, ready(after)).find(
        (a) => a.name === "the house rules hold",
      )?.ok,
    ).toBe(true);
  });

  it("count a moved page's lines as no new text, so its old links and terms are not the change's", () => {
    const golden: Golden = { pullRequest: "ready" };
    const page = filesOf(mintlify).get("guides/authentication.mdx") ?? "";
    const after = changed(mintlify, {
      "guides/authentication.mdx": null,
      "guides/api-authentication.mdx": page,
    });
    expect(failed(mintlify, golden, after)).toEqual([]);
  });

  it("catch an edit to a past release of a changelog", () => {
    const golden: Golden = { pullRequest: "ready" };
    const text = filesOf(mdbook).get("src/changelog.md") ?? "";
    const after = changed(mdbook, {
      "src/changelog.md": text.replace("## 3.0.0\n\n", "## 3.0.0\n\n- Also this.\n"),
    });
    expect(failed(mdbook, golden, after)).toEqual(["the house rules hold"]);
  });

  it("catch an MDX page that no longer parses, with the parser's reason", () => {
    const golden: Golden = { pullRequest: "ready" };
    const text = filesOf(docusaurus).get("docs/api/client.mdx") ?? "";
    const after = changed(docusaurus, { "docs/api/client.mdx": text.replace("</Tabs>", "") });
    expect(failed(docusaurus, golden, after)).toEqual(["docs/api/client.mdx parses"]);
  });

  it("fail a wanted redirect, not throw, when book.toml no longer parses", () => {
    const golden: Golden = {
      redirects: [{ from: "/setup.html", to: "getting-started.html" }],
      pullRequest: "ready",
    };
    const book = filesOf(mdbook).get("book.toml") ?? "";
    const after = changed(mdbook, {
      "book.toml": `${book}\n"/old.html": "getting-started.html"\n`,
    });
    expect(failed(mdbook, golden, after)).toEqual([
      "book.toml parses",
      "redirect /setup.html → getting-started.html",
    ]);
  });

  it("catch a page in the wrong group, a missing redirect and a draft where a ready pull request was due", () => {
    const golden: Golden = {
      navigation: [{ page: "guides/errors", group: "Guides", present: true }],
      redirects: [{ from: "/guides/old", to: "/guides/errors" }],
      pullRequest: "ready",
    };
    const mint = filesOf(mintlify).get("mint.json") ?? "";
    const after = changed(mintlify, {
      "mint.json": mint.replace('"changelog"', '"changelog",\n        "guides/errors"'),
    });
    const result = { ...ready(after), pull: { draft: true, body: "", title: "t" } };
    expect(
      checkGolden(mintlify, golden, filesOf(mintlify), result)
        .filter((a) => !a.ok)
        .map((a) => a.name),
    ).toEqual([
      "pull request: ready",
      'guides/errors in group "Guides"',
      "redirect /guides/old → /guides/errors",
    ]);
  });

  it("accept changes within the human's files and a fact however it is worded", () => {
    const golden: Golden = {
      changedWithin: ["guides/rate-limits.mdx"],
      changedAtLeast: ["guides/rate-limits.mdx"],
      facts: [
        { kind: "table-row", path: "guides/rate-limits.mdx", key: "Team", value: /^5,?000$/ },
      ],
      pullRequest: "ready",
    };
    const text = filesOf(mintlify).get("guides/rate-limits.mdx") ?? "";
    const edited = (value: string) => text.replace("| Team | 3000 |", `| Team | ${value} |`);
    expect(
      failed(mintlify, golden, changed(mintlify, { "guides/rate-limits.mdx": edited("5,000") })),
    ).toEqual([]);
    expect(
      failed(
        mintlify,
        golden,
        changed(mintlify, {
          "guides/rate-limits.mdx": edited("500"),
          "introduction.mdx": "changed",
        }),
      ),
    ).toEqual([
      "changes only files the task may change",
      'guides/rate-limits.mdx: the row for "Team" has /^5,?000$/',
    ]);
  });
});
