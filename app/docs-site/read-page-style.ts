/** A block of prose (a paragraph, heading or table cell) as style rules read it. */
export interface ProseBlock {
  heading: boolean;
  /** The block's text: code spans, HTML and MDX expressions as a NUL, so no phrase spans them. */
  text: string;
  /** Segment i of the text starts at offset starts[i], on the page's line lines[i]. */
  starts: number[];
  lines: number[];
}

/** The Markdown conventions a reviewer flags, with their levels. */
export const CONVENTION_LEVELS = {
  "code-block-language": "warning",
  "table-cell-count": "error",
  "image-alt-text": "warning",
  "heading-level-skipped": "warning",
} as const;

export type ConventionRule = keyof typeof CONVENTION_LEVELS;

export interface ConventionProblem {
  rule: ConventionRule;
  line: number;
  message: string;
}

/** The parts of an mdast node read here. */
export interface StyleNode {
  type: string;
  position?: { start: { line: number } };
  children?: StyleNode[];
  value?: string;
  lang?: string | null;
  alt?: string | null;
  depth?: number;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

const PROSE_BLOCKS = new Set(["paragraph", "heading", "tableCell"]);
/** Inline nodes whose text is not prose: a placeholder keeps words on either side apart. */
const OPAQUE_INLINE = new Set([
  "inlineCode",
  "html",
  "image",
  "imageReference",
  "footnoteReference",
  "mdxTextExpression",
  "inlineMath",
]);
const PLACEHOLDER = "\u0000";

/**
 * A parsed page's prose and the Markdown conventions it breaks: a fenced code block with no
 * language, a table row whose cells differ in number from the header's (the row renders with
 * cells dropped or empty), an image with no alt text, and a heading more than one level below
 * the one before it. Prose is what Vale calls text: never code, front matter, HTML or MDX code.
 */
export function readPageStyle(
  tree: StyleNode,
  source: string,
): { prose: ProseBlock[]; conventions: ConventionProblem[] } {
  const prose: ProseBlock[] = [];
  const conventions: ConventionProblem[] = [];
  let lineStarts: number[] | undefined;
  const lineText = (line: number): string => {
    lineStarts ??= startsOfLines(source);
    const start = lineStarts[line - 1] ?? source.length;
    const end = lineStarts[line] ?? source.length + 1;
    return source.slice(start, end - 1);
  };
  let previousDepth: number | undefined;
  const stack: StyleNode[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case "code":
        if (!node.lang && /^\s*(?:`{3,}|~{3,})/.test(lineText(line))) {
          conventions.push({
            rule: "code-block-language",
            line,
            message:
              "This code block names no language: add one after the opening fence (```bash, ```json, ```text for plain output) so it is highlighted and read right.",
          });
        }
        break;
      case "table": {
        const [header, ...rows] = node.children ?? [];
        const columns = header?.children?.length ?? 0;
        for (const row of rows) {
          const cells = row.children?.length ?? 0;
          if (cells === columns) continue;
          conventions.push({
            rule: "table-cell-count",
            line: row.position?.start.line ?? line,
            message: `This table row has ${cells} ${cells === 1 ? "cell" : "cells"} and the header ${columns}: ${cells > columns ? "the extra cells are dropped" : "the missing cells render empty"}, so the row's values slide into the wrong columns. Give the row ${columns} cells (escape a | inside a cell as \\|).`,
          });
        }
        break;
      }
      case "image":
        if (!node.alt?.trim()) {
          conventions.push({
            rule: "image-alt-text",
            line,
            message:
              "This image has no alt text: describe what it shows inside the brackets, ![like this](…), for readers who cannot see it.",
          });
        }
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        if (
          node.name === "img" &&
          !node.attributes?.some(
            (attribute) => attribute.type !== "mdxJsxAttribute" || attribute.name === "alt",
          )
        ) {
          conventions.push({
            rule: "image-alt-text",
            line,
            message:
              'This <img> has no alt attribute: add alt="…" describing what it shows, for readers who cannot see it.',
          });
        }
        break;
      case "heading": {
        const depth = node.depth ?? 1;
        if (previousDepth !== undefined && depth > previousDepth + 1) {
          conventions.push({
            rule: "heading-level-skipped",
            line,
            message: `This level-${depth} heading follows a level-${previousDepth} heading, skipping a level: make it ${"#".repeat(previousDepth + 1)} (the page outline and screen readers rely on the levels).`,
          });
        }
        previousDepth = depth;
        break;
      }
    }
    if (PROSE_BLOCKS.has(node.type)) {
      const block = proseOf(node);
      if (block.text.trim() !== "") prose.push(block);
      // Images inside prose are still looked at for their alt text.
      for (const image of imagesIn(node)) stack.push(image);
      continue;
    }
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as StyleNode);
  }
  conventions.sort((a, b) => a.line - b.line);
  return { prose, conventions };
}

/** The text of one prose block, its inline children flattened in order. */
function proseOf(block: StyleNode): ProseBlock {
  const out: ProseBlock = { heading: block.type === "heading", text: "", starts: [], lines: [] };
  const stack: StyleNode[] = [...(block.children ?? [])].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    const line = node.position?.start.line ?? 1;
    if (node.type === "text") {
      out.starts.push(out.text.length);
      out.lines.push(line);
      out.text += node.value ?? "";
    } else if (node.type === "break") {
      out.text += "\n";
    } else if (OPAQUE_INLINE.has(node.type)) {
      out.text += PLACEHOLDER;
    } else {
      const children = node.children ?? [];
      if (node.type === "mdxJsxTextElement") out.text += PLACEHOLDER;
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as StyleNode);
    }
  }
  return out;
}

function imagesIn(block: StyleNode): StyleNode[] {
  const found: StyleNode[] = [];
  const stack: StyleNode[] = [...(block.children ?? [])];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === "image" || (node.type === "mdxJsxTextElement" && node.name === "img")) {
      found.push(node);
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return found;
}

/** The page line an offset of a block's text falls on. */
export function lineOfOffset(block: ProseBlock, offset: number): number {
  let segment = 0;
  for (let i = 0; i < block.starts.length; i++) {
    if ((block.starts[i] as number) <= offset) segment = i;
    else break;
  }
  const start = block.starts[segment] ?? 0;
  let line = block.lines[segment] ?? 1;
  for (let at = start; at < offset; at++) if (block.text.charCodeAt(at) === 10) line++;
  return line;
}

function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
  return starts;
}
