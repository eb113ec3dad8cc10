import { ingestViewEvents } from "../../app/analytics/ingest/view-ingestion.service.ts";
import type { AppContext } from "../../app/app-context.ts";

export const HUMAN_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
/** One agent of each AI category, as their operators publish them. */
const AI_AGENTS = {
  training:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot",
  assistant:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ChatGPT-User/1.0; +https://openai.com/bot)",
  search:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
} as const;

const DAY_MS = 86_400_000;

/**
 * Page views over the `days` days before `end`: `paths` pages whose traffic falls with their
 * rank, humans every day, each AI agent on some days, so every day, page and agent has its own
 * numbers. Returns how many events were sent.
 */
export async function seedPageViews(
  ctx: Pick<AppContext, "db">,
  projectId: string,
  options: { end: Date; days: number; paths: number },
): Promise<number> {
  let sent = 0;
  for (let day = 0; day < options.days; day++) {
    const at = new Date(options.end.getTime() - (day + 1) * DAY_MS + 9 * 3_600_000);
    const events: { path: string; userAgent: string; timestamp: string; referrer?: string }[] = [];
    // Fewer people read docs at weekends; crawlers do not care.
    const weekend = [0, 6].includes(new Date(at).getUTCDay());
    const add = (path: string, userAgent: string, times: number, referrers: string[] = []) => {
      for (let i = 0; i < times; i++) {
        const referrer = referrers[i];
        events.push({
          path,
          userAgent,
          timestamp: at.toISOString(),
          ...(referrer ? { referrer } : {}),
        });
      }
    };
    for (let rank = 0; rank < options.paths; rank++) {
      const path = rank === 0 ? "/" : `/docs/page-${String(rank).padStart(2, "0")}`;
      const humans = Math.max(1, 12 - Math.floor(rank / 3)) + ((day + rank) % 3);
      // Some people arrive from AI assistants, AI search and other sites, the rest directly.
      const referrers = [
        ...(rank % 4 === 0 ? ["https://chatgpt.com/"] : []),
        ...(rank < 6 ? ["https://github.com/acme/docs"] : []),
        ...(day % 5 === 0 && rank < 10 ? ["https://www.perplexity.ai/search/x"] : []),
      ];
      add(path, HUMAN_AGENT, weekend ? Math.ceil(humans / 2) : humans, referrers);
      if (rank < 15 && day % 2 === 0) add(path, AI_AGENTS.training, 1 + (rank % 3));
      if (rank < 8) add(path, AI_AGENTS.assistant, day % 4 === 0 ? 3 : 1);
      if (rank < 5 && day % 3 === 0) add(path, AI_AGENTS.search, 1);
    }
    for (let i = 0; i < events.length; i += 1000) {
      await ingestViewEvents(ctx.db, projectId, events.slice(i, i + 1000), {
        now: options.end,
        idempotencyKey: undefined,
      });
    }
    sent += events.length;
  }
  return sent;
}
