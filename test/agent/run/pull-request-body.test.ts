import { describe, expect, it } from "vitest";
import { buildPullRequestBody } from "../../../app/agent/run/pull-request-body.ts";
import type { PublishedRun } from "../../../app/db/schema.ts";

const run = (changes: Partial<PublishedRun> = {}): PublishedRun => ({
  instructions: ["Fix the typo."],
  summary: "Fixed it.",
  changedFiles: [{ path: "docs/index.md", change: "modified" }],
  findings: [],
  checksNote: null,
  assumptions: [],
  sources: [],
  notDone: [],
  stoppedEarly: null,
  ...changes,
});

const body = (transcript: string, runs: PublishedRun[] = [run()]) =>
  buildPullRequestBody({
    jobId: "job_1",
    transcript,
    runs,
    changedFiles: runs.flatMap((each) => each.changedFiles),
  });

describe("the pull request body", () => {
  it("links the job's transcript when the server's public URL is known", () => {
    expect(body("https://inkwell.example.com/v2/agent/prj_1/job/job_1/events")).toContain(
      "What each run did: [the run transcript](https://inkwell.example.com/v2/agent/prj_1/job/job_1/events)",
    );
  });

  it("names the route as code otherwise, so GitHub does not make it a broken relative link", () => {
    const text = body("/v2/agent/prj_1/job/job_1/events");
    expect(text).toContain(
      "What each run did: `/v2/agent/prj_1/job/job_1/events` on the Inkwell server",
    );
    expect(text).not.toContain("](/v2");
  });

  it("says the docs check did not run rather than that it found nothing, when it did not", () => {
    const text = body("/events", [run({ findings: null })]);
    expect(text).toContain("## Checks\n\nThe docs check did not run on this change");
    expect(text).not.toContain("found no problem");
  });

  it("lists a run's style warnings under their own heading, after the checks, with their levels", () => {
    const text = body("/events", [
      run({
        warnings: [
          {
            path: "docs/index.md",
            line: 3,
            rule: "Acme.Weasel",
            message: "Avoid 'simply'.",
            level: "warning",
          },
          {
            path: "docs/index.md",
            line: 7,
            rule: "code-block-language",
            message: "This code block names no language.",
            level: "warning",
          },
        ],
      }),
    ]);
    expect(text).toContain(
      "## Style warnings\n\nThe repository's style rules (its Vale styles) and Markdown conventions give 2 warnings on lines this change wrote; they do not block the pull request:\n\n- `docs/index.md:3` Acme.Weasel (warning): Avoid 'simply'.\n- `docs/index.md:7` code-block-language (warning): This code block names no language.",
    );
    expect(text.indexOf("## Checks")).toBeLessThan(text.indexOf("## Style warnings"));
  });

  it("has no style warnings heading when there are none", () => {
    expect(body("/events", [run({ warnings: [] })])).not.toContain("Style warnings");
  });

  it("cannot mention anyone, whatever the model or the instruction wrote", () => {
    const text = body("/events", [
      run({ instructions: ["Thank @octocat"], summary: "Thanked @octocat and @acme/docs-team." }),
    ]);
    expect(text).not.toMatch(/(^|[^\w`])@[a-z]/);
    expect(text).toContain("Thanked @\u2060octocat and @\u2060acme/docs-team.");
    expect(text).toContain("Comment `@inkwell <instruction>`");
  });

  it("shortens the oldest runs when the body would pass GitHub's limit", () => {
    const long = "A long summary. ".repeat(2500);
    const runs = [run({ summary: long }), run({ summary: long }), run({ summary: "Last." })];
    const text = body("/events", runs);
    expect(text.length).toBeLessThan(65_536);
    expect(text).toContain("## Run 3: follow-up");
    expect(text).toContain("Shortened: the full record is in the run transcript");
    expect(text).toContain("### Summary\n\nLast.");
  });
});

describe("the reviewer notes of a change that misses the instruction", () => {
  const review = {
    links: [],
    unsourced: [],
    moreUnsourced: 0,
    searchedFiles: 3,
    unsearchedFiles: 0,
    refused: [],
  };
  const notes = {
    unwritten: ["the instruction gives `5000 requests`, which limits.md does not hold"],
    linkForms: ["backups.md: the link to `/reference/cli/` is written as a site-root URL"],
    navigation: ['mkdocs.yml: the new entry `faq.md` is in the group "Reference"'],
    codeSamples: ["docker.md:3: the code block was `sh` and now has no language"],
    namedPages: ["the instruction names changelog.md, which the change leaves as it is"],
    languages: ["the instruction names the Japanese pages, and the change edits none of them"],
    unreadSources: ["the change documents `--read-only`, which `src/flags.py` defines"],
    repeated: ['incidents.md: the change adds "sev1 pages at once", which line 9 already says'],
    statements: [
      'incidents.md: "SEV1 does not page the on-call engineer" says the opposite of the instruction\'s "SEV1 pages the on-call engineer at once."',
    ],
    forms: [
      "audit-logs.mdx: the front matter field `description` was quoted and the change writes it without quotes",
    ],
  };

  for (const [field, items] of Object.entries(notes)) {
    it(`opens with the warning and lists ${field} under "What to look at"`, () => {
      const text = body("/events", [run({ review: { ...review, [field]: items } })]);
      expect(text.startsWith("> [!CAUTION]\n> **For the reviewer.**")).toBe(true);
      expect(text).toContain("What to look at");
      expect(text).toContain((items[0] as string).slice(0, 30));
    });
  }
});
