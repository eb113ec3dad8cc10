import type { DocsCheckRule } from "../../../app/docs-site/docs-finding.ts";
import type { TreeEdit } from "../fixture-tree.ts";

/** A finding a seeded mistake must produce: `line` is a line number or text on that line. */
export interface ExpectedFinding {
  rule: DocsCheckRule;
  /** Relative to the fixture. */
  path: string;
  line: number | string;
}

export interface SeededChange {
  /** The row of the calibration table. */
  kind: DocsCheckRule;
  name: string;
  edits: TreeEdit[];
  expect: ExpectedFinding[];
}

export interface HarmlessChange {
  name: string;
  edits: TreeEdit[];
}

/** A fixture site, the folder it sits in within its repository, and the changes tried on it. */
export interface FixtureChanges {
  fixture: string;
  /** "" when the site is at the repository root (then the docs root is too). */
  prefix: string;
  seeded: SeededChange[];
  harmless: HarmlessChange[];
}
