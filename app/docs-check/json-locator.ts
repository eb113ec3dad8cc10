import { LineCounter, parseDocument } from "yaml";

/**
 * Lines of values inside a JSON file, found only when a finding needs one: JSON.parse gives no
 * positions, and reading positions costs a second, slower parse (YAML's, of which JSON is a subset).
 */
export function createJsonLocator(
  text: string,
): (pointer: (string | number)[], value?: string) => number {
  let document: ReturnType<typeof parseDocument> | undefined;
  let lines: LineCounter | undefined;
  return (pointer, value) => {
    if (!document) {
      lines = new LineCounter();
      document = parseDocument(text, {
        lineCounter: lines,
        uniqueKeys: false,
        prettyErrors: false,
      });
    }
    const node = document.errors.length === 0 ? document.getIn(pointer, true) : undefined;
    const offset = (node as { range?: [number, number, number] } | undefined)?.range?.[0];
    if (offset !== undefined && lines) return lines.linePos(offset).line;
    // Not YAML-readable (tabs, odd escapes): fall back to the first place the value is written.
    const at = value === undefined ? -1 : text.indexOf(JSON.stringify(value));
    return at < 0 ? 1 : lineAt(text, at);
  };
}

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
