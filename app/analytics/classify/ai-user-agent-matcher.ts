import type { AiUserAgent } from "./ai-agent-list.ts";

export type AiUserAgentMatcher = (userAgent: string) => AiUserAgent | undefined;

/** What the matcher needs of an entry: its lower-case tokens and required names. */
export type MatchableAgent = Pick<AiUserAgent, "tokens" | "requires">;

interface Phrase<T> {
  /** The words after the first, lower case. */
  rest: string[];
  agent: T;
}

/**
 * Compiles the list into one lookup: the user agent is cut into its product names once (what
 * precedes the `/version` of each word between spaces, parentheses, `;`, `,` and `+`), and each
 * name is looked up in a map. So a token matches only a whole product name, whatever its case:
 * never part of a longer name (`NotGPTBot`), a URL (`+https://example.com/cursor`) or an e-mail
 * address (`cursor@example.com`), which are skipped whole. The cost is one pass over the string
 * whatever the size of the list.
 */
export function createAiUserAgentMatcher<T extends MatchableAgent = AiUserAgent>(
  agents: readonly T[],
): (userAgent: string) => T | undefined {
  const single = new Map<string, T>();
  const phrases = new Map<string, Phrase<T>[]>();
  for (const agent of agents) {
    for (const token of agent.tokens) {
      const [first, ...rest] = token.split(" ");
      if (!first) continue;
      if (rest.length === 0) {
        single.set(first, agent);
      } else {
        phrases.set(first, [...(phrases.get(first) ?? []), { rest, agent }]);
      }
    }
  }
  // Only names as long as some listed word are cut out of the string; the others cannot match.
  const lengths = new Set<number>();
  for (const agent of agents) {
    for (const word of [...agent.tokens.flatMap((token) => token.split(" ")), ...agent.requires]) {
      lengths.add(word.length);
    }
  }
  // Longer phrases first, so "sidetrade indexer bot" wins over a shorter phrase it starts with.
  for (const list of phrases.values()) list.sort((a, b) => b.rest.length - a.rest.length);

  return (userAgent) => {
    const names = productNames(userAgent, lengths);
    for (let index = 0; index < names.length; index++) {
      const name = names[index] as string;
      if (name === "") continue;
      const agent = single.get(name);
      if (agent && requirementsMet(agent, names)) return agent;
      const candidates = phrases.get(name);
      if (!candidates) continue;
      for (const phrase of candidates) {
        if (phrase.rest.every((word, offset) => names[index + 1 + offset] === word)) {
          if (requirementsMet(phrase.agent, names)) return phrase.agent;
        }
      }
    }
    return undefined;
  };
}

function requirementsMet(agent: MatchableAgent, names: string[]): boolean {
  return agent.requires.every((word) => names.includes(word));
}

const SEPARATOR = new Uint8Array(128);
for (const char of " \t()[];,+\"'{}|") SEPARATOR[char.charCodeAt(0)] = 1;
const SLASH = 47;
const COLON = 58;
const AT = 64;

/**
 * The lower-case product names of a user agent, in order; "" stands for a URL or an e-mail
 * address, which name no product and break a phrase.
 */
export function productNames(userAgent: string, lengths?: ReadonlySet<number>): string[] {
  const text = userAgent.toLowerCase();
  const names: string[] = [];
  let start = 0;
  let slash = -1;
  let address = false;
  const end = text.length;
  for (let index = 0; index <= end; index++) {
    const code = index < end ? text.charCodeAt(index) : 32;
    if (code < 128 && SEPARATOR[code] === 1) {
      if (index > start) {
        names.push(address ? "" : nameOf(text, start, slash >= 0 ? slash : index, lengths));
      }
      start = index + 1;
      slash = -1;
      address = false;
    } else if (code === SLASH) {
      if (slash < 0) slash = index;
      // "scheme://" starts a URL
      if (text.charCodeAt(index - 1) === COLON || text.charCodeAt(index + 1) === SLASH)
        address = true;
    } else if (code === AT) {
      address = true;
    }
  }
  return names;
}

function nameOf(
  text: string,
  start: number,
  end: number,
  lengths: ReadonlySet<number> | undefined,
): string {
  let last = end;
  // A name closing a sentence or a label ("Kangaroo Bot.", "agent:") is still that name.
  while (last > start && (text[last - 1] === "." || text[last - 1] === ":")) last--;
  if (lengths && !lengths.has(last - start)) return "";
  return text.slice(start, last);
}
