import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findLostFacts,
  measureProportion,
  termsOf,
  unexplainedLostFacts,
} from "../../../app/agent/review/proportion.ts";

const configure = [
  "# Configure",
  "",
  "Storage keeps documents on local disk by default, in `storage.path`.",
  "Uploads stop at 50 MB. Credentials for S3 come from the usual AWS environment variables.",
  "",
  "Features:",
  "",
  "- Typed requests and answers",
  "- Streaming uploads",
  "",
].join("\n");

function edit(after: string, before = configure, path = "docs/configure.md"): FileChange {
  return { path, change: "modified", before, after };
}

describe("a change against the size of its instruction", () => {
  it("names a typo fix that rewrites the page, and not a restructure that keeps its facts", () => {
    const rewrite = edit("# Configure\n\nDocuments live on disk.\n\nFeatures: typed requests.\n");
    const typo = measureProportion([rewrite], "Fix the typo in the configure page.", "docs");
    expect(typo).toMatchObject({ smallFix: "a spelling fix", far: true });
    expect(typo.changedLines).toBeGreaterThan(6);
    const restructure = measureProportion([rewrite], "Restructure the configure page.", "docs");
    expect(restructure.far).toBe(false);
    const oneWord = edit(configure.replace("Typed requests", "Typed calls"));
    expect(measureProportion([oneWord], "Fix the typo in the configure page.", "docs").far).toBe(
      false,
    );
  });

  it("lists the values and terms removed and not re-added, not what the rewrite keeps in other words", () => {
    const after = [
      "# Configure",
      "",
      "## Local disk",
      "",
      "Documents stay on local disk by default, in `storage.path`.",
      "",
      "## S3",
      "",
      "Uploads stop at 50 MB.",
      "",
      "| Feature | Details |",
      "|---|---|",
      "| Typed requests | Requests and answers are typed. |",
      "",
    ].join("\n");
    expect(findLostFacts([edit(after)], "Split the page into sections.", "docs")).toEqual([
      { path: "configure.md", facts: ["AWS", "Streaming uploads"] },
    ]);
  });

  it("keeps a duration whose unit the instruction corrects", () => {
    const retries = "# Retries\n\nThe wait never grows past 30 milliseconds.\n";
    const page: FileChange = {
      path: "docs/retries.md",
      change: "modified",
      before: retries,
      after: retries.replace("milliseconds", "seconds"),
    } as FileChange;
    expect(
      findLostFacts([page], "It is in seconds, not milliseconds. Fix the docs.", "docs"),
    ).toEqual([]);
    expect(findLostFacts([page], "Fix the retries page.", "docs")).toHaveLength(1);
  });

  it("keeps what the instruction names, a value replaced by one of its kind, and a passage about a deleted page", () => {
    const after = configure
      .replace("50 MB", "100 MB")
      .replace("`storage.path`", "`storage.dir`")
      .replace(" Credentials for S3 come from the usual AWS environment variables.", "")
      .replace("- Streaming uploads\n", "");
    const legacy: FileChange = {
      path: "docs/legacy.md",
      change: "deleted",
      before: "# Legacy\n",
      after: undefined,
    };
    const page = edit(
      "# Home\n\nRead on.\n",
      "# Home\n\nRead on. Plugins from before 1.0 are covered in\n[legacy plugins](legacy.md).\n",
      "docs/home.md",
    );
    expect(
      findLostFacts(
        [edit(after), legacy, page],
        "Drop the AWS sentence and streaming uploads.",
        "docs",
      ),
    ).toEqual([]);
  });

  it("names a value removed while a related one the page held before stays", () => {
    const page = edit(
      "<Warning>\n  Put `Assistant.md` in `.mintlify/`.\n  Inside `.mintlify/`, `Assistant.md` is not served publicly.\n</Warning>\n",
      "<Warning>\n  Put `Assistant.md` in `.mintlify/`.\n  At the root, your instructions are public at `/assistant.md`. The `.mintlify/` folder keeps `Assistant.md` private.\n</Warning>\n",
      "docs/customize.md",
    );
    expect(
      findLostFacts(
        [page],
        "Say plainly that inside `.mintlify/`, `Assistant.md` is not served publicly.",
        "docs",
      ),
    ).toEqual([{ path: "customize.md", facts: ["/assistant.md"] }]);
  });

  it("names an include or import the change removed and did not put back", () => {
    const page = edit(
      "# Install\n\n- Python 3.11\n",
      '# Install\n\n--8<-- "snippets/requirements.md"\n',
      "docs/install.md",
    );
    expect(findLostFacts([page], "Require 4 GB of memory.", "docs")).toEqual([
      { path: "install.md", facts: ['--8<-- "snippets/requirements.md"'] },
    ]);
  });

  it("leaves a snippet's import alone when the change wrote its own text where the page used it", () => {
    const before =
      '---\ntitle: Webhooks\n---\nimport Retention from "/snippets/retention.mdx";\n\n# Webhooks\n\n<Retention what="Delivery logs" />\n';
    const rewritten = edit(
      "---\ntitle: Webhooks\n---\n# Webhooks\n\nDelivery logs are kept for 14 days.\n",
      before,
      "docs/webhooks.mdx",
    );
    expect(findLostFacts([rewritten], "Keep delivery logs for 14 days.", "docs")).toEqual([]);
    const dropped = edit("---\ntitle: Webhooks\n---\n# Webhooks\n", before, "docs/webhooks.mdx");
    expect(findLostFacts([dropped], "Keep delivery logs for 14 days.", "docs")).toEqual([
      { path: "webhooks.mdx", facts: ['import Retention from "/snippets/retention.mdx";'] },
    ]);
  });

  it("leaves an include alone when the change wrote what the instruction says in its place", () => {
    const page = edit(
      "# Kubernetes\n\n## Network\n\nOn Kubernetes, do not open port 8480: the chart's ingress serves the API.\n",
      '# Kubernetes\n\n## Network\n\n--8<-- "open-ports.md"\n',
      "docs/kubernetes.md",
    );
    expect(
      findLostFacts(
        [page],
        "On Kubernetes nobody should open port 8480: the chart's ingress serves the API.",
        "docs",
      ),
    ).toEqual([]);
  });

  it("reads terms from list items, table rows, bold text and capitals inside a sentence", () => {
    expect(
      termsOf([
        "- **Retries** with backoff, always",
        "| Team | 5000 |",
        "Runs on PostgreSQL and Redis Streams.",
        "```yaml",
      ]),
    ).toEqual(["Retries", "Retries with backoff", "Team", "PostgreSQL", "Redis", "Streams"]);
  });

  it("leaves out what notDone names", () => {
    const lost = [{ path: "a.md", facts: ["AWS", "50 MB"] }];
    expect(unexplainedLostFacts(lost, ["The AWS sentence moved to the S3 page."])).toEqual([
      { path: "a.md", facts: ["50 MB"] },
    ]);
  });

  it("names the size and the lost facts at the self-review", async () => {
    const page = fixtureFile("docs/guides/configure.md", configure);
    const { tree } = fixtureWorkingTree([...allFiles, page]);
    tree.setInstruction("Fix the typo in the configure guide.");
    const read: ScriptedStep = { calls: [["read_file", { path: "guides/configure.md" }]] };
    const rewrite: ScriptedStep = {
      calls: [
        [
          "write_file",
          {
            path: "guides/configure.md",
            content:
              "# Configure\n\nDocuments are kept on local disk, in `storage.path`.\n\nUploads are limited.\n\nFeatures:\n\n- Typed requests and answers\n- Retries\n\nAsk us for more.\n",
          },
        ],
      ],
    };
    const finish: ScriptedStep = {
      calls: [["finish", { summary: "Fixed the typo.", prTitle: "Fix a typo" }]],
    };
    const { model } = await runScriptedLoop(tree, [read, rewrite, finish, finish], {
      selfReview: "scripted",
    });
    const [review] = toolResultsSeen(model, 3);
    expect(review?.output).toContain(
      "far more than asked: the instruction asks for a spelling fix",
    );
    expect(review?.output).toContain("- guides/configure.md: `50 MB`, `AWS`, `Streaming uploads`");
  });
});

describe("facts lost, with durations written in another form", () => {
  it("keeps a duration the instruction names in another written form", () => {
    const quickstart =
      "# Quickstart\n\nQuillon runs for 30 seconds. Each request times out after 10 seconds.\n";
    const after = quickstart.replace("after 10 seconds", "after 30 seconds");
    const change = edit(after, quickstart, "docs/quickstart.md");
    expect(findLostFacts([change], "The default timeout goes from 10s to 30s.", "docs")).toEqual(
      [],
    );
    expect(findLostFacts([change], "The default timeout is now 30s.", "docs")).toEqual([
      { path: "quickstart.md", facts: ["10 seconds"] },
    ]);
  });
});

describe("a link whose target the change fixed", () => {
  it("loses no words of its text, in a language written without spaces too", () => {
    const intro =
      "# 简介\n\n- 需要每条消息只处理一次？请阅读[幂等生产者](guides/exactly-once.md#idempotant-producers)。\n";
    const fixed = intro.replace("#idempotant-producers", "#idempotent-producers");
    expect(
      findLostFacts(
        [edit(fixed, intro, "docs/intro.md")],
        "Fix the misspelling 'idempotant' in the exactly-once guide.",
        "docs",
      ),
    ).toEqual([]);
  });

  it("still names a list item whose words are gone", () => {
    const intro =
      "# 简介\n\n- 需要每条消息只处理一次？请阅读[幂等生产者](guides/exactly-once.md#idempotant-producers)。\n";
    expect(
      findLostFacts(
        [edit("# 简介\n\n- 请阅读。\n", intro, "docs/intro.md")],
        "Fix a typo.",
        "docs",
      ),
    ).not.toEqual([]);
  });
});
