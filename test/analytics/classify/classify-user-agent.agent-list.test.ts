import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildAiAgentList,
  type LocalAgentData,
  normalizeToken,
  type UpstreamAgents,
} from "../../../app/analytics/classify/ai-agent-list.ts";

const read = (name: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../app/analytics/classify/ai-agents/${name}`, import.meta.url),
      "utf8",
    ),
  );

const local: LocalAgentData = {
  defaultCategory: "training",
  functions: { "AI Assistants": "assistant", "AI Search Crawlers": "search" },
  upstream: {
    SearchEngineBot: { exclude: "a search engine" },
    "Example-Alias": { sameAs: "Example-User" },
    "Example-User": { operator: "Example Inc" },
  },
  additions: [
    {
      name: "New-Agent",
      category: "search",
      operator: "New Co",
      source: "https://new.example/bot",
    },
  ],
};

const upstream: UpstreamAgents = {
  "Example-User": { operator: "Unclear at this time.", function: "AI Assistants" },
  "Example-User/1.0": {
    operator: "[Example](https://example.com/bots)",
    function: "AI Assistants",
  },
  "Example-Alias": { operator: "Example", function: "Undocumented AI Agents" },
  SearchEngineBot: { operator: "[Search](https://search.example)", function: "AI Search Crawlers" },
  MysteryBot: { operator: "[Mystery](https://mystery.example)", function: "Unclear at this time." },
};

describe("buildAiAgentList", () => {
  it("merges versioned tokens and declared aliases into one agent", () => {
    const { agents } = buildAiAgentList(upstream, local);
    const example = agents.find((agent) => agent.tokens.includes("example-user"));
    expect(example).toMatchObject({
      name: "Example-User/1.0",
      operator: "Example Inc",
      category: "assistant",
      source: "https://example.com/bots",
    });
    expect(example?.tokens.sort()).toEqual(["example-alias", "example-user"]);
  });

  it("leaves out excluded entries and gives unclear functions the default category", () => {
    const { agents, defaulted } = buildAiAgentList(upstream, local);
    expect(agents.some((agent) => agent.tokens.includes("searchenginebot"))).toBe(false);
    expect(agents.find((agent) => agent.name === "MysteryBot")?.category).toBe("training");
    expect(defaulted).toEqual(["MysteryBot"]);
  });

  it("keeps Inkwell's addition when upstream starts listing the same agent", () => {
    const { agents } = buildAiAgentList(
      { ...upstream, "New-Agent": { operator: "Someone", function: "AI Assistants" } },
      local,
    );
    const matches = agents.filter((agent) => agent.tokens.includes("new-agent"));
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ category: "search", operator: "New Co" });
  });

  it("reports overrides of entries upstream no longer has, and agents without an operator", () => {
    const { problems } = buildAiAgentList(
      { Nameless: { operator: "Unclear at this time.", function: "AI Assistants" } },
      { ...local, additions: [] },
    );
    expect(problems.map((p) => p.agent).sort()).toEqual([
      "Example-Alias",
      "Example-User",
      "Nameless",
      "SearchEngineBot",
    ]);
  });

  it("builds Inkwell's list from the stored files without a problem", () => {
    const list = buildAiAgentList(read("robots.json"), read("inkwell-agents.json"));
    expect(list.problems).toEqual([]);
    expect(list.agents.length).toBeGreaterThan(150);
    // Upstream entries whose function says nothing clear, documented in the README as defaulted.
    expect(list.defaulted.length).toBeLessThan(15);
  });
});

describe("normalizeToken", () => {
  it("drops versions and case", () => {
    expect(normalizeToken("MistralAI-User/1.0")).toBe("mistralai-user");
    expect(normalizeToken("Brightbot 1.0")).toBe("brightbot");
    expect(normalizeToken("Kangaroo Bot")).toBe("kangaroo bot");
  });
});
