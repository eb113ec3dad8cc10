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

/** The docs site's "GitHub Action" page, below its title. */
const section = read("docs/github-action.md").replace(/^# GitHub Action\n/, "");

interface WorkflowStep {
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  run?: string;
}
interface Workflow {
  on: Record<string, { "paths-ignore"?: string[] } | null>;
  jobs: Record<string, { if?: string; steps: WorkflowStep[] }>;
}
const workflows = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
  (match) => parse(match[1] as string) as Workflow,
);
const steps = workflows
  .flatMap((workflow) => Object.values(workflow.jobs))
  .flatMap((job) => job.steps);
const actionSteps = steps.filter((step) => step.uses?.includes("inkwell"));
// What GitHub Actions runs on the head branch of a pull request, and the guard against the agent's own.
const pullRequestTriggers = ["pull_request", "pull_request_target"];
const skipsAgentBranches = "!startsWith(github.head_ref, 'inkwell/')";

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

describe("the GitHub Action page", () => {
  it("has a workflow example that runs on push to main and uses the action", () => {
    expect(workflows).toHaveLength(1);
    expect(workflows[0]?.on).toMatchObject({ push: { branches: ["main"] } });
    expect(actionSteps).toHaveLength(1);
  });

  it("does not start again when the agent's own pull request is merged", () => {
    // The agent writes only under the docs folder, so its merge, squash or rebase is a docs-only push.
    for (const workflow of workflows) {
      for (const [event, trigger] of Object.entries(workflow.on)) {
        expect({ event, pathsIgnore: trigger?.["paths-ignore"] }).toEqual({
          event,
          pathsIgnore: expect.arrayContaining(["docs/**"]),
        });
      }
    }
  });

  it("skips the agent's own branches wherever it triggers on pull requests, and says how", () => {
    for (const workflow of workflows) {
      if (!Object.keys(workflow.on).some((event) => pullRequestTriggers.includes(event))) continue;
      for (const job of Object.values(workflow.jobs)) expect(job.if).toContain(skipsAgentBranches);
    }
    expect(section).toContain(`\`if: \${{ ${skipsAgentBranches} }}\``);
  });

  it("passes outputs to shell commands through env, never as expressions inside run", () => {
    const runSteps = steps.filter((step) => step.run !== undefined);
    expect(runSteps.length).toBeGreaterThan(0);
    for (const step of runSteps) expect(step.run).not.toContain("${{");
    const [usesOutput] = runSteps.filter((step) =>
      Object.values(step.env ?? {}).some((value) => value.includes("steps.inkwell.outputs.")),
    );
    const [name] = Object.keys(usesOutput?.env ?? {});
    expect(usesOutput?.run).toContain(`$${name}`);
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
    const rows = tableRows("## Inputs");
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
    expect(tableRows("## Outputs").map(([name]) => name)).toEqual(actionOutputs);
  });
});
