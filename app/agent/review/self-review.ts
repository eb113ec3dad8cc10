import { type FileChange, MAX_REVIEW_DIFF_CHARS, renderChangeDiff } from "./change-diff.ts";

/** How the self-review begins: the model (and a scripted one) knows it by this. */
export const SELF_REVIEW_INTRO = "Not finished yet: review your change against the instruction.";

/**
 * What the model reads at its first `finish` of a run that changed files: its whole diff
 * (bounded by `MAX_REVIEW_DIFF_CHARS`) and what to do with it: check every item of the
 * instruction against the diff and call finish again, listing under notDone what it does not do.
 * `findings` are what the harness found in the change at a glance (values still held elsewhere,
 * pages using an edited snippet …), each a paragraph shown after the request.
 */
export function renderSelfReview(
  changes: readonly FileChange[],
  docsRoot: string,
  findings: readonly string[] = [],
): string {
  const diff = renderChangeDiff(changes, docsRoot);
  const longest = Math.max(0, ...[...diff.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${SELF_REVIEW_INTRO} This is the whole diff of this run (at most ${MAX_REVIEW_DIFF_CHARS.toLocaleString("en-US")} characters are shown; files past that are named):

${fence}diff
${diff}
${fence}

Check each thing the instruction asks for against this diff, and that the diff holds nothing it did not ask for. Then call finish again with the summary and title corrected where they say more than the diff does, and list under notDone every part of the instruction the diff does not do, and why; the pull request is then opened as a draft. If something is missing that you can still do, do it first.${findings
    .filter((part) => part !== "")
    .map((part) => `\n\n${part}`)
    .join("")}`;
}
