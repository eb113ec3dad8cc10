import type { DocsFinding } from "../../docs-site/docs-finding.ts";
import type { ParsedPage } from "../../docs-site/parse-page.ts";
import { CONVENTION_LEVELS, lineOfOffset } from "../../docs-site/read-page-style.ts";
import type { StyleRules } from "./load-style-rules.ts";
import type { ValeLevel } from "./vale-config.ts";

/** A style finding: a Vale rule's alert or a Markdown convention, with its level. */
export interface StyleFinding extends DocsFinding {
  level: ValeLevel;
}

/** Style findings one page reports at most: past it, the rest would bury the list. */
const MAX_STYLE_FINDINGS_PER_PAGE = 100;

/**
 * The page's style findings: the Markdown conventions it breaks and the alerts of the Vale rules
 * that apply to it, on its prose only. With `lines`, only those on these lines (the lines a
 * change added or modified).
 */
export function checkPageStyle(
  path: string,
  page: ParsedPage,
  rules: StyleRules | undefined,
  lines?: ReadonlySet<number>,
): StyleFinding[] {
  const findings: StyleFinding[] = [];
  const wanted = (line: number) => lines === undefined || lines.has(line);
  for (const problem of page.conventions) {
    if (!wanted(problem.line)) continue;
    findings.push({ path, ...problem, level: CONVENTION_LEVELS[problem.rule] });
  }
  const applied = rules?.rulesFor(path) ?? [];
  for (const block of page.prose) {
    for (const { rule, level } of applied) {
      if (rule.scope === "heading" && !block.heading) continue;
      for (const match of rule.find(block.text)) {
        const line = lineOfOffset(block, match.index);
        if (!wanted(line)) continue;
        findings.push({ path, line, rule: rule.name, message: match.message, level });
        if (findings.length >= MAX_STYLE_FINDINGS_PER_PAGE) return findings;
      }
    }
  }
  return findings;
}
