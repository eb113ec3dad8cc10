import { parseExpressionAt } from "acorn";
import { type Node as JsonNode, type ParseError, parseTree } from "jsonc-parser";
import { lineAt } from "./json-locator.ts";

/** A sidebars value reduced to plain data with lines; `opaque` is anything that would need running. */
export type DataNode =
  | { kind: "object"; line: number; entries: [string, DataNode][] }
  | { kind: "array"; line: number; items: DataNode[] }
  | { kind: "string"; line: number; value: string }
  | { kind: "scalar"; line: number }
  | { kind: "opaque"; line: number };

/** The exported sidebars as data, or undefined when the file cannot be read as data. */
export function readSidebarsData(text: string, extension: string): DataNode | undefined {
  if (extension === ".json") return readJsonData(text);
  const start =
    /(?:module\.exports\s*=|export\s+default|(?:const|let|var)\s+\w+\s*(?::\s*[\w.<>[\]]+)?\s*=)\s*(?=[{[])/.exec(
      text,
    );
  if (!start) return undefined;
  try {
    const expression = parseExpressionAt(text, start.index + start[0].length, {
      ecmaVersion: "latest",
      sourceType: "module",
      locations: true,
    });
    return fromEstree(expression as unknown as EstreeNode);
  } catch {
    return undefined;
  }
}

interface EstreeNode {
  type: string;
  loc?: { start: { line: number } } | null;
  properties?: EstreeNode[];
  elements?: (EstreeNode | null)[];
  key?: EstreeNode;
  value?: unknown;
  computed?: boolean;
  name?: string;
  expressions?: EstreeNode[];
  quasis?: { value: { cooked?: string | null } }[];
}

function fromEstree(node: EstreeNode): DataNode {
  const line = node.loc?.start.line ?? 1;
  switch (node.type) {
    case "ObjectExpression": {
      const entries: [string, DataNode][] = [];
      for (const property of node.properties ?? []) {
        const key = property.key;
        const name =
          property.type !== "Property" || property.computed || !key
            ? undefined
            : key.type === "Identifier"
              ? key.name
              : typeof key.value === "string"
                ? key.value
                : undefined;
        if (name === undefined)
          entries.push(["", { kind: "opaque", line: property.loc?.start.line ?? line }]);
        else entries.push([name, fromEstree(property.value as EstreeNode)]);
      }
      return { kind: "object", line, entries };
    }
    case "ArrayExpression":
      return {
        kind: "array",
        line,
        items: (node.elements ?? [])
          .filter((item) => item !== null)
          .map((item) => fromEstree(item)),
      };
    case "Literal":
      return typeof node.value === "string"
        ? { kind: "string", line, value: node.value }
        : { kind: "scalar", line };
    case "TemplateLiteral":
      return node.expressions?.length === 0 && typeof node.quasis?.[0]?.value.cooked === "string"
        ? { kind: "string", line, value: node.quasis[0].value.cooked }
        : { kind: "opaque", line };
    default:
      return { kind: "opaque", line };
  }
}

function readJsonData(text: string): DataNode | undefined {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true });
  if (!root || errors.length > 0) return undefined;
  const convert = (node: JsonNode): DataNode => {
    const line = lineAt(text, node.offset);
    if (node.type === "object") {
      return {
        kind: "object",
        line,
        entries: (node.children ?? []).map((property): [string, DataNode] => {
          const [key, value] = property.children ?? [];
          return [String(key?.value ?? ""), value ? convert(value) : { kind: "opaque", line }];
        }),
      };
    }
    if (node.type === "array")
      return { kind: "array", line, items: (node.children ?? []).map(convert) };
    if (node.type === "string") return { kind: "string", line, value: String(node.value) };
    return { kind: "scalar", line };
  };
  return convert(root);
}
