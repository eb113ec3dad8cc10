import { RE2JS } from "re2js";
import { ToolRefusal } from "../agent-errors.ts";

/** Longest regular expression or glob a tool takes. */
export const MAX_PATTERN_LENGTH = 1000;
export const MAX_GLOB_LENGTH = 300;
/** Brace alternatives one glob may hold in all, and how deep braces may nest. */
const MAX_GLOB_ALTERNATIVES = 64;
const MAX_GLOB_DEPTH = 4;

/** Tests lines of text; `fileMayMatch` answers cheaply for a whole file whether any line can. */
export interface LineMatcher {
  fileMayMatch(text: string): boolean;
  lineMatches(line: string): boolean;
}

/**
 * A search pattern from the model, compiled for linear-time matching (RE2 semantics, through
 * re2js, a pure JavaScript port): no input can make it backtrack, so a pattern such as
 * `^(a+)+$` costs the same as any other. JavaScript syntax is translated (escaped slashes, named
 * groups); lookaround and backreferences, which need backtracking, are refused with a message.
 * A pattern without special characters is matched as plain text, faster still.
 */
export function compileSearchPattern(pattern: string, ignoreCase: boolean): LineMatcher {
  if (pattern.length > MAX_PATTERN_LENGTH) {
    throw new ToolRefusal(
      `the pattern is ${pattern.length} characters long; at most ${MAX_PATTERN_LENGTH}`,
    );
  }
  if (!/[\\^$.|?*+()[\]{}]/.test(pattern)) return literalMatcher(pattern, ignoreCase);
  let source: string;
  let line: RE2JS;
  let file: RE2JS | undefined;
  try {
    source = RE2JS.translateRegExp(pattern);
    const flags = ignoreCase ? RE2JS.CASE_INSENSITIVE : 0;
    line = RE2JS.compile(source, flags);
    // Whole-file prefilter: with ^ and $ at line ends, any line's match is a match of the file.
    // \A and \z mean the start and end of the line to a line but of the file to the prefilter.
    file = /\\[Az]/.test(source) ? undefined : RE2JS.compile(source, flags | RE2JS.MULTILINE);
  } catch (error) {
    const message = (error as Error).message;
    const hint = /\(\?[=!<]|\\[1-9]|backreference/i.test(`${pattern} ${message}`)
      ? " Searches use linear-time matching (RE2): lookahead, lookbehind and backreferences are not available; search for a simpler pattern and filter the lines yourself."
      : "";
    throw new ToolRefusal(`invalid regular expression: ${message}.${hint}`);
  }
  return {
    fileMayMatch: (text) => (file ? file.test(text) : true),
    lineMatches: (text) => line.test(text),
  };
}

function literalMatcher(needle: string, ignoreCase: boolean): LineMatcher {
  if (!ignoreCase) {
    return {
      fileMayMatch: (text) => text.includes(needle),
      lineMatches: (line) => line.includes(needle),
    };
  }
  const lower = needle.toLowerCase();
  return {
    fileMayMatch: (text) => text.toLowerCase().includes(lower),
    lineMatches: (line) => line.toLowerCase().includes(lower),
  };
}

/**
 * A glob from the model (`**`, `*`, `?`, `[…]`, `{a,b}`; dotfiles match like any file), turned
 * into an RE2 expression and matched in linear time. A backtracking glob matcher compiles globs
 * to expressions that a long crafted file name can stall (`*a*a*a*a*a*b` against a name of 200
 * a's); a glob from the model, a maintainer's write policy or a repository file must never cost
 * more than its length times the path's. Length and brace alternatives are bounded too.
 */
export function compileGlob(glob: string): (path: string) => boolean {
  if (glob.length > MAX_GLOB_LENGTH) {
    throw new ToolRefusal(`the glob is ${glob.length} characters long; at most ${MAX_GLOB_LENGTH}`);
  }
  const parser = new GlobParser(glob.replace(/^(\.\/)+/, ""));
  const source = parser.parse();
  let expression: RE2JS;
  try {
    expression = RE2JS.compile(source, RE2JS.DOTALL);
  } catch (error) {
    throw new ToolRefusal(`glob "${glob}" cannot be used: ${(error as Error).message}`);
  }
  return (path) => expression.testExact(path);
}

class GlobParser {
  private at = 0;
  private alternatives = 0;

  constructor(private readonly glob: string) {}

  parse(): string {
    const source = this.sequence(0, false);
    if (this.at < this.glob.length) throw this.refuse("an unmatched }");
    return source;
  }

  /** Translates until the end, or (inside braces) until the `,` or `}` that closes a branch. */
  private sequence(depth: number, inBraces: boolean): string {
    let out = "";
    const glob = this.glob;
    while (this.at < glob.length) {
      const char = glob[this.at] as string;
      if (inBraces && (char === "," || char === "}")) return out;
      if (char === "*") {
        let stars = 0;
        while (glob[this.at] === "*") {
          stars++;
          this.at++;
        }
        const startsSegment = out === "" || out.endsWith("/");
        const endsSegment = this.at >= glob.length || glob[this.at] === "/";
        if (stars >= 2 && startsSegment && endsSegment) {
          if (glob[this.at] === "/") {
            this.at++;
            out += "(?:.*/)?";
          } else if (out.endsWith("/")) {
            out = `${out.slice(0, -1)}(?:/.*)?`;
          } else {
            out += ".*";
          }
        } else {
          out += "[^/]*";
        }
        continue;
      }
      if (char === "?") {
        out += "[^/]";
        this.at++;
        continue;
      }
      if (char === "[") {
        out += this.characterClass();
        continue;
      }
      if (char === "{") {
        out += this.braces(depth);
        continue;
      }
      if (char === "\\" && this.at + 1 < glob.length) {
        out += RE2JS.quote(glob[this.at + 1] as string);
        this.at += 2;
        continue;
      }
      if (char === "/") {
        out += "/";
        this.at++;
        continue;
      }
      out += RE2JS.quote(char);
      this.at++;
    }
    return out;
  }

  /** `[abc]`, `[a-z]`, `[!abc]` or `[^abc]`; never matches `/`. A `[` with no `]` is itself. */
  private characterClass(): string {
    const glob = this.glob;
    let end = this.at + 1;
    if (glob[end] === "!" || glob[end] === "^") end++;
    if (glob[end] === "]") end++;
    while (end < glob.length && glob[end] !== "]") end++;
    if (end >= glob.length) {
      this.at++;
      return "\\[";
    }
    let body = glob.slice(this.at + 1, end);
    this.at = end + 1;
    const negated = body.startsWith("!") || body.startsWith("^");
    if (negated) body = body.slice(1);
    const members = [...body]
      .map((char, index, all) =>
        char === "-" && index > 0 && index < all.length - 1
          ? "-"
          : /[\w]/.test(char)
            ? char
            : `\\${char}`,
      )
      .join("");
    return negated ? `[^/${members}]` : `(?:[${members}])`;
  }

  /** `{a,b,c}` as alternatives (nested braces allowed, bounded); `{a}` is plain text. */
  private braces(depth: number): string {
    if (depth >= MAX_GLOB_DEPTH)
      throw this.refuse(`braces nested more than ${MAX_GLOB_DEPTH} deep`);
    const start = this.at;
    this.at++;
    const branches: string[] = [];
    for (;;) {
      branches.push(this.sequence(depth + 1, true));
      if (this.at >= this.glob.length) {
        // No closing brace: the `{` is plain text.
        this.at = start + 1;
        return "\\{";
      }
      if (this.glob[this.at] === "}") {
        this.at++;
        break;
      }
      this.at++; // the comma
    }
    if (branches.length === 1) return `\\{${branches[0]}\\}`;
    this.alternatives += branches.length;
    if (this.alternatives > MAX_GLOB_ALTERNATIVES) {
      throw this.refuse(`more than ${MAX_GLOB_ALTERNATIVES} brace alternatives`);
    }
    return `(?:${branches.join("|")})`;
  }

  private refuse(what: string): ToolRefusal {
    return new ToolRefusal(`glob "${this.glob}" has ${what}; simplify it`);
  }
}
