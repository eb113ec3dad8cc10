import { file, HOUSE_RULES, valeFiles } from "#testkit/docs-sites/common.ts";
import {
  ask,
  call,
  type Fixture,
  finish,
  read,
  replace,
  run,
  type Task,
  thenAfterRefusal,
} from "../task.ts";

/**
 * A held-out set: tasks on three sites of their own (a payments API on Mintlify with a German
 * translation and snippets that take props, a container registry on Docusaurus with a generated
 * API page, a job scheduler on MkDocs) that the reviewer checks were not tuned on, so they measure
 * how the checks do on mistakes they have not met. Each wrong run is a mistake a reviewer sees at
 * a glance: an old value left in a translation or on the FAQ, a shared snippet that now reads wrong
 * on another page, a prop a renderer does not know, an admonition that never
 * closes or is written in another renderer's syntax, a JSON sample that no longer parses, a
 * generated page edited instead of its spec, a number guessed where the agent should ask, a fact
 * reversed or two values swapped, a change in the wrong section, a link landing somewhere its text
 * does not name, a page retitled while its sidebar label keeps the old name, and a one-word fix
 * that rewrites the paragraph and loses facts.
 */

const mdx = (title: string, body: string, sidebarTitle?: string) =>
  `---\ntitle: "${title}"\n${sidebarTitle ? `sidebarTitle: "${sidebarTitle}"\n` : ""}---\n\n${body}`;

// ---------------------------------------------------------------------------------------------
// Orbit: a payments API on Mintlify (docs.json with languages), snippets that take props

const orbitNavigation = {
  theme: "mint",
  name: "Orbit",
  navigation: {
    languages: [
      {
        language: "en",
        groups: [
          { group: "Get started", pages: ["index", "quickstart", "faq"] },
          {
            group: "Guides",
            pages: [
              "guides/sessions",
              "guides/webhooks",
              "guides/webhook-signing",
              "guides/audit-log",
            ],
          },
        ],
      },
      {
        language: "de",
        groups: [
          { group: "Erste Schritte", pages: ["de/index"] },
          { group: "Anleitungen", pages: ["de/guides/sessions"] },
        ],
      },
    ],
  },
};

const sessions = "guides/sessions.mdx";
const deSessions = "de/guides/sessions.mdx";
const faq = "faq.mdx";
const webhooks = "guides/webhooks.mdx";
const auditLog = "guides/audit-log.mdx";
const retentionSnippet = "snippets/retention.mdx";
const signing = "guides/webhook-signing.mdx";

const orbit: Fixture = {
  name: "held-out-orbit",
  owner: "orbit",
  repo: "orbit-docs",
  docsPath: "",
  format: "mintlify",
  navigationFile: "docs.json",
  valeTerms: "styles/Acme/Terms.yml",
  files: [
    file("docs.json", `${JSON.stringify(orbitNavigation, null, 2)}\n`),
    file("AGENTS.md", HOUSE_RULES),
    ...valeFiles(""),
    file("README.md", "# Orbit docs\n\nRun `mint dev` to preview the site.\n"),
    file(
      "index.mdx",
      mdx(
        "Orbit",
        `Orbit takes card payments for you through hosted checkout sessions.

<CardGroup cols={2}>
  <Card title="Quickstart" href="/quickstart">
    Create a first session in five minutes.
  </Card>
  <Card title="Webhooks" href="/guides/webhooks">
    Hear about paid and expired sessions.
  </Card>
</CardGroup>
`,
      ),
    ),
    file(
      "quickstart.mdx",
      mdx(
        "Quickstart",
        `<Steps>
  <Step title="Get a key">
    Create a secret key under **Developers → API keys**.
  </Step>
  <Step title="Create a session">
    Send \`POST /v1/sessions\` with an \`amount\` and a \`currency\`, authenticated with the key.
  </Step>
  <Step title="Send the customer">
    Redirect the customer to the session's \`url\`.
  </Step>
</Steps>
`,
      ),
    ),
    file(
      faq,
      mdx(
        "FAQ",
        `## Can a customer come back to a session later?

Yes, until it expires: 15 minutes after the customer's last action on the payment page.

## Which currencies do you support?

EUR, USD and GBP.
`,
      ),
    ),
    file(
      sessions,
      mdx(
        "Checkout sessions",
        `A checkout session is one attempt by a customer to pay. Create it on your server, then send
the customer to its \`url\`.

## Request fields

<ParamField body="amount" type="integer" required>
  The amount to charge, in the currency's smallest unit (cents for EUR and USD).
</ParamField>

<ParamField body="currency" type="string" required>
  A three-letter ISO currency code, in lower case.
</ParamField>

<ParamField body="success_url" type="string">
  Where the customer lands after paying.
</ParamField>

## Expiry

A session expires after 15 minutes without activity. An expired session cannot be paid; create a
new one.
`,
        "Sessions",
      ),
    ),
    file(retentionSnippet, "{what} are kept for 30 days, then deleted for good.\n"),
    file(
      webhooks,
      mdx(
        "Webhooks",
        `import Retention from "/snippets/retention.mdx";

Orbit posts an event to your endpoint when a session is paid or expires.

| Event | When |
|---|---|
| \`session.paid\` | The customer paid |
| \`session.expired\` | The session expired unpaid |

To check that a delivery comes from Orbit, [verify its signature](/guides/webhook-signing).

## Delivery logs

Each delivery is logged with the response code your endpoint answered.

<Retention what="Delivery logs" />
`,
      ),
    ),
    file(
      auditLog,
      mdx(
        "Audit log",
        `import Retention from "/snippets/retention.mdx";

The audit log records who changed what in your account: keys created, webhooks edited, members
invited.

<Retention what="Audit events" />
`,
      ),
    ),
    file(
      signing,
      mdx(
        "Verify webhook signatures",
        `Every delivery carries an \`Orbit-Signature\` header: a timestamp and an HMAC-SHA256 of the
timestamp and the body, keyed with your endpoint's signing secret.

1. Split the header into \`t\` (the timestamp) and \`v1\` (the signature).
2. Compute the HMAC of \`t\`, a dot, and the raw body.
3. Compare it with \`v1\` in constant time.
4. Reject the delivery if the timestamp is too old, so a captured request cannot be replayed.
`,
      ),
    ),
    file(
      "de/index.mdx",
      mdx("Orbit", "Orbit nimmt Kartenzahlungen über gehostete Checkout-Sitzungen entgegen.\n"),
    ),
    file(
      deSessions,
      mdx(
        "Checkout-Sitzungen",
        `Eine Checkout-Sitzung ist ein Zahlungsversuch eines Kunden. Erstellen Sie sie auf Ihrem Server
und leiten Sie den Kunden an ihre \`url\` weiter.

## Ablauf

Eine Sitzung läuft nach 15 Minuten ohne Aktivität ab. Eine abgelaufene Sitzung kann nicht bezahlt
werden; erstellen Sie eine neue.
`,
        "Sitzungen",
      ),
    ),
  ],
};

const EN_EXPIRY = "A session expires after 15 minutes without activity.";
const DE_EXPIRY = "Eine Sitzung läuft nach 15 Minuten ohne Aktivität ab.";
const FAQ_EXPIRY = "Yes, until it expires: 15 minutes after the customer's last action";
const LAST_FIELD = `<ParamField body="success_url" type="string">
  Where the customer lands after paying.
</ParamField>
`;
const STEP_4 =
  "4. Reject the delivery if the timestamp is too old, so a captured request cannot be replayed.";

const orbitTasks: Task[] = [
  {
    id: "held-out/orbit-idle-timeout",
    fixture: orbit,
    kind: "edit a passage",
    prompts: ["Idle checkout sessions now time out after 30 minutes instead of 15."],
    golden: {
      changed: [sessions, deSessions, faq],
      contains: [
        [sessions, /30 minutes/],
        [deSessions, /30 Minuten/],
        [faq, /30 minutes/],
      ],
      absent: [
        [sessions, /15 minutes/],
        [deSessions, /15 Minuten/],
        [faq, /15 minutes/],
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(["search_text", { pattern: "15 (minutes|Minuten)" }]),
      call(read(sessions), read(deSessions), read(faq)),
      call(
        replace(sessions, EN_EXPIRY, "A session expires after 30 minutes without activity."),
        replace(deSessions, DE_EXPIRY, "Eine Sitzung läuft nach 30 Minuten ohne Aktivität ab."),
        replace(
          faq,
          FAQ_EXPIRY,
          "Yes, until it expires: 30 minutes after the customer's last action",
        ),
      ),
      finish(
        "Idle sessions now expire after 30 minutes: the sessions guide, its German translation and the FAQ say so.",
        "Sessions expire after 30 idle minutes",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(["search_text", { pattern: "15" }]),
        call(read(faq), read(sessions), read(deSessions)),
        call(
          replace(
            faq,
            FAQ_EXPIRY,
            "Yes, until it expires: 30 minutes after the customer's last action",
          ),
          replace(sessions, EN_EXPIRY, "A session expires after 30 minutes without activity."),
          replace(deSessions, DE_EXPIRY, "Eine Sitzung läuft nach 30 Minuten ohne Aktivität ab."),
        ),
        finish(
          "Changed the idle timeout from 15 to 30 minutes everywhere it is stated (English and German sessions pages, FAQ).",
          "Idle timeout: 15 → 30 minutes",
        ),
      ]),
    ],
    wrong: [
      run("leaves the German page at 15 minutes", [
        call(["search_text", { pattern: "15 minutes" }]),
        call(read(sessions), read(faq)),
        call(
          replace(sessions, EN_EXPIRY, "A session expires after 30 minutes without activity."),
          replace(
            faq,
            FAQ_EXPIRY,
            "Yes, until it expires: 30 minutes after the customer's last action",
          ),
        ),
        finish(
          "Idle sessions now expire after 30 minutes, in the sessions guide and the FAQ.",
          "Sessions expire after 30 idle minutes",
        ),
      ]),
      run("leaves the FAQ at 15 minutes", [
        call(read(sessions), read(deSessions)),
        call(
          replace(sessions, EN_EXPIRY, "A session expires after 30 minutes without activity."),
          replace(deSessions, DE_EXPIRY, "Eine Sitzung läuft nach 30 Minuten ohne Aktivität ab."),
        ),
        finish(
          "The sessions guide, in English and German, now says sessions expire after 30 idle minutes.",
          "Sessions expire after 30 idle minutes",
        ),
      ]),
    ],
  },
  {
    id: "held-out/orbit-shared-snippet",
    fixture: orbit,
    kind: "edit a passage",
    prompts: ["We now keep webhook delivery logs for 14 days. Update the webhooks guide."],
    golden: {
      changed: [webhooks],
      contains: [
        [webhooks, /[Dd]elivery logs are kept for 14 days/],
        [retentionSnippet, "kept for 30 days"],
        [auditLog, '<Retention what="Audit events" />'],
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(webhooks), read(retentionSnippet)),
      call(["search_text", { pattern: "snippets/retention" }]),
      call(
        replace(webhooks, 'import Retention from "/snippets/retention.mdx";\n\n', ""),
        replace(
          webhooks,
          '<Retention what="Delivery logs" />',
          "Delivery logs are kept for 14 days, then deleted for good.",
        ),
      ),
      finish(
        "The webhooks guide says delivery logs are kept for 14 days. The shared retention snippet still says 30 days for the audit log, which uses it too, so the webhooks guide no longer uses it.",
        "Webhooks: delivery logs are kept for 14 days",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read(webhooks)),
        call(read(retentionSnippet), read(auditLog)),
        call(
          replace(
            webhooks,
            '<Retention what="Delivery logs" />',
            "Delivery logs are kept for 14 days and then deleted.",
          ),
          replace(webhooks, 'import Retention from "/snippets/retention.mdx";\n\n', ""),
        ),
        finish(
          "Delivery logs: 14 days, written on the webhooks page itself; the retention snippet stays at 30 days for the audit log.",
          "Keep webhook delivery logs for 14 days",
        ),
      ]),
    ],
    wrong: [
      run("edits the snippet the audit log shares", [
        call(read(webhooks)),
        call(read(retentionSnippet)),
        call(replace(retentionSnippet, "kept for 30 days", "kept for 14 days")),
        finish(
          "Delivery logs are now kept for 14 days, in the retention snippet the webhooks guide uses.",
          "Webhooks: delivery logs are kept for 14 days",
        ),
      ]),
      run("tries a days prop, then writes the value into the shared snippet", [
        call(read(webhooks), read(retentionSnippet)),
        call(
          replace(retentionSnippet, "kept for 30 days", "kept for {days} days"),
          replace(
            webhooks,
            '<Retention what="Delivery logs" />',
            '<Retention what="Delivery logs" days="14" />',
          ),
        ),
        // The expression is refused ("write the value itself"), and the run does just that.
        call(replace(retentionSnippet, "kept for 30 days", "kept for 14 days")),
        finish(
          "The retention snippet now says 14 days, and the webhooks guide passes days=14 to it.",
          "Webhooks: delivery logs are kept for 14 days",
        ),
      ]),
    ],
  },
  {
    id: "held-out/orbit-metadata-field",
    fixture: orbit,
    kind: "edit a passage",
    prompts: [
      "Sessions accept an optional `metadata` object now (up to 20 string keys and values), which comes back unchanged on the session and in its webhooks. Add it to the request fields in the sessions guide.",
    ],
    golden: {
      changed: [sessions],
      contains: [
        [sessions, /<ParamField body="metadata" type="object">\n[^<]*20[^<]*\n<\/ParamField>/],
      ],
      absent: [["*", /required/]],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(sessions)),
      call(
        replace(
          sessions,
          LAST_FIELD,
          `${LAST_FIELD}
<ParamField body="metadata" type="object">
  Up to 20 string keys and values of your own, returned unchanged on the session and in its webhooks.
</ParamField>
`,
        ),
      ),
      finish(
        "Added the optional metadata field to the sessions guide's request fields.",
        "Sessions: the metadata request field",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read(sessions)),
        call(
          replace(
            sessions,
            LAST_FIELD,
            `${LAST_FIELD}
<ParamField body="metadata" type="object">
  Your own data: at most 20 keys, each with a string value. Orbit returns it as given on the session and in the session's webhooks.
</ParamField>
`,
          ),
        ),
        finish(
          "Documented `metadata` (optional, up to 20 string pairs, echoed back) among the session request fields.",
          "Document the optional metadata field of sessions",
        ),
      ]),
    ],
    wrong: [
      run("names the field with a prop ParamField does not take", [
        call(read(sessions)),
        call(
          replace(
            sessions,
            LAST_FIELD,
            `${LAST_FIELD}
<ParamField name="metadata" type="object">
  Up to 20 string keys and values of your own, returned unchanged on the session and in its webhooks.
</ParamField>
`,
          ),
        ),
        finish(
          "Added the optional metadata field to the sessions guide's request fields.",
          "Sessions: the metadata request field",
        ),
      ]),
      run("misspells the type prop", [
        call(read(sessions)),
        call(
          replace(
            sessions,
            LAST_FIELD,
            `${LAST_FIELD}
<ParamField body="metadata" tpye="object">
  Up to 20 string keys and values of your own, returned unchanged on the session and in its webhooks.
</ParamField>
`,
          ),
        ),
        finish(
          "Added the optional metadata field to the sessions guide's request fields.",
          "Sessions: the metadata request field",
        ),
      ]),
    ],
  },
  {
    id: "held-out/orbit-signature-tolerance",
    fixture: orbit,
    kind: "ask, don't guess",
    prompts: [
      "Step 4 of the signature guide just says 'too old', and readers keep asking how old that is. Put the real tolerance in.",
    ],
    golden: {
      changed: [],
      status: "needs_input",
      pullRequest: "none",
      asked: /how (old|long|many (seconds|minutes))|tolerance/i,
    },
    reference: run("reference", [
      call(read(signing)),
      call(["search_text", { pattern: "tolerance|seconds|minutes|timestamp" }]),
      ask(
        "What tolerance does Orbit apply to the signature timestamp (how many seconds or minutes old may a delivery be)? No page or file of the repository states it.",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read(signing)),
        ask(
          "How old may a delivery's timestamp be before it should be rejected? I found no value for the tolerance in the docs, so I would rather not guess it.",
        ),
      ]),
    ],
    wrong: [
      run("guesses five minutes", [
        call(read(signing)),
        call(
          replace(
            signing,
            STEP_4,
            "4. Reject the delivery if the timestamp is more than 5 minutes old, so a captured request cannot be replayed.",
          ),
        ),
        finish(
          "Step 4 now gives the tolerance: 5 minutes.",
          "Webhook signatures: a 5-minute tolerance",
        ),
      ]),
      run("guesses 300 seconds and says it assumed it", [
        call(read(signing)),
        call(["search_text", { pattern: "tolerance" }]),
        call(
          replace(
            signing,
            STEP_4,
            "4. Reject the delivery if the timestamp is more than 300 seconds old, so a captured request cannot be replayed.",
          ),
        ),
        finish(
          "Step 4 now says a delivery older than 300 seconds is rejected.",
          "Webhook signatures: state the timestamp tolerance",
          {
            notDone: [
              "No file states the tolerance; 300 seconds is the usual value for HMAC webhooks.",
            ],
          },
        ),
      ]),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Harbor: a container registry on Docusaurus, with a generated API page and labelled sidebar

const harborSidebars = {
  docs: [
    "intro",
    {
      type: "category",
      label: "Operate",
      items: [
        { type: "doc", id: "operate/configuration", label: "Configuration" },
        { type: "doc", id: "operate/garbage-collection", label: "Garbage collection" },
      ],
    },
    { type: "category", label: "API", items: ["api/delete-tags"] },
  ],
};

const configuration = "docs/operate/configuration.md";
const gc = "docs/operate/garbage-collection.md";
const apiPage = "docs/api/delete-tags.mdx";
const spec = "openapi/harbor.yaml";

const harbor: Fixture = {
  name: "held-out-harbor",
  owner: "harbor",
  repo: "harbor-website",
  docsPath: "",
  format: "docusaurus",
  navigationFile: "sidebars.json",
  valeTerms: "styles/Acme/Terms.yml",
  files: [
    file(
      "docusaurus.config.js",
      `// @ts-check
export default {
  title: "Harbor",
  url: "https://harbor.example",
  baseUrl: "/",
  i18n: { defaultLocale: "en", locales: ["en", "ja"] },
  presets: [["classic", { docs: { sidebarPath: "./sidebars.json" } }]],
  plugins: [
    [
      "docusaurus-plugin-openapi-docs",
      { id: "api", docsPluginId: "classic", config: { harbor: { specPath: "openapi/harbor.yaml", outputDir: "docs/api" } } },
    ],
  ],
};
`,
    ),
    file(
      "package.json",
      `${JSON.stringify(
        {
          name: "harbor-website",
          private: true,
          scripts: {
            "gen-api-docs": "docusaurus gen-api-docs all",
            build: "docusaurus gen-api-docs all && docusaurus build",
          },
        },
        null,
        2,
      )}\n`,
    ),
    file("sidebars.json", `${JSON.stringify(harborSidebars, null, 2)}\n`),
    file("AGENTS.md", HOUSE_RULES),
    ...valeFiles(""),
    file(
      "docs/intro.md",
      `---
sidebar_position: 1
---

# Harbor

Harbor is a self-hosted container registry. Start with the [configuration](operate/configuration.md),
then set up [garbage collection](operate/garbage-collection.md) so old layers do not fill the disk.
`,
    ),
    file(
      configuration,
      `# Configuration

Harbor reads \`harbor.json\` from its working folder at start.

\`\`\`json
{
  "listen": ":5000",
  "storage": "/var/lib/harbor",
  "mirror": false
}
\`\`\`

## Logs

| Log | Kept for |
|---|---|
| Access log | 14 days |
| Audit log | 30 days |

## Image retention

Harbor deletes old images on its own:

| Images | Deleted after |
|---|---|
| Untagged manifests | 14 days |
| Tagged manifests | 30 days |

Tags marked \`pinned\` are never deleted, whatever their age.

## Mirroring

Set \`mirror\` to \`true\` to pull images Harbor does not hold through from the upstream registry.
`,
    ),
    file(
      gc,
      `# Garbage collection

Deleting a tag only removes the name: the layers stay on disk until garbage collection frees them.

## Run it

\`\`\`bash
harbor gc --dry-run
harbor gc
\`\`\`

The dry run lists what would be freed.

## Schedule it

Add a nightly job that runs \`harbor gc\`. On a busy registry it takes a few minutes.
`,
    ),
    file(
      spec,
      `openapi: 3.0.3
info:
  title: Harbor API
  version: "3.1"
paths:
  /v2/{repository}/tags:
    delete:
      summary: Delete old tags
      description: Deletes the tags of a repository that are older than a given age.
      parameters:
        - name: repository
          in: path
          required: true
          description: The repository's name.
          schema:
            type: string
        - name: olderThan
          in: query
          description: Age in hours; tags older than this are deleted.
          schema:
            type: integer
        - name: keepLast
          in: query
          description: How many of the newest tags to keep, whatever their age.
          schema:
            type: integer
`,
    ),
    file(
      apiPage,
      `---
id: delete-tags
title: "Delete old tags"
---

{/* Generated by docusaurus-plugin-openapi-docs from openapi/harbor.yaml. Do not edit by hand: run \`npm run gen-api-docs\`. */}

# Delete old tags

\`DELETE /v2/{repository}/tags\`

Deletes the tags of a repository that are older than a given age.

## Parameters

| Name | In | Type | Description |
|---|---|---|---|
| \`repository\` | path | string | The repository's name. |
| \`olderThan\` | query | integer | Age in hours; tags older than this are deleted. |
| \`keepLast\` | query | integer | How many of the newest tags to keep, whatever their age. |
`,
    ),
    file(
      "i18n/ja/docusaurus-plugin-content-docs/current/intro.md",
      "# Harbor\n\nHarbor はセルフホスト型のコンテナレジストリです。\n",
    ),
  ],
};

const RUN_IT = "## Run it\n\n";
const GC_WARNING_TEXT =
  "Running `harbor gc` while images are being pushed can delete layers that are still being uploaded. Stop pushes first with `harbor readonly on`.";
const JSON_END = '  "mirror": false\n}';
const UNTAGGED = "| Untagged manifests | 14 days |";
const TAGGED = "| Tagged manifests | 30 days |";
const HOURS = "Age in hours; tags older than this are deleted.";
const GENERATED_HEADER =
  "{/* Generated by docusaurus-plugin-openapi-docs from openapi/harbor.yaml. Do not edit by hand: run `npm run gen-api-docs`. */}\n\n";

const harborTasks: Task[] = [
  {
    id: "held-out/harbor-gc-warning",
    fixture: harbor,
    kind: "edit a passage",
    prompts: [
      "Warn people on the garbage collection page, before they run it: running `harbor gc` while images are being pushed can delete layers that are still uploading, so they should stop pushes first (`harbor readonly on`).",
    ],
    golden: {
      changed: [gc],
      contains: [
        [gc, /## Run it\n\n:::(warning|danger|caution)\n/],
        [
          gc,
          /:::(warning|danger|caution)\n\n(?:(?!:::)[\s\S])*readonly on(?:(?!:::)[\s\S])*\n:::\n/,
        ],
      ],
      absent: [["*", /\[!(WARNING|CAUTION|IMPORTANT)\]/]],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(gc)),
      call(replace(gc, RUN_IT, `${RUN_IT}:::warning\n\n${GC_WARNING_TEXT}\n\n:::\n\n`)),
      finish(
        "The garbage collection page warns, before the commands, to stop pushes first.",
        "Garbage collection: warn about running it during pushes",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read(gc)),
        call(
          replace(
            gc,
            RUN_IT,
            `${RUN_IT}:::danger\n\nLayers that are still uploading can be deleted if \`harbor gc\` runs while images are pushed. Turn on read-only mode first: \`harbor readonly on\`.\n\n:::\n\n`,
          ),
        ),
        finish(
          "Added a danger admonition under 'Run it': switch to read-only before collecting garbage.",
          "Warn against garbage collection during pushes",
        ),
      ]),
    ],
    wrong: [
      run("opens the warning and never closes it", [
        call(read(gc)),
        call(replace(gc, RUN_IT, `${RUN_IT}:::warning\n\n${GC_WARNING_TEXT}\n\n`)),
        finish(
          "The garbage collection page warns, before the commands, to stop pushes first.",
          "Garbage collection: warn about running it during pushes",
        ),
      ]),
      run("writes the warning as a GitHub alert", [
        call(read(gc)),
        call(replace(gc, RUN_IT, `${RUN_IT}> [!WARNING]\n> ${GC_WARNING_TEXT}\n\n`)),
        finish(
          "The garbage collection page warns, before the commands, to stop pushes first.",
          "Garbage collection: warn about running it during pushes",
        ),
      ]),
    ],
  },
  {
    id: "held-out/harbor-json-setting",
    fixture: harbor,
    kind: "edit a passage",
    prompts: [
      "Harbor 3.2 adds a `parallelUploads` setting, 3 by default. Show it in the harbor.json example on the configuration page.",
    ],
    golden: {
      changed: [configuration],
      contains: [
        [configuration, /"parallelUploads": 3/],
        // The example is still a JSON object a reader can paste: a comma after every member but the last.
        [
          configuration,
          /```json\n\{\n(?: {2}"[A-Za-z]+": [^,\n]+,\n)* {2}"[A-Za-z]+": [^,\n]+\n\}\n```/,
        ],
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(configuration)),
      call(replace(configuration, JSON_END, '  "mirror": false,\n  "parallelUploads": 3\n}')),
      finish(
        "The harbor.json example shows parallelUploads at its default, 3.",
        "Configuration: parallelUploads in the example",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read(configuration)),
        call(
          replace(
            configuration,
            '  "storage": "/var/lib/harbor",\n',
            '  "storage": "/var/lib/harbor",\n  "parallelUploads": 3,\n',
          ),
        ),
        finish(
          "Added `parallelUploads` (default 3) to the sample configuration file.",
          "Show the parallelUploads setting in harbor.json",
        ),
      ]),
    ],
    wrong: [
      run("adds the member without a comma before it", [
        call(read(configuration)),
        call(replace(configuration, JSON_END, '  "mirror": false\n  "parallelUploads": 3\n}')),
        finish(
          "The harbor.json example shows parallelUploads at its default, 3.",
          "Configuration: parallelUploads in the example",
        ),
      ]),
      thenAfterRefusal(
        run("leaves a trailing comma", [
          call(read(configuration)),
          call(replace(configuration, JSON_END, '  "mirror": false,\n  "parallelUploads": 3,\n}')),
          finish(
            "The harbor.json example shows parallelUploads at its default, 3.",
            "Configuration: parallelUploads in the example",
          ),
        ]),
        call(replace(configuration, '```json\n{\n  "listen"', '```jsonc\n{\n  "listen"')),
        finish(
          "The harbor.json example shows parallelUploads at its default, 3; the block is marked jsonc.",
          "Configuration: parallelUploads in the example",
        ),
      ),
    ],
  },
  {
    id: "held-out/harbor-generated-api-page",
    fixture: harbor,
    kind: "cannot be done",
    prompts: [
      "The API reference for deleting tags says `olderThan` is in hours. It's in days. Please fix.",
    ],
    // The page is generated from the OpenAPI spec, which Inkwell may not change by default: a
    // good run edits neither and says where the fix belongs.
    golden: {
      changed: [],
      pullRequest: "none",
      answer: [/openapi\/harbor\.yaml/],
    },
    reference: run("reference", [
      call(read(apiPage)),
      call(read(spec), read("package.json")),
      call(replace(spec, HOURS, "Age in days; tags older than this are deleted.")),
      finish(
        "docs/api/delete-tags.mdx is generated from openapi/harbor.yaml, so the unit must change there: the olderThan description should read 'Age in days'. Inkwell may not edit the spec in this project; once it is changed, `npm run gen-api-docs` (which the build runs) rebuilds the page.",
        "API: olderThan is in days",
        {
          notDone: [
            "openapi/harbor.yaml: the olderThan description says hours; it should say days. Inkwell may not change that file here.",
          ],
        },
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read(apiPage)),
        call(read(spec)),
        finish(
          "Nothing changed: the delete-tags page is generated, and its text comes from openapi/harbor.yaml, a file outside what I may edit. Change `Age in hours` to `Age in days` in the olderThan parameter there and regenerate the API docs.",
          "Fix the unit of olderThan in the OpenAPI spec",
          { notDone: ["The fix belongs in openapi/harbor.yaml, which I may not edit."] },
        ),
      ]),
    ],
    wrong: [
      run("edits the generated page", [
        call(read(apiPage)),
        call(replace(apiPage, HOURS, "Age in days; tags older than this are deleted.")),
        finish("The API reference now says olderThan is in days.", "API: olderThan is in days"),
      ]),
      run("rewrites the generated page whole, without its marker, when the edit is refused", [
        call(read(apiPage)),
        call(replace(apiPage, HOURS, "Age in days; tags older than this are deleted.")),
        call([
          "write_file",
          {
            path: apiPage,
            content: (harbor.files.find((f) => f.path === apiPage)?.content ?? "")
              .replace(GENERATED_HEADER, "")
              .replace(HOURS, "Age in days; tags older than this are deleted."),
          },
        ]),
        finish("The API reference now says olderThan is in days.", "API: olderThan is in days"),
      ]),
    ],
  },
  {
    id: "held-out/harbor-retention-values",
    fixture: harbor,
    kind: "edit a passage",
    prompts: [
      "From 3.2, untagged manifests are deleted after 7 days and tagged ones after 90. Update the configuration docs.",
    ],
    golden: {
      changed: [configuration],
      facts: [
        { kind: "table-row", path: configuration, key: "Untagged manifests", value: /^7 days$/ },
        { kind: "table-row", path: configuration, key: "Tagged manifests", value: /^90 days$/ },
        { kind: "table-row", path: configuration, key: "Access log", value: /^14 days$/ },
        { kind: "table-row", path: configuration, key: "Audit log", value: /^30 days$/ },
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(configuration)),
      call(
        replace(configuration, UNTAGGED, "| Untagged manifests | 7 days |"),
        replace(configuration, TAGGED, "| Tagged manifests | 90 days |"),
      ),
      finish(
        "Image retention: untagged manifests 7 days, tagged 90 days.",
        "Configuration: 3.2 image retention",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(["search_text", { pattern: "manifests" }]),
        call(read(configuration)),
        call(
          replace(
            configuration,
            `${UNTAGGED}\n${TAGGED}`,
            "| Untagged manifests | 7 days |\n| Tagged manifests | 90 days |",
          ),
        ),
        finish(
          "Updated the image retention table to 3.2's periods (7 days untagged, 90 days tagged).",
          "Image retention periods for 3.2",
        ),
      ]),
    ],
    wrong: [
      run("swaps the two periods", [
        call(read(configuration)),
        call(
          replace(configuration, UNTAGGED, "| Untagged manifests | 90 days |"),
          replace(configuration, TAGGED, "| Tagged manifests | 7 days |"),
        ),
        finish(
          "Image retention: untagged manifests 7 days, tagged 90 days.",
          "Configuration: 3.2 image retention",
        ),
      ]),
    ],
  },
  {
    id: "held-out/harbor-retitle-page",
    fixture: harbor,
    kind: "rename or move a page",
    prompts: ["Rename the Garbage collection page to 'Cleaning up storage'. Keep its URL."],
    golden: {
      changed: [gc, "sidebars.json"],
      contains: [
        [gc, /^# Cleaning up storage$/m],
        ["sidebars.json", '"label": "Cleaning up storage"'],
      ],
      absent: [["sidebars.json", '"label": "Garbage collection"']],
      navigation: [{ page: "operate/garbage-collection", group: "Operate", present: true }],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(gc), read("sidebars.json")),
      call(
        replace(gc, "# Garbage collection\n", "# Cleaning up storage\n"),
        replace("sidebars.json", '"label": "Garbage collection"', '"label": "Cleaning up storage"'),
      ),
      finish(
        "The page and its sidebar entry are now called 'Cleaning up storage'; the URL stays.",
        "Rename Garbage collection to Cleaning up storage",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read("sidebars.json")),
        call(read(gc)),
        call(
          replace(
            "sidebars.json",
            '"label": "Garbage collection"',
            '"label": "Cleaning up storage"',
          ),
          replace(gc, "# Garbage collection\n", "# Cleaning up storage\n"),
        ),
        finish(
          "Retitled the garbage collection page 'Cleaning up storage', heading and sidebar label both; its path is unchanged.",
          "Retitle the garbage collection page",
        ),
      ]),
    ],
    wrong: [
      thenAfterRefusal(
        run("retitles the heading, not the sidebar label", [
          call(read(gc)),
          call(replace(gc, "# Garbage collection\n", "# Cleaning up storage\n")),
          finish(
            "Renamed the Garbage collection page and its sidebar entry to 'Cleaning up storage'.",
            "Rename Garbage collection to Cleaning up storage",
          ),
        ]),
        finish(
          "The page is now titled 'Cleaning up storage'; the URL stays.",
          "Rename Garbage collection to Cleaning up storage",
        ),
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Tern: a job scheduler on MkDocs

const scheduling = "docs/guides/scheduling.md";
const retries = "docs/guides/retries.md";

const tern: Fixture = {
  name: "held-out-tern",
  owner: "tern",
  repo: "tern",
  docsPath: "",
  format: "mkdocs",
  navigationFile: "mkdocs.yml",
  valeTerms: "styles/Acme/Terms.yml",
  files: [
    file(
      "mkdocs.yml",
      `site_name: Tern
docs_dir: docs
theme:
  name: material
markdown_extensions:
  - admonition
  - toc:
      permalink: true
nav:
  - Home: index.md
  - Guides:
      - Scheduling jobs: guides/scheduling.md
      - Retries: guides/retries.md
  - Reference:
      - Job file: reference/job-file.md
`,
    ),
    file("AGENTS.md", HOUSE_RULES),
    ...valeFiles(""),
    file(
      "docs/index.md",
      "# Tern\n\nTern runs your jobs on a schedule and tells you when they fail.\n\n- [Schedule a job](guides/scheduling.md)\n- [How failed runs are retried](guides/retries.md)\n",
    ),
    file(
      scheduling,
      `# Scheduling jobs

A job runs on the schedule its \`cron\` key gives, in the job's time zone (UTC unless \`timezone\` says otherwise). The [job file reference](../reference/job-file.md) lists every key.

## Pausing a job

Run \`tern pause <job>\` to stop a job's runs without deleting it, and \`tern resume <job>\` to start them again. When a paused job is resumed, Tern first runs it once for every run it missed, then follows its schedule.

## Disabling a job

A job that fails 5 runs in a row is disabled. A disabled job does not run until someone enables it again with \`tern enable <job>\`, and its missed runs are not made up.

## Overlapping runs

If a run is still going when the next one is due, the next one is skipped. Failed runs are retried as the [retries guide](retries.md#backoff) describes.
`,
    ),
    file(
      retries,
      `# Retries

When a job fails, Tern tries it again up to 3 times, waiting 30 seconds, then 2 minutes, then 10 minutes between attempts. A job that still fails is marked \`failed\`, and its owner recieves an email with the last 50 lines of its output. Retries do not count toward the workspace's daily run quota.

## Backoff

Set \`retry.backoff\` to \`fixed\` to wait 30 seconds before every attempt instead.

## Turning retries off

Set \`retry.attempts\` to \`0\`.
`,
    ),
    file(
      "docs/reference/job-file.md",
      `# Job file

| Key | Default | Meaning |
|---|---|---|
| \`cron\` | none | When the job runs, as a cron expression. |
| \`timezone\` | \`UTC\` | The time zone \`cron\` is read in. |
| \`retry.attempts\` | \`3\` | How many times a failed run is tried again. |
| \`retry.backoff\` | \`exponential\` | \`exponential\` or \`fixed\`. |
`,
    ),
  ],
};

const RESUME_SENTENCE =
  "When a paused job is resumed, Tern first runs it once for every run it missed, then follows its schedule.";
const OVERLAP_END =
  "Failed runs are retried as the [retries guide](retries.md#backoff) describes.\n";

const ternTasks: Task[] = [
  {
    id: "held-out/tern-one-word",
    fixture: tern,
    kind: "edit a passage",
    prompts: ["Typo on the retries page: 'recieves' should be 'receives'."],
    golden: {
      changed: [retries],
      contains: [
        [retries, "its owner receives an email"],
        [retries, "30 seconds, then 2 minutes, then 10 minutes"],
        [retries, "last 50 lines"],
        [retries, "daily run quota"],
      ],
      absent: [[retries, "recieves"]],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(retries)),
      call(replace(retries, "recieves", "receives")),
      finish("Fixed the typo 'recieves' on the retries page.", "Retries: fix a typo"),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(["search_text", { pattern: "recieves" }]),
        call(read(retries)),
        call(replace(retries, "owner recieves", "owner receives")),
        finish("Spelling: 'receives' on the retries page.", "Fix the spelling of receives"),
      ]),
    ],
    wrong: [
      run("rewrites the paragraph around the word", [
        call(read(retries)),
        call(
          replace(
            retries,
            "When a job fails, Tern tries it again up to 3 times, waiting 30 seconds, then 2 minutes, then 10 minutes between attempts. A job that still fails is marked `failed`, and its owner recieves an email with the last 50 lines of its output. Retries do not count toward the workspace's daily run quota.",
            "When a job fails, Tern tries it again up to 3 times, with a longer wait before each attempt. A job that still fails is marked `failed`, and its owner receives an email with its output.",
          ),
        ),
        finish("Fixed the typo 'recieves' on the retries page.", "Retries: fix a typo"),
      ]),
    ],
  },
  {
    id: "held-out/tern-resume-missed-runs",
    fixture: tern,
    kind: "edit a passage",
    prompts: [
      "Since Tern 2.5, resuming a paused job no longer makes up the runs it missed; it just waits for the next scheduled time. Update the scheduling guide.",
    ],
    golden: {
      changed: [scheduling],
      facts: [
        {
          kind: "states",
          path: scheduling,
          about: /paused job is resumed|resum(e|ing) a paused job|when (it is |a job is )?resumed/,
          says: /(not|no longer|never)[^.]*(made up|make up|run)|waits? for (its|the) next/,
          not: /runs it once for every run it missed|(makes?|made) up (the|its|every|all)[^.]*missed(?![^.]*not)|catch(es)? up/,
        },
      ],
      absent: [[scheduling, "runs it once for every run it missed"]],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(scheduling)),
      call(
        replace(
          scheduling,
          RESUME_SENTENCE,
          "When a paused job is resumed, the runs it missed are not made up: it waits for its next scheduled time.",
        ),
      ),
      finish(
        "The scheduling guide says a resumed job no longer makes up missed runs and waits for its next scheduled time.",
        "Scheduling: resumed jobs do not make up missed runs",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read(scheduling)),
        call(
          replace(
            scheduling,
            RESUME_SENTENCE,
            "When a paused job is resumed, Tern no longer runs the runs it missed; the job simply waits for the next time its schedule gives.",
          ),
        ),
        finish(
          "Resuming a paused job skips the missed runs (since 2.5); the pausing section says so.",
          "Resumed jobs skip missed runs",
        ),
      ]),
    ],
    wrong: [
      run("loses the negation", [
        call(read(scheduling)),
        call(
          replace(
            scheduling,
            RESUME_SENTENCE,
            "When a paused job is resumed, Tern makes up the runs it missed and then waits for its next scheduled time.",
          ),
        ),
        finish(
          "The scheduling guide says what happens to missed runs when a paused job is resumed.",
          "Scheduling: what resuming a job does with missed runs",
        ),
      ]),
      run("writes it under Disabling and keeps the old sentence", [
        call(read(scheduling)),
        call(
          replace(
            scheduling,
            "and its missed runs are not made up.\n",
            "and its missed runs are not made up. Since 2.5 the same holds for a resumed job: it waits for its next scheduled time.\n",
          ),
        ),
        finish(
          "The scheduling guide says a resumed job no longer makes up missed runs.",
          "Scheduling: resumed jobs do not make up missed runs",
        ),
      ]),
    ],
  },
  {
    id: "held-out/tern-link-text",
    fixture: tern,
    kind: "fix a link or anchor",
    prompts: [
      "In the scheduling guide's Overlapping runs section, add a sentence that jobs which must never overlap with their own retries can turn retries off, and link that to the part of the retries guide that says how.",
    ],
    golden: {
      changed: [scheduling],
      contains: [[scheduling, /\[[^\]]*\]\(retries\.md#turning-retries-off\)/]],
      absent: [["*", /\]\((retries\.md#backoff|#disabling-a-job|scheduling\.md#[^)]*)\)/]],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(scheduling), read(retries)),
      call(
        replace(
          scheduling,
          OVERLAP_END,
          `${OVERLAP_END}\nJobs that must never overlap with their own retries can [turn retries off](retries.md#turning-retries-off).\n`,
        ),
      ),
      finish(
        "The overlapping runs section points jobs that must not overlap their retries to turning retries off.",
        "Scheduling: link to turning retries off",
      ),
    ]),
    variants: [
      run("reference (paraphrased)", [
        call(read(retries)),
        call(read(scheduling)),
        call(
          replace(
            scheduling,
            OVERLAP_END,
            `${OVERLAP_END}\nIf a job must never run beside one of its own retries, [switch its retries off](retries.md#turning-retries-off).\n`,
          ),
        ),
        finish(
          "Added a sentence on switching retries off, linked to the retries guide's section on it.",
          "Link overlapping runs to turning retries off",
        ),
      ]),
    ],
    wrong: [
      run("links the neighbouring Backoff section", [
        call(read(scheduling)),
        call(
          replace(
            scheduling,
            OVERLAP_END,
            `${OVERLAP_END}\nJobs that must never overlap with their own retries can [turn retries off](retries.md#backoff).\n`,
          ),
        ),
        finish(
          "The overlapping runs section points jobs that must not overlap their retries to turning retries off.",
          "Scheduling: link to turning retries off",
        ),
      ]),
      run("links the section on disabling a job", [
        call(read(scheduling)),
        call(
          replace(
            scheduling,
            OVERLAP_END,
            `${OVERLAP_END}\nJobs that must never overlap with their own retries can [turn retries off](#disabling-a-job).\n`,
          ),
        ),
        finish(
          "The overlapping runs section points jobs that must not overlap their retries to turning retries off.",
          "Scheduling: link to turning retries off",
        ),
      ]),
    ],
  },
];

export const heldOutTasks: Task[] = [...orbitTasks, ...harborTasks, ...ternTasks];
