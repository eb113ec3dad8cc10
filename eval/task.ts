import type { DoubleFile } from "#testkit/github/github-double.ts";
import type { ScriptedStep } from "#testkit/model/scripted-model.ts";
import type { Persistence } from "./persistent-model.ts";

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
  | "read many pages"
  | "ask, don't guess";

/** A text a file must or must not hold: a literal, or a pattern. */
export type TextMatch = string | RegExp;

/**
 * What a good result looks like, checked on the branch the run published (paths from the
 * repository root) by code that shares nothing with Inkwell's docs checker.
 */
export interface Golden {
  /** Exactly these files change (added, modified or deleted); every other file stays as it was. */
  changed?: string[];
  /** Every changed file is one of these (the human's files and an allowed set). */
  changedWithin?: string[];
  /** These files change, at least. */
  changedAtLeast?: string[];
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
  /** The pull request: opened ready, as a draft, or none at all (nothing to change, or a question). */
  pullRequest: "ready" | "draft" | "none";
  /** How the job ends: `completed` unless said (`needs_input`: the agent asks and waits). */
  status?: "completed" | "needs_input";
  /**
   * The first run asks a question matching this instead of changing anything (the instruction
   * leaves open which content or what value): the right behaviour is asking, not guessing.
   */
  asked?: TextMatch;
  /** The pull request's (or the job's) account says what was not done. */
  notDone?: boolean;
  /** The job's summary (the answer) must match each of these. */
  answer?: TextMatch[];
  /** Facts the pages must state, checked on what they mean, not how they are worded. */
  facts?: Fact[];
}

/**
 * A fact a page must state, read from the parsed page (tables, list items, sentences) with
 * formatting, case and spacing ignored, so any wording that states it passes.
 */
export type Fact =
  /** The table row whose first cell is `key` has `value` in the column headed `column` (else the second). */
  | { kind: "table-row"; path: string; key: string; column?: RegExp; value: TextMatch }
  /** The flag is documented with this default: in a table row (a "default" column) or a sentence. */
  | { kind: "flag-default"; path: string; flag: string; value: string }
  /**
   * A sentence (or list item, or table row) about `about` says `says`, and none about it says
   * `not`: catches a reversed statement or a swapped meaning however it is worded.
   */
  | { kind: "states"; path: string; about: RegExp; says: RegExp; not?: RegExp }
  /** The answer (the job's summary and the pull request) does not state this: no invented fact. */
  | { kind: "answer-not"; says: RegExp };

/** A run of a task: one model script per instruction (the first, then each follow-up). */
export interface TaskRun {
  name: string;
  scripts: ScriptedStep[][];
  /**
   * A wrong run's own way on after its finish is refused, per instruction (a bad fix, a reworded
   * claim), played before it persists.
   */
  afterRefusal?: ScriptedStep[][];
  /** How a wrong run persists after a refused finish; the suite gives every wrong run one. */
  persistence?: Persistence;
  /** The public thread where a reviewer pointed out this wrong run's mistake, if it has one. */
  reviewedIn?: string;
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
  /** Other good runs (the same change worded otherwise): must pass as the reference does. */
  variants?: TaskRun[];
  /**
   * Plausible bad runs, which the golden assertions must fail; what counts is how Inkwell
   * publishes them (a ready pull request with no warning is what reaches a reviewer unflagged).
   */
  wrong: TaskRun[];
}

/** One script for a single-instruction task. */
export function run(name: string, steps: ScriptedStep[]): TaskRun {
  return { name, scripts: [steps] };
}

/** The `ask` turn: the question, and the candidates the agent found. */
export function ask(question: string, choices: string[] = []): ScriptedStep {
  return { calls: [["ask", { question, ...(choices.length > 0 ? { choices } : {}) }]] };
}

/** A turn that makes these tool calls. */
export function call(...calls: [string, Record<string, unknown>][]): ScriptedStep {
  return { calls };
}

/** The `finish` turn. */
export function finish(
  summary: string,
  prTitle: string,
  extra: { notDone?: string[]; sources?: string[]; checksNote?: string } = {},
): ScriptedStep {
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

/** A wrong run that, after its finish is refused, goes on with these steps (then persists). */
export function thenAfterRefusal(taskRun: TaskRun, ...steps: ScriptedStep[]): TaskRun {
  return { ...taskRun, afterRefusal: [steps] };
}
