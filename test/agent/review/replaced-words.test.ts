import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findInsertedReplacements,
  findPartlyFixedLines,
  findPartlyReplacedLines,
  findReplacedWords,
} from "../../../app/agent/review/replaced-words.ts";

const edit = (path: string, before: string, after: string): FileChange =>
  ({ path, change: "modified", before, after }) as FileChange;

describe("words the instruction quotes, replaced", () => {
  const instruction =
    'The analytics pages mix "choose" and "select" for the same action; the style guide says "select". Use it in both pages.';
  const index = "# Analytics\n\n## Choose an analytics view\n";
  const streaming = "# Streaming\n\nAdmins choose which deployments to stream from.\n";
  const files = new Map([
    ["docs/analytics/index.mdx", index],
    ["docs/analytics/streaming.mdx", streaming],
    ["docs/other/plans.mdx", "Choose a plan.\n"],
  ]);

  it("names the replaced word left on another page of the folder", () => {
    expect(
      findReplacedWords(
        [edit("docs/analytics/index.mdx", index, index.replace("Choose", "Select"))],
        "docs",
        instruction,
        files,
      ),
    ).toEqual([
      'the change replaces "choose" in one place, and analytics/streaming.mdx:3 still holds it',
    ]);
  });

  it("names a quoted word replaced by one the instruction does not give", () => {
    expect(
      findReplacedWords(
        [edit("docs/analytics/index.mdx", index, index.replace("Choose", "Click"))],
        "docs",
        instruction,
        files,
      ),
    ).toEqual([
      'analytics/index.mdx: the change replaces "Choose" with "Click", a word the instruction does not give ("## Click an analytics view")',
    ]);
  });

  it("leaves alone a word replaced everywhere, and one the instruction places with a passage", () => {
    expect(
      findReplacedWords(
        [
          edit("docs/analytics/index.mdx", index, index.replace("Choose", "Select")),
          edit("docs/analytics/streaming.mdx", streaming, streaming.replace("choose", "select")),
        ],
        "docs",
        instruction,
        files,
      ),
    ).toEqual([]);
    const privacy = "After the plugin has done it's work, it stops.\n\nIt's on by default.\n";
    expect(
      findReplacedWords(
        [edit("docs/privacy.md", privacy, privacy.replace("done it's work", "done its work"))],
        "docs",
        '"it\'s" → "its" on the privacy page ("after the plugin has done it\'s work").',
        new Map([["docs/privacy.md", privacy]]),
      ),
    ).toEqual([]);
  });
});

describe("a value the instruction quotes, moved within the page", () => {
  const instruction =
    "Since Brindle 3.2, `no-select-star` is on by default, at level `error`. Update the docs.";
  const rule =
    'This rule is off by default.\n\n## Turn it on\n\n```json\n{ "no-select-star": "error" }\n```\n';
  const onByDefault = rule
    .replace("is off by default.", "is on by default since Brindle 3.2, at level `error`.")
    .replace("## Turn it on", "## Turn it off")
    .replace('"error"', '"off"');

  it("leaves alone a sample's value replaced while the prose now says it", () => {
    expect(
      findReplacedWords(
        [edit("docs/rules/no-select-star.mdx", rule, onByDefault)],
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });

  it("still names the value replaced when the page no longer says it anywhere", () => {
    const offOnly = rule.replace('"error"', '"off"');
    expect(
      findReplacedWords(
        [edit("docs/rules/no-select-star.mdx", rule, offOnly)],
        "docs",
        instruction,
      ),
    ).toEqual([
      'rules/no-select-star.mdx: the change replaces "error" with "off", a word the instruction does not give ("{ "no-select-star": "off" }")',
    ]);
  });
});

describe("a sample line rewritten in one place of several", () => {
  const docker =
    "```dockerfile\nFROM ghcr.io/pnpm/pnpm:latest\nRUN pnpm i\n```\n\n```dockerfile\nFROM ghcr.io/pnpm/pnpm:latest\nWORKDIR /app\n```\n";

  it("names the line left as it was", () => {
    expect(
      findPartlyReplacedLines(
        [edit("docs/docker.md", docker, docker.replace("pnpm:latest", "pnpm:11"))],
        "docs",
        "Pin the image tag.",
      ),
    ).toEqual([
      'docker.md: the change rewrites "FROM ghcr.io/pnpm/pnpm:latest" in one place and leaves it as it was at line 7',
    ]);
    expect(
      findPartlyReplacedLines(
        [edit("docs/docker.md", docker, docker.replaceAll("pnpm:latest", "pnpm:11"))],
        "docs",
        "Pin the image tag.",
      ),
    ).toEqual([]);
  });

  it("leaves alone prose lines that repeat, as each belongs to its own section", () => {
    const settings = "## a\n\nAdded in: v11.0.0\n\n## b\n\nAdded in: v11.0.0\n";
    expect(
      findPartlyReplacedLines(
        [edit("docs/settings.md", settings, settings.replace("v11.0.0", "v10.33.0"))],
        "docs",
        "Setting a shipped in v10.33.0.",
      ),
    ).toEqual([]);
  });
});

describe("a fix made before one of two identical parts", () => {
  const ci =
    "curl -sSL https://example.com/download/{{ version }}/tool-{{ version }}-linux.tar.gz | tar -xz\n";

  it("names the part left without the insertion", () => {
    expect(
      findPartlyFixedLines(
        [edit("docs/ci.md", ci, ci.replace("tool-{{", "tool-v{{"))],
        "docs",
        "Tags and archive names carry a `v` before the version, in both places.",
      ),
    ).toEqual([
      "ci.md: the change adds `v` before one `{{ version }…` of the line and not before the other",
    ]);
  });

  it("leaves alone the insertion made in both places, and one inside a word", () => {
    expect(
      findPartlyFixedLines(
        [edit("docs/ci.md", ci, ci.replaceAll("/{{", "/v{{").replace("tool-{{", "tool-v{{"))],
        "docs",
        "Add the v.",
      ),
    ).toEqual([]);
    const links = "See [auth](/authentication) and [more](/authentication#tokens).\n";
    expect(
      findPartlyFixedLines(
        [edit("docs/intro.md", links, links.replace("(/authentication)", "(/api-authentication)"))],
        "docs",
        "The page moved to /api-authentication.",
      ),
    ).toEqual([]);
  });
});

describe("a replacement inserted where the old value was not", () => {
  const migration = "```sh\npnx codemod run v11\n# or\ncodemod run v11\n```\n";
  const instruction = "The first command runs `pnx`, which does not exist: it is `pnpx`.";

  it("names the new value added to a line that did not hold the old one", () => {
    expect(
      findInsertedReplacements(
        [
          edit(
            "docs/migration.md",
            migration,
            migration
              .replace("pnx codemod", "pnpx codemod")
              .replace("\ncodemod run", "\npnpx codemod run"),
          ),
        ],
        "docs",
        instruction,
      ),
    ).toEqual([
      "migration.md: the change inserts `pnpx` into `codemod run v11`, a line that did not hold `pnx`, the value the instruction replaces",
    ]);
  });

  it("leaves alone the replacement made where the old value was", () => {
    expect(
      findInsertedReplacements(
        [edit("docs/migration.md", migration, migration.replace("pnx codemod", "pnpx codemod"))],
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("words the instruction quotes and says stay", () => {
  const python = "# Python\n\n```txt\ncorvina>=2.1\n```\n\n```python\nimport corvina\n```\n";
  const go = "# Go\n\n```sh\ngo get example.com/corvina\n```\n";
  const files = new Map([
    ["docs/sdks/python.mdx", python],
    ["docs/sdks/go.mdx", go],
  ]);
  const change = edit("docs/sdks/python.mdx", python, python.replace("corvina>=", "corvina-sdk>="));

  it("does not look elsewhere for a replaced word the instruction says stays", () => {
    expect(
      findReplacedWords(
        [change],
        "docs",
        "The package is now `corvina-sdk` (it was `corvina`). The import name stays `corvina`.",
        files,
      ),
    ).toEqual([]);
  });

  it("looks for it when the instruction does not say it stays", () => {
    expect(
      findReplacedWords(
        [change],
        "docs",
        "The package is now `corvina-sdk` (it was `corvina`).",
        files,
      ),
    ).toEqual([
      'the change replaces "corvina" in one place, and sdks/python.mdx:8 still holds it',
      'the change replaces "corvina" in one place, and sdks/go.mdx:4 still holds it',
    ]);
  });
});
