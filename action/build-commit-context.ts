/** At most this many characters of run context are appended to the prompt (less if the prompt is long). */
export const COMMIT_CONTEXT_MAX_CHARS = 8_000;
const COMMIT_MESSAGE_MAX_CHARS = 1_000;
/** Each file's diff is cut at this many characters (at a line); the whole context stays within its bound. */
export const FILE_DIFF_MAX_CHARS = 1_500;

export interface ChangedFile {
  path: string;
  /** `added`, `modified`, `removed`, `renamed`, … as GitHub says it. */
  status: string;
  /** Lines added and removed, when GitHub said. */
  additions?: number | undefined;
  deletions?: number | undefined;
  /** The file's unified diff (hunks), when GitHub gave it (not for large or binary files). */
  patch?: string | undefined;
}

export interface RunEvent {
  eventName: string;
  /** The webhook payload of the triggering event (GITHUB_EVENT_PATH). */
  payload: Record<string, unknown>;
  repository: string;
  sha: string;
}

export interface CommitContextSources {
  /** Lists a pull request's files through the GitHub API; absent without a token. */
  listPullRequestFiles?: ((pullNumber: number) => Promise<ChangedFile[]>) | undefined;
  /** The files two commits differ by, with their diffs, through the GitHub API; absent without a token. */
  compareCommits?: ((base: string, head: string) => Promise<ChangedFile[]>) | undefined;
}

export interface CommitContext {
  /** The block to append to the prompt; empty when there is nothing to say. */
  text: string;
  /** Something the workflow author should know (shown as a warning), e.g. why files are missing. */
  notes: string[];
}

/**
 * Describes what triggered the run, for the agent: a push's commits, or a pull request's title
 * and description, then the changed files with their added and removed line counts, then their
 * diff (each file's cut at `FILE_DIFF_MAX_CHARS`). Never longer than `maxChars`: lines past the
 * bound are dropped and counted, the diff first, since it comes last.
 */
export async function buildCommitContext(
  event: RunEvent,
  sources: CommitContextSources,
  maxChars: number = COMMIT_CONTEXT_MAX_CHARS,
): Promise<CommitContext> {
  const notes: string[] = [];
  let lines: string[];
  const pullRequest = asRecord(event.payload.pull_request);
  if (Array.isArray(event.payload.commits)) {
    lines = await describePush(event, sources, notes);
  } else if (pullRequest) {
    lines = await describePullRequest(event, pullRequest, sources, notes);
  } else {
    notes.push(
      `context: commits has nothing to add for a ${event.eventName} event (it reads push and pull_request events)`,
    );
    return { text: "", notes };
  }
  return { text: boundLines(lines, maxChars), notes };
}

async function describePush(
  event: RunEvent,
  sources: CommitContextSources,
  notes: string[],
): Promise<string[]> {
  const payload = event.payload;
  const commits = (payload.commits as unknown[]).map(asRecord).filter((c) => c !== undefined);
  const ref = typeof payload.ref === "string" ? payload.ref.replace(/^refs\/heads\//, "") : "?";
  const lines = [
    `Context: this job was started by a push of ${commits.length} commit(s) to ${ref} in ${event.repository}.`,
  ];
  if (typeof payload.compare === "string") lines.push(`Compare: ${payload.compare}`);
  lines.push("", "Commits:");
  for (const commit of commits) {
    const sha = typeof commit.id === "string" ? commit.id.slice(0, 7) : "";
    const message = truncate(String(commit.message ?? "").trim(), COMMIT_MESSAGE_MAX_CHARS);
    const [subject = "", ...body] = message.split("\n");
    lines.push(`- ${sha} ${subject}`.trimEnd(), ...body.map((line) => `  ${line}`.trimEnd()));
  }
  const compared = await comparePush(payload, sources, notes);
  const files = compared ?? changedFilesOfPush(commits);
  lines.push("", "Changed files:");
  if (files.length === 0) lines.push("- (none listed in the push)");
  lines.push(...describeFiles(files));
  return lines;
}

const NO_COMMIT = /^0+$/;

/** The push's net change with its diff, from the API, when a token and both commits are known. */
async function comparePush(
  payload: Record<string, unknown>,
  sources: CommitContextSources,
  notes: string[],
): Promise<ChangedFile[] | undefined> {
  const { before, after } = payload;
  if (typeof before !== "string" || typeof after !== "string") return undefined;
  // A new branch (no commit before) or a deleted one (none after): the push lists its files.
  if (NO_COMMIT.test(before) || NO_COMMIT.test(after)) return undefined;
  if (!sources.compareCommits) {
    notes.push(
      "The push's diff needs a token: the github-token input is empty (leave it out to use the workflow's token); only file names are sent",
    );
    return undefined;
  }
  try {
    return await sources.compareCommits(before, after);
  } catch (error) {
    notes.push(
      `Could not read the push's diff: ${error instanceof Error ? error.message : String(error)}; only file names are sent`,
    );
    return undefined;
  }
}

/** Each file with its line counts, then the diff of those that have one. */
function describeFiles(files: ChangedFile[]): string[] {
  const lines = files.map((file) => {
    const counts =
      file.additions === undefined || file.deletions === undefined
        ? ""
        : ` (+${file.additions} -${file.deletions})`;
    return `- ${file.status}: ${file.path}${counts}`;
  });
  const diffs = files.filter((file) => file.patch);
  if (diffs.length === 0) return lines;
  lines.push("", `Diff (each file's cut at ${FILE_DIFF_MAX_CHARS} characters):`);
  for (const file of diffs) {
    lines.push(`--- ${file.path}`, ...cutPatch(file.patch ?? "").split("\n"));
  }
  return lines;
}

/** A patch cut at the last whole line within the bound, saying so. */
function cutPatch(patch: string): string {
  if (patch.length <= FILE_DIFF_MAX_CHARS) return patch;
  const cut = patch.slice(0, patch.lastIndexOf("\n", FILE_DIFF_MAX_CHARS));
  return `${cut}\n… (the rest of this file's diff left out)`;
}

/** The net change over all commits: a file added then modified is added; added then removed is gone. */
function changedFilesOfPush(commits: Record<string, unknown>[]): ChangedFile[] {
  const status = new Map<string, string>();
  for (const commit of commits) {
    for (const path of stringList(commit.added)) status.set(path, "added");
    for (const path of stringList(commit.modified)) {
      if (status.get(path) !== "added") status.set(path, "modified");
    }
    for (const path of stringList(commit.removed)) {
      if (status.get(path) === "added") status.delete(path);
      else status.set(path, "removed");
    }
  }
  return [...status].map(([path, s]) => ({ path, status: s }));
}

async function describePullRequest(
  event: RunEvent,
  pullRequest: Record<string, unknown>,
  sources: CommitContextSources,
  notes: string[],
): Promise<string[]> {
  const number = Number(pullRequest.number);
  const base = asRecord(pullRequest.base)?.ref;
  const head = asRecord(pullRequest.head)?.ref;
  const lines = [
    `Context: this job was started by pull request #${number} in ${event.repository}` +
      (typeof head === "string" && typeof base === "string" ? ` (${head} into ${base}).` : "."),
    `Title: ${String(pullRequest.title ?? "").trim()}`,
  ];
  const body = typeof pullRequest.body === "string" ? pullRequest.body.trim() : "";
  if (body) lines.push("", "Description:", ...body.split("\n"));
  lines.push("", "Changed files:");
  let files: ChangedFile[] | undefined;
  if (sources.listPullRequestFiles) {
    try {
      files = await sources.listPullRequestFiles(number);
    } catch (error) {
      notes.push(
        `Could not list the pull request's files: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } else {
    notes.push(
      "The pull request's file list needs a token: the github-token input is empty (leave it out to use the workflow's token)",
    );
  }
  if (files) {
    lines.push(...describeFiles(files));
  } else {
    const count = Number(pullRequest.changed_files);
    lines.push(
      Number.isFinite(count)
        ? `- ${count} file(s) changed (list not available)`
        : "- (not available)",
    );
  }
  return lines;
}

function boundLines(lines: string[], maxChars: number): string {
  const kept: string[] = [];
  let length = 0;
  for (const [index, line] of lines.entries()) {
    const marker = `… ${lines.length - index} more line(s) left out to stay within ${maxChars} characters`;
    const rest = lines.length - index - 1;
    // Keep room for the marker unless this is the last line.
    const room = maxChars - length - (rest > 0 ? marker.length + 1 : 0);
    if (line.length + 1 > room) {
      if (marker.length <= maxChars - length) kept.push(marker);
      break;
    }
    kept.push(line);
    length += line.length + 1;
  }
  return kept.join("\n");
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
