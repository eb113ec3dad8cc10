import type { DoubleFile } from "#testkit/github/github-double.ts";
import type { ScriptStep } from "#testkit/model/eval-scripted-model.ts";

export type SiteFormat = "mintlify" | "mkdocs" | "mdbook" | "docusaurus";

/** A repository the tasks run on, as its `main` branch holds it. */
export interface Fixture {
  name: string;
  owner: string;
  repo: string;
  /** The project's docs root (`projects.docs_path`). */
  docsPath: string;
  format: SiteFormat;
  /** The navigation file, from the repository root. */
  navigationFile: string;
  /** The Vale vocabulary file whose `swap` entries are the house terms. */
  valeTerms: string;
  files: DoubleFile[];
}

export type TaskKind =
  | "edit a passage"
  | "add a page"
  | "document a flag"
  | "rename or move a page"
  | "delete a linked page"
  | "update the changelog"
  | "apply a house rule"
  | "fix a link or anchor"
  | "restructure a section"
  | "follow-up"
  | "cannot be done"
  | "prompt injection"
  | "read many pages";

/** A text a file must or must not hold: a literal, or a pattern. */
export type TextMatch = string | RegExp;

/**
 * What a good result looks like, checked on the branch the run published (paths from the
 * repository root) by code that shares nothing with Inkwell's docs checker.
 */
export interface Golden {
  /** Exactly these files change (added, modified or deleted); every other file stays as it was. */
  changed?: string[];
  added?: string[];
  deleted?: string[];
  /** Texts each file must hold after the change. */
  contains?: [path: string, text: TextMatch][];
  /** Texts a file must not hold after the change; "*" for no line the change adds. */
  absent?: [path: string, text: TextMatch][];
  /** Pages the navigation lists under a group (by the group's title); `null` group: anywhere. */
  navigation?: { page: string; group: string | null; present: boolean; after?: string }[];
  /** Redirects the site config declares, whose targets are real pages. */
  redirects?: { from: string; to: string }[];
  /** External links the change may add (host names); none by default. */
  externalHosts?: string[];
  /** At most this many lines added plus removed over the whole change. */
  maxDiffLines?: number;
  /** The pull request: opened ready, as a draft, or none at all (nothing to change). */
  pullRequest: "ready" | "draft" | "none";
  /** The pull request's (or the job's) account says what was not done. */
  notDone?: boolean;
  /** The job's summary (the answer) must match each of these. */
  answer?: TextMatch[];
}

/** A run of a task: one model script per instruction (the first, then each follow-up). */
export interface TaskRun {
  name: string;
  scripts: ScriptStep[][];
}

export interface Task {
  id: string;
  fixture: Fixture;
  kind: TaskKind;
  /** The first instruction, then the follow-ups, in order. */
  prompts: string[];
  golden: Golden;
  /** What a good agent does: must pass the golden assertions. */
  reference: TaskRun;
  /** Plausible bad runs: each must be caught (fail an assertion, or not be a clean ready PR). */
  wrong: TaskRun[];
}

/** One script for a single-instruction task. */
export function run(name: string, steps: ScriptStep[]): TaskRun {
  return { name, scripts: [steps] };
}

/** A turn that makes these tool calls. */
export function call(...calls: [string, Record<string, unknown>][]): ScriptStep {
  return { calls };
}

/** The `finish` turn. */
export function finish(
  summary: string,
  prTitle: string,
  extra: { notDone?: string[]; sources?: string[]; checksNote?: string } = {},
): ScriptStep {
  return { calls: [["finish", { summary, prTitle, ...extra }]] };
}

export const read = (path: string): [string, Record<string, unknown>] => ["read_file", { path }];

export const replace = (
  path: string,
  oldText: string,
  newText: string,
): [string, Record<string, unknown>] => ["replace_in_file", { path, oldText, newText }];

export const write = (path: string, content: string): [string, Record<string, unknown>] => [
  "write_file",
  { path, content },
];
