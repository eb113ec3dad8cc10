export interface Heading {
  /** 1-based line of the heading text. */
  line: number;
  level: number;
  title: string;
}

/**
 * The headings of a page with their line numbers: Markdown and MDX (`#` headings and underlined
 * ones, outside code fences and front matter), reStructuredText (underlined titles, levels in
 * order of appearance) and AsciiDoc (`=` titles). Other files have none.
 */
export function outlineHeadings(path: string, text: string): Heading[] {
  const lines = text.split("\n").map((line) => line.replace(/\r$/, ""));
  if (/\.rst$/i.test(path)) return restructuredTextHeadings(lines);
  if (/\.(adoc|asciidoc)$/i.test(path)) return asciiDocHeadings(lines);
  if (/\.(md|mdx|markdown|mdown|mkd|txt)$/i.test(path)) return markdownHeadings(lines);
  return [];
}

function markdownHeadings(lines: string[]): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  let start = 0;
  if (lines[0] === "---") {
    const end = lines.indexOf("---", 1);
    if (end > 0) start = end + 1;
  }
  for (let index = start; index < lines.length; index++) {
    const line = lines[index] as string;
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === undefined) fence = fenceMark;
      else if (fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const atx = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (atx) {
      headings.push({ line: index + 1, level: (atx[1] as string).length, title: atx[2] as string });
      continue;
    }
    const next = lines[index + 1];
    if (
      next !== undefined &&
      /^\s{0,3}(=+|-+)\s*$/.test(next) &&
      /\S/.test(line) &&
      !/^\s*([-*+>|]|\d+\.)\s/.test(line) &&
      !/^\s{4}/.test(line)
    ) {
      headings.push({ line: index + 1, level: next.trim()[0] === "=" ? 1 : 2, title: line.trim() });
      index++;
    }
  }
  return headings;
}

function restructuredTextHeadings(lines: string[]): Heading[] {
  const headings: Heading[] = [];
  const levels: string[] = [];
  const adornment = /^([=\-~`:'"^_*+#<>.])\1{2,}\s*$/;
  for (let index = 0; index < lines.length - 1; index++) {
    const line = lines[index] as string;
    const under = lines[index + 1] as string;
    if (!/\S/.test(line) || adornment.test(line) || !adornment.test(under)) continue;
    if (under.trim().length < line.trim().length) continue;
    const over = index > 0 && adornment.test(lines[index - 1] as string);
    const style = `${over ? "o" : "u"}${under.trim()[0]}`;
    if (!levels.includes(style)) levels.push(style);
    headings.push({ line: index + 1, level: levels.indexOf(style) + 1, title: line.trim() });
    index++;
  }
  return headings;
}

function asciiDocHeadings(lines: string[]): Heading[] {
  const headings: Heading[] = [];
  let block = false;
  lines.forEach((line, index) => {
    if (/^(----|\.\.\.\.|====)\s*$/.test(line)) block = !block;
    if (block) return;
    const match = /^(={1,6})\s+(.+)$/.exec(line);
    if (match) {
      headings.push({
        line: index + 1,
        level: (match[1] as string).length,
        title: match[2] as string,
      });
    }
  });
  return headings;
}
