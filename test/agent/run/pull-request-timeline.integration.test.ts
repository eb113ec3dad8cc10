import { describe, expect, it } from "vitest";
import {
  useAgentTestContext,
  useDoubleRepository,
  waitForJob,
} from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type ScriptedStep, scriptedModel } from "#testkit/model/scripted-model.ts";
import { toApiJob } from "../../../app/jobs/job.service.ts";
import { describeJobOutcome } from "../../../shared/api/describe-job-outcome.ts";

const JOB = "job_0000000000000000000061";
const BRANCH = `inkwell/${JOB}`;
const replace = (path: string, oldText: string, newText: string): ScriptedStep => ({
  calls: [["replace_in_file", { path, oldText, newText }]],
});
const finish = (input: Record<string, unknown>): ScriptedStep => ({
  calls: [["finish", { prTitle: "Clarify deploying", ...input }]],
});

describe.each(oneDatabaseKind())("the pull request body across follow-ups (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  const repository = useDoubleRepository(t, allFiles);

  /** The pull request the runs publish on the job's branch, as GitHub holds it now. */
  function pull() {
    const opened = repository.github.pullFor(testRepo.owner, testRepo.repo, BRANCH);
    if (!opened) throw new Error("no pull request was opened on the job's branch");
    return opened;
  }

  /** The job's branch's files now, by path. */
  const branchFiles = () => repository.github.filesAt(testRepo.owner, testRepo.repo, BRANCH);

  async function followUp(prompt: string) {
    await t.database.db
      .insertInto("job_messages")
      .values({ job_id: JOB, prompt, origin: "comment", created_at: t.clock.now() })
      .execute();
    await t.database.db.updateTable("jobs").set({ status: "active" }).execute();
  }

  it("appends each run's instruction, summary, files and checks, keeping the earlier runs", async () => {
    await t.insertJob({ id: JOB, prompt: "Say to deploy after installing." });
    const model = scriptedModel([
      replace("guides/install.md", "Then deploy.", "Then deploy it."),
      finish({
        summary: "The install guide now says to deploy next.",
        assumptions: ["Deploying right after installing is the usual order."],
        sources: ["guides/deploy.md"],
      }),
      replace("guides/deploy.md", "Run `acme deploy`.", "Run `acme deploy --prod`."),
      finish({ summary: "The deploy guide shows the prod flag.", notDone: ["Staging."] }),
      replace("guides/deploy.md", "--prod`.", "--prod`. See [upgrading](./upgrade)."),
      finish({ summary: "Linked the upgrade page." }),
      finish({
        summary: "Linked the upgrade page.",
        checksNote: "The upgrade page is written in another pull request.",
      }),
    ]);

    // Run 1: a fresh branch and a new, ready pull request.
    repository.startWorker(model, { workerId: "worker-timeline" });
    await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(branchFiles()?.get("docs/guides/install.md")).toBe(
      "# Install\n\nRun `acme install`.\nThen deploy it.\n",
    );
    expect(pull().draft).toBe(false);
    const bodies: string[] = [pull().body];

    // Run 2: a follow-up on the branch; the body gains a second run.
    await followUp("Mention the prod flag.");
    await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(branchFiles()?.get("docs/guides/deploy.md")).toBe(
      "# Deploy\n\nRun `acme deploy --prod`.\n",
    );
    // Its finish lists a part of the instruction as not done: the pull request becomes a draft.
    expect(pull().draft).toBe(true);
    bodies.push(pull().body);

    // Run 3: leaves a finding, explained: the body names it and the pull request stays a draft.
    await followUp("Link the upgrade page from the deploy guide.");
    const job = await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(pull().draft).toBe(true);
    bodies.push(pull().body);

    const [first, second, third] = bodies as [string, string, string];
    expect(first).toContain("## Instruction\n\n> Say to deploy after installing.");
    expect(first).toContain(
      "## For the reviewer to check\n\n- Deploying right after installing is the usual order.",
    );
    expect(first).toContain("## Sources\n\n- guides/deploy.md");
    expect(first).not.toContain("## Run 1");

    expect(second).toContain("## Run 1\n\n### Instruction\n\n> Say to deploy after installing.");
    expect(second).toContain("### Summary\n\nThe install guide now says to deploy next.");
    expect(second).toContain("## Run 2: follow-up\n\n### Instruction\n\n> Mention the prod flag.");
    expect(second).toContain("### Summary\n\nThe deploy guide shows the prod flag.");
    expect(second).toContain(
      "### Not done\n\n- Staging.\n\nParts of the instruction are not done, so this run leaves the pull request a draft.",
    );
    expect(second).toContain(
      "## All changed files\n\n- `docs/guides/deploy.md` (modified)\n- `docs/guides/install.md` (modified)",
    );

    // The third body keeps the first two runs as they were, and adds the third.
    const runsOf = (body: string) =>
      body.slice(0, body.search(/## (Still open|All changed files)/));
    const third2 = third.slice(0, third.indexOf("## Run 3"));
    expect(third2).toBe(runsOf(second));
    expect(third).toContain(
      "## Run 3: follow-up\n\n### Instruction\n\n> Link the upgrade page from the deploy guide.",
    );
    expect(third).toMatch(
      /### Checks\n\nThe docs check reports 1 problem this change introduced, left for review:\n\n- `docs\/guides\/deploy\.md:3` link-broken: /,
    );
    expect(third).toContain(
      "The agent's note: The upgrade page is written in another pull request.",
    );
    expect(third.split("The docs check found no problem this change introduced")).toHaveLength(3);
    // After a follow-up the body says what stays open on the whole pull request.
    expect(second).toContain(
      "## Still open\n\nThe docs check finds no problem in the pull request's whole change; the last run leaves it a draft for the reason it gives.",
    );
    expect(third).toMatch(
      /## Still open\n\nThe docs check reports 1 problem in the pull request's whole change, so it stays a draft:\n\n- `docs\/guides\/deploy\.md:3` link-broken: /,
    );
    expect(job).toMatchObject({ pr_state: "draft", open_findings: 1 });

    expect(job.publication?.runs).toHaveLength(3);
    expect(job.publication?.draft).toBe(true);
    expect(job.publication?.runs?.map((run) => run.instructions)).toEqual([
      ["Say to deploy after installing."],
      ["Mention the prod flag."],
      ["Link the upgrade page from the deploy guide."],
    ]);
  });

  it("keeps the pull request a draft when a clean follow-up leaves an earlier run's problem open, and marks it ready once none is", async () => {
    await t.insertJob({ id: JOB, prompt: "Link the upgrade page from the deploy guide." });
    const model = scriptedModel([
      replace(
        "guides/deploy.md",
        "Run `acme deploy`.",
        "Run `acme deploy`. See [upgrading](./upgrade).",
      ),
      finish({ summary: "Linked the upgrade page." }),
      finish({ summary: "Linked the upgrade page.", checksNote: "The upgrade page comes later." }),
      replace("guides/install.md", "Then deploy.", "Then deploy it."),
      finish({ summary: "Reworded the install guide." }),
      replace("guides/deploy.md", " See [upgrading](./upgrade).", ""),
      finish({ summary: "Removed the link to the missing page." }),
    ]);

    // Run 1 leaves a broken link, explained: a draft.
    repository.startWorker(model, { workerId: "worker-whole-pr" });
    await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(branchFiles()?.get("docs/guides/deploy.md")).toBe(
      "# Deploy\n\nRun `acme deploy`. See [upgrading](./upgrade).\n",
    );
    expect(pull().draft).toBe(true);

    // Run 2 changes only the install guide, cleanly; the link it did not touch is still broken.
    await followUp("Say to deploy it after installing.");
    const second = await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(branchFiles()?.get("docs/guides/install.md")).toBe(
      "# Install\n\nRun `acme install`.\nThen deploy it.\n",
    );
    expect(pull().draft).toBe(true);
    expect(second).toMatchObject({ pr_state: "draft", run_ending: "finished", open_findings: 1 });
    expect(describeJobOutcome(toApiJob(second))).toBe(
      "Finished with 1 problem open: the pull request stays a draft",
    );
    expect(pull().body).toMatch(
      /## Still open\n\nThe docs check reports 1 problem in the pull request's whole change, so it stays a draft:\n\n- `docs\/guides\/deploy\.md:3` link-broken: /,
    );

    // Run 3 removes the link: nothing stays open, and the pull request is marked ready.
    await followUp("Drop the link to the page that does not exist yet.");
    const third = await waitForJob(t, JOB, (row) => row.status === "completed", 30_000);
    expect(branchFiles()?.get("docs/guides/deploy.md")).toBe("# Deploy\n\nRun `acme deploy`.\n");
    expect(pull().draft).toBe(false);
    expect(third).toMatchObject({ pr_state: "open", open_findings: 0 });
    expect(describeJobOutcome(toApiJob(third))).toBe(
      "Finished: the pull request is ready for review",
    );
  });
});
