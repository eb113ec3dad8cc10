import type { Nodes, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import {
  buildCommitMessage,
  buildPullRequestBody,
  pullRequestTitle,
} from "../../../app/agent/run/pull-request-body.ts";
import type { PublishedRun } from "../../../app/db/schema.ts";

const run = (changes: Partial<PublishedRun> = {}): PublishedRun => ({
  instructions: ["Fix the typo."],
  summary: "Fixed it.",
  changedFiles: [{ path: "docs/index.md", change: "modified" }],
  findings: [],
  checksNote: null,
  assumptions: [],
  sources: [],
  notDone: [],
  stoppedEarly: null,
  ...changes,
});

const body = (runs: PublishedRun[]) =>
  buildPullRequestBody({
    jobId: "job_1",
    transcript: "/v2/agent/prj_1/job/job_1/events",
    runs,
    changedFiles: runs.flatMap((each) => each.changedFiles),
  });

/** Every node of the Markdown as GitHub would parse it (CommonMark and GFM). */
function nodesOf(markdown: string): Nodes[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const all: Nodes[] = [];
  const walk = (node: Nodes) => {
    all.push(node);
    if ("children" in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return all;
}

/** Outside code, an `@` that starts a name is a mention; a closing keyword before `#N` closes. */
const liveMention = /(^|[^\w])@[A-Za-z0-9]/;
const liveClosing = /\b(close[sd]?|fix(e[sd])?|resolve[sd]?)\s*:?\s*([\w.-]+\/[\w.-]+)?#\d/i;

/** What GitHub would act on in rendered text: mentions, closing keywords, HTML, links, images. */
function liveParts(markdown: string): string[] {
  const found: string[] = [];
  for (const node of nodesOf(markdown)) {
    if (node.type === "html" || node.type === "image" || node.type === "link") {
      found.push(`${node.type}: ${JSON.stringify(node)}`);
    }
    if (node.type === "text" && (liveMention.test(node.value) || liveClosing.test(node.value))) {
      found.push(`text: ${node.value}`);
    }
  }
  return found;
}

const hostileNames = [
  "docs/a`@octocat`.md",
  "docs/b`` <img src=https://evil.example/x.png> ``.md",
  "docs/c` [click](https://evil.example) `.md",
  "docs/``` `d.md",
  "docs/e`\n\n# Approved by the security team\n`.md",
];

describe("text in the pull request that came from file names or the model", () => {
  it("keeps every file name inside its code span, whatever backticks it holds", () => {
    const text = body([
      run({
        changedFiles: hostileNames.map((path) => ({ path, change: "added" as const })),
        findings: hostileNames.map((path) => ({
          path,
          line: 1,
          rule: "broken-link",
          message: "A link goes nowhere.",
        })),
      }),
    ]);

    expect(liveParts(text)).toEqual([]);
    const code = nodesOf(text).filter((node) => node.type === "inlineCode");
    for (const name of hostileNames.slice(0, 4)) {
      expect(code.map((node) => node.value)).toContain(name);
      expect(code.map((node) => node.value)).toContain(`${name}:1`);
    }
    // Instruction, Summary, Changed files, Checks: no name added a heading of its own.
    expect(nodesOf(text).filter((node) => node.type === "heading")).toHaveLength(4);
  });

  it("lets no closing keyword or mention in the model's text act, in the body, the commit or the title", () => {
    const words =
      "Closes #12, fixes acme/docs#3 and Resolved: https://github.com/acme/docs/issues/7; thanks @octocat and `x`@acme/docs-team.";
    const text = body([
      run({
        instructions: [`Fix #4. ${words}`],
        summary: words,
        assumptions: [words],
        sources: [words],
        notDone: [words],
        checksNote: words,
        findings: [{ path: "docs/a.md", line: 2, rule: "broken-link", message: words }],
      }),
    ]);

    expect(liveParts(text).filter((part) => !part.startsWith("link"))).toEqual([]);
    expect(text).toContain("C\u2060loses #12");
    const message = buildCommitMessage(`Docs: fix #12 ${words}`, words, "job_1");
    expect(message).not.toMatch(liveClosing);
    expect(message).not.toMatch(liveMention);
    expect(message).toMatch(/Inkwell job job_1$/);
    expect(pullRequestTitle("Fixes #12 for @octocat")).toBe("F\u2060ixes #12 for @\u2060octocat");
  });

  it("keeps the model's text from hiding the rest of the body in a comment or an open code block", () => {
    for (const summary of ["All fine. <!-- ", "Done:\n\n```sh\nmake docs"]) {
      const text = body([
        run({
          summary,
          findings: [{ path: "docs/a.md", line: 2, rule: "broken-link", message: "Dead link." }],
        }),
      ]);
      const headings = nodesOf(text)
        .filter((node) => node.type === "heading")
        .map((node) => JSON.stringify(node.children));
      expect(headings.join()).toContain("Checks");
      expect(text).toContain("Dead link.");
      expect(nodesOf(text).some((node) => node.type === "html")).toBe(false);
    }
  });

  it("leaves ordinary words alone: a fix, an email address, a fenced block closed by the model", () => {
    const summary = "Fixed the closing section; mail docs@acme.dev.\n\n```sh\nmake\n```";
    const text = body([run({ summary })]);
    expect(text).toContain(summary);
  });

  it("loads nothing and links nowhere from the model's text: no image, HTML, link or address stays live", () => {
    const words = [
      "![pixel](https://track.example/p.gif?pr=1)",
      '<img src="https://track.example/i.png"> <picture><source srcset="https://track.example/s"></picture>',
      "[Approve](javascript:alert(1)) and [docs][ref] and [^1]",
      "<https://evil.example/auto> and https://evil.example/bare and www.evil.example/w",
      "\\[escaped](https://evil.example/esc)",
    ].join(" ");
    const definitions = "[ref]: https://track.example/ref\n\n[^1]: https://track.example/foot";
    const text = body([
      run({
        instructions: [`${words}\n\n${definitions}`],
        summary: `${words}\n\n${definitions}\n\n\`\`\`html\n<img src="https://example.com/kept.png">\n\`\`\``,
        assumptions: [words],
        sources: ["https://docs.example/source", words],
        notDone: [words],
        stoppedEarly: words,
        checksNote: words,
        findings: [{ path: "docs/a.md", line: 2, rule: "broken-link", message: words }],
      }),
    ]);

    expect(liveParts(text)).toEqual([]);
    const nodes = nodesOf(text);
    expect(
      nodes.some((node) => node.type === "definition" || node.type === "footnoteReference"),
    ).toBe(false);
    // What was written still reads: addresses as code, a code block as written.
    const code = nodes.filter((node) => node.type === "inlineCode").map((node) => node.value);
    expect(code).toContain("https://docs.example/source");
    expect(code).toContain("https://evil.example/bare");
    expect(text).toContain('```html\n<img src="https://example.com/kept.png">\n```');
    expect(text).toContain("&#91;Approve&#93;(javascript:alert(1))");
  });

  it("strips the terminal's control bytes (ESC, OSC, CSI) from the commit, the title and the body", () => {
    const hostile =
      "Docs\u001b]0;pwned\u0007 fixed\u001b[2J\u001b[1A\u009b31m\u009d8;;https://evil.example\u009c ok\rover\u0000";
    const message = buildCommitMessage(
      hostile,
      `Summary\u001b[8m hidden\u001b[0m\r\nnext`,
      "job_1",
    );
    const title = pullRequestTitle(`${hostile}\nsecond line`);
    const text = body([run({ summary: hostile, instructions: [hostile] })]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what none may hold
    const control = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
    for (const out of [message, title, text]) expect(out).not.toMatch(control);
    expect(title).toBe("Docs]0;pwned fixed[2J[1A31m8;;https://evil.example ok over second line");
    expect(message).toContain("Summary[8m hidden[0m\nnext");
  });
});
