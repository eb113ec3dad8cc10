import type { StyleFinding } from "../../docs-check/style/check-page-style.ts";
import type { DocsFinding } from "../../docs-site/docs-finding.ts";
import { type RunFailure, ToolRefusal } from "../agent-errors.ts";
import { type FileChange, readFileChanges } from "../review/change-diff.ts";
import { findCodeSampleChanges, renderCodeSampleChanges } from "../review/code-samples.ts";
import { findEditNotes, renderEditNotes } from "../review/edit-notes.ts";
import { findInstructionValueFindings } from "../review/instruction-values.ts";
import { findLabelMismatches, renderLabelMismatches } from "../review/labels-and-targets.ts";
import {
  findLinkFormChanges,
  findUnlinkedTitlesInTree,
  renderLinkForms,
} from "../review/link-forms.ts";
import { findLinkLosses, renderLinkLosses } from "../review/link-losses.ts";
import {
  findSharedBeyondNamedPages,
  findUnchangedNamedFields,
  findUnchangedNamedPages,
  renderUnchangedNamedPages,
} from "../review/named-pages.ts";
import {
  findNavigationPlacements,
  renderNavigationPlacements,
} from "../review/navigation-placement.ts";
import { findOffTargetEdits } from "../review/off-target.ts";
import { findLostFacts, measureProportion, renderProportion } from "../review/proportion.ts";
import {
  findDuplicatedSectionsInTree,
  findRepeatedText,
  renderRepeatedText,
} from "../review/repeated-text.ts";
import type { RefusedAction } from "../review/reviewer-notes.ts";
import { renderSelfReview } from "../review/self-review.ts";
import { findSharedContent, renderSharedContent, snippetsShown } from "../review/shared-content.ts";
import { findSourceDefaultMismatches } from "../review/source-defaults.ts";
import { findStaleValues, renderStaleValues } from "../review/stale-values.ts";
import { findSwappedFacts, renderSwappedFacts } from "../review/swapped-facts.ts";
import { unsupportedClaims } from "../review/title-claims.ts";
import {
  findLanguageMismatches,
  findTranslatedCodeKeys,
  renderLanguageMismatches,
} from "../review/translations.ts";
import { findUnreadSources, renderUnreadSources } from "../review/unread-sources.ts";
import { renderUnwrittenValues } from "../review/unwritten-values.ts";
import { findChangedForms, renderChangedForms } from "../review/written-forms.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { countOf, type RunChecks } from "./run-checks.ts";
import type { AgentQuestion, FinishReport } from "./tools/finishing-tools.ts";

export type StopReason = "step-limit" | "token-limit" | "repeated-failure" | "no-tool-call";

/** How the loop ended: a `finish` the tools accepted, a question asked instead, or a stop before one. */
export type RunEnding =
  | { kind: "finished"; report: FinishReport }
  | { kind: "asked"; question: AgentQuestion }
  | { kind: "stopped"; reason: StopReason; message: string };

/** What the loop does after a model call: call the model again, ask it once to go on, or end. */
export type NextMove = "continue" | "nudge" | "end";

/** What the model reads after its first turn without a tool call (text alone). */
export const GO_ON_OR_FINISH =
  "You answered without calling a tool, so nothing happened and the run is not finished. If the work is done, call finish with a summary and a pull request title; otherwise go on with the tools.";

/** What a repeated failing call is told the second time, by tool. */
const repeatGuidance: Record<string, string> = {
  replace_in_file:
    "Read the file (or the lines around the place) with read_file and copy oldText from what it shows now; if the change is already there, go on to the next one.",
  insert_text:
    "Read the file's outline with read_file (no range) and give a heading exactly as it appears, or a line number within the file.",
  write_file:
    "Read the file first if it exists, write its complete text without placeholders, and check that the path is one you may change.",
  read_file:
    "Find the right path with list_files or search_text; paths are relative to the docs root.",
  move_file: "Check both paths with list_files: the source must exist and the target must not.",
  delete_file: "Check the path with list_files.",
  finish:
    "Fix the problems listed with the tools, or give checksNote saying why they stay; if the refusal is about what the title or summary claims, reword them to say exactly what the files show (a retitled page is not a moved file) or make that change; check that every field is valid.",
};

/** Refused actions kept for the reviewer, at most: a run that keeps trying is named by its first ones. */
const MAX_REFUSED_ACTIONS = 30;

/**
 * How one run of the tool-calling loop ends, and nothing else: the finish gate and the stop
 * rules. Only a `finish` it accepts completes a run. When the run changed files (and `tree` is
 * given), a `finish` whose title or summary claims what the files changed do not hold (a
 * changelog entry, a new page, a redirect, a deletion or a move) is refused with the reason,
 * every time; the first `finish` gets the self-review as its result (the whole diff, and the
 * request to check each item of the instruction and list what is not done), unless it comes at
 * the last step; the next one is accepted. A `finish` while the docs check reports problems the
 * change introduced is refused once with the list (the self-review, when due, comes in the same
 * result), and a later one is accepted only with `checksNote` saying why they stay. The run stops (its edits kept, published as a
 * draft) at the step limit, at a second turn without a tool call, or at the third identical
 * refused call; a tool's `RunFailure` (a limit) ends it as a failure.
 */
export class LoopEnding {
  private finish: FinishReport | undefined;
  private question: AgentQuestion | undefined;
  private finishFindings: DocsFinding[] | undefined;
  private finishWarnings: StyleFinding[] | undefined;
  private failure: RunFailure | undefined;
  private stop: { reason: StopReason; message: string } | undefined;
  private refusedForFindings = false;
  private reviewShown = false;
  /** Steps left, the current one included, as the loop last said. */
  private stepsLeft = Number.POSITIVE_INFINITY;
  private nudged = false;
  /** Calls refused by rule (the write policy, the docs root) and calls to unknown tools. */
  readonly refusedActions: RefusedAction[] = [];
  /** Refused calls by tool and input. */
  private readonly refusals = new Map<string, number>();
  /** The last `finish` the model called, accepted or refused: what it said of its work. */
  lastReport: FinishReport | undefined;

  constructor(
    private readonly options: {
      maxSteps: number;
      checks?: RunChecks | undefined;
      /** The tree the run edits: with it, finish checks its claims and asks for a self-review. */
      tree?: WorkingTree | undefined;
    },
  ) {}

  /** Before each step: how many steps are left, this one included. */
  noteStepsLeft(left: number): void {
    this.stepsLeft = left;
  }

  /** A call refused by rule, or to a tool that does not exist: listed for the reviewer. */
  noteRefusedAction(action: RefusedAction): void {
    const known = this.refusedActions.some(
      (other) => other.tool === action.tool && other.target === action.target,
    );
    if (!known && this.refusedActions.length < MAX_REFUSED_ACTIONS)
      this.refusedActions.push(action);
  }

  /**
   * The finish gate: the tool's result when the report is accepted, or the self-review (the run
   * goes on); throws `ToolRefusal` when refused.
   */
  async acceptFinish(report: FinishReport): Promise<string> {
    this.lastReport = report;
    const { checks, tree } = this.options;
    // Like the docs check, the review goes on without what it cannot read.
    const changes =
      tree && tree.changedPaths().length > 0
        ? await readFileChanges(tree).catch(() => undefined)
        : undefined;
    const claims = changes ? unsupportedClaims(report, changes) : [];
    const outcome = checks ? await checks.openOutcome() : undefined;
    const findings = outcome?.findings;
    const review =
      tree && changes && !this.reviewShown && this.stepsLeft > 1
        ? renderSelfReview(changes, tree.docsRoot, await this.glance(tree, changes))
        : undefined;
    const problems: string[] = [];
    if (checks && findings && findings.length > 0) {
      const list = checks.list(findings);
      if (!this.refusedForFindings) {
        this.refusedForFindings = true;
        problems.push(
          `not finished: the docs check found ${countOf(findings)} your changes introduced:\n${list}\nFix them and call finish again. If one should stay as it is, call finish again with checksNote saying why; the pull request is then opened as a draft.`,
        );
      } else if (!report.checksNote) {
        problems.push(
          `not finished: ${countOf(findings)} the docs check reports remain:\n${list}\nFix them, or call finish with checksNote saying why they stay.`,
        );
      }
    }
    if (claims.length > 0) {
      problems.push(
        `not finished: the pull request's title or summary says what the change does not hold:\n${claims.map((claim) => `- ${claim}`).join("\n")}\nMake the title and summary say what the change does, or make the change.`,
      );
    }
    if (review) this.reviewShown = true;
    if (problems.length > 0) {
      throw new ToolRefusal([...problems, ...(review ? [review] : [])].join("\n\n"));
    }
    if (review) return review;
    this.finish = report;
    this.finishFindings = findings;
    this.finishWarnings = outcome?.warnings;
    const warned =
      outcome && outcome.warnings.length > 0
        ? ` The pull request lists ${outcome.warnings.length === 1 ? "1 style warning" : `${outcome.warnings.length} style warnings`} for the reviewer.`
        : "";
    return findings && findings.length > 0
      ? `Finished, with ${countOf(findings)} left for the reviewer: the pull request is a draft.${warned}`
      : `Finished.${warned}`;
  }

  /**
   * What the self-review adds to the diff, found without a model: the values the change replaced
   * that other places still hold, a change far larger than asked and the facts it loses, the
   * pages that show an edited snippet, and labels or link texts that miss what they point at. A
   * check that fails adds nothing.
   */
  private async glance(tree: WorkingTree, changes: readonly FileChange[]): Promise<string[]> {
    const instruction = tree.instructionText;
    const stale = await findStaleValues(tree, changes, instruction).catch(() => []);
    const proportion = measureProportion(changes, instruction, tree.docsRoot);
    const lost = findLostFacts(changes, instruction, tree.docsRoot);
    const shared = await findSharedContent(tree, changes).catch(() => []);
    const labels = await findLabelMismatches(tree, changes).catch(() => []);
    const losses = findLinkLosses(changes, tree.docsRoot, instruction);
    const offTarget = [
      ...findOffTargetEdits(changes, tree.docsRoot, instruction),
      ...findSharedBeyondNamedPages(tree, changes, shared, instruction),
    ];
    const unwritten = await findInstructionValueFindings(tree, changes, instruction);
    const linkForms = [
      ...(await findLinkFormChanges(tree, changes).catch(() => [])),
      ...(await findUnlinkedTitlesInTree(tree, changes).catch(() => [])),
    ];
    const codeSamples = findCodeSampleChanges(changes, tree.docsRoot, instruction);
    const namedPages = [
      ...(await findUnchangedNamedPages(tree, changes, instruction).catch(() => [])),
      ...findUnchangedNamedFields(changes, tree.docsRoot, instruction),
    ];
    const languages = [
      ...findLanguageMismatches(changes, tree.docsRoot, instruction),
      ...(await findTranslatedCodeKeys(tree, changes).catch(() => [])),
    ];
    const unreadSources = [
      ...(await findUnreadSources(tree, changes).catch(() => [])),
      ...(await findSourceDefaultMismatches(tree, changes).catch(() => [])),
    ];
    const repeated = [
      ...findRepeatedText(changes, tree.docsRoot),
      ...(await findDuplicatedSectionsInTree(tree, changes).catch(() => [])),
    ];
    const editNotes = findEditNotes(changes, tree.docsRoot);
    const statements = findSwappedFacts(
      changes,
      tree.docsRoot,
      instruction,
      await snippetsShown(tree, changes, "before").catch(() => new Map()),
    );
    const forms = findChangedForms(changes, tree.docsRoot, instruction);
    const navigation = await findNavigationPlacements(tree, changes, instruction).catch(() => []);
    return [
      renderStaleValues(stale),
      renderProportion(proportion, lost),
      renderSharedContent(shared),
      renderLabelMismatches(labels),
      renderLinkLosses(losses),
      offTarget.length > 0
        ? `These edits land beside what the instruction names. Check that you changed the row, section or field it asks for, put what it adds where it says, and kept it out of the sections it rules out (the pull request lists those left for the reviewer):\n${offTarget.map((item) => `- ${item}`).join("\n")}`
        : "",
      renderUnwrittenValues(unwritten),
      renderLinkForms(linkForms),
      renderNavigationPlacements(navigation),
      renderCodeSampleChanges(codeSamples),
      renderUnchangedNamedPages(namedPages),
      renderLanguageMismatches(languages),
      renderUnreadSources(unreadSources),
      renderRepeatedText(repeated),
      renderEditNotes(editNotes),
      renderSwappedFacts(statements),
      renderChangedForms(forms),
    ];
  }

  /**
   * The question gate: a run may ask only while it has changed nothing, so that a question never
   * leaves half a change behind (nothing is published, and the answer starts from the same
   * commit). Throws `ToolRefusal` once the run changed a file, or after it finished.
   */
  acceptQuestion(question: AgentQuestion): string {
    if (this.finish) throw new ToolRefusal("not asked: the run already finished.");
    const changed = this.options.tree?.changedPaths() ?? [];
    if (changed.length > 0) {
      const shown = changed.slice(0, 5).join(", ");
      const more = changed.length > 5 ? ` and ${changed.length - 5} more` : "";
      throw new ToolRefusal(
        `not asked: this run has already changed ${shown}${more}, and a question ends a run with nothing changed. Ask before you edit. Now finish: say in notDone what the instruction leaves open and what you assumed (the pull request is then a draft for the reviewer to decide).`,
      );
    }
    this.question = question;
    return "Asked. The run ends here with nothing changed; the job waits for the answer, which comes back to you as the next instruction.";
  }

  /** A tool hit a limit: the run fails with the first such error once its step ends. */
  fail(error: RunFailure): void {
    this.failure ??= error;
  }

  /**
   * Counts a refused call by its tool and input. The second identical one gets advice to add to
   * its refusal (returned); the third stops the run, described by `message`.
   */
  noteRefusal(toolName: string, input: unknown, message: string): string | undefined {
    const key = `${toolName} ${JSON.stringify(input)}`;
    const times = (this.refusals.get(key) ?? 0) + 1;
    this.refusals.set(key, times);
    if (times >= 3) {
      this.stop ??= {
        reason: "repeated-failure",
        message: `The agent made the same failing ${toolName} call three times (${message}).`,
      };
    }
    if (times !== 2) return undefined;
    return `You made this same call before and it failed the same way. ${repeatGuidance[toolName] ?? "Change the input or take another way."} A third identical call stops the run.`;
  }

  /**
   * After a step: stops the run once it has spent its token budget (input, cached input
   * included, and output), as the step limit does: the edits so far are kept, as a draft.
   */
  noteTokens(spent: number, maxRunTokens: number | undefined): void {
    if (maxRunTokens === undefined || spent < maxRunTokens || this.finish) return;
    this.stop ??= {
      reason: "token-limit",
      message: `The agent spent ${spent.toLocaleString("en-US")} tokens, over the limit of ${maxRunTokens.toLocaleString("en-US")} per run (INKWELL_MAX_RUN_TOKENS), without finishing; give a narrower instruction or raise the limit.`,
    };
  }

  /** Whether no further step may start: finished, failed or stopped. */
  isOver(): boolean {
    return (
      this.finish !== undefined ||
      this.question !== undefined ||
      this.failure !== undefined ||
      this.stop !== undefined
    );
  }

  /**
   * After a model call returned: throws the tool's `RunFailure` if one ended it; otherwise ends
   * on a finish or a stop, at the step limit, or at a second turn without a tool call.
   */
  afterModelCall(stepsDone: number, calledTool: boolean): NextMove {
    if (this.failure) throw this.failure;
    if (this.finish || this.question || this.stop) return "end";
    if (stepsDone >= this.options.maxSteps) {
      this.stop = {
        reason: "step-limit",
        message: `The agent used all ${this.options.maxSteps} steps, the limit per run (INKWELL_AGENT_MAX_STEPS), without finishing; give a narrower instruction or raise the limit.`,
      };
      return "end";
    }
    if (calledTool) return "continue";
    if (this.nudged) {
      this.stop = {
        reason: "no-tool-call",
        message: "The agent stopped calling tools before it finished, though asked to go on.",
      };
      return "end";
    }
    this.nudged = true;
    return "nudge";
  }

  /** How the run ended; only once `afterModelCall` said "end". */
  ending(): RunEnding {
    if (this.finish) return { kind: "finished", report: this.finish };
    if (this.question) return { kind: "asked", question: this.question };
    if (!this.stop) throw new Error("the loop has not ended");
    return { kind: "stopped", ...this.stop };
  }

  /**
   * The docs check's findings on the whole change at the end: those the accepted `finish` saw, or
   * a fresh check when the run stopped; undefined when the check did not run or could not.
   */
  async findings(): Promise<DocsFinding[] | undefined> {
    return (await this.outcome())?.findings;
  }

  /**
   * The findings and style warnings on the whole change at the end, as `findings` tells them;
   * undefined when the check did not run or could not.
   */
  async outcome(): Promise<{ findings: DocsFinding[]; warnings: StyleFinding[] } | undefined> {
    if (this.finish) {
      return this.finishFindings
        ? { findings: this.finishFindings, warnings: this.finishWarnings ?? [] }
        : undefined;
    }
    return this.options.checks?.openOutcome();
  }
}
