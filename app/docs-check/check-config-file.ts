import { type ParseError, parse as parseJson, printParseErrorCode } from "jsonc-parser";
import { parse as parseToml } from "smol-toml";
import { parseAllDocuments } from "yaml";
import type { KeyedFinding } from "../docs-site/docs-finding.ts";
import { lineAt } from "../docs-site/json-locator.ts";
import { baseName, extensionOf } from "../docs-site/repo-path.ts";
import { type SiteGenerator, siteFileOf } from "../docs-site/site-files.ts";
import type { TreeView } from "../docs-site/tree-view.ts";

const CONFIG_EXTENSIONS = new Set([".json", ".yaml", ".yml", ".toml"]);

export function isConfigPath(path: string): boolean {
  return CONFIG_EXTENSIONS.has(extensionOf(path));
}

/** What a configuration file that does not parse stops, per generator. */
const BUILD_BLOCKED: Partial<Record<SiteGenerator, string>> = {
  mintlify: " Mintlify cannot build the site until it does.",
  mkdocs: " MkDocs cannot build the site until it does.",
  mdbook: " mdBook cannot build the book until it does.",
};

/** A JSON, YAML or TOML file that does not parse, with the line of the first error. */
export async function checkConfigFile(
  view: TreeView,
  show: (path: string) => string,
  path: string,
): Promise<KeyedFinding[]> {
  const text = await view.text(path);
  if (text === undefined) return [];
  const extension = extensionOf(path);
  const name = baseName(path);
  const site = siteFileOf(name);
  const builds = site?.role === "config" ? (BUILD_BLOCKED[site.generator] ?? "") : "";
  if (extension === ".json") {
    try {
      JSON.parse(text);
      return [];
    } catch {
      // JSON.parse says what is wrong but not always where: ask a parser that keeps offsets.
      const errors: ParseError[] = [];
      parseJson(text, errors, {
        allowTrailingComma: false,
        disallowComments: true,
        allowEmptyContent: false,
      });
      const first = errors[0];
      const line = first ? lineAt(text, first.offset) : 1;
      const reason = first
        ? describeJsonError(printParseErrorCode(first.error))
        : "it does not parse";
      return [
        {
          path,
          line,
          rule: "config-json",
          subject: "syntax",
          message: `${show(path)} is not valid JSON: ${reason}.${builds} Fix the syntax: double-quoted keys and strings, commas between items and none after the last, no comments.`,
        },
      ];
    }
  }
  if (extension === ".yaml" || extension === ".yml") {
    for (const document of parseAllDocuments(text, { prettyErrors: false })) {
      const error = "errors" in document ? document.errors[0] : undefined;
      if (!error) continue;
      return [
        {
          path,
          line: lineAt(text, error.pos[0]),
          rule: "config-yaml",
          subject: "syntax",
          message: `${show(path)} is not valid YAML: ${(error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "")}.${builds} Check the indentation (spaces, not tabs) and quote values that contain ": " or start with a special character.`,
        },
      ];
    }
    return [];
  }
  if (extension === ".toml") {
    try {
      parseToml(text);
      return [];
    } catch (cause) {
      const error = cause as { line?: unknown; message?: unknown };
      const reason = String(error.message ?? cause).split("\n")[0] ?? "";
      return [
        {
          path,
          line: typeof error.line === "number" ? error.line : 1,
          rule: "config-toml",
          subject: "syntax",
          message: `${show(path)} is not valid TOML: ${reason}.${builds} Fix the syntax: quoted strings, [table] headers, key = value lines.`,
        },
      ];
    }
  }
  return [];
}

/** "PropertyNameExpected" → "property name expected", with the usual cause. */
function describeJsonError(code: string): string {
  const words = code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  if (code === "PropertyNameExpected" || code === "ValueExpected")
    return `${words} (a trailing comma?)`;
  if (code === "InvalidCommentToken") return "comments are not allowed in JSON";
  return words;
}
