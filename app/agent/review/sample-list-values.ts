import { editedPages, type FileChange } from "./change-diff.ts";
import { addedLines } from "./line-diff.ts";

/** A key given a list of words in a sample: `"capabilities": ["read", "list"]`, `scopes: [a, b]`. */
const listOfWords = /(["']?)([A-Za-z_][\w.-]*)\1\s*:\s*\[([^\]\n]*)\]/g;
const listItem = /^\s*(["']?)([^"',\s]+)\1\s*$/;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The words a change writes into a list of a key that the repository's samples already give
 * lists for (`"capabilities": ["read-only"]` where the samples hold `["create", "update", "read"]`),
 * which no file and no code span or quotation of the instruction writes as a value (quoted or as
 * code): a value of a closed set presented as fact with no source. Each as "key: value".
 */
export function unsourcedListValues(
  changes: readonly FileChange[],
  texts: readonly { path: string; text: string }[],
  instructions: string,
): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const sources = [
      change.before,
      ...texts.filter((text) => text.path !== change.path).map((text) => text.text),
    ];
    for (const line of addedLines(change.before, change.after)) {
      for (const match of line.matchAll(listOfWords)) {
        const key = match[2] as string;
        const keyed = new RegExp(`(["']?)${escaped(key)}\\1\\s*:\\s*\\[`);
        if (!sources.some((text) => keyed.test(text))) continue;
        for (const item of (match[3] as string).split(",")) {
          const value = listItem.exec(item)?.[2];
          if (value === undefined) continue;
          const written = new RegExp(`(["'\`])${escaped(value)}\\1`);
          if (written.test(instructions) || sources.some((text) => written.test(text))) continue;
          found.push(`${key}: ${value}`);
        }
      }
    }
  }
  return [...new Set(found)];
}
