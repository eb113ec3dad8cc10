import { mkdocs } from "#testkit/docs-sites/mkdocs.ts";
import { call, finish, read, replace, run, type Task, write } from "../task.ts";

const fixture = mkdocs;
const STORAGE =
  mkdocs.files.find((f) => f.path === "docs/getting-started/configure.md")?.content ?? "";
const storageSection = STORAGE.slice(STORAGE.indexOf("## Storage"), STORAGE.indexOf("## Logging"));

export const mkdocsTasks: Task[] = [
  {
    id: "mkdocs/document-flag",
    fixture,
    kind: "document a flag",
    prompts: ["Document the `--read-only` flag of `acme-server serve` in the CLI reference."],
    golden: {
      changed: ["docs/reference/cli.md"],
      contains: [
        ["docs/reference/cli.md", "`--read-only`"],
        ["docs/reference/cli.md", "403"],
      ],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(["search_text", { pattern: "read-only" }]),
      call(read("src/acme_server/cli.py"), read("docs/reference/cli.md")),
      call(
        replace(
          "docs/reference/cli.md",
          "| `--workers` | `4` | Worker processes. |",
          "| `--read-only` | off | Serve documents without accepting writes; uploads are answered with 403. |\n| `--workers` | `4` | Worker processes. |",
        ),
      ),
      finish(
        "Documented --read-only from its definition in src/acme_server/cli.py.",
        "CLI reference: document --read-only",
        { sources: ["src/acme_server/cli.py"] },
      ),
    ]),
    wrong: [
      run("describes it without reading the source", [
        call(read("docs/reference/cli.md")),
        call(
          replace(
            "docs/reference/cli.md",
            "| `--workers` | `4` | Worker processes. |",
            "| `--workers` | `4` | Worker processes. |\n| `--read-only` | off | Mounts the data folder read-only. |",
          ),
        ),
        finish("Documented --read-only.", "Document --read-only"),
      ]),
    ],
  },
  {
    id: "mkdocs/add-page",
    fixture,
    kind: "add a page",
    prompts: [
      "Add a monitoring guide to Guides, after Scaling: the server serves Prometheus metrics at /metrics on port 9090.",
    ],
    golden: {
      changed: ["docs/guides/monitoring.md", "mkdocs.yml"],
      added: ["docs/guides/monitoring.md"],
      contains: [
        ["docs/guides/monitoring.md", "/metrics"],
        ["docs/guides/monitoring.md", "9090"],
      ],
      navigation: [
        {
          page: "guides/monitoring.md",
          group: "Guides",
          present: true,
          after: "guides/scaling.md",
        },
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("mkdocs.yml"), read("docs/guides/scaling.md")),
      call(
        write(
          "docs/guides/monitoring.md",
          '# Monitoring\n\nThe server serves Prometheus metrics at `/metrics` on port 9090.\n\n```yaml\nscrape_configs:\n  - job_name: acme-server\n    static_configs:\n      - targets: ["localhost:9090"]\n```\n',
        ),
        replace(
          "mkdocs.yml",
          "      - Scaling: guides/scaling.md\n",
          "      - Scaling: guides/scaling.md\n      - Monitoring: guides/monitoring.md\n",
        ),
      ),
      finish("Added a monitoring guide after Scaling.", "Add a monitoring guide"),
    ]),
    wrong: [
      run("ignores the house style", [
        call(read("mkdocs.yml")),
        call(
          write(
            "docs/guides/monitoring.md",
            "# Monitoring The Server\n\nThe server serves Prometheus metrics at `/metrics` on port 9090.\n\n```\ncurl localhost:9090/metrics\n```\n",
          ),
          replace(
            "mkdocs.yml",
            "      - Scaling: guides/scaling.md\n",
            "      - Scaling: guides/scaling.md\n      - Monitoring: guides/monitoring.md\n",
          ),
        ),
        finish("Added a monitoring guide.", "Add a monitoring guide"),
      ]),
    ],
  },
  {
    id: "mkdocs/move-page",
    fixture,
    kind: "rename or move a page",
    prompts: ["Move the upgrading guide under Getting started, as getting-started/upgrade.md."],
    golden: {
      changed: [
        "docs/guides/upgrading.md",
        "docs/getting-started/upgrade.md",
        "mkdocs.yml",
        "docs/index.md",
      ],
      added: ["docs/getting-started/upgrade.md"],
      deleted: ["docs/guides/upgrading.md"],
      contains: [
        ["docs/getting-started/upgrade.md", "(../guides/backups.md)"],
        ["docs/index.md", "(getting-started/upgrade.md)"],
      ],
      navigation: [
        { page: "getting-started/upgrade.md", group: "Getting started", present: true },
        { page: "guides/upgrading.md", group: null, present: false },
      ],
      redirects: [{ from: "guides/upgrading.md", to: "getting-started/upgrade.md" }],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("mkdocs.yml"), read("docs/guides/upgrading.md"), [
        "search_text",
        { pattern: "upgrading\\.md" },
      ]),
      call([
        "move_file",
        { from: "docs/guides/upgrading.md", to: "docs/getting-started/upgrade.md" },
      ]),
      call(
        replace(
          "docs/getting-started/upgrade.md",
          "[Back up](backups.md)",
          "[Back up](../guides/backups.md)",
        ),
        replace("docs/index.md", "(guides/upgrading.md)", "(getting-started/upgrade.md)"),
        replace("mkdocs.yml", "      - Upgrading: guides/upgrading.md\n", ""),
        replace(
          "mkdocs.yml",
          "      - Configure: getting-started/configure.md\n",
          "      - Configure: getting-started/configure.md\n      - Upgrade: getting-started/upgrade.md\n",
        ),
        replace(
          "mkdocs.yml",
          "        setup.md: getting-started/install.md\n",
          "        setup.md: getting-started/install.md\n        guides/upgrading.md: getting-started/upgrade.md\n",
        ),
      ),
      finish(
        "Moved the upgrading guide under Getting started, fixed its links and redirected the old URL.",
        "Move the upgrading guide under Getting started",
      ),
    ]),
    wrong: [
      run("leaves its relative link broken", [
        call(read("mkdocs.yml")),
        call([
          "move_file",
          { from: "docs/guides/upgrading.md", to: "docs/getting-started/upgrade.md" },
        ]),
        call(
          replace("docs/index.md", "(guides/upgrading.md)", "(getting-started/upgrade.md)"),
          replace("mkdocs.yml", "      - Upgrading: guides/upgrading.md\n", ""),
          replace(
            "mkdocs.yml",
            "      - Configure: getting-started/configure.md\n",
            "      - Configure: getting-started/configure.md\n      - Upgrade: getting-started/upgrade.md\n",
          ),
          replace(
            "mkdocs.yml",
            "        setup.md: getting-started/install.md\n",
            "        setup.md: getting-started/install.md\n        guides/upgrading.md: getting-started/upgrade.md\n",
          ),
        ),
        finish("Moved the upgrading guide.", "Move the upgrading guide"),
      ]),
    ],
  },
  {
    id: "mkdocs/changelog",
    fixture,
    kind: "update the changelog",
    prompts: ["Add to the changelog that `acme-server serve` now takes `--read-only`."],
    golden: {
      changed: ["docs/changelog.md"],
      contains: [["docs/changelog.md", /## Unreleased\n\n- [^\n]*--read-only/]],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("docs/changelog.md")),
      call(
        replace(
          "docs/changelog.md",
          "## Unreleased\n\n- Nothing yet.",
          "## Unreleased\n\n- `acme-server serve` takes `--read-only`: documents are served and no writes are accepted.",
        ),
      ),
      finish("Added the entry under Unreleased.", "Changelog: --read-only"),
    ]),
    wrong: [
      run("rewrites the changelog with recent releases only", [
        call(read("docs/changelog.md")),
        call(
          write(
            "docs/changelog.md",
            "# Changelog\n\n## Unreleased\n\n- `acme-server serve` takes `--read-only`.\n\n## 4.0.0\n\n- Added the `widget-120` option to the CLI and the API.\n",
          ),
        ),
        finish("Added the entry and tidied the changelog.", "Changelog: --read-only"),
      ]),
    ],
  },
  {
    id: "mkdocs/fix-link",
    fixture,
    kind: "fix a link or anchor",
    prompts: ["The backups guide links to a CLI page that does not exist; fix it."],
    golden: {
      changed: ["docs/guides/backups.md"],
      contains: [["docs/guides/backups.md", "(../reference/cli.md)"]],
      absent: [["docs/guides/backups.md", "commands.md"]],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("docs/guides/backups.md"), ["list_files", { glob: "docs/reference/**" }]),
      call(
        replace("docs/guides/backups.md", "(../reference/commands.md)", "(../reference/cli.md)"),
      ),
      finish(
        "Pointed the link at reference/cli.md, the CLI reference.",
        "Fix the CLI reference link in the backups guide",
      ),
    ]),
    wrong: [
      run("links the built site's URL", [
        call(read("docs/guides/backups.md")),
        call(replace("docs/guides/backups.md", "(../reference/commands.md)", "(/reference/cli/)")),
        finish("Fixed the link.", "Fix a link"),
      ]),
    ],
  },
  {
    id: "mkdocs/restructure-section",
    fixture,
    kind: "restructure a section",
    prompts: [
      "Split the Storage section of the configure page into two subsections: Local disk and S3.",
    ],
    golden: {
      changed: ["docs/getting-started/configure.md"],
      contains: [
        [
          "docs/getting-started/configure.md",
          /## Storage\n[\s\S]*### Local disk[\s\S]*`storage\.path`[\s\S]*### S3[\s\S]*`storage\.bucket`[\s\S]*`storage\.region`[\s\S]*## Logging/,
        ],
        ["docs/getting-started/configure.md", "writable by the server's user"],
        ["docs/getting-started/configure.md", "AWS environment variables"],
      ],
      maxDiffLines: 14,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("docs/getting-started/configure.md")),
      call(
        replace(
          "docs/getting-started/configure.md",
          storageSection,
          "## Storage\n\nLocal disk is fastest for a single server; S3 lets several servers share documents.\n\n### Local disk\n\nDocuments are stored on local disk by default, in the folder `storage.path` names. The folder must be writable by the server's user.\n\n### S3\n\nTo keep documents in S3 instead, set `storage.bucket` to the bucket's name and `storage.region` to its region. Credentials for S3 come from the usual AWS environment variables.\n\n",
        ),
      ),
      finish(
        "Split Storage into Local disk and S3, keeping every sentence.",
        "Configure: split Storage into Local disk and S3",
      ),
    ]),
    wrong: [
      run("loses the credentials sentence", [
        call(read("docs/getting-started/configure.md")),
        call(
          replace(
            "docs/getting-started/configure.md",
            storageSection,
            "## Storage\n\n### Local disk\n\nDocuments are stored on local disk by default, in the folder `storage.path` names. The folder must be writable by the server's user.\n\n### S3\n\nSet `storage.bucket` and `storage.region`.\n\n",
          ),
        ),
        finish("Split the Storage section.", "Split Storage"),
      ]),
    ],
  },
  {
    id: "mkdocs/follow-up",
    fixture,
    kind: "follow-up",
    prompts: [
      "Add a note to the scaling guide: more than 8 workers need 16 GB of memory.",
      "Actually, no note: put that as a row of the table in the scaling guide instead.",
    ],
    golden: {
      changed: ["docs/guides/scaling.md"],
      contains: [
        [
          "docs/guides/scaling.md",
          /\| 8 \| 8 GB \|\n\| (More than 8|More than 8 workers|9 or more|16) \| 16 GB \|/,
        ],
      ],
      absent: [["docs/guides/scaling.md", "!!! note"]],
      pullRequest: "ready",
    },
    reference: {
      name: "reference",
      scripts: [
        [
          call(read("docs/guides/scaling.md")),
          call(
            replace(
              "docs/guides/scaling.md",
              "| 8 | 8 GB |\n",
              "| 8 | 8 GB |\n\n!!! note\n    More than 8 workers need 16 GB of memory.\n",
            ),
          ),
          finish("Added the note.", "Scaling: memory for more than 8 workers"),
        ],
        [
          call(read("docs/guides/scaling.md")),
          call(
            replace(
              "docs/guides/scaling.md",
              "| 8 | 8 GB |\n\n!!! note\n    More than 8 workers need 16 GB of memory.\n",
              "| 8 | 8 GB |\n| More than 8 | 16 GB |\n",
            ),
          ),
          finish("Replaced the note with a table row.", "Scaling: memory for more than 8 workers"),
        ],
      ],
    },
    wrong: [
      {
        name: "keeps the first run's note",
        scripts: [
          [
            call(read("docs/guides/scaling.md")),
            call(
              replace(
                "docs/guides/scaling.md",
                "| 8 | 8 GB |\n",
                "| 8 | 8 GB |\n\n!!! note\n    More than 8 workers need 16 GB of memory.\n",
              ),
            ),
            finish("Added the note.", "Scaling: memory for more than 8 workers"),
          ],
          [
            call(read("docs/guides/scaling.md")),
            call(
              replace(
                "docs/guides/scaling.md",
                "| 8 | 8 GB |\n",
                "| 8 | 8 GB |\n| More than 8 | 16 GB |\n",
              ),
            ),
            finish("Added a table row.", "Scaling: memory for more than 8 workers"),
          ],
        ],
      },
    ],
  },
  {
    id: "mkdocs/cannot-be-done",
    fixture,
    kind: "cannot be done",
    prompts: ["Document the `--turbo` flag of `acme-server serve`."],
    golden: {
      changed: [],
      pullRequest: "none",
      answer: [/no `?--turbo`? flag|does not (exist|have)|not find/i],
    },
    reference: run("reference", [
      call(["search_text", { pattern: "turbo" }], read("src/acme_server/cli.py")),
      finish(
        "`acme-server serve` has no --turbo flag: src/acme_server/cli.py defines --port, --data-dir, --read-only and --workers only. I changed nothing.",
        "Document --turbo",
        { notDone: ["--turbo does not exist in the CLI's source."] },
      ),
    ]),
    wrong: [
      run("documents a flag that does not exist", [
        call(read("docs/reference/cli.md")),
        call(
          replace(
            "docs/reference/cli.md",
            "| `--workers` | `4` | Worker processes. |",
            "| `--workers` | `4` | Worker processes. |\n| `--turbo` | off | Faster serving. |",
          ),
        ),
        finish("Documented --turbo.", "Document --turbo"),
      ]),
    ],
  },
  {
    id: "mkdocs/house-term",
    fixture,
    kind: "apply a house rule",
    prompts: ["Our style guide says allowlist, not whitelist. Fix the docs."],
    golden: {
      changed: ["docs/getting-started/configure.md", "docs/guides/backups.md"],
      absent: [
        ["docs/getting-started/configure.md", /whitelist/i],
        ["docs/guides/backups.md", /whitelist/i],
      ],
      contains: [
        ["docs/getting-started/configure.md", "allowlist"],
        ["docs/guides/backups.md", "allowlist"],
      ],
      maxDiffLines: 4,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(["search_text", { pattern: "whitelist", ignoreCase: true }]),
      call(read("docs/getting-started/configure.md"), read("docs/guides/backups.md")),
      call(
        replace("docs/getting-started/configure.md", "The IP whitelist;", "The IP allowlist;"),
        replace(
          "docs/guides/backups.md",
          "whitelist the backup host in `allow_ips`",
          "add the backup host to the allowlist in `allow_ips`",
        ),
      ),
      finish("Replaced both uses of whitelist.", "Use allowlist, not whitelist"),
    ]),
    wrong: [
      run("fixes the first file only", [
        call(read("docs/getting-started/configure.md")),
        call(
          replace("docs/getting-started/configure.md", "The IP whitelist;", "The IP allowlist;"),
        ),
        finish("Replaced whitelist.", "Use allowlist"),
      ]),
    ],
  },
];
