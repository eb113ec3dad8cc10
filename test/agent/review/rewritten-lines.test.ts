import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import {
  findDroppedGivenValues,
  findExactPins,
  findFutureRemarks,
  findOppositeWords,
  findSlippedValues,
  findStrandedCounts,
} from "../../../app/agent/review/rewritten-lines.ts";

const page = (before: string, after: string, path = "docs/guide.md"): FileChange[] => [
  { path, change: "modified", before, after } as FileChange,
];
const search = "# Reading\n\nPressing the `S` key opens a box for search terms.\n";
const searchInstruction = "The search box now opens with `/` as well as `s`. Update the guide.";

describe("values slipped into a rewritten line", () => {
  it("names a code span or a number neither the line nor the instruction held", () => {
    expect(
      findSlippedValues(
        page(search, search.replace("the `S` key", "the `/`, `Esc` or `S` key")),
        "docs",
        searchInstruction,
      ),
    ).toEqual([
      "guide.md: the change writes `Esc` into a line it rewrote, which neither held it nor the instruction gives",
    ]);
    const redirects = "Use a permanent (308) redirect. For renamed slugs.\n";
    expect(
      findSlippedValues(
        page(
          redirects,
          "Use a permanent (308) redirect. A temporary (307) one suits renamed slugs.\n",
        ),
        "docs",
        '"For renamed slugs." is not a sentence. Join it to the one before.',
      ),
    ).toEqual([
      "guide.md: the change writes 307 into a line it rewrote, which neither held it nor the instruction gives",
    ]);
  });

  it("leaves alone values the instruction gives, a changelog's new entry and a call's parentheses", () => {
    expect(
      findSlippedValues(
        page(search, search.replace("the `S` key", "the `/` or `S` key")),
        "docs",
        searchInstruction,
      ),
    ).toEqual([]);
    expect(
      findSlippedValues(
        page("## 1.2\n\n- TODO\n", "## 1.2\n\n- Added `retries: 2`.\n", "docs/changelog.md"),
        "docs",
        "Add a changelog entry for the retries option.",
      ),
    ).toEqual([]);
    expect(
      findSlippedValues(
        page("Use [`Cmd::parse()`].\n", "Use [`parse_input()`].\n"),
        "docs",
        "It is `parse_input` now.",
      ),
    ).toEqual([]);
  });
});

describe("a number the instruction writes in thousands groups", () => {
  it("takes `2000` and the Czech 12 000 as given by 2,000 and 12,000", () => {
    const limit = "# Syslog\n\nAt most `500` messages a second are read. Older: 500 a second.\n";
    expect(
      findSlippedValues(
        page(limit, limit.replace("`500`", "`2000`").replace("Older: 500", "Older: 2000")),
        "docs",
        "The limit rises from 500 to 2,000 messages a second.",
      ),
    ).toEqual([]);
    const czech = "# Změna velikosti\n\nŠířka a výška, každá až 8 192.\n";
    expect(
      findSlippedValues(
        page(czech, czech.replace("8 192", "12 000"), "docs/cs/resize.md"),
        "docs",
        "Output images can now be up to 12,000 pixels wide (it was 8,192).",
      ),
    ).toEqual([]);
  });

  it("still names a number the instruction does not give in any grouping", () => {
    const limit = "# Syslog\n\nAt most 500 messages a second are read.\n";
    expect(
      findSlippedValues(
        page(limit, limit.replace("500", "20 000")),
        "docs",
        "The limit rises from 500 to 2,000 messages a second.",
      ),
    ).toEqual([
      "guide.md: the change writes 20000 into a line it rewrote, which neither held it nor the instruction gives",
    ]);
  });
});

describe("a number that counts the instruction's durations in seconds", () => {
  it("takes 86400 in place of 3600 as the 24 hours that replace 1 hour", () => {
    const sign = "# Thumbnails\n\n    url = client.sign(path, expires_in=3600)\n";
    const told = "Signed URLs are now valid for 24 hours, not 1 hour.";
    expect(findSlippedValues(page(sign, sign.replace("3600", "86400")), "docs", told)).toEqual([]);
    expect(findSlippedValues(page(sign, sign.replace("3600", "7200")), "docs", told)).toEqual([
      "guide.md: the change writes 7200 into a line it rewrote, which neither held it nor the instruction gives",
    ]);
  });
});

describe("key paths of the page's own config sample", () => {
  it("leaves a key path the page's sample holds as nested keys, and names one it does not", () => {
    const install =
      "# Install\n\n```yaml\ningress:\n  host: acme.example.com\n```\n\n## Network\n\nOpen port 8480.\n";
    expect(
      findSlippedValues(
        page(
          install,
          install.replace("Open port 8480.", "Use `ingress.host`, not `ingress.port`."),
        ),
        "docs",
        "Say to use the ingress.",
      ),
    ).toEqual([
      "guide.md: the change writes `ingress.port` into a line it rewrote, which neither held it nor the instruction gives",
    ]);
  });
});

describe("a line that showed a snippet, written out", () => {
  const snippet = {
    path: "docs/snippets/key-in-header.mdx",
    text: "Pass your publishable key (`pk_…`) in the `Authorization` header.\n",
  };
  const batch =
    'import KeyInHeader from "/snippets/key-in-header.mdx";\n\n# Batch\n\n## Authentication\n\n<KeyInHeader />\n\n## Errors\n';
  const written = batch
    .replace('import KeyInHeader from "/snippets/key-in-header.mdx";\n\n', "")
    .replace(
      "<KeyInHeader />",
      "Batch requests need a secret key (`sk_…`) in the `Authorization` header: a publishable key (`pk_…`) is rejected with `403`.",
    );
  const instruction =
    "Batch requests need a secret key (`sk_…`); a publishable key gets a 403. Fix the batch guide.";

  it("counts what the snippet said as what the line held", () => {
    expect(
      findSlippedValues(
        page(batch, written, "docs/guides/batch.mdx"),
        "docs",
        instruction,
        new Map([["docs/guides/batch.mdx", [snippet]]]),
      ),
    ).toEqual([]);
  });

  it("still names a value neither the snippet nor the instruction gives", () => {
    expect(
      findSlippedValues(
        page(
          batch,
          written.replace("`Authorization` header", "`X-Api-Key` header"),
          "docs/guides/batch.mdx",
        ),
        "docs",
        instruction,
        new Map([["docs/guides/batch.mdx", [snippet]]]),
      ),
    ).toEqual([
      "guides/batch.mdx: the change writes `X-Api-Key` into a line it rewrote, which neither held it nor the instruction gives",
    ]);
  });
});

describe("values the instruction names, taken out", () => {
  it("names a code span of the instruction the page no longer holds", () => {
    expect(
      findDroppedGivenValues(
        page(search, search.replace("the `S` key", "the `/` key")),
        "docs",
        searchInstruction,
      ),
    ).toEqual(["guide.md: the instruction names `S`, which the page held and the change took out"]);
  });

  it("leaves it alone when the page still holds it or the instruction asks to remove something", () => {
    expect(
      findDroppedGivenValues(
        page(search, search.replace("the `S` key", "the `/` or `S` key")),
        "docs",
        searchInstruction,
      ),
    ).toEqual([]);
    expect(
      findDroppedGivenValues(
        page(search, search.replace("the `S` key", "the `/` key")),
        "docs",
        "Remove `s` from the guide: search opens with `/`.",
      ),
    ).toEqual([]);
    // The instruction names the old value as the one that was: replacing it is what it asks.
    const region = "| `--region` | Region to deploy to. | `us-east` |\n";
    expect(
      findDroppedGivenValues(
        page(region, region.replace("`us-east`", "`eu-west`")),
        "docs",
        "The default region is now `eu-west` (it was `us-east`). Update the docs.",
      ),
    ).toEqual([]);
    expect(
      findDroppedGivenValues(
        page(region, region.replace("`us-east`", "`eu-west`")),
        "docs",
        "The default region is now `eu-west`; `us-east` stays available.",
      ),
    ).toEqual([
      "guide.md: the instruction names `us-east`, which the page held and the change took out",
    ]);
  });
});

describe("remarks that something is still to come", () => {
  const option = "- **hash-files:** Defaults to `false` (a future release may turn it on).\n";

  it("names the remark kept where the instruction says it happened", () => {
    expect(
      findFutureRemarks(
        page(option, option.replace("`false`", "`true`")),
        "docs",
        "The hash-files option is now on by default.",
      ),
    ).toEqual([
      'guide.md: the rewritten line still says "a future release may", while the instruction says it has happened',
    ]);
  });

  it("leaves the line alone once the remark is gone, or when nothing has happened", () => {
    expect(
      findFutureRemarks(
        page(option, "- **hash-files:** Defaults to `true`.\n"),
        "docs",
        "The hash-files option is now on by default.",
      ),
    ).toEqual([]);
    expect(
      findFutureRemarks(
        page(option, option.replace("hash-files", "hash_files")),
        "docs",
        "Spell the option with an underscore.",
      ),
    ).toEqual([]);
  });
});

describe("words whose opposite the instruction uses", () => {
  const robots = "```txt\nUser-agent: *\n```\n";
  const instruction = "Put the file back: every user agent, and the whole site disallowed.";

  it("names the word without the prefix the instruction gives it", () => {
    expect(
      findOppositeWords(
        page(robots, "```txt\nUser-agent: *\nAllow: /\n```\n"),
        "docs",
        instruction,
      ),
    ).toEqual(['guide.md: the change writes "allow", the opposite of what the instruction says']);
  });

  it("leaves alone the word as the instruction gives it, and a prefixed word it denies", () => {
    expect(
      findOppositeWords(
        page(robots, "```txt\nUser-agent: *\nDisallow: /\n```\n"),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findOppositeWords(
        page("The spec.\n", "The spec is unfiltered.\n"),
        "docs",
        "The file is not filtered by groups.",
      ),
    ).toEqual([]);
  });
});

describe("a version pinned exactly where the instruction asks for a major one", () => {
  const docker = "```dockerfile\nFROM ghcr.io/pnpm/pnpm:latest\n```\n";
  const engines = '```json\n{ "version": ">=11.0.0" }\n```\n';
  const instruction = "The examples follow `latest`. Pin them to major 11.";

  it("names the exact version", () => {
    expect(
      findExactPins(page(docker, docker.replace(":latest", ":11.0.0")), "docs", instruction),
    ).toEqual([
      "guide.md: the change pins `11.0.0` exactly, and the instruction asks for major 11",
    ]);
  });

  it("leaves alone the major tag, a range's bound and a version the line held", () => {
    expect(
      findExactPins(page(docker, docker.replace(":latest", ":11")), "docs", instruction),
    ).toEqual([]);
    expect(
      findExactPins(
        page(engines, engines.replace('">=11.0.0"', '">=11.0.0 <12.0.0"')),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findExactPins(page(engines, engines.replace('">=11.0.0"', '"11.0.0"')), "docs", instruction),
    ).toEqual([]);
  });
});

describe("a count left one off a value the change replaced", () => {
  const retries =
    "# Retries\n\nBy default a job gets 3 attempts in all: the first run and up to two retries. Set it per job.\n";
  const instruction = "`retry.max_attempts` now defaults to 5 (it was 3). Update the docs.";

  it("names the retries left at two beside 5 attempts", () => {
    expect(
      findStrandedCounts(
        page(retries, retries.replace("3 attempts", "5 attempts")),
        "docs",
        instruction,
      ),
    ).toEqual([
      'guide.md: "By default a job gets 5 attempts in all: the first run and up to two retries." gives 5 where it said 3, and still says "two", one off 3: a count that went with it',
    ]);
  });

  it("leaves the sentence alone when the count moved with it, or the instruction gives no old value", () => {
    expect(
      findStrandedCounts(
        page(
          retries,
          retries.replace("3 attempts", "5 attempts").replace("two retries", "four retries"),
        ),
        "docs",
        instruction,
      ),
    ).toEqual([]);
    expect(
      findStrandedCounts(
        page(retries, retries.replace("3 attempts", "5 attempts")),
        "docs",
        "Jobs get 5 attempts by default now.",
      ),
    ).toEqual([]);
  });
});

describe("values slipped into a rewritten line, with durations written in another form", () => {
  it("takes a quoted duration and a duration in words as given by its short form", () => {
    const config =
      '# Config\n\n| `timeout` | duration | `"10s"` |\n\nRequests stop (10 seconds by default).\n';
    const after = config.replace('`"10s"`', '`"30s"`').replace("(10 seconds", "(30 seconds");
    expect(
      findSlippedValues(page(config, after), "docs", "The default timeout goes from 10s to 30s."),
    ).toEqual([]);
    expect(
      findSlippedValues(page(config, after), "docs", "The default timeout goes from 10s to 45s."),
    ).toEqual([
      'guide.md: the change writes `"30s"` into a line it rewrote, which neither held it nor the instruction gives',
      "guide.md: the change writes 30 into a line it rewrote, which neither held it nor the instruction gives",
    ]);
  });
});

describe("numbers and sizes in the form the instruction writes them otherwise", () => {
  it("takes a size the instruction gives spaced (`16 MiB`) as given when written `16MiB`", () => {
    const config = "# Config\n\nchunk_size: `8MiB` by default.\n";
    const instruction = "Double the default chunk size from 8 MiB to 16 MiB.";
    expect(
      findSlippedValues(page(config, config.replace("`8MiB`", "`16MiB`")), "docs", instruction),
    ).toEqual([]);
    expect(
      findSlippedValues(page(config, config.replace("`8MiB`", "`16MB`")), "docs", instruction),
    ).toHaveLength(1);
  });

  it("takes 5000 and 5 000 as the 5,000 the instruction gives, and not 6000", () => {
    const polish = "# Szybki start\n\nJedno żądanie przyjmuje do 1000 dokumentów.\n";
    const instruction =
      "Batch indexing now takes up to 5,000 documents per request (it was 1,000).";
    for (const written of ["5000", "5 000"])
      expect(
        findSlippedValues(page(polish, polish.replace("1000", written)), "docs", instruction),
      ).toEqual([]);
    expect(
      findSlippedValues(page(polish, polish.replace("1000", "6000")), "docs", instruction),
    ).toEqual([
      "guide.md: the change writes 6000 into a line it rewrote, which neither held it nor the instruction gives",
    ]);
  });
});
