/**
 * Builds Inkwell's AI agent list from the ai.robots.txt list (kept verbatim) and Inkwell's own
 * layer over it (categories, clean operator names, exclusions, aliases and additions).
 *
 * - assistant: fetches a page because a person asked an AI tool right now.
 * - search: crawls to answer questions in an AI search or answer product.
 * - training: crawls to collect training data.
 */
export type AiCategory = "assistant" | "search" | "training";

export interface AiUserAgent {
  /** Canonical name, as counts are stored and reported. */
  name: string;
  operator: string;
  category: AiCategory;
  /** Lower-case product names that identify the agent in a user agent (one or more words). */
  tokens: string[];
  /** Lower-case product names that must also appear, for tokens too common to stand alone. */
  requires: string[];
  /** Where the agent is documented. */
  source: string;
}

/** One entry of the ai.robots.txt robots.json, keyed by its robots.txt token. */
export interface UpstreamAgent {
  operator?: string;
  function?: string;
  description?: string;
  [field: string]: unknown;
}

export type UpstreamAgents = Record<string, UpstreamAgent>;

interface Override {
  exclude?: string;
  sameAs?: string;
  name?: string;
  operator?: string;
  category?: AiCategory;
  requires?: string[];
  /** Further product names the agent is known by in user agents. */
  tokens?: string[];
  note?: string;
}

interface Addition {
  name: string;
  tokens?: string[];
  category: AiCategory;
  operator: string;
  source: string;
  requires?: string[];
  note?: string;
}

export interface LocalAgentData {
  defaultCategory: AiCategory;
  functions: Record<string, AiCategory>;
  upstream: Record<string, Override>;
  additions: Addition[];
}

/** What a maintainer should look at after a refresh; empty when the list is complete. */
export interface AgentListProblem {
  agent: string;
  problem: string;
}

export interface AiAgentList {
  agents: AiUserAgent[];
  /** Agents whose upstream function maps to no category and that got the default. */
  defaulted: string[];
  problems: AgentListProblem[];
}

const UPSTREAM_URL = "https://github.com/ai-robots-txt/ai.robots.txt";

/**
 * The product name a robots.txt token stands for in a user agent: lower case, without a version
 * ("MistralAI-User/1.0", "Brightbot 1.0" and "iaskspider/2.0" name the same agents as their bare
 * tokens).
 */
export function normalizeToken(token: string): string {
  return token
    .trim()
    .replace(/\/.*$/, "")
    .replace(/\s+v?\d+(?:\.\d+)*$/i, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

const markdownLink = /^\[([^\]]+)\]\(([^)\s]+)\)$/;
const firstUrl = /https?:\/\/[^\s)\]'"]+/;
const vagueOperator = /unclear|unknown|http|\[|\bthat\b|,/i;

function operatorOf(upstream: UpstreamAgent): string | undefined {
  const raw = upstream.operator?.trim() ?? "";
  const link = markdownLink.exec(raw);
  if (link?.[1]) return link[1].trim();
  if (raw === "" || raw.length > 30 || vagueOperator.test(raw)) return undefined;
  if (raw === "Meta/Facebook") return "Meta";
  return raw;
}

function sourceOf(token: string, upstream: UpstreamAgent): string {
  const link = markdownLink.exec(upstream.operator?.trim() ?? "");
  if (link?.[2]) return link[2];
  const inDescription = firstUrl.exec(upstream.description ?? "");
  if (inDescription) return inDescription[0].replace(/[.,;]+$/, "");
  return `${UPSTREAM_URL}#${encodeURIComponent(token)}`;
}

/**
 * Merges the two lists. Upstream entries that name the same product (a token with and without its
 * version, or two spellings of one name) become one agent; an override's `sameAs` joins aliases
 * upstream lists separately; an addition whose token upstream also lists takes the upstream
 * entry's place, so a refresh that adds it upstream changes nothing.
 */
export function buildAiAgentList(upstream: UpstreamAgents, local: LocalAgentData): AiAgentList {
  const problems: AgentListProblem[] = [];
  const defaulted: string[] = [];

  for (const key of Object.keys(local.upstream)) {
    if (!(key in upstream)) {
      problems.push({ agent: key, problem: "has an override but is not in the upstream list" });
    }
  }

  // Group upstream keys: by normalised token first, then by declared aliases.
  const groupOf = new Map<string, string>();
  const members = new Map<string, string[]>();
  const rootOf = (key: string): string => {
    const sameAs = local.upstream[key]?.sameAs;
    if (sameAs && sameAs in upstream && sameAs !== key) return rootOf(sameAs);
    return normalizeToken(key);
  };
  for (const key of Object.keys(upstream)) {
    if (local.upstream[key]?.exclude) continue;
    const root = rootOf(key);
    groupOf.set(key, root);
    members.set(root, [...(members.get(root) ?? []), key]);
  }
  const excluded = new Set(
    Object.keys(upstream)
      .filter((key) => local.upstream[key]?.exclude)
      .map(normalizeToken),
  );

  const agents: AiUserAgent[] = [];
  const byToken = new Map<string, AiUserAgent>();
  const add = (agent: AiUserAgent): void => {
    for (const token of agent.tokens) {
      const existing = byToken.get(token);
      if (existing && existing !== agent) {
        problems.push({
          agent: agent.name,
          problem: `shares the token "${token}" with ${existing.name}`,
        });
      }
      byToken.set(token, agent);
    }
    agents.push(agent);
  };

  const additionTokens = new Map<string, Addition>();
  for (const addition of local.additions) {
    for (const token of tokensOfAddition(addition)) additionTokens.set(token, addition);
  }

  for (const [root, unordered] of members) {
    // The entry an alias points at leads its group, so its name and function come first.
    const keys = [...unordered].sort(
      (a, b) => Number(normalizeToken(b) === root) - Number(normalizeToken(a) === root),
    );
    const tokens = [
      ...new Set([
        ...keys.map(normalizeToken),
        ...keys.flatMap((key) => (local.upstream[key]?.tokens ?? []).map(normalizeToken)),
      ]),
    ];
    // An addition for an agent upstream now lists wins: Inkwell's entry was written on purpose.
    if (tokens.some((token) => additionTokens.has(token))) continue;
    const overrides = keys.map((key) => local.upstream[key] ?? {});
    const pick = <T>(choose: (override: Override, key: string) => T | undefined): T | undefined => {
      for (const [index, key] of keys.entries()) {
        const value = choose(overrides[index] ?? {}, key);
        if (value !== undefined) return value;
      }
      return undefined;
    };
    // Prefer the member whose operator upstream documents, so the name is the one its operator uses.
    const documented = keys.find((key) => markdownLink.test(upstream[key]?.operator?.trim() ?? ""));
    const name = pick((o) => o.name) ?? documented ?? keys[0] ?? root;
    const operator =
      pick((o) => o.operator) ?? pick((_o, key) => operatorOf(upstream[key] ?? {})) ?? "";
    let category = pick((o) => o.category);
    if (!category) {
      category = pick((_o, key) => local.functions[upstream[key]?.function?.trim() ?? ""]);
    }
    if (!category) {
      category = local.defaultCategory;
      defaulted.push(name);
    }
    if (operator === "") {
      problems.push({
        agent: name,
        problem: "has no operator name: add one to the upstream overrides",
      });
    }
    const requires = pick((o) => o.requires) ?? [];
    const sourceKey = documented ?? keys[0] ?? name;
    add({
      name,
      operator: operator === "" ? "unknown" : operator,
      category,
      tokens,
      requires: requires.map((word) => word.toLowerCase()),
      source: sourceOf(sourceKey, upstream[sourceKey] ?? {}),
    });
  }

  for (const addition of local.additions) {
    const tokens = tokensOfAddition(addition);
    const clash = tokens.find((token) => excluded.has(token));
    if (clash) {
      problems.push({
        agent: addition.name,
        problem: `adds "${clash}", which upstream lists and Inkwell excludes`,
      });
    }
    add({
      name: addition.name,
      operator: addition.operator,
      category: addition.category,
      tokens,
      requires: (addition.requires ?? []).map((word) => word.toLowerCase()),
      source: addition.source,
    });
  }

  return { agents, defaulted, problems };
}

function tokensOfAddition(addition: Addition): string[] {
  return [...new Set([addition.name, ...(addition.tokens ?? [])].map(normalizeToken))];
}
