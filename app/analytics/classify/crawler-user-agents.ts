import { readFileSync } from "node:fs";

export const CRAWLER_KINDS = [
  "search",
  "social",
  "seo",
  "monitor",
  "feed",
  "archive",
  "other",
] as const;
export type CrawlerKind = (typeof CRAWLER_KINDS)[number];

export interface CrawlerUserAgent {
  /** Canonical name, as counts are stored and reported. */
  name: string;
  operator: string;
  kind: CrawlerKind;
  /** Lower-case product names that identify the crawler in a user agent (one or more words). */
  tokens: string[];
  requires: string[];
  source: string;
}

/** The name under which a self-declared crawler that no list entry names is counted. */
export const UNLISTED_CRAWLER = "unlisted";

interface CrawlerListFile {
  crawlers: { name: string; operator: string; kind: string; tokens: string[]; source: string }[];
}

/**
 * Builds the crawler list from its data file (`crawlers/crawlers.json`), refusing an entry
 * whose kind is not one of CRAWLER_KINDS or a token that two entries claim.
 */
export function buildCrawlerList(file: CrawlerListFile): CrawlerUserAgent[] {
  const owner = new Map<string, string>();
  return file.crawlers.map((entry) => {
    if (!(CRAWLER_KINDS as readonly string[]).includes(entry.kind)) {
      throw new Error(`crawlers.json: ${entry.name} has the unknown kind "${entry.kind}"`);
    }
    const tokens = entry.tokens.map((token) => token.toLowerCase());
    for (const token of tokens) {
      const other = owner.get(token);
      if (other && other !== entry.name) {
        throw new Error(`crawlers.json: the token "${token}" names ${other} and ${entry.name}`);
      }
      owner.set(token, entry.name);
    }
    return {
      name: entry.name,
      operator: entry.operator,
      kind: entry.kind as CrawlerKind,
      tokens,
      requires: [],
      source: entry.source,
    };
  });
}

/** The crawlers Inkwell names; see `crawlers/README.md`. */
export const crawlerUserAgents: readonly CrawlerUserAgent[] = buildCrawlerList(
  JSON.parse(
    readFileSync(new URL("./crawlers/crawlers.json", import.meta.url), "utf8"),
  ) as CrawlerListFile,
);
