import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { type ScriptedStep, toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { type FileChange, readFileChanges } from "../../../app/agent/review/change-diff.ts";
import {
  deprecatedKeysInSamples,
  findStaleValues,
  replacedWords,
  unexplainedStaleValues,
  valuesOf,
} from "../../../app/agent/review/stale-values.ts";

const limits = fixtureFile(
  "docs/guides/limits.md",
  "# Limits\n\nA request times out after 30 seconds. Use `acme up --region eu` with v1.4.2.\n",
);
const french = fixtureFile(
  "docs/fr/guides/limits.md",
  "# Limites\n\nUne requête expire après 30 seconds. Utilisez `acme up --region eu`.\n",
);
const snippet = fixtureFile(
  "docs/snippets/timeout.mdx",
  "The timeout is 30 seconds (130 seconds for uploads).\n",
);
const changelog = fixtureFile("docs/changelog.md", "## 1.4\n\nTimeouts are 30 seconds.\n");
const files = [...allFiles, limits, french, snippet, changelog];

describe("values the change replaced that other places still hold", () => {
  it("finds numbers with units, versions, flags and commands on removed lines", () => {
    expect(
      valuesOf([
        "Times out after 30 seconds at 2 MB; see https://acme.dev/limits. Use `acme up --region eu`, `true` or --dry-run with v1.4.2.",
      ]),
    ).toEqual([
      "acme up --region eu",
      "https://acme.dev/limits",
      "--dry-run",
      "v1.4.2",
      "30 seconds",
      "2 MB",
    ]);
  });

  it("lists the translation, the snippet and the page's own second mention, not the changelog or a longer number", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write(
      "docs/guides/limits.md",
      "# Limits\n\nA request times out after 60 seconds. Use `acme up --region eu` with v1.5.0.\n",
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    // v1.4.2 is nowhere else; the changelog keeps its 30 seconds; 130 seconds is another value.
    expect(stale).toEqual([
      {
        value: "30 seconds",
        replacedIn: "guides/limits.md",
        places: ["fr/guides/limits.md:3", "snippets/timeout.mdx:1"],
        more: 0,
        leftElsewhere: true,
      },
    ]);
  });

  it("finds a term swapped inside a line, with the words before a bare number, and not a rewrite", () => {
    const lines = (before: string, after: string) => [
      { kind: "removed" as const, text: before },
      { kind: "added" as const, text: after },
    ];
    expect(
      replacedWords(lines("The IP whitelist; see below.", "The IP allowlist; see below.")),
    ).toEqual(["whitelist"]);
    expect(replacedWords(lines("A list holds at most 100.", "A list holds at most 500."))).toEqual([
      "at most 100",
    ]);
    expect(
      replacedWords(lines("Use Redis Streams for the queue.", "Use RabbitMQ for the queue.")),
    ).toEqual(["Redis Streams"]);
    // "it's" is no value of its own; a rewritten sentence swaps too many words to say which.
    expect(replacedWords(lines("Note it's work here.", "Note its work here."))).toEqual([]);
    expect(
      replacedWords(
        lines(
          "The queue runs on three hosts today.",
          "Each worker pulls jobs from a shared store instead.",
        ),
      ),
    ).toEqual([]);
  });

  it("lists another version of the page still holding a sentence or a sample line the change replaced", async () => {
    const current = fixtureFile(
      "docs/workspace.md",
      "# Workspace\n\nWhen packages is left out, every package in every subfolder is in the workspace.\n\n```yaml\nversion: 11\n```\n",
    );
    const older = fixtureFile(
      "docs/versioned/10.x/workspace.md",
      "# Workspace\n\nWhen packages is left out, every package in every subfolder is in the workspace.\n\n```yaml\nversion: 11\n```\n",
    );
    const { tree } = fixtureWorkingTree([...allFiles, current, older]);
    await tree.write(
      "docs/workspace.md",
      "# Workspace\n\nWhen packages is left out, only the root package is in the workspace.\n\n```yaml\nruntime: node@24\n```\n",
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.map((item) => [item.value, item.places, item.leftElsewhere])).toEqual([
      ["version: 11", ["versioned/10.x/workspace.md:6"], true],
      [
        "When packages is left out, every package in every subfolder is in the workspace.",
        ["versioned/10.x/workspace.md:3"],
        true,
      ],
    ]);
  });

  it("does not take a page's import of a shared snippet for a value another page still holds", async () => {
    const importLine = 'import Retention from "/snippets/retention.mdx";';
    const webhooks = fixtureFile(
      "docs/webhooks.mdx",
      `${importLine}\n\n# Webhooks\n\n<Retention what="Delivery logs" />\n`,
    );
    const auditLog = fixtureFile(
      "docs/audit-log.mdx",
      `${importLine}\n\n# Audit log\n\n<Retention what="Audit events" />\n`,
    );
    const { tree } = fixtureWorkingTree([...allFiles, webhooks, auditLog]);
    await tree.write("docs/webhooks.mdx", "# Webhooks\n\nDelivery logs are kept for 14 days.\n");
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.map((item) => item.value)).not.toContain(importLine);
  });

  it("looks in the translations of every page the value was replaced on, not only the first", async () => {
    const faq = fixtureFile("docs/faq.md", "# FAQ\n\nSessions end after 15 minutes idle.\n");
    const sessions = fixtureFile(
      "docs/guides/sessions.md",
      "# Sessions\n\nA session ends after 15 minutes without a request.\n",
    );
    const german = fixtureFile(
      "docs/de/guides/sessions.md",
      "# Sitzungen\n\nEine Sitzung endet nach 15 Minuten ohne Anfrage.\n",
    );
    const { tree } = fixtureWorkingTree([...allFiles, faq, sessions, german]);
    await tree.write("docs/faq.md", "# FAQ\n\nSessions end after 30 minutes idle.\n");
    await tree.write(
      "docs/guides/sessions.md",
      "# Sessions\n\nA session ends after 30 minutes without a request.\n",
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.find((item) => item.value === "15 minutes")?.places).toEqual([
      "de/guides/sessions.md:3",
    ]);
  });

  it("does not say a value was left elsewhere when the changed page still holds it", async () => {
    const filtering = fixtureFile(
      "docs/filtering.md",
      "# Filtering\n\nUse the [`failIfNoMatch` setting].\n\n[`failIfNoMatch` setting]: settings.md#x\n",
    );
    const settings = fixtureFile(
      "docs/settings.md",
      "# Settings\n\n## failIfNoMatch\n\nUse `failIfNoMatch`.\n",
    );
    const { tree } = fixtureWorkingTree([...allFiles, filtering, settings]);
    await tree.write(
      "docs/filtering.md",
      "# Filtering\n\nThe [`failIfNoMatch`](./settings.md#failifnomatch) setting.\n",
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.find((item) => item.value === "failIfNoMatch")?.leftElsewhere).toBeUndefined();
  });

  it("lists a table value still held under the same row key, not another row's equal value", async () => {
    const configuration = fixtureFile(
      "docs/configuration.md",
      "# Configuration\n\n| Log | Kept for |\n|---|---|\n| Access log | 14 days |\n\n| Images | Deleted after |\n|---|---|\n| Untagged manifests | 14 days |\n\nUntagged manifests go after 14 days.\n",
    );
    const faq = fixtureFile(
      "docs/faq.md",
      "# FAQ\n\n| What | When |\n|---|---|\n| `Untagged manifests` | 14 days |\n| Helm charts | 14 days |\n",
    );
    const { tree } = fixtureWorkingTree([...allFiles, configuration, faq]);
    await tree.write(
      "docs/configuration.md",
      (configuration.content as string).replace(
        "| Untagged manifests | 14 days |",
        "| Untagged manifests | 7 days |",
      ),
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    // The access log and the Helm charts keep 14 days of their own; the prose may mean the same.
    expect(stale.find((item) => item.value === "14 days")?.places).toEqual([
      "configuration.md:11",
      "faq.md:5",
    ]);
  });

  it("finds a port named in prose left in an included snippet and the FAQ, in any case", async () => {
    const install = fixtureFile(
      "docs/installation.md",
      "# Installation\n\nThe server listens on port 7400 by default.\n",
    );
    const firewall = fixtureFile(
      "docs/snippets/firewall.md",
      "Open TCP port 7400 to the machines that write.\n",
    );
    const faq = fixtureFile("docs/faq.md", "# FAQ\n\nPort 7400 over TCP. Not port 74001.\n");
    const { tree } = fixtureWorkingTree([...allFiles, install, firewall, faq]);
    await tree.write(
      "docs/installation.md",
      "# Installation\n\nThe server listens on port 7410 by default.\n",
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.find((item) => item.value === "port 7400")).toEqual({
      value: "port 7400",
      replacedIn: "installation.md",
      places: ["faq.md:3", "snippets/firewall.md:1"],
      more: 0,
      leftElsewhere: true,
    });
    // "Port 7400" swapped at a line's start is the same value, listed once.
    await tree.write("docs/faq.md", "# FAQ\n\nPort 7410 over TCP. Not port 74001.\n");
    const again = await findStaleValues(tree, await readFileChanges(tree));
    expect(again.map((item) => [item.value, item.places])).toEqual([
      ["port 7400", ["snippets/firewall.md:1"]],
    ]);
  });

  it("says nothing when the value was only moved within the page", async () => {
    const { tree } = fixtureWorkingTree(files);
    await tree.write(
      "docs/guides/limits.md",
      "# Limits\n\nUse `acme up --region eu` with v1.4.2.\nA request times out after 30 seconds.\n",
    );
    expect(await findStaleValues(tree, await readFileChanges(tree))).toEqual([]);
  });

  it("leaves out what notDone explains, by value or by page", () => {
    const stale = [
      { value: "30 seconds", replacedIn: "a.md", places: ["fr/a.md:3"], more: 0 },
      { value: "v1.4.2", replacedIn: "a.md", places: ["b.md:1"], more: 0 },
      { value: "--dry-run", replacedIn: "a.md", places: ["c.md:9"], more: 0 },
    ];
    expect(
      unexplainedStaleValues(stale, [
        "fr/a.md: the translators update it.",
        "v1.4.2 stays in b.md: it names an older release.",
      ]).map((item) => item.value),
    ).toEqual(["--dry-run"]);
  });

  it("leaves out what the summary says stays, by value or by a duration in another form", () => {
    const stale = [
      { value: "24 hours", replacedIn: "a.md", places: ["audit.md:10"], more: 0 },
      { value: "24h", replacedIn: "config.md", places: ["config.md:12"], more: 0 },
      { value: "--dry-run", replacedIn: "a.md", places: ["c.md:9"], more: 0 },
    ];
    expect(
      unexplainedStaleValues(
        stale,
        [],
        "Leases default to 1 hour now. The 24-hour audit rotation is a separate setting and stays.",
      ).map((item) => item.value),
    ).toEqual(["--dry-run"]);
    expect(
      unexplainedStaleValues(stale, [], "Changed the 24-hour default to 1 hour everywhere.").map(
        (item) => item.value,
      ),
    ).toEqual(["24 hours", "24h", "--dry-run"]);
  });

  it("shows the places at the self-review", async () => {
    const { tree } = fixtureWorkingTree(files);
    const edit: ScriptedStep = {
      calls: [
        [
          "replace_in_file",
          {
            path: "guides/limits.md",
            oldText: "after 30 seconds",
            newText: "after 60 seconds",
          },
        ],
      ],
    };
    const finish: ScriptedStep = {
      calls: [["finish", { summary: "Raised the timeout.", prTitle: "Raise the timeout" }]],
    };
    const { model } = await runScriptedLoop(tree, [edit, finish, finish], {
      selfReview: "scripted",
    });
    const [review] = toolResultsSeen(model, 2);
    expect(review?.output).toContain(
      "Your change replaces or removes these values, which other places in the docs still hold",
    );
    expect(review?.output).toContain(
      "- `30 seconds` (replaced in guides/limits.md) is still in fr/guides/limits.md:3, snippets/timeout.mdx:1",
    );
  });
});

describe("translations that still hold a value the change replaced", () => {
  const page = fixtureFile(
    "docs/guides/limits.md",
    "# Limits\n\nA request times out after 30 seconds. Run `acme up --region eu`.\n",
  );
  const changeTimeout = async (translations: ReturnType<typeof fixtureFile>[]) => {
    const { tree } = fixtureWorkingTree([...allFiles, page, ...translations]);
    await tree.write(
      "docs/guides/limits.md",
      "# Limits\n\nA request times out after 60 seconds. Run `acme up --region us`.\n",
    );
    return findStaleValues(tree, await readFileChanges(tree));
  };

  it("finds the number of a quantity in a language folder's and an MkDocs suffix translation of the page, though its unit is translated", async () => {
    const stale = await changeTimeout([
      // Mintlify `languages` and folder-per-language sites: a folder per language.
      fixtureFile(
        "docs/fr/guides/limits.md",
        "# Limites\n\nUne requête expire après 30 secondes.\n",
      ),
      fixtureFile("docs/pt-BR/guides/limits.md", "# Limites\n\nExpira após 30 segundos.\n"),
      // MkDocs i18n's suffix layout.
      fixtureFile("docs/guides/limits.de.md", "# Limits\n\nNach 30 Sekunden bricht sie ab.\n"),
    ]);
    const timeout = stale.find((item) => item.value === "30 seconds");
    expect(timeout?.places).toEqual([
      "fr/guides/limits.md:3",
      "guides/limits.de.md:3",
      "pt-BR/guides/limits.md:3",
    ]);
  });

  it("finds the number in each Docusaurus i18n translation of the page, in any script", async () => {
    const { tree } = fixtureWorkingTree([
      ...allFiles,
      fixtureFile("docs/docs/limits.md", "# Limits\n\nUploads stop at 50 MB.\n"),
      fixtureFile(
        "docs/i18n/es/docusaurus-plugin-content-docs/current/limits.md",
        "# Límites\n\nLas subidas se detienen en 50 megabytes.\n",
      ),
      fixtureFile(
        "docs/i18n/ja/docusaurus-plugin-content-docs/current/limits.md",
        "# 制限\n\n50メガバイトで止まります。\n",
      ),
    ]);
    await tree.write("docs/docs/limits.md", "# Limits\n\nUploads stop at 100 MB.\n");
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale).toEqual([
      {
        value: "50 MB",
        replacedIn: "docs/limits.md",
        // The page holds it nowhere now: the translations alone still say it.
        leftElsewhere: true,
        places: [
          "i18n/es/docusaurus-plugin-content-docs/current/limits.md:3",
          "i18n/ja/docusaurus-plugin-content-docs/current/limits.md:3",
        ],
        more: 0,
      },
    ]);
  });

  it("looks for a bare number only in translations of the changed page, and only with a unit after it", async () => {
    const stale = await changeTimeout([
      // Another page's 30 seconds in French is not this page's translation.
      fixtureFile("docs/fr/guides/deploy.md", "# Déployer\n\nAttendez 30 secondes.\n"),
      // A folder that is no language.
      fixtureFile("docs/js/guides/limits.md", "# JS\n\nWait 30 ticks.\n"),
      // The number without a unit, or inside another number.
      fixtureFile("docs/fr/guides/limits.md", "# Limites\n\nÉtape 30\n\nAprès 130 secondes.\n"),
    ]);
    expect(stale.find((item) => item.value === "30 seconds")).toBeUndefined();
  });
});

describe("a setting's old value left in another page's config sample", () => {
  const configuration = fixtureFile(
    "docs/reference/configuration.md",
    "# Configuration\n\n| Key | Type | Default |\n| --- | --- | --- |\n| `retry.max_attempts` | integer | `3` |\n",
  );
  const quickstart = fixtureFile(
    "docs/quickstart.md",
    "# Quickstart\n\n```yaml\nworkers:\n  concurrency: 3\nretry:\n  max_attempts: 3   # the default\n```\n",
  );
  const raised = (configuration.content as string).replace(
    "| integer | `3` |",
    "| integer | `5` |",
  );

  it("names the sample that still sets the setting to the value the table replaced", async () => {
    const { tree } = fixtureWorkingTree([...allFiles, configuration, quickstart]);
    await tree.write("docs/reference/configuration.md", raised);
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.find((item) => item.value === "retry.max_attempts: 3")).toEqual({
      value: "retry.max_attempts: 3",
      replacedIn: "reference/configuration.md",
      places: ["quickstart.md:7"],
      more: 0,
      leftElsewhere: true,
    });
  });

  it("leaves the sample alone once it sets the new value, and another setting's equal value", async () => {
    const { tree } = fixtureWorkingTree([...allFiles, configuration, quickstart]);
    await tree.write("docs/reference/configuration.md", raised);
    await tree.write(
      "docs/quickstart.md",
      (quickstart.content as string).replace("max_attempts: 3", "max_attempts: 5"),
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.find((item) => item.value === "retry.max_attempts: 3")).toBeUndefined();
  });
});

describe("an include another page keeps", () => {
  it("is no value left behind: the other page shows the same file", async () => {
    const kubernetes = fixtureFile(
      "docs/install/kubernetes.md",
      '# Kubernetes\n\n## Network\n\n--8<-- "open-ports.md"\n',
    );
    const linux = fixtureFile(
      "docs/install/linux.md",
      '# Linux\n\n## Network\n\n--8<-- "open-ports.md"\n',
    );
    const { tree } = fixtureWorkingTree([...allFiles, kubernetes, linux]);
    await tree.write(
      "docs/install/kubernetes.md",
      "# Kubernetes\n\n## Network\n\nDo not open port 8480 on the nodes.\n",
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.map((item) => item.value)).not.toContain('--8<-- "open-ports.md"');
  });
});

describe("values the instruction says a page keeps", () => {
  const webhooks = fixtureFile(
    "docs/guides/webhooks.mdx",
    '---\ntitle: "Webhooks"\n---\n\n<SignatureCheck tolerance="5" />\n',
  );
  const callbacks = fixtureFile(
    "docs/guides/payout-status.mdx",
    '---\ntitle: "Status callbacks"\n---\n\n<SignatureCheck tolerance="5" />\n',
  );

  async function staleAfter(instruction: string) {
    const { tree } = fixtureWorkingTree([...allFiles, webhooks, callbacks]);
    await tree.write(
      "docs/guides/webhooks.mdx",
      '---\ntitle: "Webhooks"\n---\n\n<SignatureCheck tolerance="10" />\n',
    );
    return findStaleValues(tree, await readFileChanges(tree), instruction);
  }

  it("leaves out a page the instruction says keeps the value", async () => {
    expect(
      await staleAfter(
        "Webhook deliveries may now be 10 minutes old (it was 5 minutes). Status callbacks keep 5 minutes.",
      ),
    ).toEqual([]);
  });

  it("still lists that page when the instruction does not say it keeps the value", async () => {
    expect(
      (await staleAfter("Webhook deliveries may now be 10 minutes old (it was 5 minutes).")).map(
        (item) => item.places,
      ),
    ).toEqual([["guides/payout-status.mdx:5"], ["guides/payout-status.mdx:5"]]);
  });
});

describe("values the change replaced that its own page's code still holds", () => {
  const page =
    "# Install\n\nThe current release is 2.4.1.\n\n```bash\ndocker pull example/tool:2.4.1\n```\n";
  const install = fixtureFile("docs/guides/get-the-tool.md", page);

  it("marks a version bumped in the prose while the page's command keeps the old one", async () => {
    const { tree } = fixtureWorkingTree([...allFiles, install]);
    await tree.write(
      "docs/guides/get-the-tool.md",
      page.replace("release is 2.4.1.", "release is 2.5.0."),
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.find((item) => item.value === "2.4.1")).toMatchObject({
      places: ["guides/get-the-tool.md:6"],
      leftInCode: true,
    });
  });

  it("does not mark a version bumped everywhere on the page", async () => {
    const { tree } = fixtureWorkingTree([...allFiles, install]);
    await tree.write("docs/guides/get-the-tool.md", page.replaceAll("2.4.1", "2.5.0"));
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    expect(stale.some((item) => item.leftInCode)).toBe(false);
  });
});

describe("keys the change marks deprecated that the page's example still sets", () => {
  const config =
    "# Config\n\n| Key | Default | What |\n|---|---|---|\n| `max_size` | `1048576` | Largest message. |\n\n```yaml\nmax_size: 1048576\n```\n";
  const change = (after: string) =>
    [{ path: "docs/config.md", change: "modified", before: config, after }] as FileChange[];

  it("lists a key marked deprecated in its table row while the example sets it", () => {
    const after = config.replace(
      "| `max_size` | `1048576` | Largest message. |",
      '| `message.max_bytes` | `1048576` | Largest message. |\n| `max_size` | `1048576` | <Deprecated since="3.2" /> |',
    );
    expect(deprecatedKeysInSamples(change(after))).toEqual([
      {
        value: "max_size",
        replacedIn: "docs/config.md",
        places: ["docs/config.md:9"],
        more: 0,
        leftInCode: true,
      },
    ]);
  });

  it("lists nothing once the example uses the new key", () => {
    const after = config
      .replace(
        "| `max_size` | `1048576` | Largest message. |",
        '| `message.max_bytes` | `1048576` | Largest message. |\n| `max_size` | `1048576` | <Deprecated since="3.2" /> |',
      )
      .replace("max_size: 1048576\n```", "message:\n  max_bytes: 1048576\n```");
    expect(deprecatedKeysInSamples(change(after))).toEqual([]);
  });
});

describe("values the instruction keeps on other pages", () => {
  const current = fixtureFile(
    "docs/concepts/retention.md",
    "# Retention\n\nBy default messages are kept 7 days.\n",
  );
  const older = fixtureFile(
    "docs/versioned_docs/version-2.x/concepts/retention.md",
    "# Retention\n\nBy default messages are kept 7 days.\n",
  );
  const java = fixtureFile(
    "docs/clients/java.mdx",
    '# Java client\n\n<Connect client="Java" port="7420" />\n\n```java\nLarkspurClient.connect("broker.internal:7420");\n```\n',
  );
  const go = fixtureFile(
    "docs/clients/go.mdx",
    '# Go client\n\n<Connect client="Go" port="7420" />\n',
  );

  it("leaves the docs version the instruction says stays as it is", async () => {
    const { tree } = fixtureWorkingTree([...allFiles, current, older]);
    await tree.write(
      "docs/concepts/retention.md",
      "# Retention\n\nBy default messages are kept 72 hours.\n",
    );
    const changes = await readFileChanges(tree);
    const asked =
      "The default retention changes from 7 days to 72 hours. Update the current docs; the 2.x docs stay as they are.";
    expect(await findStaleValues(tree, changes, asked)).toEqual([]);
    expect(
      await findStaleValues(
        tree,
        changes,
        "The default retention changes from 7 days to 72 hours.",
      ),
    ).not.toEqual([]);
  });

  it("leaves the other clients' lines when the instruction says they don't change, and names the port left in the page's own address", async () => {
    const { tree } = fixtureWorkingTree([...allFiles, java, go]);
    await tree.write(
      "docs/clients/java.mdx",
      '# Java client\n\n<Connect client="Java" port="7443" />\n\n```java\nLarkspurClient.connect("broker.internal:7420");\n```\n',
    );
    const stale = await findStaleValues(
      tree,
      await readFileChanges(tree),
      "The Java client connects to port 7443. Update the Java client page; the other clients don't change.",
    );
    expect(stale).toEqual([
      {
        value: 'port="7420',
        replacedIn: "clients/java.mdx",
        places: ["clients/java.mdx:6"],
        more: 0,
        leftInAddress: true,
      },
    ]);
  });
});

describe("a line that names the value beside what replaced it", () => {
  it("leaves a component's usage that lists both, and still names a page that keeps the old one", async () => {
    const crop = fixtureFile(
      "docs/crop.mdx",
      '# Crop\n\n## Smart crop <PlanBadge plan="business" />\n\nFinds the subject.\n',
    );
    const badge = fixtureFile(
      "docs/components/plan-badge.mdx",
      '{/* Use <PlanBadge plan="pro" /> or <PlanBadge plan="business" />. */}\n',
    );
    const faces = fixtureFile(
      "docs/faces.mdx",
      '# Faces\n\n## Face blur <PlanBadge plan="business" />\n',
    );
    const { tree } = fixtureWorkingTree([...allFiles, crop, badge, faces]);
    await tree.write(
      "docs/crop.mdx",
      '# Crop\n\n## Smart crop <PlanBadge plan="pro" />\n\nFinds the subject.\n',
    );
    const stale = await findStaleValues(tree, await readFileChanges(tree));
    const places = stale.flatMap((item) => item.places);
    expect(places.some((place) => place.includes("plan-badge"))).toBe(false);
    expect(places.some((place) => place.includes("faces.mdx"))).toBe(true);
  });
});
