import type { AgentModel, Clock } from "../../app-context.ts";
import type { AgentLimits } from "../../config.ts";
import type { JobMessageRow } from "../../db/schema.ts";
import { buildInstructionPrompt, buildSystemPrompt } from "../context/agent-system-prompt.ts";
import { type FollowUpContext, renderFollowUpContext } from "../context/follow-up-context.ts";
import { readRepositoryContext, renderContextSections } from "../context/repository-context.ts";
import {
  type AgentRunResult,
  type RunUsage,
  runAgentLoop,
  type StepRecord,
} from "../model/run-agent.ts";
import type { RunChecks } from "../model/run-checks.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { Workspace } from "./pin-workspace.ts";

export interface AgentStepDeps {
  clock: Clock;
  model: AgentModel;
  limits: AgentLimits;
  modelStepTimeoutMs: number;
  checkContinue: () => Promise<void>;
  stopSignal?: AbortSignal | undefined;
}

/**
 * Lets the agent work on the workspace: the instructions not yet handled, with the earlier ones as
 * context, under the per-run step and time limits. The repository's guidance and navigation are
 * read first, by the server. Its edits stay in the workspace's overlay.
 */
export async function runAgentOnWorkspace(
  deps: AgentStepDeps,
  workspace: Workspace,
  messages: {
    pending: JobMessageRow[];
    earlier: JobMessageRow[];
    /** On a follow-up, the pull request as it stands. */
    followUp?: FollowUpContext | undefined;
    /** The question the last run asked instead of changing anything, which these messages answer. */
    askedQuestion?: { text: string; choices: string[] } | null | undefined;
  },
  observe: {
    usage: RunUsage;
    onStep: (step: StepRecord) => void | Promise<void>;
    /** The docs check of the run's changes; absent, nothing is checked. */
    checks?: RunChecks | undefined;
  },
): Promise<AgentRunResult> {
  const { tree, docsRoot } = workspace;
  const started = deps.clock.now();
  const context = await readRepositoryContext(tree);
  const sections = renderContextSections(
    context,
    tree.listFiles().map((path) => toDocsRelative(docsRoot, path)),
  );
  return runAgentLoop({
    model: deps.model.languageModel,
    tree,
    system: buildSystemPrompt({
      repository: workspace.repository,
      baseRef: workspace.baseRef,
      docsRoot,
      files: sections.files,
      navigation: sections.navigation,
      guidance: sections.guidance,
      writeGlobs: tree.writePolicy,
      maxSteps: deps.limits.maxSteps,
    }),
    prompt: buildInstructionPrompt({
      newInstructions: messages.pending.map((message) => message.prompt),
      earlierInstructions: messages.earlier.map((message) => message.prompt),
      pullRequest: messages.followUp ? renderFollowUpContext(messages.followUp) : undefined,
      askedQuestion: messages.askedQuestion,
    }),
    maxSteps: deps.limits.maxSteps,
    maxRunTokens: deps.limits.maxRunTokens,
    deadline: new Date(started.getTime() + deps.limits.timeoutSeconds * 1000),
    timeoutSeconds: deps.limits.timeoutSeconds,
    clock: deps.clock,
    checkContinue: deps.checkContinue,
    stopSignal: deps.stopSignal,
    modelStepTimeoutMs: deps.modelStepTimeoutMs,
    outlineLines: context.outlineLines,
    usage: observe.usage,
    onStep: observe.onStep,
    ...(observe.checks ? { checks: observe.checks } : {}),
  });
}
