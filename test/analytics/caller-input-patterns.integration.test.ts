import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { whyNotLinear } from "#testkit/patterns/check-linear-time.ts";

const root = new URL("../..", import.meta.url).pathname;

interface Literal {
  where: string;
  source: string;
  flags: string;
}

// The code that reads what API callers send: page views (user agents, paths, timestamps, access
// log lines), the HTTP shell and the API's schemas.
const callerInputFolders = ["app/analytics", "app/http", "shared/api"];
// Patterns run only on the AI agent list shipped with Inkwell, when it is loaded.
const shippedDataOnly = new Set(["app/analytics/classify/ai-agent-list.ts"]);

/** Every regular expression literal in those folders, found by parsing the files. */
function regexLiterals(): Literal[] {
  const found: Literal[] = [];
  const files = callerInputFolders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => join(folder, name))
      .filter((name) => !shippedDataOnly.has(name))
      .map((name) => join(root, name)),
  );
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(tree);
        const end = literal.lastIndexOf("/");
        const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
        found.push({
          where: `${relative(root, file)}:${line + 1}`,
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

describe("the patterns that see caller input", () => {
  const literals = regexLiterals();

  it("finds the literals to check", () => {
    expect(literals.length).toBeGreaterThan(20);
  });

  it("every regular expression literal runs in linear time (recheck finds no super-linear input)", async () => {
    const slow: string[] = [];
    for (const literal of literals) {
      const why = await whyNotLinear(literal.source, literal.flags);
      if (why) slow.push(`${literal.where} /${literal.source}/${literal.flags}: ${why}`);
    }
    expect(slow).toEqual([]);
  }, 300_000);
});
