import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findEditsBesideQuotes,
  findFrozenVersionEdits,
  findIndentChanges,
  findMisplacedItems,
  findOffTargetEdits,
  findRuledOutSections,
  findUnnamedRowEdits,
} from "../../../app/agent/review/off-target.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/limits.md", change: "modified", before, after } as FileChange,
];
const table = "# Limits\n\n| Plan | Requests |\n| --- | --- |\n| Free | 600 |\n| Team | 3000 |\n";
const settings =
  "# Settings\n\n## dedupePeers\n\nDefault: **true**\n\n## optimisticRepeatInstall\n\nDefault: **true**\n";

describe("edits that land beside what the instruction names", () => {
  it("names an edit to another table row than the one the instruction names", () => {
    expect(
      findOffTargetEdits(
        page(table, table.replace("| 600 |", "| 5000 |")),
        "docs",
        "Raise the Team plan to 5000.",
      ),
    ).toEqual([
      'limits.md: the change edits the table row "free", while the instruction names "team"',
    ]);
  });

  it("names an edit to another section than the one the instruction names", () => {
    const after = settings.replace(
      "## dedupePeers\n\nDefault: **true**",
      "## dedupePeers\n\nDefault: **false**",
    );
    expect(
      findOffTargetEdits(
        page(settings, after),
        "docs",
        "optimisticRepeatInstall now defaults to false",
      ),
    ).toEqual([
      'limits.md: the change edits the section "dedupepeers", while the instruction names "optimisticrepeatinstall"',
    ]);
  });

  it("says nothing when the edit is where the instruction points, or when it names no row or section", () => {
    expect(
      findOffTargetEdits(
        page(table, table.replace("| 3000 |", "| 5000 |")),
        "docs",
        "Raise the Team plan to 5000.",
      ),
    ).toEqual([]);
    expect(
      findOffTargetEdits(
        page(table, table.replace("| 600 |", "| 700 |")),
        "docs",
        "Fix the limits.",
      ),
    ).toEqual([]);
  });

  it("takes 'tagged ones' after 'untagged manifests' for the row 'tagged manifests'", () => {
    const images =
      "# Retention\n\n| Images | Deleted after |\n| --- | --- |\n| Untagged manifests | 14 days |\n| Tagged manifests | 30 days |\n| Helm charts | 60 days |\n";
    const told = "Untagged manifests are now deleted after 7 days and tagged ones after 90.";
    const both = images.replace("| 14 days |", "| 7 days |").replace("| 30 days |", "| 90 days |");
    expect(findOffTargetEdits(page(images, both), "docs", told)).toEqual([]);
    // "ones" stands for manifests, not for the charts.
    expect(
      findOffTargetEdits(
        page(
          images,
          images.replace("| 14 days |", "| 7 days |").replace("| 60 days |", "| 90 days |"),
        ),
        "docs",
        told,
      ),
    ).toEqual([
      'limits.md: besides the table row the instruction names, the change also edits "helm charts", which it does not name',
    ]);
  });

  it("names the rows and sections edited beside the one the instruction names", () => {
    expect(
      findOffTargetEdits(
        page(table, table.replace("| 600 |", "| 5000 |").replace("| 3000 |", "| 600 |")),
        "docs",
        "Raise the Team plan to 5000.",
      ),
    ).toEqual([
      'limits.md: besides the table row the instruction names, the change also edits "free", which it does not name',
    ]);
    expect(
      findOffTargetEdits(
        page(settings, settings.replaceAll("Default: **true**", "Default: **false**")),
        "docs",
        "optimisticRepeatInstall now defaults to false",
      ),
    ).toEqual([
      'limits.md: besides the section the instruction names, the change also edits "dedupepeers", which it does not name',
    ]);
  });
});

describe("a row keyed by a setting with an underscore", () => {
  const config =
    "# Configuration\n\n| Key | Type | Default |\n| --- | --- | --- |\n| `workers.concurrency` | integer | `4` |\n| `retry.max_attempts` | integer | `3` |\n";
  const instruction = "`retry.max_attempts` now defaults to 5 (it was 3). Update the docs.";

  it("reads the row the instruction names by its key, underscore and all", () => {
    expect(
      findUnnamedRowEdits(
        page(config, config.replace("| integer | `3` |", "| integer | `5` |")),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findOffTargetEdits(
        page(config, config.replace("| integer | `3` |", "| integer | `5` |")),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });

  it("still names an edit to the row beside it", () => {
    expect(
      findOffTargetEdits(
        page(config, config.replace("| integer | `4` |", "| integer | `5` |")),
        "docs",
        instruction,
      ),
    ).toEqual([
      'limits.md: the change edits the table row "workers.concurrency", while the instruction names "retry.max_attempts"',
    ]);
  });
});

describe("a section that lists what the instruction adds one of", () => {
  const rule =
    '# line-length\n\n## Options\n\n- `max`: 100.\n\n## Example\n\n```json\n{ "max": 100 }\n```\n\n## Notes\n\nLong URLs count.\n';
  const added = rule
    .replace("- `max`: 100.\n", "- `max`: 100.\n- `ignore-comments`: false.\n")
    .replace('{ "max": 100 }', '{ "max": 100, "ignore-comments": true }');

  it("takes a new option for the section Options, beside the example it names", () => {
    expect(
      findOffTargetEdits(
        page(rule, added),
        "docs",
        "Document the new `ignore-comments` option, and add it to the example.",
      ),
    ).toEqual([]);
  });

  it("still names a section of another kind edited beside the one named", () => {
    expect(
      findOffTargetEdits(
        page(rule, added.replace("Long URLs count.", "Long URLs and comments count.")),
        "docs",
        "Document the new `ignore-comments` option, and add it to the example.",
      ),
    ).toEqual([
      'limits.md: besides the section the instruction names, the change also edits "notes", which it does not name',
    ]);
  });
});

describe("edits away from a passage the instruction quotes", () => {
  const privacy =
    "# Privacy\n\nHints are removed, as they're not needed. After the plugin has done it's work,\nyour project makes no requests.\n\nIt's on by default.\n";

  it("names a line edited beside the quoted passage, which may run over two lines", () => {
    const after = privacy.replace("done it's work", "done its work").replace("It's on", "Its on");
    expect(
      findEditsBesideQuotes(
        page(privacy, after),
        "docs",
        '"it\'s" → "its" on the privacy page ("after the plugin has done it\'s work, your project").',
      ),
    ).toEqual([
      'limits.md: besides the passage the instruction quotes, the change edits the line "It\'s on by default."',
    ]);
  });

  it("says nothing when the change edits only the lines of the quoted passage", () => {
    const after = privacy.replace("done it's work", "done its work");
    expect(
      findEditsBesideQuotes(
        page(privacy, after),
        "docs",
        'Fix "after the plugin has done it\'s work".',
      ),
    ).toEqual([]);
  });
});

describe("a row the instruction leaves open", () => {
  it("names a value the instruction gives written into a row it does not name", () => {
    expect(
      findUnnamedRowEdits(
        page(table, table.replace("| 3000 |", "| 1200 |")),
        "docs",
        "Set the rate limit to 1200 requests a minute.",
      ),
    ).toEqual([
      'limits.md: the instruction names none of the table\'s rows ("free", "team"), and the change writes its value into "team": which row it means is a guess',
    ]);
  });

  it("leaves a row whose column holds no other row's number: the value belongs to that row", () => {
    const parameters =
      "# List pages\n\n| Parameter | About |\n| --- | --- |\n| workspace | The workspace id. |\n| limit | At most 500 items. |\n";
    expect(
      findUnnamedRowEdits(
        page(parameters, parameters.replace("500", "100")),
        "docs",
        "Every list endpoint returns at most 100 items.",
      ),
    ).toEqual([]);
  });

  it("leaves a row the instruction names, and a number the change does not write", () => {
    expect(
      findUnnamedRowEdits(
        page(table, table.replace("| 3000 |", "| 1200 |")),
        "docs",
        "Set the Team plan's limit to 1200 requests a minute.",
      ),
    ).toEqual([]);
    expect(
      findUnnamedRowEdits(
        page(table, table.replace("| 3000 |", "| 1500 |")),
        "docs",
        "Set the rate limit to 1200 requests a minute.",
      ),
    ).toEqual([]);
    expect(
      findUnnamedRowEdits(
        page(table, `${table}\nEach workspace may send 1200 requests a minute.\n`),
        "docs",
        "Set the rate limit to 1200 requests a minute.",
      ),
    ).toEqual([]);
  });
});

describe("a row the instruction names by the value it held", () => {
  const options =
    "# Options\n\n| Option | Default |\n| --- | --- |\n| `listen` | `0.0.0.0:514` |\n| `rate_limit` | `500` |\n";

  it("leaves a row whose old value the instruction gives, when no other row held it", () => {
    expect(
      findUnnamedRowEdits(
        page(options, options.replace("`500`", "`2000`")),
        "docs",
        "Version 1.9 raises the rate limit from 500 to 2,000 messages a second.",
      ),
    ).toEqual([]);
  });

  it("still names the guess when another row held the old value too", () => {
    expect(
      findUnnamedRowEdits(
        page(table, table.replace("| 600 |", "| 3000 |").replace("| 3000 |\n", "| 1200 |\n")),
        "docs",
        "Raise the rate limit from 3000 to 1200 requests a minute.",
      ),
    ).toHaveLength(1);
    expect(
      findUnnamedRowEdits(
        page(table, table.replace("| 3000 |", "| 1200 |")),
        "docs",
        "Raise the rate limit from 600 to 1,200 requests a minute.",
      ),
    ).toHaveLength(1);
  });
});

describe("a line taken out of its block", () => {
  const tip =
    "# Tabs\n\n!!! tip\n\n    Fore more information, please see the extension guide.\n\nNext.\n";

  it("names a rewritten line whose indentation changed", () => {
    expect(
      findIndentChanges(
        page(tip, tip.replace("    Fore more", "For more")),
        "docs",
        'Typo in the tip: "Fore more information".',
      ),
    ).toEqual([
      'limits.md: the change moves "For more information, please see the extension guide." from an indent of 4 spaces to 0, out of or into the block around it, and the instruction asks for no change of structure',
    ]);
  });

  it("leaves a line fixed in place, and a change of structure the instruction asks for", () => {
    expect(
      findIndentChanges(page(tip, tip.replace("Fore more", "For more")), "docs", "Fix the typo."),
    ).toEqual([]);
    expect(
      findIndentChanges(
        page(tip, tip.replace("    Fore more", "For more")),
        "docs",
        "Move the sentence out of the tip.",
      ),
    ).toEqual([]);
  });
});

describe("fields, list places and sections the instruction rules out", () => {
  const posthog =
    '# PostHog\n\n<ParamField path="apiKey" type="string">\n  The key of your project.\n</ParamField>\n\n<ParamField path="apiHost" type="string">\n  Only when you host it yourself.\n</ParamField>\n';
  const told = "The apiKey is a client-side token, so it is safe to commit. Say so on the page.";

  it("names an edit in another field than the one the instruction names", () => {
    expect(
      findOffTargetEdits(
        page(
          posthog,
          posthog.replace("host it yourself.", "host it yourself. The key is safe to commit."),
        ),
        "docs",
        told,
      ),
    ).toEqual([
      'limits.md: the change edits the field "apihost", while the instruction names "apikey"',
    ]);
    expect(
      findOffTargetEdits(
        page(
          posthog,
          posthog.replace("of your project.", "of your project. It is safe to commit."),
        ),
        "docs",
        told,
      ),
    ).toEqual([]);
  });

  const checklist =
    "- **Set up the assistant.**\n  - Tune the answers.\n- **Enable add-ons.** Turn them on.\n- **Set up automations.**\n";
  const item = "- **Embed the widget.** Put the assistant on your site.";
  const instruction = "Add an item after the assistant setup: embed the widget.";

  it("names a list item added elsewhere than after the one the instruction names", () => {
    expect(
      findMisplacedItems(page(checklist, `${checklist}${item}\n`), "docs", instruction),
    ).toEqual([
      'limits.md: the instruction asks for the item after "- **Set up the assistant.**", and the change puts "- **Embed the widget.** Put the assistant on your" after "- **Set up automations.**"',
    ]);
    expect(
      findMisplacedItems(
        page(checklist, checklist.replace("Turn them on.\n", `Turn them on.\n  ${item}\n`)),
        "docs",
        instruction,
      ),
    ).toHaveLength(1);
  });

  it("leaves alone the item put right after the one named, below that one's own items", () => {
    expect(
      findMisplacedItems(
        page(
          checklist,
          checklist.replace("  - Tune the answers.\n", `  - Tune the answers.\n${item}\n`),
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });

  it("leaves an item rewritten in place, its link moved with the page the instruction places", () => {
    const intro =
      "- [Install](install.md) it first.\n- Sending logs over the internet? [Encrypt them](guides/tls.md).\n";
    expect(
      findMisplacedItems(
        page(intro, intro.replace("guides/tls.md", "security/tls.md")),
        "docs",
        "Move the TLS guide to security/tls.md, in a new part right after Guides.",
      ),
    ).toEqual([]);
  });

  it("names a line written under a section whose kind the instruction rules out", () => {
    const ghes =
      "## Required\n\n- App ID: from step 2\n\n### Optional, for troubleshooting\n\n- Organization name: yours\n";
    const told = "The installation owner is required now, not an optional troubleshooting detail.";
    expect(
      findRuledOutSections(
        page(
          ghes,
          ghes.replace("- Organization name: yours", "- Installation owner: the organization"),
        ),
        "docs",
        told,
      ),
    ).toEqual([
      'limits.md: the change writes "- Installation owner: the organization" under the section "optional, for troubleshooting", and the instruction says it is not optional',
    ]);
    expect(
      findRuledOutSections(
        page(
          ghes,
          ghes.replace(
            "- App ID: from step 2",
            "- App ID: from step 2\n- Installation owner: the organization",
          ),
        ),
        "docs",
        told,
      ),
    ).toEqual([]);
  });

  it("names a line left under that section that names what the instruction speaks of", () => {
    const ghes =
      "## Required\n\n- App ID: from step 2\n\n### Optional, for troubleshooting\n\n- Organization name: yours\n";
    const added = ghes.replace(
      "- App ID: from step 2",
      "- App ID: from step 2\n- Installation owner: the organization",
    );
    expect(
      findRuledOutSections(
        page(ghes, added),
        "docs",
        "The installation owner (the organization that owns the app installation) is required now, not an optional troubleshooting detail.",
      ),
    ).toEqual([
      'limits.md: the section "optional, for troubleshooting" still holds "- Organization name: yours", and the instruction says what it names is not optional',
    ]);
  });
});

describe("edits to the docs of a released version", () => {
  const versioned = (path: string): FileChange[] => [
    {
      path,
      change: "modified",
      before: "# Retention\n\nMessages are kept for 7 days.\n",
      after: "# Retention\n\nMessages are kept for 72 hours.\n",
    } as FileChange,
  ];

  it("names an edit to versioned docs the instruction says stay as they are", () => {
    expect(
      findFrozenVersionEdits(
        versioned("versioned_docs/version-2.x/retention.md"),
        "",
        "The default retention is now 72 hours. Update the current docs; the 2.x docs stay as they are.",
      ),
    ).toEqual([
      "versioned_docs/version-2.x/retention.md: the change edits the docs of the released version 2.x, which the instruction does not ask to change",
    ]);
  });

  it("accepts an edit to the version the instruction asks for", () => {
    expect(
      findFrozenVersionEdits(
        versioned("versioned_docs/version-10.x/retention.md"),
        "",
        "Fix the page, in the current docs and the 10.x docs.",
      ),
    ).toEqual([]);
  });
});

describe("a table row the instruction names by its words", () => {
  const limits =
    "# Limits\n\n| Limit | Value |\n| --- | --- |\n| Search requests per second | 100 |\n| Indexing requests per minute | 600 |\n| Documents per batch request | 1,000 |\n";
  const instruction = "Batch indexing now takes up to 5,000 documents per request (it was 1,000).";

  it("is no guess when every word of its key is in the instruction", () => {
    expect(
      findUnnamedRowEdits(
        page(limits, limits.replace("| 1,000 |", "| 5,000 |")),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });

  it("still calls another row a guess", () => {
    expect(
      findUnnamedRowEdits(
        page(limits, limits.replace("| 600 |", "| 5,000 |")),
        "docs",
        instruction,
      ),
    ).toHaveLength(1);
  });
});
