import { escapeHtml } from "../../../shared/client/escape-html.ts";
import type { DocsFinding } from "../../docs-site/docs-finding.ts";
import type { StyleFinding } from "../style/check-page-style.ts";
import type { LocalDocsCheckResult } from "./check-local-docs.ts";

/**
 * `path:line rule message`, one finding a line: what editors and terminals link to. A style
 * warning's message starts with its level (`warning:`, `suggestion:`).
 */
export function findingLines(findings: readonly (DocsFinding | StyleFinding)[]): string {
  return findings
    .map((finding) =>
      oneLine(
        `${finding.path}:${finding.line} ${finding.rule} ${levelPrefix(finding)}${finding.message}`,
      ),
    )
    .join("\n");
}

/** GitHub workflow commands: a problem an error annotation, a style warning a warning or notice. */
export function githubAnnotations(findings: readonly (DocsFinding | StyleFinding)[]): string {
  return findings
    .map((finding) => {
      const command =
        !("level" in finding) || finding.level === "error"
          ? "error"
          : finding.level === "warning"
            ? "warning"
            : "notice";
      return `::${command} file=${escapeProperty(finding.path)},line=${finding.line},title=${escapeProperty(
        `Inkwell docs check: ${finding.rule}`,
      )}::${escapeData(finding.message)}`;
    })
    .join("\n");
}

function levelPrefix(finding: DocsFinding | StyleFinding): string {
  return "level" in finding && finding.level !== "error" ? `${finding.level}: ` : "";
}

/** The result as JSON: where it looked, from which commit, the findings and what it read. */
export function jsonReport(result: LocalDocsCheckResult): object {
  return {
    root: result.root,
    docsRoot: result.docsRoot,
    baseCommit: result.baseCommit ?? null,
    changedFiles: result.changedPaths.length,
    findings: result.findings,
    warnings: result.warnings,
    stats: result.stats,
  };
}

/** One line for people: how many problems, in how many files, and what was looked at. */
export function summaryLine(result: LocalDocsCheckResult, durationMs: number): string {
  const pages = result.stats.head.pagesParsed + result.stats.base.pagesParsed;
  const files = new Set(result.findings.map((finding) => finding.path)).size;
  const what =
    result.baseCommit === undefined
      ? "the whole site"
      : `the change since ${result.baseCommit.slice(0, 12)} (${plural(result.changedPaths.length, "file")} changed)`;
  const found =
    result.findings.length === 0
      ? "no problems"
      : `${plural(result.findings.length, "problem")} in ${plural(files, "file")}`;
  const warned =
    result.warnings.length === 0 ? "" : `, ${plural(result.warnings.length, "style warning")}`;
  return `Checked ${what}: ${found}${warned} (${plural(pages, "page")} parsed, ${(durationMs / 1000).toFixed(2)} s).`;
}

/** Largest number of findings a job summary lists; the annotations carry every one. */
const MAX_SUMMARY_ROWS = 200;

/**
 * The job summary as HTML with no blank line, so that GitHub takes it as one HTML block and no
 * text of a page (which the findings quote) is read as Markdown.
 */
export function summaryHtml(result: LocalDocsCheckResult, durationMs: number): string {
  const lines = [
    "<h2>Inkwell docs check</h2>",
    `<p>${escapeHtml(summaryLine(result, durationMs))}</p>`,
  ];
  if (result.findings.length > 0) {
    const rows = result.findings
      .slice(0, MAX_SUMMARY_ROWS)
      .map(
        (finding) =>
          `<tr><td><code>${escapeHtml(finding.path)}:${finding.line}</code></td><td><code>${finding.rule}</code></td><td>${escapeHtml(finding.message)}</td></tr>`,
      );
    lines.push(
      `<table><tr><th>Where</th><th>Rule</th><th>Problem</th></tr>${rows.join("")}</table>`,
    );
    if (result.findings.length > MAX_SUMMARY_ROWS) {
      lines.push(
        `<p>… and ${result.findings.length - MAX_SUMMARY_ROWS} more, each annotated on its line.</p>`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ");
}

/** A workflow command's message: `%`, CR and LF would end or change the command. */
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** A workflow command's property also may not hold `:` or `,`. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
