import { isPagePath } from "../../docs-site/repo-path.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import type { FileChange } from "./change-diff.ts";
import { addedLines, diffLines } from "./line-diff.ts";
import { languageOf, withoutLanguage } from "./stale-values.ts";

/** Language names an instruction may use, and the code sites give their folders. */
const LANGUAGES: Record<string, string> = {
  arabic: "ar",
  chinese: "zh",
  dutch: "nl",
  french: "fr",
  german: "de",
  italian: "it",
  japanese: "ja",
  korean: "ko",
  polish: "pl",
  portuguese: "pt",
  russian: "ru",
  spanish: "es",
  turkish: "tr",
  ukrainian: "uk",
};

/** English words a sentence in another language does not hold. */
const ENGLISH_WORDS = new Set(
  "the and or is are was were with without needs need later earlier when your you this that these those which from into have has should must can will".split(
    " ",
  ),
);

function englishWords(lines: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) {
    const prose = line.replace(/(`+)[^`\n]*?\1/g, " ").replace(/\]\([^)]*\)/g, "]");
    for (const word of prose.toLowerCase().match(/[a-z]+/g) ?? [])
      if (ENGLISH_WORDS.has(word)) words.add(word);
  }
  return words;
}

/**
 * What a change does to the wrong language, found from paths and words: the instruction names a
 * language (the Japanese page) and the change edits no page of it; and lines added to a page of
 * another language than English that read as English (at least two English words the lines it
 * replaced did not hold), a fix written in the wrong language. One sentence each.
 */
export function findLanguageMismatches(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const pages = changes.filter(
    (change) => isPagePath(change.path) && change.after !== undefined && !change.movedFrom,
  );
  if (pages.length === 0) return [];
  const show = (path: string) => toDocsRelative(docsRoot, path);
  const found: string[] = [];
  const named = Object.entries(LANGUAGES).filter(([name]) =>
    new RegExp(`\\b${name}\\b`, "i").test(instruction),
  );
  if (
    named.length > 0 &&
    !pages.some((change) => named.some(([, code]) => languageOf(change.path) === code))
  ) {
    found.push(
      `the instruction names the ${named.map(([name]) => name[0]?.toUpperCase() + name.slice(1)).join(" and ")} pages, and the change edits none of them (it edits ${pages
        .slice(0, 3)
        .map((change) => show(change.path))
        .join(", ")})`,
    );
  }
  for (const change of pages) {
    const language = languageOf(change.path);
    if (!language || language === "en") continue;
    const lines = diffLines(change.before ?? "", change.after ?? "");
    const textsOf = (kind: "added" | "removed") =>
      lines.filter((line) => line.kind === kind).map((line) => line.text);
    const before = englishWords(textsOf("removed"));
    const added = [...englishWords(textsOf("added"))].filter((word) => !before.has(word));
    if (added.length >= 2) {
      found.push(
        `${show(change.path)} is a page in \`${language}\`, and the lines the change adds read as English (${added
          .slice(0, 4)
          .map((word) => `"${word}"`)
          .join(", ")})`,
      );
    }
  }
  return found;
}

/** The self-review's part on languages; "" when there are none. */
export function renderLanguageMismatches(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `Check the language of the change: edit the pages of the language the instruction names, in that language, or say under notDone why not (the pull request lists these for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

/** A quoted key of JSON, in a JSON sample or inline in a command (`-d '{"q": …}'`). */
const jsonKey = /"([A-Za-z_][\w.-]*)"\s*:/g;
/** A bare key at a line's start, `name:` or `name =`, read only in config languages' samples. */
const configKey = /^\s*(?:-\s+)?([A-Za-z_][\w.-]*)\s*(?::(?:\s|$)|=)/;
const configLanguage = /^(?:ya?ml|toml|ini|properties|env|dotenv)$/i;

/**
 * The keys the fenced code blocks of a page set: quoted JSON keys in any sample, and the bare
 * keys of YAML, TOML and the like in samples of those languages (a text block's "Note:" is none).
 */
export function codeSampleKeys(text: string): Set<string> {
  const keys = new Set<string>();
  let fence: string | undefined;
  let config = false;
  for (const line of text.split("\n")) {
    const opener = /^\s*(`{3,}|~{3,})\s*([\w.+-]*)/.exec(line);
    if (opener && (fence === undefined || opener[1]?.[0] === fence[0])) {
      config = fence === undefined && configLanguage.test(opener[2] ?? "");
      fence = fence === undefined ? opener[1] : undefined;
      continue;
    }
    if (fence === undefined) continue;
    for (const match of line.matchAll(jsonKey)) keys.add(match[1] as string);
    const bare = config ? configKey.exec(line)?.[1] : undefined;
    if (bare) keys.add(bare);
  }
  return keys;
}

/**
 * Code translated with the prose: the lines a change adds to a page in another language than
 * English set keys in its code samples (`"zapytanie":` for `"q":`) that the page it translates
 * (the same path without the language) sets in none of its samples, while that page's samples
 * set keys the translation's do not. Field names, options and identifiers are the API's: a
 * translated one is a request the API rejects. One sentence per page.
 */
export async function findTranslatedCodeKeys(
  tree: WorkingTree,
  changes: readonly FileChange[],
): Promise<string[]> {
  const found: string[] = [];
  for (const change of changes) {
    if (!isPagePath(change.path) || change.after === undefined) continue;
    const language = languageOf(change.path);
    if (!language || language === "en") continue;
    const source = withoutLanguage(change.path);
    if (source === change.path) continue;
    await tree.holdTexts([source]);
    const original = tree.peekText(source);
    if (typeof original !== "string") continue;
    const sourceKeys = codeSampleKeys(original);
    if (sourceKeys.size === 0) continue;
    const keys = codeSampleKeys(change.after);
    const before = codeSampleKeys(change.before ?? "");
    const added = new Set(
      addedLines(change.before ?? "", change.after)
        .join("\n")
        .match(/[\w.-]+/g),
    );
    const invented = [...keys].filter(
      (key) => !sourceKeys.has(key) && !before.has(key) && added.has(key),
    );
    const dropped = [...sourceKeys].filter((key) => !keys.has(key));
    if (invented.length === 0 || dropped.length === 0) continue;
    found.push(
      `${toDocsRelative(tree.docsRoot, change.path)}: its code samples set ${invented
        .slice(0, 4)
        .map((key) => `\`${key}\``)
        .join(
          ", ",
        )}, which ${toDocsRelative(tree.docsRoot, source)} does not, while they no longer set ${dropped
        .slice(0, 4)
        .map((key) => `\`${key}\``)
        .join(", ")}: code is not translated, the API reads its own names`,
    );
  }
  return found;
}
