import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderProblems } from "../app/agent/review/render-checks.ts";
import { checkConfigChange } from "../app/agent/workspace/config-policy.ts";
import { redactSecrets } from "../app/agent/workspace/redact-secrets.ts";
import { compileGlob } from "../app/agent/workspace/safe-pattern.ts";
import { isSecretPath } from "../app/agent/workspace/secret-files.ts";
import { checkWritePolicy } from "../app/agent/workspace/write-policy.ts";
import { classifyUserAgent } from "../app/analytics/classify/classify-user-agent.ts";
import { isAutomatedClient } from "../app/analytics/classify/is-automated-client.ts";
import { referrerHostOf, utmSourceHostOf } from "../app/analytics/classify/referrer-host.ts";
import { createLogLineReader } from "../app/analytics/import/log-formats.ts";
import { parseAccessLogLine } from "../app/analytics/import/parse-access-log-line.ts";
import { parseNdjsonBatch } from "../app/analytics/ingest/ndjson-batch.ts";
import { normalizeViewPath } from "../app/analytics/normalize-view-path.ts";
import { parseInstant } from "../app/analytics/parse-instant.ts";
import { compileValeRule } from "../app/docs-check/style/vale-rule.ts";
import { gitignoreMatcher } from "../app/docs-site/gitignore-matcher.ts";
import { mayHoldPageCode } from "../app/docs-site/may-hold-page-code.ts";
import { memoryDocsTree } from "../app/docs-site/memory-docs-tree.ts";
import { readFrontMatter } from "../app/docs-site/read-front-matter.ts";
import { readMintlifySite } from "../app/docs-site/read-mintlify-site.ts";
import { readMkdocsSite } from "../app/docs-site/read-mkdocs-site.ts";
import { TreeView } from "../app/docs-site/tree-view.ts";
import { refuseDeepJson } from "../app/http/json-body.ts";

/**
 * Every pattern, glob and parse whose input comes from a repository, a maintainer or a caller and
 * runs on the main thread, swept with inputs built to make a backtracking matcher or a parser
 * stall. The ceiling is a safety line (the event loop must never wait a second), not a benchmark.
 */
const STALL_CEILING_MS = 1_000;

/**
 * How long a synchronous run holds the event loop, as the CPU time of this thread: the same on a
 * quiet machine, and not inflated by the other processes of a busy one, which wall time would
 * count. This thread's alone: the unit layer's files run as threads of one process, so the
 * process's CPU time would count the others. Wall time only where neither Node.js (22 and later)
 * nor the kernel (Linux) can tell.
 */
function blocksFor(run: () => unknown): number {
  const started = threadCpuMs();
  const startedAt = performance.now();
  try {
    run();
  } catch {
    // A refusal is an answer too: only the time spent matters here.
  }
  const ended = threadCpuMs();
  if (started === undefined || ended === undefined) return performance.now() - startedAt;
  return ended - started;
}

// In the Node.js 22 and 24 this project supports; the types installed here predate it.
const threadCpuUsage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.bind(
  process,
);

/** This thread's CPU time in milliseconds, or undefined where it cannot be read. */
function threadCpuMs(): number | undefined {
  if (threadCpuUsage) {
    const { user, system } = threadCpuUsage();
    return (user + system) / 1000;
  }
  // Node.js 20 on Linux: the kernel counts each thread's time in ticks of 1/100 s. After the
  // command's name come the state (field 3), …, utime (field 14) and stime (field 15).
  try {
    const stat = readFileSync("/proc/thread-self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
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

const NOW = new Date("2026-11-20T12:00:00Z");
const RENDER = { format: "docusaurus" as const, components: new Map(), githubAlerts: false };
// Built to make a backtracking matcher retry at every position: long runs of what a pattern's
// repeated group accepts, then a character that makes the whole match fail.
const longAgent = (unit: string) =>
  `${unit.repeat(Math.ceil(2_048 / unit.length))}`.slice(0, 2_048);
const hostileAgents = [
  `${"a".repeat(2_047)}!`,
  `Mozilla/5.0 (${"Linux ".repeat(340)}`,
  longAgent("1.1."),
  longAgent("bot "),
  longAgent("/v1.1"),
  longAgent("compatible; "),
  `Mozilla/5.0 (${"(".repeat(2_000)}`,
  longAgent("Process/tools "),
  longAgent("1024x768 "),
  longAgent("\\u00"),
];
// A batch holds at most 1,000 events; each agent is distinct, so no cached verdict helps.
const agentBatch = (salt: string) =>
  Array.from(
    { length: 1_000 },
    (_, i) => `${hostileAgents[i % hostileAgents.length]}`.slice(0, 2_040) + salt + i,
  );

const aliasBomb = (levels: number) => {
  let yaml = 'a0: &a0 ["x","x","x","x","x","x","x","x","x","x"]\n';
  for (let i = 1; i < levels; i++) {
    yaml += `a${i}: &a${i} [${Array(10)
      .fill(`*a${i - 1}`)
      .join(",")}]\n`;
  }
  return yaml;
};

hostile.push(
  // Page views: every event's user agent, path, referrer and timestamp come from the caller.
  [
    "a batch of user agents built to backtrack the bot pattern",
    () => agentBatch("a").map(isAutomatedClient),
  ],
  [
    "a batch of hostile user agents through the whole classifier",
    () =>
      agentBatch("b").map((userAgent) =>
        classifyUserAgent({ userAgent, accept: "text/markdown, ".repeat(60) }),
      ),
  ],
  [
    "a batch of hostile paths, referrers and timestamps",
    () =>
      Array.from({ length: 1_000 }, (_, i) => [
        normalizeViewPath(`/${"%2e%2e/".repeat(580)}${i}?utm_source=${"a.".repeat(500)}`),
        referrerHostOf(`https://${"a.".repeat(1_000)}${i}/`),
        utmSourceHostOf(`/p?${"utm_source=x&".repeat(300)}`),
        parseInstant(`2026-11-20T${"0".repeat(2_000)}${i}`),
      ]),
  ],
  // Access logs: each line's request, referrer and user agent are what a visitor sent.
  [
    "10,000 combined log lines built to backtrack the line pattern",
    () => {
      const quoted = `"${'\\"'.repeat(500)}${"x".repeat(500)}`;
      for (let i = 0; i < 10_000; i++) {
        parseAccessLogLine(
          `1.1.1.1 - - [20/Nov/2026:10:00:00 +0000] ${quoted} 200 1 ${quoted}" "${longAgent("bot ")}`,
          NOW,
        );
      }
    },
  ],
  [
    "Cloudflare and Vercel lines of deep and long JSON",
    () => {
      for (const format of ["cloudflare", "vercel"] as const) {
        const read = createLogLineReader(format, NOW);
        read(`${"[".repeat(400_000)}${"]".repeat(400_000)}`);
        read(
          `{"ClientRequestUserAgent": "${longAgent("bot ")}", "x": ${"[".repeat(10_000)}1${"]".repeat(10_000)}}`,
        );
      }
    },
  ],
  // The repository's files, read by the docs check and the agent's policies.
  [
    "an .gitignore of many stars against long paths",
    () => {
      const ignored = gitignoreMatcher(`${stars}\n${"**/".repeat(200)}x\n`);
      for (let i = 0; i < 100; i++) ignored(`${"a/".repeat(2_000)}${i}`);
    },
  ],
  [
    "a Vale rule with a catastrophic pattern over a long line",
    () => {
      const rule = compileValeRule(
        "Acme.Evil",
        "extends: existence\nmessage: '%s'\nnonword: true\nraw:\n  - '(a+)+$'\n  - '(x|x)*y'\n",
      );
      if ("find" in rule) rule.find(`${"a".repeat(200_000)}!${"x".repeat(200_000)}`);
    },
  ],
  [
    "a Vale rule that expands aliases without end",
    () => compileValeRule("Acme.Bomb", aliasBomb(9)),
  ],
  [
    "front matter that expands aliases without end",
    () => readFrontMatter(`---\n${aliasBomb(9)}---\n# Page\n`),
  ],
  [
    "a navigation file that expands aliases, and JSON nested deep",
    () => [
      checkConfigChange(
        "mkdocs.yml",
        "site_name: A\n",
        `site_name: A\nnav:\n  - x: y\n${aliasBomb(9)}`,
      ),
      checkConfigChange(
        "docs.json",
        "{}",
        `{"navigation": ${"[".repeat(100_000)}${"]".repeat(100_000)}}`,
      ),
      checkConfigChange("book.toml", "", `a = ${"[".repeat(100_000)}${"]".repeat(100_000)}`),
    ],
  ],
  // What the agent wrote, which a page in the repository can steer: four times the default
  // largest file, checked for how it renders (once a line per tag took seconds).
  [
    "a 1 MB page of 170,000 components",
    () => renderProblems("docs/a.mdx", "<A />\n".repeat(170_000), RENDER),
  ],
  [
    "a 1 MB component of 500,000 props",
    () => renderProblems("docs/a.mdx", `<A ${"b ".repeat(500_000)}/>\n`, RENDER),
  ],
  [
    "a 1 MB page of code fences",
    () => renderProblems("docs/a.mdx", "```\nx\n".repeat(100_000), RENDER),
  ],
  [
    "a YAML block that expands aliases",
    () => renderProblems("docs/a.mdx", `\`\`\`yaml\n${aliasBomb(9)}\`\`\`\n`, RENDER),
  ],
  [
    "a secret-file check of long names",
    () => {
      for (let i = 0; i < 1_000; i++)
        isSecretPath(`${".env.".repeat(400)}${i}/${"a".repeat(2_000)}`);
    },
  ],
);

/** Async work measured whole: no single stall of its event loop is longer than all of it. */
const hostileAsync: [string, () => Promise<unknown>][] = [
  [
    "a Mintlify redirect of many stars matched against moved pages",
    async () => {
      const redirects = Array.from({ length: 500 }, (_, i) => ({
        source: `/${"*".repeat(40)}X${i}`,
        destination: "/index",
      }));
      const view = new TreeView(
        memoryDocsTree({
          "docs.json": JSON.stringify({ navigation: { pages: ["index"] }, redirects }),
          "index.mdx": "# Home\n",
        }),
      );
      const site = await readMintlifySite(view, (path) => path, "docs.json");
      for (let i = 0; i < 200; i++) site.isRedirectedUrl(`/${"a/".repeat(500)}${i}`);
    },
  ],
  [
    "an mkdocs.yml that expands aliases without end",
    async () => {
      const view = new TreeView(
        memoryDocsTree({ "mkdocs.yml": `site_name: A\n${aliasBomb(9)}`, "docs/index.md": "# A\n" }),
      );
      await readMkdocsSite(view, (path) => path, "mkdocs.yml");
    },
  ],
];

describe("hostile input never stalls the main thread", () => {
  it.each(hostile)("%s", (_, run) => {
    expect(blocksFor(run)).toBeLessThan(STALL_CEILING_MS);
  });

  it.each(hostileAsync)("%s", async (_, run) => {
    const started = performance.now();
    await run().catch(() => undefined);
    expect(performance.now() - started).toBeLessThan(STALL_CEILING_MS);
  });
});
