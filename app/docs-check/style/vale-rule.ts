import { RE2JS } from "re2js";
import { parse as parseYaml } from "yaml";
import type { ValeRuleName } from "../../docs-site/docs-finding.ts";
import { isLevel, type ValeLevel } from "./vale-config.ts";

/** Where in a page a rule looks: all prose, or only headings. */
export type StyleScope = "text" | "heading";

/** One alert in a block of prose. */
export interface StyleMatch {
  index: number;
  length: number;
  message: string;
}

/** A Vale rule ready to run: its name (`Style.Rule`), level, scope and matcher. */
export interface StyleRule {
  name: ValeRuleName;
  level: ValeLevel;
  scope: StyleScope;
  find(text: string): StyleMatch[];
}

/** A rule that is not applied, and why: its kind is not implemented, or it cannot be compiled. */
export interface SkippedRule {
  name: string;
  reason: string;
}

/** The kinds of Vale rule Inkwell applies; the others are skipped and named as such. */
export const SUPPORTED_RULE_KINDS = ["substitution", "existence"] as const;

/** A rule file and what it may hold: it comes from the repository. */
const MAX_RULE_CHARS = 64_000;
const MAX_ENTRIES = 1_000;
const MAX_PATTERN_CHARS = 40_000;
/** Alerts one rule raises in one block of prose at most: past it, more are noise. */
const MAX_MATCHES_PER_BLOCK = 20;

/** Vale's default: words bounded at both ends. */
const WORD_TEMPLATE = (body: string) => `\\b(?:${body})\\b`;

/**
 * A Vale rule from its YAML: `extends: substitution` (a `swap` map of patterns to the wanted
 * words) or `extends: existence` (`tokens` and `raw` patterns), with `ignorecase`, `nonword`,
 * `level` (Vale's default, suggestion) and `message` (`%s` filled as Vale fills it). Patterns
 * are RE2, Vale's own regular expression syntax, and run in linear time whatever the repository
 * wrote; one RE2 cannot compile (lookaround, backreferences) skips the rule.
 */
export function compileValeRule(name: ValeRuleName, text: string): StyleRule | SkippedRule {
  if (text.length > MAX_RULE_CHARS) {
    return { name, reason: `the rule file is over ${MAX_RULE_CHARS} characters` };
  }
  let rule: Record<string, unknown>;
  try {
    const parsed = parseYaml(text, { logLevel: "silent", maxAliasCount: 100 }) as unknown;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return { name, reason: "the rule file is not a YAML mapping" };
    }
    rule = parsed as Record<string, unknown>;
  } catch {
    return { name, reason: "the rule file is not valid YAML" };
  }
  const kind = typeof rule.extends === "string" ? rule.extends : "";
  if (!(SUPPORTED_RULE_KINDS as readonly string[]).includes(kind)) {
    return { name, reason: `\`extends: ${kind || "?"}\` is not a kind Inkwell applies` };
  }
  const scope = scopeOf(rule.scope);
  if (scope === undefined) {
    return { name, reason: `\`scope: ${String(rule.scope)}\` is not a scope Inkwell applies` };
  }
  const level = typeof rule.level === "string" && isLevel(rule.level) ? rule.level : "suggestion";
  const message = typeof rule.message === "string" ? rule.message : `${name}: %s`;
  const ignoreCase = rule.ignorecase === true;
  const words = rule.nonword !== true;
  try {
    if (kind === "substitution") {
      const swap = rule.swap;
      if (typeof swap !== "object" || swap === null || Array.isArray(swap)) {
        return { name, reason: "a substitution rule needs a `swap` map" };
      }
      const pairs = Object.entries(swap as Record<string, unknown>)
        .slice(0, MAX_ENTRIES)
        .map(([pattern, wanted]): [string, string] => [pattern, String(wanted)]);
      const find = substitution(pairs, ignoreCase, words, message);
      return { name, level, scope, find };
    }
    const tokens = stringsOf(rule.tokens);
    const raw = stringsOf(rule.raw);
    if (tokens.length === 0 && raw.length === 0) {
      return { name, reason: "an existence rule needs `tokens` or `raw`" };
    }
    const body = tokens.map(nonCapturing).join("|");
    const source =
      raw.join("") + (tokens.length === 0 ? "" : words ? WORD_TEMPLATE(body) : `(?:${body})`);
    const expression = compile(source, ignoreCase);
    const find = (text: string) =>
      matchesOf(expression, text).map(({ index, length, match }) => ({
        index,
        length,
        message: format(message, [match]),
      }));
    return { name, level, scope, find };
  } catch (error) {
    return { name, reason: (error as Error).message };
  }
}

/**
 * The vocabulary as Vale applies it through its own style: `Vale.Terms` (an accepted term written
 * in another case) and `Vale.Avoid` (a rejected term), both errors. Entries are patterns too.
 */
export function vocabularyRules(
  accepted: readonly string[],
  rejected: readonly string[],
): (StyleRule | SkippedRule)[] {
  const rules: (StyleRule | SkippedRule)[] = [];
  if (accepted.length > 0) {
    try {
      const terms = accepted.slice(0, MAX_ENTRIES);
      const exact = terms.map((term) => compile(`^(?:${nonCapturing(term)})$`, false));
      const expression = compile(
        WORD_TEMPLATE(terms.map((term) => `(${nonCapturing(term)})`).join("|")),
        true,
      );
      rules.push({
        name: "Vale.Terms",
        level: "error",
        scope: "text",
        find: (text) =>
          matchesOf(expression, text)
            .filter(({ group, match }) => !exact[group]?.test(match))
            .map(({ index, length, match, group }) => ({
              index,
              length,
              message: format("Use '%s' instead of '%s'.", [terms[group] as string, match]),
            })),
      });
    } catch (error) {
      rules.push({ name: "Vale.Terms", reason: (error as Error).message });
    }
  }
  if (rejected.length > 0) {
    try {
      const body = rejected.slice(0, MAX_ENTRIES).map(nonCapturing).join("|");
      const expression = compile(WORD_TEMPLATE(body), false);
      rules.push({
        name: "Vale.Avoid",
        level: "error",
        scope: "text",
        find: (text) =>
          matchesOf(expression, text).map(({ index, length, match }) => ({
            index,
            length,
            message: format("Avoid using '%s'.", [match]),
          })),
      });
    } catch (error) {
      rules.push({ name: "Vale.Avoid", reason: (error as Error).message });
    }
  }
  return rules;
}

/**
 * Vale's substitution: one expression with a group per `swap` key (the keys' own groups made
 * non-capturing), and no alert where the text already is one of the wanted words (`a|b`).
 */
function substitution(
  pairs: [string, string][],
  ignoreCase: boolean,
  words: boolean,
  message: string,
): (text: string) => StyleMatch[] {
  const body = pairs.map(([pattern]) => `(${nonCapturing(pattern)})`).join("|");
  const expression = compile(words ? WORD_TEMPLATE(body) : `(?:${body})`, ignoreCase);
  const wanted = pairs.map(([, replacement]) => replacement);
  const twoArguments = (message.match(/%s/g) ?? []).length >= 2;
  return (text) =>
    matchesOf(expression, text)
      .filter(({ group, match }) => {
        const expected = wanted[group] ?? "";
        const options = expected.split("|").map((option) => option.trim());
        return !options.some((option) =>
          ignoreCase ? option.toLowerCase() === match.toLowerCase() : option === match,
        );
      })
      .map(({ index, length, match, group }) => {
        const expected = wanted[group] ?? "";
        return {
          index,
          length,
          message: format(message, twoArguments ? [expected, match] : [expected]),
        };
      });
}

function compile(source: string, ignoreCase: boolean): RE2JS {
  if (source.length > MAX_PATTERN_CHARS) {
    throw new Error(`its patterns are over ${MAX_PATTERN_CHARS} characters in all`);
  }
  try {
    return RE2JS.compile(source, ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (error) {
    throw new Error(
      `a pattern cannot be compiled as RE2 (${(error as Error).message}); lookaround and backreferences are not supported`,
    );
  }
}

/** Each match (empty ones skipped), with the index of the first group that took part in it. */
function matchesOf(
  expression: RE2JS,
  text: string,
): { index: number; length: number; match: string; group: number }[] {
  const found: { index: number; length: number; match: string; group: number }[] = [];
  const matcher = expression.matcher(text);
  const groups = matcher.groupCount();
  while (found.length < MAX_MATCHES_PER_BLOCK && matcher.find()) {
    const start = matcher.start();
    const end = matcher.end();
    if (end === start) continue;
    let group = 0;
    for (let index = 1; index <= groups; index++) {
      if (matcher.group(index) !== null) {
        group = index - 1;
        break;
      }
    }
    found.push({ index: start, length: end - start, match: text.slice(start, end), group });
  }
  return found;
}

/** A pattern's capturing groups as non-capturing ones, so the groups around it number the keys. */
function nonCapturing(pattern: string): string {
  let out = "";
  let inClass = false;
  for (let at = 0; at < pattern.length; at++) {
    const char = pattern[at] as string;
    if (char === "\\") {
      out += pattern.slice(at, at + 2);
      at++;
      continue;
    }
    if (inClass) {
      if (char === "]") inClass = false;
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(" && pattern[at + 1] !== "?") {
      out += "(?:";
      continue;
    }
    out += char;
  }
  return out;
}

/** Go's `%s` filled in order (`%%` is a percent sign), as Vale formats its messages. */
function format(message: string, values: readonly string[]): string {
  let next = 0;
  return message.replace(/%[s%]/g, (directive) =>
    directive === "%%" ? "%" : (values[next++] ?? ""),
  );
}

function scopeOf(scope: unknown): StyleScope | undefined {
  if (scope === undefined || scope === null) return "text";
  const scopes = Array.isArray(scope) ? scope.map(String) : [String(scope)];
  if (scopes.every((item) => ["text", "sentence", "paragraph", "list"].includes(item))) {
    return "text";
  }
  if (scopes.every((item) => /^heading(?:\.h[1-6])?$/.test(item))) return "heading";
  return undefined;
}

function stringsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_ENTRIES)
    .filter((item) => typeof item === "string" || typeof item === "number")
    .map(String);
}
