import { RE2JS } from "re2js";
import { globSource } from "../../docs-site/gitignore-matcher.ts";
import { joinPath } from "../../docs-site/repo-path.ts";

/** The names Vale looks for, in its order. */
export const VALE_CONFIG_NAMES = [".vale.ini", "_vale.ini", "vale.ini"];

/** Vale's alert levels, lowest first; `NO` in a section turns a rule off. */
export const VALE_LEVELS = ["suggestion", "warning", "error"] as const;
export type ValeLevel = (typeof VALE_LEVELS)[number];

/** What reading Vale's files needs: the repository's files and their text. */
export interface StyleSource {
  files: ReadonlySet<string>;
  text(path: string): Promise<string | undefined>;
  /** Fetches several files in one go ahead of reading them. */
  prefetch?(paths: readonly string[]): Promise<void>;
}

/** One `[glob]` section: the styles it is based on and its per-rule settings. */
export interface ValeSection {
  glob: string;
  matches: (path: string) => boolean;
  basedOnStyles: string[];
  /** `Style.Rule = error|warning|suggestion|YES|NO`, by rule name. */
  rules: Map<string, ValeLevel | "YES" | "NO">;
}

export interface ValeConfig {
  path: string;
  /** The folder the config sits in ("" at the repository root); section globs are relative to it. */
  folder: string;
  /** The styles folder as a repository path; undefined when the config names none. */
  stylesRoot: string | undefined;
  minAlertLevel: ValeLevel;
  vocabularies: string[];
  sections: ValeSection[];
}

/** A config is the repository's: its size and its sections are bounded. */
const MAX_INI_CHARS = 64_000;
const MAX_SECTIONS = 50;
/** Rule files read at most: a style folder may hold hundreds. */
export const MAX_VALE_RULE_FILES = 200;

/** The nearest Vale config from the docs root up to the repository root, as Vale searches. */
export function findValeConfig(files: ReadonlySet<string>, docsRoot: string): string | undefined {
  const parts = docsRoot === "" ? [] : docsRoot.split("/");
  for (let length = parts.length; length >= 0; length--) {
    const folder = parts.slice(0, length).join("/");
    for (const name of VALE_CONFIG_NAMES) {
      const path = folder === "" ? name : `${folder}/${name}`;
      if (files.has(path)) return path;
    }
  }
  return undefined;
}

/**
 * A `.vale.ini` as Vale reads it: the global `StylesPath`, `MinAlertLevel` and `Vocab`, then each
 * `[glob]` section's `BasedOnStyles` and `Style.Rule = level` lines. Unknown keys are ignored.
 */
export function parseValeConfig(iniPath: string, ini: string): ValeConfig {
  const folder = iniPath.includes("/") ? iniPath.slice(0, iniPath.lastIndexOf("/")) : "";
  const config: ValeConfig = {
    path: iniPath,
    folder,
    stylesRoot: undefined,
    minAlertLevel: "suggestion",
    vocabularies: [],
    sections: [],
  };
  let section: ValeSection | undefined;
  for (const raw of ini.slice(0, MAX_INI_CHARS).split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = undefined;
      if (config.sections.length >= MAX_SECTIONS) continue;
      const glob = (header[1] as string).trim();
      section = { glob, matches: sectionMatcher(glob), basedOnStyles: [], rules: new Map() };
      config.sections.push(section);
      continue;
    }
    const equals = line.indexOf("=");
    if (equals < 0) continue;
    const key = line.slice(0, equals).trim();
    const value = line.slice(equals + 1).trim();
    if (!section) {
      if (key === "StylesPath") config.stylesRoot = joinPath(folder, value.replace(/\\/g, "/"));
      else if (key === "MinAlertLevel" && isLevel(value)) config.minAlertLevel = value;
      else if (key === "Vocab") config.vocabularies = listOf(value);
      continue;
    }
    if (key === "BasedOnStyles") section.basedOnStyles = listOf(value);
    else if (/^[\w-]+\.[\w-]+$/.test(key)) {
      const setting = value.toLowerCase();
      if (isLevel(setting)) section.rules.set(key, setting);
      else if (value === "YES" || value === "NO") section.rules.set(key, value);
    }
  }
  return config;
}

/**
 * The style files a config uses: each rule (`<StylesPath>/<Style>/<Rule>.yml`) of a style some
 * section names, or of a rule a section turns on by name, and the vocabularies' `accept.txt` and
 * `reject.txt` (`config/vocabularies/<Name>/` since Vale 3, `Vocab/<Name>/` before). Bounded.
 */
export function valeStyleFiles(config: ValeConfig, files: ReadonlySet<string>): string[] {
  const root = config.stylesRoot;
  if (root === undefined) return [];
  const styles = new Set<string>();
  const rules = new Set<string>();
  for (const section of config.sections) {
    for (const style of section.basedOnStyles) styles.add(style);
    for (const [rule, setting] of section.rules) if (setting !== "NO") rules.add(rule);
  }
  const prefix = root === "" ? "" : `${root}/`;
  return [...files]
    .filter((path) => {
      if (!path.startsWith(prefix)) return false;
      const [first, second, third, fourth] = path.slice(prefix.length).split("/");
      if (third === undefined && second !== undefined && /\.ya?ml$/i.test(second)) {
        return styles.has(first as string) || rules.has(`${first}.${ruleNameOf(second)}`);
      }
      const vocabulary =
        first === "config" && second === "vocabularies"
          ? { name: third, file: fourth }
          : first === "Vocab"
            ? { name: second, file: third }
            : undefined;
      return (
        vocabulary !== undefined &&
        config.vocabularies.includes(vocabulary.name as string) &&
        /^(?:accept|reject)\.txt$/.test(vocabulary.file ?? "")
      );
    })
    .sort()
    .slice(0, MAX_VALE_RULE_FILES);
}

/** A rule file's rule name: its file name without `.yml`. */
export function ruleNameOf(fileName: string): string {
  return fileName.replace(/\.ya?ml$/i, "");
}

/** Whether a setting is one of Vale's levels. */
export function isLevel(value: string): value is ValeLevel {
  return (VALE_LEVELS as readonly string[]).includes(value);
}

/**
 * Which files a section applies to. A glob without `/` matches a file name anywhere (`*.md`,
 * `*.{md,mdx}`); one with `/` matches the path from the config's folder. The glob is the
 * repository's, so it is matched in linear time.
 */
function sectionMatcher(glob: string): (path: string) => boolean {
  if (glob === "*") return () => true;
  const alternatives = expandBraces(glob);
  const sources = alternatives.map((alternative) => globSource(alternative.replace(/^\.?\//, "")));
  let expression: RE2JS;
  try {
    expression = RE2JS.compile(`(?:${sources.join("|")})`, RE2JS.DOTALL);
  } catch {
    return () => false;
  }
  const byName = !glob.includes("/");
  return (path) => expression.testExact(byName ? path.slice(path.lastIndexOf("/") + 1) : path);
}

/** `*.{md,mdx}` as `*.md` and `*.mdx`: one level of braces, at most 16 alternatives. */
function expandBraces(glob: string): string[] {
  const open = glob.indexOf("{");
  const close = glob.indexOf("}", open);
  if (open < 0 || close < 0) return [glob];
  return glob
    .slice(open + 1, close)
    .split(",")
    .slice(0, 16)
    .map((part) => glob.slice(0, open) + part.trim() + glob.slice(close + 1));
}

function listOf(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}
