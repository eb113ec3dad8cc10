import { ToolRefusal } from "../agent-errors.ts";
import { changelogOutline, changelogShape } from "../context/changelog-entries.ts";
import { outlineHeadings } from "../context/heading-outline.ts";

/** The most text one read answers: about 4,000 tokens, so no read floods later steps. */
export const MAX_READ_CHARS = 16_000;
/** The heading outline of a long file is itself bounded. */
const MAX_OUTLINE_CHARS = 6_000;

/**
 * What a whole read answers: the text when it fits one read, else the file's heading outline
 * with line numbers (for a changelog, its releases: how many, which way, where a new one goes),
 * so the model asks for the range it needs. `tooLarge` names the byte limit
 * when the file is over it (a whole read of it is not allowed at all).
 */
export function wholeReadResult(
  path: string,
  text: string,
  tooLarge?: { bytes: number; limit: number },
): string {
  if (!tooLarge && text.length <= MAX_READ_CHARS) return text;
  const lines = text.split("\n");
  const why = tooLarge
    ? `is ${tooLarge.bytes} bytes, over the limit of ${tooLarge.limit} bytes for a whole read`
    : `has ${text.length} characters, more than one read shows (${MAX_READ_CHARS})`;
  return `${path} ${why}. It has ${lines.length} lines. Read the part you need with startLine and endLine (up to ${MAX_READ_CHARS} characters at a time).\n\n${outlineText(path, text, lines.length)}`;
}

function outlineText(path: string, text: string, lineCount: number): string {
  const headings = outlineHeadings(path, text);
  if (headings.length === 0) {
    return `No headings. Lines 1-${lineCount}; try ranges of about 200 lines.`;
  }
  const changelog = changelogShape(headings);
  if (changelog) return changelogOutline(changelog, lineCount);
  // Deeper levels go first when the outline is too long.
  for (let depth = 6; depth >= 1; depth--) {
    const shown = headings.filter((heading) => heading.level <= depth);
    const rendered = shown.map(
      (heading) =>
        `${String(heading.line).padStart(6)}: ${"#".repeat(heading.level)} ${heading.title}`,
    );
    const body = rendered.join("\n");
    if (body.length <= MAX_OUTLINE_CHARS || depth === 1) {
      const hidden = headings.length - shown.length;
      const cut = body.length > MAX_OUTLINE_CHARS;
      return `Headings (line: heading)${hidden ? `, levels 1-${depth} only (${hidden} deeper headings not shown)` : ""}:\n${cut ? `${body.slice(0, body.lastIndexOf("\n", MAX_OUTLINE_CHARS))}\n… more headings; read ranges to see them` : body}`;
    }
  }
  return "";
}

/** Lines `from`-`to` (1-based, inclusive) of a file, at most MAX_READ_CHARS of them. */
export function rangeReadResult(
  path: string,
  text: string,
  from: number,
  to: number | undefined,
): string {
  const lines = text.split("\n");
  if (from > lines.length) {
    throw new ToolRefusal(`${path} has ${lines.length} lines; line ${from} does not exist`);
  }
  if (to !== undefined && to < from) {
    throw new ToolRefusal(`endLine ${to} is before startLine ${from}`);
  }
  const last = Math.min(to ?? lines.length, lines.length);
  const shown: string[] = [];
  let chars = 0;
  let line = from;
  for (; line <= last; line++) {
    const content = lines[line - 1] as string;
    if (chars + content.length + 1 > MAX_READ_CHARS) {
      if (shown.length === 0) {
        // One line longer than a whole read: show its start.
        shown.push(
          `${content.slice(0, MAX_READ_CHARS)}… (line cut at ${MAX_READ_CHARS} characters)`,
        );
        line++;
      }
      break;
    }
    shown.push(content);
    chars += content.length + 1;
  }
  const end = line - 1;
  const rest =
    end < last
      ? `\n… stopped at line ${end} (${MAX_READ_CHARS} characters per read); continue with startLine ${end + 1}.`
      : "";
  return `Lines ${from}-${end} of ${lines.length}:\n${shown.join("\n")}${rest}`;
}
