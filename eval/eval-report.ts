import type { RunMeasures } from "./run-task.ts";

/** Dollars per million tokens: fresh input, cached input, output. */
export interface ModelPrice {
  label: string;
  input: number;
  cachedInput: number;
  output: number;
}

/**
 * The price the report states costs at: INKWELL_MODEL_PRICE ("input,cachedInput,output" in dollars
 * per million tokens), else the list price of a model in this table, else Claude Sonnet 4.5's.
 */
const LIST_PRICES: Record<string, ModelPrice> = {
  "anthropic:claude-sonnet-4-5": {
    label: "claude-sonnet-4-5 list price",
    input: 3,
    cachedInput: 0.3,
    output: 15,
  },
  "anthropic:claude-haiku-4-5": {
    label: "claude-haiku-4-5 list price",
    input: 1,
    cachedInput: 0.1,
    output: 5,
  },
  "openai:gpt-5": { label: "gpt-5 list price", input: 1.25, cachedInput: 0.125, output: 10 },
  "openai:gpt-5-mini": {
    label: "gpt-5-mini list price",
    input: 0.25,
    cachedInput: 0.025,
    output: 2,
  },
};

export function modelPrice(env: NodeJS.ProcessEnv, modelId: string | undefined): ModelPrice {
  const stated = env.INKWELL_MODEL_PRICE?.split(",").map(Number);
  if (stated && stated.length === 3 && stated.every((n) => Number.isFinite(n) && n >= 0)) {
    const [input, cachedInput, output] = stated as [number, number, number];
    return { label: "INKWELL_MODEL_PRICE", input, cachedInput, output };
  }
  if (env.INKWELL_MODEL_PRICE) {
    throw new Error(
      'INKWELL_MODEL_PRICE must be three numbers, dollars per million tokens: "input,cachedInput,output" (e.g. "3,0.3,15")',
    );
  }
  return (
    (modelId && LIST_PRICES[modelId]) || (LIST_PRICES["anthropic:claude-sonnet-4-5"] as ModelPrice)
  );
}

export function costOf(
  run: Pick<RunMeasures, "inputTokens" | "cachedInputTokens" | "outputTokens">,
  price: ModelPrice,
): number {
  const fresh = run.inputTokens - run.cachedInputTokens;
  return (
    (fresh * price.input +
      run.cachedInputTokens * price.cachedInput +
      run.outputTokens * price.output) /
    1e6
  );
}

const n = (value: number) => value.toLocaleString("en-US");

/** The per-task cost table of the reference runs, and the totals, in Markdown. */
export function renderReport(
  runs: readonly RunMeasures[],
  price: ModelPrice,
  title: string,
): string {
  const references = runs.filter((r) => r.run === "reference");
  const rows = references.map(
    (r) =>
      `| ${r.task} | ${r.passed ? "pass" : "FAIL"} | ${r.steps} | ${n(r.inputTokens)} | ${n(r.cachedInputTokens)} | ${n(r.outputTokens)} | ${r.githubRequests} | ${Math.round(r.wallMs)} | $${costOf(r, price).toFixed(4)} |`,
  );
  const sum = (
    list: readonly RunMeasures[],
    key:
      | "inputTokens"
      | "cachedInputTokens"
      | "outputTokens"
      | "githubRequests"
      | "steps"
      | "wallMs",
  ) => list.reduce((total, r) => total + r[key], 0);
  const totals = {
    inputTokens: sum(references, "inputTokens"),
    cachedInputTokens: sum(references, "cachedInputTokens"),
    outputTokens: sum(references, "outputTokens"),
  };
  return `### ${title}: what the reference runs cost

Costs at ${price.label}: $${price.input} per million input tokens, $${price.cachedInput} cached, $${price.output} output. Wall time is the sum over every run, wrong runs included.

| task | reference | steps | input tokens | of which cached | output tokens | GitHub requests | wall ms | cost |
|---|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}
| **all ${references.length} reference runs** | **${references.filter((r) => r.passed).length}/${references.length}** | ${sum(references, "steps")} | ${n(totals.inputTokens)} | ${n(totals.cachedInputTokens)} | ${n(totals.outputTokens)} | ${sum(references, "githubRequests")} | ${Math.round(sum(runs, "wallMs"))} | $${costOf(totals, price).toFixed(4)} |
`;
}
