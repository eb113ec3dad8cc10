import { type ParseError, parse as parseJsonc } from "jsonc-parser";
import { parse as parseToml } from "smol-toml";
import { isAlias, isScalar, parseAllDocuments, visit } from "yaml";
import { isOffSiteAddress, isScriptAddress } from "../../docs-site/script-address.ts";
import type { WriteVerdict } from "./write-policy.ts";

/**
 * Key paths a rule names: literal keys, `*` for any one key or list item, `**` for anything
 * below (the path itself included).
 */
type KeyPattern = readonly string[];

interface ConfigFormat {
  syntax: "yaml" | "toml" | "json";
  /** What the agent may change: navigation, titles, redirects. */
  allow: readonly KeyPattern[];
  /** Refused even under an allowed path: what the generator renders as HTML or runs. */
  deny?: readonly KeyPattern[];
  /** The allowed settings in words, for the refusal. */
  allowed: string;
  /** Where the redirects' targets are: each new one must lead to a page of the site. */
  redirectTargets?: readonly KeyPattern[];
}

/**
 * Per navigation data file, what the agent may change. Everything else in these files (plugins,
 * hooks, preprocessors, renderers, scripts, styles, analytics and tag managers, themes, `INHERIT`,
 * environment lookups) makes the build run code or puts something in every page, so it stays
 * the docs team's.
 */
const formats: Record<string, ConfigFormat> = {
  "mkdocs.yml": {
    syntax: "yaml",
    allow: [
      ["nav", "**"],
      ["site_name"],
      ["site_description"],
      ["plugins", "*", "redirects", "redirect_maps", "**"],
    ],
    allowed: "`nav`, `site_name`, `site_description` and the redirects plugin's `redirect_maps`",
    redirectTargets: [["plugins", "*", "redirects", "redirect_maps", "*"]],
  },
  "book.toml": {
    syntax: "toml",
    allow: [
      ["book", "title"],
      ["book", "description"],
      ["output", "html", "redirect", "**"],
    ],
    allowed: "`book.title`, `book.description` and `output.html.redirect`",
    redirectTargets: [["output", "html", "redirect", "*"]],
  },
  "docs.json": {
    syntax: "json",
    allow: [["navigation", "**"], ["name"], ["description"], ["redirects", "**"]],
    deny: [
      ["**", "script"],
      ["**", "html"],
    ],
    allowed: "`navigation`, `name`, `description` and `redirects`",
    redirectTargets: [["redirects", "*", "destination"]],
  },
  "mint.json": {
    syntax: "json",
    allow: [["navigation", "**"], ["tabs", "**"], ["anchors", "**"], ["name"], ["redirects", "**"]],
    deny: [
      ["**", "script"],
      ["**", "html"],
    ],
    allowed: "`navigation`, `tabs`, `anchors`, `name` and `redirects`",
    redirectTargets: [["redirects", "*", "destination"]],
  },
  "_meta.json": {
    syntax: "json",
    allow: [["**"]],
    deny: [
      ["**", "theme", "**"],
      ["**", "script"],
    ],
    allowed: "page titles, order and links (not `theme`)",
  },
  "sidebars.json": {
    syntax: "json",
    allow: [["**"]],
    // An item of type `html` renders its `value` as raw HTML in every page's sidebar.
    deny: [
      ["**", "value"],
      ["**", "className"],
      ["**", "customProps", "**"],
    ],
    allowed: "the sidebars' items (not raw HTML items, class names or custom props)",
  },
  "_category_.json": {
    syntax: "json",
    allow: [["label"], ["position"], ["collapsed"], ["collapsible"], ["link", "**"]],
    allowed: "`label`, `position`, `collapsed`, `collapsible` and `link`",
  },
};
formats["mkdocs.yaml"] = formats["mkdocs.yml"] as ConfigFormat;
formats["_category_.yml"] = { ...(formats["_category_.json"] as ConfigFormat), syntax: "yaml" };
formats["_category_.yaml"] = formats["_category_.yml"];

/** The YAML tags a plain data file uses; any other makes a loader build an object or run code. */
const coreTags = new Set(
  ["str", "int", "float", "bool", "null", "seq", "map"].map((name) => `tag:yaml.org,2002:${name}`),
);

class Refused extends Error {}

/**
 * Judges new content of a navigation data file by what it means, not by its lines: both sides
 * are parsed (YAML as MkDocs's loader reads it, TOML, JSON), and every key path whose value
 * changed, at any depth and however it is written (dotted keys, inline tables, quoted keys,
 * anchors and merges), must be one the format allows the agent to change. In YAML every tag
 * and `%TAG` directive the change adds is refused, whatever it is spelt as (`!!python/…`,
 * verbatim `!<…>`, a `%TAG` shorthand, `!ENV`, `!relative`); tags already in the file stay.
 */
export function checkConfigChange(
  path: string,
  before: string | undefined,
  after: string,
): WriteVerdict {
  const name = (path.split("/").at(-1) ?? "").toLowerCase();
  const format = formats[name];
  if (!format) return { allowed: true };
  try {
    const old = before === undefined ? undefined : safeRead(format, before);
    const next = read(format, after, old?.tags ?? new Set());
    const had = new Set(strings(old?.value));
    const added = strings(next.value).filter((text) => !had.has(text));
    const script = added.find(isScriptAddress);
    if (script !== undefined) {
      return refusal(path, `add the address "${shorten(script)}", which runs script,`, format);
    }
    const changed = changedPaths(old?.value ?? {}, next.value, []);
    const refused = changed.find((key) => !isAllowed(format, key));
    if (refused !== undefined) return refusal(path, `change ${showPath(refused)}`, format);
    // Titles, labels and names are put in every page's navigation as they are, unescaped by some
    // themes (MkDocs's among them): a tag there is HTML in every page.
    const markup = added.find((text) => HTML_TAG.test(text));
    if (markup !== undefined) {
      return refusal(path, `add the text "${shorten(markup)}", which holds HTML,`, format);
    }
    const offSite = (format.redirectTargets ?? [])
      .flatMap((pattern) => valuesAt(next.value, pattern))
      .find((target) => !had.has(target) && isOffSiteAddress(target));
    if (offSite !== undefined) {
      return refusal(
        path,
        `redirect to "${shorten(offSite)}", which leaves the site (a redirect leads to one of its pages),`,
        format,
      );
    }
    return { allowed: true };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return refusal(path, error.message, format);
  }
}

function refusal(path: string, what: string, format: ConfigFormat): WriteVerdict {
  return {
    allowed: false,
    message: `Inkwell may not ${what} in ${path}: in this file it may change only ${format.allowed}, because the rest makes the site's build run code or adds to every page. Leave the rest as it is and say in your summary what should change there; the docs team makes such changes themselves.`,
  };
}

interface ParsedConfig {
  value: unknown;
  /** Each non-core YAML tag with its value, as `tag value`: those already in the file. */
  tags: Set<string>;
}

/** The file as it was: one the agent did not write may not parse, and is then judged as empty. */
function safeRead(format: ConfigFormat, text: string): ParsedConfig | undefined {
  try {
    return read(format, text, undefined);
  } catch (error) {
    if (error instanceof Refused) return undefined;
    throw error;
  }
}

/** Parses a side; with `knownTags`, refuses any tag or directive not among them. */
function read(
  format: ConfigFormat,
  text: string,
  knownTags: Set<string> | undefined,
): ParsedConfig {
  if (format.syntax === "toml") {
    try {
      return { value: parseToml(text), tags: new Set() };
    } catch (error) {
      throw new Refused(`write TOML that does not parse (${firstLine(error)})`);
    }
  }
  if (format.syntax === "json") {
    const errors: ParseError[] = [];
    const value = parseJsonc(text, errors, { allowTrailingComma: true });
    if (errors.length > 0) throw new Refused("write JSON that does not parse");
    return { value, tags: new Set() };
  }
  // MkDocs reads YAML 1.1 (merge keys, yes/no booleans); one document only, as its loader does.
  const documents = parseAllDocuments(text, { version: "1.1", merge: true });
  const list = Array.isArray(documents) ? documents : [documents];
  if (list.length > 1) throw new Refused("write more than one YAML document");
  const document = list[0];
  if (!document) return { value: {}, tags: new Set() };
  if (document.errors.length > 0) {
    throw new Refused(`write YAML that does not parse (${firstLine(document.errors[0])})`);
  }
  const tags = new Set<string>();
  const directives = Object.entries(document.directives?.tags ?? {}).filter(
    ([handle, prefix]) => !(handle === "!!" && prefix === "tag:yaml.org,2002:"),
  );
  for (const [handle, prefix] of directives) tags.add(`%TAG ${handle} ${prefix}`);
  visit(document, {
    Node(_key, node) {
      if (isAlias(node) || !node.tag || coreTags.has(node.tag)) return;
      const value = isScalar(node) ? node.value : node.toJSON();
      tags.add(`${node.tag} ${JSON.stringify(value)}`);
    },
  });
  if (knownTags) {
    const added = [...tags].find((tag) => !knownTags.has(tag));
    if (added !== undefined) {
      const what = added.startsWith("%TAG")
        ? `add the YAML directive "${added.slice(0, 80)}"`
        : `add the YAML tag ${added.split(" ")[0]?.slice(0, 80)}`;
      throw new Refused(what);
    }
  }
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    throw new Refused(`write YAML that cannot be read (${firstLine(error)})`);
  }
  return { value: value ?? {}, tags };
}

/**
 * The key paths where `next` differs from `old`: a changed scalar, and every leaf of a subtree
 * added or removed. List items are matched by value, not position, so moving or inserting an
 * item changes only what was moved or inserted; their paths say `*` for the position.
 */
function changedPaths(old: unknown, next: unknown, at: string[]): string[][] {
  if (deepEqual(old, next)) return [];
  if (Array.isArray(old) && Array.isArray(next)) {
    const unmatched = [...old];
    const added: unknown[] = [];
    for (const item of next) {
      const index = unmatched.findIndex((candidate) => deepEqual(candidate, item));
      if (index >= 0) unmatched.splice(index, 1);
      else added.push(item);
    }
    return [...added, ...unmatched].flatMap((item) => leaves(item, [...at, "*"]));
  }
  if (isRecord(old) && isRecord(next)) {
    const keys = new Set([...Object.keys(old), ...Object.keys(next)]);
    return [...keys].flatMap((key) =>
      Object.hasOwn(old, key) && Object.hasOwn(next, key)
        ? changedPaths(old[key], next[key], [...at, key])
        : leaves(Object.hasOwn(old, key) ? old[key] : next[key], [...at, key]),
    );
  }
  return [...leaves(old, at), ...leaves(next, at)];
}

function leaves(value: unknown, at: string[]): string[][] {
  if (Array.isArray(value) && value.length > 0) {
    return value.flatMap((item) => leaves(item, [...at, "*"]));
  }
  if (isRecord(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  }
  return [at];
}

/** The start of an HTML tag, comment or declaration, as a browser reads one in text. */
const HTML_TAG = /<[a-z!/?]/i;

function shorten(text: string): string {
  return JSON.stringify(text.slice(0, 80)).slice(1, -1);
}

/** The strings at the key paths a pattern names (`*` any one key or list item). */
function valuesAt(value: unknown, pattern: KeyPattern): string[] {
  const [head, ...rest] = pattern;
  if (head === undefined) return typeof value === "string" ? [value] : [];
  const children = Array.isArray(value)
    ? head === "*"
      ? value
      : []
    : isRecord(value)
      ? head === "*"
        ? Object.values(value)
        : Object.hasOwn(value, head)
          ? [value[head]]
          : []
      : [];
  return children.flatMap((child) => valuesAt(child, rest));
}

/** Every string in a parsed value, keys included. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
  }
  return [];
}

function isAllowed(format: ConfigFormat, key: string[]): boolean {
  if ((format.deny ?? []).some((pattern) => matches(pattern, key))) return false;
  return format.allow.some((pattern) => matches(pattern, key));
}

/** Whether a key path fits a pattern (`*` one key, `**` any number, zero included). */
function matches(pattern: KeyPattern, key: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return key.length === 0;
  if (head === "**") {
    for (let skip = 0; skip <= key.length; skip++) {
      if (matches(rest, key.slice(skip))) return true;
    }
    return false;
  }
  if (key.length === 0) return false;
  return (head === "*" || head === key[0]) && matches(rest, key.slice(1));
}

function showPath(key: readonly string[]): string {
  const shown = key.map((part) => (/^[\w-]+$|^\*$/.test(part) ? part : JSON.stringify(part)));
  return `\`${shown.join(".").slice(0, 160)}\``;
}

/** A plain object (a mapping or table); dates and other values compare as their text. */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    return !isRecord(a) && !isRecord(b) && !Array.isArray(a) && String(a) === String(b);
  }
  return false;
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error)
    .split("\n")[0]
    ?.slice(0, 160) as string;
}
