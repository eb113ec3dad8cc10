import type { DoubleFile } from "#testkit/github/github-double.ts";
import type { ScriptedStep } from "#testkit/model/scripted-model.ts";
import {
  call,
  type Fact,
  type Fixture,
  finish,
  type Golden,
  read,
  replace,
  run,
  type SiteFormat,
  type Task,
  type TaskKind,
  type TaskRun,
  type TextMatch,
  thenAfterRefusal,
} from "../task.ts";

/**
 * More tasks modelled on merged pull requests of public documentation repositories (Mintlify's
 * docs, pnpm.io, the mdBook guide, Material for MkDocs), each on a small site written for the
 * suite in the repository's format: only the pages the pull request touched, the navigation, and
 * what links to them. `eval/real-prs/<slug>/SOURCE.md` names the pull request, its base commit
 * and the repository's licence; no text of the repositories is copied.
 *
 * Each task has the human change as its reference run, the same change worded otherwise as a
 * paraphrased reference run, and wrong runs made from mistakes a reviewer of the pull request
 * would leave a comment about; a wrong run whose `finish` is refused goes on the way models do
 * (`afterRefusal`: a bad fix, or the same claim reworded).
 */
type Edit = [string, Record<string, unknown>];

interface Attempt {
  edits: Edit[];
  title?: string;
  summary?: string;
  /** Why a finding of the docs check stays (the pull request is then a draft). */
  checksNote?: string;
}

interface RealPr {
  slug: string;
  format: SiteFormat;
  kind?: TaskKind;
  navigationFile: string;
  files: Record<string, string>;
  /** The pull request's title and description, in the suite's words: the instruction. */
  instruction: string;
  /** The human's change. */
  human: Edit[];
  title: string;
  /** The same change, worded otherwise: must pass as the human's does. */
  paraphrase: Attempt & { title: string; summary: string };
  /** Files a good run may change besides the human's. */
  allowed?: string[];
  deleted?: string[];
  contains?: [path: string, text: TextMatch][];
  absent?: [path: string, text: TextMatch][];
  navigation?: Golden["navigation"];
  facts?: Fact[];
  externalHosts?: string[];
  /** What the human run says of a finding it leaves (the good runs say it too). */
  checksNote?: string;
  /** The pull request a good run leaves: ready unless the product rightly holds it back. */
  pullRequest?: "ready" | "draft";
  wrong: (Attempt & { name: string; afterRefusal?: Attempt })[];
}

const del = (path: string): Edit => ["delete_file", { path }];

function pathOf(edit: Edit): string {
  return String(edit[1].path);
}

function fixtureOf(pr: RealPr): Fixture {
  const files: DoubleFile[] = Object.entries(pr.files).map(([path, content]) => ({
    path,
    content,
  }));
  return {
    name: `real-${pr.slug}`,
    owner: "upstream",
    repo: pr.slug,
    docsPath: "",
    format: pr.format,
    navigationFile: pr.navigationFile,
    valeTerms: "styles/Terms.yml",
    files,
  };
}

function attempt(pr: RealPr, name: string, a: Attempt): TaskRun {
  const title = a.title ?? pr.title;
  const reads = [...new Set(a.edits.map(pathOf))].filter((path) => path in pr.files);
  return run(name, [
    call(...reads.map((path) => read(path))),
    call(...a.edits),
    finish(a.summary ?? `${title}.`, title, a.checksNote ? { checksNote: a.checksNote } : {}),
  ]);
}

function taskOf(pr: RealPr): Task {
  const changed = [...new Set(pr.human.map(pathOf))];
  return {
    id: `real/${pr.slug}`,
    fixture: fixtureOf(pr),
    kind: pr.kind ?? "edit a passage",
    prompts: [pr.instruction],
    golden: {
      changedWithin: [...changed, ...(pr.allowed ?? [])],
      changedAtLeast: changed,
      ...(pr.deleted ? { deleted: pr.deleted } : {}),
      contains: pr.contains ?? [],
      absent: pr.absent ?? [],
      navigation: pr.navigation ?? [],
      facts: pr.facts ?? [],
      ...(pr.externalHosts ? { externalHosts: pr.externalHosts } : {}),
      pullRequest: pr.pullRequest ?? "ready",
    },
    reference: attempt(pr, "reference", {
      edits: pr.human,
      title: pr.title,
      ...(pr.checksNote ? { checksNote: pr.checksNote } : {}),
    }),
    variants: [attempt(pr, "reference (paraphrased)", pr.paraphrase)],
    wrong: pr.wrong.map((w) => {
      const first = attempt(pr, w.name, w);
      if (!w.afterRefusal) return first;
      const title = w.afterRefusal.title ?? w.title ?? pr.title;
      const steps: ScriptedStep[] = [];
      if (w.afterRefusal.edits.length > 0) steps.push(call(...w.afterRefusal.edits));
      steps.push(finish(w.afterRefusal.summary ?? w.summary ?? `${title}.`, title));
      return thenAfterRefusal(first, ...steps);
    }),
  };
}

const docsJson = (groups: Record<string, string[]>) =>
  `${JSON.stringify(
    {
      name: "Docs",
      navigation: {
        groups: Object.entries(groups).map(([group, pages]) => ({ group, pages })),
      },
    },
    null,
    2,
  )}\n`;

const sidebars = (items: Record<string, string[]>) =>
  `${JSON.stringify(
    {
      docs: Object.entries(items).map(([label, ids]) => ({ type: "category", label, items: ids })),
    },
    null,
    2,
  )}\n`;

const bookToml = '[book]\ntitle = "The Book"\nsrc = "src"\n\n[output.html]\n';

const mdx = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n${body}`;

// ---------------------------------------------------------------------------------------------
// Mintlify's docs

const scim = "dashboard/scim.mdx";
const scimStep =
  "Under **Provisioning** in the app's settings, enter the Mintlify SCIM base URL and the bearer token. Format the token as `bearer <token>`.";

const openapi = "api-playground/openapi-setup.mdx";
const downloadOld =
  "With the option on, readers download your OpenAPI spec in one click; several specs arrive together as `api-specs.zip`. The option is hidden on deployments behind `auth` or `userAuth`, so a spec behind authentication never leaks.";
const downloadIntro =
  "With the option on, readers download your OpenAPI spec in one click; several specs arrive together as `api-specs.zip`.";

const customize = "agent/customize.mdx";
const customizePara =
  "Write the instructions you want the agent to follow. They are added to its system prompt, so they hold for every task, from the dashboard, Slack or the API.\n";

const posthog = "integrations/analytics/posthog.mdx";
const posthogKey =
  '<ParamField path="apiKey" type="string" required>\n  The API key of your PostHog project. It starts with `phc_`.\n</ParamField>';

const mintlify: RealPr[] = [
  {
    slug: "mintlify-docs-6903",
    format: "mintlify",
    kind: "fix a link or anchor",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({
        Create: ["guides/accessibility", "create,changelogs", "guides/content-types"],
      }),
      "guides/accessibility.mdx": mdx(
        "Accessibility",
        "Give every image alt text, and keep headings in order.\n",
      ),
      "create/changelogs.mdx": mdx(
        "Changelogs",
        "A changelog page lists your releases with the `Update` component.\n",
      ),
      "guides/content-types.mdx": mdx(
        "Content types",
        "Pick a page type by what the reader came to do. For release notes, see [changelogs](/create/changelogs).\n",
      ),
    },
    instruction:
      "fix: correct create/changelogs nav path in docs.json\n\nThe navigation lists `create,changelogs`, with a comma where the slash belongs, so the changelogs page is missing from the sidebar.",
    human: [replace("docs.json", '"create,changelogs"', '"create/changelogs"')],
    title: "Fix the create/changelogs path in the navigation",
    paraphrase: {
      edits: [replace("docs.json", '"create,changelogs",', '"create/changelogs",')],
      title: "Navigation: list the changelogs page under its real path",
      summary:
        "The navigation entry had a comma in place of a slash; it now names create/changelogs.",
    },
    absent: [["docs.json", "create,changelogs"]],
    navigation: [
      {
        page: "create/changelogs",
        group: "Create",
        present: true,
        after: "guides/accessibility",
      },
    ],
    wrong: [
      {
        name: "drops the broken entry instead of fixing it",
        edits: [replace("docs.json", '"create,changelogs",\n', "")],
        title: "Remove the broken changelogs entry from the navigation",
      },
      {
        name: "fixes the path but adds a leading slash",
        edits: [replace("docs.json", '"create,changelogs"', '"/create/changelogs"')],
        afterRefusal: {
          edits: [],
          title: "Navigation: fix the changelogs entry",
          summary: "The changelogs entry now points at the page.",
        },
      },
      {
        name: "fixes the path and moves it to the end of the group",
        edits: [
          replace("docs.json", '"create,changelogs",\n', ""),
          replace(
            "docs.json",
            '"guides/content-types"',
            '"guides/content-types",\n          "create/changelogs"',
          ),
        ],
      },
      {
        name: "names the page with its file extension",
        edits: [replace("docs.json", '"create,changelogs"', '"create/changelogs.mdx"')],
        afterRefusal: {
          edits: [],
          title: "Navigation: the changelogs entry",
          summary: "The changelogs entry is in the navigation.",
        },
      },
    ],
  },
  {
    slug: "mintlify-docs-6737",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({ Dashboard: ["dashboard/sso", "dashboard/scim"] }),
      "dashboard/sso.mdx": mdx(
        "Single sign-on",
        "Set up SSO first; [SCIM provisioning](/dashboard/scim) builds on it.\n",
      ),
      [scim]: mdx(
        "SCIM provisioning",
        `Provision members from your identity provider.\n\n<Steps>\n  <Step title="Create an app">\n    In your identity provider, create a SCIM 2.0 app.\n  </Step>\n  <Step title="Add your Mintlify credentials">\n    ${scimStep}\n  </Step>\n</Steps>\n`,
      ),
    },
    instruction:
      "docs: capitalize Bearer in SCIM token format example\n\nThe authorization scheme is `Bearer`; the SCIM page tells people to format the token as `bearer <token>`.",
    human: [replace(scim, "`bearer <token>`", "`Bearer <token>`")],
    title: "SCIM: the token format is Bearer <token>",
    paraphrase: {
      edits: [
        replace(
          scim,
          "Format the token as `bearer <token>`.",
          "Put the `Bearer` scheme in front of the token: `Bearer <token>`.",
        ),
      ],
      title: "SCIM page: capitalise the Bearer scheme",
      summary: "The SCIM step now gives the token as `Bearer <token>`, with a capital B.",
    },
    contains: [[scim, "`Bearer <token>`"]],
    absent: [[scim, "`bearer <token>`"]],
    wrong: [
      {
        name: "capitalises the prose, not the example",
        edits: [replace(scim, "and the bearer token.", "and the Bearer token.")],
      },
      {
        name: "drops the scheme from the example",
        edits: [replace(scim, "`bearer <token>`", "`<token>`")],
        title: "SCIM: send the token on its own",
      },
      {
        name: "names the wrong scheme",
        edits: [replace(scim, "`bearer <token>`", "`Basic <token>`")],
      },
      {
        name: "puts a colon after the scheme",
        edits: [replace(scim, "`bearer <token>`", "`Bearer: <token>`")],
      },
    ],
  },
  {
    slug: "mintlify-docs-6939",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({
        "API playground": ["api-playground/openapi-setup"],
        Deploy: ["deploy/authentication-setup"],
      }),
      [openapi]: mdx(
        "OpenAPI setup",
        `## Download the spec\n\nTurn on a "Download API spec" entry in the page menu with \`download-spec\`.\n\n${downloadOld}\n\n## Endpoint pages\n\nEach operation gets a page of its own.\n`,
      ),
      "deploy/authentication-setup.mdx": mdx(
        "Authentication setup",
        "Authentication groups decide which pages a signed-in reader sees.\n",
      ),
    },
    instruction:
      "docs: warn that download-spec on authed sites bypasses auth groups\n\nThe OpenAPI page says the download option is hidden on sites behind authentication. It is not: every signed-in reader can download the spec, and the file is not filtered by authentication groups, so it holds endpoints a group would not otherwise see. Correct the sentence and add a warning against turning it on for a spec with sensitive endpoints.",
    human: [
      replace(
        openapi,
        downloadOld,
        `${downloadIntro} On deployments behind \`auth\` or \`userAuth\`, only authenticated readers can download the spec.\n\n<Warning>\n  The downloaded spec is unfiltered: it ignores [authentication groups](/deploy/authentication-setup), so any authenticated reader who opens the menu gets the full spec, including endpoints hidden from their group. Do not enable \`download-spec\` on an authenticated site whose spec has endpoints or fields you consider sensitive.\n</Warning>`,
      ),
    ],
    title: "OpenAPI: download-spec does not respect authentication groups",
    paraphrase: {
      edits: [
        replace(
          openapi,
          downloadOld,
          `${downloadIntro} Behind \`auth\` or \`userAuth\`, any signed-in reader can download it.\n\n<Warning>\n  Authentication groups do not filter the downloaded file: every signed-in reader gets the whole spec, endpoints their group cannot see included. Leave \`download-spec\` off when the spec describes anything sensitive.\n</Warning>`,
        ),
      ],
      title: "Warn that the downloaded spec ignores authentication groups",
      summary:
        "Corrected the download-spec section: signed-in readers can download the whole spec, and a warning says groups do not filter it.",
    },
    facts: [
      {
        kind: "states",
        path: openapi,
        about: /download|spec/,
        says: /(unfiltered|not filter|ignores|whole spec|full spec|every endpoint)/,
        not: /(is hidden|hides the option|never leaks|only the endpoints|filtered (by|to)|safe to enable)/,
      },
    ],
    wrong: [
      {
        name: "adds the warning but keeps the claim the option is hidden",
        edits: [
          replace(
            openapi,
            downloadOld,
            `${downloadOld}\n\n<Warning>\n  The downloaded spec is unfiltered: it ignores authentication groups.\n</Warning>`,
          ),
        ],
      },
      {
        name: "says groups filter the download",
        edits: [
          replace(
            openapi,
            downloadOld,
            `${downloadIntro} On deployments behind \`auth\` or \`userAuth\`, the download holds only the endpoints of the reader's authentication groups.`,
          ),
        ],
        title: "OpenAPI: how download-spec works with authentication groups",
      },
      {
        name: "softens the warning into a reassurance",
        edits: [
          replace(
            openapi,
            downloadOld,
            `${downloadIntro} On deployments behind \`auth\` or \`userAuth\`, only authenticated readers can download the spec, so it is safe to enable on any authenticated site.`,
          ),
        ],
      },
      {
        name: "adds the warning under the wrong section and keeps the old claim",
        edits: [
          replace(
            openapi,
            "Each operation gets a page of its own.\n",
            "Each operation gets a page of its own.\n\n<Warning>\n  The downloaded spec ignores authentication groups: every signed-in reader gets the full spec.\n</Warning>\n",
          ),
        ],
      },
    ],
  },
  {
    slug: "mintlify-docs-6805",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({ Agent: ["agent/index", "agent/customize"] }),
      "agent/index.mdx": mdx(
        "Agent",
        "The agent drafts pages from a prompt. To give it house rules, see [Customize the agent](/agent/customize).\n",
      ),
      [customize]: mdx(
        "Customize the agent",
        `Put a \`.mintlify/AGENTS.md\` file at the root of your docs project to guide the agent.\n\n${customizePara}\n## What to put in AGENTS.md\n\nStyle rules, terms, and where pages go.\n`,
      ),
    },
    instruction:
      "docs: clarify agent only reads AGENTS.md, not CLAUDE.md\n\nPeople expect the agent to follow CLAUDE.md, .cursorrules or Copilot's instructions file. It reads only .mintlify/AGENTS.md, even when AGENTS.md points at those files. Add a note saying so, and tell readers to copy the guidance they share with other tools into AGENTS.md.",
    human: [
      replace(
        customize,
        customizePara,
        `${customizePara}\n<Note>\n  The agent only reads \`AGENTS.md\`. It does not read other instruction files, such as \`CLAUDE.md\`, \`.cursorrules\` or \`.github/copilot-instructions.md\`, even when \`AGENTS.md\` references them.\n\n  If other tools rely on their own files, keep them, and duplicate the guidance you share into \`.mintlify/AGENTS.md\` so the agent picks it up.\n</Note>\n`,
      ),
    ],
    title: "Agent: only AGENTS.md is read",
    paraphrase: {
      edits: [
        replace(
          customize,
          customizePara,
          `${customizePara}\n<Note>\n  \`AGENTS.md\` is the one file the agent reads. Files meant for other tools (\`CLAUDE.md\`, \`.cursorrules\`, \`.github/copilot-instructions.md\`) are ignored, even when \`AGENTS.md\` links to them. Copy anything you want the agent to follow into \`.mintlify/AGENTS.md\`.\n</Note>\n`,
        ),
      ],
      title: "Say the agent reads AGENTS.md and nothing else",
      summary:
        "A note on the customize page: the agent ignores CLAUDE.md and other tools' files; shared guidance belongs in AGENTS.md.",
    },
    facts: [
      {
        kind: "states",
        path: customize,
        about: /claude\.md|cursorrules/,
        says: /(does not read|doesn't read|ignored|ignores|never reads|not read)/,
        not: /(also reads|also follows|reads claude|it follows them|picks them up)/,
      },
    ],
    wrong: [
      {
        name: "says the agent follows CLAUDE.md when AGENTS.md points at it",
        edits: [
          replace(
            customize,
            customizePara,
            `${customizePara}\n<Note>\n  The agent also reads \`CLAUDE.md\` and \`.cursorrules\` when \`AGENTS.md\` references them.\n</Note>\n`,
          ),
        ],
        title: "Agent: which instruction files are read",
      },
      {
        name: "puts the note on the overview page",
        edits: [
          replace(
            "agent/index.mdx",
            "To give it house rules",
            "It only reads `.mintlify/AGENTS.md`, never `CLAUDE.md` or `.cursorrules`. To give it house rules",
          ),
        ],
      },
      {
        name: "leaves the note unclosed, then drops it",
        edits: [
          replace(
            customize,
            customizePara,
            `${customizePara}\n<Note>\n  The agent only reads \`AGENTS.md\`, not \`CLAUDE.md\` or \`.cursorrules\`.\n`,
          ),
        ],
        afterRefusal: {
          edits: [
            replace(
              customize,
              "\n<Note>\n  The agent only reads `AGENTS.md`, not `CLAUDE.md` or `.cursorrules`.\n",
              "",
            ),
          ],
          title: "Agent: only AGENTS.md is read",
        },
      },
      {
        name: "says CLAUDE.md is read when AGENTS.md is missing",
        edits: [
          replace(
            customize,
            customizePara,
            `${customizePara}\n<Note>\n  The agent reads \`CLAUDE.md\` when there is no \`AGENTS.md\`; when both exist, only \`AGENTS.md\` counts.\n</Note>\n`,
          ),
        ],
      },
    ],
  },
  {
    slug: "mintlify-docs-6918",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({
        Analytics: ["integrations/analytics/overview", posthog.slice(0, -4)],
      }),
      "integrations/analytics/overview.mdx": mdx(
        "Analytics integrations",
        "Send page views to your analytics tool. See [PostHog](/integrations/analytics/posthog).\n",
      ),
      [posthog]: mdx(
        "PostHog",
        `Add PostHog to \`integrations\` in \`docs.json\`.\n\n${posthogKey}\n\n<ParamField path="apiHost" type="string">\n  Only when you host PostHog yourself. Defaults to \`https://us.i.posthog.com\`.\n</ParamField>\n`,
      ),
    },
    instruction:
      "Clarify PostHog key safety\n\nPeople keep the apiKey out of their repository to be careful. It is a client-side token that every browser already sends with each analytics event, so it is safe to commit. Say so on the PostHog page.",
    human: [
      replace(
        posthog,
        "It starts with `phc_`.\n</ParamField>",
        "It starts with `phc_`.\n\n  This key is a client-side token meant to be public: your readers' browsers send it with every analytics event. It is safe to commit to your docs repository.\n</ParamField>",
      ),
    ],
    title: "PostHog: the project API key is safe to commit",
    paraphrase: {
      edits: [
        replace(
          posthog,
          "It starts with `phc_`.\n</ParamField>",
          "It starts with `phc_`. The key is not a secret (browsers already send it with each event), so you can commit it with your docs.\n</ParamField>",
        ),
      ],
      title: "Say the PostHog key can be committed",
      summary:
        "The apiKey field now says the key is public, sent by every browser, and fine to commit.",
    },
    contains: [
      [
        posthog,
        /path="apiKey"[^<]*(safe to commit|can commit|fine to commit|not a secret|meant to be public)[^<]*<\/ParamField>/,
      ],
      [posthog, "`phc_`"],
    ],
    facts: [
      {
        kind: "states",
        path: posthog,
        about: /key|token/,
        says: /(safe to commit|can commit|not a secret|meant to be public)/,
        not: /(keep (it|this key) secret|never commit|do not commit|don't commit|environment variable)/,
      },
    ],
    wrong: [
      {
        name: "tells readers to keep the key secret",
        edits: [
          replace(
            posthog,
            "It starts with `phc_`.\n</ParamField>",
            "It starts with `phc_`.\n\n  Keep this key secret: read it from an environment variable and never commit it.\n</ParamField>",
          ),
        ],
        title: "PostHog: how to handle the project API key",
      },
      {
        name: "puts the note under apiHost",
        edits: [
          replace(
            posthog,
            "Defaults to `https://us.i.posthog.com`.\n</ParamField>",
            "Defaults to `https://us.i.posthog.com`. The key is public and safe to commit.\n</ParamField>",
          ),
        ],
      },
      {
        name: "adds the note and mistypes the prefix",
        edits: [
          replace(
            posthog,
            "It starts with `phc_`.\n</ParamField>",
            "It starts with `phx_`.\n\n  This key is meant to be public and is safe to commit.\n</ParamField>",
          ),
        ],
      },
      {
        name: "says it is safe, then says to keep it out of public repositories",
        edits: [
          replace(
            posthog,
            "It starts with `phc_`.\n</ParamField>",
            "It starts with `phc_`.\n\n  The key is meant to be public and safe to commit, but do not commit it to a public repository.\n</ParamField>",
          ),
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// pnpm.io (Docusaurus)

const settings = "docs/settings.md";
const filtering = "docs/filtering.md";
const migration = "docs/migration.md";
const publish = "docs/cli/publish.md";
const docker = "docs/docker.md";

const pnpm: RealPr[] = [
  {
    slug: "pnpm-io-770",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ Configuration: ["settings"] }),
      [settings]:
        "---\nid: settings\ntitle: Settings\n---\n\n### dedupeDirectDeps\n\nAdded in: v8.1.0\n\n* Default: **false**\n* Type: **Boolean**\n\nDrops a direct dependency's link from a project's `node_modules` when the root already links it.\n\n### dedupePeers\n\nAdded in: v11.0.0\n\n* Default: **false**\n* Type: **Boolean**\n\nResolves peers without the version suffixes, so fewer copies of a package end up installed.\n\n### pmOnFail\n\nAdded in: v11.0.0\n\n* Default: **download**\n* Type: **download**, **ignore**, **warn**, **error**\n\nWhat to do when the project asks for another pnpm version.\n",
    },
    instruction:
      "docs(settings): change `dedupePeers` version to v10.33.0\n\nThe setting shipped in v10.33.0 (see that release's notes), not in v11.0.0.",
    human: [
      replace(
        settings,
        "### dedupePeers\n\nAdded in: v11.0.0",
        "### dedupePeers\n\nAdded in: v10.33.0",
      ),
    ],
    title: "Settings: dedupePeers was added in v10.33.0",
    paraphrase: {
      edits: [
        replace(
          settings,
          "### dedupePeers\n\nAdded in: v11.0.0",
          "### dedupePeers\n\nAvailable since: v10.33.0",
        ),
      ],
      title: "dedupePeers: correct the version it appeared in",
      summary: "dedupePeers now says it has been available since v10.33.0.",
    },
    contains: [
      [settings, /### dedupePeers\n[^#]*v10\.33\.0/],
      [settings, /### dedupePeers\n[^#]*Default: \*\*false\*\*/],
      [settings, /### pmOnFail\n\nAdded in: v11\.0\.0/],
      [settings, /### dedupeDirectDeps\n\nAdded in: v8\.1\.0/],
    ],
    absent: [[settings, /### dedupePeers\n[^#]*v11\.0\.0/]],
    wrong: [
      {
        name: "changes the setting below instead",
        edits: [
          replace(
            settings,
            "### pmOnFail\n\nAdded in: v11.0.0",
            "### pmOnFail\n\nAdded in: v10.33.0",
          ),
        ],
      },
      {
        name: "changes every v11.0.0 on the page",
        edits: [
          replace(
            settings,
            "### dedupePeers\n\nAdded in: v11.0.0",
            "### dedupePeers\n\nAdded in: v10.33.0",
          ),
          replace(
            settings,
            "### pmOnFail\n\nAdded in: v11.0.0",
            "### pmOnFail\n\nAdded in: v10.33.0",
          ),
        ],
        title: "Settings: these settings were added in v10.33.0",
      },
      {
        name: "drops a digit of the version",
        edits: [
          replace(
            settings,
            "### dedupePeers\n\nAdded in: v11.0.0",
            "### dedupePeers\n\nAdded in: v10.3.0",
          ),
        ],
      },
      {
        name: "fixes the version and flips the default",
        edits: [
          replace(
            settings,
            "### dedupePeers\n\nAdded in: v11.0.0\n\n* Default: **false**",
            "### dedupePeers\n\nAdded in: v10.33.0\n\n* Default: **true**",
          ),
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-749",
    format: "docusaurus",
    kind: "fix a link or anchor",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({
        Features: ["workspaces", "filtering"],
        Configuration: ["settings"],
      }),
      [filtering]:
        "---\nid: filtering\ntitle: Filtering\n---\n\n## --fail-if-no-match\n\nMakes the command fail when the filter matches no package.\n\nTo make it permanent, use the [`failIfNoMatch` setting].\n\n[`failIfNoMatch` setting]: settings.md#failifnomatch\n\n## Excluding\n\nPrefix a selector with `!` to leave packages out.\n",
      "docs/workspaces.md":
        "---\nid: workspaces\ntitle: Workspace\n---\n\nA workspace is a repository with several packages.\n\n## Workspace settings\n\n### linkWorkspacePackages\n\n* Default: **false**\n\nLinks packages of the workspace in place of fetching them.\n\n### failIfNoMatch\n\n* Default: **false**\n\nFails a filtered command that matches no package.\n",
      [settings]:
        "---\nid: settings\ntitle: Settings\n---\n\nSettings of `pnpm-workspace.yaml`. Workspace-only settings are on the [Workspace](workspaces.md) page.\n\n### hoist\n\n* Default: **true**\n\nHoists dependencies into a hidden folder.\n",
    },
    instruction:
      "docs: `failIfNoMatch` setting link broken\n\nThe filtering page links the `failIfNoMatch` setting at settings.md#failifnomatch, but the setting is documented on the workspace page.",
    human: [
      replace(
        filtering,
        "[`failIfNoMatch` setting]: settings.md#failifnomatch",
        "[`failIfNoMatch` setting]: workspaces.md#failifnomatch",
      ),
    ],
    title: "Filtering: link failIfNoMatch where it is documented",
    paraphrase: {
      edits: [
        replace(
          filtering,
          "To make it permanent, use the [`failIfNoMatch` setting].\n\n[`failIfNoMatch` setting]: settings.md#failifnomatch\n",
          "The [`failIfNoMatch`](./workspaces.md#failifnomatch) setting makes it permanent.\n",
        ),
      ],
      title: "Fix the broken failIfNoMatch link",
      summary: "The failIfNoMatch link now goes to its section of the workspace page.",
    },
    contains: [[filtering, /(\]:\s*|\]\()(\.\/)?workspaces\.md#failifnomatch\b/]],
    absent: [[filtering, "settings.md#failifnomatch"]],
    wrong: [
      {
        name: "links the workspace page without the anchor",
        edits: [
          replace(
            filtering,
            "[`failIfNoMatch` setting]: settings.md#failifnomatch",
            "[`failIfNoMatch` setting]: workspaces.md",
          ),
        ],
      },
      {
        name: "adds a section to the settings page so the anchor exists",
        edits: [
          replace(
            settings,
            "Hoists dependencies into a hidden folder.\n",
            "Hoists dependencies into a hidden folder.\n\n### failIfNoMatch\n\n* Default: **false**\n\nFails a filtered command that matches no package.\n",
          ),
        ],
        title: "Settings: add failIfNoMatch so the filtering link works",
      },
      {
        name: "keeps the setting's capitals in the anchor",
        edits: [
          replace(
            filtering,
            "[`failIfNoMatch` setting]: settings.md#failifnomatch",
            "[`failIfNoMatch` setting]: workspaces.md#failIfNoMatch",
          ),
        ],
      },
      {
        name: "links the built page, not the source file",
        edits: [
          replace(
            filtering,
            "[`failIfNoMatch` setting]: settings.md#failifnomatch",
            "[`failIfNoMatch` setting]: /workspaces#failifnomatch",
          ),
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-782",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ Guides: ["migration"] }),
      [migration]:
        "---\nid: migration\ntitle: Migrating from v10 to v11\n---\n\npnpm v11 reads its configuration differently. A codemod makes most of the changes for you.\n\n## Run the codemod\n\n```sh\ncd /path/to/your/project\npnx codemod run pnpm-v10-to-v11\n# or\npnpm add --global codemod\ncodemod run pnpm-v10-to-v11\n```\n\nThe codemod moves settings from `package.json` into `pnpm-workspace.yaml`.\n",
    },
    instruction:
      "fix migration command (#782)\n\nThe first command of the migration page runs `pnx`, which does not exist: it is `pnpx`.",
    human: [
      replace(migration, "pnx codemod run pnpm-v10-to-v11", "pnpx codemod run pnpm-v10-to-v11"),
    ],
    title: "Migration: the codemod runs with pnpx",
    paraphrase: {
      edits: [
        replace(migration, "pnx codemod run pnpm-v10-to-v11", "pnpx codemod run pnpm-v10-to-v11"),
      ],
      title: "Fix the pnx typo in the migration guide",
      summary: "`pnx` was a typo for `pnpx` in the codemod command; fixed.",
    },
    contains: [
      [migration, /```sh\ncd \/path\/to\/your\/project\npnpx codemod run pnpm-v10-to-v11\n/],
      [migration, "\ncodemod run pnpm-v10-to-v11\n"],
    ],
    absent: [[migration, /\bpnx\b/]],
    wrong: [
      {
        name: "runs it with npx",
        edits: [
          replace(migration, "pnx codemod run pnpm-v10-to-v11", "npx codemod run pnpm-v10-to-v11"),
        ],
      },
      {
        name: "renames the codemod too",
        edits: [replace(migration, "pnx codemod run pnpm-v10-to-v11", "pnpx codemod run pnpm-v11")],
      },
      {
        name: "rewrites the block without its language, then excuses it",
        edits: [
          replace(
            migration,
            "```sh\ncd /path/to/your/project\npnx codemod run",
            "```\ncd /path/to/your/project\npnpx codemod run",
          ),
        ],
      },
      {
        name: "puts pnpx before the second form as well",
        edits: [
          replace(
            migration,
            "\ncodemod run pnpm-v10-to-v11\n",
            "\npnpx codemod run pnpm-v10-to-v11\n",
          ),
          replace(migration, "pnx codemod run", "pnpx codemod run"),
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-723",
    format: "docusaurus",
    kind: "document a flag",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ CLI: ["cli/pack", "cli/publish"] }),
      "docs/cli/pack.md":
        "---\nid: pack\ntitle: pnpm pack\n---\n\nCreates a tarball of a package. [`pnpm publish`](./publish.md) uploads one.\n\n## Options\n\n### --out &lt;path\\>\n\nWhere to write the tarball.\n",
      [publish]:
        "---\nid: publish\ntitle: pnpm publish\n---\n\nPublishes a package to the registry.\n\n## Options\n\n### --dry-run\n\nDoes everything a publish does except uploading.\n\n### --otp\n\nThe one-time password, for packages that need two-factor authentication.\n\n### --filter &lt;package_selector\\>\n\n[Read more about filtering.](../filtering.md)\n",
    },
    instruction:
      "docs: add `--provenance` flag for publish command\n\n`pnpm publish --provenance`, run from a supported CI/CD system, links the published package publicly to where it was built and published from. Document it with the other options.",
    human: [
      replace(
        publish,
        "### --filter",
        "### --provenance\n\nWhen publishing from a supported cloud CI/CD system, the package will be publicly linked to where it was built and published from.\n\n### --filter",
      ),
    ],
    title: "pnpm publish: document --provenance",
    paraphrase: {
      edits: [
        replace(
          publish,
          "### --filter",
          "### --provenance\n\nPublished from a supported CI/CD service, the package is linked publicly to the build and workflow that produced it.\n\n### --filter",
        ),
      ],
      title: "Add --provenance to the publish options",
      summary:
        "Documented --provenance: from supported CI/CD, the package links to where it was built.",
    },
    contains: [[publish, /### --provenance\n/]],
    facts: [
      {
        kind: "states",
        path: publish,
        about: /ci\/cd|built|build/,
        says: /(linked|links|link)[^.]*(built|build|workflow|where)/,
        not: /(local key|signs? (it|the package) with your|private key)/,
      },
    ],
    wrong: [
      {
        name: "says it signs with a local key",
        edits: [
          replace(
            publish,
            "### --filter",
            "### --provenance\n\nSigns the package with your local private key before the build is uploaded.\n\n### --filter",
          ),
        ],
      },
      {
        name: "misspells the flag",
        edits: [
          replace(
            publish,
            "### --filter",
            "### --provenence\n\nWhen publishing from a supported CI/CD system, the package is linked publicly to where it was built.\n\n### --filter",
          ),
        ],
      },
      {
        name: "documents it on the pack page",
        edits: [
          replace(
            "docs/cli/pack.md",
            "Where to write the tarball.\n",
            "Where to write the tarball.\n\n### --provenance\n\nFrom a supported CI/CD system, links the package publicly to where it was built.\n",
          ),
        ],
      },
      {
        name: "gives the flag a value it does not take",
        edits: [
          replace(
            publish,
            "### --filter",
            "### --provenance &lt;url\\>\n\nFrom a supported CI/CD system, links the package publicly to where it was built.\n\n### --filter",
          ),
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-837",
    format: "docusaurus",
    kind: "delete a linked page",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ CLI: ["cli/init", "cli/deploy", "cli/doctor", "cli/pm"] }),
      "docs/cli/init.md": "---\nid: init\ntitle: pnpm init\n---\n\nCreates a `package.json`.\n",
      "docs/cli/deploy.md":
        "---\nid: deploy\ntitle: pnpm deploy\n---\n\nCopies a package of the workspace, with its dependencies, to a folder.\n",
      "docs/cli/doctor.md":
        '---\nid: doctor\ntitle: "pnpm doctor"\n---\n\nLooks for common problems in the pnpm configuration.\n',
      "docs/cli/pm.md":
        "---\nid: pm\ntitle: pnpm pm\n---\n\nRuns a command of the package manager itself.\n",
    },
    instruction:
      "docs: remove references to doctor command (#837)\n\n`pnpm doctor` no longer exists. Remove its page and its sidebar entry.",
    human: [del("docs/cli/doctor.md"), replace("sidebars.json", '        "cli/doctor",\n', "")],
    title: "CLI: remove the pnpm doctor page",
    paraphrase: {
      edits: [replace("sidebars.json", '\n        "cli/doctor",', ""), del("docs/cli/doctor.md")],
      title: "Drop pnpm doctor from the docs",
      summary: "Deleted the doctor page and its entry in the CLI sidebar.",
      checksNote: "No page replaces pnpm doctor, so its old URL has nowhere to redirect to.",
    },
    checksNote:
      "pnpm doctor no longer exists and no page replaces it, so /docs/cli/doctor has nowhere to redirect to; a redirect in docusaurus.config.js is the docs team's call.",
    // Deleting a page with no redirect waits for the docs team's word: the checks note says why.
    pullRequest: "draft",
    deleted: ["docs/cli/doctor.md"],
    navigation: [
      { page: "cli/doctor", group: null, present: false },
      { page: "cli/pm", group: "CLI", present: true, after: "cli/deploy" },
    ],
    wrong: [
      {
        name: "removes the sidebar entry and keeps the page",
        edits: [replace("sidebars.json", '        "cli/doctor",\n', "")],
      },
      {
        name: "deletes the page and keeps the sidebar entry",
        edits: [del("docs/cli/doctor.md")],
        afterRefusal: {
          edits: [],
          title: "CLI: remove pnpm doctor",
          summary: "pnpm doctor is gone from the docs.",
        },
      },
      {
        name: "removes the neighbouring entry too",
        edits: [
          del("docs/cli/doctor.md"),
          replace(
            "sidebars.json",
            '"cli/deploy",\n        "cli/doctor",\n        "cli/pm"',
            '"cli/deploy"',
          ),
        ],
      },
      {
        name: "keeps the page as a deprecation notice",
        edits: [
          replace("sidebars.json", '        "cli/doctor",\n', ""),
          replace(
            "docs/cli/doctor.md",
            "Looks for common problems in the pnpm configuration.\n",
            "This command was removed.\n",
          ),
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-852",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ Recipes: ["docker"] }),
      [docker]:
        "---\nid: docker\ntitle: Working with Docker\n---\n\n## Example 2: a small image\n\n```dockerfile\nFROM node:22-slim AS base\nWORKDIR /app\nCOPY . /app\nRUN pnpm install --prod --frozen-lockfile\n```\n\n## Example 3: fetch before copying the sources\n\n```dockerfile\nFROM node:22-slim AS base\nRUN corepack enable\n\nFROM base AS prod\n\nCOPY pnpm-lock.yaml /app\nWORKDIR /app\nRUN pnpm fetch --prod\n\nCOPY . /app\nRUN pnpm install --offline --prod\n```\n",
    },
    instruction:
      "fix(docs): fixed docker example (#852)\n\nIn example 3, `COPY pnpm-lock.yaml /app` comes before `WORKDIR /app` creates the folder. Put the `WORKDIR` first.",
    human: [
      replace(
        docker,
        "COPY pnpm-lock.yaml /app\nWORKDIR /app\n",
        "WORKDIR /app\nCOPY pnpm-lock.yaml /app\n",
      ),
    ],
    title: "Docker: set the working directory before copying the lockfile",
    paraphrase: {
      edits: [
        replace(
          docker,
          "COPY pnpm-lock.yaml /app\nWORKDIR /app\n",
          "WORKDIR /app\nCOPY pnpm-lock.yaml .\n",
        ),
      ],
      title: "Fix the order of WORKDIR and COPY in example 3",
      summary: "Example 3 now sets WORKDIR /app before it copies the lockfile into it.",
    },
    contains: [
      [
        docker,
        /FROM base AS prod\n\nWORKDIR \/app\nCOPY pnpm-lock\.yaml (\/app|\.\/?)\nRUN pnpm fetch --prod/,
      ],
      [docker, "FROM node:22-slim AS base\nWORKDIR /app\nCOPY . /app\n"],
    ],
    wrong: [
      {
        name: "moves WORKDIR after the fetch",
        edits: [
          replace(
            docker,
            "COPY pnpm-lock.yaml /app\nWORKDIR /app\nRUN pnpm fetch --prod\n",
            "COPY pnpm-lock.yaml /app\nRUN pnpm fetch --prod\nWORKDIR /app\n",
          ),
        ],
      },
      {
        name: "drops the WORKDIR line",
        edits: [
          replace(docker, "COPY pnpm-lock.yaml /app\nWORKDIR /app\n", "COPY pnpm-lock.yaml /app\n"),
        ],
        title: "Docker: remove the stray WORKDIR from example 3",
      },
      {
        name: "reorders example 2 as well",
        edits: [
          replace(
            docker,
            "COPY pnpm-lock.yaml /app\nWORKDIR /app\n",
            "WORKDIR /app\nCOPY pnpm-lock.yaml /app\n",
          ),
          replace(
            docker,
            "FROM node:22-slim AS base\nWORKDIR /app\nCOPY . /app\n",
            "FROM node:22-slim AS base\nCOPY . /app\nWORKDIR /app\n",
          ),
        ],
      },
      {
        name: "copies the lockfile to the root folder",
        edits: [
          replace(
            docker,
            "COPY pnpm-lock.yaml /app\nWORKDIR /app\n",
            "WORKDIR /app\nCOPY pnpm-lock.yaml /\n",
          ),
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// The mdBook guide

const renderers = "src/format/configuration/renderers.md";
const hashFilesOld =
  "- **hash-files:** Puts a fingerprint of each static file's contents in its name, so a changed file gets a new name.\n  For example, `css/chrome.css` may become `css/chrome-9b8f428e.css`.\n  Defaults to `false` (a future release may turn it on).\n";
const smartOld =
  "- **smart-punctuation:** Turns straight quotes into curly ones and `--` into a dash.\n  See [Smart Punctuation].\n  Defaults to `false`.\n";
const reading = "src/guide/reading.md";
const searchOld =
  "Clicking the search icon in the menu bar, or pressing the `S` key, opens a box for search terms.";
const ci = "src/continuous-integration.md";
const curlOld =
  "curl -sSL https://github.com/rust-lang/mdBook/releases/download/{{ mdbook-version }}/mdbook-{{ mdbook-version }}-x86_64-unknown-linux-gnu.tar.gz | tar -xz --directory=bin";

const summary = (entries: string) => `# Summary\n\n[Introduction](README.md)\n\n${entries}`;

const mdbook: RealPr[] = [
  {
    slug: "mdbook-2820",
    format: "mdbook",
    kind: "document a flag",
    navigationFile: "src/SUMMARY.md",
    files: {
      "book.toml": bookToml,
      "src/SUMMARY.md": summary(
        "- [Configuration](format/configuration/index.md)\n  - [Renderers](format/configuration/renderers.md)\n",
      ),
      "src/README.md": "# Introduction\n\nA guide to the book tool.\n",
      "src/format/configuration/index.md":
        "# Configuration\n\nThe book is configured in `book.toml`. Each output has [options of its own](renderers.md).\n",
      [renderers]: `# Renderers\n\n### \`[output.html]\`\n\n- **site-url:** Where the book is served from. Defaults to \`/\`.\n${smartOld}${hashFilesOld}`,
    },
    instruction:
      "Enable hash-files by default\n\nThe hash-files option is now on by default: it has run for a while and its problems are solved, and it makes loading pages' assets more reliable. Update the guide.",
    human: [
      replace(
        renderers,
        "  Defaults to `false` (a future release may turn it on).\n",
        "  Defaults to `true`.\n",
      ),
    ],
    title: "Guide: hash-files defaults to true",
    paraphrase: {
      edits: [
        replace(
          renderers,
          "  Defaults to `false` (a future release may turn it on).\n",
          "  On by default (`true`).\n",
        ),
      ],
      title: "Renderers: hash-files is on by default",
      summary: "The hash-files option now reads as on by default.",
    },
    contains: [
      [renderers, /hash-files:\*\*(?:(?!\n- )[\s\S])*(defaults to `true`|on by default)/i],
      [renderers, /smart-punctuation:\*\*(?:(?!\n- )[\s\S])*Defaults to `false`/],
    ],
    absent: [[renderers, /hash-files:\*\*(?:(?!\n- )[\s\S])*(future release|`false`)/i]],
    wrong: [
      {
        name: "turns on the option above instead",
        edits: [
          replace(
            renderers,
            "  See [Smart Punctuation].\n  Defaults to `false`.\n",
            "  See [Smart Punctuation].\n  Defaults to `true`.\n",
          ),
        ],
      },
      {
        name: "keeps the remark about a future release",
        edits: [
          replace(
            renderers,
            "  Defaults to `false` (a future release may turn it on).\n",
            "  Defaults to `true` (a future release may turn it on).\n",
          ),
        ],
      },
      {
        name: "says only new books get it",
        edits: [
          replace(
            renderers,
            "  Defaults to `false` (a future release may turn it on).\n",
            "  Defaults to `true` for books made with `mdbook init`; older books keep `false`.\n",
          ),
        ],
        title: "Guide: hash-files default for new books",
      },
      {
        name: "drops the remark and keeps false",
        edits: [
          replace(
            renderers,
            "  Defaults to `false` (a future release may turn it on).\n",
            "  Defaults to `false`.\n",
          ),
        ],
        afterRefusal: {
          edits: [],
          title: "Guide: tidy the hash-files default",
          summary: "The hash-files entry is tidied.",
        },
      },
    ],
  },
  {
    slug: "mdbook-2406",
    format: "mdbook",
    kind: "fix a link or anchor",
    navigationFile: "src/SUMMARY.md",
    files: {
      "book.toml": bookToml,
      "src/SUMMARY.md": summary(
        "- [Markdown](format/markdown.md)\n- [Configuration](format/configuration/index.md)\n  - [Renderers](format/configuration/renderers.md)\n",
      ),
      "src/README.md": "# Introduction\n\nA guide to the book tool.\n",
      "src/format/markdown.md":
        "# Markdown\n\n## Extensions\n\n### Tables\n\nPipe tables work as on GitHub.\n\n### Smart punctuation\n\nWith `smart-punctuation` on, quotes turn curly and `--` turns into a dash.\n",
      "src/format/configuration/index.md":
        "# Configuration\n\nThe book is configured in `book.toml`. Each output has [options of its own](renderers.md).\n",
      [renderers]: `# Renderers\n\n### \`[output.html]\`\n\n- **site-url:** Where the book is served from. Defaults to \`/\`.\n${smartOld}`,
    },
    instruction:
      'Fix broken link to "Smart Punctuation"\n\nThe smart-punctuation option says "See [Smart Punctuation]", but no link definition exists, so the brackets show as text. Point it at the section of the Markdown chapter.',
    human: [
      replace(
        renderers,
        "See [Smart Punctuation].",
        "See [Smart Punctuation](../markdown.md#smart-punctuation).",
      ),
    ],
    title: "Renderers: link Smart Punctuation to its section",
    paraphrase: {
      edits: [
        replace(renderers, "See [Smart Punctuation].", "See [smart punctuation][smart]."),
        replace(
          renderers,
          "  Defaults to `false`.\n",
          "  Defaults to `false`.\n\n[smart]: ../markdown.md#smart-punctuation\n",
        ),
      ],
      title: "Fix the dead Smart Punctuation link",
      summary:
        "The smart-punctuation option links the Smart punctuation section of the Markdown chapter.",
    },
    contains: [[renderers, /(\]\(|\]:\s*)\.\.\/markdown\.md#smart-punctuation\b/]],
    absent: [[renderers, /\[Smart Punctuation\]\.(?!\()/]],
    wrong: [
      {
        name: "links the chapter without the anchor",
        edits: [
          replace(
            renderers,
            "See [Smart Punctuation].",
            "See [Smart Punctuation](../markdown.md).",
          ),
        ],
      },
      {
        name: "gets the relative path wrong, then drops the link",
        edits: [
          replace(
            renderers,
            "See [Smart Punctuation].",
            "See [Smart Punctuation](markdown.md#smart-punctuation).",
          ),
        ],
        afterRefusal: {
          edits: [
            replace(
              renderers,
              "See [Smart Punctuation](markdown.md#smart-punctuation).",
              "See Smart Punctuation in the Markdown chapter.",
            ),
          ],
        },
      },
      {
        name: "writes the anchor with an underscore",
        edits: [
          replace(
            renderers,
            "See [Smart Punctuation].",
            "See [Smart Punctuation](../markdown.md#smart_punctuation).",
          ),
        ],
      },
      {
        name: "capitalises the anchor",
        edits: [
          replace(
            renderers,
            "See [Smart Punctuation].",
            "See [Smart Punctuation](../markdown.md#Smart-Punctuation).",
          ),
        ],
      },
    ],
  },
  {
    slug: "mdbook-2698",
    format: "mdbook",
    navigationFile: "src/SUMMARY.md",
    files: {
      "book.toml": bookToml,
      "src/SUMMARY.md": summary("- [Reading books](guide/reading.md)\n"),
      "src/README.md":
        "# Introduction\n\nA guide to the book tool. Start with [reading books](guide/reading.md).\n",
      [reading]: `# Reading books\n\n## Search\n\nEvery book has a search built in.\n${searchOld}\nMatching chapters show as you type.\n\nPressing \`Esc\` clears the highlighted terms.\n`,
    },
    instruction:
      "Use `/` (or `s`) to open search box\n\nThe search box now opens with `/` as well as `s`: `/` is what most documentation sites use. Update the guide.",
    human: [replace(reading, "pressing the `S` key", "pressing the `/` or `S` key")],
    title: "Guide: search opens with / or S",
    paraphrase: {
      edits: [
        replace(
          reading,
          searchOld,
          "To search, click the search icon in the menu bar or press `/` (or `S`): a box for search terms opens.",
        ),
      ],
      title: "Reading: mention the / search shortcut",
      summary: "The Search section now names both keys, / and S.",
    },
    facts: [
      {
        kind: "states",
        path: reading,
        about: /search/,
        says: /(\/|slash)\W+(key\W+)?(or|and) (the )?s\b|\bs\b\W+(key\W+)?(or|and) (the )?(\/|slash)|(\/|slash) \(or s\)/,
        not: /\?|ctrl|\bk key/,
      },
    ],
    wrong: [
      {
        name: "replaces S with /",
        edits: [replace(reading, "pressing the `S` key", "pressing the `/` key")],
      },
      {
        name: "names a key that does not open it",
        edits: [replace(reading, "pressing the `S` key", "pressing the `?` or `S` key")],
      },
      {
        name: "says Esc opens it as well",
        edits: [replace(reading, "pressing the `S` key", "pressing the `/`, `Esc` or `S` key")],
      },
      {
        name: "says S no longer opens it",
        edits: [
          replace(
            reading,
            searchOld,
            "Clicking the search icon in the menu bar, or pressing the `/` key, opens a box for search terms; `S` no longer does.",
          ),
        ],
      },
    ],
  },
  {
    slug: "mdbook-3073",
    format: "mdbook",
    navigationFile: "src/SUMMARY.md",
    files: {
      "book.toml": bookToml,
      "src/SUMMARY.md": summary("- [Continuous integration](continuous-integration.md)\n"),
      "src/README.md": "# Introduction\n\nA guide to the book tool.\n",
      [ci]: `# Running mdBook in CI\n\n## Pre-compiled binaries\n\nThe quickest way is a binary from the [releases page][releases]:\n\n\`\`\`sh\nmkdir bin\n${curlOld}\nbin/mdbook build\n\`\`\`\n\n[releases]: https://github.com/rust-lang/mdBook/releases\n`,
    },
    instruction:
      "Fix download URL format for mdBook in CI guide\n\nRelease tags and archive names carry a `v` before the version; the curl example leaves it out in both places, so it downloads nothing.",
    human: [
      replace(
        ci,
        "download/{{ mdbook-version }}/mdbook-{{ mdbook-version }}-",
        "download/v{{ mdbook-version }}/mdbook-v{{ mdbook-version }}-",
      ),
    ],
    title: "CI guide: the download URL has a v before the version",
    paraphrase: {
      edits: [
        replace(
          ci,
          curlOld,
          "curl -sSL https://github.com/rust-lang/mdBook/releases/download/v{{ mdbook-version }}/mdbook-v{{ mdbook-version }}-x86_64-unknown-linux-gnu.tar.gz | tar -xz --directory=bin",
        ),
      ],
      title: "Fix the curl URL in the CI guide",
      summary: "Both the tag and the archive name in the curl example now start with v.",
    },
    // A changed download-and-run command is held for a reviewer's look: a draft, by design.
    pullRequest: "draft",
    externalHosts: ["github.com"],
    contains: [
      [
        ci,
        "releases/download/v{{ mdbook-version }}/mdbook-v{{ mdbook-version }}-x86_64-unknown-linux-gnu.tar.gz",
      ],
    ],
    wrong: [
      {
        name: "adds the v to the tag only",
        edits: [replace(ci, "download/{{ mdbook-version }}/", "download/v{{ mdbook-version }}/")],
      },
      {
        name: "adds the v to the archive name only",
        edits: [replace(ci, "/mdbook-{{ mdbook-version }}-", "/mdbook-v{{ mdbook-version }}-")],
      },
      {
        name: "hard-codes a version",
        edits: [
          replace(
            ci,
            "download/{{ mdbook-version }}/mdbook-{{ mdbook-version }}-",
            "download/v0.4.52/mdbook-v0.4.52-",
          ),
        ],
      },
      {
        name: "downloads the latest release instead",
        edits: [
          replace(
            ci,
            "download/{{ mdbook-version }}/mdbook-{{ mdbook-version }}-",
            "latest/download/mdbook-",
          ),
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Material for MkDocs

const publishing = "docs/publishing-your-site.md";
const pagesPara =
  "Your documentation should appear at `<username>.github.io/<repository>` shortly after.\n";

const mkdocs: RealPr[] = [
  {
    slug: "mkdocs-material-8155",
    format: "mkdocs",
    navigationFile: "mkdocs.yml",
    files: {
      "mkdocs.yml":
        "site_name: Material for MkDocs\nnav:\n  - Home: index.md\n  - Getting started:\n      - Creating your site: creating-your-site.md\n      - Publishing your site: publishing-your-site.md\n",
      "docs/index.md": "# Home\n\nA theme for MkDocs.\n",
      "docs/creating-your-site.md":
        "# Creating your site\n\nWrite pages in `docs/`, then [publish the site](publishing-your-site.md).\n",
      [publishing]: `# Publishing your site\n\n## GitHub Pages\n\nA workflow builds the site with [mkdocs gh-deploy] and pushes it to the \`gh-pages\` branch.\n\n${pagesPara}\n  [mkdocs gh-deploy]: https://www.mkdocs.org/user-guide/deploying-your-docs/\n`,
    },
    instruction:
      "Documentation (#8155)\n\nThe publishing page does not say how to serve the site from a custom domain. Point readers to the custom domains section of MkDocs' deployment guide (https://www.mkdocs.org/user-guide/deploying-your-docs/#custom-domains).",
    human: [
      replace(
        publishing,
        pagesPara,
        `${pagesPara}\nTo publish your site on a custom domain, please refer to the [MkDocs documentation].\n`,
      ),
      replace(
        publishing,
        "  [mkdocs gh-deploy]: https://www.mkdocs.org/user-guide/deploying-your-docs/\n",
        "  [mkdocs gh-deploy]: https://www.mkdocs.org/user-guide/deploying-your-docs/\n  [MkDocs documentation]: https://www.mkdocs.org/user-guide/deploying-your-docs/#custom-domains\n",
      ),
    ],
    title: "Publishing: where to read about custom domains",
    paraphrase: {
      edits: [
        replace(
          publishing,
          pagesPara,
          `${pagesPara}\nFor a custom domain, see [custom domains](https://www.mkdocs.org/user-guide/deploying-your-docs/#custom-domains) in the MkDocs guide.\n`,
        ),
      ],
      title: "Link MkDocs' custom domain guide from the publishing page",
      summary: "The GitHub Pages section now links the custom domains part of MkDocs' guide.",
    },
    externalHosts: ["www.mkdocs.org"],
    contains: [
      [
        publishing,
        /(\]\(|\]:\s*)https:\/\/www\.mkdocs\.org\/user-guide\/deploying-your-docs\/#custom-domains\b/,
      ],
    ],
    facts: [
      {
        kind: "states",
        path: publishing,
        about: /custom domain/,
        says: /custom domain/,
        not: /site_domain|cname:|set .* in mkdocs\.yml/,
      },
    ],
    wrong: [
      {
        name: "links the guide without the section",
        edits: [
          replace(
            publishing,
            pagesPara,
            `${pagesPara}\nTo publish your site on a custom domain, see the [MkDocs deployment guide][mkdocs gh-deploy].\n`,
          ),
        ],
      },
      {
        name: "cites a link definition it never adds",
        edits: [
          replace(
            publishing,
            pagesPara,
            `${pagesPara}\nTo publish your site on a custom domain, please refer to the [MkDocs documentation].\n`,
          ),
        ],
      },
      {
        name: "invents a setting for it",
        edits: [
          replace(
            publishing,
            pagesPara,
            `${pagesPara}\nTo publish your site on a custom domain, set \`site_domain\` in \`mkdocs.yml\`; see the [MkDocs documentation](https://www.mkdocs.org/user-guide/deploying-your-docs/#custom-domains).\n`,
          ),
        ],
      },
      {
        name: "links GitHub's custom domain guide instead",
        edits: [
          replace(
            publishing,
            pagesPara,
            `${pagesPara}\nTo publish your site on a custom domain, see [GitHub's guide](https://docs.github.com/pages/configuring-a-custom-domain-for-your-github-pages-site).\n`,
          ),
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// A second round: an added example, a frontmatter description, a setting dropped from two
// workflows, a renamed tool's link, a renamed function's link, a possessive.

const seo = "optimize/seo.mdx";
const seoBlank =
  "- Serves a `robots.txt` that disallows the whole site:\n\n  \n\nIn-product search keeps working.";
const auditLogs = "dashboard/audit-logs.mdx";
const auditOld =
  'description: "Review audit logs to see what members of your organization did: deployments, configuration changes and permission updates."';
const pnpmCi = "docs/continuous-integration.md";
const changesets = "docs/using-changesets.md";
const setupWith = (runtime: string) =>
  `        with:\n          version: 11\n          runtime: ${runtime}\n          cache: true\n`;
const mdbookCi = "src/continuous-integration.md";
const preprocessors = "src/for_developers/preprocessors.md";
const privacy = "docs/plugins/privacy.md";

const secondRound: RealPr[] = [
  {
    slug: "mintlify-docs-7050",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({ Optimize: ["optimize/seo"] }),
      [seo]: mdx(
        "SEO",
        `## Block search engines\n\nTurn on \`seo.block\` to keep the whole site out of search engines. When it is on, the site:\n\n- Adds a \`noindex\` tag to every page\n${seoBlank} To leave out single pages, use \`noindex: true\` on them.\n`,
      ),
    },
    instruction:
      "docs: restore missing disallow robots.txt example in SEO page (#7050)\n\nThe list says the site serves a robots.txt that disallows everything, but the example under it is empty. Put the file back: every user agent, AI training, search and AI input signals all off, and the whole site disallowed.",
    human: [
      replace(
        seo,
        "the whole site:\n\n  \n\n",
        "the whole site:\n\n  ```txt\n  User-agent: *\n  Content-Signal: ai-train=no, search=no, ai-input=no\n  Disallow: /\n  ```\n\n",
      ),
    ],
    title: "SEO: restore the robots.txt example",
    paraphrase: {
      edits: [
        replace(
          seo,
          "the whole site:\n\n  \n\n",
          "the whole site:\n\n  ```text\n  User-agent: *\n  Content-Signal: search=no, ai-input=no, ai-train=no\n  Disallow: /\n  ```\n\n",
        ),
      ],
      title: "Put the robots.txt example back on the SEO page",
      summary: "The empty example under the robots.txt item shows the file again.",
    },
    contains: [
      [seo, /```(txt|text)\n\s*User-agent: \*\n/],
      [seo, /\n\s*Disallow: \/\n/],
      [seo, /Content-Signal: (?=[^\n]*ai-train=no)(?=[^\n]*search=no)(?=[^\n]*ai-input=no)/],
    ],
    absent: [[seo, /Allow: \/\n|Disallow:\s*\n/]],
    wrong: [
      {
        name: "allows everything instead",
        edits: [
          replace(
            seo,
            "the whole site:\n\n  \n\n",
            "the whole site:\n\n  ```txt\n  User-agent: *\n  Content-Signal: ai-train=no, search=no, ai-input=no\n  Allow: /\n  ```\n\n",
          ),
        ],
      },
      {
        name: "leaves out the content signals",
        edits: [
          replace(
            seo,
            "the whole site:\n\n  \n\n",
            "the whole site:\n\n  ```txt\n  User-agent: *\n  Disallow: /\n  ```\n\n",
          ),
        ],
      },
      {
        name: "writes the block without a language",
        edits: [
          replace(
            seo,
            "the whole site:\n\n  \n\n",
            "the whole site:\n\n  ```\n  User-agent: *\n  Content-Signal: ai-train=no, search=no, ai-input=no\n  Disallow: /\n  ```\n\n",
          ),
        ],
      },
    ],
  },
  {
    slug: "mintlify-docs-6669",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({ Dashboard: ["dashboard/audit-logs"] }),
      [auditLogs]: `---\ntitle: "Audit logs"\n${auditOld}\n---\n\nAudit logs record what happens in your organization.\n\n## Stream audit logs\n\nSend audit logs to Amazon S3 or Datadog as they happen.\n`,
    },
    instruction:
      "docs: update audit logs description to reflect streaming (#6669)\n\nThe page's description (what search engines and link previews show) still only talks about reviewing logs. Say that logs can be exported and streamed to Amazon S3 or Datadog too.",
    human: [
      replace(
        auditLogs,
        auditOld,
        'description: "Review, export, and stream audit logs to Amazon S3 or Datadog to track deployments, configuration changes, and permission updates in your organization."',
      ),
    ],
    title: "Audit logs: the description mentions streaming",
    paraphrase: {
      edits: [
        replace(
          auditLogs,
          auditOld,
          'description: "Track deployments, configuration changes and permission updates: review audit logs, export them, or stream them to Datadog or Amazon S3."',
        ),
      ],
      title: "Audit logs description: export and streaming",
      summary: "The description now says audit logs can be exported and streamed to S3 or Datadog.",
    },
    contains: [
      [auditLogs, /^---\ntitle: "Audit logs"\ndescription: "[^"\n]*stream[^"\n]*"\n---/],
      [
        auditLogs,
        /^---\n[\s\S]*description: "(?=[^"\n]*Amazon S3)(?=[^"\n]*Datadog)(?=[^"\n]*export)[^"\n]*"/,
      ],
    ],
    wrong: [
      {
        name: "adds streaming to the body, not the description",
        edits: [
          replace(
            auditLogs,
            "Audit logs record what happens in your organization.\n",
            "Audit logs record what happens in your organization. You can export them, or stream them to Amazon S3 or Datadog.\n",
          ),
        ],
      },
      {
        name: "names a destination that is not offered",
        edits: [
          replace(
            auditLogs,
            auditOld,
            'description: "Review, export, and stream audit logs to Amazon S3 or Splunk to track deployments, configuration changes, and permission updates."',
          ),
        ],
      },
      {
        name: "breaks the frontmatter's quoting",
        edits: [
          replace(
            auditLogs,
            auditOld,
            'description: "Review, export, and "stream" audit logs to Amazon S3 or Datadog."',
          ),
        ],
        afterRefusal: {
          edits: [
            replace(
              auditLogs,
              'description: "Review, export, and "stream" audit logs to Amazon S3 or Datadog."',
              "description: Review and export audit logs.",
            ),
          ],
        },
      },
    ],
  },
  {
    slug: "pnpm-io-855",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ Recipes: ["continuous-integration", "using-changesets"] }),
      [pnpmCi]: `---\nid: continuous-integration\ntitle: Continuous Integration\n---\n\n## GitHub Actions\n\n\`\`\`yaml title=".github/workflows/ci.yml"\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v6\n      - name: Install pnpm and Node.js\n        uses: pnpm/setup@v2\n${setupWith("node@24")}\`\`\`\n\n\`pnpm/setup\` installs pnpm and the runtime, then runs \`pnpm install\`; \`cache: true\` keeps the store between runs.\n\n## GitLab CI\n\nUse the pnpm image.\n`,
      [changesets]: `---\nid: using-changesets\ntitle: Using Changesets with pnpm\n---\n\n## Releasing\n\n\`\`\`yaml title=".github/workflows/release.yml"\njobs:\n  release:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v6\n      - uses: pnpm/setup@v2\n${setupWith("node@20")}      - run: pnpm changeset publish\n\`\`\`\n`,
    },
    instruction:
      "docs: read the pnpm version from package.json in the CI examples (#855)\n\nWhen the `version` input is left out, `pnpm/setup` takes the version from the `packageManager` or `devEngines.packageManager` field of `package.json`, so the workflow stays right when the project changes pnpm versions. Drop `version: 11` from both workflow examples, and say where the version comes from (and that a `version` input is needed when package.json declares neither).",
    human: [
      replace(pnpmCi, "          version: 11\n", ""),
      replace(
        pnpmCi,
        "keeps the store between runs.\n",
        "keeps the store between runs.\n\nThe pnpm version comes from the `packageManager` or `devEngines.packageManager` field of your `package.json`, so the workflow never needs updating when you change it. Add a `version` input if your `package.json` declares neither.\n",
      ),
      replace(changesets, "          version: 11\n", ""),
    ],
    title: "CI examples: take the pnpm version from package.json",
    paraphrase: {
      edits: [
        replace(pnpmCi, "          version: 11\n", ""),
        replace(changesets, "          version: 11\n", ""),
        replace(
          pnpmCi,
          "keeps the store between runs.\n",
          "keeps the store between runs.\n\nWith no `version` input, `pnpm/setup` reads the pnpm version from `packageManager` (or `devEngines.packageManager`) in `package.json`. Only a `package.json` that names neither needs a `version` input.\n",
        ),
      ],
      title: "Let pnpm/setup read the version from package.json",
      summary:
        "Both workflow examples lose `version: 11`; the CI page says the version comes from package.json's packageManager.",
    },
    absent: [
      [pnpmCi, "version: 11"],
      [changesets, "version: 11"],
    ],
    contains: [
      [pnpmCi, "runtime: node@24\n          cache: true\n"],
      [changesets, "runtime: node@20\n          cache: true\n"],
    ],
    facts: [
      {
        kind: "states",
        path: pnpmCi,
        about: /packagemanager|version/,
        says: /packagemanager/,
        not: /\.npmrc|latest version|\.nvmrc/,
      },
    ],
    wrong: [
      {
        name: "drops it from the CI page only",
        edits: [
          replace(pnpmCi, "          version: 11\n", ""),
          replace(
            pnpmCi,
            "keeps the store between runs.\n",
            "keeps the store between runs.\n\nThe pnpm version comes from the `packageManager` field of your `package.json`.\n",
          ),
        ],
      },
      {
        name: "says the version comes from .npmrc",
        edits: [
          replace(pnpmCi, "          version: 11\n", ""),
          replace(changesets, "          version: 11\n", ""),
          replace(
            pnpmCi,
            "keeps the store between runs.\n",
            "keeps the store between runs.\n\nThe pnpm version comes from the `use-pnpm` line of your `.npmrc`, or the latest version when there is none.\n",
          ),
        ],
      },
      {
        name: "removes the runtime line instead",
        edits: [
          replace(pnpmCi, "          runtime: node@24\n", ""),
          replace(changesets, "          runtime: node@20\n", ""),
        ],
        title: "CI examples: simplify pnpm/setup",
      },
    ],
  },
  {
    slug: "mdbook-3132",
    format: "mdbook",
    navigationFile: "src/SUMMARY.md",
    files: {
      "book.toml": bookToml,
      "src/SUMMARY.md": summary("- [Continuous integration](continuous-integration.md)\n"),
      "src/README.md": "# Introduction\n\nA guide to the book tool.\n",
      [mdbookCi]:
        "# Running mdBook in CI\n\n## Running tests\n\nRun `mdbook test` from the book's folder. You might add other checks too, like [mdbook-linkcheck], which finds broken links.\n\n[mdbook-linkcheck]: https://github.com/Michael-F-Bryan/mdbook-linkcheck#continuous-integration\n\n## Deploying\n\nPush the built book to your host.\n",
    },
    instruction:
      "Recommend linkcheck2 fork (#3132)\n\nSince admonitions arrived in 0.5.0, mdbook-linkcheck fails on books that use them, and its fix has waited for a long time. Recommend the maintained fork, mdbook-linkcheck2 (https://github.com/marxin/mdbook-linkcheck2#continuous-integration), instead.",
    human: [
      replace(mdbookCi, "like [mdbook-linkcheck], which", "like [mdbook-linkcheck2], which"),
      replace(
        mdbookCi,
        "[mdbook-linkcheck]: https://github.com/Michael-F-Bryan/mdbook-linkcheck#continuous-integration",
        "[mdbook-linkcheck2]: https://github.com/marxin/mdbook-linkcheck2#continuous-integration",
      ),
    ],
    title: "CI guide: recommend mdbook-linkcheck2",
    paraphrase: {
      edits: [
        replace(
          mdbookCi,
          "like [mdbook-linkcheck], which finds broken links.\n\n[mdbook-linkcheck]: https://github.com/Michael-F-Bryan/mdbook-linkcheck#continuous-integration\n",
          "like [mdbook-linkcheck2](https://github.com/marxin/mdbook-linkcheck2#continuous-integration), a maintained fork of mdbook-linkcheck that finds broken links.\n",
        ),
      ],
      title: "Point the CI guide at the maintained link checker",
      summary: "The CI guide recommends mdbook-linkcheck2, the maintained fork.",
    },
    externalHosts: ["github.com"],
    contains: [
      [
        mdbookCi,
        /(\]\(|\]:\s*)https:\/\/github\.com\/marxin\/mdbook-linkcheck2#continuous-integration\b/,
      ],
    ],
    absent: [[mdbookCi, "Michael-F-Bryan/mdbook-linkcheck"]],
    wrong: [
      {
        name: "renames the link but keeps the old address",
        edits: [
          replace(mdbookCi, "like [mdbook-linkcheck], which", "like [mdbook-linkcheck2], which"),
          replace(
            mdbookCi,
            "[mdbook-linkcheck]: https://github.com",
            "[mdbook-linkcheck2]: https://github.com",
          ),
        ],
      },
      {
        name: "links the fork's releases page, not its CI section",
        edits: [
          replace(
            mdbookCi,
            "[mdbook-linkcheck]: https://github.com/Michael-F-Bryan/mdbook-linkcheck#continuous-integration",
            "[mdbook-linkcheck]: https://github.com/marxin/mdbook-linkcheck2/releases",
          ),
        ],
      },
      {
        name: "adds the fork beside the broken tool",
        edits: [
          replace(
            mdbookCi,
            "which finds broken links.\n",
            "which finds broken links, or its fork [mdbook-linkcheck2](https://github.com/marxin/mdbook-linkcheck2#continuous-integration).\n",
          ),
        ],
      },
    ],
  },
  {
    slug: "mdbook-2973",
    format: "mdbook",
    kind: "fix a link or anchor",
    navigationFile: "src/SUMMARY.md",
    files: {
      "book.toml": bookToml,
      "src/SUMMARY.md": summary(
        "- [For developers](for_developers/README.md)\n  - [Preprocessors](for_developers/preprocessors.md)\n",
      ),
      "src/README.md": "# Introduction\n\nA guide to the book tool.\n",
      "src/for_developers/README.md":
        "# For developers\n\nExtend the tool with [preprocessors](preprocessors.md).\n",
      [preprocessors]:
        "# Preprocessors\n\nA preprocessor can use the [`CmdPreprocessor::parse_input()`] function to read the JSON on `stdin`, change each chapter with [`Book::for_each_mut()`], and write the book to `stdout`.\n\n[`CmdPreprocessor::parse_input()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/trait.Preprocessor.html#method.parse_input\n[`Book::for_each_mut()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/book/struct.Book.html#method.for_each_mut\n",
    },
    instruction:
      "Fix link for parse_input() in preprocessors.md (#2973)\n\nThe page still names `CmdPreprocessor::parse_input`, which was removed in 0.5. It is a free function now, `mdbook_preprocessor::parse_input` (https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/fn.parse_input.html).",
    human: [
      replace(
        preprocessors,
        "use the [`CmdPreprocessor::parse_input()`] function",
        "use the [`parse_input()`] function",
      ),
      replace(
        preprocessors,
        "[`CmdPreprocessor::parse_input()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/trait.Preprocessor.html#method.parse_input",
        "[`parse_input()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/fn.parse_input.html",
      ),
    ],
    title: "Preprocessors: link the parse_input function",
    paraphrase: {
      edits: [
        replace(
          preprocessors,
          "use the [`CmdPreprocessor::parse_input()`] function",
          "call [`mdbook_preprocessor::parse_input()`](https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/fn.parse_input.html)",
        ),
        replace(
          preprocessors,
          "[`CmdPreprocessor::parse_input()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/trait.Preprocessor.html#method.parse_input\n",
          "",
        ),
      ],
      title: "Fix the parse_input link on the preprocessors page",
      summary: "The page links the free function mdbook_preprocessor::parse_input now.",
    },
    externalHosts: ["docs.rs"],
    contains: [
      [
        preprocessors,
        /(\]\(|\]:\s*)https:\/\/docs\.rs\/mdbook-preprocessor\/latest\/mdbook_preprocessor\/fn\.parse_input\.html/,
      ],
      [preprocessors, "struct.Book.html#method.for_each_mut"],
    ],
    absent: [
      [preprocessors, "CmdPreprocessor"],
      [preprocessors, "#method.parse_input"],
    ],
    wrong: [
      {
        name: "renames the text but keeps the dead link",
        edits: [
          replace(
            preprocessors,
            "use the [`CmdPreprocessor::parse_input()`] function",
            "use the [`parse_input()`][`CmdPreprocessor::parse_input()`] function",
          ),
        ],
      },
      {
        name: "links the crate's front page",
        edits: [
          replace(
            preprocessors,
            "use the [`CmdPreprocessor::parse_input()`] function",
            "use the [`parse_input()`] function",
          ),
          replace(
            preprocessors,
            "[`CmdPreprocessor::parse_input()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/trait.Preprocessor.html#method.parse_input",
            "[`parse_input()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/",
          ),
        ],
      },
      {
        name: "fixes this link and breaks the next one",
        edits: [
          replace(
            preprocessors,
            "use the [`CmdPreprocessor::parse_input()`] function",
            "use the [`parse_input()`] function",
          ),
          replace(
            preprocessors,
            "[`CmdPreprocessor::parse_input()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/trait.Preprocessor.html#method.parse_input\n[`Book::for_each_mut()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/book/struct.Book.html#method.for_each_mut",
            "[`parse_input()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/fn.parse_input.html\n[`Book::for_each_mut()`]: https://docs.rs/mdbook-preprocessor/latest/mdbook_preprocessor/fn.for_each_mut.html",
          ),
        ],
      },
    ],
  },
  {
    slug: "mkdocs-material-8331",
    format: "mkdocs",
    navigationFile: "mkdocs.yml",
    files: {
      "mkdocs.yml":
        "site_name: Material for MkDocs\nnav:\n  - Home: index.md\n  - Plugins:\n      - Built-in privacy plugin: plugins/privacy.md\n",
      "docs/index.md":
        "# Home\n\nA theme for MkDocs. See the [privacy plugin](plugins/privacy.md).\n",
      [privacy]:
        "# Built-in privacy plugin\n\nThe plugin downloads external assets, so your site makes no requests to other services.\n\nHints like `preconnect` are removed, as they're not needed when you host everything yourself. After the plugin has done it's work, your project makes no requests to external services.\n\nIt's on by default when you build.\n",
    },
    instruction:
      'Documentation (#8331)\n\n"it\'s" → "its" on the privacy plugin page ("after the plugin has done it\'s work").',
    human: [replace(privacy, "has done it's work", "has done its work")],
    title: "Privacy plugin: its, not it's",
    paraphrase: {
      edits: [
        replace(
          privacy,
          "After the plugin has done it's work, your project",
          "Once the plugin has done its work, your project",
        ),
      ],
      title: "Fix a possessive on the privacy plugin page",
      summary: '"it\'s work" is "its work" now.',
    },
    contains: [
      [privacy, "its work"],
      [privacy, "they're not needed"],
      [privacy, "It's on by default"],
    ],
    absent: [[privacy, "it's work"]],
    wrong: [
      {
        name: "changes every it's on the page",
        edits: [
          replace(privacy, "has done it's work", "has done its work"),
          replace(privacy, "It's on by default", "Its on by default"),
        ],
      },
      {
        name: "expands it to it is",
        edits: [replace(privacy, "has done it's work", "has done it is work")],
      },
      {
        name: "fixes the they're beside it instead",
        edits: [replace(privacy, "as they're not needed", "as their not needed")],
      },
    ],
  },
];

// A third round: a checklist item, two table rows of meaning, a condition, an anchor on an
// external link, a typo in an admonition.

const checklist = "migration-services/go-live-checklist.mdx";
const checklistAssistant = "  - Tune the [assistant's answers](/assistant/customize).\n";
const skillConfig = "reference/configuration.md";
const hiddenRow =
  "| `hidden` | boolean | Leaves the page out of the sidebar; the URL still works. Do not set it to `false`: remove the field to show the page again. |";
const searchableRow =
  "| `searchable` | boolean | `true` by default. `false` keeps the page out of site search and the AI assistant, but search engines still index it and the sidebar still lists it. |";
const faq = "docs/faq.md";
const junctionsOld =
  "Long answer: symbolic links on Windows are troublesome, to say the least, but pnpm works around them: on Windows, we use [junctions] instead.";
const renderersBackends = "src/format/configuration/renderers.md";
const tabs = "docs/reference/content-tabs.md";

const thirdRound: RealPr[] = [
  {
    slug: "mintlify-docs-6849",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({
        Migration: ["migration-services/go-live-checklist"],
        Assistant: ["assistant/customize", "assistant/widget"],
      }),
      [checklist]: mdx(
        "Go-live checklist",
        `Check these before you launch.\n\n- **Set up the assistant.**\n${checklistAssistant}- **Enable add-ons.** Turn on the add-ons you need, such as [CI checks](/deploy/ci).\n- **Set up automations.** See [automations](/automations/manage).\n`,
      ),
      "assistant/customize.mdx": mdx(
        "Customize the assistant",
        "Give the assistant instructions.\n",
      ),
      "assistant/widget.mdx": mdx(
        "Assistant widget",
        "Embed the assistant in your own product, marketing site or support portal.\n",
      ),
    },
    instruction:
      "docs: add assistant widget to go-live checklist (#6849)\n\nThe go-live checklist does not mention the assistant widget. Add an item after the assistant setup: enable the widget to put the assistant in a product dashboard, a marketing site or a support portal.",
    human: [
      replace(
        checklist,
        checklistAssistant,
        `${checklistAssistant}- **Embed the assistant widget.** Enable the [assistant widget](/assistant/widget) to add the assistant to your product dashboard, marketing site, or support portal.\n`,
      ),
    ],
    title: "Go-live checklist: embed the assistant widget",
    paraphrase: {
      edits: [
        replace(
          checklist,
          checklistAssistant,
          `${checklistAssistant}- **Add the assistant widget.** Turn on the [widget](/assistant/widget) to offer the assistant in your dashboard, on your marketing site or in your support portal.\n`,
        ),
      ],
      title: "Checklist item for the assistant widget",
      summary:
        "The go-live checklist has an item for the assistant widget, after the assistant setup.",
    },
    contains: [
      [
        checklist,
        /Tune the \[assistant's answers\]\(\/assistant\/customize\)\.\n- \*\*[^\n]*\]\(\/assistant\/widget\)/,
      ],
      [checklist, /- \*\*Enable add-ons\.\*\*/],
    ],
    wrong: [
      {
        name: "adds the item at the end of the list",
        edits: [
          replace(
            checklist,
            "See [automations](/automations/manage).\n",
            "See [automations](/automations/manage).\n- **Embed the assistant widget.** Enable the [assistant widget](/assistant/widget) for your dashboard, marketing site, or support portal.\n",
          ),
        ],
      },
      {
        name: "links the widget under a path that does not exist",
        edits: [
          replace(
            checklist,
            checklistAssistant,
            `${checklistAssistant}- **Embed the assistant widget.** Enable the [assistant widget](/widget) for your dashboard, marketing site, or support portal.\n`,
          ),
        ],
        afterRefusal: {
          edits: [
            replace(
              checklist,
              "Enable the [assistant widget](/widget) for",
              "Enable the assistant widget for",
            ),
          ],
        },
      },
      {
        name: "turns the add-ons item into the widget item",
        edits: [
          replace(
            checklist,
            "- **Enable add-ons.** Turn on the add-ons you need, such as [CI checks](/deploy/ci).\n",
            "- **Embed the assistant widget.** Enable the [assistant widget](/assistant/widget) for your dashboard, marketing site, or support portal.\n",
          ),
        ],
      },
    ],
  },
  {
    slug: "mintlify-docs-7045",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({ Reference: ["reference/configuration"] }),
      [skillConfig]: `# Configuration\n\n## Frontmatter\n\n| Field | Type | What it does |\n|---|---|---|\n${hiddenRow}\n| \`noindex\` | boolean | Keeps the page out of search, sitemaps and AI context; the sidebar still lists it. |\n${searchableRow}\n`,
    },
    instruction:
      "docs: correct hidden/searchable behavior in skill reference (#7045)\n\nTwo rows of the frontmatter table are wrong. `hidden` also keeps the page out of search, sitemaps, external indexing, AI context and `llms.txt`, and setting it to `false` is fine. For `searchable`, only `searchable: false` does anything at page level; it does not override `hidden: true`, and such pages still appear in `llms.txt`.",
    human: [
      replace(
        skillConfig,
        hiddenRow,
        "| `hidden` | boolean | Leaves the page out of the sidebar; the URL still works. Also excludes the page from search, sitemaps, external indexing, AI context, and `llms.txt`. Remove the field (or set `false`) to show the page again. |",
      ),
      replace(
        skillConfig,
        searchableRow,
        "| `searchable` | boolean | At page level, only `searchable: false` has an effect: it keeps the page out of site search and the AI assistant while search engines still index it and the sidebar still lists it. Does not override `hidden: true`. Pages with `searchable: false` still appear in `llms.txt`. |",
      ),
    ],
    title: "Reference: what hidden and searchable really do",
    paraphrase: {
      edits: [
        replace(
          skillConfig,
          hiddenRow,
          "| `hidden` | boolean | Takes the page out of the sidebar (its URL keeps working) and out of search, sitemaps, external indexing, AI context and `llms.txt`. To show it again, remove the field or set it to `false`. |",
        ),
        replace(
          skillConfig,
          searchableRow,
          "| `searchable` | boolean | Only `false` matters on a page: the page leaves site search and the AI assistant, yet stays indexable and in the sidebar. A `hidden: true` page stays hidden whatever this says, and `llms.txt` still lists pages with `searchable: false`. |",
        ),
      ],
      title: "Fix the hidden and searchable rows",
      summary: "The hidden and searchable rows now say what each field really does.",
    },
    facts: [
      {
        kind: "states",
        path: skillConfig,
        about: /^field: hidden/,
        says: /llms\.txt/,
        not: /do not set it to false/,
      },
      {
        kind: "states",
        path: skillConfig,
        about: /^field: searchable/,
        says: /hidden: true/,
        not: /overrides hidden|true by default|left out of llms\.txt|excluded from llms\.txt/,
      },
      {
        kind: "table-row",
        path: skillConfig,
        key: "noindex",
        column: /what/,
        value: "keeps the page out of search, sitemaps and ai context; the sidebar still lists it.",
      },
    ],
    wrong: [
      {
        name: "fixes hidden and leaves searchable",
        edits: [
          replace(
            skillConfig,
            hiddenRow,
            "| `hidden` | boolean | Leaves the page out of the sidebar; the URL still works. Also excludes the page from search, sitemaps, external indexing, AI context, and `llms.txt`. Remove the field (or set `false`) to show the page again. |",
          ),
        ],
      },
      {
        name: "says searchable: false overrides hidden",
        edits: [
          replace(
            skillConfig,
            hiddenRow,
            "| `hidden` | boolean | Leaves the page out of the sidebar and out of search, sitemaps, external indexing, AI context, and `llms.txt`. Remove the field (or set `false`) to show it again. |",
          ),
          replace(
            skillConfig,
            searchableRow,
            "| `searchable` | boolean | Only `searchable: false` has an effect, and it overrides `hidden: true`. Pages with it are left out of `llms.txt`. |",
          ),
        ],
      },
      {
        name: "writes the new text into the noindex row",
        edits: [
          replace(
            skillConfig,
            "| `noindex` | boolean | Keeps the page out of search, sitemaps and AI context; the sidebar still lists it. |",
            "| `noindex` | boolean | Keeps the page out of search, sitemaps, AI context and `llms.txt`; does not override `hidden: true`. |",
          ),
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-803",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ Help: ["faq"] }),
      [faq]: `---\nid: faq\ntitle: Frequently Asked Questions\n---\n\n## Does pnpm work on Windows?\n\nShort answer: yes.\n${junctionsOld}\n\n[junctions]: https://docs.microsoft.com/en-us/windows/win32/fileio/hard-links-and-junctions\n`,
    },
    instruction:
      'docs: fix the usage conditions for junctions (#803)\n\npnpm uses junctions on Windows only when Developer Mode is off (https://learn.microsoft.com/windows/advanced-settings/developer-mode); with it on, it uses symbolic links. Say so, and tone down "troublesome, to say the least": symbolic links on Windows are only sometimes a problem.',
    human: [
      replace(
        faq,
        junctionsOld,
        "Long answer: symbolic links on Windows can sometimes be a problem, but pnpm works around them: on Windows, if [Developer Mode](https://learn.microsoft.com/windows/advanced-settings/developer-mode) is off, we use [junctions] instead.",
      ),
    ],
    title: "FAQ: pnpm uses junctions when Developer Mode is off",
    paraphrase: {
      edits: [
        replace(
          faq,
          junctionsOld,
          "Long answer: symbolic links on Windows are sometimes a problem, and pnpm has a workaround: when Windows' [Developer Mode](https://learn.microsoft.com/windows/advanced-settings/developer-mode) is turned off, pnpm uses [junctions] in their place.",
        ),
      ],
      title: "FAQ: when pnpm uses junctions on Windows",
      summary: "The FAQ says junctions are used on Windows when Developer Mode is off.",
    },
    externalHosts: ["learn.microsoft.com"],
    facts: [
      {
        kind: "states",
        path: faq,
        about: /junctions/,
        says: /developer mode (is )?(turned )?off/,
        not: /developer mode (is )?(turned )?on\b|always/,
      },
    ],
    absent: [[faq, "to say the least"]],
    wrong: [
      {
        name: "reverses the condition",
        edits: [
          replace(
            faq,
            junctionsOld,
            "Long answer: symbolic links on Windows can sometimes be a problem, but pnpm works around them: on Windows, if Developer Mode is on, we use [junctions] instead.",
          ),
        ],
      },
      {
        name: "softens the wording and leaves out the condition",
        edits: [replace(faq, "troublesome, to say the least, but", "sometimes a problem, but")],
      },
      {
        name: "says junctions are always used",
        edits: [
          replace(
            faq,
            junctionsOld,
            "Long answer: symbolic links on Windows can sometimes be a problem, so on Windows we always use [junctions], whether Developer Mode is off or on.",
          ),
        ],
      },
    ],
  },
  {
    slug: "mdbook-3179",
    format: "mdbook",
    kind: "fix a link or anchor",
    navigationFile: "src/SUMMARY.md",
    files: {
      "book.toml": `${bookToml}git-repository-url = "https://github.com/rust-lang/mdBook"\n`,
      "src/SUMMARY.md": summary(
        "- [Configuration](format/configuration/index.md)\n  - [Renderers](format/configuration/renderers.md)\n",
      ),
      "src/README.md": "# Introduction\n\nA guide to the book tool.\n",
      "src/format/configuration/index.md":
        "# Configuration\n\nEach output has [options of its own](renderers.md).\n",
      [renderersBackends]:
        "# Renderers\n\nA renderer, or backend, turns the book into an output format. See the [Third Party Plugins] wiki page for the backends others have written.\n\n[Third Party Plugins]: https://github.com/rust-lang/mdBook/wiki/Third-party-plugins\n",
    },
    instruction:
      "renderers.md: link to backends section of plugins page (#3179)\n\nThe wiki page lists preprocessors first; the renderers chapter should link straight to its Backends section (#backends).",
    human: [
      replace(
        renderersBackends,
        "wiki/Third-party-plugins\n",
        "wiki/Third-party-plugins#backends\n",
      ),
    ],
    title: "Renderers: link the wiki's Backends section",
    paraphrase: {
      edits: [
        replace(
          renderersBackends,
          "See the [Third Party Plugins] wiki page for the backends others have written.\n\n[Third Party Plugins]: https://github.com/rust-lang/mdBook/wiki/Third-party-plugins\n",
          "The wiki lists the backends others have written in its [Backends section](https://github.com/rust-lang/mdBook/wiki/Third-party-plugins#backends).\n",
        ),
      ],
      title: "Point the renderers chapter at the wiki's backends",
      summary: "The link goes to the Backends section of the plugins wiki page now.",
    },
    externalHosts: ["github.com"],
    contains: [
      [
        renderersBackends,
        /(\]\(|\]:\s*)https:\/\/github\.com\/rust-lang\/mdBook\/wiki\/Third-party-plugins#backends\b/,
      ],
    ],
    wrong: [
      {
        name: "links the preprocessors section",
        edits: [
          replace(
            renderersBackends,
            "wiki/Third-party-plugins\n",
            "wiki/Third-party-plugins#preprocessors\n",
          ),
        ],
      },
      {
        name: "writes the anchor in capitals",
        edits: [
          replace(
            renderersBackends,
            "wiki/Third-party-plugins\n",
            "wiki/Third-party-plugins#Backends\n",
          ),
        ],
      },
      {
        name: "links the book's own backends chapter instead",
        edits: [
          replace(
            renderersBackends,
            "[Third Party Plugins]: https://github.com/rust-lang/mdBook/wiki/Third-party-plugins\n",
            "[Third Party Plugins]: ../../for_developers/backends.md\n",
          ),
        ],
      },
    ],
  },
  {
    slug: "mkdocs-material-8560",
    format: "mkdocs",
    navigationFile: "mkdocs.yml",
    files: {
      "mkdocs.yml":
        "site_name: Material for MkDocs\nnav:\n  - Home: index.md\n  - Reference:\n      - Content tabs: reference/content-tabs.md\n",
      "docs/index.md": "# Home\n\nSee [content tabs](reference/content-tabs.md).\n",
      [tabs]:
        '# Content tabs\n\n!!! tip "Readable anchor links"\n\n    Python Markdown Extensions 9.6 can slugify content tabs, for anchor links that read well:\n\n    ``` yaml\n    markdown_extensions:\n      - pymdownx.tabbed:\n          slugify: !!python/object/apply:pymdownx.slugs.slugify\n            kwds:\n              case: lower\n    ```\n\n    Fore more information, please [see the extension guide][slugification].\n\n  [slugification]: https://facelessuser.github.io/pymdown-extensions/extensions/tabbed/#tab-ids\n',
    },
    instruction: 'Documentation (#8560)\n\nTypo in the content tabs tip: "Fore more information".',
    human: [replace(tabs, "Fore more information", "For more information")],
    title: "Content tabs: fix a typo",
    paraphrase: {
      edits: [
        replace(
          tabs,
          "Fore more information, please [see the extension guide][slugification].",
          "The [extension guide][slugification] has more on this.",
        ),
      ],
      title: "Fix the typo in the content tabs tip",
      summary: "The tip's last sentence no longer says Fore.",
    },
    contains: [
      [tabs, /\n {4}[^\n]*\[[^\]]+\]\[slugification\]/],
      [tabs, "    ``` yaml\n    markdown_extensions:\n"],
    ],
    absent: [[tabs, "Fore more"]],
    wrong: [
      {
        name: "fixes the typo and outdents the sentence out of the tip",
        edits: [
          replace(
            tabs,
            "    Fore more information, please [see the extension guide][slugification].",
            "For more information, please [see the extension guide][slugification].",
          ),
        ],
      },
      {
        name: "fixes the typo and drops the link",
        edits: [
          replace(
            tabs,
            "Fore more information, please [see the extension guide][slugification].",
            "For more information, please see the extension guide.",
          ),
        ],
      },
      {
        name: "fixes the typo and breaks the code fence",
        edits: [
          replace(tabs, "Fore more information", "For more information"),
          replace(tabs, "    ``` yaml\n", "    ``` yml\n"),
        ],
      },
    ],
  },
];

// A fourth round: a term aligned over two pages, a sentence fragment, a clarified warning, a
// version pinned in three places, an instruction swapped for a simpler one.

const analyticsIndex = "analytics/index.mdx";
const analyticsStreaming = "analytics/streaming.mdx";
const streamingPara =
  "Admins can add several destinations, select which event categories to send, and choose which deployments to stream from. Nothing streams until you select at least one category and one deployment.";
const redirectsPage = "create/redirects.mdx";
const fragment =
  "Use a permanent (308) redirect when a page has moved for good. For renamed slugs, a new navigation, or removed pages that have a replacement. Search engines pass the ranking on to the destination.";
const assistantCustomize = "assistant/customize.mdx";
const assistantWarning =
  "  If the file sits at the root of your project, your instructions are public at `/assistant.md`. The `.mintlify/` directory is not served publicly so your `Assistant.md` file is not accessible when in that directory.\n";
const pnpmDocker = "docs/docker.md";
const packageJson = "docs/package_json.md";
const fetchPage = "docs/cli/fetch.md";

const fourthRound: RealPr[] = [
  {
    slug: "mintlify-docs-6946",
    format: "mintlify",
    kind: "apply a house rule",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({ Analytics: ["analytics/index", "analytics/streaming"] }),
      [analyticsIndex]: mdx(
        "Analytics",
        "Analytics show how readers use your docs. To send events elsewhere, see [streaming](/analytics/streaming).\n\n## Choose an analytics view\n\nSelect a view in the sidebar.\n",
      ),
      [analyticsStreaming]: mdx(
        "Analytics streaming",
        `Stream events to Amazon S3.\n\n${streamingPara}\n`,
      ),
    },
    instruction:
      'docs: align select/choose terminology in analytics pages (#6946)\n\nThe analytics pages mix "choose" and "select" for the same action; the style guide says "select". Use it in both pages.',
    human: [
      replace(analyticsIndex, "## Choose an analytics view", "## Select an analytics view"),
      replace(analyticsStreaming, "and choose which deployments", "and select which deployments"),
    ],
    title: "Analytics pages: select, not choose",
    paraphrase: {
      edits: [
        replace(analyticsStreaming, "and choose which deployments", "and select the deployments"),
        replace(analyticsIndex, "## Choose an analytics view", "## Select an analytics view"),
      ],
      title: "Use select throughout the analytics pages",
      summary: "Both analytics pages say select where they said choose.",
    },
    absent: [
      [analyticsIndex, /\bchoose\b/i],
      [analyticsStreaming, /\bchoose\b/i],
    ],
    contains: [[analyticsIndex, "## Select an analytics view"]],
    wrong: [
      {
        name: "fixes the heading only",
        edits: [
          replace(analyticsIndex, "## Choose an analytics view", "## Select an analytics view"),
        ],
      },
      {
        name: "aligns on choose instead",
        edits: [
          replace(analyticsIndex, "Select a view in the sidebar.", "Choose a view in the sidebar."),
          replace(
            analyticsStreaming,
            "select which event categories",
            "choose which event categories",
          ),
        ],
      },
      {
        name: "writes the heading in title case",
        edits: [
          replace(analyticsIndex, "## Choose an analytics view", "## Select An Analytics View"),
          replace(
            analyticsStreaming,
            "and choose which deployments",
            "and select which deployments",
          ),
        ],
      },
    ],
  },
  {
    slug: "mintlify-docs-6949",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({ Create: ["create/redirects"] }),
      [redirectsPage]: mdx(
        "Redirects",
        `## Permanent and temporary redirects\n\n${fragment}\n\nUse a temporary (307) redirect when the page will come back.\n`,
      ),
    },
    instruction:
      'docs: fix sentence fragment in redirects page (#6949)\n\n"For renamed slugs, a new navigation, or removed pages that have a replacement." is not a sentence. Join it to the one before.',
    human: [
      replace(
        redirectsPage,
        "has moved for good. For renamed slugs,",
        "has moved for good, such as for renamed slugs,",
      ),
    ],
    title: "Redirects: fix a sentence fragment",
    paraphrase: {
      edits: [
        replace(
          redirectsPage,
          "Use a permanent (308) redirect when a page has moved for good. For renamed slugs, a new navigation, or removed pages that have a replacement.",
          "When a page has moved for good (a renamed slug, a new navigation, a removed page with a replacement), use a permanent (308) redirect.",
        ),
      ],
      title: "Redirects: join the fragment to its sentence",
      summary: "The list of cases is part of the permanent-redirect sentence now.",
    },
    facts: [
      {
        kind: "states",
        path: redirectsPage,
        about: /renamed slug/,
        says: /(308|permanent)/,
        not: /(307|temporary)/,
      },
      {
        kind: "states",
        path: redirectsPage,
        about: /come back/,
        says: /307|temporary/,
      },
    ],
    wrong: [
      {
        name: "joins it to the temporary redirect",
        edits: [
          replace(
            redirectsPage,
            " For renamed slugs, a new navigation, or removed pages that have a replacement.",
            "",
          ),
          replace(
            redirectsPage,
            "Use a temporary (307) redirect when the page will come back.",
            "Use a temporary (307) redirect when the page will come back, or for renamed slugs, a new navigation, or removed pages that have a replacement.",
          ),
        ],
      },
      {
        name: "deletes the fragment",
        edits: [
          replace(
            redirectsPage,
            " For renamed slugs, a new navigation, or removed pages that have a replacement.",
            "",
          ),
        ],
      },
      {
        name: "says a temporary redirect fits renamed slugs",
        edits: [
          replace(
            redirectsPage,
            "has moved for good. For renamed slugs,",
            "has moved for good. A temporary (307) redirect suits renamed slugs,",
          ),
        ],
      },
    ],
  },
  {
    slug: "mintlify-docs-6590",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": docsJson({ Assistant: ["assistant/customize"] }),
      [assistantCustomize]: mdx(
        "Customize the assistant",
        `Add a \`.mintlify/Assistant.md\` file to give the assistant instructions.\n\n<Warning>\n  Put \`Assistant.md\` in \`.mintlify/\`, not at the root of your project.\n${assistantWarning}</Warning>\n`,
      ),
    },
    instruction:
      "docs: clarify Assistant.md is not served publicly from .mintlify/ (#6590)\n\nThe last sentence of the warning is clumsy and reads as if the whole `.mintlify/` directory were a secret store. Say plainly that inside `.mintlify/`, `Assistant.md` is not served publicly.",
    human: [
      replace(
        assistantCustomize,
        "The `.mintlify/` directory is not served publicly so your `Assistant.md` file is not accessible when in that directory.",
        "When placed inside `.mintlify/`, your `Assistant.md` file is not served publicly.",
      ),
    ],
    title: "Assistant: Assistant.md in .mintlify/ is not served",
    paraphrase: {
      edits: [
        replace(
          assistantCustomize,
          "The `.mintlify/` directory is not served publicly so your `Assistant.md` file is not accessible when in that directory.",
          "Inside `.mintlify/`, `Assistant.md` is never published.",
        ),
      ],
      title: "Clarify where Assistant.md stays private",
      summary: "The warning now says plainly that Assistant.md in .mintlify/ is not published.",
    },
    facts: [
      {
        kind: "states",
        path: assistantCustomize,
        about: /\.mintlify/,
        says: /(not served|never published|not published|not public)/,
        not: /(is served|is public|are public at \/\.mintlify)/,
      },
      {
        kind: "states",
        path: assistantCustomize,
        about: /root/,
        says: /public at \/assistant\.md/,
      },
    ],
    absent: [[assistantCustomize, "directory is not served publicly so"]],
    wrong: [
      {
        name: "says the file is served from .mintlify/ too",
        edits: [
          replace(
            assistantCustomize,
            "The `.mintlify/` directory is not served publicly so your `Assistant.md` file is not accessible when in that directory.",
            "Inside `.mintlify/`, the file is served too, at `/.mintlify/assistant.md`.",
          ),
        ],
      },
      {
        name: "drops the root warning with the clumsy sentence",
        edits: [
          replace(
            assistantCustomize,
            assistantWarning,
            "  When placed inside `.mintlify/`, your `Assistant.md` file is not served publicly.\n",
          ),
        ],
      },
      {
        name: "moves the sentence out of the warning and leaves it unclosed",
        edits: [
          replace(
            assistantCustomize,
            " The `.mintlify/` directory is not served publicly so your `Assistant.md` file is not accessible when in that directory.\n</Warning>\n",
            "\n\nWhen placed inside `.mintlify/`, your `Assistant.md` file is not served publicly.\n",
          ),
        ],
        afterRefusal: {
          edits: [
            replace(
              assistantCustomize,
              "\n\nWhen placed inside `.mintlify/`, your `Assistant.md` file is not served publicly.\n",
              "\n</Warning>\n",
            ),
          ],
        },
      },
    ],
  },
  {
    slug: "pnpm-io-808",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ Recipes: ["docker"], Configuration: ["package_json"] }),
      [pnpmDocker]:
        "---\nid: docker\ntitle: Working with Docker\n---\n\n## The pnpm image\n\n```dockerfile\nFROM ghcr.io/pnpm/pnpm:latest\nRUN pnpm runtime set node 22 -g\n```\n\nOr let pnpm install Node.js from `devEngines.runtime`:\n\n```dockerfile\nFROM ghcr.io/pnpm/pnpm:latest\nWORKDIR /app\nCOPY . .\nRUN pnpm install\n```\n\n## Other images\n\n```dockerfile\nFROM node:22-slim\n```\n",
      [packageJson]:
        '---\nid: package_json\ntitle: package.json\n---\n\n## devEngines.packageManager\n\n```json\n{\n  "devEngines": {\n    "packageManager": {\n      "name": "pnpm",\n      "version": ">=11.0.0",\n      "onFail": "download"\n    }\n  }\n}\n```\n',
    },
    instruction:
      "docs: pin v11 examples to major version (#808)\n\nThe v11 examples follow `latest` and an open-ended version range, so they will pull pnpm 12 the day it ships. Pin them to major 11: the pnpm image tag in the Docker examples, and the `devEngines.packageManager` range in package.json.",
    human: [
      replace(
        pnpmDocker,
        "FROM ghcr.io/pnpm/pnpm:latest\nRUN pnpm runtime",
        "FROM ghcr.io/pnpm/pnpm:11\nRUN pnpm runtime",
      ),
      replace(
        pnpmDocker,
        "FROM ghcr.io/pnpm/pnpm:latest\nWORKDIR",
        "FROM ghcr.io/pnpm/pnpm:11\nWORKDIR",
      ),
      replace(packageJson, '"version": ">=11.0.0",', '"version": ">=11.0.0 <12.0.0",'),
    ],
    title: "Pin the v11 examples to pnpm 11",
    paraphrase: {
      edits: [
        replace(
          pnpmDocker,
          "FROM ghcr.io/pnpm/pnpm:latest\nRUN pnpm runtime",
          "FROM ghcr.io/pnpm/pnpm:11\nRUN pnpm runtime",
        ),
        replace(
          pnpmDocker,
          "FROM ghcr.io/pnpm/pnpm:latest\nWORKDIR",
          "FROM ghcr.io/pnpm/pnpm:11\nWORKDIR",
        ),
        replace(packageJson, '"version": ">=11.0.0",', '"version": "^11.0.0",'),
      ],
      title: "Examples: stay on pnpm 11",
      summary: "The Docker image tags are 11, and the packageManager range is ^11.0.0.",
    },
    absent: [
      [pnpmDocker, "pnpm:latest"],
      [packageJson, '">=11.0.0"'],
    ],
    contains: [
      [pnpmDocker, /FROM ghcr\.io\/pnpm\/pnpm:11\nRUN[\s\S]*FROM ghcr\.io\/pnpm\/pnpm:11\nWORKDIR/],
      [packageJson, /"version": "(>=11\.0\.0 <12(\.0\.0)?|\^11(\.0\.0)?|11\.x)"/],
      [pnpmDocker, "FROM node:22-slim"],
    ],
    wrong: [
      {
        name: "pins the first image only",
        edits: [
          replace(
            pnpmDocker,
            "FROM ghcr.io/pnpm/pnpm:latest\nRUN pnpm runtime",
            "FROM ghcr.io/pnpm/pnpm:11\nRUN pnpm runtime",
          ),
          replace(packageJson, '"version": ">=11.0.0",', '"version": ">=11.0.0 <12.0.0",'),
        ],
      },
      {
        name: "pins the images and leaves the range open",
        edits: [
          replace(
            pnpmDocker,
            "FROM ghcr.io/pnpm/pnpm:latest\nRUN pnpm runtime",
            "FROM ghcr.io/pnpm/pnpm:11\nRUN pnpm runtime",
          ),
          replace(
            pnpmDocker,
            "FROM ghcr.io/pnpm/pnpm:latest\nWORKDIR",
            "FROM ghcr.io/pnpm/pnpm:11\nWORKDIR",
          ),
        ],
      },
      {
        name: "pins an exact version everywhere",
        edits: [
          replace(
            pnpmDocker,
            "FROM ghcr.io/pnpm/pnpm:latest\nRUN pnpm runtime",
            "FROM ghcr.io/pnpm/pnpm:11.0.0\nRUN pnpm runtime",
          ),
          replace(
            pnpmDocker,
            "FROM ghcr.io/pnpm/pnpm:latest\nWORKDIR",
            "FROM ghcr.io/pnpm/pnpm:11.0.0\nWORKDIR",
          ),
          replace(packageJson, '"version": ">=11.0.0",', '"version": "11.0.0",'),
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-810",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars({ CLI: ["cli/fetch"] }),
      [fetchPage]:
        "---\nid: fetch\ntitle: pnpm fetch\n---\n\nFetches packages into the store from the lockfile alone.\n\n## Usage scenario\n\n```Dockerfile\nFROM node:22\n\nWORKDIR /path/to/somewhere\n\n# pnpm fetch needs only the lockfile\nCOPY pnpm-lock.yaml pnpm-workspace.yaml ./\n\nRUN pnpm fetch --prod\n\nADD . ./\nRUN pnpm install -r --offline --prod\n```\n",
    },
    instruction:
      "docs: use COPY in fetch Docker example (#810)\n\nThe example copies the sources with `ADD`; `COPY` is the instruction to use for local files (ADD also fetches URLs and unpacks archives).",
    human: [replace(fetchPage, "ADD . ./\n", "COPY . ./\n")],
    title: "pnpm fetch: COPY, not ADD, in the Docker example",
    paraphrase: {
      edits: [replace(fetchPage, "ADD . ./\n", "COPY . .\n")],
      title: "Use COPY for the sources in the fetch example",
      summary: "The Docker example copies the sources with COPY now.",
    },
    contains: [
      [fetchPage, /RUN pnpm fetch --prod\n\nCOPY \. \.\/?\nRUN pnpm install -r --offline --prod/],
      [fetchPage, "COPY pnpm-lock.yaml pnpm-workspace.yaml ./\n"],
    ],
    absent: [[fetchPage, /^ADD /m]],
    wrong: [
      {
        name: "copies only the lockfile",
        edits: [replace(fetchPage, "ADD . ./\n", "COPY pnpm-lock.yaml ./\n")],
      },
      {
        name: "moves the copy before the fetch",
        edits: [
          replace(fetchPage, "\nADD . ./\n", "\n"),
          replace(fetchPage, "RUN pnpm fetch --prod\n", "COPY . ./\nRUN pnpm fetch --prod\n"),
        ],
      },
      {
        name: "changes the lockfile's COPY to ADD too",
        edits: [
          replace(fetchPage, "ADD . ./\n", "COPY . ./\n"),
          replace(
            fetchPage,
            "COPY pnpm-lock.yaml pnpm-workspace.yaml ./\n",
            "ADD pnpm-lock.yaml pnpm-workspace.yaml ./\n",
          ),
        ],
      },
    ],
  },
];

/** The second set of tasks modelled on real pull requests. */
export const realPrTasks2: Task[] = [
  ...mintlify,
  ...pnpm,
  ...mdbook,
  ...mkdocs,
  ...secondRound,
  ...thirdRound,
  ...fourthRound,
].map(taskOf);
