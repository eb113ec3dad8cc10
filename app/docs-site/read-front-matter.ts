import { isMap, parseDocument } from "yaml";
import { lineAt } from "./json-locator.ts";

export interface FrontMatter {
  /** Line of the closing fence. The opening fence is line 1. */
  endLine: number;
  /** The fields, when the block is a YAML mapping that parses. */
  fields: Record<string, unknown> | undefined;
  error: { line: number; message: string; code: string } | undefined;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;

/**
 * The YAML front matter at the top of a page, read without parsing the page: a page's neighbours
 * are compared on their fields alone. Undefined when the page has none.
 */
export function readFrontMatter(text: string): FrontMatter | undefined {
  const match = FRONT_MATTER.exec(text);
  if (match?.index !== 0) return undefined;
  const body = match[1] ?? "";
  const endLine = countLines(match[0]);
  const document = parseDocument(body, { prettyErrors: false });
  const error = document.errors[0];
  if (error) {
    // An error at the end of the block belongs to its last line, not to the closing fence.
    const line = 1 + lineAt(body, Math.min(error.pos[0], Math.max(0, body.trimEnd().length - 1)));
    return {
      endLine,
      fields: undefined,
      error: { line, message: firstLine(error.message), code: error.code },
    };
  }
  if (document.contents === null) return { endLine, fields: {}, error: undefined };
  if (!isMap(document.contents)) {
    return {
      endLine,
      fields: undefined,
      error: {
        line: 2,
        message: "front matter must be a mapping of fields (`key: value` lines)",
        code: "NOT_A_MAP",
      },
    };
  }
  let fields: Record<string, unknown>;
  try {
    fields = document.toJS({ maxAliasCount: 100 }) as Record<string, unknown>;
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
      endLine,
      fields: undefined,
      error: { line: 2, message: firstLine(message), code: "TO_JS" },
    };
  }
  return { endLine, fields, error: undefined };
}

function countLines(text: string): number {
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return text.endsWith("\n") ? lines : lines + 1;
}

function firstLine(message: string): string {
  return (message.split("\n")[0] ?? message).replace(/ at line \d+, column \d+:?$/, "").trim();
}
