import { docusaurusChanges } from "./docusaurus-changes.ts";
import type { FixtureChanges } from "./fixture-changes.ts";
import { mdbookChanges } from "./mdbook-changes.ts";
import { mintlifyChanges } from "./mintlify-changes.ts";
import { mkdocsChanges } from "./mkdocs-changes.ts";

/** Every fixture site with its seeded mistakes and harmless edits: the checker's calibration set. */
export const allFixtureChanges: FixtureChanges[] = [
  mintlifyChanges,
  mkdocsChanges,
  mdbookChanges,
  docusaurusChanges,
];
