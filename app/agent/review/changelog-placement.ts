import type { DocsFinding } from "../../docs-site/docs-finding.ts";
import { changelogShape, isReleaseTitle, isUnreleasedTitle } from "../context/changelog-entries.ts";
import { type Heading, outlineHeadings } from "../context/heading-outline.ts";
import { diffLines } from "./line-diff.ts";

/** A file whose name says it is a changelog or release notes. */
export const changelogPath =
  /(^|\/)[^/]*(change[-_ ]?log|changes|release[-_ ]?notes?|releases?|history|news|whats?[-_]?new)[^/]*$/i;

/** How many releases make a file named as a changelog one by its headings too. */
const NAMED_CHANGELOG_MIN_ENTRIES = 2;

/**
 * Where a change writes in a changelog, judged against the file it started from: new work goes
 * under the section for what is not released yet (`Unreleased`) when the file has one, else under
 * the newest release; past releases stay as they were, and none is removed; the agent does not cut
 * a release (a new release heading while an `Unreleased` section is there). One finding per
 * section, at the first line the change wrote there. A file that is not a changelog by its
 * headings (five or more releases at one level, two when its name says changelog) gets none.
 */
export function changelogPlacementFindings(
  path: string,
  before: string,
  after: string,
): DocsFinding[] {
  // A file named as a changelog is one by two releases: a young project's has only a few.
  const shape = changelogShape(
    outlineHeadings(path, before),
    changelogPath.test(path) ? NAMED_CHANGELOG_MIN_ENTRIES : undefined,
  );
  if (!shape) return [];
  const marks = "#".repeat(shape.level);
  const afterHeadings = outlineHeadings(path, after).filter(
    (heading) => heading.level === shape.level,
  );
  const releasedBefore = new Set(shape.entries.map((entry) => entry.title));
  const unreleased = shape.others.find((heading) => isUnreleasedTitle(heading.title));
  const newest = shape.order === "oldest-first" ? shape.entries.at(-1) : shape.entries[0];
  const findings: DocsFinding[] = [];

  const kept = new Set(afterHeadings.map((heading) => heading.title));
  const removed = shape.entries.filter((entry) => !kept.has(entry.title));
  if (removed.length > 0) {
    const named = removed
      .slice(0, 3)
      .map((entry) => `"${marks} ${entry.title}"`)
      .join(", ");
    findings.push({
      path,
      line: 1,
      rule: "changelog-releases-removed",
      message: `The change removes ${removed.length === 1 ? "a past release" : `${removed.length} past releases`} from the changelog (${named}${removed.length > 3 ? ", …" : ""}): a changelog keeps every release. Put them back, or say in checksNote why they go.`,
    });
  }

  const flagged = new Set<string>();
  for (const { line, section } of addedLinesBySection(before, after, afterHeadings)) {
    if (!section || flagged.has(section.title)) continue;
    if (!isReleaseTitle(section.title)) continue;
    if (!releasedBefore.has(section.title)) {
      // A release heading the change wrote: a new release cut while `Unreleased` waits.
      if (!unreleased || line !== section.line) continue;
      flagged.add(section.title);
      findings.push({
        path,
        line,
        rule: "changelog-new-release",
        message: `The change adds the release "${marks} ${section.title}" while the changelog keeps "${marks} ${unreleased.title}" for work not released yet: put the entry under "${marks} ${unreleased.title}" (a release is cut by whoever releases), or say in checksNote why this release is added.`,
      });
      continue;
    }
    if (!unreleased && section.title === newest?.title) continue;
    flagged.add(section.title);
    const where = unreleased
      ? `under "${marks} ${unreleased.title}"`
      : `under the newest release, "${marks} ${newest?.title ?? ""}"`;
    findings.push({
      path,
      line,
      rule: "changelog-past-release",
      message: `The change writes into the past release "${marks} ${section.title}": new work goes ${where}. Move the entry there, or say in checksNote why this release's notes change.`,
    });
  }
  findings.push(...entryShapeFindings(path, before, after, shape.level, afterHeadings));
  return findings;
}

/** A line that stands in for entries (`- Nothing yet.`, `_No changes._`): it goes once one is in. */
const placeholderLine =
  /^\s*(?:[-*+]\s+)?[_*]*(?:nothing(?: yet| so far| to report)?|none(?: yet)?|no (?:notable |unreleased )?changes(?: yet)?|tbd|n\/a|coming soon)\.?[_*]*\s*$/i;

/**
 * Two shapes a reviewer sends back, one finding per section: an entry written beside the
 * placeholder that stood for "no entries yet", which now says the opposite of the entry; and an
 * entry written as a heading of its own in a changelog whose releases hold only list items.
 */
function entryShapeFindings(
  path: string,
  before: string,
  after: string,
  level: number,
  headings: readonly Heading[],
): DocsFinding[] {
  const findings: DocsFinding[] = [];
  const lines = after.split("\n");
  const beforeLevels = outlineHeadings(path, before).map((heading) => heading.level);
  const subHeadingsBefore = beforeLevels.some((found) => found > level);
  const placeholdersBefore = new Set(
    before
      .split("\n")
      .filter((line) => placeholderLine.test(line))
      .map((line) => line.trim()),
  );
  const seen = new Set<string>();
  for (const { line, section } of addedLinesBySection(before, after, headings)) {
    if (!section || seen.has(section.title)) continue;
    seen.add(section.title);
    const next = headings.find((heading) => heading.line > section.line)?.line ?? lines.length + 1;
    const body = lines.slice(section.line, next - 1);
    const kept = body.find(
      (text) => placeholderLine.test(text) && placeholdersBefore.has(text.trim()),
    );
    const entries = body.filter((text) => text.trim() !== "" && !placeholderLine.test(text));
    if (kept !== undefined && entries.length > 0) {
      findings.push({
        path,
        line: section.line + 1 + body.indexOf(kept),
        rule: "changelog-placeholder-kept",
        message: `The change adds an entry under "${"#".repeat(level)} ${section.title}" but keeps "${kept.trim()}", which says there is none: remove the placeholder, or say in checksNote why it stays.`,
      });
    }
    const heading = outlineHeadings(path, body.join("\n")).find((found) => found.level > level);
    if (!subHeadingsBefore && heading) {
      findings.push({
        path,
        line: Math.max(line, section.line + heading.line),
        rule: "changelog-entry-heading",
        message: `The change writes the entry under "${"#".repeat(level)} ${section.title}" as a heading of its own ("${"#".repeat(heading.level)} ${heading.title}"), while every entry of this changelog is a list item: write it as a list item, or say in checksNote why it is a section.`,
      });
    }
  }
  return findings;
}

/**
 * The placement findings of every changelog (by its file name) among `paths` that both sides
 * hold and the change altered, read through the two sides' readers.
 */
export async function changelogFindingsOf(
  paths: Iterable<string>,
  readBefore: (path: string) => Promise<string | undefined>,
  readAfter: (path: string) => Promise<string | undefined>,
): Promise<DocsFinding[]> {
  const findings: DocsFinding[] = [];
  for (const path of paths) {
    if (!changelogPath.test(path)) continue;
    const before = await readBefore(path);
    const after = before === undefined ? undefined : await readAfter(path);
    if (before === undefined || after === undefined || before === after) continue;
    findings.push(...changelogPlacementFindings(path, before, after));
  }
  return findings;
}

/**
 * The lines the new text adds, each with its 1-based line and the heading (at the changelog's
 * level) it falls under in the new text.
 */
function addedLinesBySection(
  before: string,
  after: string,
  headings: readonly Heading[],
): Array<{ line: number; section: Heading | undefined }> {
  const added: Array<{ line: number; section: Heading | undefined }> = [];
  let line = 0;
  let next = 0;
  let section: Heading | undefined;
  for (const diff of diffLines(before, after)) {
    if (diff.kind === "removed") continue;
    line++;
    while (next < headings.length && (headings[next] as Heading).line <= line) {
      section = headings[next];
      next++;
    }
    if (diff.kind === "added" && diff.text.trim() !== "") added.push({ line, section });
  }
  return added;
}
