import type { ScriptedStep } from "#testkit/model/scripted-model.ts";
import { call, finish, read, replace, run, type Task, type TaskRun } from "../task.ts";

/**
 * Wrong runs for the tasks modelled on real pull requests, each making a mistake that someone
 * pointed out in a public pull request or issue thread of a docs site: the thread is named, and
 * what was said is told in the suite's words (no text of the thread is copied). Each task's
 * `eval/real-prs/<slug>/SOURCE.md` lists them under "Wrong runs from review threads".
 *
 * A thread is rarely on the very pull request a task is modelled on (small docs fixes are merged
 * without comments), so a run transposes the mistake a reviewer named elsewhere to the task's
 * situation: the same kind of site, the same kind of change, the same slip. A run whose `finish`
 * is refused goes on as models do: its own bad fix or reworded claim, then the suite's
 * persistence (the findings excused in `checksNote`, the title reworded).
 */
export interface ReviewSource {
  /** The thread the mistake was pointed out in. */
  thread: string;
  /** What builds the site the thread is about. */
  site: "Mintlify" | "Docusaurus" | "MkDocs" | "mdBook" | "a README" | "a Rails docs site";
  /**
   * `review`: a reviewer's comment in the thread of the pull request concerned; `fix`: the pull
   * request that corrected the mistake, saying what was wrong; `issue`: the issue the task's pull
   * request closes.
   */
  kind: "review" | "fix" | "issue";
  /** What the thread says, in the suite's words. */
  gist: string;
}

type Edit = [string, Record<string, unknown>];

interface Attempt {
  edits: Edit[];
  title?: string;
  summary?: string;
  checksNote?: string;
}

export interface ReviewedMistake {
  /** The task's id (`real/<slug>`). */
  task: string;
  /** The wrong run's name. */
  name: string;
  source: ReviewSource;
  edits: Edit[];
  title: string;
  summary?: string;
  /** What it does after its finish is refused: a bad fix, or the same claim reworded. */
  afterRefusal: Attempt;
}

function wrongRun(mistake: ReviewedMistake): TaskRun {
  const paths = [...new Set(mistake.edits.map(([, input]) => String(input.path)))];
  const first = run(mistake.name, [
    call(...paths.map((path) => read(path))),
    call(...mistake.edits),
    finish(mistake.summary ?? `${mistake.title}.`, mistake.title),
  ]);
  const then = mistake.afterRefusal;
  const title = then.title ?? mistake.title;
  const steps: ScriptedStep[] = [];
  if (then.edits.length > 0) steps.push(call(...then.edits));
  steps.push(
    finish(
      then.summary ?? mistake.summary ?? `${title}.`,
      title,
      then.checksNote ? { checksNote: then.checksNote } : {},
    ),
  );
  return { ...first, afterRefusal: [steps], reviewedIn: mistake.source.thread };
}

const checklist = "migration-services/go-live-checklist.mdx";
const scim = "dashboard/scim.mdx";
const audit = "dashboard/audit-logs.mdx";
const tabs = "docs/reference/content-tabs.md";
const tipBody =
  "    Python Markdown Extensions 9.6 can slugify content tabs, for anchor links that read well:\n\n    ``` yaml\n    markdown_extensions:\n      - pymdownx.tabbed:\n          slugify: !!python/object/apply:pymdownx.slugs.slugify\n            kwds:\n              case: lower\n    ```\n\n    Fore more information, please [see the extension guide][slugification].\n";
const outdented = tipBody
  .split("\n")
  .map((line) => line.replace(/^ {4}/, ""))
  .join("\n")
  .replace("Fore more", "For more");
const preprocessors = "src/for_developers/preprocessors.md";
const renderers = "src/format/configuration/renderers.md";
const configuration = "reference/configuration.md";
const hiddenRow =
  "| `hidden` | boolean | Leaves the page out of the sidebar; the URL still works. Do not set it to `false`: remove the field to show the page again. |";

export const reviewedMistakes: ReviewedMistake[] = [
  {
    task: "real/mintlify-docs-6903",
    name: "lists the page by its built .html name",
    source: {
      thread: "https://github.com/Nixtla/hierarchicalforecast/pull/385",
      site: "Mintlify",
      kind: "review",
      gist: "A new page was missing from the site; a reviewer said its entry belongs in the Mintlify navigation file and is the page's path, not a name ending in .html.",
    },
    edits: [replace("docs.json", '"create,changelogs"', '"create/changelogs.html"')],
    title: "Fix the changelogs entry in the navigation",
    afterRefusal: {
      edits: [],
      title: "Navigation: list the changelogs page",
      summary: "The changelogs page is listed in the Create group again.",
    },
  },
  {
    task: "real/pnpm-io-workspace-packages-default",
    name: "fixes the current docs and leaves the versioned page as published",
    source: {
      thread: "https://github.com/prettier/prettier/pull/14455",
      site: "Docusaurus",
      kind: "review",
      gist: "A docs change was made in the current docs only; a reviewer asked for it to be copied into versioned_docs too, where the released version's page still said the old thing.",
    },
    edits: [
      replace(
        "docs/pnpm-workspace_yaml.md",
        "By default, every package in every subfolder is included.",
        "If the `packages` field is left out, only the root package is in the workspace.",
      ),
    ],
    title: "pnpm-workspace.yaml: without packages, only the root package is included",
    afterRefusal: {
      edits: [],
      summary:
        "Fixed the current docs. The 10.x page documents a released version and stays as it was published.",
      checksNote: "The 10.x docs are a frozen snapshot of a released version.",
    },
  },
  {
    task: "real/mkdocs-material-8560",
    name: "fixes the typo and moves the tip's body to the left margin",
    source: {
      thread: "https://github.com/mkdocs/mkdocs/pull/1057",
      site: "MkDocs",
      kind: "review",
      gist: "A contributor removed the indentation under a `!!! Note` line; the reviewer explained that the indented paragraph is the admonition's body and that the change breaks the note.",
    },
    edits: [replace(tabs, tipBody, outdented)],
    title: "Content tabs: fix a typo in the tip",
    afterRefusal: {
      edits: [
        replace(tabs, "For more information, please [see", "    For more information, please [see"),
      ],
      summary: "Fixed the typo and kept the closing sentence inside the tip.",
    },
  },
  {
    task: "real/mdbook-2406",
    name: "links the rendered .html page",
    source: {
      thread: "https://github.com/bytecodealliance/wasmtime/pull/10724",
      site: "mdBook",
      kind: "review",
      gist: "A link in an mdBook guide pointed at the rendered .html page; the change to the .md source was accepted because a link to the source also works for other renderers, and mdBook rewrites it for HTML.",
    },
    edits: [
      replace(
        renderers,
        "See [Smart Punctuation].",
        "See [Smart Punctuation](../markdown.html#smart-punctuation).",
      ),
    ],
    title: "Renderers: link the Smart Punctuation section",
    afterRefusal: {
      edits: [],
      title: "Fix the Smart Punctuation link",
      summary: "The smart-punctuation option links to its section of the Markdown chapter.",
    },
  },
  {
    task: "real/mintlify-docs-6669",
    name: "writes the description with an unquoted colon",
    source: {
      thread: "https://github.com/langwatch/langwatch/pull/7546",
      site: "Mintlify",
      kind: "review",
      gist: "A rewritten frontmatter description held an unquoted colon; the reviewer reported that `mint validate` then failed the whole docs build and asked for the value to be quoted.",
    },
    edits: [
      replace(
        audit,
        'description: "Review audit logs to see what members of your organization did: deployments, configuration changes and permission updates."',
        "description: Review, export, and stream audit logs: send them to Amazon S3 or Datadog to track deployments, configuration changes, and permission updates.",
      ),
    ],
    title: "Audit logs: the description mentions streaming",
    afterRefusal: {
      edits: [
        replace(
          audit,
          "stream audit logs: send them to Amazon S3",
          "stream audit logs to Amazon S3",
        ),
      ],
      summary: "Removed the colon that broke the frontmatter; the description mentions streaming.",
    },
  },
  {
    task: "real/pnpm-io-749",
    name: "keeps the camel-case anchor, then gives the heading an id to fit it",
    source: {
      thread: "https://github.com/front-commerce/developers.front-commerce.com/pull/465",
      site: "Docusaurus",
      kind: "fix",
      gist: "Links on a Docusaurus site carried anchors with capitals; the fix lowercased them, since Docusaurus makes lowercase heading ids and the mixed-case anchors scrolled nowhere.",
    },
    edits: [
      replace(
        "docs/filtering.md",
        "[`failIfNoMatch` setting]: settings.md#failifnomatch",
        "[`failIfNoMatch` setting]: workspaces.md#failIfNoMatch",
      ),
    ],
    title: "Filtering: link the failIfNoMatch setting on the workspace page",
    afterRefusal: {
      edits: [
        replace(
          "docs/workspaces.md",
          "### failIfNoMatch\n",
          "### failIfNoMatch {#failIfNoMatch}\n",
        ),
      ],
      summary: "The workspace page's heading now has the id the filtering page links to.",
    },
  },
  {
    task: "real/mdbook-2973",
    name: "rewrites the working link and leaves the broken one",
    source: {
      thread: "https://github.com/casey/just/pull/2958",
      site: "mdBook",
      kind: "review",
      gist: "A contributor rewrote a link in an mdBook manual as broken; a reviewer noted that the old link worked and the new target was a page that does not exist, the broken link being a different one.",
    },
    edits: [
      replace(
        preprocessors,
        "mdbook_preprocessor/book/struct.Book.html#method.for_each_mut",
        "mdbook_preprocessor/book/fn.for_each_mut.html",
      ),
    ],
    title: "Preprocessors: fix the API links",
    afterRefusal: {
      edits: [
        replace(
          preprocessors,
          "use the [`CmdPreprocessor::parse_input()`] function",
          "use the [`parse_input()`] function",
        ),
        replace(preprocessors, "[`CmdPreprocessor::parse_input()`]: ", "[`parse_input()`]: "),
      ],
      summary: "The page names the parse_input() function.",
    },
  },
  {
    task: "real/mkdocs-material-8331",
    name: "fixes the it's and also the correct It's beside it",
    source: {
      thread: "https://github.com/ClickHouse/clickhouse-docs/pull/1553",
      site: "Docusaurus",
      kind: "fix",
      gist: "A grammar fix replaced only the wrong it's on a Docusaurus docs page, noting that it's is right wherever it stands for it is, so each one has to be checked.",
    },
    edits: [
      replace("docs/plugins/privacy.md", "has done it's work", "has done its work"),
      replace("docs/plugins/privacy.md", "It's on by default", "Its on by default"),
    ],
    title: "Privacy plugin: it's → its",
    afterRefusal: {
      edits: [],
      title: "Privacy plugin: fix the possessive",
      summary: "Fixed the possessive on the privacy plugin page.",
    },
  },
  {
    task: "real/mintlify-docs-6737",
    name: "writes the header without its scheme",
    source: {
      thread: "https://github.com/airyhq/airy/pull/830",
      site: "Docusaurus",
      kind: "review",
      gist: "A change made the API require the Bearer scheme; a reviewer asked for `Bearer` to be added to the curl examples of the Docusaurus docs too, so that the documented requests would not break.",
    },
    edits: [
      replace(
        scim,
        "Format the token as `bearer <token>`.",
        "Format the token as `Authorization: <token>`.",
      ),
    ],
    title: "SCIM: the token format",
    afterRefusal: {
      edits: [],
      title: "SCIM: how to send the token",
      summary: "The SCIM step shows how to send the token.",
    },
  },
  {
    task: "real/mintlify-docs-6849",
    name: "files the widget item under the add-ons item",
    source: {
      thread: "https://github.com/mintlify/mint/pull/149",
      site: "Mintlify",
      kind: "review",
      gist: "A new entry was added to the first group at hand; a reviewer said it belongs in the group whose subject it is.",
    },
    edits: [
      replace(
        checklist,
        "- **Enable add-ons.** Turn on the add-ons you need, such as [CI checks](/deploy/ci).\n",
        "- **Enable add-ons.** Turn on the add-ons you need, such as [CI checks](/deploy/ci).\n  - Embed the [assistant widget](/assistant/widget) in your product dashboard, marketing site, or support portal.\n",
      ),
    ],
    title: "Go-live checklist: the assistant widget",
    afterRefusal: {
      edits: [],
      title: "Go-live checklist: mention the assistant widget",
      summary: "The checklist mentions the assistant widget.",
    },
  },
  {
    task: "real/mdbook-2820",
    name: "puts the switch in the [book] table",
    source: {
      thread: "https://github.com/linuxboot/book/pull/99",
      site: "mdBook",
      kind: "fix",
      gist: "An HTML renderer option had been set outside its table in book.toml; the fix moved it under [output.html], its author noting that the renderer docs, read closely, say where it goes.",
    },
    edits: [
      replace(
        renderers,
        "  Defaults to `false` (a future release may turn it on).\n",
        "  Defaults to `true`. To turn it off, set it to `false` in the `[book]` table.\n",
      ),
    ],
    title: "Renderers: hash-files is on by default",
    afterRefusal: {
      edits: [],
      title: "Renderers: hash-files default",
      summary: "The guide gives hash-files' new default.",
    },
  },
  {
    task: "real/pnpm-io-770",
    name: "copies the version of the setting above",
    source: {
      thread: "https://github.com/mia-platform/documentation/pull/213",
      site: "Docusaurus",
      kind: "review",
      gist: "A new table row kept the value copied from the row above it (a link to the previous version's notes); the author's own review suggestion corrected it to the row's own version.",
    },
    edits: [
      replace(
        "docs/settings.md",
        "### dedupePeers\n\nAdded in: v11.0.0",
        "### dedupePeers\n\nAdded in: v8.1.0",
      ),
    ],
    title: "Settings: dedupePeers' version",
    afterRefusal: {
      edits: [],
      title: "Settings: correct when dedupePeers was added",
      summary: "The settings page gives the release dedupePeers arrived in.",
    },
  },
  {
    task: "real/mintlify-docs-7019",
    name: "links a section name the CLI page does not have",
    source: {
      thread: "https://github.com/mintlify/docs/pull/3516",
      site: "Mintlify",
      kind: "fix",
      gist: "Once `mint broken-links` checked anchors, a pull request fixed internal links whose #fragment no longer matched any heading, and shortened some to the page where the section had moved.",
    },
    edits: [
      replace(
        "automations/manage.mdx",
        "[`mint workflow`](/cli/commands#mint-workflow)",
        "[`mint automations`](/cli/commands#automations)",
      ),
    ],
    title: "Fix the mint automations link on the automations page",
    afterRefusal: {
      edits: [replace("automations/manage.mdx", "(/cli/commands#automations)", "(/cli/commands)")],
      summary: "The tip links the CLI commands page.",
    },
  },
  {
    task: "real/mintlify-docs-7045",
    name: "says hidden pages stay in site search",
    source: {
      thread: "https://github.com/mintlify/docs/pull/655",
      site: "Mintlify",
      kind: "review",
      gist: "A warning in a new hidden-pages guide said hidden pages stay in the internal docs search; in the review thread its author checked with the team and corrected it: the indexing setting also governs site search and AI answers.",
    },
    edits: [
      replace(
        configuration,
        hiddenRow,
        "| `hidden` | boolean | Leaves the page out of the sidebar; the URL still works. The page still shows up in site search and in the assistant's answers. Remove the field (or set `false`) to show the page again. |",
      ),
    ],
    title: "Configuration: correct the hidden row",
    afterRefusal: {
      edits: [],
      title: "Configuration: what hidden does",
      summary: "The frontmatter table says what hidden does.",
    },
  },
  {
    task: "real/pnpm-io-855",
    name: "says the action always finds the version",
    source: {
      thread: "https://github.com/pnpm/action-setup/pull/134",
      site: "a README",
      kind: "review",
      gist: "An example that leaves out `version` was added to the pnpm setup action's README; a reviewer had each example say which case it is for: without `version` when package.json has a packageManager field, with it when it has none.",
    },
    edits: [
      replace("docs/continuous-integration.md", "          version: 11\n", ""),
      replace(
        "docs/continuous-integration.md",
        "keeps the store between runs.\n",
        "keeps the store between runs.\n\n`pnpm/setup` finds the right pnpm version on its own, so the workflow needs no `version` input.\n",
      ),
      replace("docs/using-changesets.md", "          version: 11\n", ""),
    ],
    title: "CI examples: drop the pnpm version",
    afterRefusal: {
      edits: [],
      title: "CI examples: no version input",
      summary: "The CI examples no longer pin the pnpm version.",
    },
  },
  {
    task: "real/pnpm-io-808",
    name: "narrows the range and leaves the images on latest",
    source: {
      thread: "https://github.com/pnpm/pnpm.io/issues/797",
      site: "Docusaurus",
      kind: "issue",
      gist: "The issue the pull request closes: both the open `>=11.0.0` range and the image's `latest` tag can move a project to the next major; both should be pinned to 11.",
    },
    edits: [
      replace("docs/package_json.md", '"version": ">=11.0.0",', '"version": ">=11.0.0 <12.0.0",'),
    ],
    title: "Pin the v11 examples to major 11",
    afterRefusal: {
      edits: [],
      title: "package.json: pin pnpm to major 11",
      summary: "The devEngines range stays on major 11.",
    },
  },
  {
    task: "real/mintlify-docs-6946",
    name: "writes click where the style guide says select",
    source: {
      thread: "https://github.com/home-assistant/developers.home-assistant/pull/2976",
      site: "Docusaurus",
      kind: "fix",
      gist: "A docs style guide gained a rule to write select, not click, because it is one of the comments its reviewers leave most often.",
    },
    edits: [
      replace("analytics/index.mdx", "## Choose an analytics view", "## Click an analytics view"),
      replace(
        "analytics/streaming.mdx",
        "and choose which deployments",
        "and select which deployments",
      ),
    ],
    title: "Analytics: align the wording of the analytics pages",
    afterRefusal: {
      edits: [],
      title: "Analytics pages: consistent wording",
      summary: "The analytics pages use one verb for the action.",
    },
  },
  {
    task: "real/mkdocs-material-8155",
    name: "links MkDocs' guide as a page of this site, from the root",
    source: {
      thread: "https://github.com/mkdocs/mkdocs/pull/1058",
      site: "MkDocs",
      kind: "review",
      gist: "A link fix wrote the target as `/writing-your-docs.md#…`; the reviewer said relative links do not start with a slash and asked for the page-relative form.",
    },
    edits: [
      replace(
        "docs/publishing-your-site.md",
        "Your documentation should appear at `<username>.github.io/<repository>` shortly after.\n",
        "Your documentation should appear at `<username>.github.io/<repository>` shortly after.\n\nTo publish your site on a custom domain, see [custom domains](/user-guide/deploying-your-docs.md#custom-domains).\n",
      ),
    ],
    title: "Publishing: custom domains",
    afterRefusal: {
      edits: [
        replace(
          "docs/publishing-your-site.md",
          "(/user-guide/deploying-your-docs.md#custom-domains)",
          "(user-guide/deploying-your-docs.md#custom-domains)",
        ),
      ],
      summary: "The custom domains link is relative now.",
    },
  },
  {
    task: "real/mdbook-2698",
    name: "makes / the key and S a thing of the past",
    source: {
      thread: "https://github.com/rust-lang/mdBook/issues/2379",
      site: "mdBook",
      kind: "issue",
      gist: "The issue the pull request closes asked for / to open the search as s does, in addition to it.",
    },
    edits: [
      replace(
        "src/guide/reading.md",
        "pressing the `S` key",
        "pressing the `/` key (earlier versions used `S`)",
      ),
    ],
    title: "Reading books: the search shortcut",
    afterRefusal: {
      edits: [],
      title: "Reading books: open search with /",
      summary: "The guide gives the key that opens the search box.",
    },
  },
  {
    task: "real/mintlify-docs-6918",
    name: "tells readers to keep the key in an environment variable",
    source: {
      thread: "https://github.com/buildkite/docs/pull/827",
      site: "a Rails docs site",
      kind: "review",
      gist: "A reviewer asked whether an analytics key belongs in a public docs repository; the author answered that these keys are public, already visible in the page source.",
    },
    edits: [
      replace(
        "integrations/analytics/posthog.mdx",
        "It starts with `phc_`.\n</ParamField>",
        "It starts with `phc_`.\n\n  Keep this key out of your repository: read it from an environment variable.\n</ParamField>",
      ),
    ],
    title: "PostHog: handling the API key",
    afterRefusal: {
      edits: [],
      title: "PostHog: where the API key goes",
      summary: "The PostHog page says where the API key goes.",
    },
  },
];

/** The tasks with their wrong runs from review threads added. */
export function withReviewedMistakes(tasks: Task[]): Task[] {
  return tasks.map((task) => {
    const more = reviewedMistakes.filter((m) => m.task === task.id).map(wrongRun);
    return more.length > 0 ? { ...task, wrong: [...task.wrong, ...more] } : task;
  });
}
