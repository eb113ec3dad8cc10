import picomatch from "picomatch";

/**
 * A matcher for gitignore-style patterns (one a line, `#` comments, a leading `/` anchors the
 * pattern, a trailing `/` means a folder), as `.mintignore` and MkDocs `not_in_nav` use them.
 * Paths are relative to the folder the patterns belong to.
 */
export function gitignoreMatcher(patterns: string): (path: string) => boolean {
  const matchers = patterns
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("!"))
    .map((pattern) => {
      const anchored = pattern.startsWith("/");
      const glob = pattern.replace(/^\/+/, "").replace(/\/$/, "/**");
      const globs = anchored
        ? [glob, `${glob}/**`]
        : [glob, `**/${glob}`, `${glob}/**`, `**/${glob}/**`];
      return picomatch(globs, { dot: true });
    });
  return (path) => matchers.some((match) => match(path));
}
