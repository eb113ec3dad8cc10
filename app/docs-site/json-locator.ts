import { findNodeAtLocation, type Node, parseTree } from "jsonc-parser";

/**
 * Lines of values inside a JSON file, found only when a finding needs one: JSON.parse gives no
 * positions, so the file is parsed again, with offsets, the first time a line is asked for.
 */
export function createJsonLocator(
  text: string,
): (pointer: (string | number)[], value?: string) => number {
  let tree: Node | undefined | null = null;
  return (pointer, value) => {
    if (tree === null) tree = parseTree(text);
    const node = tree ? findNodeAtLocation(tree, pointer) : undefined;
    if (node) return lineAt(text, node.offset);
    const at = value === undefined ? -1 : text.indexOf(JSON.stringify(value));
    return at < 0 ? 1 : lineAt(text, at);
  };
}

export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
