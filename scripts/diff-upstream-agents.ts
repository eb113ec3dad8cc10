import type { UpstreamAgents } from "../app/analytics/classify/ai-agent-list.ts";

export interface UpstreamDiff {
  added: string[];
  removed: string[];
  /** Entries whose function (and so perhaps their category) changed: `token: before -> after`. */
  refunctioned: string[];
}

/** What a refresh of the upstream list adds, removes and re-describes, by robots.txt token. */
export function diffUpstreamAgents(before: UpstreamAgents, after: UpstreamAgents): UpstreamDiff {
  const added = Object.keys(after).filter((key) => !(key in before));
  const removed = Object.keys(before).filter((key) => !(key in after));
  const refunctioned = Object.keys(after)
    .filter((key) => key in before && before[key]?.function !== after[key]?.function)
    .map((key) => `${key}: ${before[key]?.function ?? "-"} -> ${after[key]?.function ?? "-"}`);
  const byName = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" });
  return {
    added: added.sort(byName),
    removed: removed.sort(byName),
    refunctioned: refunctioned.sort(byName),
  };
}

/** The diff as lines for a maintainer to read. */
export function describeUpstreamDiff(diff: UpstreamDiff): string[] {
  if (diff.added.length + diff.removed.length + diff.refunctioned.length === 0) {
    return ["No agent added, removed or re-described upstream."];
  }
  return [
    ...diff.added.map((key) => `+ ${key}`),
    ...diff.removed.map((key) => `- ${key}`),
    ...diff.refunctioned.map((line) => `~ ${line}`),
  ];
}
