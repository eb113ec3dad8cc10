import { type AgentRunInput, runAgentLoop } from "../../app/agent/model/run-agent.ts";
import { WorkingTree } from "../../app/agent/workspace/working-tree.ts";
import { createTestClock } from "../app/test-clock.ts";
import { allFiles, type FixtureFile } from "../docs-sites/docs-repository.ts";
import { type ScriptedStep, scriptedModel } from "./scripted-model.ts";

/**
 * A working tree over fixture files (the small Mintlify repository unless given), its blobs read
 * from memory; `reads` lists the blob ids fetched one by one.
 */
export function fixtureWorkingTree(
  treeFiles: readonly FixtureFile[] = allFiles,
  options: { maxFileBytes?: number; maxFilesChanged?: number; docsRoot?: string } = {},
) {
  const bySha = new Map(treeFiles.map((file) => [file.sha, file.content ?? ""]));
  const reads: string[] = [];
  const tree = new WorkingTree(
    treeFiles.map((file) => ({
      path: file.path,
      mode: file.mode ?? "100644",
      type: "blob" as const,
      sha: file.sha,
      size: Buffer.byteLength(file.content ?? ""),
    })),
    {
      docsRoot: options.docsRoot ?? "docs",
      maxFileBytes: options.maxFileBytes ?? 100_000,
      maxFilesChanged: options.maxFilesChanged ?? 10,
      loadBlob: async (sha) => {
        reads.push(sha);
        return Buffer.from(bySha.get(sha) ?? "");
      },
    },
  );
  return { tree, reads };
}

/** Runs the tool loop on a tree with a scripted model; returns the model and the loop's result. */
export async function runScriptedLoop(
  tree: WorkingTree,
  steps: ScriptedStep[],
  options: Partial<Omit<AgentRunInput, "model" | "tree">> & {
    provider?: string;
    /** "scripted": the script answers the self-review itself (default: it is confirmed). */
    selfReview?: "confirm" | "scripted";
  } = {},
) {
  const clock = createTestClock("2026-11-22T10:00:00Z");
  const { provider, selfReview, ...loop } = options;
  const model = scriptedModel(steps, {
    ...(provider ? { provider } : {}),
    ...(selfReview ? { selfReview } : {}),
  });
  const result = await runAgentLoop({
    model,
    tree,
    system: "test",
    prompt: "test",
    maxSteps: 10,
    deadline: new Date(clock.now().getTime() + 60_000),
    timeoutSeconds: 60,
    clock,
    checkContinue: async () => {},
    modelStepTimeoutMs: 5_000,
    ...loop,
  });
  return { model, result };
}
