import type { Logger } from "pino";
import { checkDocsChange } from "../../docs-check/check-docs-change.ts";
import { changedLines } from "../../docs-check/style/changed-lines.ts";
import type { StyleFinding } from "../../docs-check/style/check-page-style.ts";
import {
  type HeadingCaseConvention,
  headingCaseFindings,
  readHeadingCase,
} from "../../docs-check/style/heading-case.ts";
import { loadStyleRules, type StyleRules } from "../../docs-check/style/load-style-rules.ts";
import type { DocsFinding } from "../../docs-site/docs-finding.ts";
import { isPagePath } from "../../docs-site/repo-path.ts";
import { changelogFindingsOf } from "../review/changelog-placement.ts";
import {
  introducedRenderProblems,
  type RenderContext,
  readRenderContext,
} from "../review/render-checks.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";

/** A tool answer lists at most this many findings; the rest are counted. */
const MAX_LISTED_FINDINGS = 30;
/** A tool answer after a change lists at most this many style warnings. */
const MAX_LISTED_WARNINGS = 10;

/** An instruction that asks to bring pages in line with the house style or a style guide. */
const houseStylePattern =
  /\b(?:house|our|the site's|the docs'?)\s+(?:style|rules|conventions)\b|\bstyle\s*guide\b|\bvale\b/i;

/** Whether the instruction asks for the house style, so the edited pages' kept lines count too. */
export function asksForHouseStyle(instruction: string): boolean {
  return houseStylePattern.test(instruction);
}

/** What the docs check says of the whole change: problems (errors) and style warnings. */
export interface CheckOutcome {
  findings: DocsFinding[];
  warnings: StyleFinding[];
}

/** What the checks of one run cost, for the transcript and the benchmark. */
export interface RunCheckStats {
  checks: number;
  durationMs: number;
  pagesParsed: number;
  filesRead: number;
  /** Checks that threw: the run went on without their findings. */
  errors: number;
}

/**
 * The docs checker as one run uses it: after each change, on the files the change touched; and on
 * the whole change before the run may finish. Both sides are read through the working tree, so
 * the checker reads the snapshot the run already holds and costs no GitHub request for a file the
 * snapshot has. A checker that throws never fails the run: its findings are then unknown.
 */
export class RunChecks {
  readonly stats: RunCheckStats = {
    checks: 0,
    durationMs: 0,
    pagesParsed: 0,
    filesRead: 0,
    errors: 0,
  };
  /** Paths the last answer about them reported problems in, to say when they are gone. */
  private readonly reported = new Set<string>();
  /** The repository's Vale rules, read once from the pinned commit (the edits cannot loosen them). */
  private style: Promise<StyleRules | undefined> | undefined;
  /** What the pages render with, read once from the pinned commit. */
  private render: RenderContext | undefined;
  /** The case the site's headings are written in, read once from the pinned commit. */
  private headingCase: HeadingCaseConvention | undefined;

  constructor(
    private readonly tree: WorkingTree,
    private readonly log: Pick<Logger, "warn"> | undefined,
    /**
     * Pages the pull request's earlier runs added: never published, so a follow-up that moves or
     * deletes one needs no redirect (the check compares with the pull request's base for them).
     */
    private readonly unpublished?: ReadonlySet<string>,
  ) {}

  /**
   * What a tool answer adds after a change: the problems the run's edits introduced that this
   * change can affect, or that the problems reported before in these files are gone; "" when
   * there is nothing to say.
   */
  async afterChange(paths: readonly string[]): Promise<string> {
    const outcome = await this.check(paths);
    if (outcome === undefined) return "";
    const { findings } = outcome;
    const warnings = outcome.warnings.filter((warning) => paths.includes(warning.path));
    const style =
      warnings.length === 0
        ? ""
        : `\nStyle warnings on lines you changed (the repository's Vale rules and Markdown conventions; fix those that apply, they do not block finishing and are listed in the pull request):\n${this.list(warnings, MAX_LISTED_WARNINGS)}`;
    const touched = new Set([...paths, ...findings.map((finding) => finding.path)]);
    const wereReported = [...touched].some((path) => this.reported.has(path));
    for (const path of touched) this.reported.delete(path);
    for (const finding of findings) this.reported.add(finding.path);
    if (findings.length === 0) {
      return wereReported
        ? `\nDocs check: the problems reported before in these files are gone.${style}`
        : style;
    }
    return `\nDocs check: this change leaves ${countOf(findings)}; fix them before you finish:\n${this.list(findings)}${style}`;
  }

  /** The problems the whole change introduced, as it stands; undefined when the check failed. */
  async openFindings(): Promise<DocsFinding[] | undefined> {
    return (await this.openOutcome())?.findings;
  }

  /** The problems and the style warnings of the whole change; undefined when the check failed. */
  openOutcome(): Promise<CheckOutcome | undefined> {
    return this.check(this.tree.changedPaths());
  }

  /** Findings as lines `path:line [rule] message`, paths relative to the docs root. */
  list(findings: readonly DocsFinding[], limit = MAX_LISTED_FINDINGS): string {
    const shown = findings
      .slice(0, limit)
      .map(
        (finding) =>
          `- ${this.show(finding.path)}:${finding.line} [${finding.rule}] ${finding.message}`,
      );
    if (findings.length > limit) {
      shown.push(`- … and ${findings.length - limit} more`);
    }
    return shown.join("\n");
  }

  private async check(touched: readonly string[]): Promise<CheckOutcome | undefined> {
    if (touched.length === 0) return { findings: [], warnings: [] };
    // The files the run added or deleted so far come along, so a move made by an earlier
    // change is still told as a move (not a deletion) after a later one.
    const paths = [
      ...new Set([
        ...touched,
        ...this.tree
          .changedFiles()
          .filter((file) => file.change !== "modified")
          .map((file) => file.path),
      ]),
    ];
    const started = performance.now();
    this.stats.checks++;
    try {
      const result = await checkDocsChange({
        base: this.tree.atBase(),
        head: this.tree.atHead(),
        changedPaths: paths,
        showPath: (path) => this.show(path),
        style: await this.styleRules(),
        unpublished: this.unpublished,
        knownMoves: this.tree.movedPaths(),
        wholePageStyle: asksForHouseStyle(this.tree.instructionText),
      });
      this.stats.pagesParsed += result.stats.head.pagesParsed + result.stats.base.pagesParsed;
      this.stats.filesRead += result.stats.head.filesRead + result.stats.base.filesRead;
      const changelogs = await changelogFindingsOf(
        paths,
        (path) => this.tree.baseText(path),
        this.tree.atHead().read,
      );
      const rendering = await this.renderFindings(paths);
      return {
        findings: [...result.findings, ...changelogs, ...rendering],
        warnings: [...result.warnings, ...(await this.headingCaseWarnings(paths))],
      };
    } catch (error) {
      this.stats.errors++;
      this.log?.warn({ err: error }, "the docs check failed; the run goes on without it");
      return undefined;
    } finally {
      this.stats.durationMs += performance.now() - started;
    }
  }

  /**
   * Headings the change wrote in another case than the site's pages agree on (all the edited
   * pages' headings when the instruction asks for the house style).
   */
  private async headingCaseWarnings(paths: readonly string[]): Promise<StyleFinding[]> {
    this.headingCase ??= readHeadingCase(this.basePageTexts());
    if (process.env.DEBUG_HC)
      console.error(
        "HC",
        this.headingCase.style,
        this.headingCase.sentence,
        this.headingCase.title,
        [...this.basePageTexts()].length,
      );
    if (this.headingCase.style === undefined) return [];
    const wholePages = asksForHouseStyle(this.tree.instructionText);
    const head = this.tree.atHead();
    const warnings: StyleFinding[] = [];
    for (const path of paths) {
      if (!isPagePath(path)) continue;
      const after = await head.read(path);
      if (after === undefined) continue;
      const lines = wholePages ? undefined : changedLines(await this.tree.baseText(path), after);
      warnings.push(...headingCaseFindings(path, after, this.headingCase, lines));
    }
    return warnings;
  }

  /** The texts of the docs pages the run already holds at the pinned commit (no request). */
  private *basePageTexts(): Iterable<string> {
    const root = this.tree.docsRoot;
    for (const path of this.tree.repositoryFiles()) {
      if (!isPagePath(path) || (root !== "" && !path.startsWith(`${root}/`))) continue;
      const text = this.tree.peekBaseText(path);
      if (typeof text === "string") yield text;
    }
  }

  /** What the renderer would do wrong on the changed pages that their text before did not. */
  private async renderFindings(paths: readonly string[]): Promise<DocsFinding[]> {
    this.render ??= readRenderContext(this.tree);
    const findings: DocsFinding[] = [];
    const head = this.tree.atHead();
    for (const path of paths) {
      const after = await head.read(path);
      if (after === undefined) continue;
      const before = await this.tree.baseText(path);
      for (const finding of introducedRenderProblems(path, before, after, this.render)) {
        findings.push({ ...finding, path });
      }
    }
    return findings;
  }

  private styleRules(): Promise<StyleRules | undefined> {
    this.style ??= loadStyleRules(
      {
        files: this.tree.repositoryFiles(),
        text: (path) => this.tree.baseText(path),
        prefetch: (paths) => this.tree.prefetch(paths),
      },
      this.tree.docsRoot,
    ).catch((error: unknown) => {
      this.log?.warn(
        { err: error },
        "the Vale rules could not be read; the run goes on without them",
      );
      return undefined;
    });
    return this.style;
  }

  /** Relative to the docs root, as the tools take paths; a file outside it by its repository path. */
  private show(path: string): string {
    const root = this.tree.docsRoot;
    return root === "" || path.startsWith(`${root}/`) ? toDocsRelative(root, path) : path;
  }
}

export function countOf(findings: readonly unknown[]): string {
  return findings.length === 1 ? "1 problem" : `${findings.length} problems`;
}
