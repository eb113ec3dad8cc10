/** "does not change", "don't change": words that say a thing stays, though they hold "change". */
const notChanging =
  /\b(?:(?:does|do|will|should)\s+not\s+change|(?:doesn|don|won|shouldn)['’]t\s+change|(?:is|are)\s+not\s+changing|(?:isn|aren)['’]t\s+changing)\b/gi;
/** Words of a clause saying that something stays as it is. */
const stays = new RegExp(
  `\\b(?:stays?|stay(?:s|ing)? the same|keeps?|kept|remains?|unchanged)\\b|${notChanging.source}`,
  "i",
);
/** Words of a clause saying that something changes: such a clause gives a new value, not a kept one. */
const changes =
  /\b(?:now|was|were|used to|from\b.+\bto|instead|no longer|new|changed?|raise[sd]?|lower(?:s|ed)?|increase[sd]?|decrease[sd]?|rename[sd]?|replace[sd]?)\b/i;

/**
 * The clauses of an instruction that say something stays as it is ("The import name stays
 * `acme`", "Status callbacks keep 5 minutes"), and say nothing changes in them: what they name
 * is left alone on purpose.
 */
export function keptClauses(instruction: string): string[] {
  return instruction
    .split(/[.;!?\n]+(?=\s|$)|[;\n]|\s+(?:but|while|whereas)\s+/i)
    .map((clause) => clause.trim())
    .filter((clause) => stays.test(clause) && !changes.test(clause.replace(notChanging, " ")));
}

/** The instruction without its clauses that say something stays as it is. */
export function withoutKeptClauses(instruction: string): string {
  let text = instruction;
  for (const clause of keptClauses(instruction)) text = text.replace(clause, " ");
  return text;
}

/**
 * The words the instruction quotes in a clause saying they stay (`acme` of "The import name
 * stays `acme`"), in lower case: the change is not asked to replace them anywhere.
 */
export function keptWords(instruction: string): Set<string> {
  const words = new Set<string>();
  for (const clause of keptClauses(instruction)) {
    for (const match of clause.matchAll(/["“`']([^"”`'\n]+)["”`']/g))
      words.add((match[1] as string).trim().toLowerCase());
  }
  return words;
}

/**
 * Whether the instruction says the page keeps the value: a clause saying something stays names
 * the page (by its title or its file name as words) and holds the value's number, or the value
 * ("Status callbacks keep 5 minutes" keeps `tolerance="5"` on the page titled "Status callbacks");
 * or it names the docs version the page belongs to (`versioned_docs/version-2.x/`) and no value
 * of its own ("the 2.x docs stay as they are" keeps every value of those pages).
 */
export function keptOnPage(instruction: string, value: string, path: string, text: string) {
  const version = /(?:^|\/)versioned_docs\/version-([^/]+)\//.exec(path)?.[1];
  if (version !== undefined) {
    const named = new RegExp(
      `(?<![\\w.])v?${version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w]|\\.\\w)`,
      "i",
    );
    if (
      keptClauses(instruction).some(
        (clause) => named.test(clause) && !/\d/.test(clause.replace(named, "")),
      )
    )
      return true;
  }
  const number = /\d+(?:[.,]\d+)?/.exec(value)?.[0];
  const title =
    /^---\r?\n[\s\S]*?^title:\s*["']?(.+?)["']?\s*$[\s\S]*?^---/m.exec(text)?.[1] ??
    /^#\s+(.+?)\s*#*$/m.exec(text)?.[1];
  const stem = path
    .slice(path.lastIndexOf("/") + 1)
    .replace(/\.[^.]+$/, "")
    .replace(/[-_]+/g, " ");
  const names = [title, stem]
    .map((name) => name?.replace(/[`*_]/g, "").trim() ?? "")
    .filter((name) => name.length >= 5 && !/^(?:index|readme)$/i.test(name));
  const word = (name: string) =>
    new RegExp(
      `(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "[\\s_-]+")}(?![\\w-])`,
      "i",
    );
  return keptClauses(instruction).some(
    (clause) =>
      names.some((name) => word(name).test(clause)) &&
      (clause.includes(value) ||
        (number !== undefined &&
          new RegExp(`(?<![\\w.,])${number}(?![\\w]|[.,]\\d)`).test(clause))),
  );
}

/**
 * Whether the instruction says the line keeps what it holds: a clause saying "the other clients
 * don't change" keeps a line that speaks of a client (`<Connect client="Go" port="7420" />`), on
 * a page the change left alone.
 */
export function keptOnLine(instruction: string, line: string): boolean {
  return keptClauses(instruction).some((clause) => {
    const noun = /\bother\s+(\p{L}{3,}?)(?:e?s)?\b/iu.exec(clause)?.[1];
    return (
      noun !== undefined && new RegExp(`(?<![\\p{L}])${noun}(?:e?s)?(?![\\p{L}])`, "iu").test(line)
    );
  });
}
