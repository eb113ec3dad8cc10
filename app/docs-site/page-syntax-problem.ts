/** A reason a page does not parse, or a component left open or closed out of order. */
export interface PageSyntaxProblem {
  rule: "mdx-parse" | "component-unclosed" | "component-mismatched";
  line: number;
  message: string;
  subject: string;
}

/** Lines of increasing offsets in one text, counted once over the whole text. */
export function lineCounter(text: string): (offset: number) => number {
  let at = 0;
  let line = 1;
  return (offset) => {
    if (offset < at) {
      at = 0;
      line = 1;
    }
    for (; at < offset; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
}
