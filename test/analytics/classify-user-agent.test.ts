import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aiUserAgents } from "../../app/analytics/ai-user-agents.ts";
import {
  classifyUserAgent,
  findAiUserAgent,
  prefersMarkdown,
} from "../../app/analytics/classify-user-agent.ts";

interface UserAgentCase {
  userAgent: string;
  expected: "human" | "bot" | "ai:assistant" | "ai:search" | "ai:training";
  path?: string;
  accept?: string;
}

const cases: UserAgentCase[] = JSON.parse(
  readFileSync(new URL("../fixtures/user-agents/user-agents.json", import.meta.url), "utf8"),
);

function verdictOf(c: UserAgentCase): string {
  const verdict = classifyUserAgent({
    userAgent: c.userAgent,
    markdownPath: c.path !== undefined && /\.mdx?$/.test(c.path),
    accept: c.accept,
  });
  return verdict.kind === "ai" ? `ai:${verdict.category}` : verdict.kind;
}

describe("classifyUserAgent", () => {
  it("has over a hundred real user agents to check against", () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
  });

  it.each(
    cases.map((c) => [`${c.userAgent || "(empty)"} ${c.path ?? ""} ${c.accept ?? ""}`, c] as const),
  )("classifies %s", (_name, c) => {
    expect(verdictOf(c)).toBe(c.expected);
  });

  it("names the operator and agent of an AI user agent", () => {
    expect(
      classifyUserAgent({
        userAgent:
          "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      }),
    ).toEqual({ kind: "ai", category: "training", operator: "OpenAI", agent: "GPTBot" });
  });

  it("matches AI tokens as whole words only", () => {
    expect(findAiUserAgent("NotGPTBot/1.0")).toBeUndefined();
    expect(findAiUserAgent("GPTBotanist/1.0")).toBeUndefined();
    expect(findAiUserAgent("Claude-User-Agent-Test")).toBeUndefined();
    expect(findAiUserAgent("x (compatible; gptbot/1.0)")?.token).toBe("GPTBot");
  });

  it("prefers the longer of two overlapping tokens", () => {
    expect(findAiUserAgent("omgilibot/0.3")?.token).toBe("omgilibot");
    expect(findAiUserAgent("cohere-training-data-crawler/1.0")?.token).toBe(
      "cohere-training-data-crawler",
    );
  });

  it("keeps every entry of the AI list unique, categorised and attributed", () => {
    const tokens = aiUserAgents.map((a) => a.token.toLowerCase());
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const agent of aiUserAgents) {
      expect(["assistant", "search", "training"]).toContain(agent.category);
      expect(agent.operator).not.toBe("");
    }
  });
});

describe("prefersMarkdown", () => {
  it("is true when text/markdown has the highest quality", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/html;q=0.5, text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html")).toBe(true);
  });

  it("is false for browsers' Accept headers and lower-ranked markdown", () => {
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(
      false,
    );
    expect(prefersMarkdown("text/html, text/markdown")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
  });
});
