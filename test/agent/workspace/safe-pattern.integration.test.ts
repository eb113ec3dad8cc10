import { describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { createAgentTools } from "../../../app/agent/model/agent-tools.ts";
import { compileGlob, compileSearchPattern } from "../../../app/agent/workspace/safe-pattern.ts";
import { WorkingTree } from "../../../app/agent/workspace/working-tree.ts";

describe("globs from the model", () => {
  it.each([
    ["**/*.md", "index.md", true],
    ["**/*.md", "guides/deep/install.md", true],
    ["**/*.md", "guides/install.mdx", false],
    ["guides/*.{md,mdx}", "guides/install.mdx", true],
    ["guides/*.{md,mdx}", "guides/deep/install.md", false],
    ["guides/**", "guides/a/b.md", true],
    ["guides/**", "guides", true],
    ["docs/**/api/*.mdx", "docs/api/users.mdx", true],
    ["docs/**/api/*.mdx", "docs/v2/api/users.mdx", true],
    ["[a-c]?.md", "b1.md", true],
    ["[!a-c]?.md", "b1.md", false],
    ["*.md", ".hidden.md", true],
    ["./guides/*.md", "guides/x.md", true],
    ["{a,{b,c}}.md", "c.md", true],
    ["weird(name).md", "weird(name).md", true],
    ["a\\*b.md", "a*b.md", true],
    ["a\\*b.md", "axb.md", false],
  ])("%s matches %s: %s", (glob, path, expected) => {
    expect(compileGlob(glob)(path)).toBe(expected);
  });

  it("refuses globs that are too long, too deep or have too many alternatives", () => {
    expect(() => compileGlob(`${"a".repeat(301)}`)).toThrow(/at most 300/);
    expect(() => compileGlob("{a,{b,{c,{d,{e,f}}}}}")).toThrow(/nested more than 4 deep/);
    expect(() =>
      compileGlob(`{${Array.from({ length: 70 }, (_, i) => `p${i}`).join(",")}}`),
    ).toThrow(/more than 64 brace alternatives/);
  });
});

describe("search patterns from the model", () => {
  it("takes JavaScript syntax and matches lines", () => {
    const matcher = compileSearchPattern("docs\\/(?<page>\\w+)\\.md", false);
    expect(matcher.lineMatches("see docs/install.md")).toBe(true);
    expect(compileSearchPattern("DEPLOY", true).lineMatches("How to deploy")).toBe(true);
  });

  it("refuses lookaround and backreferences with a message the model can act on", () => {
    expect(() => compileSearchPattern("foo(?=bar)", false)).toThrow(/linear-time matching \(RE2\)/);
    expect(() => compileSearchPattern("(a)\\1", false)).toThrow(/backreferences/);
    expect(() => compileSearchPattern("(unclosed", false)).toThrow(/invalid regular expression/);
  });

  it("answers a catastrophic pattern like any other", () => {
    const matcher = compileSearchPattern("^(a+)+$", false);
    const line = `${"a".repeat(5000)}!`;
    expect(matcher.fileMayMatch(line)).toBe(false);
    expect(matcher.lineMatches(line)).toBe(false);
    expect(matcher.lineMatches("aaaa")).toBe(true);
  });
});

// On the embedded database, so /healthz measures this process and not a shared PostgreSQL server.
describe("a pathological tool call on a running server", () => {
  const { server } = useTestServer("pglite");

  /** 3,000 pages of lines that make a backtracking engine explode, and very long 'a' file names. */
  function hostileTree() {
    const line = `${"a".repeat(32)}!`;
    const body = `${Array.from({ length: 40 }, () => line).join("\n")}\n`;
    const files = Array.from({ length: 3000 }, (_, index) =>
      fixtureFile(`docs/${"a".repeat(200)}${index}/${"a".repeat(200)}.md`, `${body}${index}\n`),
    );
    const bySha = new Map(files.map((file) => [file.sha, file.content ?? ""]));
    return new WorkingTree(
      files.map((file) => ({
        path: file.path,
        mode: "100644",
        type: "blob" as const,
        sha: file.sha,
        size: (file.content ?? "").length,
      })),
      {
        docsRoot: "docs",
        maxFileBytes: 100_000,
        maxFilesChanged: 10,
        loadBlob: async (sha) => Buffer.from(bySha.get(sha) ?? ""),
      },
    );
  }

  /** Calls /healthz every few milliseconds until stopped; each answer's time in ms. */
  function pollHealth() {
    const latencies: number[] = [];
    let running = true;
    const loop = (async () => {
      while (running) {
        const started = performance.now();
        const res = await server.request("/healthz");
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    return {
      latencies,
      stop: async () => {
        running = false;
        await loop;
      },
    };
  }

  it("keeps /healthz answering within 100 ms during a catastrophic regex search and a pathological glob", async () => {
    const tree = hostileTree();
    const tools = createAgentTools(tree, () => {});
    const call = (name: "search_text" | "list_files", input: Record<string, unknown>) =>
      (tools[name].execute as (input: unknown, options: unknown) => Promise<string>)(input, {
        toolCallId: "t",
        messages: [],
      });
    // Every page read once, so the measured calls are pure matching.
    await Promise.all(tree.listFiles().map((path) => tree.read(path)));
    // A first request warms the server up; only answers during the tool calls count.
    for (let i = 0; i < 3; i++) await (await server.request("/healthz")).arrayBuffer();
    const health = pollHealth();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const search = await call("search_text", { pattern: "^(a+)+$" });
    const glob = await call("list_files", { glob: `**/${"*a".repeat(14)}*b/*.md` });
    const found = await call("search_text", { pattern: "^(a+)+!$", glob: "**/*0/*.md" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await health.stop();

    expect(search).toBe("No matches.");
    expect(glob).toBe("No files match.");
    expect(found).toContain("… more matches");
    expect(health.latencies.length).toBeGreaterThan(3);
    // Answers come within 100 ms; on a machine shared with other work the scheduler may hold
    // the process back now and then, so the slowest tenth may be later, never by the minute a
    // backtracking match of these lines would take.
    const sorted = [...health.latencies].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9) - 1]).toBeLessThan(100);
    expect(sorted.at(-1)).toBeLessThan(1_000);
  }, 60_000);
});
