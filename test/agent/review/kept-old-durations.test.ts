import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { findKeptOldDurations } from "../../../app/agent/review/kept-old-durations.ts";

const config =
  "# Config\n\n```yaml\nsdk:\n  refresh_interval: 60s\n```\n\n| Key | Default |\n| --- | --- |\n| `sdk.refresh_interval` | `60s` |\n";
const page = (after: string): FileChange[] => [
  { path: "docs/config.md", change: "modified", before: config, after } as FileChange,
];
const instruction = "The SDKs now refresh every 30 seconds by default, not 60.";

describe("durations the instruction replaces, left on a page the change edited", () => {
  it("names the old duration the change replaced in one place and left in another", () => {
    expect(
      findKeptOldDurations(page(config.replace("`60s`", "`30s`")), "docs", instruction),
    ).toEqual(["the instruction replaces 60s, which config.md:5 still holds"]);
  });

  it("says nothing when every place is replaced, or the instruction gives one duration", () => {
    expect(
      findKeptOldDurations(page(config.replaceAll("60s", "30s")), "docs", instruction),
    ).toEqual([]);
    expect(
      findKeptOldDurations(
        page(config.replace("`60s`", "`30s`")),
        "docs",
        "The SDKs now refresh every 30 seconds.",
      ),
    ).toEqual([]);
  });
});
