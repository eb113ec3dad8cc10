import { toDocsRelative } from "../workspace/docs-path.ts";
import { editedPages, type FileChange } from "./change-diff.ts";
import { addedLines, oneTokenReplaced, rewrittenLinePairs } from "./line-diff.ts";
import {
  findExactPins,
  findFutureRemarks,
  findOppositeWords,
  findSlippedValues,
  findStrandedCounts,
  type ShownText,
} from "./rewritten-lines.ts";
import { quantityPattern } from "./stale-values.ts";
import { oldValues } from "./unwritten-values.ts";

/** At most this many statements are named. */
const MAX_ITEMS = 6;

/** Words that carry no fact of their own. */
const STOP_WORDS = new Set(
  "a an the and or but if then so as at by for from in into of on onto to with without is are was were be been being it its it's this that these those there their they them he she we you your our his her i me my do does did doing has have had having can could may might must shall should will would also only just more most very than such each every any all some other which who whom whose what when where while how why about after before over under again once here now too".split(
    " ",
  ),
);

/**
 * Words that deny what a clause says; a word joined to another by a hyphen is part of a name or
 * a compound (the rule `no-select-star`, a `--no-cache` flag), which denies nothing.
 */
const negation =
  /(?<![\p{L}\p{N}_-])(?:not|no|never|none|nothing|nobody|neither|nor|cannot|can't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|won't|wouldn't|shouldn't|mustn't|hasn't|haven't)(?![\p{L}\p{N}_-])/iu;

/** A clause of an instruction that asks for something rather than states a fact. */
const request =
  /^(?:please\s+)?(?:add|say|tell|put|use|fix|correct|update|document|remove|delete|drop|change|make|write|describe|explain|mention|note|warn|move|rename|join|recommend|restore|enable|disable|pin|replace|keep|give|list|link|align|clarify|set|show|follow|run|let|call|mark|turn|edit|rewrite|reword|capitali[sz]e|spell|state|insert|append|create|see|check|apply|bump)\b/i;

/**
 * Whether a clause asks for something: a request, also after the place it names ("In the
 * scheduling guide's Overlapping runs section, add a sentence that …").
 */
function asks(clause: string): boolean {
  const plain = clause
    .replace(/^[-*\d.)\s(]+/, "")
    .replace(/^(?:in|on|under|at|to|from|inside|within|for)\s[^,]{1,80},\s*/i, "");
  return request.test(plain);
}

/** A denial of what is left out ("does not read other files"): what "only" says as well. */
const othersDenied = /\b(?:other|others|else|besides|except|apart from)\b/i;

/** A word's stem for comparison: lower case, without a plural or past ending. */
function stem(word: string): string {
  const lower = word.toLowerCase().replace(/[’']s$/, "");
  if (lower.length > 4 && lower.endsWith("ies")) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && lower.endsWith("ing")) return lower.slice(0, -3);
  if (lower.length > 3 && lower.endsWith("ed")) return lower.slice(0, -2);
  if (lower.length > 4 && /(?:ss|x|z|ch|sh)es$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 2 && lower.endsWith("s") && !lower.endsWith("ss")) return lower.slice(0, -1);
  return lower;
}

/** The content words of a text, stemmed, markup and link targets left out. */
function contentWords(text: string): string[] {
  const plain = text
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]+>/g, " ")
    .replace(/[`*_|#>[\]]/g, " ");
  return (plain.match(/[\p{L}\p{N}][\p{L}\p{N}'’/.-]*[\p{L}\p{N}]|[\p{L}\p{N}/]/gu) ?? [])
    .map((word) => word.replace(/[.]+$/, ""))
    .filter((word) => !STOP_WORDS.has(word.toLowerCase()) && !negation.test(word))
    .map(stem);
}

/** The sentences of a text: split at a full stop, a semicolon, a colon or a line end. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n|(?<=[.;:!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The lines a change adds to its pages (edited in place or added), outside code blocks. */
function addedProse(change: FileChange): string[] {
  if (change.after === undefined || change.movedFrom) return [];
  const fenced = new Set<string>();
  let inFence = false;
  for (const line of change.after.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      fenced.add(line);
      continue;
    }
    if (inFence) fenced.add(line);
  }
  return addedLines(change.before, change.after).filter(
    (line) => !fenced.has(line) && !/^\s*(?:---|\w[\w-]*:\s)/.test(line),
  );
}

/** The clauses of an instruction's sentence: split where "but", "so", "not" or "while" starts one. */
function clausesOf(sentence: string): string[] {
  return sentence
    .split(/,\s+(?=(?:but|so|not|and not|while|whereas)\b)|\s+but\s+/i)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/** Words a denial may stand before that are not what it denies. */
const beforeDenied = new Set(
  "be is are was were been a an the even yet always ever otherwise longer more at all any".split(
    " ",
  ),
);

/** "Only" as a restriction; "read-only" and "admin-only" name a kind of access, not a limit. */
const only = /(?<![\w-])only(?![\w-])/i;
/** Words that add an effect to another: "it also blocks", "blocks it too". */
const addsTo = /\b(?:also|too|as well)\b/i;

/**
 * Whether two sentences speak of the same thing first: the first content word of each is a word
 * of the other ("With personalization it also blocks …" and "With personalization alone it only
 * hides …"; not "The Team plan also allows …" and "The Free plan only allows …").
 */
function sameSubject(a: string, b: string): boolean {
  const first = factWords(a);
  const second = factWords(b);
  return (
    first.length > 0 &&
    second.length > 0 &&
    second.includes(first[0] as string) &&
    first.includes(second[0] as string)
  );
}

function sharedWords(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  return [...a].filter((word) => b.has(word)).length;
}
const everything = /\b(?:all|every|everything|any|also|too)\b/i;

/** Whether a sentence denies something: "with no `version` input" is a condition, as "without" is. */
function denial(sentence: string): boolean {
  return negation.test(sentence.replace(/\bwith no\b/gi, "without"));
}

/** The first word a denial in the sentence applies to ("page" in "does not page"), stemmed. */
function deniedWord(sentence: string): string | undefined {
  const match = negation.exec(sentence);
  if (!match) return undefined;
  const rest = sentence.slice(match.index + match[0].length).toLowerCase();
  const word = (rest.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).find(
    (candidate) => !beforeDenied.has(candidate),
  );
  return word ? stem(word) : undefined;
}

/**
 * A statement the instruction makes that the change writes reversed: an added sentence shares
 * most of its words (three at least, numbers aside) with a clause of the instruction that states
 * a fact (not one that asks for something, nor the page's own words it quotes), and one of the
 * two denies it while the other does not: the instruction's "SEV1 pages the on-call engineer at
 * once" written as "SEV1 does not page the on-call engineer" (the sentence denies a word the
 * instruction states), or its "the file is not filtered" as "the download holds only the
 * endpoints of the reader's groups"; and a clause that says "only" written with "all", "every",
 * "also" or "too" in its place ("only the root package" as "all packages"), or the other way
 * round ("every signed-in reader" as "only authenticated readers"); and, sharing two words at
 * least, "also" or "too" added to what a clause says is the only effect ("with personalization it
 * only hides the page" as "with personalization it also blocks the page's URL"). One sentence each.
 */
export function findReversedStatements(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const statements = statementClausesOf(instruction)
    .map((clause) => ({ clause, words: new Set(factWords(clause)) }))
    .filter(({ words }) => words.size >= 3);
  if (statements.length === 0) return [];
  const found: string[] = [];
  for (const change of changes) {
    for (const line of addedProse(change)) {
      for (const sentence of sentencesOf(line)) {
        const words = new Set(factWords(sentence));
        if (words.size < 3) continue;
        let best: { clause: string; words: Set<string>; shared: number } | undefined;
        for (const statement of statements) {
          const shared = [...words].filter((word) => statement.words.has(word)).length;
          if (shared < 3 || shared < 0.6 * Math.min(words.size, statement.words.size)) continue;
          if (!best || shared > best.shared) best = { ...statement, shared };
        }
        if (!best) {
          // "it only hides the page" written as "it also blocks the page's URL": an effect added
          // to the one the instruction says is the only one, which shares fewer words with it.
          const added = statements.find(
            (statement) =>
              only.test(statement.clause) &&
              !denial(statement.clause) &&
              !only.test(sentence) &&
              !denial(sentence) &&
              addsTo.test(sentence) &&
              sameSubject(sentence, statement.clause) &&
              sharedWords(words, statement.words) >= 2 &&
              sharedWords(words, statement.words) >=
                0.4 * Math.min(words.size, statement.words.size),
          );
          if (added)
            found.push(
              `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence)}" says more than the instruction's "${clip(added.clause)}"`,
            );
          continue;
        }
        const denies = denial(sentence);
        // "It reads only AGENTS.md" written as "it does not read other files": the same restriction.
        if (denies && only.test(best.clause) && !denial(best.clause) && othersDenied.test(sentence))
          continue;
        // "only the root package" written as "all packages" (or "it restricts access too"), or
        // "every signed-in reader" as "only authenticated readers": the restriction turned around.
        const widened =
          (only.test(best.clause) && !only.test(sentence) && everything.test(sentence)) ||
          (everything.test(best.clause) && !everything.test(sentence) && only.test(sentence));
        if (!widened) {
          if (denies === denial(best.clause)) continue;
          if (denies) {
            const denied = deniedWord(sentence);
            if (!denied || !best.words.has(denied)) continue;
          }
        }
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence)}" says the opposite of the instruction's "${clip(best.clause)}"`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** A denial of a verb: "never commit", "do not commit" (a bare "no" denies a noun, not a statement). */
const verbDenial =
  /\b(?:not|never|cannot|can't|don't|doesn't|didn't|isn't|aren't|won't|shouldn't|mustn't)\s+(?:be\s+|ever\s+|even\s+)?([\p{L}][\p{L}'-]+)/iu;

/** A denial made by the subject: "nobody should open port 8480", "no one may push to main". */
const subjectDenial =
  /\b(?:nobody|no one|nothing|none)\s+(?:(?:should|must|may|can|could|will|would|needs? to|has to|ought to)\s+)?(?:ever\s+)?([\p{L}][\p{L}'-]+)/iu;

/**
 * A verb the instruction states that the change denies: the instruction says "it is safe to
 * commit" and an added sentence says "never commit it" or "do not commit it", while the
 * instruction denies the verb nowhere. Only verbs of the instruction's statements count, not of
 * what it asks ("add a warning against turning it on" lets the page say "do not turn it on").
 * One sentence each.
 */
export function findDeniedVerbs(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const plain = instruction.replace(/["“][^"”\n]*["”]/g, " ").replace(/(`+)[^`\n]+?\1/g, "X");
  const stated = new Set<string>();
  // Verbs stated with "only" and nowhere else: "it reads only AGENTS.md".
  const restricted = new Set<string>();
  const unrestricted = new Set<string>();
  const denied = new Set<string>();
  for (const clause of sentencesOf(plain).flatMap(clausesOf)) {
    const denial = verbDenial.exec(clause) ?? subjectDenial.exec(clause);
    if (denial) denied.add(stem(denial[1] as string));
    if (asks(clause)) continue;
    for (const word of clause.match(/[\p{L}][\p{L}'-]{3,}/gu) ?? []) {
      if (STOP_WORDS.has(word.toLowerCase())) continue;
      stated.add(stem(word));
      (only.test(clause) ? restricted : unrestricted).add(stem(word));
    }
  }
  const found: string[] = [];
  for (const change of changes) {
    for (const line of addedProse(change)) {
      for (const sentence of sentencesOf(line.replace(/(`+)[^`\n]+?\1/g, "X"))) {
        const denial = verbDenial.exec(sentence);
        if (!denial) continue;
        const verb = stem(denial[1] as string);
        if (!stated.has(verb) || denied.has(verb)) continue;
        // "does not read other files" says what "reads only AGENTS.md" says.
        if (restricted.has(verb) && !unrestricted.has(verb) && othersDenied.test(sentence))
          continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence)}" denies "${denial[1]}", which the instruction states`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** A clause that says a value has stopped: "`S` no longer does". */
const clauseDenial = /\bno longer\b/i;
/** An instruction that adds to what stays: "now opens with `/` as well as `s`". */
const keepsBoth = /\b(?:as well as|also|too|in addition to|besides)\b/i;

/**
 * A value the instruction keeps ("as well as", "also") that an added clause says has stopped:
 * told that search opens with `/` as well as `s`, the change writes "`S` no longer does". Values the instruction
 * replaces (`oldValues`) are left out, as is every value when the instruction asks to remove
 * something. One sentence each.
 */
export function findDeniedValues(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  if (
    /\b(?:remove[sd]?|delete[sd]?|drop(?:s|ped)?|no longer|deprecated?|retired?)\b/i.test(
      instruction,
    )
  )
    return [];
  const olds = new Set(oldValues(instruction).map((value) => value.toLowerCase()));
  const given = new Set(
    [...instruction.matchAll(/(`+)([^`\n]+?)\1(?!`)/g)]
      .map((match) => (match[2] as string).trim().toLowerCase())
      .filter((value) => !olds.has(value)),
  );
  if (given.size === 0 || clauseDenial.test(instruction) || !keepsBoth.test(instruction)) return [];
  const found: string[] = [];
  for (const change of changes) {
    for (const line of addedProse(change)) {
      for (const clause of line.split(/[.;:!?]\s+|,\s+(?=but\b)/)) {
        if (!clauseDenial.test(clause)) continue;
        for (const match of clause.matchAll(/(`+)([^`\n]+?)\1(?!`)/g)) {
          const value = (match[2] as string).trim();
          if (!given.has(value.toLowerCase())) continue;
          found.push(
            `${toDocsRelative(docsRoot, change.path)}: "${clip(clause.trim())}" denies \`${value}\`, which the instruction gives`,
          );
        }
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** Words that set one thing against another: "a deploy token, not a personal token". */
const contrast = "(?:,?\\s*not|rather than|instead of|in place of)";

/** A phrase of a modifier and its noun, in the singular or the plural: "deploy tokens?". */
function phrasePattern(modifier: string, noun: string): string {
  const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `\\b${literal(modifier)}\\s+${literal(noun)}(?:s|es)?\\b`;
}

/**
 * The pairs an instruction sets against each other, each two kinds of one thing: "use a deploy
 * token (…) in CI, not a personal token" gives the deploy token, preferred, and the personal one.
 */
function contrastedPairs(instruction: string): { preferred: string; rejected: string }[] {
  const pairs: { preferred: string; rejected: string }[] = [];
  for (const sentence of sentencesOf(instruction.replace(/(`+)[^`\n]+?\1/g, " "))) {
    const pattern = new RegExp(
      `\\b([\\p{L}][\\p{L}-]+)\\s+([\\p{L}]{3,}?)(?:s|es)?\\b[^.;:]{0,60}?${contrast}\\s+(?:an?\\s+|the\\s+)?([\\p{L}][\\p{L}-]+)\\s+\\2(?:s|es)?\\b`,
      "giu",
    );
    for (const match of sentence.matchAll(pattern)) {
      const [, preferred, noun, rejected] = match as unknown as [string, string, string, string];
      if (
        preferred.toLowerCase() === rejected.toLowerCase() ||
        STOP_WORDS.has(preferred.toLowerCase()) ||
        STOP_WORDS.has(rejected.toLowerCase())
      )
        continue;
      pairs.push({
        preferred: phrasePattern(preferred.toLowerCase(), noun.toLowerCase()),
        rejected: phrasePattern(rejected.toLowerCase(), noun.toLowerCase()),
      });
    }
  }
  return pairs;
}

/**
 * Two kinds of one thing the instruction sets against each other, written the other way round:
 * told "use a deploy token, not a personal token: personal tokens expire after 90 days", the
 * change writes "use a personal token rather than a deploy token" (the preference turned
 * around), or "deploy tokens expire after 90 days" (what the instruction says of one kind, said
 * of the other). One sentence each.
 */
export function findSwappedKinds(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const pairs = contrastedPairs(instruction);
  if (pairs.length === 0) return [];
  const plain = instruction.replace(/(`+)[^`\n]+?\1/g, " ");
  const found: string[] = [];
  for (const change of changes) {
    for (const line of addedProse(change)) {
      for (const sentence of sentencesOf(line)) {
        for (const { preferred, rejected } of pairs) {
          const turned = new RegExp(
            `${rejected}[^.;:]{0,60}?${contrast}\\s+(?:an?\\s+|the\\s+)?${preferred}`,
            "iu",
          );
          if (turned.test(sentence)) {
            found.push(
              `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence)}" turns around what the instruction prefers`,
            );
            continue;
          }
          // What the instruction says of one kind alone, said of the other kind alone.
          const saysOf = (text: string, kind: string, other: string) =>
            new RegExp(kind, "iu").test(text) && !new RegExp(other, "iu").test(text);
          const rest = (text: string) =>
            new Set(
              factWords(
                text
                  .replace(new RegExp(preferred, "giu"), " ")
                  .replace(new RegExp(rejected, "giu"), " "),
              ),
            );
          for (const [kind, other] of [
            [preferred, rejected],
            [rejected, preferred],
          ] as const) {
            if (!saysOf(sentence, kind, other)) continue;
            const words = rest(sentence);
            const stated = sentencesOf(plain).find((clause) => {
              if (!saysOf(clause, other, kind)) return false;
              const theirs = rest(clause);
              const shared = [...words].filter((word) => theirs.has(word)).length;
              return shared >= 2 && shared >= 0.6 * Math.min(words.size, theirs.size);
            });
            if (stated === undefined) continue;
            found.push(
              `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence)}" says of one kind what the instruction says of the other ("${clip(stated)}")`,
            );
          }
        }
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** The content words of a text without its numbers: a statement is matched by what it says. */
function factWords(text: string): string[] {
  return contentWords(text).filter((word) => !/^[\d.,/]+$/.test(word));
}

function clip(text: string): string {
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
}

/** A value a fact is about: a number with a unit, or a number of two digits or more. */
const valuePattern = new RegExp(
  String.raw`${quantityPattern.source}|(?<![\w.,])\d{2,}(?![\w]|[.,]\d)`,
  "gi",
);

/** How far around a value its words are taken, in content words. */
const CONTEXT_WORDS = 5;

interface ValueContext {
  value: string;
  /** The value as the sentence writes it: `30 days`. */
  text: string;
  before: Set<string>;
  after: Set<string>;
}

/** The key a value is matched by: its number. */
function valueKey(value: string): string {
  return /^\d+(?:[.,]\d+)?/.exec(value)?.[0] ?? value;
}

/**
 * Each value of a sentence with the words just before it (from the previous value or the
 * sentence's start) and just after it (to the next value or the sentence's end).
 */
function valueContexts(sentence: string): ValueContext[] {
  const matches = [...sentence.matchAll(valuePattern)];
  return matches.map((match, index) => {
    const start =
      index === 0 ? 0 : (matches[index - 1]?.index ?? 0) + (matches[index - 1]?.[0].length ?? 0);
    const next = matches[index + 1];
    const end = next?.index ?? sentence.length;
    const before = contentWords(sentence.slice(start, match.index)).slice(-CONTEXT_WORDS);
    const after = contentWords(sentence.slice(match.index + match[0].length, end)).slice(
      0,
      CONTEXT_WORDS,
    );
    return {
      value: valueKey(match[0]),
      text: match[0],
      before: new Set(before),
      after: new Set(after),
    };
  });
}

/**
 * Values the instruction gives with what each means that the change writes with another's
 * meaning: around a value, the added sentence (or table row) has none of the words the
 * instruction puts on that side of it and some the instruction puts beside another of its values
 * ("401 a missing or bad token, 429 the rate limit" written as "`401` | The rate limit is
 * reached"; "backed up every 6 hours and kept 30 days" as "backed up every 30 days"). One
 * sentence each.
 */
export function findSwappedValues(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const given = sentencesOf(instruction).flatMap(valueContexts);
  const keys = new Set(given.map((context) => context.value));
  if (keys.size < 2) return [];
  const found: string[] = [];
  for (const change of changes) {
    for (const line of addedProse(change)) {
      for (const sentence of sentencesOf(line.replace(/\|/g, " "))) {
        for (const written of valueContexts(sentence)) {
          const own = given.filter((context) => context.value === written.value);
          if (own.length !== 1) continue;
          const mine = own[0] as ValueContext;
          for (const side of ["before", "after"] as const) {
            if (mine[side].size === 0 || written[side].size === 0) continue;
            if ([...written[side]].some((word) => mine[side].has(word))) continue;
            // Two words at least of what the instruction says beside another value.
            const other = given.find(
              (context) =>
                context.value !== written.value &&
                [...written[side]].filter(
                  (word) =>
                    context[side].has(word) && !mine.before.has(word) && !mine.after.has(word),
                ).length >= 2,
            );
            if (!other) continue;
            found.push(
              `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence.replace(/\s+/g, " ").trim())}" gives ${written.text} what the instruction says of ${other.text}`,
            );
            break;
          }
        }
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** The words of a line, split at spaces. */
function tokensOf(line: string): string[] {
  return line.trim().split(/\s+/).filter(Boolean);
}

/**
 * The one word a rewritten line replaces with another (`ADD` for `COPY`), when the rest of the
 * line is kept; else undefined.
 */
function substitution(before: string, after: string): [string, string] | undefined {
  return oneTokenReplaced(tokensOf(before), tokensOf(after));
}

/**
 * Two words swapped: the change replaces one word with another on a line and the other with the
 * first on another line of the same page (`COPY` made `ADD` where `ADD` is made `COPY`), which
 * undoes on one line what it does on the other. One sentence each.
 */
export function findSwappedReplacements(
  changes: readonly FileChange[],
  docsRoot: string,
  _instruction: string,
): string[] {
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const pairs = rewrittenLinePairs(change.before, change.after).flatMap(([line, added]) => {
      const pair = substitution(line, added);
      return pair ? [pair] : [];
    });
    for (const [from, to] of pairs) {
      if (from >= to || !pairs.some(([a, b]) => a === to && b === from)) continue;
      found.push(
        `${toDocsRelative(docsRoot, change.path)}: the change replaces \`${from}\` with \`${to}\` on one line and \`${to}\` with \`${from}\` on another: one of the two undoes what the instruction asks`,
      );
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** "People keep the apiKey out of their repository": what some do, which the instruction corrects. */
const whatPeopleDo =
  /^(?:many |some |most )?(?:people|users|readers|teams|customers|developers)\b[^.;:]{0,40}?\b(?:expect|think|believe|assume|keep|often|usually|tend|try|want|avoid|worry)\b/i;
/** Words that grant a point before correcting it. */
const concession = /\b(?:but|however|although|though|even if|while|whereas)\b/i;
/** The words of such a clause that say who and how sure, not what. */
const beliefWords = new Set(
  "people user reader team customer developer many some most expect think believe assume often usually tend try want worry".split(
    " ",
  ),
);

/**
 * An added sentence that says again what the instruction says people do before it corrects them
 * ("People keep the apiKey out of their repository to be careful. It is … safe to commit." written
 * as "Keep this key out of your repository"): most of the clause's words besides who does it, and
 * no denial. One sentence each.
 */
export function findRepeatedMisbeliefs(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const sentences = sentencesOf(instruction.replace(/["“][^"”\n]*["”]/g, " "));
  const beliefs = sentences
    .filter((sentence, index) => index < sentences.length - 1 && whatPeopleDo.test(sentence))
    .map((sentence) => ({
      sentence,
      words: new Set(factWords(sentence).filter((word) => !beliefWords.has(word))),
    }))
    .filter(({ words }) => words.size >= 3);
  if (beliefs.length === 0) return [];
  const found: string[] = [];
  for (const change of changes) {
    for (const line of addedProse(change)) {
      for (const sentence of sentencesOf(line)) {
        // Denied, told as what people do, or corrected in the same sentence ("…, but it is safe").
        if (denial(sentence) || whatPeopleDo.test(sentence) || concession.test(sentence)) continue;
        const words = new Set(factWords(sentence));
        const belief = beliefs.find(({ words: said }) => {
          const shared = sharedWords(words, said);
          return shared >= 3 && shared >= 0.6 * Math.min(words.size, said.size);
        });
        if (!belief) continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence)}" says again what the instruction says people do ("${clip(belief.sentence)}"), which it goes on to correct`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** What "only …, not …" keeps out: up to the sentence's end, dots inside names kept. */
const keptOut = String.raw`(?:[^,.;:\n]|\.(?=\S)){1,80},\s*(?:but\s+)?not\s+((?:[^.;:\n]|\.(?=\S)){1,80})`;
/** "only reads AGENTS.md, not CLAUDE.md": the verb after "only". */
const onlyVerbNot = new RegExp(String.raw`\bonly\s+([\p{L}][\p{L}'-]+)\s+${keptOut}`, "giu");
/** "reads only AGENTS.md, not CLAUDE.md": the verb before it. */
const verbOnlyNot = new RegExp(String.raw`\b([\p{L}][\p{L}'-]+)\s+only\s+${keptOut}`, "giu");

/** Words before a thing that keep it out ("never `CLAUDE.md`", "other than"). */
const keptOutBefore =
  /(?:\b(?:not|never|nor|no|except|excluding|without|than|instead of|ignores?|ignored)|n't)\s*(?:even\s+)?(?:the\s+)?$/i;

/**
 * A thing the instruction keeps out ("the agent only reads AGENTS.md, not CLAUDE.md") that an
 * added sentence says the verb does to after all ("The agent also reads `CLAUDE.md` when …",
 * "reads `CLAUDE.md` when there is no `AGENTS.md`"): the sentence holds the verb, undenied, and
 * the thing, with no denial right before it. One sentence each.
 */
export function findAffirmedExclusions(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const verbAfter = [...instruction.matchAll(onlyVerbNot)].filter(
    (match) => !STOP_WORDS.has((match[1] as string).toLowerCase()),
  );
  // "agent only reads …" is read by its verb after "only", not by the word before it.
  const onlyAt = new Set(verbAfter.map((match) => match.index));
  const verbBefore = [...instruction.matchAll(verbOnlyNot)].filter(
    (match) =>
      !STOP_WORDS.has((match[1] as string).toLowerCase()) &&
      !onlyAt.has(match.index + (match[0] as string).search(/\bonly\b/i)),
  );
  const rules = [...verbAfter, ...verbBefore].flatMap((match) => {
    const verb = stem(match[1] as string);
    const things = (match[2] as string)
      .replace(/`/g, "")
      .split(/\s*(?:,|\bor\b|\band\b|\bnor\b)\s*/i)
      .map((thing) => thing.trim().replace(/^(?:the|a|an)\s+/i, ""))
      .filter((thing) => thing.length >= 3 && thing.split(/\s+/).length <= 3);
    return things.length > 0 ? [{ verb, things }] : [];
  });
  if (rules.length === 0) return [];
  const found: string[] = [];
  for (const change of changes) {
    for (const line of addedProse(change)) {
      for (const sentence of sentencesOf(line)) {
        const plain = sentence.replace(/`/g, "");
        const words = plain.match(/[\p{L}][\p{L}'-]*/gu) ?? [];
        for (const { verb, things } of rules) {
          if (!words.some((word) => stem(word) === verb)) continue;
          const denied = verbDenial.exec(plain);
          if (denied && stem(denied[1] as string) === verb) continue;
          const thing = things.find((candidate) => {
            const at = plain.toLowerCase().indexOf(candidate.toLowerCase());
            return at >= 0 && !keptOutBefore.test(plain.slice(Math.max(0, at - 30), at));
          });
          if (!thing) continue;
          found.push(
            `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence)}" says "${verb}" of ${thing}, which the instruction keeps out ("only …, not ${thing}")`,
          );
        }
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/** A sentence whose subject is a code span: "`brindle fix --diff` prints …", "The `retry` key …". */
const codeSubject = /^(?:the\s+)?(`+)([^`\n]+?)\1/i;

/** The sentences of a page's prose, a paragraph's lines joined, code blocks left out. */
function proseSentences(text: string): string[] {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  let fence: string | undefined;
  const flush = () => {
    if (lines.length > 0) paragraphs.push(lines.join(" "));
    lines = [];
  };
  for (const line of text.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
        fence = undefined;
      continue;
    }
    if (marker !== undefined) {
      flush();
      fence = marker;
    } else if (line.trim() === "" || /^\s*(?::::|!!!|\||#|<\/?[A-Z])/.test(line)) {
      flush();
    } else {
      lines.push(line.trim());
    }
  }
  flush();
  return paragraphs.flatMap((paragraph) =>
    paragraph
      .split(/(?<=[.;!?])\s+/)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  );
}

/**
 * What the instruction states of one thing, written of another the page tells apart: told
 * "`brindle fix` rewrites files in place", the change rewrites the page's sentence on `brindle fix
 * --diff` (which said it leaves the files untouched) to say that `brindle fix --diff` rewrites
 * the files in place. The added sentence's subject is a code span other than the statement's,
 * its words hold those the statement says of its own subject, and a sentence of the page before
 * on that same subject is gone: the change wrote over what the page said of it. One sentence each.
 */
export function findMovedStatements(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
): string[] {
  const statements = statementClausesOf(instruction).flatMap((clause) => {
    const subject = codeSubject.exec(clause);
    if (!subject) return [];
    const said = new Set(factWords(clause.slice(subject[0].length)));
    return said.size >= 2 ? [{ clause, subject: subject[2] as string, said }] : [];
  });
  if (statements.length === 0) return [];
  const normal = (text: string) => text.replace(/\s+/g, " ").trim();
  const found: string[] = [];
  for (const change of editedPages(changes)) {
    const before = proseSentences(change.before).map(normal);
    const after = new Set(proseSentences(change.after).map(normal));
    const kept = new Set(before);
    for (const sentence of after) {
      if (kept.has(sentence)) continue;
      const subject = codeSubject.exec(sentence);
      if (!subject) continue;
      const named = (subject[2] as string).trim();
      const words = new Set(factWords(sentence.slice(subject[0].length)));
      for (const statement of statements) {
        if (named === statement.subject.trim()) continue;
        if (![...statement.said].every((word) => words.has(word))) continue;
        // The page said something of this subject before, in a sentence the change took out.
        const overwritten = before.some(
          (line) => !after.has(line) && codeSubject.exec(line)?.[2]?.trim() === named,
        );
        if (!overwritten) continue;
        found.push(
          `${toDocsRelative(docsRoot, change.path)}: "${clip(sentence)}" says of \`${named}\` what the instruction says of \`${statement.subject}\` ("${clip(statement.clause)}"), where the page said otherwise of it`,
        );
      }
    }
  }
  return [...new Set(found)].slice(0, MAX_ITEMS);
}

/**
 * Added lines that say otherwise than the instruction, in order: reversed statements, swapped
 * values, swapped words, denied verbs, what "only …, not …" keeps out said to be in, what people do said again where the instruction corrects it, values slipped into a rewritten line, a count left one off a value the change replaced, a remark that something is to
 * come kept where the instruction says it happened, a word whose opposite the instruction
 * uses, a version pinned exactly where the instruction asks for a major one, and what the
 * instruction states of one thing written over what the page said of another.
 */
export function findSwappedFacts(
  changes: readonly FileChange[],
  docsRoot: string,
  instruction: string,
  shownBefore: ReadonlyMap<string, readonly ShownText[]> = new Map(),
): string[] {
  return [
    ...findReversedStatements(changes, docsRoot, instruction),
    ...findSwappedKinds(changes, docsRoot, instruction),
    ...findSwappedValues(changes, docsRoot, instruction),
    ...findSwappedReplacements(changes, docsRoot, instruction),
    ...findDeniedVerbs(changes, docsRoot, instruction),
    ...findAffirmedExclusions(changes, docsRoot, instruction),
    ...findRepeatedMisbeliefs(changes, docsRoot, instruction),
    ...findDeniedValues(changes, docsRoot, instruction),
    ...findSlippedValues(changes, docsRoot, instruction, shownBefore),
    ...findStrandedCounts(changes, docsRoot, instruction),
    ...findFutureRemarks(changes, docsRoot, instruction),
    ...findOppositeWords(changes, docsRoot, instruction),
    ...findExactPins(changes, docsRoot, instruction),
    ...findMovedStatements(changes, docsRoot, instruction),
  ].slice(0, MAX_ITEMS);
}

/** The self-review's part on statements that say otherwise than the instruction; "" when there are none. */
export function renderSwappedFacts(items: readonly string[]): string {
  if (items.length === 0) return "";
  return `These added lines say otherwise than the instruction: a statement reversed, one value given what the instruction says of another, or two words swapped back and forth. Read each against the instruction and correct it, or say under notDone why it stands (the pull request lists these for the reviewer):\n${items.map((item) => `- ${item}`).join("\n")}`;
}

/** The clauses of the instruction that state something (quoted passages left out, requests too). */
function statementClausesOf(instruction: string): string[] {
  return sentencesOf(instruction.replace(/["“][^"”\n]*["”]/g, " "))
    .flatMap(clausesOf)
    .filter((clause) => !asks(clause));
}
