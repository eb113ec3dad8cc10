import type { AiCategory, AiUserAgent } from "./ai-agent-list.ts";
import { createAiUserAgentMatcher } from "./ai-user-agent-matcher.ts";
import { aiUserAgents } from "./ai-user-agents.ts";
import {
  type CrawlerUserAgent,
  crawlerUserAgents,
  UNLISTED_CRAWLER,
} from "./crawler-user-agents.ts";
import { isAutomatedClient } from "./is-automated-client.ts";

export type ViewClass =
  | { kind: "human" }
  /** `agent` is the canonical name from the AI list (or `markdown-fetch`), `operator` who runs it. */
  | { kind: "ai"; category: AiCategory; operator: string; agent: string }
  /** A crawler that is no AI agent (a search engine, a link preview, a monitor), by its name. */
  | { kind: "crawler"; operator: string; agent: string }
  /** Not a view: an HTTP library or another automated client that names no crawler. */
  | { kind: "bot" };

export interface ClassifyInput {
  userAgent: string;
  /** True when the path ended in `.md`/`.mdx` before normalisation. */
  markdownPath?: boolean | undefined;
  /** The request's `Accept` header, if known. */
  accept?: string | undefined;
}

/**
 * Only this many characters of a user agent are classified: every real one fits (the longest of
 * the test fixtures has 332), and it bounds the work a caller can ask of every pattern below.
 */
export const CLASSIFIED_USER_AGENT_LENGTH = 512;

const findAi = createAiUserAgentMatcher(aiUserAgents);
const findCrawler = createAiUserAgentMatcher<CrawlerUserAgent>(crawlerUserAgents);
// A bot token ending a word; what precedes it is not matched, which keeps the test linear.
const crawlerName = /(?:bot|crawler|spider|slurp|externalhit)(?![a-z])/i;
const contactUrl = /\+https?:\/\/(?!(?:www\.)?github\.com)/i;

/** The AI agent a user agent names, if any (a whole product name from the AI list). */
export function findAiUserAgent(userAgent: string): AiUserAgent | undefined {
  return findAi(userAgent.slice(0, CLASSIFIED_USER_AGENT_LENGTH));
}

// Real traffic repeats a few thousand user agents; the bot library's pattern is large. The cache
// holds results of a pure function, so it never changes an answer.
const CACHE_SIZE = 10_000;
const cache = new Map<string, ViewClass>();

/**
 * Human, AI (with its finer category), a crawler (by name) or none of them; the first rule that
 * matches wins.
 * The AI list is checked before the bot library because bot libraries flag AI agents too.
 */
export function classifyUserAgent(input: ClassifyInput): ViewClass {
  const markdown = Boolean(input.markdownPath) || prefersMarkdown(input.accept);
  const userAgent = input.userAgent.slice(0, CLASSIFIED_USER_AGENT_LENGTH);
  const key = `${markdown ? "m" : "-"}${userAgent}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const verdict = classifyUncached(userAgent, markdown);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, verdict);
  return verdict;
}

function classifyUncached(rawUserAgent: string, markdown: boolean): ViewClass {
  const userAgent = rawUserAgent.trim();
  const ai = findAi(userAgent);
  if (ai) return { kind: "ai", category: ai.category, operator: ai.operator, agent: ai.name };

  // A crawler of the list, or one that declares itself (a bot token or a contact URL), is counted
  // as a crawler, even when it fetches Markdown.
  const crawler = findCrawler(userAgent);
  if (crawler) return { kind: "crawler", operator: crawler.operator, agent: crawler.name };
  const automated = isAutomatedClient(userAgent);
  if (automated && (crawlerName.test(userAgent) || contactUrl.test(userAgent))) {
    return { kind: "crawler", operator: "unknown", agent: UNLISTED_CRAWLER };
  }
  // AI tools read docs as Markdown through plain HTTP clients (python-httpx, node-fetch, curl...).
  const browser = !automated && /^Mozilla\/5\.0 \(/.test(userAgent);
  if (!browser && markdown) {
    return { kind: "ai", category: "assistant", operator: "unknown", agent: "markdown-fetch" };
  }
  if (automated) return { kind: "bot" };
  return { kind: "human" };
}

/** True when `text/markdown` is the most preferred type of an Accept header (ties: listed first). */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  let best: { type: string; q: number } | undefined;
  for (const part of accept.split(",")) {
    const [rawType, ...params] = part.split(";");
    const type = rawType?.trim().toLowerCase();
    if (!type) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=");
      if (name?.trim().toLowerCase() === "q") {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q > 0 && (!best || q > best.q)) best = { type, q };
  }
  return best?.type === "text/markdown" || best?.type === "text/x-markdown";
}

/**
 * What a verdict counts as, as the user agent days record it (`human`, `ai:<agent>`,
 * `crawler:<agent>`, `none`), so a day can be counted again when the lists change.
 */
export function countedAs(verdict: ViewClass): string {
  if (verdict.kind === "human") return "human";
  if (verdict.kind === "bot") return "none";
  return `${verdict.kind}:${verdict.agent}`;
}
