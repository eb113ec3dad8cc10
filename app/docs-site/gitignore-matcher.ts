import { RE2JS } from "re2js";

/** Patterns and length of each one read: the file is the repository's, so its cost is bounded. */
const MAX_PATTERNS = 1_000;
const MAX_PATTERN_CHARS = 300;

/**
 * A matcher for gitignore-style patterns (one a line, `#` comments, a leading `/` anchors the
 * pattern, a trailing `/` means a folder), as `.mintignore` and MkDocs `not_in_nav` use them.
 * Paths are relative to the folder the patterns belong to. The patterns come from the
 * repository, so they are matched in linear time (RE2, through re2js): a backtracking glob
 * engine stalls for seconds on a crafted pattern and a file name of a few dozen letters.
 * Patterns past the bounds are ignored.
 */
export function gitignoreMatcher(patterns: string): (path: string) => boolean {
  const sources = patterns
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("!"))
    .filter((line) => line.length <= MAX_PATTERN_CHARS)
    .slice(0, MAX_PATTERNS)
    .map((pattern) => {
      const anchored = pattern.startsWith("/");
      const body = globSource(pattern.replace(/^\/+/, "").replace(/\/+$/, ""));
      // Anchored: from the root; otherwise at any depth. Either way, anything below it too.
      return `${anchored ? "" : "(?:.*/)?"}${body}(?:/.*)?`;
    })
    .filter(compiles);
  if (sources.length === 0) return () => false;
  const expression = RE2JS.compile(`(?:${sources.join("|")})`, RE2JS.DOTALL);
  return (path) => expression.testExact(path);
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
