import { ToolRefusal } from "../agent-errors.ts";
import { redactSecrets } from "../workspace/redact-secrets.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { createEditingTools } from "./tools/editing-tools.ts";
import {
  type AgentQuestion,
  createFinishingTools,
  type FinishReport,
} from "./tools/finishing-tools.ts";
import { createMovingTools } from "./tools/moving-tools.ts";
import { createReadingTools } from "./tools/reading-tools.ts";
import { createSearchingTools } from "./tools/searching-tools.ts";
import { createToolContext } from "./tools/tool-context.ts";

export interface AgentToolOptions {
  /** The navigation outline, one line per entry, for `view_navigation`; empty when there is none. */
  outlineLines?: readonly string[];
  /** What to add to a change's result (the docs check of the touched paths); "" for nothing. */
  afterChange?: (paths: readonly string[]) => Promise<string>;
  /** The whole docs check, for `check_docs`; absent, the tool says checks are not available. */
  checkDocs?: () => Promise<string>;
  /** Accepts the agent's question (its result is the tool's), or throws `ToolRefusal`. */
  onAsk?: (question: AgentQuestion) => unknown;
}

/**
 * The agent's tools, by family: reading, searching, editing, moving and deleting, finishing
 * (in this order, the order the model sees them in).
 * Every path goes through `resolveDocsPath` first, so nothing the model says (or reads in a file)
 * can reach outside the docs root; every change goes through the working tree's write policy. No
 * tool result is longer than about 16,000 characters. A refusal is thrown as `ToolRefusal`; the SDK
 * hands its message back to the model.
 */
export function createAgentTools(
  tree: WorkingTree,
  /** Accepts the report (its result is the tool's), or throws `ToolRefusal` to refuse it. */
  onFinish: (report: FinishReport) => unknown,
  options: AgentToolOptions = {},
) {
  const ctx = createToolContext(tree, options.afterChange);
  return {
    ...withSecretsRedacted(createReadingTools(ctx)),
    ...withSecretsRedacted(createSearchingTools(ctx, options.outlineLines ?? [])),
    ...withSecretsRedacted(createEditingTools(ctx)),
    ...withSecretsRedacted(createMovingTools(ctx)),
    ...withSecretsRedacted(
      createFinishingTools(ctx, onFinish, options.checkDocs, options.onAsk ?? refuseQuestion),
    ),
  };
}

/** Without a run to end (a test of the tools alone), a question is refused. */
function refuseQuestion(): never {
  throw new ToolRefusal("ask is not available here: finish, and say in notDone what is open.");
}

/** Every text a tool returns passes `redactSecrets` before the model sees it. */
function withSecretsRedacted<T extends Record<string, { execute?: unknown }>>(tools: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, tool] of Object.entries(tools)) {
    const execute = tool.execute as ((...args: unknown[]) => unknown) | undefined;
    wrapped[name] = execute
      ? {
          ...tool,
          execute: async (...args: unknown[]) => redactValue(await execute(...args)),
        }
      : tool;
  }
  return wrapped as T;
}

function redactValue(value: unknown): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item)]));
  }
  return value;
}
