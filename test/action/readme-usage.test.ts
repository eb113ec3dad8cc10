import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

interface ActionInput {
  required?: boolean;
  default?: string;
}
const actionInputs = (parse(read("action.yml")) as { inputs: Record<string, ActionInput> }).inputs;
const actionOutputs = Object.keys(
  (parse(read("action.yml")) as { outputs: Record<string, unknown> }).outputs,
);

/** The README's "GitHub Action" section, up to the next second-level heading. */
const section =
  read("README.md")
    .split(/^## GitHub Action$/m)[1]
    ?.split(/^## /m)[0] ?? "";

interface WorkflowStep {
  uses?: string;
  with?: Record<string, unknown>;
}
const workflows = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
  (match) =>
    parse(match[1] as string) as { on: unknown; jobs: Record<string, { steps: WorkflowStep[] }> },
);
const actionSteps = workflows
  .flatMap((workflow) => Object.values(workflow.jobs))
  .flatMap((job) => job.steps)
  .filter((step) => step.uses?.includes("inkwell"));

/** Rows of the markdown table that follows `heading`, first cell unquoted. */
function tableRows(heading: string): string[][] {
  const table = section.split(heading)[1]?.split(/\n\n/)[1] ?? "";
  return table
    .split("\n")
    .slice(2)
    .map((row) =>
      row
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, "")),
    );
}

describe("the README's GitHub Action section", () => {
  it("has a workflow example that runs on push to main and uses the action", () => {
    expect(workflows).toHaveLength(1);
    expect(workflows[0]?.on).toEqual({ push: { branches: ["main"] } });
    expect(actionSteps).toHaveLength(1);
  });

  it("passes only inputs that action.yml declares, and every required one", () => {
    const given = Object.keys(actionSteps[0]?.with ?? {});
    for (const name of given) expect(Object.keys(actionInputs)).toContain(name);
    const required = Object.entries(actionInputs)
      .filter(([, input]) => input.required)
      .map(([name]) => name);
    for (const name of required) expect(given).toContain(name);
  });

  it("lists every input with action.yml's required flag and default", () => {
    const rows = tableRows("### Inputs");
    expect(rows.map(([name]) => name)).toEqual(Object.keys(actionInputs));
    for (const [name, required, fallback] of rows) {
      const input = actionInputs[name as string];
      expect({ name, required, default: fallback }).toEqual({
        name,
        required: input?.required ? "yes" : "no",
        default: input?.default ?? "",
      });
    }
  });

  it("lists every output", () => {
    expect(tableRows("### Outputs").map(([name]) => name)).toEqual(actionOutputs);
  });
});
