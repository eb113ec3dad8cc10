import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findDroppedPassages,
  findKeptClaims,
  findKeptDeniedActions,
  findKeptLinks,
  findKeptOldValues,
  findMissingAdmonitions,
  findUnwrittenListItems,
  findUnwrittenNames,
  findUnwrittenReplacements,
  findUnwrittenValues,
  givenValues,
  oldValues,
} from "../../../app/agent/review/unwritten-values.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/limits.md", change: "modified", before, after } as FileChange,
];
const table =
  "# Limits\n\n| Plan | Requests per minute |\n| --- | --- |\n| Free | 600 |\n| Team | 3000 |\n";

describe("what the instruction quotes of the code", () => {
  it("takes a span the instruction says the code runs as evidence, not a value to write", () => {
    const retries = "# Retries\n\nThe wait never grows past 30 milliseconds.\n";
    const fixed = page(retries, retries.replace("milliseconds", "seconds"));
    expect(
      findUnwrittenValues(
        fixed,
        "docs",
        "It is in seconds, not milliseconds: the code sleeps `Duration::from_secs`.",
      ),
    ).toEqual([]);
    expect(
      findUnwrittenValues(fixed, "docs", "Say that the wait uses `Duration::from_secs`."),
    ).toEqual(["the instruction gives `Duration::from_secs`, which limits.md does not hold"]);
  });
});

describe("a method the instruction names, written as a call", () => {
  it("takes `Client.rotate()` as written by a call on an instance, and not by another method", () => {
    const sdk = "# SDK\n\nRead a secret with `client.get(path)`.\n";
    const instruction = "Document `Client.rotate()` on the SDK page.";
    expect(
      findUnwrittenValues(
        page(sdk, `${sdk}\n## Rotate\n\n\`client.rotate(path)\` makes a new version.\n`),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findUnwrittenValues(
        page(sdk, `${sdk}\n## Rotate\n\n\`client.renew(path)\` makes a new version.\n`),
        "docs",
        instruction,
      ),
    ).toEqual(["the instruction gives `Client.rotate()`, which limits.md does not hold"]);
  });
});

describe("values the instruction gives that the change does not write", () => {
  it("reads URLs, code spans, versions and numbers with units from the instruction", () => {
    expect(
      givenValues(
        "Use `mint automations` (see https://example.com/cli#mint.) from v2.1.0 on; allow 5000 requests a minute, `true` by default.",
      ),
    ).toEqual(["mint automations", "https://example.com/cli#mint", "v2.1.0", "5000 requests"]);
  });

  it("names a number the change was given and wrote otherwise", () => {
    expect(
      findUnwrittenValues(
        page(table, table.replace("| 3000 |", "| 500 |")),
        "docs",
        "The Team plan now allows 5000 requests a minute.",
      ),
    ).toEqual(["the instruction gives `5000 requests`, which limits.md does not hold"]);
  });

  it("takes a number as written in figures or in words, the unit left to the table's heading", () => {
    const instruction =
      "The Team plan now allows 5000 requests a minute; backups run every 6 hours.";
    expect(
      findUnwrittenValues(
        page(table, `${table.replace("| 3000 |", "| 5,000 |")}\nBackups run every six hours.\n`),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });

  it("names the address of a link the instruction gives when the page links elsewhere", () => {
    const before = "Use [linkcheck][lc].\n\n[lc]: https://github.com/old/linkcheck\n";
    expect(
      findUnwrittenValues(
        page(before, before.replace("[lc]", "[linkcheck2]").replace("[linkcheck]", "[linkcheck2]")),
        "docs",
        "Recommend the fork (https://github.com/new/linkcheck2#ci) instead.",
      ),
    ).toEqual([
      "the instruction gives `https://github.com/new/linkcheck2#ci`, which limits.md does not hold",
    ]);
  });

  it("leaves out what the page held before: the old value, or the context of the instruction", () => {
    const before = "Run `pnx codemod run`.\n";
    expect(
      findUnwrittenValues(
        page(before, "Run `pnpx codemod run`.\n"),
        "docs",
        "The page runs `pnx codemod run`, which does not exist: it is `pnpx`.",
      ),
    ).toEqual([]);
  });

  it("takes a qualified name by its last part, and a command by each of its words", () => {
    const before = "# publish\n\nUse [`Cmd::parse_input()`].\n";
    expect(
      findUnwrittenValues(
        page(before, "# publish\n\nUse [`parse_input()`].\n\n### --provenance\n\nLinks it.\n"),
        "docs",
        "It is `mdbook_preprocessor::parse_input` now. Document `publish --provenance`.",
      ),
    ).toEqual([]);
  });

  it("asks for a version only where the changed pages state versions", () => {
    const prose = "Run the link checker in CI.\n";
    expect(
      findUnwrittenValues(
        page(prose, "Run linkcheck2 in CI.\n"),
        "docs",
        "Since 0.5.0 the old checker fails; recommend linkcheck2.",
      ),
    ).toEqual([]);
    const settings = "## dedupePeers\n\nAdded in: v11.0.0\n\n## pmOnFail\n\nAdded in: v8.1.0\n";
    expect(
      findUnwrittenValues(
        page(settings, settings.replace("v11.0.0", "v8.1.0")),
        "docs",
        "dedupePeers shipped in v10.33.0, not in v11.0.0.",
      ),
    ).toEqual(["the instruction gives `v10.33.0`, which limits.md does not hold"]);
  });

  it("says nothing when the change wrote no page", () => {
    expect(
      findUnwrittenValues(
        [{ path: "docs/old.md", change: "deleted", before: "x", after: undefined } as FileChange],
        "docs",
        "Delete the page about `acme legacy`.",
      ),
    ).toEqual([]);
  });
});

describe("values the instruction replaces that a changed page still holds", () => {
  const architecture =
    "# Architecture\n\nJobs go on a RabbitMQ queue.\n\n```mermaid\ngateway --> queue[RabbitMQ]\n```\n";

  it("names an old value left on the page the change edited", () => {
    expect(
      findKeptOldValues(
        page(architecture, architecture.replace("a RabbitMQ queue", "a Redis Streams queue")),
        "docs",
        "We moved the queue from RabbitMQ to Redis Streams.",
      ),
    ).toEqual(["the instruction replaces `RabbitMQ`, which limits.md:6 still holds"]);
    const privacy = "Done it's work. They're not needed.\n";
    expect(
      findKeptOldValues(
        page(privacy, privacy.replace("They're", "Their")),
        "docs",
        '"it\'s" → "its" on the privacy page.',
      ),
    ).toEqual(["the instruction replaces `it's`, which limits.md:1 still holds"]);
  });

  it("leaves a changelog, whose entries tell what a value was", () => {
    const changelog = "# Changelog\n\n## 2.0\n\n- Jobs go on a RabbitMQ queue.\n";
    const changes: FileChange[] = [
      {
        path: "docs/changelog.md",
        change: "modified",
        before: changelog,
        after: changelog.replace(
          "## 2.0",
          "## Unreleased\n\n- Jobs moved from RabbitMQ to Redis Streams.\n\n## 2.0",
        ),
      } as FileChange,
    ];
    expect(
      findKeptOldValues(changes, "docs", "We moved the queue from RabbitMQ to Redis Streams."),
    ).toEqual([]);
  });

  it("says nothing once every occurrence is replaced, or of the same word in another case", () => {
    expect(
      findKeptOldValues(
        page(architecture, architecture.replaceAll("RabbitMQ", "Redis Streams")),
        "docs",
        "We moved the queue from RabbitMQ to Redis Streams.",
      ),
    ).toEqual([]);
    const privacy = "Done it's work.\n\nIt's on by default.\n";
    expect(
      findKeptOldValues(
        page(privacy, privacy.replace("it's work", "its work")),
        "docs",
        '"it\'s" → "its" on the privacy page.',
      ),
    ).toEqual([]);
  });
});

describe("values the instruction marks as out of date", () => {
  it("reads values a page still names, that do not exist, that something is used instead of, or in another case", () => {
    expect(
      oldValues(
        "The command is `mint automations` now; the tip still names `mint workflow`. It runs `pnx`, which does not exist. Use `COPY` instead of `ADD`. The scheme is `Bearer`, not `bearer <token>`.",
      ),
    ).toEqual(["mint workflow", "pnx", "ADD", "bearer <token>"]);
  });

  it("reads a value the instruction says something was, formerly or previously", () => {
    expect(
      oldValues(
        "The default region is now `eu-west` (it was `us-east`). The CLI, formerly `lumenctl`, is `lumen`.",
      ),
    ).toEqual(["us-east", "lumenctl"]);
  });

  describe("a renamed package whose import name stays", () => {
    const python =
      '# Python SDK\n\n<SdkInstall pkg="corvina" install="pip install corvina" />\n\n```text\ncorvina>=2.1\n```\n\n```python\nimport corvina\n\nclient = corvina.Client()\n```\n';
    const instruction =
      "The Python SDK is now published on PyPI as `corvina-sdk` (it was `corvina`). The import name stays `corvina`. Fix the Python SDK page.";
    const props = python.replace(
      'pkg="corvina" install="pip install corvina"',
      'pkg="corvina-sdk" install="pip install corvina-sdk"',
    );

    it("names the requirements line still pinning the old package", () => {
      expect(findKeptOldValues(page(python, props), "docs", instruction)).toEqual([
        "the instruction replaces `corvina` and keeps it only where it says, and limits.md:6 still names it as the package: `corvina>=2.1`",
      ]);
    });

    it("says nothing of the import the instruction keeps once the package is renamed everywhere", () => {
      const done = props.replace("corvina>=2.1", "corvina-sdk>=2.1");
      expect(findKeptOldValues(page(python, done), "docs", instruction)).toEqual([]);
    });

    it("names an install command or a pin in another form still giving the old package", () => {
      for (const [line, form] of [
        ["pip install corvina", "pip install corvina"],
        ["uv pip install corvina==1.2", "uv pip install corvina==1.2"],
        ['corvina = "2.1"', 'corvina = "2.1"'],
      ]) {
        const before = `# Python SDK\n\n\`\`\`text\n${line}\n\`\`\`\n\nInstall \`corvina\`.\n`;
        const after = before.replace("Install `corvina`", "Install `corvina-sdk`");
        expect(findKeptOldValues(page(before, after), "docs", instruction)).toEqual([
          `the instruction replaces \`corvina\` and keeps it only where it says, and limits.md:4 still names it as the package: \`${form}\``,
        ]);
      }
    });
  });

  it("names the old command kept as the anchor of a link", () => {
    const before = "With [`mint workflow`](/cli/commands#mint-workflow).\n";
    const instruction =
      "The CLI command is `mint automations` now; the tip still names `mint workflow` and links to an anchor that no longer exists.";
    expect(
      findKeptOldValues(
        page(before, before.replace("`mint workflow`", "`mint automations`")),
        "docs",
        instruction,
      ),
    ).toEqual([
      "the instruction replaces `mint workflow`, and limits.md:1 still holds `#mint-workflow`",
    ]);
    expect(
      findKeptOldValues(
        page(before, "With [`mint automations`](/cli/commands#mint-automations).\n"),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });

  it("names a value given in place of another that no edited page holds", () => {
    const before = "After the plugin has done it's work, it stops.\n";
    const instruction = '"it\'s" → "its" on the privacy page.';
    expect(
      findUnwrittenReplacements(
        page(before, before.replace("it's work", "it is work")),
        "docs",
        instruction,
      ),
    ).toEqual([
      'the instruction gives "its" in place of another value, and no page the change edited (limits.md) holds it',
    ]);
    expect(
      findUnwrittenReplacements(page(before, before.replace("it's", "its")), "docs", instruction),
    ).toEqual([]);
  });
});

describe("a link kept beside what the instruction gives instead", () => {
  const before =
    "# CI\n\nRun a checker like [mdbook-linkcheck], which finds broken links.\n\n[mdbook-linkcheck]: https://github.com/a/mdbook-linkcheck\n";
  const told =
    "mdbook-linkcheck fails on books with admonitions. Recommend the maintained fork, mdbook-linkcheck2 (https://github.com/b/mdbook-linkcheck2), instead.";
  const ci = (after: string): FileChange[] => [
    { path: "docs/ci.md", change: "modified", before, after } as FileChange,
  ];

  it("names the old link the page still holds beside the new one", () => {
    const after = before.replace(
      "broken links.",
      "broken links, or its fork [mdbook-linkcheck2](https://github.com/b/mdbook-linkcheck2).",
    );
    expect(findKeptLinks(ci(after), "docs", told)).toEqual([
      'the instruction asks for something instead and names "mdbook-linkcheck", which ci.md:3 still links',
    ]);
  });

  it("leaves alone the link replaced, the old name in prose, and an instruction that says of what", () => {
    const replaced =
      "# CI\n\nRun a checker like [mdbook-linkcheck2](https://github.com/b/mdbook-linkcheck2), a fork of mdbook-linkcheck.\n";
    expect(findKeptLinks(ci(replaced), "docs", told)).toEqual([]);
    // What comes instead, linked before and still: the new one, not the one it replaces.
    const both =
      "# CI\n\nUse [mdbook-linkcheck] or [mdbook-linkcheck2].\n\n[mdbook-linkcheck]: a\n[mdbook-linkcheck2]: b\n";
    expect(
      findKeptLinks(
        [
          {
            path: "docs/ci.md",
            change: "modified",
            before: both,
            after: "# CI\n\nUse [mdbook-linkcheck2].\n\n[mdbook-linkcheck2]: b\n",
          } as FileChange,
        ],
        "docs",
        "mdbook-linkcheck2 is maintained. Recommend mdbook-linkcheck2 instead.",
      ),
    ).toEqual([]);
    const after = before.replace("broken links.", "broken links, or [mdbook-linkcheck2](x).");
    expect(
      findKeptLinks(
        ci(after),
        "docs",
        "Add mdbook-linkcheck2 instead of nothing beside mdbook-linkcheck.",
      ),
    ).toEqual([]);
  });
});

describe("names the instruction lists together", () => {
  const before = '---\ndescription: "Review audit logs."\n---\n';
  const instruction = "Say that logs can be exported and streamed to Amazon S3 or Datadog too.";

  it("names the one left out of the list the change wrote", () => {
    expect(
      findUnwrittenNames(
        page(
          before,
          before.replace("Review audit logs.", "Stream audit logs to Amazon S3 or Splunk."),
        ),
        "docs",
        instruction,
      ),
    ).toEqual([
      "limits.md: the instruction lists Amazon S3, Datadog, and the lines the change added name Amazon S3 without Datadog",
    ]);
  });

  it("leaves alone a list written whole, and names the instruction does not list", () => {
    expect(
      findUnwrittenNames(
        page(before, before.replace("Review audit logs.", "Stream logs to Amazon S3 or Datadog.")),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findUnwrittenNames(
        page(before, before.replace("Review audit logs.", "Stream logs to Amazon S3.")),
        "docs",
        "Say that logs can be streamed to Amazon S3 from the CLI.",
      ),
    ).toEqual([]);
  });
});

describe("a quoted passage taken out", () => {
  const before =
    "Use a permanent (308) redirect. For renamed slugs, a new navigation, or removed pages that have a replacement. Search engines follow it.\n";
  const instruction =
    '"For renamed slugs, a new navigation, or removed pages that have a replacement." is not a sentence. Join it to the one before.';

  it("names a passage the change dropped though asked to mend it", () => {
    expect(
      findDroppedPassages(
        page(before, "Use a permanent (308) redirect. Search engines follow it.\n"),
        "docs",
        instruction,
      ),
    ).toHaveLength(1);
  });

  it("leaves the passage alone when its words stay, or when the instruction asks to remove it", () => {
    expect(
      findDroppedPassages(
        page(
          before,
          "Use a permanent (308) redirect for renamed slugs, a new navigation, or removed pages that have a replacement. Search engines follow it.\n",
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findDroppedPassages(
        page(before, "Use a permanent (308) redirect. Search engines follow it.\n"),
        "docs",
        'Remove "For renamed slugs, a new navigation, or removed pages that have a replacement."',
      ),
    ).toEqual([]);
  });
});

describe("a claim the instruction refutes, kept", () => {
  const before =
    "Readers download the spec in one click. The option is hidden on deployments behind auth, so a spec never leaks.\n";
  const instruction =
    "The OpenAPI page says the download option is hidden on sites behind authentication. It is not: every signed-in reader can download the spec.";

  it("names the sentence the change left as it was", () => {
    expect(
      findKeptClaims(
        page(before, `${before}\n<Warning>The download ignores groups.</Warning>\n`),
        "docs",
        instruction,
      ),
    ).toHaveLength(1);
  });

  it("reads a claim the instruction corrects in the same sentence, and one in a snippet the page shows", () => {
    const told =
      "The batch guide tells readers to use a publishable key, but batch requests need a secret key.";
    const guide = "## Authentication\n\n<KeyInHeader />\n";
    const snippet = {
      path: "snippets/key.mdx",
      text: "Pass your publishable key in the header. It is safe in apps.\n",
    };
    const noted = `${guide}\n<Note>Batch requests need a secret key.</Note>\n`;
    expect(
      findKeptClaims(page(guide, noted), "docs", told, new Map([["docs/limits.md", [snippet]]])),
    ).toEqual([
      'limits.md: the instruction says the page is wrong that to use a publishable key, and the change leaves "Pass your publishable key in the header." (shown from snippets/key.mdx)',
    ]);
    // Without the snippet's text, the page says nothing of it; a "but" that adds corrects nothing.
    expect(findKeptClaims(page(guide, noted), "docs", told)).toEqual([]);
    expect(
      findKeptClaims(
        page(guide, noted),
        "docs",
        "The batch guide tells readers to use a publishable key, but it should also say where to find it.",
        new Map([["docs/limits.md", [snippet]]]),
      ),
    ).toEqual([]);
  });

  it("leaves the page alone once the sentence is corrected", () => {
    expect(
      findKeptClaims(
        page(
          before,
          "Readers download the spec in one click. Every signed-in reader can download it.\n",
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("a warning or note asked for and not written", () => {
  const before = "# Spec\n\nReaders download the spec in one click.\n";
  const instruction =
    "Correct the sentence and add a warning against turning it on for a spec with sensitive endpoints.";

  it("names a change that adds no admonition", () => {
    expect(
      findMissingAdmonitions(
        page(before, before.replace("one click.", "one click. It is safe to enable.")),
        "docs",
        instruction,
      ),
    ).toEqual(["the instruction asks to add a warning, and the change adds none"]);
  });

  it("leaves alone an admonition in any syntax, and an ask a later instruction takes back", () => {
    expect(
      findMissingAdmonitions(
        page(
          before,
          `${before}\n<Warning>\n  Do not turn it on for sensitive specs.\n</Warning>\n`,
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findMissingAdmonitions(
        page(before, `${before}\n!!! warning\n    Do not turn it on.\n`),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findMissingAdmonitions(
        page(before, `${before}\n| More than 8 | 16 GB |\n`),
        "docs",
        "Add a note to the scaling guide.\nActually, no note: put that as a row of the table.",
      ),
    ).toEqual([]);
  });
});

describe("items of a list the instruction gives", () => {
  const before = "Serves a `robots.txt` that disallows the whole site:\n\n  \n";
  const instruction =
    "Put the file back: every user agent, AI training, search and AI input signals all off, and the whole site disallowed.";

  it("names the items the added lines say nothing of", () => {
    expect(
      findUnwrittenListItems(
        page(before, before.replace("  \n", "  ```txt\n  User-agent: *\n  Disallow: /\n  ```\n")),
        "docs",
        instruction,
      ),
    ).toEqual([
      'the instruction lists "every user agent", "AI training", "search", "AI input signals all off", and the lines the change added (limits.md) say nothing of "AI training", "search", "AI input signals all off"',
    ]);
  });

  it("leaves alone a list written whole, by its words' stems", () => {
    expect(
      findUnwrittenListItems(
        page(
          before,
          before.replace(
            "  \n",
            "  ```txt\n  User-agent: *\n  Content-Signal: ai-train=no, search=no, ai-input=no\n  Disallow: /\n  ```\n",
          ),
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("an action the instruction says nobody should take, still asked of readers", () => {
  const instruction =
    "On Kubernetes nobody should open port 8480: the chart's ingress serves the API and the dashboard. Fix the Network section.";
  const snippet = {
    path: "snippets/open-ports.md",
    text: "Open TCP port 8480 on each scheduler node: it serves the HTTP API.\n",
  };
  const install = '# Kubernetes\n\n## Network\n\n--8<-- "open-ports.md"\n';

  it("names the snippet the page still shows that says to take it", () => {
    const noted = install.replace(
      '"open-ports.md"\n',
      '"open-ports.md"\n\nWith the chart, the ingress serves the API.\n',
    );
    expect(
      findKeptDeniedActions(
        page(install, noted),
        "docs",
        instruction,
        new Map([["docs/limits.md", [snippet]]]),
      ),
    ).toEqual([
      'limits.md: the instruction says nobody should open port 8480, and the change leaves "Open TCP port 8480 on each scheduler node: it serves the HTTP API." (shown from snippets/open-ports.md)',
    ]);
  });

  it("leaves a page that no longer shows it, and a sentence that says not to", () => {
    const fixed = install.replace(
      '--8<-- "open-ports.md"',
      "On Kubernetes, do not open port 8480 on the nodes.",
    );
    expect(findKeptDeniedActions(page(install, fixed), "docs", instruction)).toEqual([]);
    const kept = "# Kubernetes\n\nDo not open port 8480.\n";
    expect(
      findKeptDeniedActions(page(kept, `${kept}\nUse the ingress.\n`), "docs", instruction),
    ).toEqual([]);
  });
});

describe("an error status in the plural", () => {
  it("is no value to write: '/search/facets now 404s' gives no 404 seconds", () => {
    const instruction =
      "The facets page was merged into the filters page and /search/facets now 404s. Add a redirect.";
    expect(givenValues(instruction)).toEqual([]);
    expect(givenValues("Requests now time out after 30s.")).toEqual(["30s"]);
  });
});
