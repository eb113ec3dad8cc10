import { describe, expect, it } from "vitest";
import {
  useAgentTestContext,
  useDoubleRepository,
  waitForJob,
} from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, fixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { scriptedModel } from "#testkit/model/scripted-model.ts";
import { REVIEW_ALERT_START } from "../../../app/agent/run/reviewer-notes-section.ts";

const JOB = "job_0000000000000000000071";
const BRANCH = `inkwell/${JOB}`;
const weasel = fixtureFile(
  "styles/Acme/Weasel.yml",
  "extends: existence\nmessage: \"Avoid '%s'.\"\nlevel: warning\nignorecase: true\ntokens:\n  - simply\n",
);
/** The fixture repository with a Vale config whose one rule warns. */
const site = [
  ...allFiles,
  fixtureFile(".vale.ini", "StylesPath = styles\n\n[*.md]\nBasedOnStyles = Acme\n"),
  weasel,
];

describe.each(oneDatabaseKind())("style warnings in the pull request (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  const repository = useDoubleRepository(t, site);

  it("opens a ready pull request whose body lists the warnings of the repository's Vale rules", async () => {
    await t.insertJob({ id: JOB, prompt: "Say to deploy after installing." });
    const model = scriptedModel([
      {
        calls: [
          [
            "replace_in_file",
            { path: "guides/install.md", oldText: "Then deploy.", newText: "Then simply deploy." },
          ],
        ],
      },
      { calls: [["finish", { summary: "Said to deploy.", prTitle: "Say to deploy" }]] },
    ]);
    repository.startWorker(model, { workerId: "worker-style" });
    await waitForJob(t, JOB, (job) => job.status === "completed", 30_000);
    // The snapshot holds the docs and the Vale config; the rule it names is the one blob read alone.
    const blobs = repository.github
      .takeRequests()
      .filter((request) => request.method === "GET" && request.path.includes("/git/blobs/"));
    expect(blobs.map((request) => request.path)).toEqual([
      `/api/v3/repos/acme/docs/git/blobs/${weasel.sha}`,
    ]);
    const pull = repository.github.pullFor(testRepo.owner, testRepo.repo, BRANCH);
    expect(pull?.draft).toBe(false);
    const body = pull?.body ?? "";
    expect(body).toContain(
      "## Style warnings\n\nThe repository's style rules (its Vale styles) and Markdown conventions give 1 warning on lines this change wrote; they do not block the pull request:\n\n- `docs/guides/install.md:4` Acme.Weasel (warning): Avoid 'simply'.",
    );
    expect(body).toContain("The docs check found no problem this change introduced");
  });

  it("puts warnings in the alert, checks a house-style run's kept lines, and tells a heading written in the site's other case", async () => {
    // Five more pages whose headings are in sentence case, one of them still breaking a rule.
    const pages = [
      fixtureFile(
        "docs/guides/scale.md",
        "# Scale the workers\n\n## Add a worker\n\nEach worker reads the queue.\n",
      ),
      fixtureFile(
        "docs/guides/backup.md",
        "# Back up the database\n\n## Restore a backup\n\nA backup is a file.\n",
      ),
      fixtureFile(
        "docs/guides/keys.md",
        "# Rotate a key\n\nSimply make a new key, then revoke the old one.\n\n## Revoke the old key\n\nThe old key stops at once.\n",
      ),
    ];
    repository.github.addRepository(testRepo.owner, testRepo.repo, [...site, ...pages]);
    const run = async (id: string, prompt: string, calls: [string, Record<string, unknown>][]) => {
      await t.insertJob({ id, prompt });
      const worker = repository.startWorker(
        scriptedModel([
          { calls },
          { calls: [["finish", { summary: "Done.", prTitle: "Edit the guides" }]] },
        ]),
        { workerId: `worker-${id}` },
      );
      await waitForJob(t, id, (row) => row.status === "completed", 30_000);
      await worker.stop();
      return repository.github.pullFor(testRepo.owner, testRepo.repo, `inkwell/${id}`)?.body ?? "";
    };

    // A heading the run wrote in title case: a warning, and a line of the alert at the top.
    const titled = await run("job_0000000000000000000072", "Add a section on revoking every key.", [
      [
        "replace_in_file",
        {
          path: "guides/keys.md",
          oldText: "The old key stops at once.\n",
          newText:
            "The old key stops at once.\n\n## Revoke Every Key\n\nRevoke each key in turn.\n",
        },
      ],
    ]);
    expect(titled.startsWith(REVIEW_ALERT_START)).toBe(true);
    expect(titled).toContain(
      "A line the change wrote breaks the repository's style rules or its Markdown conventions: see Style warnings.",
    );
    expect(titled).toContain(
      '`docs/guides/keys.md:9` heading-case (warning): "Revoke Every Key" is in title case, while the site\'s headings are in sentence case',
    );
    // The kept "Simply" is not this run's: only the lines it wrote are checked.
    expect(titled).not.toContain("Avoid 'Simply'");

    // Asked for the house style, the run fixes one line: what the kept lines still break is listed.
    const house = await run(
      "job_0000000000000000000073",
      "Make the keys guide follow our house style.",
      [
        [
          "replace_in_file",
          {
            path: "guides/keys.md",
            oldText: "The old key stops",
            newText: "The old key stops working",
          },
        ],
      ],
    );
    expect(house.startsWith(REVIEW_ALERT_START)).toBe(true);
    expect(house).toContain(
      "give 1 warning on the pages this change edited, the lines it kept included (it was asked for the house style); they do not block the pull request",
    );
    expect(house).toContain(
      "- `docs/guides/keys.md:3` Acme.Weasel (warning): Avoid 'Simply'. (on a line the change kept)",
    );
  });
});
