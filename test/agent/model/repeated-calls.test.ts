import { describe, expect, it } from "vitest";
import { fixtureWorkingTree, runScriptedLoop } from "#testkit/model/fixture-working-tree.ts";
import type { ScriptedStep } from "#testkit/model/scripted-model.ts";

describe("repeated failing calls", () => {
  it("meets a call with invalid input made again with a note, and stops the run the third time", async () => {
    const { tree } = fixtureWorkingTree();
    // newText is missing: the SDK refuses the call before the tool runs.
    const invalid: ScriptedStep = {
      calls: [["replace_in_file", { path: "guides/install.md", oldText: "Then deploy." }]],
    };
    const { model, result } = await runScriptedLoop(tree, [invalid, invalid, invalid]);

    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).not.toContain("invalid again");
    expect(JSON.stringify(model.doGenerateCalls[2]?.prompt)).toContain(
      "Your replace_in_file call was invalid again. You made this same call before and it failed the same way.",
    );
    expect(model.doGenerateCalls).toHaveLength(3);
    expect(result.ending).toMatchObject({
      kind: "stopped",
      reason: "repeated-failure",
      message: expect.stringMatching(
        /^The agent made the same failing replace_in_file call three times \(invalid input: /,
      ),
    });
  });

  it("counts only identical calls: a changed input starts again", async () => {
    const { tree } = fixtureWorkingTree();
    const missing = (path: string): ScriptedStep => ({
      calls: [["read_file", { path }]],
    });
    const { result } = await runScriptedLoop(tree, [
      missing("a.md"),
      missing("a.md"),
      missing("b.md"),
      missing("b.md"),
      { calls: [["finish", { summary: "s", prTitle: "t" }]] },
    ]);
    expect(result.ending.kind).toBe("finished");
  });
});
