import {
  call,
  finish,
  read,
  replace,
  run,
  type Task,
  type TaskRun,
  thenAfterRefusal,
} from "../task.ts";

/**
 * More wrong runs for tasks of the suite, each a mistake a reviewer would leave a comment about:
 * a link fixed with the wrong anchor, an entry left beside its placeholder, a value written the
 * wrong way, a statement reversed. A run whose `finish` is refused goes on as models do: its own
 * bad fix or reworded claim where it has one, then the suite's persistence.
 */
function edit(
  name: string,
  path: string,
  oldText: string,
  newText: string,
  title: string,
): TaskRun {
  return run(name, [
    call(read(path)),
    call(replace(path, oldText, newText)),
    finish(`${title}.`, title),
  ]);
}

const automations = "automations/manage.mdx";
const frontmatter = "reference/frontmatter.md";
const groupsRow =
  "| `groups` | string[] | Restricts the page to users in the listed groups. Needs authentication. |";
const pnpmSettings = "docs/settings.md";
const workspace = "docs/pnpm-workspace_yaml.md";
const workspace10 = "versioned_docs/version-10.x/pnpm-workspace_yaml.md";
const everySubfolder = "By default, every package in every subfolder is included.";

export const moreWrongRuns: Record<string, TaskRun[]> = {
  "real/mintlify-docs-7019": [
    edit(
      "links the CLI page without the anchor",
      automations,
      "[`mint workflow`](/cli/commands#mint-workflow)",
      "[`mint automations`](/cli/commands)",
      "Fix the mint automations link on the automations page",
    ),
    thenAfterRefusal(
      run("renames the CLI section back to fit the link", [
        call(read("cli/commands.mdx")),
        call(replace("cli/commands.mdx", "## mint automations", "## mint workflow")),
        finish(
          "The tip's link works again: the CLI section is named mint workflow.",
          "Fix the mint workflow link",
        ),
      ]),
      finish("The link on the automations page works.", "Automations: fix the CLI link"),
    ),
  ],
  "real/mintlify-docs-6987": [
    edit(
      "says personalization restricts access too",
      frontmatter,
      groupsRow,
      "| `groups` | string[] | Restricts the page to users in the listed groups. With personalization it restricts access too, but the page stays in the navigation. |",
      "Frontmatter: what groups does with personalization",
    ),
    edit(
      "rewrites the neighbouring row",
      frontmatter,
      "| `mode` | string | The page layout. |",
      "| `mode` | string | Hides the page from the navigation when personalization is on; the URL still works. |",
      "Frontmatter: groups and personalization",
    ),
  ],
  "real/pnpm-io-optimistic-repeat-install": [
    edit(
      "writes the default as off",
      pnpmSettings,
      "Added in: v10.1.0\n\n* Default: **true**",
      "Added in: v10.1.0\n\n* Default: **off**",
      "Settings: optimisticRepeatInstall is off by default",
    ),
    edit(
      "drops the default line",
      pnpmSettings,
      "Added in: v10.1.0\n\n* Default: **true**\n",
      "Added in: v10.1.0\n\n",
      "Settings: remove the wrong default of optimisticRepeatInstall",
    ),
  ],
  "real/pnpm-io-workspace-packages-default": [
    run("says every package is in unless packages narrows it", [
      call(read(workspace), read(workspace10)),
      call(
        replace(
          workspace,
          everySubfolder,
          "If the `packages` field is left out, all packages of the repository are in the workspace.",
        ),
        replace(
          workspace10,
          everySubfolder,
          "If the `packages` field is left out, all packages of the repository are in the workspace.",
        ),
      ),
      finish(
        "Clarified what happens when packages is left out.",
        "pnpm-workspace.yaml: the default when packages is omitted",
      ),
    ]),
    edit(
      "fixes the 10.x docs only",
      workspace10,
      everySubfolder,
      "If the `packages` field is left out, only the root package is in the workspace.",
      "pnpm-workspace.yaml: without packages, only the root package is included",
    ),
  ],
  "mintlify/fix-anchor": [
    edit(
      "writes the anchor in capitals",
      "guides/rate-limits.mdx",
      "(/guides/authentication#api-key)",
      "(/guides/authentication#API-keys)",
      "Fix the API keys anchor in the rate limits guide",
    ),
  ],
  "mkdocs/fix-link": [
    edit(
      "links the page from the site root",
      "docs/guides/backups.md",
      "(../reference/commands.md)",
      "(/reference/cli.md)",
      "Fix the CLI reference link in the backups guide",
    ),
  ],
  "mdbook/fix-anchor": [
    edit(
      "writes the anchor with underscores",
      "src/getting-started.md",
      "(configuration.md#env-vars)",
      "(configuration.md#environment_variables)",
      "Fix the environment variables link",
    ),
  ],
  "mintlify/changelog": [
    edit(
      "keeps the placeholder above the entry",
      "changelog.mdx",
      "## Unreleased\n\n- Nothing yet.",
      "## Unreleased\n\n- Nothing yet.\n- `acme publish` takes `--draft` to publish a page as a draft.",
      "Changelog: acme publish --draft",
    ),
  ],
  "mdbook/changelog": [
    edit(
      "keeps the placeholder above the entry",
      "src/changelog.md",
      "## Unreleased\n\n- Nothing yet.",
      "## Unreleased\n\n- Nothing yet.\n- The CLI takes `--offline` to answer from the local cache only.",
      "Changelog: --offline",
    ),
  ],
  "mkdocs/changelog": [
    edit(
      "files the entry under a heading of its own",
      "docs/changelog.md",
      "## Unreleased\n\n- Nothing yet.",
      "## Unreleased\n\n- Nothing yet.\n\n### --read-only\n\n- `acme-server serve` takes `--read-only`.",
      "Changelog: --read-only",
    ),
  ],
  "docusaurus/changelog": [
    edit(
      "writes the entry as a section, not a list item",
      "docs/changelog.md",
      "## Unreleased\n\n- Nothing yet.",
      "## Unreleased\n\n### Retries\n\nThe client retries a failed request twice by default.",
      "Changelog: default retries",
    ),
  ],
  "monorepo/changelog": [
    edit(
      "keeps the placeholder above the entry",
      "changelog.mdx",
      "## Unreleased\n\n- Nothing yet.",
      "## Unreleased\n\n- Nothing yet.\n- The job queue runs on Redis Streams instead of RabbitMQ.",
      "Changelog: Redis Streams",
    ),
  ],
};

/** The tasks with their further wrong runs. */
export function withMoreWrongRuns(tasks: Task[]): Task[] {
  return tasks.map((task) => {
    const more = moreWrongRuns[task.id];
    return more ? { ...task, wrong: [...task.wrong, ...more] } : task;
  });
}
