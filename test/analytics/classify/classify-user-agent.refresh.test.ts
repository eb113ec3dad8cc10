import { describe, expect, it } from "vitest";
import { describeUpstreamDiff, diffUpstreamAgents } from "../../../scripts/diff-upstream-agents.ts";

describe("diffUpstreamAgents", () => {
  const before = {
    GPTBot: { function: "Scrapes data to train OpenAI's products." },
    OldBot: { function: "AI Data Scrapers" },
    "Claude-User": { function: "Undocumented AI Agents" },
  };
  const after = {
    GPTBot: { function: "Scrapes data to train OpenAI's products." },
    "Claude-User": { function: "AI Assistants" },
    newBot: { function: "AI Search Crawlers" },
    AnotherBot: { function: "AI Agents" },
  };

  it("lists the agents added, removed and re-described upstream", () => {
    expect(diffUpstreamAgents(before, after)).toEqual({
      added: ["AnotherBot", "newBot"],
      removed: ["OldBot"],
      refunctioned: ["Claude-User: Undocumented AI Agents -> AI Assistants"],
    });
  });

  it("prints one line per change, or says nothing changed", () => {
    expect(describeUpstreamDiff(diffUpstreamAgents(before, after))).toEqual([
      "+ AnotherBot",
      "+ newBot",
      "- OldBot",
      "~ Claude-User: Undocumented AI Agents -> AI Assistants",
    ]);
    expect(describeUpstreamDiff(diffUpstreamAgents(after, after))).toEqual([
      "No agent added, removed or re-described upstream.",
    ]);
  });
});
