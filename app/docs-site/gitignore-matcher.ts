import { RE2JS } from "re2js";

/** Patterns and length of each one read: the file is the repository's, so its cost is bounded. */
const MAX_PATTERNS = 1_000;
const MAX_PATTERN_CHARS = 300;
/** Re-including (`!`) patterns read: each may add a run of patterns tried per folder of a path. */
const MAX_NEGATIONS = 16;

/**
 * A matcher for gitignore-style patterns, as `.mintignore` and MkDocs `exclude_docs` and
 * `not_in_nav` use them, with git's rules: one a line, `#` comments, `\\` escapes, trailing
 * spaces dropped; a `/` at the start or in the middle anchors a pattern to the folder the
 * patterns belong to (without one it matches at any depth); a trailing `/` matches folders only;
 * `!` re-includes what an earlier pattern excluded, the last matching pattern wins, and nothing
 * below an excluded folder can be re-included. Paths are file paths relative to that folder.
 *
 * The patterns come from the repository, so they are matched in linear time (RE2, through
 * re2js): a backtracking glob engine stalls for seconds on a crafted pattern and a file name of a
 * few dozen letters. Consecutive patterns of one sign are one expression, so the last matching
 * pattern is found by trying these runs from the last, a handful of linear matches per folder of
 * the path. Patterns past the bounds (and `!` patterns past the 16th) are ignored.
 */
export function gitignoreMatcher(patterns: string): (path: string) => boolean {
  const rules = patterns
    .split("\n")
    .slice(0, MAX_PATTERNS * 4)
    .map(readRule)
    .filter((rule): rule is Rule => rule !== undefined)
    .slice(0, MAX_PATTERNS);
  const kept = withBoundedNegations(rules);
  const runs = runsOfOneSign(kept);
  if (runs.length === 0) return () => false;
  // One expression says whether any pattern matches any folder above the path: most paths are
  // decided by their own name alone.
  const anyFolderAbove = alternation(kept.map((rule) => `${rule.source}/.*`));
  // Whether the last pattern matching `path` excludes it (undefined: none matches).
  const lastSays = (path: string, folder: boolean): boolean | undefined => {
    for (let at = runs.length - 1; at >= 0; at--) {
      const run = runs[at] as Run;
      const expression = folder ? run.folders : run.files;
      if (expression?.testExact(path)) return !run.negated;
    }
    return undefined;
  };
  return (path) => {
    if (!anyFolderAbove?.testExact(path)) return lastSays(path, false) === true;
    // Without `!`, a pattern matching a folder above excludes the path: no need to ask which.
    if (runs.length === 1 && !runs[0]?.negated) return true;
    const names = path.split("/");
    // git does not look inside an excluded folder, so nothing in it can be re-included.
    for (let depth = 1; depth < names.length; depth++) {
      if (lastSays(names.slice(0, depth).join("/"), true) === true) return true;
    }
    return lastSays(path, false) === true;
  };
}

interface Rule {
  negated: boolean;
  folderOnly: boolean;
  source: string;
}

interface Run {
  negated: boolean;
  /** Every pattern of the run, tried on a folder. */
  folders: RE2JS | undefined;
  /** The patterns of the run that are not folder-only, tried on a file. */
  files: RE2JS | undefined;
}

/** One line as git reads it, or undefined for a blank line, a comment or a pattern past bounds. */
function readRule(line: string): Rule | undefined {
  let text = line.endsWith("\r") ? line.slice(0, -1) : line;
  // Trailing spaces go unless escaped with a backslash; leading ones are part of the pattern.
  text = text.replace(/(?<!\\) +$/, "");
  if (text === "" || text.startsWith("#") || text.length > MAX_PATTERN_CHARS) return undefined;
  const negated = text.startsWith("!");
  if (negated) text = text.slice(1);
  const folderOnly = text.endsWith("/");
  if (folderOnly) text = text.replace(/\/+$/, "");
  // A slash at the start or in the middle anchors the pattern; one at the end does not.
  const anchored = text.includes("/");
  text = text.replace(/^\/+/, "");
  if (text === "") return undefined;
  const source = `${anchored ? "" : "(?:.*/)?"}${globSource(text)}`;
  return compiles(source) ? { negated, folderOnly, source } : undefined;
}

function withBoundedNegations(rules: Rule[]): Rule[] {
  let negations = 0;
  return rules.filter((rule) => !rule.negated || ++negations <= MAX_NEGATIONS);
}

function runsOfOneSign(rules: Rule[]): Run[] {
  const runs: Run[] = [];
  for (let start = 0; start < rules.length; ) {
    const negated = (rules[start] as Rule).negated;
    let end = start;
    while (end < rules.length && (rules[end] as Rule).negated === negated) end++;
    const run = rules.slice(start, end);
    runs.push({
      negated,
      folders: alternation(run.map((rule) => rule.source)),
      files: alternation(run.filter((rule) => !rule.folderOnly).map((rule) => rule.source)),
    });
    start = end;
  }
  return runs;
}

function alternation(sources: string[]): RE2JS | undefined {
  return sources.length === 0 ? undefined : RE2JS.compile(`(?:${sources.join("|")})`, RE2JS.DOTALL);
}

/** A pattern RE2 refuses (a class such as `[z-a]`) is ignored, as git ignores it. */
function compiles(source: string): boolean {
  try {
    RE2JS.compile(source);
    return true;
  } catch {
    return false;
  }
}

/** One glob as RE2: `**` any folders, `*` and `?` within a name, `[…]` classes, the rest literal. */
export function globSource(glob: string): string {
  let out = "";
  for (let at = 0; at < glob.length; ) {
    const char = glob[at] as string;
    if (char === "*") {
      let stars = 0;
      while (glob[at] === "*") {
        stars++;
        at++;
      }
      const wholeSegment =
        stars >= 2 && (out === "" || out.endsWith("/")) && (at === glob.length || glob[at] === "/");
      if (wholeSegment && glob[at] === "/") {
        out += "(?:.*/)?";
        at++;
      } else {
        out += wholeSegment ? ".*" : "[^/]*";
      }
    } else if (char === "?") {
      out += "[^/]";
      at++;
    } else if (char === "[" && glob.indexOf("]", at + 2) > 0) {
      const end = glob.indexOf("]", at + 2);
      let body = glob.slice(at + 1, end);
      const negated = body.startsWith("!") || body.startsWith("^");
      if (negated) body = body.slice(1);
      const members = [...body]
        .map((c, i, all) =>
          c === "-" && i > 0 && i < all.length - 1 ? "-" : /\w/.test(c) ? c : `\\${c}`,
        )
        .join("");
      out += negated ? `[^/${members}]` : `[${members}]`;
      at = end + 1;
    } else if (char === "\\" && at + 1 < glob.length) {
      out += RE2JS.quote(glob[at + 1] as string);
      at += 2;
    } else {
      out += RE2JS.quote(char);
      at++;
    }
  }
  return out;
}
