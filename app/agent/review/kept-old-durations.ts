import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { diffLines, rewrittenLinePairs } from "./line-diff.ts";
import { durationsIn, swappedGivenDurations, writtenDurations } from "./written-durations.ts";

/** At most this many findings are named. */
const MAX_ITEMS = 6;

/**
 * Durations the instruction replaces that a page the change edited still holds: the change
 * replaced the duration on a line with another the instruction gives ("every 30 seconds, not 60":
 * the table's `60s` made `30s`) and left it, written the same way, elsewhere on the page (the
 * config sample below still sets `60s`). One sentence each.
 */
export function findKeptOldDurations(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const given = durationsIn(instruction);
  if (given.size < 2) return [];
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const lines = diffLines(change.before, change.after);
    const written = (kind: string) =>
      writtenDurations(
        lines
          .filter((line) => line.kind === kind)
          .map((line) => line.text)
          .join("\n"),
      ).filter((duration) => given.has(duration.ms));
    const added = written("added");
    for (const old of written("removed")) {
      if (!added.some((now) => now.ms !== old.ms)) continue;
      const same = (line: string) =>
        writtenDurations(line).some((duration) => duration.text === old.text);
      const count = (text: string) => text.split("\n").filter(same).length;
      // Where the change replaced it on lines keyed by a setting (a table row, `key: value`), a
      // line keyed by another setting holds that setting's value (the audit rotation's `24h`).
      const keys = lines
        .filter((line) => line.kind === "removed" && same(line.text))
        .map((line) => settingKeyOf(line.text));
      const otherSetting = (line: string) => {
        const key = settingKeyOf(line);
        return (
          keys.length > 0 &&
          keys.every((k) => k !== undefined) &&
          key !== undefined &&
          !keys.some((other) => sameSetting(other as string, key))
        );
      };
      const left = change.after.split("\n").findIndex((line) => same(line) && !otherSetting(line));
      if (left < 0 || count(change.after) >= count(change.before)) continue;
      found.push(
        `the instruction replaces ${old.text}, which ${toDocsRelative(docsRoot, change.path)}:${left + 1} still holds`,
      );
    }
    // A sample that counts in seconds swapped (`3600` made `86400`, told "24 hours, not 1 hour"):
    // the page changed the old duration there, so any place it still writes it is left behind.
    const swapped = rewrittenLinePairs(change.before, change.after).flatMap(([was, now]) =>
      swappedGivenDurations(instruction, was, now),
    );
    const afterLines = change.after.split("\n");
    for (const ms of new Set(swapped)) {
      const left = afterLines.findIndex((line) =>
        writtenDurations(line).some((duration) => duration.ms === ms),
      );
      if (left < 0) continue;
      const text = writtenDurations(afterLines[left] as string).find(
        (duration) => duration.ms === ms,
      )?.text;
      found.push(
        `the instruction replaces ${text}, which ${toDocsRelative(docsRoot, change.path)}:${left + 1} still holds`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/**
 * The setting a line gives a value to, by its key: a table row's first cell (`lease.default_ttl`),
 * a config line's key (`default_ttl: 24h`, `default_ttl = "24h"`); undefined for prose.
 */
function settingKeyOf(line: string): string | undefined {
  const row = /^\s*\|\s*([^|]+?)\s*\|/.exec(line);
  if (row) return (row[1] as string).replace(/[`*]/g, "").trim().toLowerCase();
  const config = /^\s*["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*\S/.exec(line);
  return config ? (config[1] as string).toLowerCase() : undefined;
}

/** Keys of one setting: `lease.default_ttl` in a table is `default_ttl:` under `lease:` in YAML. */
function sameSetting(a: string, b: string): boolean {
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}
