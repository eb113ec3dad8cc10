import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { findLabelMismatches } from "../../../app/agent/review/labels-and-targets.ts";

const mkdocs = fixtureFile(
  "docs/mkdocs.yml",
  "site_name: Acme\nnav:\n  - Home: index.md\n  - Webhooks: guides/webhooks.md\n  - Limits: guides/limits.md\n",
);
const webhooks = fixtureFile("docs/guides/webhooks.md", "# Webhooks\n\nYou receive a delivery.\n");
const limits = fixtureFile(
  "docs/guides/limits.md",
  "# Limits\n\n## Upload size\n\nUploads stop at 50 MB.\n\n## Request rate\n\n100 requests a minute.\n",
);
const sidebar = fixtureFile(
  "docs/guides/events.mdx",
  '---\ntitle: "Events"\nsidebarTitle: "Events"\n---\n\nEvents arrive in order.\n',
);
const files = [...allFiles, mkdocs, webhooks, limits, sidebar];

describe("labels and link texts that miss what they point at", () => {
  it("names a navigation label and a sidebar title that still give a page's old title", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write("docs/guides/webhooks.md", "# Event deliveries\n\nYou receive a delivery.\n");
    await tree.write(
      "docs/guides/events.mdx",
      '---\ntitle: "Event stream"\nsidebarTitle: "Events"\n---\n\nEvents arrive in order.\n',
    );
    expect(await findLabelMismatches(tree, await readFileChanges(tree))).toEqual([
      'guides/events.mdx: the title is now "Event stream", but its sidebar label still says "Events"',
      'guides/webhooks.md: the title is now "Event deliveries", but mkdocs.yml still labels it "Webhooks"',
    ]);
  });

  it("names a navigation label that keeps the old title of a page moved and retitled at once", async () => {
    const guide = "You receive a delivery.\n\nEach one is signed.\n\nRetries stop after a day.\n";
    const { tree } = fixtureWorkingTree([
      ...files.filter((file) => file.path !== webhooks.path),
      fixtureFile(webhooks.path, `# Webhooks\n\n${guide}`),
    ]);
    await tree.write("docs/guides/deliveries.md", `# Event deliveries\n\n${guide}`);
    tree.delete("docs/guides/webhooks.md");
    const nav =
      "site_name: Acme\nnav:\n  - Home: index.md\n  - Webhooks: guides/deliveries.md\n  - Limits: guides/limits.md\n";
    await tree.write("docs/mkdocs.yml", nav);
    expect(await findLabelMismatches(tree, await readFileChanges(tree))).toEqual([
      'guides/deliveries.md: the title is now "Event deliveries", but mkdocs.yml still labels it "Webhooks"',
    ]);
    await tree.write("docs/mkdocs.yml", nav.replace("Webhooks:", "Event deliveries:"));
    expect(await findLabelMismatches(tree, await readFileChanges(tree))).toEqual([]);
  });

  it("names a page's own title fields left on the old name when its heading is retitled", async () => {
    const retries = fixtureFile(
      "docs/guides/retries.md",
      "---\ntitle: Retries\nsidebar_label: Retries\n---\n\n# Retries\n\nA job is tried again.\n",
    );
    const quotas = fixtureFile(
      "docs/guides/quotas.md",
      '---\ntitle: "Quotas"\n---\n\n# Quotas\n\nEach project has a quota.\n',
    );
    const both = fixtureFile(
      "docs/guides/queues.md",
      "---\ntitle: Queues\n---\n\n# Queues\n\nJobs wait in a queue.\n",
    );
    const { tree } = fixtureWorkingTree([...files, retries, quotas, both]);
    await tree.write(
      "docs/guides/retries.md",
      "---\ntitle: Retries\nsidebar_label: Retries\n---\n\n# Retries and backoff\n\nA job is tried again.\n",
    );
    await tree.write(
      "docs/guides/quotas.md",
      '---\ntitle: "Quotas and limits"\n---\n\n# Quotas\n\nEach project has a quota.\n',
    );
    // Retitled in both places: nothing left on the old name.
    await tree.write(
      "docs/guides/queues.md",
      "---\ntitle: Job queues\n---\n\n# Job queues\n\nJobs wait in a queue.\n",
    );
    expect(await findLabelMismatches(tree, await readFileChanges(tree))).toEqual([
      'guides/quotas.md: the front matter title is now "Quotas and limits", but its heading still says "Quotas"',
      'guides/retries.md: the heading is now "Retries and backoff", but its front matter title still says "Retries"',
      'guides/retries.md: the heading is now "Retries and backoff", but its front matter sidebar_label still says "Retries"',
    ]);
  });

  it("names a Docusaurus sidebar label given by the page's doc id that still gives its old title", async () => {
    const site = [
      fixtureFile("docusaurus.config.js", 'export default { title: "Lumen" };\n'),
      fixtureFile(
        "sidebars.json",
        `${JSON.stringify({ docs: ["intro", { type: "category", label: "Guides", items: [{ type: "doc", id: "guides/environments", label: "Environments" }, "guides/domains"] }] }, null, 2)}\n`,
      ),
      fixtureFile("docs/intro.md", "# Introduction\n"),
      fixtureFile("docs/guides/environments.md", "# Environments\n\nPreview and production.\n"),
      fixtureFile("docs/guides/domains.md", "# Domains\n\nAdd a domain.\n"),
    ];
    const { tree } = fixtureWorkingTree(site, { docsRoot: "" });
    await tree.write(
      "docs/guides/environments.md",
      "# Environments and secrets\n\nPreview and production.\n",
    );
    // A page listed by id alone takes no label of the category around it.
    await tree.write("docs/guides/domains.md", "# Custom domains\n\nAdd a domain.\n");
    expect(await findLabelMismatches(tree, await readFileChanges(tree))).toEqual([
      'docs/guides/environments.md: the title is now "Environments and secrets", but sidebars.json still labels it "Environments"',
    ]);
  });

  it("names a card whose title shares no word with the page its href opens, and keeps one that does", async () => {
    const site = [
      fixtureFile("docs.json", '{"navigation":{"pages":["index","sdks/go","sdks/python"]}}\n'),
      fixtureFile("index.mdx", "# Home\n\n<CardGroup>\n</CardGroup>\n"),
      fixtureFile("sdks/go.mdx", '---\ntitle: "Go SDK"\n---\n\nGo.\n'),
      fixtureFile("sdks/python.mdx", '---\ntitle: "Python SDK"\n---\n\nPython.\n'),
    ];
    const { tree } = fixtureWorkingTree(site, { docsRoot: "" });
    await tree.write(
      "index.mdx",
      '# Home\n\n<CardGroup>\n  <Card title="Go" icon="golang" href="/sdks/python">\n    Go.\n  </Card>\n  <Card title="Python" href="/sdks/python">\n    Python.\n  </Card>\n</CardGroup>\n',
    );
    expect(await findLabelMismatches(tree, await readFileChanges(tree))).toEqual([
      'index.mdx: the Card "Go" links to "Python SDK" (/sdks/python), which shares no word with it',
    ]);
  });

  it("names a link whose text shares no word with the heading it lands on, and keeps one that does", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write(
      "docs/guides/webhooks.md",
      "# Webhooks\n\nYou receive a delivery. See [the upload size](limits.md#request-rate) and [request limits](limits.md#request-rate), or [read more](limits.md).\n",
    );
    expect(await findLabelMismatches(tree, await readFileChanges(tree))).toEqual([
      'guides/webhooks.md: the link "the upload size" lands on "Request rate" (limits.md#request-rate), while the section "Upload size" of that page is the one its text names',
    ]);
  });

  it("names a link that lands on a section beside the one its text names, though the page's title shares a word", async () => {
    const retries = fixtureFile(
      "docs/guides/retries.md",
      "# Retries\n\n## Backoff\n\nEach retry waits longer.\n\n## Turning retries off\n\nSet `retries: 0`.\n",
    );
    const { tree } = fixtureWorkingTree([...files, retries]);
    await tree.write(
      "docs/guides/webhooks.md",
      "# Webhooks\n\nYou can [turn retries off](retries.md#backoff), or read [the retries guide](retries.md#backoff).\n",
    );
    expect(await findLabelMismatches(tree, await readFileChanges(tree))).toEqual([
      'guides/webhooks.md: the link "turn retries off" lands on "Backoff" (retries.md#backoff), while the section "Turning retries off" of that page is the one its text names',
    ]);
  });

  it("shows them at the self-review", async () => {
    const { tree } = fixtureWorkingTree(files);
    const edit: ScriptedStep = {
      calls: [
        [
          "replace_in_file",
          { path: "guides/webhooks.md", oldText: "# Webhooks", newText: "# Event deliveries" },
        ],
      ],
    };
    const finish: ScriptedStep = {
      calls: [["finish", { summary: "Retitled the page.", prTitle: "Retitle the webhooks page" }]],
    };
    const { model } = await runScriptedLoop(tree, [edit, finish, finish], {
      selfReview: "scripted",
    });
    const [review] = toolResultsSeen(model, 2);
    expect(review?.output).toContain(
      '- guides/webhooks.md: the title is now "Event deliveries", but mkdocs.yml still labels it "Webhooks"',
    );
  });
});
