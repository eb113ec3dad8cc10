import { mkdocs } from "#testkit/docs-sites/mkdocs.ts";
import { call, finish, read, replace, run, type Task, thenAfterRefusal, write } from "../task.ts";

/**
 * Tasks for what a reviewer sees at a glance (on the MkDocs fixture): a change far larger than
 * its instruction, an edited snippet other pages include, a retitled page whose navigation label
 * keeps the old name, a number with a unit no file holds, and a follow-up that deletes the page
 * its own pull request added.
 */
const fixture = mkdocs;
const configure = "docs/getting-started/configure.md";
const CONFIGURE = mkdocs.files.find((f) => f.path === configure)?.content ?? "";
const storageAndLogging = CONFIGURE.slice(CONFIGURE.indexOf("## Storage"));

export const glanceTasks: Task[] = [
  {
    id: "mkdocs/one-word",
    fixture,
    kind: "edit a passage",
    prompts: [
      "In the configure page, change one word: logs now go to standard error, not standard output.",
    ],
    golden: {
      changed: [configure],
      contains: [
        [configure, "Logs go to standard error as JSON lines."],
        [configure, "`storage.region`"],
        [configure, "AWS environment variables"],
      ],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read(configure)),
      call(replace(configure, "standard output", "standard error")),
      finish("Logs now go to standard error.", "Configure: logs go to standard error"),
    ]),
    wrong: [
      run("rewrites the sections around the word", [
        call(read(configure)),
        call(
          replace(
            configure,
            storageAndLogging,
            "## Storage\n\nDocuments are stored on local disk, or in S3 when a bucket is set.\n\n## Logging\n\nLogs go to standard error as JSON lines.\n",
          ),
        ),
        finish("Logs now go to standard error.", "Configure: logs go to standard error"),
      ]),
    ],
  },
  {
    id: "mkdocs/edit-snippet",
    fixture,
    kind: "edit a passage",
    prompts: ["The server now needs 4 GB of memory: update the requirements."],
    golden: {
      changed: ["docs/snippets/requirements.md"],
      contains: [["docs/snippets/requirements.md", "- 4 GB of memory"]],
      absent: [["docs/getting-started/install.md", "GB of memory"]],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("docs/getting-started/install.md"), read("docs/snippets/requirements.md")),
      call(replace("docs/snippets/requirements.md", "- 2 GB of memory", "- 4 GB of memory")),
      finish(
        "The requirements snippet, which the install page includes, now asks for 4 GB of memory.",
        "Requirements: 4 GB of memory",
      ),
    ]),
    wrong: [
      run("replaces the include with a list of its own", [
        call(read("docs/getting-started/install.md")),
        call(
          replace(
            "docs/getting-started/install.md",
            '--8<-- "snippets/requirements.md"',
            "- Linux or macOS\n- Python 3.11 or later\n- 4 GB of memory",
          ),
        ),
        finish("The install page now asks for 4 GB of memory.", "Install: 4 GB of memory"),
      ]),
    ],
  },
  {
    id: "mkdocs/retitle-page",
    fixture,
    kind: "rename or move a page",
    prompts: ["Retitle the scaling guide 'Workers and memory'."],
    golden: {
      changed: ["docs/guides/scaling.md", "mkdocs.yml"],
      contains: [
        ["docs/guides/scaling.md", "# Workers and memory"],
        ["mkdocs.yml", "- Workers and memory: guides/scaling.md"],
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("docs/guides/scaling.md"), read("mkdocs.yml")),
      call(
        replace("docs/guides/scaling.md", "# Scaling", "# Workers and memory"),
        replace(
          "mkdocs.yml",
          "- Scaling: guides/scaling.md",
          "- Workers and memory: guides/scaling.md",
        ),
      ),
      finish(
        "Retitled the scaling guide and its navigation entry 'Workers and memory'.",
        "Retitle the scaling guide 'Workers and memory'",
      ),
    ]),
    wrong: [
      thenAfterRefusal(
        run("retitles the page, not its navigation label", [
          call(read("docs/guides/scaling.md")),
          call(replace("docs/guides/scaling.md", "# Scaling", "# Workers and memory")),
          finish(
            "Retitled the scaling guide and moved the page to its new name.",
            "Retitle the scaling guide 'Workers and memory'",
          ),
        ]),
        finish(
          "Retitled the scaling guide 'Workers and memory'.",
          "Retitle the scaling guide 'Workers and memory'",
        ),
      ),
    ],
  },
  {
    id: "mkdocs/number-with-unit",
    fixture,
    kind: "edit a passage",
    prompts: ["Add a row to the scaling guide's table: 16 workers need 16 GB of memory."],
    golden: {
      changed: ["docs/guides/scaling.md"],
      contains: [["docs/guides/scaling.md", "| 8 | 8 GB |\n| 16 | 16 GB |"]],
      maxDiffLines: 1,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("docs/guides/scaling.md")),
      call(replace("docs/guides/scaling.md", "| 8 | 8 GB |\n", "| 8 | 8 GB |\n| 16 | 16 GB |\n")),
      finish("Added the row for 16 workers.", "Scaling: memory for 16 workers"),
    ]),
    wrong: [
      run("adds a row the instruction did not give", [
        call(read("docs/guides/scaling.md")),
        call(
          replace(
            "docs/guides/scaling.md",
            "| 8 | 8 GB |\n",
            "| 8 | 8 GB |\n| 16 | 16 GB |\n| 32 | 24 GB |\n",
          ),
        ),
        finish("Added rows for 16 and 32 workers.", "Scaling: memory for more workers"),
      ]),
    ],
  },
  {
    id: "mkdocs/follow-up-drops-page",
    fixture,
    kind: "follow-up",
    prompts: [
      "Add a troubleshooting guide under Guides, after Upgrading: if the server does not start, check that the data folder is writable.",
      "Actually, no separate page: put that tip at the end of the upgrading guide and drop the troubleshooting page.",
    ],
    golden: {
      changed: ["docs/guides/upgrading.md"],
      contains: [["docs/guides/upgrading.md", "writable"]],
      absent: [["mkdocs.yml", "troubleshooting"]],
      pullRequest: "ready",
    },
    reference: {
      name: "reference",
      scripts: [
        [
          call(read("mkdocs.yml")),
          call(
            write(
              "docs/guides/troubleshooting.md",
              "# Troubleshooting\n\nIf the server does not start, check that the data folder is writable.\n",
            ),
            replace(
              "mkdocs.yml",
              "      - Upgrading: guides/upgrading.md\n",
              "      - Upgrading: guides/upgrading.md\n      - Troubleshooting: guides/troubleshooting.md\n",
            ),
          ),
          finish("Added the troubleshooting guide after Upgrading.", "Add a troubleshooting guide"),
        ],
        [
          call(read("docs/guides/upgrading.md"), read("mkdocs.yml")),
          call(
            ["delete_file", { path: "docs/guides/troubleshooting.md" }],
            replace("mkdocs.yml", "      - Troubleshooting: guides/troubleshooting.md\n", ""),
            replace(
              "docs/guides/upgrading.md",
              "3. Restart the server.\n",
              "3. Restart the server.\n\nIf the server does not start, check that the data folder is writable.\n",
            ),
          ),
          finish(
            "Moved the tip to the end of the upgrading guide and dropped the troubleshooting page.",
            "Upgrading: what to check when the server does not start",
          ),
        ],
      ],
    },
    wrong: [
      {
        name: "keeps the page it was asked to drop",
        scripts: [
          [
            call(read("mkdocs.yml")),
            call(
              write(
                "docs/guides/troubleshooting.md",
                "# Troubleshooting\n\nIf the server does not start, check that the data folder is writable.\n",
              ),
              replace(
                "mkdocs.yml",
                "      - Upgrading: guides/upgrading.md\n",
                "      - Upgrading: guides/upgrading.md\n      - Troubleshooting: guides/troubleshooting.md\n",
              ),
            ),
            finish(
              "Added the troubleshooting guide after Upgrading.",
              "Add a troubleshooting guide",
            ),
          ],
          [
            call(read("docs/guides/upgrading.md")),
            call(
              replace(
                "docs/guides/upgrading.md",
                "3. Restart the server.\n",
                "3. Restart the server.\n\nIf the server does not start, check that the data folder is writable.\n",
              ),
            ),
            finish(
              "Put the tip at the end of the upgrading guide.",
              "Upgrading: what to check when the server does not start",
            ),
          ],
        ],
      },
    ],
  },
];
