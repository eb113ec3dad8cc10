/**
 * The AI user agents Inkwell recognises: the one list to update when a new agent appears.
 * `token` is matched as a whole word (case-insensitive; letters, digits, `-` and `_` on either
 * side break the match), so `GPTBot` matches `GPTBot/1.2` but not `NotGPTBotX`.
 *
 * - assistant: fetches a page because a person asked an AI tool right now.
 * - search: crawls to answer questions in an AI search product.
 * - training: crawls to collect training data.
 */
export type AiCategory = "assistant" | "search" | "training";

export interface AiUserAgent {
  token: string;
  category: AiCategory;
  operator: string;
}

export const aiUserAgents: readonly AiUserAgent[] = [
  // Assistants acting for a user
  { token: "ChatGPT-User", category: "assistant", operator: "OpenAI" },
  { token: "Claude-User", category: "assistant", operator: "Anthropic" },
  { token: "Claude-Web", category: "assistant", operator: "Anthropic" },
  { token: "claude-code", category: "assistant", operator: "Anthropic" },
  { token: "Perplexity-User", category: "assistant", operator: "Perplexity" },
  { token: "MistralAI-User", category: "assistant", operator: "Mistral AI" },
  { token: "Cursor", category: "assistant", operator: "Anysphere" },
  { token: "Devin", category: "assistant", operator: "Cognition" },
  { token: "DuckAssistBot", category: "assistant", operator: "DuckDuckGo" },
  { token: "Meta-ExternalFetcher", category: "assistant", operator: "Meta" },
  { token: "Gemini-Deep-Research", category: "assistant", operator: "Google" },
  { token: "Google-NotebookLM", category: "assistant", operator: "Google" },
  { token: "Amzn-User", category: "assistant", operator: "Amazon" },
  { token: "Manus-User", category: "assistant", operator: "Manus" },
  { token: "Windsurf", category: "assistant", operator: "Codeium" },
  // AI search crawlers
  { token: "OAI-SearchBot", category: "search", operator: "OpenAI" },
  { token: "Claude-SearchBot", category: "search", operator: "Anthropic" },
  { token: "PerplexityBot", category: "search", operator: "Perplexity" },
  { token: "YouBot", category: "search", operator: "You.com" },
  { token: "PhindBot", category: "search", operator: "Phind" },
  { token: "Andibot", category: "search", operator: "Andi" },
  { token: "iaskspider", category: "search", operator: "iAsk" },
  { token: "LinerBot", category: "search", operator: "Liner" },
  { token: "Google-CloudVertexBot", category: "search", operator: "Google" },
  { token: "Amzn-SearchBot", category: "search", operator: "Amazon" },
  // AI training crawlers
  { token: "GPTBot", category: "training", operator: "OpenAI" },
  { token: "ClaudeBot", category: "training", operator: "Anthropic" },
  { token: "anthropic-ai", category: "training", operator: "Anthropic" },
  { token: "CCBot", category: "training", operator: "Common Crawl" },
  { token: "Bytespider", category: "training", operator: "ByteDance" },
  { token: "TikTokSpider", category: "training", operator: "ByteDance" },
  { token: "Meta-ExternalAgent", category: "training", operator: "Meta" },
  { token: "FacebookBot", category: "training", operator: "Meta" },
  { token: "Amazonbot", category: "training", operator: "Amazon" },
  { token: "Applebot-Extended", category: "training", operator: "Apple" },
  { token: "Google-Extended", category: "training", operator: "Google" },
  { token: "cohere-ai", category: "training", operator: "Cohere" },
  { token: "cohere-training-data-crawler", category: "training", operator: "Cohere" },
  { token: "AI2Bot", category: "training", operator: "Allen Institute for AI" },
  { token: "Diffbot", category: "training", operator: "Diffbot" },
  { token: "omgili", category: "training", operator: "Webz.io" },
  { token: "omgilibot", category: "training", operator: "Webz.io" },
  { token: "Timpibot", category: "training", operator: "Timpi" },
  { token: "ImagesiftBot", category: "training", operator: "ImageSift" },
  { token: "PanguBot", category: "training", operator: "Huawei" },
  { token: "Kangaroo Bot", category: "training", operator: "Kangaroo LLM" },
  { token: "ChatGLM-Spider", category: "training", operator: "Zhipu AI" },
  { token: "QualifiedBot", category: "training", operator: "Qualified" },
  { token: "Brightbot", category: "training", operator: "Bright Data" },
  { token: "VelenPublicWebCrawler", category: "training", operator: "Velen" },
];
