import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { AgentModel, Clock } from "../../app-context.ts";
import type { AgentLimits } from "../../config.ts";
import type {
  ChangedFile,
  Database,
  JobMessageRow,
  JobRow,
  ProjectRow,
  PublishedRun,
} from "../../db/schema.ts";
import type { GitHubRequestStats } from "../../github/github-request-policy.ts";
import { listJobMessages } from "../../jobs/job-run.repository.ts";
import { findProjectById } from "../../projects/project.repository.ts";
import { RunFailure } from "../agent-errors.ts";
import type { AgentRunResult, RunUsage } from "../model/run-agent.ts";
import { type RunCheckStats, RunChecks } from "../model/run-checks.ts";
import { readFileChanges } from "../review/change-diff.ts";
import { findCodeSampleChanges } from "../review/code-samples.ts";
import { findEditNotes } from "../review/edit-notes.ts";
import { findInstructionValueFindings } from "../review/instruction-values.ts";
import { findLabelMismatches } from "../review/labels-and-targets.ts";
import { findLinkFormChanges, findUnlinkedTitlesInTree } from "../review/link-forms.ts";
import { findLinkLosses } from "../review/link-losses.ts";
import {
  findSharedBeyondNamedPages,
  findUnchangedNamedFields,
  findUnchangedNamedPages,
} from "../review/named-pages.ts";
import { findNavigationPlacements } from "../review/navigation-placement.ts";
import { findOffTargetEdits } from "../review/off-target.ts";
import { findLostFacts, unexplainedLostFacts } from "../review/proportion.ts";
import { findDuplicatedSectionsInTree, findRepeatedText } from "../review/repeated-text.ts";
import { collectReviewerNotes } from "../review/reviewer-notes.ts";
import { findSharedContent, snippetsShown } from "../review/shared-content.ts";
import { findSourceDefaultMismatches } from "../review/source-defaults.ts";
import { findStaleValues, unexplainedStaleValues } from "../review/stale-values.ts";
import { findSupersededContent } from "../review/superseded-content.ts";
import { findSwappedFacts } from "../review/swapped-facts.ts";
import { findLanguageMismatches, findTranslatedCodeKeys } from "../review/translations.ts";
import { findUnreadSources } from "../review/unread-sources.ts";
import { findChangedForms } from "../review/written-forms.ts";
import type { SnapshotStats } from "../workspace/repository-snapshot.ts";
import { checkWholePullRequest } from "./check-whole-pull-request.ts";
import { heldForReview } from "./held-for-review.ts";
import { type InstallationClients, openRepository } from "./open-repository.ts";
import { pinWorkspace } from "./pin-workspace.ts";
import {
  finishPublication,
  type JobRunOutcome,
  leftDraft,
  publishNewCommit,
} from "./publish-run.ts";
import { readEarlierPages } from "./read-earlier-pages.ts";
import { readFollowUpContext } from "./read-follow-up-context.ts";
import { runAgentOnWorkspace } from "./run-agent-on-workspace.ts";
import type { RunTranscript } from "./run-transcript.ts";

export type { JobRunOutcome };

export interface JobRunDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  model: AgentModel;
  github: InstallationClients;
  findInstallationId: (project: ProjectRow) => Promise<number | null>;
  limits: AgentLimits;
  sleep: (ms: number) => Promise<void>;
  modelStepTimeoutMs: number;
  /** This worker's lease owner id: every write of the run is conditional on still holding it. */
  leaseOwner: string;
  /** Throws `RunStopped` when the job was archived, the lease lost, or the worker is stopping. */
  checkContinue: () => Promise<void>;
  /** Aborted when the worker stops: a model call under way is cut short and the run stops. */
  stopSignal?: AbortSignal | undefined;
  /** The server's public URL, to link a pull request to its job's transcript. */
  publicUrl: string | undefined;
  /** Whether the run checks the docs after each change and before finishing (default true). */
  docsChecks?: boolean;
}

/** What a run cost, filled in as it goes so a run that fails still reports it. */
export interface RunStats {
  steps: number;
  usage: RunUsage;
  github: GitHubRequestStats;
  /** How the docs' contents were fetched, once they were. */
  snapshot: SnapshotStats | undefined;
  /** What the docs checks cost, when they ran. */
  checks?: RunCheckStats | undefined;
}

/**
 * One run of a job: pins the commit, lets the agent work on an overlay of the tree, commits all
 * changes at once and opens (or updates) the pull request. A run that finds a commit saved but not
 * yet published (its predecessor crashed) publishes that one instead: there is never a second
 * branch (its name is the job's) nor a second pull request.
 */
export async function runJob(
  deps: JobRunDeps,
  job: JobRow,
  stats: RunStats,
  transcript: RunTranscript,
): Promise<JobRunOutcome> {
  const project = await findProjectById(deps.db, job.project_id);
  if (!project) throw new Error(`project ${job.project_id} of job ${job.id} does not exist`);
  const repository = await openRepository(deps, project);
  stats.github = repository.stats;
  const { client } = repository;
  const messages = await listJobMessages(deps.db, job.id);
  const instructions = messages.map((message) => message.prompt);

  if (job.publication?.pending) {
    deps.log.info(
      { jobId: job.id, commit: job.publication.commitSha },
      "resuming an interrupted publication",
    );
    return finishPublication(client, job, instructions, job.publication, undefined, deps.publicUrl);
  }

  const pending = messages.filter((message) => message.processed_at === null);
  if (pending.length === 0) {
    return {
      summary: job.summary ?? "Nothing to do: every instruction was already handled.",
      prNumber: job.pr_number,
      prLink: job.pr_link,
      publication: job.publication,
      messageIds: [],
      draft: job.publication?.draft ?? false,
      run: null,
      ending: "nothing_to_change",
      openFindings: job.open_findings,
    };
  }

  const workspace = await pinWorkspace(client, job, project, deps.limits, deps.log);
  workspace.tree.setInstruction(instructions.join("\n"));
  await transcript.note("workspace", {
    commit: workspace.parentSha,
    baseRef: workspace.baseRef,
    files: workspace.tree.listFiles().length,
    snapshot: {
      strategy: workspace.snapshot.plan.strategy,
      files: workspace.snapshot.plan.paths.size,
      bytes: workspace.snapshot.plan.bytes,
    },
  });
  const earlier = messages.filter((message) => message.processed_at !== null);
  const followUp = await readFollowUpContext(client, job, deps.log);
  // Pages earlier runs of this pull request added were never published: no redirect for them.
  const addedEarlier = new Set(
    (job.publication?.changedFiles ?? [])
      .filter((file) => file.change === "added")
      .map((file) => file.path),
  );
  const checks =
    deps.docsChecks === false ? undefined : new RunChecks(workspace.tree, deps.log, addedEarlier);
  stats.checks = checks?.stats;
  let result: Awaited<ReturnType<typeof runAgentOnWorkspace>>;
  try {
    result = await runAgentOnWorkspace(
      deps,
      workspace,
      { pending, earlier, followUp, askedQuestion: job.question },
      {
        usage: stats.usage,
        checks,
        onStep: async (step) => {
          stats.steps = step.step;
          await transcript.step(step);
        },
      },
    );
  } finally {
    stats.snapshot = workspace.snapshot.stats;
  }
  stats.steps = result.steps;

  const messageIds = pending.map((message) => message.id);
  const changedFiles = workspace.tree.changedFiles();
  const { ending } = result;
  // A run that changed nothing publishes nothing: the job keeps its pull request as it was.
  const unpublished = {
    prNumber: job.pr_number,
    prLink: job.pr_link,
    publication: job.publication,
    messageIds,
    changedFiles: [],
    draft: job.publication?.draft ?? false,
    run: null,
    openFindings: job.open_findings,
  };
  if (ending.kind === "asked") {
    // The gate refuses a question once a file changed, so there is nothing to publish or lose.
    if (changedFiles.length > 0) throw new Error("the agent asked after changing files");
    return {
      ...unpublished,
      summary: job.summary ?? "The agent asked a question before changing anything.",
      ending: "asked",
      question: ending.question,
      notDone: [],
    };
  }
  if (changedFiles.length === 0) {
    if (ending.kind === "stopped") throw new RunFailure(withLastWords(ending.message, result));
    return {
      ...unpublished,
      summary: `No files changed. ${ending.report.summary}`,
      ending: "nothing_to_change",
      notDone: ending.report.notDone,
    };
  }

  // Last look before anything becomes visible on GitHub.
  await deps.checkContinue();
  const run = describeRun(result, pending, changedFiles);
  const changes = await readFileChanges(workspace.tree);
  const report = ending.kind === "finished" ? ending.report : result.lastReport;
  const shared = await findSharedContent(workspace.tree, changes).catch(() => []);
  run.review = collectReviewerNotes({
    tree: workspace.tree,
    changes,
    instructions,
    refused: result.refusedActions,
    stale: unexplainedStaleValues(
      await findStaleValues(workspace.tree, changes, instructions.join("\n")).catch(() => []),
      report?.notDone ?? [],
      report?.summary ?? "",
    ),
    lost: unexplainedLostFacts(
      findLostFacts(changes, instructions.join("\n"), workspace.tree.docsRoot),
      report?.notDone ?? [],
    ),
    shared,
    labels: await findLabelMismatches(workspace.tree, changes).catch(() => []),
    linkLosses: findLinkLosses(changes, workspace.tree.docsRoot, instructions.join("\n")),
    offTarget: [
      ...findOffTargetEdits(changes, workspace.tree.docsRoot, instructions.join("\n")),
      ...findSharedBeyondNamedPages(workspace.tree, changes, shared, instructions.join("\n")),
    ],
    unwritten: await findInstructionValueFindings(workspace.tree, changes, instructions.join("\n")),
    linkForms: [
      ...(await findLinkFormChanges(workspace.tree, changes).catch(() => [])),
      ...(await findUnlinkedTitlesInTree(workspace.tree, changes).catch(() => [])),
    ],
    navigation: await findNavigationPlacements(
      workspace.tree,
      changes,
      instructions.join("\n"),
    ).catch(() => []),
    codeSamples: findCodeSampleChanges(changes, workspace.tree.docsRoot, instructions.join("\n")),
    namedPages: [
      ...(await findUnchangedNamedPages(
        workspace.tree,
        changes,
        instructions.join("\n"),
        report?.notDone ?? [],
      ).catch(() => [])),
      ...findUnchangedNamedFields(changes, workspace.tree.docsRoot, instructions.join("\n")),
    ],
    languages: [
      ...findLanguageMismatches(changes, workspace.tree.docsRoot, instructions.join("\n")),
      ...(await findTranslatedCodeKeys(workspace.tree, changes).catch(() => [])),
    ],
    unreadSources: [
      ...(await findUnreadSources(workspace.tree, changes).catch(() => [])),
      ...(await findSourceDefaultMismatches(workspace.tree, changes).catch(() => [])),
    ],
    repeated: [
      ...findRepeatedText(changes, workspace.tree.docsRoot),
      ...(await findDuplicatedSectionsInTree(workspace.tree, changes).catch(() => [])),
      ...(job.publication
        ? findSupersededContent(
            await readEarlierPages(deps, client, job.publication, workspace),
            changes,
            workspace.tree.docsRoot,
          )
        : []),
    ],
    editNotes: findEditNotes(changes, workspace.tree.docsRoot),
    statements: findSwappedFacts(
      changes,
      workspace.tree.docsRoot,
      instructions.join("\n"),
      await snippetsShown(workspace.tree, changes, "before").catch(() => new Map()),
    ),
    forms: findChangedForms(changes, workspace.tree.docsRoot, instructions.join("\n")),
  });
  // A follow-up is judged on the whole pull request, not only on what this run changed.
  const openFindings =
    job.publication && checks
      ? await checkWholePullRequest(deps, client, job.publication, workspace)
      : undefined;
  const published = await publishNewCommit(deps, client, job, {
    workspace,
    prTitle: report?.prTitle || defaultTitle(pending[0]?.prompt ?? "Update docs"),
    // A follow-up retitles the pull request when it finished, or stopped after a finish that
    // gave a title (refused, then cut short): its title says what the branch now holds.
    retitle: ending.kind === "finished" || Boolean(report?.prTitle),
    run,
    draft: openFindings ? heldForReview(run) || openFindings.length > 0 : leftDraft(run),
    openFindings,
    instructions,
    messageIds,
  });
  return { ...published, changedFiles, notDone: run.notDone };
}

/** This run's entry in the pull request's timeline. */
function describeRun(
  result: AgentRunResult,
  pending: readonly JobMessageRow[],
  changedFiles: ChangedFile[],
): PublishedRun {
  const { ending } = result;
  const report = ending.kind === "finished" ? ending.report : result.lastReport;
  const findings =
    result.findings?.map(({ path, line, rule, message }) => ({ path, line, rule, message })) ??
    null;
  const stopped = ending.kind === "stopped";
  return {
    instructions: pending.map((message) => message.prompt),
    summary:
      report?.summary ||
      result.finalText ||
      "The agent stopped before it wrote a summary; the changed files are listed below.",
    changedFiles,
    findings,
    checksNote: report?.checksNote ?? null,
    warnings: (result.warnings ?? []).map(({ path, line, rule, message, level }) => ({
      path,
      line,
      rule,
      message,
      level,
    })),
    assumptions: report?.assumptions ?? [],
    sources: report?.sources ?? [],
    notDone:
      report?.notDone.length || !stopped
        ? (report?.notDone ?? [])
        : [
            "The agent stopped before it said what was left: check the changes against the instruction.",
          ],
    stoppedEarly: stopped ? ending.message : null,
  };
}

/** A stop's message with the model's last answer, when it gave one, for the job's error. */
function withLastWords(message: string, result: AgentRunResult): string {
  if (!result.finalText) return message;
  const words =
    result.finalText.length > 300 ? `${result.finalText.slice(0, 300)}…` : result.finalText;
  return `${message} Its last answer: "${words}"`;
}

function defaultTitle(prompt: string): string {
  const firstLine = prompt.split("\n")[0]?.trim() ?? "";
  return firstLine.length > 72 ? `${firstLine.slice(0, 69)}…` : firstLine || "Update docs";
}
