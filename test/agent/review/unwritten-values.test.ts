import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findKeptOldValues,
  findUnwrittenValues,
  givenValues,
} from "../../../app/agent/review/unwritten-values.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/limits.md", change: "modified", before, after } as FileChange,
];
const table =
  "# Limits\n\n| Plan | Requests per minute |\n| --- | --- |\n| Free | 600 |\n| Team | 3000 |\n";

describe("values the instruction gives that the change does not write", () => {
  it("reads URLs, code spans, versions and numbers with units from the instruction", () => {
    expect(
      givenValues(
        "Use `mint automations` (see https://example.com/cli#mint.) from v2.1.0 on; allow 5000 requests a minute, `true` by default.",
      ),
    ).toEqual(["mint automations", "https://example.com/cli#mint", "v2.1.0", "5000 requests"]);
  });

  it("names a number the change was given and wrote otherwise", () => {
    expect(
      findUnwrittenValues(
        page(table, table.replace("| 3000 |", "| 500 |")),
        "docs",
        "The Team plan now allows 5000 requests a minute.",
      ),
    ).toEqual(["the instruction gives `5000 requests`, which limits.md does not hold"]);
  });

  it("takes a number as written in figures or in words, the unit left to the table's heading", () => {
    const instruction =
      "The Team plan now allows 5000 requests a minute; backups run every 6 hours.";
    expect(
      findUnwrittenValues(
        page(table, `${table.replace("| 3000 |", "| 5,000 |")}\nBackups run every six hours.\n`),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });

  it("names the address of a link the instruction gives when the page links elsewhere", () => {
    const before = "Use [linkcheck][lc].\n\n[lc]: https://github.com/old/linkcheck\n";
    expect(
      findUnwrittenValues(
        page(before, before.replace("[lc]", "[linkcheck2]").replace("[linkcheck]", "[linkcheck2]")),
        "docs",
        "Recommend the fork (https://github.com/new/linkcheck2#ci) instead.",
      ),
    ).toEqual([
      "the instruction gives `https://github.com/new/linkcheck2#ci`, which limits.md does not hold",
    ]);
  });

  it("leaves out what the page held before: the old value, or the context of the instruction", () => {
    const before = "Run `pnx codemod run`.\n";
    expect(
      findUnwrittenValues(
        page(before, "Run `pnpx codemod run`.\n"),
        "docs",
        "The page runs `pnx codemod run`, which does not exist: it is `pnpx`.",
      ),
    ).toEqual([]);
  });

  it("takes a qualified name by its last part, and a command by each of its words", () => {
    const before = "# publish\n\nUse [`Cmd::parse_input()`].\n";
    expect(
      findUnwrittenValues(
        page(before, "# publish\n\nUse [`parse_input()`].\n\n### --provenance\n\nLinks it.\n"),
        "docs",
        "It is `mdbook_preprocessor::parse_input` now. Document `publish --provenance`.",
      ),
    ).toEqual([]);
  });

  it("asks for a version only where the changed pages state versions", () => {
    const prose = "Run the link checker in CI.\n";
    expect(
      findUnwrittenValues(
        page(prose, "Run linkcheck2 in CI.\n"),
        "docs",
        "Since 0.5.0 the old checker fails; recommend linkcheck2.",
      ),
    ).toEqual([]);
    const settings = "## dedupePeers\n\nAdded in: v11.0.0\n\n## pmOnFail\n\nAdded in: v8.1.0\n";
    expect(
      findUnwrittenValues(
        page(settings, settings.replace("v11.0.0", "v8.1.0")),
        "docs",
        "dedupePeers shipped in v10.33.0, not in v11.0.0.",
      ),
    ).toEqual(["the instruction gives `v10.33.0`, which limits.md does not hold"]);
  });

  it("says nothing when the change wrote no page", () => {
    expect(
      findUnwrittenValues(
        [{ path: "docs/old.md", change: "deleted", before: "x", after: undefined } as FileChange],
        "docs",
        "Delete the page about `acme legacy`.",
      ),
    ).toEqual([]);
  });
});

describe("values the instruction replaces that a changed page still holds", () => {
  const architecture =
    "# Architecture\n\nJobs go on a RabbitMQ queue.\n\n```mermaid\ngateway --> queue[RabbitMQ]\n```\n";

  it("names an old value left on the page the change edited", () => {
    expect(
      findKeptOldValues(
        page(architecture, architecture.replace("a RabbitMQ queue", "a Redis Streams queue")),
        "docs",
        "We moved the queue from RabbitMQ to Redis Streams.",
      ),
    ).toEqual(["the instruction replaces `RabbitMQ`, which limits.md:6 still holds"]);
    const privacy = "Done it's work. They're not needed.\n";
    expect(
      findKeptOldValues(
        page(privacy, privacy.replace("They're", "Their")),
        "docs",
        '"it\'s" → "its" on the privacy page.',
      ),
    ).toEqual(["the instruction replaces `it's`, which limits.md:1 still holds"]);
  });

  it("says nothing once every occurrence is replaced, or of the same word in another case", () => {
    expect(
      findKeptOldValues(
        page(architecture, architecture.replaceAll("RabbitMQ", "Redis Streams")),
        "docs",
        "We moved the queue from RabbitMQ to Redis Streams.",
      ),
    ).toEqual([]);
    const privacy = "Done it's work.\n\nIt's on by default.\n";
    expect(
      findKeptOldValues(
        page(privacy, privacy.replace("it's work", "its work")),
        "docs",
        '"it\'s" → "its" on the privacy page.',
      ),
    ).toEqual([]);
  });
});
