import { describe, expect, it } from "vitest";
import { AgentStatsPanel } from "../../app/dashboard/views/agent-stats-panel.tsx";
import type { AgentStats } from "../../shared/api/agent-stats-schemas.ts";

const stats: AgentStats = {
  projectId: "prj_1",
  dateFrom: "2026-10-28T10:00:00.000Z",
  dateTo: null,
  jobs: { active: 1, needs_input: 0, completed: 2, archived: 17, failed: 1, total: 21 },
  pullRequests: {
    closed: 17,
    mergedAsIs: 11,
    mergedAfterFollowUps: 3,
    mergedAfterHumanCommits: 2,
    closedUnmerged: 1,
  },
  mergedAsIsRate: 11 / 17,
  mergedRate: 16 / 17,
  medianTimeToMergeSeconds: 5400,
  tokens: { input: 1_234_567, cachedInput: 800_000, output: 45_678 },
  estimatedCostUsd: 2.5512,
};

const render = (value: AgentStats) => String(AgentStatsPanel({ stats: value, days: 30 }));

describe("the jobs page's quality panel", () => {
  it("shows the merged-as-is rate with its counts, the outcomes, the median time to merge, tokens and cost", () => {
    const html = render(stats);
    expect(html).toContain("Last 30 days");
    expect(html).toContain(
      "<strong>65%</strong> merged as is (11 of 17 closed pull requests); 94% merged in all (16",
    );
    expect(html).toMatch(/Merged after follow-ups<\/th><td>3</);
    expect(html).toMatch(
      /Merged after others&#39;? ?commits<\/th><td>2<|Merged after others' commits<\/th><td>2</,
    );
    expect(html).toMatch(/Closed unmerged<\/th><td>1</);
    expect(html).toContain("1.5 h");
    expect(html).toContain("1,234,567");
    expect(html).toContain("$2.55");
  });

  it("says when nothing closed yet, and how to get a cost when no price is set", () => {
    const html = render({
      ...stats,
      pullRequests: {
        closed: 0,
        mergedAsIs: 0,
        mergedAfterFollowUps: 0,
        mergedAfterHumanCommits: 0,
        closedUnmerged: 0,
      },
      mergedAsIsRate: null,
      mergedRate: null,
      medianTimeToMergeSeconds: null,
      estimatedCostUsd: null,
    });
    expect(html).toContain(
      "No pull request Inkwell opened has been merged or closed in this period yet.",
    );
    expect(html).toContain("set INKWELL_MODEL_PRICE on the server to estimate it");
    expect(html).not.toContain("merged as is (");
  });
});
