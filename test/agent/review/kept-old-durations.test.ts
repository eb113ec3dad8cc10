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

describe("a duration left beside a sample that counts it in seconds", () => {
  const thumbs =
    '# Thumbnails\n\n<SignedUrlNote ttl="1 hour" />\n\n```python\nurl = client.sign(path, expires_in=3600)\n```\n';
  const told = "Signed thumbnail URLs are now valid for 24 hours, not 1 hour.";
  const edit = (after: string): FileChange[] => [
    { path: "docs/thumbs.mdx", change: "modified", before: thumbs, after } as FileChange,
  ];

  it("names the old duration the page still writes once its sample's seconds were swapped", () => {
    expect(findKeptOldDurations(edit(thumbs.replace("3600", "86400")), "docs", told)).toEqual([
      "the instruction replaces 1 hour, which thumbs.mdx:3 still holds",
    ]);
  });

  it("says nothing when the page writes the new duration in both forms", () => {
    const both = thumbs.replace("3600", "86400").replace('"1 hour"', '"24 hours"');
    expect(findKeptOldDurations(edit(both), "docs", told)).toEqual([]);
  });
});

describe("a duration that another setting holds too", () => {
  const server =
    "# Server\n\n| Key | Default |\n| --- | --- |\n| `lease.default_ttl` | `24h` |\n| `audit.rotate_every` | `24h` |\n\n```yaml\nlease:\n  default_ttl: 24h\naudit:\n  rotate_every: 24h\n```\n";
  const told = "The default lease is now 1 hour, not 24 hours.";
  const edit = (after: string): FileChange[] => [
    { path: "docs/server.md", change: "modified", before: server, after } as FileChange,
  ];

  it("leaves the other setting's row and config line, and names the setting's own line left", () => {
    const both = server.replace(
      "| `lease.default_ttl` | `24h` |",
      "| `lease.default_ttl` | `1h` |",
    );
    expect(
      findKeptOldDurations(edit(both.replace("default_ttl: 24h", "default_ttl: 1h")), "docs", told),
    ).toEqual([]);
    expect(findKeptOldDurations(edit(both), "docs", told)).toEqual([
      "the instruction replaces 24h, which server.md:10 still holds",
    ]);
  });
});
