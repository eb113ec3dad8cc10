import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  testAgentLimits as limits,
  useAgentTestContext,
  waitForJob,
} from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { doubleGitHubApp } from "#testkit/github/test-github-app.ts";
import {
  type ScriptedStep,
  scriptedModel,
  toolResultsSeen,
} from "#testkit/model/scripted-model.ts";
import { type AgentWorker, startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import type { AgentLimits } from "../../../app/config.ts";
import { toApiJob } from "../../../app/jobs/job.service.ts";
import { describeJobOutcome } from "../../../shared/api/describe-job-outcome.ts";

const JOB = "job_0000000000000000000051";
const BRANCH = `inkwell/${JOB}`;

/** A new page with a link to a page that does not exist, and in no navigation. */
const upgradePage =
  "# Upgrade\n\nRun `acme upgrade`, then [deploy](./deploy) and [set up](./setup).\n";
const writeUpgrade: ScriptedStep = {
  calls: [["write_file", { path: "guides/upgrade.md", content: upgradePage }]],
};
const editInstall: ScriptedStep = {
  calls: [
    [
      "replace_in_file",
      { path: "guides/install.md", oldText: "Then deploy.", newText: "Then deploy it." },
    ],
  ],
};
const finishStep = (input: Record<string, unknown> = {}): ScriptedStep => ({
  calls: [["finish", { summary: "Did the work.", prTitle: "Update the guides", ...input }]],
});

describe.each(oneDatabaseKind())("how agent runs end (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let github: GitHubDouble;
  let workers: AgentWorker[];

  beforeEach(async () => {
    await t.resetJobs();
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    workers = [];
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    await github.close();
  });

  /** The pull request the run opened on the job's branch, and the files its branch changed. */
  function openedPull() {
    const opened = () => {
      const pull = github.pullFor(testRepo.owner, testRepo.repo, BRANCH);
      if (!pull) throw new Error("the run opened no pull request");
      return pull;
    };
    const pull = {
      get title() {
        return opened().title;
      },
      get body() {
        return opened().body;
      },
      get draft() {
        return opened().draft;
      },
    };
    const published = () =>
      github.changes(testRepo.owner, testRepo.repo, "main", BRANCH).map((change) => ({
        path: change.filename,
      }));
    return { pull, published };
  }

  async function run(steps: ScriptedStep[], runLimits: AgentLimits = limits) {
    await t.insertJob({ id: JOB, prompt: "Add an upgrade guide." });
    const model = scriptedModel(steps);
    workers.push(
      startAgentWorker({
        ctx: t.ctx({ id: "scripted:model", languageModel: model }),
        github: doubleGitHubApp(github),
        concurrency: 1,
        pollIntervalMs: 5,
        leaseMs: 60_000,
        limits: runLimits,
        workerId: "worker-endings",
        sleep: async () => {},
      }),
    );
    const job = await waitForJob(t, JOB, undefined, 30_000);
    return { job, model };
  }

  it("refuses the first finish while the change has check findings, and opens a ready pull request once they are fixed", async () => {
    const { pull, published } = openedPull();
    const { job, model } = await run([
      writeUpgrade,
      finishStep(),
      {
        calls: [
          [
            "replace_in_file",
            { path: "guides/upgrade.md", oldText: " and [set up](./setup)", newText: "" },
          ],
          ["read_file", { path: "mint.json" }],
        ],
      },
      {
        calls: [
          [
            "replace_in_file",
            {
              path: "mint.json",
              oldText: '"guides/deploy"]',
              newText: '"guides/deploy","guides/upgrade"]',
            },
          ],
        ],
      },
      finishStep({ summary: "Added the upgrade guide and listed it." }),
    ]);

    const written = toolResultsSeen(model, 1)[0]?.output ?? "";
    expect(written).toContain(
      "Created guides/upgrade.md.\nDocs check: this change leaves 2 problems",
    );
    expect(written).toContain("guides/upgrade.md:3 [link-broken]");
    expect(written).toContain("guides/upgrade.md:1 [nav-orphan-page]");
    const refused = toolResultsSeen(model, 2)[0]?.output ?? "";
    expect(refused).toMatch(/^error-text: not finished: the docs check found 2 problems/);
    expect(refused).toContain("call finish again with checksNote");
    expect(toolResultsSeen(model, 4)[0]?.output).toContain("Replaced one passage in mint.json.");
    expect(toolResultsSeen(model, 4)[0]?.output).not.toContain("Docs check");

    expect(job).toMatchObject({
      status: "completed",
      pr_number: 1,
      summary: "Added the upgrade guide and listed it.",
    });
    expect(job.publication).toMatchObject({ draft: false });
    expect(job).toMatchObject({ pr_state: "open", run_ending: "finished", open_findings: 0 });
    expect(pull.draft).toBe(false);
    expect(pull.body).toContain(
      "## Checks\n\nThe docs check found no problem this change introduced",
    );
    expect(published().map((entry) => entry.path)).toEqual([
      "docs/guides/upgrade.md",
      "docs/mint.json",
    ]);
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)?.number).toBe(job.pr_number);
  });

  it("accepts a second finish that explains the findings left, and opens a draft naming each", async () => {
    const { pull } = openedPull();
    const { job } = await run([
      writeUpgrade,
      finishStep(),
      finishStep({
        summary: "Added the upgrade guide.",
        checksNote: "The setup page comes in the next pull request; the guide is listed then.",
      }),
    ]);

    expect(job).toMatchObject({ status: "completed", pr_number: 1 });
    expect(job.publication).toMatchObject({ draft: true });
    expect(job).toMatchObject({ pr_state: "draft", run_ending: "finished", open_findings: 2 });
    expect(pull.draft).toBe(true);
    expect(pull.body).toContain(
      "## Checks\n\nThe docs check reports 2 problems this change introduced, left for review:",
    );
    expect(pull.body).toMatch(/- `docs\/guides\/upgrade\.md:3` link-broken: .*setup/);
    expect(pull.body).toContain("- `docs/guides/upgrade.md:1` nav-orphan-page: ");
    expect(pull.body).toContain(
      "The agent's note: The setup page comes in the next pull request; the guide is listed then.",
    );
    const ended = await t.database.db
      .selectFrom("job_events")
      .select("data")
      .where("job_id", "=", JOB)
      .where("type", "=", "run.ended")
      .executeTakeFirstOrThrow();
    expect(ended.data).toMatchObject({ outcome: "finished", draft: true, findings: 2 });
    expect(ended.data.checks).toMatchObject({ errors: 0 });
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)?.number).toBe(job.pr_number);
  });

  it("asks once to go on when the model answers without a tool call, then completes on its finish", async () => {
    const { pull } = openedPull();
    const { job, model } = await run([
      editInstall,
      { text: "I have updated the install guide." },
      finishStep({ summary: "Reworded the install guide." }),
    ]);

    const asked = JSON.stringify(model.doGenerateCalls[2]?.prompt);
    expect(asked).toContain("You answered without calling a tool");
    expect(job).toMatchObject({ status: "completed", summary: "Reworded the install guide." });
    expect(pull.draft).toBe(false);
    expect(pull.body).not.toContain("Stopped early");
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)?.number).toBe(job.pr_number);
  });

  it("publishes the edits as a draft that says the run stopped when the model answers without a tool call twice", async () => {
    const { pull } = openedPull();
    const { job } = await run([
      editInstall,
      { text: "Done, I think." },
      { text: "The guide now says deploy it." },
    ]);

    expect(job).toMatchObject({ status: "completed", pr_number: 1 });
    expect(job.summary).toBe("The guide now says deploy it.");
    expect(pull.draft).toBe(true);
    expect(pull.body).toContain("## Stopped early");
    expect(pull.body).toContain("The agent stopped calling tools before it finished");
    expect(pull.body).toContain("## Not done\n\n- The agent stopped before it said what was left");
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)?.number).toBe(job.pr_number);
  });

  it("tells the model to wrap up near the step limit, and publishes the edits as a draft when it is reached", async () => {
    const { pull } = openedPull();
    const listing: ScriptedStep = { calls: [["list_files", {}]] };
    const { job, model } = await run([editInstall, listing, listing, listing, listing], {
      ...limits,
      maxSteps: 5,
    });

    expect(JSON.stringify(model.doGenerateCalls[1]?.prompt)).not.toContain("Wrap up");
    expect(JSON.stringify(model.doGenerateCalls[2]?.prompt)).toContain(
      "You have 3 steps left, this one included (the limit is 5). Wrap up",
    );
    expect(JSON.stringify(model.doGenerateCalls[4]?.prompt)).toContain("This is your last step");
    expect(job).toMatchObject({ status: "completed", pr_number: 1 });
    // The API, the CLI, the Action and the dashboard all say so, in the same words.
    expect(job).toMatchObject({ pr_state: "draft", run_ending: "stopped_early" });
    expect(describeJobOutcome(toApiJob(job))).toBe(
      "Stopped early: the changes so far are in a draft pull request",
    );
    expect(pull.draft).toBe(true);
    expect(pull.title).toBe("Add an upgrade guide.");
    expect(pull.body).toContain("## Stopped early");
    expect(pull.body).toContain("The agent used all 5 steps, the limit per run");
    expect(pull.body).toContain("- `docs/guides/install.md` (modified)");
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)?.number).toBe(job.pr_number);
  });

  it("keeps what the model said at a refused finish when the step limit then stops the run", async () => {
    const { pull } = openedPull();
    const { job } = await run([writeUpgrade, finishStep({ notDone: ["The setup page."] })], {
      ...limits,
      maxSteps: 2,
    });

    expect(job.summary).toBe("Did the work.");
    expect(pull.draft).toBe(true);
    expect(pull.body).toContain("## Not done\n\n- The setup page.");
    expect(pull.body).toContain("The docs check reports 2 problems");
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)?.number).toBe(job.pr_number);
  });

  it("guides a repeated failing call the second time and stops the run the third time, publishing the edits as a draft", async () => {
    const { pull } = openedPull();
    const failing: ScriptedStep = {
      calls: [
        [
          "replace_in_file",
          { path: "guides/deploy.md", oldText: "Run acme deploy.", newText: "Run it." },
        ],
      ],
    };
    const { job, model } = await run([editInstall, failing, failing, failing]);

    const [first] = toolResultsSeen(model, 2).map((result) => result.output);
    const [second] = toolResultsSeen(model, 3).map((result) => result.output);
    expect(first).toContain("oldText was not found in guides/deploy.md");
    expect(first).not.toContain("same call before");
    expect(second).toContain(
      "You made this same call before and it failed the same way. Read the file",
    );
    expect(second).toContain("A third identical call stops the run.");
    expect(model.doGenerateCalls).toHaveLength(4);
    expect(job).toMatchObject({ status: "completed", pr_number: 1 });
    expect(pull.draft).toBe(true);
    expect(pull.body).toContain(
      "The agent made the same failing replace_in_file call three times (oldText was not found in guides/deploy.md.",
    );
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)?.number).toBe(job.pr_number);
  });

  it("fails the job, with its last answer, when it stops calling tools without having changed anything", async () => {
    const { job } = await run([{ text: "Which guide?" }, { text: "Tell me which guide." }]);

    expect(job.status).toBe("failed");
    expect(job.error).toBe(
      'The agent stopped calling tools before it finished, though asked to go on. Its last answer: "Tell me which guide."',
    );
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)).toBeUndefined();
  });

  it("shortens an over-long title instead of dropping the summary", async () => {
    const { pull } = openedPull();
    const { job } = await run([
      editInstall,
      finishStep({ prTitle: `Reword ${"the install guide so that it reads well ".repeat(5)}` }),
    ]);

    expect(job.summary).toBe("Did the work.");
    expect(pull.title.length).toBeLessThanOrEqual(120);
    expect(pull.title).toBe(
      "Reword the install guide so that it reads well the install guide so that it reads well the install guide so that it…",
    );
    expect(github.pullFor(testRepo.owner, testRepo.repo, BRANCH)?.number).toBe(job.pr_number);
  });
});
