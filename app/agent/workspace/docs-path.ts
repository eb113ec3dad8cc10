import { PolicyRefusal, ToolRefusal } from "../agent-errors.ts";
import { isSecretPath } from "./secret-files.ts";

/** Folders the agent never touches, whatever it is told: repository internals and CI config. */
const forbiddenSegments = new Set([".git", ".github"]);

/** `projects.docs_path` as a clean repository path: "" for the root, else "docs/site" (no slashes around). */
export function normalizeDocsRoot(docsPath: string): string {
  return docsPath
    .split("/")
    .filter((segment) => segment !== "" && segment !== ".")
    .join("/");
}

/**
 * Turns a path the model gave (relative to the docs root) into a repository path, or refuses it.
 * Refused: repository paths (a leading `/`: those are for reading only), `..`, backslashes, control characters, and anything under `.git/` or
 * `.github/`. The result always lies inside the docs root: no input can widen that.
 */
export function resolveDocsPath(
  docsRoot: string,
  input: string,
  options?: { allowRoot?: boolean },
): string {
  const raw = input.trim();
  if (raw.startsWith("/")) {
    throw new PolicyRefusal(
      `"${input}" is a repository path: files outside the docs root can be read, never changed; give a path relative to the docs root`,
    );
  }
  return [docsRoot, ...checkedSegments(input, raw, options)]
    .filter((part) => part !== "")
    .join("/");
}

/**
 * A path the model gave for reading: relative to the docs root, or, with a leading `/`, to the
 * repository root, so the model can read the code it documents. Refused as for
 * `resolveDocsPath` (`..`, backslashes, `.git/`, `.github/`), and secret files anywhere.
 */
export function resolveReadPath(
  docsRoot: string,
  input: string,
  options?: { allowRoot?: boolean },
): string {
  const raw = input.trim();
  const repoPath = raw.startsWith("/")
    ? checkedSegments(input, raw, options).join("/")
    : resolveDocsPath(docsRoot, input, options);
  if (isSecretPath(repoPath)) {
    throw new PolicyRefusal(
      `"${input}" looks like a secret (an environment file, a key or credentials); Inkwell never reads those`,
    );
  }
  return repoPath;
}

/** The segments of a path, refused when it would leave its root or reach a forbidden folder. */
function checkedSegments(
  input: string,
  raw: string,
  options: { allowRoot?: boolean } | undefined,
): string[] {
  if (/^[a-zA-Z]:/.test(raw)) {
    throw new PolicyRefusal(
      `"${input}" is an absolute path on a drive; give a path inside the repository`,
    );
  }
  if (raw.includes("\\")) {
    throw new ToolRefusal(`"${input}" contains a backslash; use forward slashes`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) {
    throw new ToolRefusal(`"${input}" contains control characters`);
  }
  const segments = raw.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) {
    throw new PolicyRefusal(`"${input}" leaves the docs root: ".." is not allowed`);
  }
  const forbidden = segments.find((segment) => forbiddenSegments.has(segment.toLowerCase()));
  if (forbidden) {
    throw new PolicyRefusal(
      `"${input}" is inside ${forbidden}/, which Inkwell never reads or changes`,
    );
  }
  if (segments.length === 0 && !options?.allowRoot) {
    throw new ToolRefusal(`"${input}" is not a file path`);
  }
  return segments;
}

/** The path as the model sees it: relative to the docs root. */
export function toDocsRelative(docsRoot: string, repoPath: string): string {
  return docsRoot === "" ? repoPath : repoPath.slice(docsRoot.length + 1);
}

/**
 * Any repository path as the model sees it: relative to the docs root inside it, else with a
 * leading `/` (relative to the repository root), the form `resolveReadPath` reads back.
 */
export function toModelPath(docsRoot: string, repoPath: string): string {
  return isInsideDocsRoot(docsRoot, repoPath) ? toDocsRelative(docsRoot, repoPath) : `/${repoPath}`;
}

/**
 * Whether a repository path lies under `.git/` or `.github/` at any depth: such files are never
 * listed, searched, shown or changed, whatever the docs root.
 */
export function isHiddenPath(repoPath: string): boolean {
  return repoPath.split("/").some((segment) => forbiddenSegments.has(segment.toLowerCase()));
}

/** Whether a repository path lies inside the docs root (the root itself excluded). */
export function isInsideDocsRoot(docsRoot: string, repoPath: string): boolean {
  return docsRoot === "" || repoPath.startsWith(`${docsRoot}/`);
}
