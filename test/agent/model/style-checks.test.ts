import { describe, expect, it } from "vitest";
import { allFiles, fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import { toolResultsSeen } from "#testkit/model/scripted-model.ts";
import { RunChecks } from "../../../app/agent/model/run-checks.ts";

/** The fixture repository with a Vale config at its root: one error rule, one warning rule. */
const valeFiles = [
  ...allFiles,
  fixtureFile(".vale.ini", "StylesPath = styles\n\n[*.md]\nBasedOnStyles = Acme\n"),
  fixtureFile(
    "styles/Acme/Terms.yml",
    "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: error\nignorecase: true\nswap:\n  log in to: sign in to\n",
  ),
  fixtureFile(
    "styles/Acme/Weasel.yml",
    "extends: existence\nmessage: \"Avoid '%s'.\"\nlevel: warning\nignorecase: true\ntokens:\n  - simply\n",
  ),
];

const replace = (oldText: string, newText: string) => ({
  calls: [["replace_in_file", { path: "guides/install.md", oldText, newText }]] as [
    string,
    Record<string, unknown>,
  ][],
});
const finish = {
  calls: [["finish", { summary: "Done.", prTitle: "Explain signing in" }]] as [
    string,
    Record<string, unknown>,
  ][],
};

describe("the repository's style in the agent loop", () => {
  it("refuses a finish while an error-level Vale rule fails on a line the run wrote, then accepts it once fixed", async () => {
    const { tree } = fixtureWorkingTree(valeFiles);
    const checks = new RunChecks(tree, undefined);
    const { model, result } = await runScriptedLoop(
      tree,
      [
        replace("Then deploy.", "Log in to the console, then deploy."),
        finish,
        replace("Log in to the console", "Sign in to the console"),
        finish,
      ],
      { checks, modelStepTimeoutMs: 60_000 },
    );
    expect(toolResultsSeen(model, 1)[0]?.output).toContain(
      "- guides/install.md:4 [Acme.Terms] Use 'sign in to' instead of 'Log in to'.",
    );
    const refusal = toolResultsSeen(model, 2)[0]?.output ?? "";
    expect(refusal).toMatch(/not finished: the docs check found 1 problem your changes introduced/);
    expect(refusal).toContain("guides/install.md:4 [Acme.Terms]");
    expect(toolResultsSeen(model, 3)[0]?.output).toContain(
      "the problems reported before in these files are gone",
    );
    expect(result.ending.kind).toBe("finished");
    expect(result.findings).toEqual([]);
  });

  it("finishes at once with only warnings, and hands them on for the pull request", async () => {
    const { tree } = fixtureWorkingTree(valeFiles);
    const checks = new RunChecks(tree, undefined);
    const { model, result } = await runScriptedLoop(
      tree,
      [replace("Then deploy.", "Then simply deploy.\n\n```\nacme deploy\n```"), finish],
      { checks, modelStepTimeoutMs: 60_000 },
    );
    expect(toolResultsSeen(model, 1)[0]?.output).toMatch(
      /Style warnings on lines you changed[^\n]*\n- guides\/install\.md:4 \[Acme\.Weasel\] Avoid 'simply'\.\n- guides\/install\.md:6 \[code-block-language\]/,
    );
    expect(result.ending.kind).toBe("finished");
    expect(result.findings).toEqual([]);
    expect(
      result.warnings?.map((warning) => `${warning.line} ${warning.rule} ${warning.level}`),
    ).toEqual(["4 Acme.Weasel warning", "6 code-block-language warning"]);
  });

  it("does not report what the page already broke on lines the run did not touch", async () => {
    const files = valeFiles.map((file) =>
      file.path === "docs/guides/install.md"
        ? fixtureFile(file.path, "# Install\n\nSimply log in to the console.\n\nThen deploy.\n")
        : file,
    );
    const { tree } = fixtureWorkingTree(files);
    const checks = new RunChecks(tree, undefined);
    const { result } = await runScriptedLoop(
      tree,
      [replace("Then deploy.", "Then deploy the app."), finish],
      { checks, modelStepTimeoutMs: 60_000 },
    );
    expect(result.ending.kind).toBe("finished");
    expect(result.findings).toEqual([]);
    expect(result.warnings).toEqual([]);
  });
});
