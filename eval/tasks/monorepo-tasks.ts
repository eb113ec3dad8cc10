import { monorepo } from "#testkit/docs-sites/monorepo.ts";
import { call, finish, read, replace, run, type Task, write } from "../task.ts";

const fixture = monorepo;

/** Paths in the repository; the model names them relative to the docs root (docs/). */
export const monorepoTasks: Task[] = [
  {
    id: "monorepo/flag-outside-docs",
    fixture,
    kind: "document a flag",
    prompts: [
      "Document the `--parallel` flag of `acme build` on the commands page. It is defined in packages/cli/src/flags.ts.",
    ],
    // The definition lies outside the docs root: the agent reads it (read-only, a path starting
    // with /) and documents what it says, citing it, instead of guessing.
    golden: {
      changed: ["docs/cli/commands.mdx"],
      contains: [
        ["docs/cli/commands.mdx", /\| `--parallel` \| `?4`? \| Packages built at once\. \|/],
      ],
      maxDiffLines: 2,
      pullRequest: "ready",
      answer: [/packages\/cli\/src\/flags\.ts/],
    },
    reference: run("reference", [
      call(read("/packages/cli/src/flags.ts"), read("cli/commands.mdx")),
      call(
        replace(
          "cli/commands.mdx",
          "| `--watch` | off | Rebuild on change. |",
          "| `--watch` | off | Rebuild on change. |\n| `--parallel` | `4` | Packages built at once. |",
        ),
      ),
      finish(
        "Documented `acme build --parallel` on the commands page as packages/cli/src/flags.ts defines it: a number, 4 by default, the packages built at once.",
        "Document acme build --parallel",
        { sources: ["/packages/cli/src/flags.ts", "cli/commands.mdx"] },
      ),
    ]),
    wrong: [
      run("describes it without reading the source", [
        call(read("cli/commands.mdx")),
        call(
          replace(
            "cli/commands.mdx",
            "| `--watch` | off | Rebuild on change. |",
            "| `--watch` | off | Rebuild on change. |\n| `--parallel` | on | Builds packages in parallel. |",
          ),
        ),
        finish("Documented --parallel.", "Document --parallel"),
      ]),
      run("guesses what the flag does", [
        call(read("cli/commands.mdx")),
        call(
          replace(
            "cli/commands.mdx",
            "| `--watch` | off | Rebuild on change. |",
            "| `--watch` | off | Rebuild on change. |\n| `--parallel` | `2` | Builds in parallel. |",
          ),
        ),
        finish("Documented --parallel.", "Document --parallel"),
      ]),
    ],
  },
  {
    id: "monorepo/add-page",
    fixture,
    kind: "add a page",
    prompts: [
      "Add a Backups page to Operations, after Monitoring: databases are backed up every 6 hours and kept 30 days.",
    ],
    golden: {
      changed: ["docs/operations/backups.mdx", "docs/docs.json"],
      added: ["docs/operations/backups.mdx"],
      contains: [
        ["docs/operations/backups.mdx", "6 hours"],
        ["docs/operations/backups.mdx", "30 days"],
      ],
      navigation: [
        {
          page: "operations/backups",
          group: "Operations",
          present: true,
          after: "operations/monitoring",
        },
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("docs.json"), read("operations/monitoring.mdx")),
      call(
        write(
          "operations/backups.mdx",
          '---\ntitle: "Backups"\n---\n\nDatabases are backed up every 6 hours, and each backup is kept 30 days.\n',
        ),
        replace(
          "docs.json",
          '"operations/monitoring",',
          '"operations/monitoring",\n          "operations/backups",',
        ),
      ),
      finish("Added the Backups page after Monitoring.", "Add an Operations backups page"),
    ]),
    wrong: [
      run("writes the page outside the docs folder's navigation", [
        call(read("docs.json")),
        call(
          write(
            "operations/backups.mdx",
            '---\ntitle: "Backups"\n---\n\nDatabases are backed up every 6 hours and kept 30 days.\n',
          ),
        ),
        finish("Added the Backups page.", "Add backups"),
      ]),
    ],
  },
  {
    id: "monorepo/edit-diagram",
    fixture,
    kind: "edit a passage",
    prompts: ["We moved the queue from RabbitMQ to Redis Streams. Update the architecture page."],
    golden: {
      changed: ["docs/architecture.mdx"],
      contains: [
        ["docs/architecture.mdx", "queue[Redis Streams]"],
        ["docs/architecture.mdx", "on a Redis Streams queue"],
      ],
      absent: [["docs/architecture.mdx", "RabbitMQ"]],
      maxDiffLines: 4,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("architecture.mdx")),
      call(
        replace("architecture.mdx", "on a RabbitMQ queue", "on a Redis Streams queue"),
        replace("architecture.mdx", "queue[RabbitMQ]", "queue[Redis Streams]"),
      ),
      finish("Updated the text and the diagram.", "Architecture: the queue is Redis Streams"),
    ]),
    wrong: [
      run("misses the diagram", [
        call(read("architecture.mdx")),
        call(replace("architecture.mdx", "on a RabbitMQ queue", "on a Redis Streams queue")),
        finish("Updated the architecture page.", "Architecture: Redis Streams"),
      ]),
    ],
  },
  {
    id: "monorepo/fix-snippet-import",
    fixture,
    kind: "fix a link or anchor",
    prompts: ["The install page's requirements list does not render. Fix it."],
    golden: {
      changed: ["docs/cli/install.mdx"],
      contains: [
        ["docs/cli/install.mdx", 'import Requirements from "/snippets/requirements.mdx";'],
        ["docs/cli/install.mdx", "<Requirements />"],
      ],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("cli/install.mdx"), ["list_files", { glob: "snippets/**" }]),
      call(
        replace("cli/install.mdx", '"/snippets/requirement.mdx"', '"/snippets/requirements.mdx"'),
      ),
      finish(
        "The import named snippets/requirement.mdx; the snippet is snippets/requirements.mdx.",
        "Fix the requirements snippet import",
      ),
    ]),
    wrong: [
      run("removes the snippet", [
        call(read("cli/install.mdx")),
        call(
          replace(
            "cli/install.mdx",
            'import Requirements from "/snippets/requirement.mdx";\n\nYou need:\n\n<Requirements />\n\n',
            "",
          ),
        ),
        finish("Removed the broken requirements block.", "Fix the install page"),
      ]),
    ],
  },
  {
    id: "monorepo/changelog",
    fixture,
    kind: "update the changelog",
    prompts: ["Add a changelog entry: the queue moved to Redis Streams."],
    golden: {
      changed: ["docs/changelog.mdx"],
      contains: [["docs/changelog.mdx", /## Unreleased\n\n- [^\n]*Redis Streams/]],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("changelog.mdx")),
      call(
        replace(
          "changelog.mdx",
          "## Unreleased\n\n- Nothing yet.",
          "## Unreleased\n\n- The job queue runs on Redis Streams instead of RabbitMQ.",
        ),
      ),
      finish("Added the entry under Unreleased.", "Changelog: Redis Streams"),
    ]),
    wrong: [
      run("edits a past release", [
        call(read("changelog.mdx")),
        call(
          replace(
            "changelog.mdx",
            "- Added the `widget-150` option to the CLI and the API.",
            "- Added the `widget-150` option to the CLI and the API.\n- The queue moved to Redis Streams.",
          ),
        ),
        finish("Added the entry.", "Changelog: Redis Streams"),
      ]),
    ],
  },
  {
    id: "monorepo/follow-up",
    fixture,
    kind: "follow-up",
    prompts: [
      "Add a section to the incidents page on paging: SEV1 pages the on-call engineer at once.",
      "Call that section 'On-call paging' instead, and put it before Severity levels.",
    ],
    golden: {
      changed: ["docs/operations/incidents.mdx"],
      contains: [
        [
          "docs/operations/incidents.mdx",
          /## On-call paging\n\nSEV1 pages the on-call engineer at once\.\n\n## Severity levels/,
        ],
      ],
      absent: [["docs/operations/incidents.mdx", "## Paging"]],
      pullRequest: "ready",
    },
    reference: {
      name: "reference",
      scripts: [
        [
          call(read("operations/incidents.mdx")),
          call(
            replace(
              "operations/incidents.mdx",
              "## Postmortems",
              "## Paging\n\nSEV1 pages the on-call engineer at once.\n\n## Postmortems",
            ),
          ),
          finish("Added a Paging section.", "Incidents: paging"),
        ],
        [
          call(read("operations/incidents.mdx")),
          call(
            replace(
              "operations/incidents.mdx",
              "## Paging\n\nSEV1 pages the on-call engineer at once.\n\n",
              "",
            ),
            replace(
              "operations/incidents.mdx",
              "## Severity levels",
              "## On-call paging\n\nSEV1 pages the on-call engineer at once.\n\n## Severity levels",
            ),
          ),
          finish(
            "Renamed the section to On-call paging and moved it before Severity levels.",
            "Incidents: on-call paging",
          ),
        ],
      ],
    },
    wrong: [
      {
        name: "adds a second section instead",
        scripts: [
          [
            call(read("operations/incidents.mdx")),
            call(
              replace(
                "operations/incidents.mdx",
                "## Postmortems",
                "## Paging\n\nSEV1 pages the on-call engineer at once.\n\n## Postmortems",
              ),
            ),
            finish("Added a Paging section.", "Incidents: paging"),
          ],
          [
            call(read("operations/incidents.mdx")),
            call(
              replace(
                "operations/incidents.mdx",
                "## Severity levels",
                "## On-call paging\n\nSEV1 pages the on-call engineer at once.\n\n## Severity levels",
              ),
            ),
            finish("Added On-call paging before Severity levels.", "Incidents: on-call paging"),
          ],
        ],
      },
    ],
  },
];
