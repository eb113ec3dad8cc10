import type { DoubleFile } from "#testkit/github/github-double.ts";
import {
  call,
  type Fact,
  type Fixture,
  finish,
  read,
  replace,
  run,
  type SiteFormat,
  type Task,
  type TaskRun,
  type TextMatch,
} from "../task.ts";

/**
 * Tasks modelled on merged pull requests of public documentation repositories: the situation
 * the pull request met (its instruction, the kind of change, the values it changed), on a small
 * site written for the suite in the same format. `eval/real-prs/<slug>/SOURCE.md` names the
 * pull request, its commits and the repository's licence; no text of the repository is copied.
 */
interface RealPr {
  slug: string;
  format: SiteFormat;
  navigationFile: string;
  files: Record<string, string>;
  /** The pull request's title and description: the instruction. */
  instruction: string;
  /** The human's change, as replacements on the base files. */
  human: [path: string, oldText: string, newText: string][];
  title: string;
  /** Files a good run may change besides the human's. */
  allowed?: string[];
  /** Texts every changed file family must hold after the change, and must no longer hold. */
  contains?: [path: string, text: TextMatch][];
  absent?: [path: string, text: TextMatch][];
  facts?: Fact[];
  wrong: {
    name: string;
    edits: [path: string, oldText: string, newText: string][];
    title?: string;
  }[];
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

function scripted(name: string, edits: RealPr["human"], title: string): TaskRun {
  const paths = [...new Set(edits.map(([path]) => path))];
  return run(name, [
    call(...paths.map((path) => read(path))),
    call(...edits.map(([path, oldText, newText]) => replace(path, oldText, newText))),
    finish(`${title}.`, title),
  ]);
}

function taskOf(pr: RealPr): Task {
  const changed = [...new Set(pr.human.map(([path]) => path))];
  return {
    id: `real/${pr.slug}`,
    fixture: fixtureOf(pr),
    kind: "edit a passage",
    prompts: [pr.instruction],
    golden: {
      changedWithin: [...changed, ...(pr.allowed ?? [])],
      changedAtLeast: changed,
      contains: pr.contains ?? [],
      absent: pr.absent ?? [],
      navigation: [],
      facts: pr.facts ?? [],
      pullRequest: "ready",
    },
    reference: scripted("reference", pr.human, pr.title),
    wrong: pr.wrong.map((w) => scripted(w.name, w.edits, w.title ?? pr.title)),
  };
}

const mintJson = (pages: string[]) =>
  `${JSON.stringify({ name: "Docs", navigation: [{ group: "Guides", pages }] }, null, 2)}\n`;

const sidebars = (ids: string[]) =>
  `${JSON.stringify({ docs: [{ type: "category", label: "Reference", items: ids }] }, null, 2)}\n`;

const prs: RealPr[] = [
  {
    slug: "mintlify-docs-7019",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": mintJson(["automations/manage", "cli/commands"]),
      "automations/manage.mdx":
        '---\ntitle: "Manage automations"\n---\n\nAutomations run agents on a schedule or on a push.\n\n<Tip>\n  The terminal can create, list and remove automations too, with [`mint workflow`](/cli/commands#mint-workflow). Use the dashboard to watch runs.\n</Tip>\n\n## Turn an automation on\n\nOpen **Automations** in the dashboard and pick one.\n',
      "cli/commands.mdx":
        '---\ntitle: "CLI commands"\n---\n\n## mint dev\n\nServes the site locally.\n\n## mint automations\n\nCreates, lists and removes automations.\n',
    },
    instruction:
      "docs: fix outdated mint workflow link on automations/manage\n\nThe CLI command is `mint automations` now; the tip on the automations page still names `mint workflow` and links to an anchor that no longer exists.",
    human: [
      [
        "automations/manage.mdx",
        "[`mint workflow`](/cli/commands#mint-workflow)",
        "[`mint automations`](/cli/commands#mint-automations)",
      ],
    ],
    title: "Fix the mint automations link on the automations page",
    contains: [["automations/manage.mdx", "/cli/commands#mint-automations"]],
    absent: [
      ["automations/manage.mdx", "mint workflow"],
      ["automations/manage.mdx", "#mint-workflow"],
    ],
    wrong: [
      {
        name: "renames the command but keeps the dead anchor",
        edits: [
          [
            "automations/manage.mdx",
            "[`mint workflow`](/cli/commands#mint-workflow)",
            "[`mint automations`](/cli/commands#mint-workflow)",
          ],
        ],
      },
      {
        name: "fixes the anchor but keeps the old command name",
        edits: [
          [
            "automations/manage.mdx",
            "(/cli/commands#mint-workflow)",
            "(/cli/commands#mint-automations)",
          ],
        ],
      },
    ],
  },
  {
    slug: "mintlify-docs-6695",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": mintJson(["deploy/ghes"]),
      "deploy/ghes.mdx":
        '---\ntitle: "GitHub Enterprise Server"\n---\n\n## Send us the credentials\n\n- App ID: from step 2\n- Installation ID: from step 4\n- Private key: the whole `.pem` file, sent by secure file transfer\n\n### Optional, for troubleshooting\n\n- Organization name: your GitHub organization\n- Repository names: the repositories the app is installed on\n',
    },
    instruction:
      "docs: require installation owner for GHES setup\n\nThe installation owner (the organization that owns the app installation) is required now, not an optional troubleshooting detail.",
    human: [
      [
        "deploy/ghes.mdx",
        "- Installation ID: from step 4\n",
        "- Installation ID: from step 4\n- Installation owner: the GitHub organization that owns the app installation\n",
      ],
      ["deploy/ghes.mdx", "- Organization name: your GitHub organization\n", ""],
    ],
    title: "GHES setup: the installation owner is required",
    absent: [["deploy/ghes.mdx", /### Optional[^#]*(installation owner|organization name)/i]],
    facts: [
      {
        kind: "states",
        path: "deploy/ghes.mdx",
        about: /installation owner|organization/,
        says: /installation owner/,
        not: /^organization name/,
      },
    ],
    wrong: [
      {
        name: "adds it to the optional list",
        edits: [
          [
            "deploy/ghes.mdx",
            "- Organization name: your GitHub organization\n",
            "- Installation owner: the GitHub organization that owns the app installation\n",
          ],
        ],
      },
      {
        name: "adds it but leaves the optional organization name",
        edits: [
          [
            "deploy/ghes.mdx",
            "- Installation ID: from step 4\n",
            "- Installation ID: from step 4\n- Installation owner: the GitHub organization that owns the app installation\n",
          ],
        ],
      },
    ],
  },
  {
    slug: "mintlify-docs-6987",
    format: "mintlify",
    navigationFile: "docs.json",
    files: {
      "docs.json": mintJson(["reference/frontmatter"]),
      "reference/frontmatter.md":
        "# Frontmatter\n\n| Field | Type | What it does |\n|---|---|---|\n| `hidden` | boolean | Leaves the page out of the sidebar. |\n| `groups` | string[] | Restricts the page to users in the listed groups. Needs authentication. |\n| `mode` | string | The page layout. |\n",
    },
    instruction:
      "docs: clarify groups frontmatter behavior with personalization\n\nWith authentication, `groups` restricts access. With personalization alone it only hides the page from the navigation: anyone with the URL can still open it.",
    human: [
      [
        "reference/frontmatter.md",
        "| `groups` | string[] | Restricts the page to users in the listed groups. Needs authentication. |",
        "| `groups` | string[] | Limits the page to users in the listed groups. With authentication it restricts access; with personalization alone it only hides the page from the navigation, and the page still opens from its URL. |",
      ],
    ],
    title: "Frontmatter: what groups does with personalization",
    facts: [
      {
        kind: "states",
        path: "reference/frontmatter.md",
        about: /^field: groups/,
        says: /personali[sz]ation.*(navigation|url)/,
        not: /personali[sz]ation[^;]*(blocks|cannot open|restricts access)/,
      },
      {
        kind: "table-row",
        path: "reference/frontmatter.md",
        key: "mode",
        column: /what/,
        value: "the page layout.",
      },
    ],
    wrong: [
      {
        name: "says personalization blocks the URL too",
        edits: [
          [
            "reference/frontmatter.md",
            "| `groups` | string[] | Restricts the page to users in the listed groups. Needs authentication. |",
            "| `groups` | string[] | Restricts the page to users in the listed groups. With personalization it also blocks the page's URL for everyone else. |",
          ],
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-optimistic-repeat-install",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars(["settings"]),
      "docs/settings.md":
        "# Settings\n\n## dedupePeers\n\n* Default: **false**\n* Type: **Boolean**\n\nRemoves the peer suffixes of dependencies that resolve the same.\n\n## optimisticRepeatInstall\n\nAdded in: v10.1.0\n\n* Default: **true**\n* Type: **Boolean**\n\nWhen on, a quick check runs before installing, so installing again with nothing changed is fast.\n",
    },
    instruction:
      "docs: fix default value of optimisticRepeatInstall\n\nThe settings page says it defaults to true; it defaults to false.",
    human: [
      [
        "docs/settings.md",
        "Added in: v10.1.0\n\n* Default: **true**",
        "Added in: v10.1.0\n\n* Default: **false**",
      ],
    ],
    title: "Settings: optimisticRepeatInstall defaults to false",
    contains: [
      ["docs/settings.md", /## optimisticRepeatInstall[^#]*Default: \*\*false\*\*/],
      ["docs/settings.md", /## dedupePeers[^#]*Default: \*\*false\*\*/],
    ],
    facts: [{ kind: "states", path: "docs/settings.md", about: /default/, says: /default: false/ }],
    wrong: [
      {
        name: "changes the default of the setting above",
        edits: [
          [
            "docs/settings.md",
            "## dedupePeers\n\n* Default: **false**",
            "## dedupePeers\n\n* Default: **true**",
          ],
        ],
      },
      {
        name: "changes the type instead",
        edits: [
          [
            "docs/settings.md",
            "* Default: **true**\n* Type: **Boolean**",
            "* Default: **true**\n* Type: **String**",
          ],
        ],
      },
    ],
  },
  {
    slug: "pnpm-io-workspace-packages-default",
    format: "docusaurus",
    navigationFile: "sidebars.json",
    files: {
      "sidebars.json": sidebars(["pnpm-workspace_yaml"]),
      "docs/pnpm-workspace_yaml.md":
        "# pnpm-workspace.yaml\n\n`pnpm-workspace.yaml` marks the root of the workspace and says which folders belong to it. By default, every package in every subfolder is included.\n\n```yaml\npackages:\n  - 'packages/*'\n```\n",
      "versioned_docs/version-10.x/pnpm-workspace_yaml.md":
        "# pnpm-workspace.yaml\n\n`pnpm-workspace.yaml` marks the root of the workspace and says which folders belong to it. By default, every package in every subfolder is included.\n",
    },
    instruction:
      "docs(pnpm-workspace): correct default behavior when packages field is omitted\n\nWithout a `packages` field, only the root package is in the workspace. Fix the page, in the current docs and the 10.x docs.",
    human: [
      [
        "docs/pnpm-workspace_yaml.md",
        "By default, every package in every subfolder is included.",
        "If the `packages` field is left out, only the root package is in the workspace.",
      ],
      [
        "versioned_docs/version-10.x/pnpm-workspace_yaml.md",
        "By default, every package in every subfolder is included.",
        "If the `packages` field is left out, only the root package is in the workspace.",
      ],
    ],
    title: "pnpm-workspace.yaml: without packages, only the root package is included",
    absent: [
      ["docs/pnpm-workspace_yaml.md", "every package in every subfolder"],
      ["versioned_docs/version-10.x/pnpm-workspace_yaml.md", "every package in every subfolder"],
    ],
    facts: [
      {
        kind: "states",
        path: "docs/pnpm-workspace_yaml.md",
        about: /packages/,
        says: /only the root package/,
        not: /every package|all packages/,
      },
      {
        kind: "states",
        path: "versioned_docs/version-10.x/pnpm-workspace_yaml.md",
        about: /packages/,
        says: /only the root package/,
        not: /every package|all packages/,
      },
    ],
    wrong: [
      {
        name: "fixes the current docs only",
        edits: [
          [
            "docs/pnpm-workspace_yaml.md",
            "By default, every package in every subfolder is included.",
            "If the `packages` field is left out, only the root package is in the workspace.",
          ],
        ],
      },
      {
        name: "reverses it: no package at all",
        edits: [
          [
            "docs/pnpm-workspace_yaml.md",
            "By default, every package in every subfolder is included.",
            "If the `packages` field is left out, no package is in the workspace, not even the root.",
          ],
          [
            "versioned_docs/version-10.x/pnpm-workspace_yaml.md",
            "By default, every package in every subfolder is included.",
            "If the `packages` field is left out, no package is in the workspace, not even the root.",
          ],
        ],
      },
    ],
  },
];

/** Every task modelled on a real pull request. */
export const realPrTasks: Task[] = prs.map(taskOf);
