import { describe, expect, it } from "vitest";
import { labelled, ViewsChart } from "../../app/dashboard/views/views-chart.tsx";

function days(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    start: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
    human: index,
    ai: 1,
    total: index + 1,
    crawler: 0,
  }));
}

/** The texts under the bars, one slot per bar. */
function xLabels(count: number): string[] {
  const html = String(ViewsChart({ points: days(count), interval: "day", timeZone: "UTC" }));
  const axis = /<div class="chart-x"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  return [...axis.matchAll(/<span>([^<]*)<\/span>/g)].map((match) => match[1] ?? "");
}

describe("the views chart's axis", () => {
  it("labels a month's days weekly, each label under its own bar, not only the first and last", () => {
    const labels = xLabels(30);
    expect(labels).toHaveLength(30);
    const shown = labels.flatMap((label, index) => (label ? [index] : []));
    expect(shown).toEqual([0, 7, 14, 21, 28]);
  });

  it("labels every day of a week, and at most seven of any range", () => {
    expect(xLabels(7).every((label) => label !== "")).toBe(true);
    for (const count of [1, 2, 14, 31, 90, 365]) {
      const shown = Array.from({ length: count }, (_, index) => labelled(index, count));
      expect(shown.filter(Boolean).length, String(count)).toBeLessThanOrEqual(7);
      expect(shown[0]).toBe(true);
      if (count > 1) expect(shown.filter(Boolean).length).toBeGreaterThan(1);
    }
  });
});
