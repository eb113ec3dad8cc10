import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { replacePassage } from "../../../app/agent/workspace/replace-passage.ts";

const finish = { calls: [["finish", { summary: "s", prTitle: "t" }]] } as {
  calls: [string, Record<string, unknown>][];
};

describe("safer edits", () => {
  it("replaces a passage in a CRLF file, keeping its line endings, and shows the lines around it", async () => {
    const crlf = fixtureFile("docs/windows.md", "# Windows\r\n\r\nLine one.\r\nLine two.\r\n");
    const { tree } = fixtureWorkingTree([...allFiles, crlf]);
    const { model } = await runScriptedLoop(tree, [
      {
        calls: [
          [
            "replace_in_file",
            {
              path: "windows.md",
              oldText: "Line one.\nLine two.",
              newText: "Line one.\nLine one and a half.\nLine two.",
            },
          ],
        ],
      },
      finish,
    ]);
    expect(await tree.read("docs/windows.md")).toBe(
      "# Windows\r\n\r\nLine one.\r\nLine one and a half.\r\nLine two.\r\n",
    );
    expect(toolResultsSeen(model, 1)[0]?.output).toBe(
      "text: Replaced one passage in windows.md. Lines 1-6 now read:\n1| # Windows\n2|\n3| Line one.\n4| Line one and a half.\n5| Line two.\n6|",
    );
  });

  it("leaves the other line endings of a mixed file as they were", () => {
    const replaced = replacePassage("mixed.md", "a\r\nb\nc\r\nd\r\n", "c\nd", "C\nD");
    expect(replaced.text).toBe("a\r\nb\nC\r\nD\r\n");
  });

  it("shows the nearest lines when the old text is not in the file", async () => {
    const { tree } = fixtureWorkingTree();
    const { model } = await runScriptedLoop(tree, [
      {
        calls: [
          [
            "replace_in_file",
            { path: "guides/install.md", oldText: "Then  deploy it.", newText: "Deploy." },
          ],
          [
            "replace_in_file",
            { path: "guides/install.md", oldText: "Kubernetes operators", newText: "x" },
          ],
        ],
      },
      finish,
    ]);
    const [near, nothing] = toolResultsSeen(model, 1).map((result) => result.output);
    expect(near).toContain(
      "oldText was not found in guides/install.md. It is closest to lines 4-4:",
    );
    expect(near).toContain("4| Then deploy.");
    expect(near).toContain("3| Run `acme install`.");
    expect(nothing).toContain("nor anything close to it");
    expect(tree.changedPaths()).toEqual([]);
  });

  it("says when the old text differs from the file only in whitespace", () => {
    expect(() =>
      replacePassage("a.md", "# A\n\n- one\n- two\n", "-  one\n-  two", "- 1\n- 2"),
    ).toThrow(/differs only in whitespace from lines 3-4:\n1\| # A/);
  });

  it("names the line of every occurrence when the old text is ambiguous", () => {
    expect(() => replacePassage("twice.md", "same\nother\nsame\nsame\n", "same", "x")).toThrow(
      "oldText occurs 3 times in twice.md, starting on lines 1, 3 and 4; include more of the surrounding text so it occurs once",
    );
  });

  it("never calls an edit applied when oldText was never in the file and newText is elsewhere", async () => {
    // The heading to rename is "## Set up"; the model misquotes it, and "## Configure" already
    // heads another section: the edit is not applied, and the answer must not say it was.
    const page = fixtureFile(
      "docs/guides/setup.md",
      "# Setup\n\n## Set up\n\nInstall it.\n\n## Configure\n\nEdit the file.\n",
    );
    const { tree } = fixtureWorkingTree([...allFiles, page]);
    const { model } = await runScriptedLoop(tree, [
      {
        calls: [
          [
            "replace_in_file",
            { path: "guides/setup.md", oldText: "## Setup the tool", newText: "## Configure" },
          ],
        ],
      },
      finish,
    ]);
    const [answer] = toolResultsSeen(model, 1).map((result) => result.output);
    expect(answer).not.toContain("already applied");
    expect(answer).toContain("oldText was not in guides/setup.md when this run started either");
    expect(answer).toContain("nothing was changed");
    expect(() =>
      replacePassage("a.md", "# A\n\nNew.\n", "Old.", "New.", {
        baseText: "# A\n\nNew.\n",
      }),
    ).toThrow("when this run started either");
    expect(() =>
      replacePassage("a.md", "# A\n\nNew.\n", "Old.", "New.", {
        baseText: "# A\n\nOld.\n",
      }),
    ).toThrow("it is already applied");
  });

  it("refuses an edit that is already applied instead of applying it twice", async () => {
    const { tree } = fixtureWorkingTree();
    const edit: [string, Record<string, unknown>] = [
      "replace_in_file",
      { path: "guides/install.md", oldText: "Then deploy.", newText: "Then deploy. Then relax." },
    ];
    const swap: [string, Record<string, unknown>] = [
      "replace_in_file",
      { path: "guides/install.md", oldText: "Run `acme install`.", newText: "Run `acme setup`." },
    ];
    const { model } = await runScriptedLoop(tree, [
      { calls: [edit, swap] },
      { calls: [edit, swap] },
      finish,
    ]);
    const [again, swapAgain] = toolResultsSeen(model, 2).map((result) => result.output);
    expect(again).toContain("this edit is already applied");
    expect(again).toContain("at line 4");
    expect(swapAgain).toContain("newText already is, at line 3");
    expect(await tree.read("docs/guides/install.md")).toBe(
      "# Install\n\nRun `acme setup`.\nThen deploy. Then relax.\n",
    );
  });

  it("applies every change a step makes to the same file, one after the other", async () => {
    const { tree } = fixtureWorkingTree();
    await runScriptedLoop(tree, [
      {
        calls: [
          ["replace_in_file", { path: "guides/deploy.md", oldText: "# Deploy", newText: "# Ship" }],
          ["replace_in_file", { path: "guides/deploy.md", oldText: "deploy`", newText: "ship`" }],
        ],
      },
      finish,
    ]);
    expect(await tree.read("docs/guides/deploy.md")).toBe("# Ship\n\nRun `acme ship`.\n");
  });

  it("overwrites an existing page only after the run has read it", async () => {
    const { tree } = fixtureWorkingTree();
    const rewrite: [string, Record<string, unknown>] = [
      "write_file",
      { path: "guides/deploy.md", content: "# Deploy\n\nRun `acme deploy --prod`.\n" },
    ];
    const { model } = await runScriptedLoop(tree, [
      { calls: [rewrite, ["write_file", { path: "new.md", content: "# New\n" }]] },
      {
        calls: [
          ["read_file", { path: "guides/deploy.md" }],
          ["write_file", { path: "new.md", content: "# New page\n" }],
        ],
      },
      { calls: [rewrite] },
      finish,
    ]);
    const [refused, created] = toolResultsSeen(model, 1).map((result) => result.output);
    expect(refused).toContain("guides/deploy.md already exists and this run has not read it");
    expect(created).toBe("text: Created new.md.");
    expect(toolResultsSeen(model, 2)[1]?.output).toBe("text: Rewrote new.md.");
    expect(toolResultsSeen(model, 3)[0]?.output).toBe("text: Rewrote guides/deploy.md.");
    expect(await tree.read("docs/guides/deploy.md")).toContain("--prod");
  });

  it("refuses placeholder text that stands for the rest of a file", async () => {
    const { tree } = fixtureWorkingTree();
    const { model } = await runScriptedLoop(tree, [
      { calls: [["read_file", { path: "guides/install.md" }]] },
      {
        calls: [
          [
            "write_file",
            {
              path: "guides/install.md",
              content:
                "# Install\n\nRun `acme install --yes`.\n\n<!-- rest of the file unchanged -->\n",
            },
          ],
          [
            "replace_in_file",
            {
              path: "guides/deploy.md",
              oldText: "Run `acme deploy`.",
              newText: "Run `acme deploy`.\n\n... existing content ...",
            },
          ],
          ["write_file", { path: "editors.md", content: "# Editors\n\nSay what changed.\n" }],
        ],
      },
      finish,
    ]);
    const [write, replace, harmless] = toolResultsSeen(model, 2).map((result) => result.output);
    expect(write).toContain(
      'the new text for guides/install.md has a placeholder instead of content: "<!-- rest of the file unchanged -->"',
    );
    expect(replace).toContain('placeholder instead of content: "... existing content ..."');
    expect(harmless).toBe("text: Created editors.md.");
    expect(tree.changedPaths()).toEqual(["docs/editors.md"]);
  });
});
