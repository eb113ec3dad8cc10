import { describe, expect, it } from "vitest";
import { checkDocsChange, checkWholeDocs } from "../../app/docs-check/check-docs-change.ts";
import { changedLines } from "../../app/docs-check/style/changed-lines.ts";
import { loadStyleRules } from "../../app/docs-check/style/load-style-rules.ts";
import { compileValeRule } from "../../app/docs-check/style/vale-rule.ts";
import { memoryDocsTree } from "../../app/docs-site/memory-docs-tree.ts";

type Files = Record<string, string>;

const ini = `StylesPath = styles
MinAlertLevel = suggestion
Vocab = Acme

[*.md]
BasedOnStyles = Vale, Acme
`;

const terms = `extends: substitution
message: "Use '%s' instead of '%s'."
level: error
ignorecase: true
swap:
  log in to: sign in to
  web site: website
  e-mail: email
`;

const weasel = `extends: existence
message: "Avoid '%s': say what the reader gets."
level: warning
ignorecase: true
tokens:
  - simply
  - just
`;

const mkdocs = "site_name: X\nnav:\n  - index.md\n  - guide.md\n";

function repository(extra: Files = {}, config = ini): Files {
  return {
    ".vale.ini": config,
    "styles/Acme/Terms.yml": terms,
    "styles/Acme/Weasel.yml": weasel,
    "mkdocs.yml": mkdocs,
    "docs/index.md": "# Home\n\nWelcome to the web site.\n",
    "docs/guide.md": "# Guide\n\nSimply log in to the console.\n",
    ...extra,
  };
}

async function rulesOf(files: Files, docsRoot = "docs") {
  const rules = await loadStyleRules(
    { files: new Set(Object.keys(files)), text: async (path) => files[path] },
    docsRoot,
  );
  if (!rules) throw new Error("no rules");
  return rules;
}

/** The change from `base` to `head`, checked with the style rules of the base. */
async function checkChange(base: Files, head: Files) {
  const changedPaths = [...new Set([...Object.keys(base), ...Object.keys(head)])].filter(
    (path) => base[path] !== head[path],
  );
  return checkDocsChange({
    base: memoryDocsTree(base),
    head: memoryDocsTree(head),
    changedPaths,
    style: await rulesOf(base),
  });
}

describe("the repository's Vale rules", () => {
  it("reports a substitution rule's match at its level, with its message filled as Vale fills it", async () => {
    const base = repository();
    const result = await checkChange(base, {
      ...base,
      "docs/guide.md": `${base["docs/guide.md"]}\nSend an e-mail to support.\n`,
    });
    expect(result.findings).toEqual([
      {
        path: "docs/guide.md",
        line: 5,
        rule: "Acme.Terms",
        message: "Use 'email' instead of 'e-mail'.",
      },
    ]);
    expect(result.warnings).toEqual([]);
  });

  it("reports an existence rule's tokens as warnings, which do not count as problems", async () => {
    const base = repository();
    const result = await checkChange(base, {
      ...base,
      "docs/index.md": "# Home\n\nJust run the installer.\n",
    });
    expect(result.findings).toEqual([]);
    expect(result.warnings).toEqual([
      {
        path: "docs/index.md",
        line: 3,
        rule: "Acme.Weasel",
        message: "Avoid 'Just': say what the reader gets.",
        level: "warning",
      },
    ]);
  });

  it("reports only the lines the change added or modified, not what the page already had", async () => {
    const base = repository();
    const result = await checkChange(base, {
      ...base,
      "docs/guide.md": "# Guide\n\nSimply log in to the console.\n\nOpen the web site.\n",
    });
    expect(result.findings.map((finding) => `${finding.line} ${finding.message}`)).toEqual([
      "5 Use 'website' instead of 'web site'.",
    ]);
    expect(result.warnings).toEqual([]);
  });

  it("does not flag text that already is the wanted word", async () => {
    const base = repository();
    const result = await checkChange(base, {
      ...base,
      "docs/index.md": "# Home\n\nSign in to the website by email.\n",
    });
    expect(result.findings).toEqual([]);
  });

  it("skips code spans, code blocks and front matter, as Vale reads only prose", async () => {
    const base = repository();
    const result = await checkChange(base, {
      ...base,
      "docs/index.md":
        "---\ntitle: The web site\n---\n\n# Home\n\nRun `log in to` here.\n\n```text\nweb site\n```\n\n    e-mail indented\n",
    });
    expect(result.findings).toEqual([]);
  });

  it("sees a phrase split by emphasis, and points at its line in a wrapped paragraph", async () => {
    const base = repository();
    const result = await checkChange(base, {
      ...base,
      "docs/index.md": "# Home\n\nWelcome. Our new\n*web* site is here.\n",
    });
    expect(result.findings.map((finding) => finding.line)).toEqual([4]);
  });

  it("applies a section's override of a rule's level, and NO turns a rule off", async () => {
    const config = `${ini}Acme.Terms = warning\nAcme.Weasel = NO\n`;
    const base = repository({}, config);
    const result = await checkChange(base, {
      ...base,
      "docs/index.md": "# Home\n\nJust visit the web site.\n",
    });
    expect(result.findings).toEqual([]);
    expect(result.warnings.map((finding) => `${finding.rule} ${finding.level}`)).toEqual([
      "Acme.Terms warning",
    ]);
  });

  it("drops alerts below MinAlertLevel", async () => {
    const base = repository({}, ini.replace("MinAlertLevel = suggestion", "MinAlertLevel = error"));
    const result = await checkChange(base, {
      ...base,
      "docs/index.md": "# Home\n\nJust visit the web site.\n",
    });
    expect(result.findings.map((finding) => finding.rule)).toEqual(["Acme.Terms"]);
    expect(result.warnings).toEqual([]);
  });

  it("applies a section only to the files its glob matches", async () => {
    const base = repository({}, ini.replace("[*.md]", "[*.mdx]"));
    const result = await checkChange(base, {
      ...base,
      "docs/index.md": "# Home\n\nJust visit the web site.\n",
    });
    expect(result.findings).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("enforces the vocabulary: an accepted term in another case, a rejected term", async () => {
    const base = repository({
      "styles/config/vocabularies/Acme/accept.txt": "GitHub\nInkwell\n",
      "styles/config/vocabularies/Acme/reject.txt": "blacklist\n",
    });
    const result = await checkChange(base, {
      ...base,
      "docs/index.md": "# Home\n\nConnect github, then add it to the blacklist.\n",
    });
    expect(result.findings).toEqual([
      {
        path: "docs/index.md",
        line: 3,
        rule: "Vale.Avoid",
        message: "Avoid using 'blacklist'.",
      },
      {
        path: "docs/index.md",
        line: 3,
        rule: "Vale.Terms",
        message: "Use 'GitHub' instead of 'github'.",
      },
    ]);
  });

  it("names the rules it does not apply: kinds it does not implement, patterns RE2 cannot run", async () => {
    const rules = await rulesOf(
      repository({
        "styles/Acme/Spelling.yml": "extends: spelling\nmessage: x\n",
        "styles/Acme/Ahead.yml": "extends: existence\nmessage: x\nraw:\n  - 'foo(?=bar)'\n",
      }),
    );
    expect(rules.skipped.map((rule) => rule.name).sort()).toEqual(["Acme.Ahead", "Acme.Spelling"]);
    expect(rules.skipped.find((rule) => rule.name === "Acme.Ahead")?.reason).toMatch(/RE2/);
  });

  it("runs a catastrophic pattern from the repository in linear time", () => {
    const rule = compileValeRule(
      "Acme.Evil",
      "extends: existence\nmessage: '%s'\nnonword: true\nraw:\n  - '(a+)+$'\n",
    );
    if (!("find" in rule)) throw new Error(rule.reason);
    const text = `${"a".repeat(50_000)}!`;
    // A backtracking engine takes longer than the test run; RE2 answers at once.
    expect(rule.find(text)).toEqual([]);
    expect(rule.find("aaa").map((match) => match.index)).toEqual([0]);
  });

  it("reads the rules the base has: a change to the Vale config does not loosen its own check", async () => {
    const base = repository();
    const result = await checkChange(base, {
      ...base,
      ".vale.ini": `${ini}Acme.Terms = NO\n`,
      "docs/index.md": "# Home\n\nOpen the web site.\n",
    });
    expect(result.findings.map((finding) => finding.rule)).toEqual(["Acme.Terms"]);
  });
});

describe("the Markdown conventions", () => {
  const page = (body: string) => `# Title\n\n${body}`;

  async function conventions(body: string) {
    const base = {
      "mkdocs.yml": mkdocs,
      "docs/index.md": page("Text.\n"),
      "docs/guide.md": "# Guide\n",
    };
    const result = await checkDocsChange({
      base: memoryDocsTree(base),
      head: memoryDocsTree({ ...base, "docs/index.md": page(body) }),
      changedPaths: ["docs/index.md"],
    });
    return result;
  }

  it("reports a table row whose cell count differs from the header's as an error", async () => {
    const result = await conventions("| A | B |\n|---|---|\n| 1 | 2 |\n| 3 | 4 | 5 |\n");
    expect(result.findings).toEqual([
      {
        path: "docs/index.md",
        line: 6,
        rule: "table-cell-count",
        message: expect.stringContaining("3 cells and the header 2"),
      },
    ]);
  });

  it("warns of a fenced code block with no language, and not of one with a language", async () => {
    const result = await conventions("```\nls\n```\n\n```bash\nls\n```\n");
    expect(result.findings).toEqual([]);
    expect(result.warnings.map((finding) => `${finding.line} ${finding.rule}`)).toEqual([
      "3 code-block-language",
    ]);
  });

  it("warns of an image with no alt text", async () => {
    const result = await conventions("![](a.png)\n\n![A chart](a.png)\n");
    expect(result.warnings.map((finding) => `${finding.line} ${finding.rule}`)).toEqual([
      "3 image-alt-text",
    ]);
  });

  it("warns of an MDX <img> with no alt attribute, and not of one with it", async () => {
    const docs = JSON.stringify({ name: "X", navigation: { pages: ["index"] } });
    const base = { "docs.json": docs, "index.mdx": "---\ntitle: Home\n---\n\nText.\n" };
    const result = await checkDocsChange({
      base: memoryDocsTree(base),
      head: memoryDocsTree({
        ...base,
        "index.mdx":
          '---\ntitle: Home\n---\n\n<img src="/a.png" />\n\n<img src="/a.png" alt="A chart" />\n',
      }),
      changedPaths: ["index.mdx"],
    });
    expect(result.warnings.map((finding) => `${finding.line} ${finding.rule}`)).toEqual([
      "5 image-alt-text",
    ]);
  });

  it("warns of a heading that skips a level", async () => {
    const result = await conventions("## Setup\n\n#### Details\n\n### Fine\n");
    expect(result.warnings.map((finding) => `${finding.line} ${finding.rule}`)).toEqual([
      "5 heading-level-skipped",
    ]);
  });

  it("leaves conventions the page already broke on unchanged lines alone", async () => {
    const base = {
      "mkdocs.yml": mkdocs,
      "docs/index.md": page("```\nold\n```\n"),
      "docs/guide.md": "# Guide\n",
    };
    const result = await checkDocsChange({
      base: memoryDocsTree(base),
      head: memoryDocsTree({ ...base, "docs/index.md": page("```\nold\n```\n\nNew text.\n") }),
      changedPaths: ["docs/index.md"],
    });
    expect(result.warnings).toEqual([]);
  });

  it("reports every line in the whole-site check", async () => {
    const files = repository({ "docs/guide.md": "# Guide\n\n```\nx\n```\n" });
    const result = await checkWholeDocs({
      base: memoryDocsTree({}),
      head: memoryDocsTree(files),
      style: await rulesOf(files),
    });
    expect(
      result.findings.map((finding) => `${finding.path}:${finding.line} ${finding.rule}`),
    ).toEqual(["docs/index.md:3 Acme.Terms"]);
    expect(
      result.warnings.map((finding) => `${finding.path}:${finding.line} ${finding.rule}`),
    ).toEqual(["docs/guide.md:3 code-block-language"]);
  });
});

describe("changedLines", () => {
  it("counts every line of a new file", () => {
    expect([...changedLines(undefined, "a\nb")]).toEqual([1, 2]);
  });

  it("counts the lines an edit inserted or modified, not those it kept or moved past", () => {
    expect([...changedLines("a\nb\nc\nd\ne", "a\nx\nc\nd\ny\ne\nz")].sort()).toEqual([2, 5, 7]);
  });

  it("counts nothing for a deletion", () => {
    expect([...changedLines("a\nb\nc", "a\nc")]).toEqual([]);
  });
});
