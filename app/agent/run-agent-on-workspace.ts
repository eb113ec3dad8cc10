import type { AgentModel, Clock } from "../app-context.ts";
import type { AgentLimits } from "../config.ts";
import type { JobMessageRow } from "../db/schema.ts";
import {
  buildInstructionPrompt,
  buildSystemPrompt,
  conventionFileNames,
} from "./agent-system-prompt.ts";
import { toDocsRelative } from "./docs-path.ts";
import type { Workspace } from "./pin-workspace.ts";
import { type AgentRunResult, runAgentLoop } from "./run-agent.ts";
import type { WorkingTree } from "./working-tree.ts";

const MAX_CONVENTION_FILE_CHARS = 20_000;

export interface AgentStepDeps {
  clock: Clock;
  model: AgentModel;
  limits: AgentLimits;
  modelStepTimeoutMs: number;
  checkContinue: () => Promise<void>;
}

/**
 * Lets the agent work on the workspace: the instructions not yet handled, with the earlier ones as
 * context, under the per-run step and time limits. Its edits stay in the workspace's overlay.
 */
export async function runAgentOnWorkspace(
  deps: AgentStepDeps,
  workspace: Workspace,
  messages: { pending: JobMessageRow[]; earlier: JobMessageRow[] },
): Promise<AgentRunResult> {
  const { tree, docsRoot } = workspace;
  const started = deps.clock.now();
  return runAgentLoop({
    model: deps.model.languageModel,
    tree,
    system: buildSystemPrompt({
      repository: workspace.repository,
      baseRef: workspace.baseRef,
      docsRoot,
      files: tree.listFiles().map((path) => toDocsRelative(docsRoot, path)),
      conventionFiles: await readConventionFiles(tree, docsRoot),
    }),
    prompt: buildInstructionPrompt({
      newInstructions: messages.pending.map((message) => message.prompt),
      earlierInstructions: messages.earlier.map((message) => message.prompt),
    }),
    maxSteps: deps.limits.maxSteps,
    deadline: new Date(started.getTime() + deps.limits.timeoutSeconds * 1000),
    timeoutSeconds: deps.limits.timeoutSeconds,
    clock: deps.clock,
    checkContinue: deps.checkContinue,
    modelStepTimeoutMs: deps.modelStepTimeoutMs,
  });
}

/** Navigation and site config from the docs root and the repository root, read-only context. */
async function readConventionFiles(
  tree: WorkingTree,
  docsRoot: string,
): Promise<{ path: string; content: string }[]> {
  const folders = docsRoot === "" ? [""] : [docsRoot, ""];
  const found: { path: string; content: string }[] = [];
  for (const folder of folders) {
    for (const name of conventionFileNames) {
      const path = folder ? `${folder}/${name}` : name;
      if (!tree.exists(path)) continue;
      try {
        const content = await tree.read(path);
        found.push({
          path,
          content:
            content.length > MAX_CONVENTION_FILE_CHARS
              ? `${content.slice(0, MAX_CONVENTION_FILE_CHARS)}\n… (truncated)`
              : content,
        });
      } catch {
        // A symlinked or oversized config is simply not shown.
      }
    }
  }
  return found;
}
