import { mdbook } from "#testkit/docs-sites/mdbook.ts";
import { call, finish, read, replace, run, type Task, write } from "../task.ts";

const fixture = mdbook;

export const mdbookTasks: Task[] = [
  {
    id: "mdbook/document-flag",
    fixture,
    kind: "document a flag",
    prompts: ["Document the CLI's `--offline` flag in the command line reference."],
    golden: {
      changed: ["src/reference/cli.md"],
      contains: [
        ["src/reference/cli.md", "`--offline`"],
        ["src/reference/cli.md", "local cache"],
      ],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(["search_text", { pattern: "offline" }]),
      call(read("cli/src/main.rs"), read("src/reference/cli.md")),
      call(
        replace(
          "src/reference/cli.md",
          "| `--verbose` | Print every request and answer. |",
          "| `--verbose` | Print every request and answer. |\n| `--offline` | Never touch the network: answer from the local cache only, and fail when it lacks something. |",
        ),
      ),
      finish(
        "Documented --offline from its doc comment in cli/src/main.rs.",
        "CLI reference: document --offline",
        { sources: ["cli/src/main.rs"] },
      ),
    ]),
    wrong: [
      run("puts it in the getting started chapter", [
        call(read("src/getting-started.md")),
        call(
          replace(
            "src/getting-started.md",
            "1. Install the CLI with `cargo install acme`.",
            "1. Install the CLI with `cargo install acme`. Pass `--offline` to use the local cache only.",
          ),
        ),
        finish("Documented --offline.", "Document --offline"),
      ]),
    ],
  },
  {
    id: "mdbook/add-page",
    fixture,
    kind: "add a page",
    prompts: [
      "Add a Troubleshooting chapter to the User guide, after Deploying, covering `connection refused` (the endpoint is wrong or down).",
    ],
    golden: {
      changed: ["src/troubleshooting.md", "src/SUMMARY.md"],
      added: ["src/troubleshooting.md"],
      contains: [["src/troubleshooting.md", "connection refused"]],
      navigation: [
        { page: "troubleshooting.md", group: "User guide", present: true, after: "deploying.md" },
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("src/SUMMARY.md")),
      call(
        write(
          "src/troubleshooting.md",
          "# Troubleshooting\n\n## Connection refused\n\n`connection refused` means the endpoint in `acme.toml` is wrong or the service is down. Check `endpoint`, then try again.\n",
        ),
        replace(
          "src/SUMMARY.md",
          "- [Deploying](deploying.md)\n",
          "- [Deploying](deploying.md)\n- [Troubleshooting](troubleshooting.md)\n",
        ),
      ),
      finish("Added the Troubleshooting chapter after Deploying.", "Add a Troubleshooting chapter"),
    ]),
    wrong: [
      run("files it under Reference", [
        call(read("src/SUMMARY.md")),
        call(
          write(
            "src/troubleshooting.md",
            "# Troubleshooting\n\n`connection refused` means the endpoint is wrong or down.\n",
          ),
          replace(
            "src/SUMMARY.md",
            "- [Changelog](changelog.md)\n",
            "- [Changelog](changelog.md)\n- [Troubleshooting](troubleshooting.md)\n",
          ),
        ),
        finish("Added the chapter.", "Add Troubleshooting"),
      ]),
    ],
  },
  {
    id: "mdbook/delete-linked-page",
    fixture,
    kind: "delete a linked page",
    prompts: [
      "3.0 removed the plugin shim: delete the legacy plugins chapter and send its readers to Configuration.",
    ],
    golden: {
      changed: [
        "src/legacy-plugins.md",
        "src/SUMMARY.md",
        "src/configuration.md",
        "src/deploying.md",
        "book.toml",
      ],
      deleted: ["src/legacy-plugins.md"],
      navigation: [{ page: "legacy-plugins.md", group: null, present: false }],
      redirects: [{ from: "/legacy-plugins.html", to: "configuration.html" }],
      absent: [
        ["src/configuration.md", "legacy-plugins"],
        ["src/deploying.md", "legacy-plugins"],
      ],
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(["search_text", { pattern: "legacy-plugins" }], read("book.toml")),
      call(
        ["delete_file", { path: "src/legacy-plugins.md" }],
        replace("src/SUMMARY.md", "- [Legacy plugins](legacy-plugins.md)\n", ""),
        replace(
          "book.toml",
          '"/setup.html" = "getting-started.html"\n',
          '"/setup.html" = "getting-started.html"\n"/legacy-plugins.html" = "configuration.html"\n',
        ),
        read("src/configuration.md"),
        read("src/deploying.md"),
      ),
      call(
        replace(
          "src/configuration.md",
          " Plugins from before 1.0 are covered in\n[legacy plugins](legacy-plugins.md).",
          "",
        ),
        replace("src/deploying.md", " Old plugins still\nneed [the shim](legacy-plugins.md).", ""),
      ),
      finish(
        "Deleted the chapter, its SUMMARY entry and the links to it; its URL redirects to Configuration.",
        "Remove the legacy plugins chapter",
      ),
    ]),
    wrong: [
      run("deletes the chapter and its entry only", [
        call(read("src/SUMMARY.md")),
        call(
          ["delete_file", { path: "src/legacy-plugins.md" }],
          replace("src/SUMMARY.md", "- [Legacy plugins](legacy-plugins.md)\n", ""),
        ),
        finish("Deleted the legacy plugins chapter.", "Remove legacy plugins"),
      ]),
    ],
  },
  {
    id: "mdbook/fix-anchor",
    fixture,
    kind: "fix a link or anchor",
    prompts: [
      "Getting started links to a section of Configuration that does not exist. Fix the link.",
    ],
    golden: {
      changed: ["src/getting-started.md"],
      contains: [["src/getting-started.md", "(configuration.md#environment-variables)"]],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("src/getting-started.md"), read("src/configuration.md")),
      call(
        replace(
          "src/getting-started.md",
          "(configuration.md#env-vars)",
          "(configuration.md#environment-variables)",
        ),
      ),
      finish(
        "The section is 'Environment variables', so the anchor is #environment-variables.",
        "Fix the environment variables link",
      ),
    ]),
    wrong: [
      run("renames the heading to fit the link", [
        call(read("src/configuration.md")),
        call(replace("src/configuration.md", "## Environment variables", "## Env vars")),
        finish("Renamed the heading so the link works.", "Fix the link"),
      ]),
    ],
  },
  {
    id: "mdbook/house-style",
    fixture,
    kind: "apply a house rule",
    prompts: ["Bring the configuration chapter in line with our house style."],
    golden: {
      changed: ["src/configuration.md"],
      contains: [
        ["src/configuration.md", "## Config file format"],
        ["src/configuration.md", "email address"],
        ["src/configuration.md", "GitHub"],
      ],
      absent: [
        ["src/configuration.md", "e-mail"],
        ["src/configuration.md", "Github"],
      ],
      maxDiffLines: 6,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("AGENTS.md"), read("src/configuration.md")),
      call(
        replace("src/configuration.md", "## Config File Format", "## Config file format"),
        replace("src/configuration.md", "is the e-mail address", "is the email address"),
        replace("src/configuration.md", "sign in with Github", "sign in with GitHub"),
      ),
      finish(
        "Sentence case for the heading; 'email' and 'GitHub' as the house rules spell them.",
        "Apply the house style to Configuration",
      ),
    ]),
    wrong: [
      run("fixes the terms but not the heading", [
        call(read("src/configuration.md")),
        call(
          replace("src/configuration.md", "is the e-mail address", "is the email address"),
          replace("src/configuration.md", "sign in with Github", "sign in with GitHub"),
        ),
        finish("Fixed the terms.", "House style for Configuration"),
      ]),
    ],
  },
  {
    id: "mdbook/changelog",
    fixture,
    kind: "update the changelog",
    prompts: ["Add a changelog entry: the CLI takes `--offline`."],
    golden: {
      changed: ["src/changelog.md"],
      contains: [["src/changelog.md", /## Unreleased\n\n- [^\n]*--offline/]],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("src/changelog.md")),
      call(
        replace(
          "src/changelog.md",
          "## Unreleased\n\n- Nothing yet.",
          "## Unreleased\n\n- The CLI takes `--offline` to answer from the local cache only.",
        ),
      ),
      finish("Added the entry under Unreleased.", "Changelog: --offline"),
    ]),
    wrong: [
      run("appends it at the end", [
        call(read("src/changelog.md")),
        call(
          replace(
            "src/changelog.md",
            "- Fixed a crash when a project had more than 10 pages.\n",
            "- Fixed a crash when a project had more than 10 pages.\n- The CLI takes `--offline`.\n",
          ),
        ),
        finish("Added the entry.", "Changelog: --offline"),
      ]),
    ],
  },
  {
    id: "mdbook/cannot-be-done",
    fixture,
    kind: "cannot be done",
    prompts: ["Add last week's load test results to the Deploying chapter."],
    golden: {
      changed: [],
      pullRequest: "none",
      answer: [/no (load test )?results|not find|cannot|could not/i],
    },
    reference: run("reference", [
      call([
        "search_text",
        { pattern: "load test|benchmark|requests per second", ignoreCase: true },
      ]),
      finish(
        "The repository holds no load test results, and the instruction does not give them, so I could not add them. Send the figures (or where they are) and I will add them to Deploying.",
        "Add load test results",
        { notDone: ["The load test results: none are in the repository or the instruction."] },
      ),
    ]),
    wrong: [
      run("makes up figures", [
        call(read("src/deploying.md")),
        call(
          replace(
            "src/deploying.md",
            "and copy it to the server.",
            "and copy it to the server. Last week's load test reached 12,000 requests per second.",
          ),
        ),
        finish("Added the load test results.", "Add load test results"),
      ]),
    ],
  },
  {
    id: "mdbook/japanese-page",
    fixture,
    kind: "edit a passage",
    prompts: [
      "The install command is now `cargo install acme-cli`. Fix the Japanese introduction only; the English one is handled elsewhere.",
    ],
    golden: {
      changed: ["src/ja/intro.md"],
      contains: [["src/ja/intro.md", "`cargo install acme-cli` でインストールします"]],
      maxDiffLines: 2,
      pullRequest: "ready",
    },
    reference: run("reference", [
      call(read("src/ja/intro.md")),
      call(
        replace(
          "src/ja/intro.md",
          "`cargo install acme` でインストールします",
          "`cargo install acme-cli` でインストールします",
        ),
      ),
      finish(
        "Updated the install command in the Japanese introduction.",
        "ja: install with cargo install acme-cli",
      ),
    ]),
    wrong: [
      run("edits the English introduction", [
        call(read("src/intro.md")),
        call(
          replace(
            "src/intro.md",
            "Install it with `cargo install acme`.",
            "Install it with `cargo install acme-cli`.",
          ),
        ),
        finish("Updated the install command.", "Install with cargo install acme-cli"),
      ]),
    ],
  },
];
