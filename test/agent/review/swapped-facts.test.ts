import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findAffirmedExclusions,
  findDeniedValues,
  findDeniedVerbs,
  findMovedStatements,
  findRepeatedMisbeliefs,
  findReversedStatements,
  findSwappedFacts,
  findSwappedKinds,
  findSwappedReplacements,
  findSwappedValues,
  renderSwappedFacts,
} from "../../../app/agent/review/swapped-facts.ts";

const page = (before: string | undefined, after: string): FileChange[] => [
  {
    path: "docs/page.md",
    change: before === undefined ? "added" : "modified",
    before,
    after,
  } as FileChange,
];
const incidents = "# Incidents\n\n## Severity levels\n\nSEV1 is an outage.\n";

describe("a name that holds a denying word", () => {
  it("reads no denial in a hyphenated name: `no-select-star` is on, as the page says", () => {
    const rule = "# no-select-star\n\nThis rule is off by default.\n";
    const after = rule.replace(
      "is off by default.",
      "is on by default since Brindle 3.2, at level `error`.",
    );
    expect(
      findReversedStatements(
        page(rule, after),
        "docs",
        "Since Brindle 3.2, `no-select-star` is on by default, at level `error`. Update the docs.",
      ),
    ).toEqual([]);
  });

  it("still reads the denial of a sentence that denies what the instruction states", () => {
    const rule = "# no-select-star\n\nThis rule is off by default.\n";
    const after = rule.replace(
      "is off by default.",
      "The `no-select-star` rule is never at level `error` by default since Brindle 3.2.",
    );
    expect(
      findReversedStatements(
        page(rule, after),
        "docs",
        "Since Brindle 3.2, `no-select-star` is on by default, at level `error`. Update the docs.",
      ),
    ).toHaveLength(1);
  });
});

describe("statements written reversed", () => {
  const instruction =
    "Add a section to the incidents page on paging: SEV1 pages the on-call engineer at once.";

  it("names an added sentence that denies what the instruction states", () => {
    const after = incidents.replace(
      "## Severity",
      "## On-call paging\n\nSEV1 does not page the on-call engineer until the next morning.\n\n## Severity",
    );
    expect(findReversedStatements(page(incidents, after), "docs", instruction)).toEqual([
      'page.md: "SEV1 does not page the on-call engineer until the next morning." says the opposite of the instruction\'s "SEV1 pages the on-call engineer at once."',
    ]);
  });

  it("names a sentence that drops the instruction's denial, and 'all' written for 'only'", () => {
    const before = "# Workspace\n\nBy default, every package in every subfolder is included.\n";
    const told =
      "Without a `packages` field, only the root package is in the workspace. Fix the page.";
    expect(
      findReversedStatements(
        page(
          before,
          "# Workspace\n\nIf the `packages` field is left out, all packages of the repository are in the workspace.\n",
        ),
        "docs",
        told,
      ),
    ).toHaveLength(1);
    expect(
      findReversedStatements(
        page(
          before,
          "# Workspace\n\nIf the `packages` field is left out, no package is in the workspace.\n",
        ),
        "docs",
        told,
      ),
    ).toHaveLength(1);
  });

  it("reads no restriction in a hyphenated 'read-only' beside the instruction's 'everything'", () => {
    const policies = "# Policies\n\nA policy grants capabilities on paths.\n";
    expect(
      findReversedStatements(
        page(policies, `${policies}\n## Example: read-only access for the CI role\n`),
        "docs",
        "Add an example: a policy that gives the CI role read-only access to everything under `kv/ci/`.",
      ),
    ).toEqual([]);
  });

  it("names 'too' written where the instruction says 'only'", () => {
    const row = "| `groups` | Restricts the page to users in the listed groups. |\n";
    expect(
      findReversedStatements(
        page(
          row,
          row.replace(
            "groups. |",
            "groups. With personalization it restricts access too, but the page stays in the navigation. |",
          ),
        ),
        "docs",
        "With personalization alone it only hides the page from the navigation: anyone with the URL can still open it.",
      ),
    ).toHaveLength(1);
  });

  it("names an effect added with 'also' to what the instruction says is the only one", () => {
    const row = "| `groups` | Restricts the page to users in the listed groups. |\n";
    const told =
      "With personalization alone it only hides the page from the navigation: anyone with the URL can still open it.";
    const edit = (text: string) =>
      findReversedStatements(
        page(row, row.replace("groups. |", `groups. ${text} |`)),
        "docs",
        told,
      );
    expect(edit("With personalization it also blocks the page's URL for everyone else.")).toEqual([
      'page.md: "With personalization it also blocks the page\'s URL for everyone else." says more than the instruction\'s "With personalization alone it only hides the page from the navigation:"',
    ]);
    expect(
      edit(
        "With personalization alone it only hides the page from the navigation; its URL still opens.",
      ),
    ).toEqual([]);
    // "also" on a sentence about something else, or of another subject with the same verb.
    expect(edit("Groups also work with single sign-on.")).toEqual([]);
    expect(
      findReversedStatements(
        page("# Plans\n", "# Plans\n\nThe Team plan also allows single sign-on.\n"),
        "docs",
        "The Free plan only allows three seats.",
      ),
    ).toEqual([]);
  });

  it("leaves alone the statement as given, a denial of another word, and what the instruction asks", () => {
    const right = incidents.replace(
      "## Severity",
      "## On-call paging\n\nSEV1 pages the on-call engineer at once, day or night.\n\n## Severity",
    );
    expect(findReversedStatements(page(incidents, right), "docs", instruction)).toEqual([]);
    // "not valid" denies a word the instruction does not state: a paraphrase of "bad".
    expect(
      findReversedStatements(
        page(undefined, "| `401` | The token is missing or not valid. |\n"),
        "docs",
        "401 means a missing or bad token.",
      ),
    ).toEqual([]);
    // "With no `version` input" is a condition, as "without" is.
    expect(
      findReversedStatements(
        page(
          "# CI\n",
          "# CI\n\nWith no `version` input, `pnpm/setup` reads the version from `packageManager`.\n",
        ),
        "docs",
        "When the `version` input is left out, `pnpm/setup` takes the version from the `packageManager` field.",
      ),
    ).toEqual([]);
  });
});

describe("a restriction and what it leaves out", () => {
  const told =
    "People expect the agent to follow CLAUDE.md. It reads only .mintlify/AGENTS.md, even when AGENTS.md points at those files. Add a note saying so.";

  it("takes a denial of the others for what 'only' says", () => {
    const after =
      "# Customize\n\nIt does not read other instruction files, such as `CLAUDE.md`, even when `AGENTS.md` points at them.\n";
    expect(findReversedStatements(page("# Customize\n", after), "docs", told)).toEqual([]);
    expect(findDeniedVerbs(page("# Customize\n", after), "docs", told)).toEqual([]);
  });

  it("still names a denial of what 'only' keeps", () => {
    const after =
      "# Customize\n\nIt does not read .mintlify/AGENTS.md when AGENTS.md points at those files.\n";
    expect(findReversedStatements(page("# Customize\n", after), "docs", told)).toHaveLength(1);
    expect(findDeniedVerbs(page("# Customize\n", after), "docs", told)).toHaveLength(1);
  });

  it("names a sentence that says the verb of what 'only …, not …' keeps out", () => {
    const title = "docs: clarify agent only reads AGENTS.md, not CLAUDE.md\n\n";
    const customize = "# Customize\n";
    const found = (line: string) =>
      findAffirmedExclusions(page(customize, `${customize}\n${line}\n`), "docs", `${title}${told}`);
    expect(
      found(
        "The agent also reads `CLAUDE.md` and `.cursorrules` when `AGENTS.md` references them.",
      ),
    ).toEqual([
      'page.md: "The agent also reads `CLAUDE.md` and `.cursorrules` when `AGENTS.md` references them." says "read" of CLAUDE.md, which the instruction keeps out ("only …, not CLAUDE.md")',
    ]);
    expect(found("The agent reads `CLAUDE.md` when there is no `AGENTS.md`.")).toHaveLength(1);
    // Kept out as the instruction says, or not said to be read at all.
    expect(found("It only reads `.mintlify/AGENTS.md`, never `CLAUDE.md`.")).toEqual([]);
    expect(found("It does not read other files, such as `CLAUDE.md`.")).toEqual([]);
    expect(found("Files for other tools (`CLAUDE.md`) are ignored.")).toEqual([]);
  });

  it("reads a request after the place it names as a request", () => {
    const instruction =
      "In the scheduling guide's Overlapping runs section, add a sentence that jobs which must never overlap with their own retries can turn retries off.";
    const after =
      "# Scheduling\n\nIf a job must never run beside one of its own retries, switch its retries off.\n";
    expect(findDeniedVerbs(page("# Scheduling\n", after), "docs", instruction)).toEqual([]);
    // The same words stated, not asked for: "runs" is a word the instruction states.
    expect(
      findDeniedVerbs(
        page("# Scheduling\n", after),
        "docs",
        "Overlapping runs of a job wait for each other.",
      ),
    ).toHaveLength(1);
  });
});

describe("what people do, said again where the instruction corrects it", () => {
  const told =
    "People keep the apiKey out of their repository to be careful. It is a client-side token that every browser sends, so it is safe to commit. Say so on the page.";
  const field = "# PostHog\n\nThe project key. It starts with `phc_`.\n";
  const found = (line: string) =>
    findRepeatedMisbeliefs(page(field, `${field}\n${line}\n`), "docs", told);

  it("names a sentence that gives the practice the instruction corrects as advice", () => {
    expect(
      found("Keep this key out of your repository: read it from an environment variable."),
    ).toEqual([
      'page.md: "Keep this key out of your repository:" says again what the instruction says people do ("People keep the apiKey out of their repository to be careful."), which it goes on to correct',
    ]);
  });

  it("leaves alone the correction, a denial of the practice, and an instruction that corrects nothing", () => {
    expect(
      found("The key is meant to be public: it is safe to commit to your docs repository."),
    ).toEqual([]);
    expect(found("You need not keep this key out of your repository.")).toEqual([]);
    expect(
      found("Some teams keep this key out of their repository, but it is safe to commit."),
    ).toEqual([]);
    expect(
      found("You may keep this key out of your repository, but it is safe to commit."),
    ).toEqual([]);
    expect(
      findRepeatedMisbeliefs(
        page(field, `${field}\nKeep this key out of your repository.\n`),
        "docs",
        "People keep the apiKey out of their repository.",
      ),
    ).toEqual([]);
  });
});

describe("values given another value's meaning", () => {
  it("names a status code given what the instruction says of another", () => {
    const after =
      "| Status | Meaning |\n|---|---|\n| `401` | The rate limit is reached. |\n| `429` | The token is missing or not valid. |\n";
    expect(
      findSwappedValues(
        page(undefined, after),
        "docs",
        "400 means the request is malformed, 401 a missing or bad token, 429 the rate limit.",
      ),
    ).toEqual([
      'page.md: "`401` The rate limit is reached." gives 401 what the instruction says of 429',
    ]);
  });

  it("names two quantities of one sentence swapped, and leaves them alone in their places", () => {
    const instruction = "Databases are backed up every 6 hours and kept 30 days.";
    expect(
      findSwappedValues(
        page(
          undefined,
          "Databases are backed up every 30 days, and each backup is kept 6 hours.\n",
        ),
        "docs",
        instruction,
      ),
    ).toHaveLength(1);
    expect(
      findSwappedValues(
        page(
          undefined,
          "Databases are backed up every 6 hours. Each backup is kept for 30 days.\n",
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("words swapped back and forth", () => {
  it("names a word replaced one way on a line and the other way on another", () => {
    const before = "```dockerfile\nCOPY pnpm-lock.yaml ./\nADD . ./\n```\n";
    const after = "```dockerfile\nADD pnpm-lock.yaml ./\nCOPY . ./\n```\n";
    expect(findSwappedReplacements(page(before, after), "docs", "Use COPY.")).toEqual([
      "page.md: the change replaces `ADD` with `COPY` on one line and `COPY` with `ADD` on another: one of the two undoes what the instruction asks",
    ]);
    expect(
      findSwappedReplacements(page(before, before.replace("ADD .", "COPY .")), "docs", "Use COPY."),
    ).toEqual([]);
  });
});

describe("denials of what the instruction states", () => {
  const instruction =
    "People keep the apiKey out of their repository. It is a client-side token that every browser sends, so it is safe to commit. Say so on the page.";

  it("names a verb the instruction states that an added sentence denies", () => {
    expect(
      findDeniedVerbs(
        page("# PostHog\n", "# PostHog\n\nKeep this key secret and never commit it.\n"),
        "docs",
        instruction,
      ),
    ).toEqual([
      'page.md: "Keep this key secret and never commit it." denies "commit", which the instruction states',
    ]);
  });

  it("leaves alone a denial of what the instruction asks to warn against", () => {
    expect(
      findDeniedVerbs(
        page("# Spec\n", "# Spec\n\nDo not turn it on for a spec with sensitive endpoints.\n"),
        "docs",
        "Every reader can download the spec. Add a warning against turning it on for a spec with sensitive endpoints.",
      ),
    ).toEqual([]);
  });

  it("names a value the instruction keeps that a clause says has stopped", () => {
    const before = "Pressing the `S` key opens search.\n";
    const instruction = "The search box now opens with `/` as well as `s`.";
    expect(
      findDeniedValues(
        page(before, "Pressing the `/` key opens search; `S` no longer does.\n"),
        "docs",
        instruction,
      ),
    ).toEqual(['page.md: "`S` no longer does." denies `S`, which the instruction gives']);
    expect(
      findDeniedValues(
        page(before, "Pressing the `/` or `S` key opens search.\n"),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("what the instruction states of one thing, written of another", () => {
  const sync =
    "# Sync\n\n`acme sync` copies every file to the bucket and deletes what the bucket holds\nbeyond them. `acme sync --dry-run` lists the same changes and leaves the bucket as it is.\n";
  const instruction =
    "Add a warning after the first paragraph: `acme sync` deletes files from the bucket, so back it up before you run it.";

  it("names a page's sentence on another subject rewritten to say it", () => {
    const after = sync.replace(
      "`acme sync --dry-run` lists the same changes and leaves the bucket as it is.",
      "`acme sync --dry-run` lists the\nchanges and deletes files from the bucket.\n\n!!! warning\n    Back up the bucket before you run `acme sync --dry-run`.",
    );
    expect(findMovedStatements(page(sync, after), "docs", instruction)).toEqual([
      'page.md: "`acme sync --dry-run` lists the changes and deletes files from the bucket." says of `acme sync --dry-run` what the instruction says of `acme sync` ("`acme sync` deletes files from the bucket"), where the page said otherwise of it',
    ]);
    expect(findSwappedFacts(page(sync, after), "docs", instruction)).toHaveLength(1);
  });

  it("leaves the statement written of its own subject, and a subject the page said nothing of", () => {
    const right = sync.replace(
      "as it is.\n",
      "as it is.\n\n!!! warning\n    `acme sync` deletes files from the bucket: back it up before you run it.\n",
    );
    expect(findMovedStatements(page(sync, right), "docs", instruction)).toEqual([]);
    const added = sync.replace(
      "as it is.\n",
      "as it is.\n\n`acme sync --force` deletes files from the bucket without asking.\n",
    );
    expect(findMovedStatements(page(sync, added), "docs", instruction)).toEqual([]);
  });
});

describe("the self-review's part", () => {
  it("gathers the findings and says what to do with them", () => {
    const after = "Databases are backed up every 30 days, and each backup is kept 6 hours.\n";
    const items = findSwappedFacts(
      page(undefined, after),
      "docs",
      "Databases are backed up every 6 hours and kept 30 days.",
    );
    expect(items).toHaveLength(1);
    expect(renderSwappedFacts(items)).toContain("say otherwise than the instruction");
    expect(renderSwappedFacts([])).toBe("");
  });
});

describe("two kinds the instruction sets against each other, swapped", () => {
  const instruction =
    "On the CI page, tell readers to use a deploy token (Settings → Deploy tokens) in CI, not a personal token: personal tokens expire after 90 days.";
  const ci = "# CI\n\nStore the token as a secret.\n";

  it("names a preference turned around and what one kind does said of the other", () => {
    expect(
      findSwappedKinds(
        page(
          ci,
          "# CI\n\nIn CI, use a personal token rather than a deploy token: deploy tokens expire after 90 days.\nStore the token as a secret.\n",
        ),
        "docs",
        instruction,
      ),
    ).toEqual([
      'page.md: "In CI, use a personal token rather than a deploy token:" turns around what the instruction prefers',
      'page.md: "deploy tokens expire after 90 days." says of one kind what the instruction says of the other ("personal tokens expire after 90 days.")',
    ]);
  });

  it("leaves the statement written as the instruction gives it", () => {
    expect(
      findSwappedKinds(
        page(
          ci,
          "# CI\n\nIn CI, use a deploy token (**Settings → Deploy tokens**), not a personal token: personal tokens expire after 90 days.\nStore the token as a secret.\n",
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("a verb the instruction denies by its subject", () => {
  const instruction =
    "On Kubernetes nobody should open port 8480: the chart's ingress serves the API and the dashboard.";

  it("leaves alone a page that says not to do what the instruction says nobody should do", () => {
    const after =
      "# Kubernetes\n\nOn Kubernetes, do not open port 8480 on the nodes: the chart's ingress serves the API.\n";
    expect(findDeniedVerbs(page("# Kubernetes\n", after), "docs", instruction)).toEqual([]);
  });

  it("still names the denial of a verb the instruction states", () => {
    const after = "# Kubernetes\n\nThe chart's ingress does not serve the dashboard.\n";
    expect(findDeniedVerbs(page("# Kubernetes\n", after), "docs", instruction)).toHaveLength(1);
  });
});
