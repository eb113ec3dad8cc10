import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findDefaultMismatches,
  instructedDefault,
  statedDefaults,
} from "../../../app/agent/review/stated-defaults.ts";

const page = (before: string, after: string): FileChange[] => [
  { path: "docs/settings.md", change: "modified", before, after } as FileChange,
];
const settings =
  "# Settings\n\n### dedupePeers\n\nAdded in: v11.0.0\n\n* Default: **false**\n* Type: **Boolean**\n\n### optimisticRepeatInstall\n\n* Default: **true**\n* Type: **Boolean**\n";
const options =
  "# Renderers\n\n- **smart-punctuation:** Curly quotes.\n  Defaults to `false`.\n- **hash-files:** Fingerprints assets.\n  Defaults to `false` (a future release may turn it on).\n";
const fix = "The settings page says it defaults to true; it defaults to false.";

describe("the defaults a page states, against the instruction", () => {
  it("reads defaults under headings, in labelled list items and in a table's default column", () => {
    expect(statedDefaults(settings)).toEqual([
      { owner: "dedupepeers", value: "false", line: 7 },
      { owner: "optimisticrepeatinstall", value: "true", line: 12 },
    ]);
    expect(statedDefaults(options).map(({ owner, value }) => `${owner}=${value}`)).toEqual([
      "smart-punctuation=false",
      "hash-files=false",
    ]);
    expect(
      statedDefaults(
        "## Flags\n\n| Flag | Default | What |\n| --- | --- | --- |\n| `--workers` | `4` | Workers. |\n\n```yaml\ndefault: x\n```\n",
      ),
    ).toEqual([{ owner: "--workers", value: "4", line: 5 }]);
  });

  it("takes the default the instruction gives, not the one it says the page states now", () => {
    expect(instructedDefault(`docs: fix default value of optimisticRepeatInstall\n\n${fix}`)).toBe(
      "false",
    );
    expect(instructedDefault("The hash-files option is now on by default: update the guide.")).toBe(
      "on",
    );
    expect(instructedDefault("Document the `--read-only` flag.")).toBeUndefined();
  });

  it("names a page that keeps, drops or rewords the default the instruction gives", () => {
    const instruction = `Fix optimisticRepeatInstall. ${fix}`;
    const kept = settings.replace("* Type: **Boolean**\n", "* Type: **String**\n");
    expect(findDefaultMismatches(page(settings, kept), "docs", instruction)).toEqual([
      "settings.md:12: the instruction gives `optimisticrepeatinstall` the default false, and the page states true",
    ]);
    const dropped = settings.replace("* Default: **true**\n", "");
    expect(findDefaultMismatches(page(settings, dropped), "docs", instruction)).toEqual([
      "settings.md: the instruction gives `optimisticrepeatinstall` the default false, and the page no longer states a default for it (it said true)",
    ]);
    const off = settings.replace("* Default: **true**", "* Default: **off**");
    expect(findDefaultMismatches(page(settings, off), "docs", instruction)).toEqual([
      "settings.md:12: the default of `optimisticrepeatinstall` is written off, where the instruction and the page write false",
    ]);
  });

  it("passes the default written as the instruction gives it, in the page's own words", () => {
    const right = settings.replace("* Default: **true**", "* Default: **false**");
    expect(
      findDefaultMismatches(page(settings, right), "docs", `Fix optimisticRepeatInstall. ${fix}`),
    ).toEqual([]);
    const on = options.replace(
      "Defaults to `false` (a future release may turn it on).",
      "Defaults to `true`.",
    );
    expect(
      findDefaultMismatches(
        page(options, on),
        "docs",
        "The hash-files option is now on by default.",
      ),
    ).toEqual([]);
  });

  it("names a default the change flips for a setting the instruction gives none for", () => {
    const flipped = settings.replace(
      "Added in: v11.0.0\n\n* Default: **false**",
      "Added in: v10.33.0\n\n* Default: **true**",
    );
    expect(
      findDefaultMismatches(
        page(settings, flipped),
        "docs",
        "The `dedupePeers` setting shipped in v10.33.0, not in v11.0.0.",
      ),
    ).toEqual([
      "settings.md:7: the change turns the default of `dedupepeers` from false to true, which the instruction does not ask for",
    ]);
    const above = options.replace(
      "Curly quotes.\n  Defaults to `false`.",
      "Curly quotes.\n  Defaults to `true`.",
    );
    expect(
      findDefaultMismatches(
        page(options, above),
        "docs",
        "The hash-files option is now on by default.",
      ),
    ).toEqual([
      "settings.md:6: the instruction gives `hash-files` the default on, and the page states false",
      "settings.md:4: the change turns the default of `smart-punctuation` from false to true, which the instruction does not ask for",
    ]);
  });

  it("leaves a default the instruction asks to change in its own words", () => {
    const table = "## Flags\n\n| Flag | Default |\n| --- | --- |\n| `--workers` | `4` |\n";
    expect(
      findDefaultMismatches(
        page(table, table.replace("`4`", "`8`")),
        "docs",
        "Change the default of `--workers` to 8.",
      ),
    ).toEqual([]);
  });

  it("leaves a default the instruction gives by the words of the setting's name, not one beside it", () => {
    const table =
      "## Flags\n\n| Flag | Default |\n| --- | --- |\n| `--region <name>` | `us-east` |\n| `--tier <name>` | `basic` |\n";
    const instruction =
      "Lumen's default region is now `eu-west` (it was `us-east`). Update the docs.";
    expect(
      findDefaultMismatches(
        page(table, table.replace("`us-east`", "`eu-west`")),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findDefaultMismatches(
        page(table, table.replace("`basic`", "`eu-west`")),
        "docs",
        instruction,
      ),
    ).toEqual([
      "settings.md:6: the change turns the default of `--tier <name>` from basic to eu-west, which the instruction does not ask for",
    ]);
  });
});

describe("a default whose key holds an underscore", () => {
  const config =
    "# Configuration\n\n| Key | Type | Default |\n| --- | --- | --- |\n| `retry.max_attempts` | integer | `3` |\n";
  const instruction = "`retry.max_attempts` now defaults to 5 (it was 3). Update the docs.";

  it("reads the table's key as the instruction writes it", () => {
    expect(statedDefaults(config).map(({ owner }) => owner)).toEqual(["retry.max_attempts"]);
  });

  it("takes the default the instruction gives, written in its row, as asked", () => {
    expect(
      findDefaultMismatches(
        page(config, config.replace("| integer | `3` |", "| integer | `5` |")),
        "docs",
        instruction,
      ),
    ).toEqual([]);
  });
});

describe("defaults changed, with durations written in another form", () => {
  const table =
    "# Config\n\n| Key | Default |\n| --- | --- |\n| `sdk.refresh_interval` | `60s` |\n";
  const after = table.replace("`60s`", "`30s`");

  it("takes the old and new default the instruction gives in words as asked", () => {
    expect(
      findDefaultMismatches(
        page(table, after),
        "docs",
        "The SDKs now refresh flag definitions every 30 seconds by default, not 60.",
      ),
    ).toEqual([]);
  });

  it("names the default changed when the instruction gives another duration", () => {
    expect(
      findDefaultMismatches(
        page(table, after),
        "docs",
        "The SDKs now refresh flag definitions every 45 seconds by default, not 60.",
      ),
    ).toEqual([
      "settings.md:5: the change turns the default of `sdk.refresh_interval` from 60s to 30s, which the instruction does not ask for",
    ]);
  });

  it("leaves a default the instruction changes by the setting's words, from its old value to its new", () => {
    const table =
      "# Options\n\n| Key | Type | Default |\n| --- | --- | --- |\n| `rate_limit` | integer | `500` |\n";
    const raised = table.replace("`500`", "`2000`");
    expect(
      findDefaultMismatches(
        page(table, raised),
        "docs",
        "Version 1.9 raises the rate limit from 500 to 2,000 messages a second.",
      ),
    ).toEqual([]);
    expect(
      findDefaultMismatches(
        page(table, raised),
        "docs",
        "Version 1.9 raises the connection limit from 500 to 2,000.",
      ),
    ).toEqual([
      "settings.md:5: the change turns the default of `rate_limit` from 500 to 2000, which the instruction does not ask for",
    ]);
  });

  it("names a default of durations the instruction gives moved on a setting it does not speak of", () => {
    const table =
      "# Server\n\n| Key | Default |\n| --- | --- |\n| `lease.default_ttl` | `24h` |\n| `audit.rotate_every` | `24h` |\n";
    const told = "The default lease is now 1 hour, not 24 hours.";
    const lease = table.replace(
      "| `lease.default_ttl` | `24h` |",
      "| `lease.default_ttl` | `1h` |",
    );
    expect(findDefaultMismatches(page(table, lease), "docs", told)).toEqual([]);
    expect(
      findDefaultMismatches(
        page(
          table,
          lease.replace("| `audit.rotate_every` | `24h` |", "| `audit.rotate_every` | `1h` |"),
        ),
        "docs",
        told,
      ),
    ).toEqual([
      "settings.md:6: the change turns the default of `audit.rotate_every` from 24h to 1h, which the instruction does not ask for",
    ]);
  });
});

describe("defaults written as sizes", () => {
  const config =
    "# Configuration\n\n| Key | Type | Default | What |\n| --- | --- | --- | --- |\n| `chunk_size` | size | `8MiB` | Chunk size. |\n";
  const instruction = "Ferrule 2.5 doubles the default chunk size from 8 MiB to 16 MiB.";

  it("takes a default the instruction gives as a size in another written form as asked", () => {
    expect(
      findDefaultMismatches(page(config, config.replace("`8MiB`", "`16MiB`")), "docs", instruction),
    ).toEqual([]);
  });

  it("still names a size in another unit than the instruction gives", () => {
    expect(
      findDefaultMismatches(page(config, config.replace("`8MiB`", "`16MB`")), "docs", instruction),
    ).toHaveLength(1);
  });

  it("names a default that loses its unit", () => {
    const retention =
      "# Retention\n\n| Key | Type | Default | What |\n| --- | --- | --- | --- |\n| `retention` | duration | `7d` | How long messages are kept. |\n";
    expect(
      findDefaultMismatches(
        page(retention, retention.replace("`7d`", "`72`")),
        "docs",
        "The default message retention changes from 7 days to 72 hours.",
      ),
    ).toEqual([
      "settings.md:5: the change writes the default of `retention` as 72, without the unit 7d had",
    ]);
  });
});
