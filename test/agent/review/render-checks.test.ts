import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { RunChecks } from "../../../app/agent/model/run-checks.ts";
import {
  componentsDefinedIn,
  introducedRenderProblems,
  type RenderContext,
  readRenderContext,
  renderProblems,
} from "../../../app/agent/review/render-checks.ts";

const mintlify: RenderContext = { format: "mintlify", components: new Map(), githubAlerts: false };
const docusaurus: RenderContext = { ...mintlify, format: "docusaurus" };
const mkdocs: RenderContext = { ...mintlify, format: "mkdocs" };
const rules = (path: string, text: string, context: RenderContext) =>
  renderProblems(path, text, context).map(
    (problem) => `${problem.line} ${problem.rule} ${problem.subject}`,
  );

const finish: ScriptedStep = {
  calls: [
    [
      "finish",
      {
        summary: "Linked the install guide.",
        prTitle: "Link the install guide",
        checksNote: "Kept.",
      },
    ],
  ],
};

describe("what a renderer would do with a page", () => {
  it("names a misspelled prop of a Mintlify component and suggests the right one", () => {
    const problems = renderProblems(
      "a.mdx",
      '# A\n\n<Card title="Deploy" herf="/deploy" icon="rocket">\n  Ship it.\n</Card>\n\n```jsx\n<Card herf="x" />\n```\n',
      mintlify,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      line: 3,
      rule: "render-unknown-prop",
      subject: "Card.herf",
    });
    expect(problems[0]?.message).toContain("(did you mean `href`?)");
  });

  it("checks Docusaurus Tabs and the repository's own components, and leaves open ones alone", () => {
    const components = componentsDefinedIn(
      "export const Badge = ({ label, tone }) => <span>{label}</span>;\nexport function Open(props) { return null; }\n",
    );
    const context = { ...docusaurus, components };
    expect(
      rules(
        "a.mdx",
        '<Tabs groupID="os">\n<TabItem value="mac" lable="macOS">x</TabItem>\n</Tabs>\n<Badge label="new" tones="red" />\n<Open anything="yes" />\n',
        context,
      ),
    ).toEqual([
      "1 render-unknown-prop Tabs.groupID",
      "2 render-unknown-prop TabItem.lable",
      "4 render-unknown-prop Badge.tones",
    ]);
  });

  it("finds Docusaurus admonitions left open, closed twice or of an unknown type", () => {
    expect(
      rules(
        "a.md",
        ":::warning\nCareful.\n:::\n\n:::warn\nCareful.\n:::\n\n:::tip\nNever closed.\n",
        docusaurus,
      ),
    ).toEqual(["5 render-admonition type:warn", "9 render-admonition open:tip"]);
    expect(rules("a.md", "Text.\n:::\n", docusaurus)).toEqual(["2 render-admonition close"]);
  });

  it("finds a MkDocs admonition whose body is not indented", () => {
    expect(
      rules("a.md", '!!! note "Heads up"\n    Indented.\n\n!!! warning\nNot indented.\n', mkdocs),
    ).toEqual(["4 render-admonition body:warning"]);
  });

  it("finds a MkDocs admonition whose body is an unindented code block", () => {
    const page = "??? tip\n\n```bash\nskerry seal\n```\n\n???+ note\n\nNot indented.\n";
    expect(rules("a.md", page, mkdocs)).toEqual([
      "1 render-admonition body:tip",
      "7 render-admonition body:note",
    ]);
  });

  it("accepts a MkDocs admonition whose body opens with an indented code block", () => {
    const page = '!!! note "Heads up"\n\n    ```bash\n    skerry seal\n    ```\n\nAfter it.\n';
    expect(rules("a.md", page, mkdocs)).toEqual([]);
  });

  it("finds a MkDocs content tab whose body is not indented", () => {
    const page =
      '=== "macOS"\n\n    ```bash\n    brew install skerry\n    ```\n\n=== "Windows"\n\n```powershell\nwinget install Skerry.Skerry\n```\n\n===+ "Linux"\nRun the script.\n';
    expect(rules("a.md", page, mkdocs)).toEqual([
      "7 render-content-tab body:Windows",
      "13 render-content-tab body:Linux",
    ]);
    expect(renderProblems("a.md", page, mkdocs)[0]?.message).toContain(
      "indent the lines that belong in the tab (its text and code blocks) by four spaces",
    );
  });

  it("accepts content tabs with indented bodies, nested tabs and tabs shown in a code block", () => {
    const tabs =
      '=== "macOS"\n\n    Install it with Homebrew:\n\n    ```bash\n    brew install skerry\n    ```\n\n===+ "Linux"\n    === "Debian"\n\n        apt install skerry\n\nAfter the tabs.\n';
    expect(rules("a.md", tabs, mkdocs)).toEqual([]);
    const shown = '```markdown\n=== "Windows"\n\nwinget install Skerry.Skerry\n```\n';
    expect(rules("a.md", shown, mkdocs)).toEqual([]);
  });

  it("leaves content tabs alone on sites that are not MkDocs", () => {
    const page = '=== "Windows"\n\nwinget install Skerry.Skerry\n';
    expect(rules("a.md", page, docusaurus)).toEqual([]);
    expect(rules("a.md", page, { ...mkdocs, format: "plain" })).toEqual([]);
  });

  it("reports only the unindented tabs the change adds to a page", () => {
    const before = '=== "macOS"\nbrew install skerry\n';
    const after = `${before}\n=== "Windows"\nwinget install Skerry.Skerry\n`;
    expect(
      introducedRenderProblems("install.md", before, after, mkdocs).map(
        (finding) => `${finding.line} ${finding.rule}`,
      ),
    ).toEqual(["4 render-content-tab"]);
    expect(introducedRenderProblems("install.md", before, before, mkdocs)).toEqual([]);
  });

  it("finds GitHub alerts where the site does not render them, not where it does", () => {
    const page = "# A\n\n> [!WARNING]\n> Careful.\n";
    expect(rules("a.md", page, mkdocs)).toEqual(["3 render-github-alert WARNING"]);
    expect(rules("a.md", page, { ...mkdocs, githubAlerts: true })).toEqual([]);
  });

  it("finds another generator's admonitions where the site renders them as text", () => {
    const colons = "## Restore\n\n:::warning\n\nStop the workers.\n\n:::\n";
    expect(rules("a.md", colons, mkdocs)).toEqual(["3 render-foreign-syntax docusaurus:warning"]);
    expect(rules("a.mdx", colons, mintlify)).toEqual([
      "3 render-foreign-syntax docusaurus:warning",
    ]);
    expect(rules("a.md", colons, docusaurus)).toEqual([]);
    const bangs = '## Restore\n\n!!! warning "Careful"\n    Stop the workers.\n';
    expect(rules("a.md", bangs, docusaurus)).toEqual(["3 render-foreign-syntax mkdocs:warning"]);
    expect(rules("a.md", bangs, mkdocs)).toEqual([]);
    // A site whose pages already use the syntax renders it (a plugin); a site of unknown format
    // may render either; mkdocstrings' `::: package.module` is no admonition.
    expect(
      rules("a.md", colons, { ...mkdocs, admonitionSyntaxes: new Set(["docusaurus"]) }),
    ).toEqual([]);
    expect(rules("a.md", colons, { ...mkdocs, format: "plain" })).toEqual([]);
    expect(rules("a.md", "::: halyard.client\n::: note.parser\n", mkdocs)).toEqual([]);
    // What a code block shows is not rendered.
    expect(rules("a.md", "```md\n:::note\nText.\n:::\n```\n", mkdocs)).toEqual([]);
  });

  it("finds JSON, YAML and TOML blocks that do not parse, but not excerpts or jsonc", () => {
    expect(
      rules(
        "a.md",
        '```json\n{"a": 1,}\n```\n\n```yaml\na: [1, 2\n```\n\n```toml\nx = \n```\n\n```json\n{"a": 1, ...}\n```\n\n```jsonc\n{"a": 1, // one\n}\n```\n\n```json\n{"ok": true}\n```\n',
        mintlify,
      ),
    ).toEqual([
      '1 render-code-block json:{"a": 1,}',
      "5 render-code-block yaml:a: [1, 2",
      "9 render-code-block toml:x = ",
    ]);
  });

  it("reports only what the change introduced", () => {
    const before = '<Card herf="/a">A</Card>\n';
    const after = '<Card herf="/a">A</Card>\n<Card titel="B">B</Card>\n';
    expect(
      introducedRenderProblems("docs/a.mdx", before, after, mintlify).map((f) => f.line),
    ).toEqual([2]);
  });

  it("reads the site's format and the repository's components from the pinned commit", async () => {
    const { tree } = fixtureWorkingTree([
      ...allFiles,
      fixtureFile("docs/snippets/badge.jsx", "export const Badge = ({ label }) => label;\n"),
    ]);
    await tree.holdTexts([...tree.repositoryFiles()]);
    const context = readRenderContext(tree);
    expect(context.format).toBe("mintlify");
    expect(context.components.get("Badge")).toEqual(new Set(["label"]));
    expect(context.githubAlerts).toBe(false);
    expect([...(context.admonitionSyntaxes ?? [])]).toEqual([]);
  });

  it("knows another generator's admonitions the site's pages already use", async () => {
    const { tree } = fixtureWorkingTree([
      ...allFiles,
      fixtureFile(
        "docs/guides/careful.mdx",
        "# Careful\n\n:::note\n\nA plugin renders this.\n\n:::\n",
      ),
    ]);
    await tree.holdTexts([...tree.repositoryFiles()]);
    expect([...(readRenderContext(tree).admonitionSyntaxes ?? [])]).toEqual(["docusaurus"]);
  });

  it("names a prop a page passes to an MDX snippet that reads others, misspelt", async () => {
    const { tree } = fixtureWorkingTree([
      ...allFiles,
      fixtureFile(
        "docs/snippets/requirements.mdx",
        "<Note>\n  Requires {runtime} {minVersion} or later.\n</Note>\n",
      ),
      fixtureFile("docs/snippets/open.mdx", "Hello {user.name}.\n"),
    ]);
    await tree.holdTexts([...tree.repositoryFiles()]);
    const context = readRenderContext(tree);
    expect(context.snippets?.get("docs/snippets/requirements.mdx")).toEqual(
      new Set(["runtime", "minVersion"]),
    );
    expect(context.snippets?.has("docs/snippets/open.mdx")).toBe(false);
    const page = (props: string) =>
      `---\ntitle: "Node.js SDK"\n---\n\nimport Requirements from "/snippets/requirements.mdx";\nimport Open from "../snippets/open.mdx";\n\n<Requirements ${props} />\n<Open anything="x" />\n`;
    expect(
      renderProblems("docs/sdks/node.mdx", page('runtime="Node.js" minVersion="20"'), context),
    ).toEqual([]);
    expect(
      renderProblems("docs/sdks/node.mdx", page('runtime="Node.js" minVerison="20"'), context).map(
        (problem) => problem.message,
      ),
    ).toEqual([
      "<Requirements> takes no prop `minVerison` (did you mean `minVersion`?); it takes `runtime`, `minVersion`",
    ]);
  });

  it("tells the model in the loop, as the docs check's problems", async () => {
    const { tree } = fixtureWorkingTree();
    const checks = new RunChecks(tree, undefined);
    const { model } = await runScriptedLoop(
      tree,
      [
        {
          calls: [
            [
              "replace_in_file",
              {
                path: "index.mdx",
                oldText: "Welcome to Acme.",
                newText: 'Welcome to Acme.\n\n<Card title="Install" herf="/guides/install" />',
              },
            ],
          ],
        },
        { calls: [["read_file", { path: "index.mdx" }]] },
        finish,
        finish,
      ],
      { checks },
    );
    const [answer] = toolResultsSeen(model, 1);
    expect(answer?.output).toContain(
      "index.mdx:5 [render-unknown-prop] <Card> takes no prop `herf` (did you mean `href`?)",
    );
  });
});
