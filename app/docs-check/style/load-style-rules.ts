import type { ValeRuleName } from "../../docs-site/docs-finding.ts";
import {
  findValeConfig,
  parseValeConfig,
  ruleNameOf,
  type StyleSource,
  VALE_LEVELS,
  type ValeConfig,
  type ValeLevel,
  valeStyleFiles,
} from "./vale-config.ts";
import { compileValeRule, type SkippedRule, type StyleRule, vocabularyRules } from "./vale-rule.ts";

/** The repository's Vale rules, compiled once for a check. */
export interface StyleRules {
  configPath: string;
  /** Rules the config names that are not applied, and why. */
  skipped: SkippedRule[];
  /** The rules that apply to a file, at the level its sections give them. */
  rulesFor(path: string): { rule: StyleRule; level: ValeLevel }[];
}

/**
 * The Vale configuration nearest the docs root and the rules of the styles it uses; undefined
 * when the repository has none. Read from the commit a change starts from, so the change cannot
 * loosen the rules it is judged by.
 */
export async function loadStyleRules(
  source: StyleSource,
  docsRoot: string,
): Promise<StyleRules | undefined> {
  const configPath = findValeConfig(source.files, docsRoot);
  if (configPath === undefined) return undefined;
  const ini = await source.text(configPath);
  if (ini === undefined) return undefined;
  const config = parseValeConfig(configPath, ini);
  const files = valeStyleFiles(config, source.files);
  await source.prefetch?.(files);
  const rules = new Map<string, StyleRule>();
  const skipped: SkippedRule[] = [];
  const accepted: string[] = [];
  const rejected: string[] = [];
  const prefix = config.stylesRoot ? `${config.stylesRoot}/` : "";
  for (const path of files) {
    const text = await source.text(path);
    if (text === undefined) continue;
    const relative = path.slice(prefix.length);
    if (/(?:^|\/)(?:accept|reject)\.txt$/.test(relative)) {
      const terms = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== "" && !line.startsWith("#"));
      (relative.endsWith("accept.txt") ? accepted : rejected).push(...terms);
      continue;
    }
    const [style = "", file = ""] = relative.split("/");
    // A rule's name is shown wherever its findings are: only names Vale itself would accept.
    if (!/^[\w-]+$/.test(style) || !/^[\w-]+$/.test(ruleNameOf(file))) continue;
    const name: ValeRuleName = `${style}.${ruleNameOf(file as string)}`;
    const rule = compileValeRule(name, text);
    if ("find" in rule) rules.set(name, rule);
    else skipped.push(rule);
  }
  for (const rule of vocabularyRules(accepted, rejected)) {
    if ("find" in rule) rules.set(rule.name, rule);
    else skipped.push(rule);
  }
  return { configPath, skipped, rulesFor: (path) => rulesFor(config, rules, path) };
}

/**
 * Vale's cascade: every section whose glob matches the file, in order, turns on the rules of the
 * styles it is based on and sets single rules (`Style.Rule = warning`, `YES`, `NO`); later
 * sections win. Alerts below `MinAlertLevel` are dropped.
 */
function rulesFor(
  config: ValeConfig,
  rules: ReadonlyMap<string, StyleRule>,
  path: string,
): { rule: StyleRule; level: ValeLevel }[] {
  const relative =
    config.folder !== "" && path.startsWith(`${config.folder}/`)
      ? path.slice(config.folder.length + 1)
      : path;
  const levels = new Map<string, ValeLevel | undefined>();
  for (const section of config.sections) {
    if (!section.matches(relative)) continue;
    const styles = new Set(section.basedOnStyles);
    for (const [name, rule] of rules) {
      if (styles.has(name.slice(0, name.indexOf(".")))) levels.set(name, rule.level);
    }
    for (const [name, setting] of section.rules) {
      if (setting === "NO") levels.set(name, undefined);
      else levels.set(name, setting === "YES" ? rules.get(name)?.level : setting);
    }
  }
  const minimum = VALE_LEVELS.indexOf(config.minAlertLevel);
  const applied: { rule: StyleRule; level: ValeLevel }[] = [];
  for (const [name, level] of levels) {
    const rule = rules.get(name);
    if (rule && level !== undefined && VALE_LEVELS.indexOf(level) >= minimum) {
      applied.push({ rule, level });
    }
  }
  return applied;
}
