import { readFileSync } from "node:fs";

/** An AI product whose answers link to pages: a view it sent is a human view from AI. */
export interface AiReferrer {
  name: string;
  operator: string;
  category: "assistant" | "search";
  hosts: string[];
  utmSources: string[];
}

/** The AI referrers Inkwell recognises: data in `ai-agents/ai-referrers.json`. */
export const aiReferrers: readonly AiReferrer[] = loadAiReferrers();

function loadAiReferrers(): AiReferrer[] {
  const data = JSON.parse(
    readFileSync(new URL("./ai-agents/ai-referrers.json", import.meta.url), "utf8"),
  ) as { referrers: AiReferrer[] };
  return data.referrers;
}

const byHost = new Map(
  aiReferrers.flatMap((entry) => entry.hosts.map((host) => [host, entry] as const)),
);
const byUtmSource = new Map(
  aiReferrers.flatMap((entry) =>
    entry.utmSources.map((source) => [source.toLowerCase(), entry] as const),
  ),
);

/** The AI product a referring host belongs to (the host or a parent domain listed), if any. */
export function aiReferrerOfHost(host: string): AiReferrer | undefined {
  let name = host;
  for (;;) {
    const entry = byHost.get(name);
    if (entry) return entry;
    const dot = name.indexOf(".");
    if (dot < 0) return undefined;
    name = name.slice(dot + 1);
  }
}

/** The AI product a `utm_source` value names, if any. */
export function aiReferrerOfUtmSource(source: string): AiReferrer | undefined {
  return byUtmSource.get(source.trim().toLowerCase());
}
