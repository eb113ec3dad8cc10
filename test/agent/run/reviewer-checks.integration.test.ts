import { describe, expect, it } from "vitest";
import {
  useAgentTestContext,
  useDoubleRepository,
  waitForJob,
} from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, fixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type ScriptedStep, scriptedModel } from "#testkit/model/scripted-model.ts";
import { REVIEW_ALERT_START } from "../../../app/agent/run/reviewer-notes-section.ts";

const JOB = "job_0000000000000000000073";
const BRANCH = `inkwell/${JOB}`;
const limits = {
  maxSteps: 12,
  timeoutSeconds: 300,
  maxFileBytes: 100_000,
  maxFilesChanged: 20,
  maxRunTokens: 2_000_000,
};

const settings = fixtureFile(
  "docs/guides/settings.md",
  "# Settings\n\n### cache\n\nAdded in: v1.0.0\n\n* Default: **false**\n\n### retries\n\n* Default: **3**\n\n| Plan | Requests a minute |\n| --- | --- |\n| Free | 600 |\n| Team | 3000 |\n",
);
const scaling = fixtureFile(
  "docs/guides/scaling.md",
  "# Scaling\n\n| Workers | Memory |\n| --- | --- |\n| 8 | 8 GB |\n",
);
const site = [...allFiles, settings, scaling];

const replace = (path: string, oldText: string, newText: string): ScriptedStep => ({
  calls: [["replace_in_file", { path, oldText, newText }]],
});
/** A finish, given twice: the second answers the self-review the first one gets. */
const finish = (summary: string, prTitle: string): ScriptedStep[] => [
  { calls: [["finish", { summary, prTitle, sources: ["guides/settings.md"] }]] },
  { calls: [["finish", { summary, prTitle, sources: ["guides/settings.md"] }]] },
];

describe.each(oneDatabaseKind())("what the reviewer is told of a run's change (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  const repository = useDoubleRepository(t, site);

  function startWorker(steps: ScriptedStep[]) {
    repository.startWorker(scriptedModel(steps), { limits, workerId: "worker-reviewer-checks" });
  }

  function pullBody(): string {
    const pull = repository.github.pullFor(testRepo.owner, testRepo.repo, BRANCH);
    if (!pull) throw new Error("no pull request was opened on the job's branch");
    expect(pull.draft).toBe(false);
    return pull.body;
  }

  it("lists a default flipped beside the asked change, a remark on the edit and a row the instruction leaves open", async () => {
    await t.insertJob({
      id: JOB,
      prompt: "The cache setting shipped in v0.9.0. Set the rate limit to 1200 requests a minute.",
    });
    startWorker([
      replace(
        "guides/settings.md",
        "Added in: v1.0.0\n\n* Default: **false**",
        "Added in: v0.9.0\n\n* Default: **true**",
      ),
      replace("guides/settings.md", "| Team | 3000 |", "| Team | 1200 (updated) |"),
      ...finish("Fixed the version and the limit.", "Settings: cache version, rate limit"),
    ]);
    await waitForJob(t, JOB, (job) => job.status === "completed", 30_000);
    const body = pullBody();
    expect(body.startsWith(REVIEW_ALERT_START)).toBe(true);
    expect(body).toContain(
      "The change writes a remark on the edit into a page, which readers take as part of the fact: see below.",
    );
    expect(body).toContain(
      "Values of the instruction the change does not follow:\n\n- guides/settings.md:7: the change turns the default of `cache` from false to true, which the instruction does not ask for",
    );
    expect(body).toContain(
      'guides/settings.md: the instruction names none of the table\'s rows ("free", "team"), and the change writes its value into "team": which row it means is a guess',
    );
    expect(body).toContain(
      'Remarks on the edit written into the page:\n\n- guides/settings.md:16: "(updated)" remarks on the edit, not on what the page documents',
    );
  });

  it("lists a statement written reversed", async () => {
    await t.insertJob({
      id: JOB,
      prompt: "Add a note to the scaling guide: more than 8 workers need 16 GB of memory.",
    });
    startWorker([
      replace(
        "guides/scaling.md",
        "| 8 | 8 GB |\n",
        "| 8 | 8 GB |\n\n<Note>\nMore than 8 workers do not need 16 GB of memory.\n</Note>\n",
      ),
      ...finish("Added the note.", "Scaling: memory for more than 8 workers"),
    ]);
    await waitForJob(t, JOB, (job) => job.status === "completed", 30_000);
    const body = pullBody();
    expect(body.startsWith(REVIEW_ALERT_START)).toBe(true);
    expect(body).toContain(
      "The change writes a statement that says otherwise than the instruction (reversed, or one value's meaning given to another): see below.",
    );
    expect(body).toContain(
      'Statements to check against the instruction:\n\n- guides/scaling.md: "More than 8 workers do not need 16 GB of memory." says the opposite of the instruction\'s "more than 8 workers need 16 GB of memory."',
    );
  });

  it("lists what a follow-up writes again while an earlier run's version of it stays", async () => {
    await t.insertJob({
      id: JOB,
      prompt: "Add a note to the scaling guide: more than 8 workers need 16 GB of memory.",
    });
    startWorker([
      replace(
        "guides/scaling.md",
        "| 8 | 8 GB |\n",
        "| 8 | 8 GB |\n\n<Note>\nMore than 8 workers need 16 GB of memory.\n</Note>\n",
      ),
      // Nothing to review in the first run's change: one finish ends it.
      finish("Added the note.", "Scaling: memory for more than 8 workers")[0] as ScriptedStep,
      replace("guides/scaling.md", "| 8 | 8 GB |\n", "| 8 | 8 GB |\n| More than 8 | 16 GB |\n"),
      ...finish("Added a table row.", "Scaling: memory for more than 8 workers"),
    ]);
    await waitForJob(t, JOB, (job) => job.status === "completed", 30_000);
    expect(pullBody().startsWith(REVIEW_ALERT_START)).toBe(false);

    await t.database.db
      .insertInto("job_messages")
      .values({
        job_id: JOB,
        prompt: "Actually, no note: put that as a row of the table instead.",
        origin: "comment",
        created_at: t.clock.now(),
      })
      .execute();
    await t.database.db.updateTable("jobs").set({ status: "active" }).execute();
    await waitForJob(t, JOB, (job) => job.status === "completed", 30_000);
    const body = pullBody();
    expect(body.startsWith(REVIEW_ALERT_START)).toBe(true);
    expect(body).toContain(
      'Written twice:\n\n- guides/scaling.md:9: an earlier run of this pull request wrote "More than 8 workers need 16 GB of memory.", which stays, and this run writes the same in guides/scaling.md ("| More than 8 | 16 GB |")',
    );
  });
});
