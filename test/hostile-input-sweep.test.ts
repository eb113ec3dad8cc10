import { describe, expect, it } from "vitest";
import { redactSecrets } from "../app/agent/workspace/redact-secrets.ts";
import { compileGlob } from "../app/agent/workspace/safe-pattern.ts";
import { checkWritePolicy } from "../app/agent/workspace/write-policy.ts";
import { parseNdjsonBatch } from "../app/analytics/ingest/ndjson-batch.ts";
import { mayHoldPageCode } from "../app/docs-check/may-hold-page-code.ts";
import { refuseDeepJson } from "../app/http/json-body.ts";

/**
 * Every pattern, glob and parse whose input comes from a repository, a maintainer or a caller and
 * runs on the main thread, swept with inputs built to make a backtracking matcher or a parser
 * stall. The ceiling is a safety line (the event loop must never wait a second), not a benchmark.
 */
const STALL_CEILING_MS = 1_000;

function blocksFor(run: () => unknown): number {
  const started = performance.now();
  try {
    run();
  } catch {
    // A refusal is an answer too: only the time spent matters here.
  }
  return performance.now() - started;
}

const stars = `${"*a".repeat(60)}*b`;
const hostile: [string, () => unknown][] = [
  [
    "a deny glob of many stars against a long name",
    () => checkWritePolicy(`${"a".repeat(5_000)}.md`, "100644", { allow: [], deny: [stars] }),
  ],
  ["a glob of many stars", () => compileGlob(stars)(`${"a".repeat(5_000)}`)],
  [
    "secret shapes repeated without an end",
    () =>
      redactSecrets(
        `${"-----BEGIN RSA PRIVATE KEY-----".repeat(2_000)}${"ghp_".repeat(4_000)}${"eyJ".repeat(4_000)}`,
      ),
  ],
  ["addresses that almost hold a password", () => redactSecrets("https://u:".repeat(20_000))],
  [
    // Four times the default largest file the agent writes (INKWELL_AGENT_MAX_FILE_BYTES).
    "a 1 MB page read for code",
    () => mayHoldPageCode("java\t".repeat(200_000), { format: "markdown", docusaurus: false }),
  ],
  ["a 5 MB body nested without end", () => refuseDeepJson("[".repeat(5_000_000), "The body")],
  [
    "5 MB of NDJSON lines nested deep",
    () => parseNdjsonBatch(`${"[".repeat(40)}${"]".repeat(40)}\n`.repeat(60_000)),
  ],
];

describe("hostile input never stalls the main thread", () => {
  it.each(hostile)("%s", (_, run) => {
    expect(blocksFor(run)).toBeLessThan(STALL_CEILING_MS);
  });
});
