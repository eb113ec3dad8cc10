import { readFileSync } from "node:fs";
import {
  type AiUserAgent,
  buildAiAgentList,
  type LocalAgentData,
  type UpstreamAgents,
} from "./ai-agent-list.ts";

export type { AiCategory, AiUserAgent } from "./ai-agent-list.ts";

/**
 * The AI agents Inkwell recognises. The list is data in `ai-agents/`: `robots.json` is the
 * ai.robots.txt project's list, copied verbatim and refreshed with `npm run refresh:ai-agents`;
 * `inkwell-agents.json` maps its functions to Inkwell's categories and adds what it lacks.
 */
export const aiUserAgents: readonly AiUserAgent[] = loadAiUserAgents();

function loadAiUserAgents(): AiUserAgent[] {
  const read = (name: string): unknown =>
    JSON.parse(readFileSync(new URL(`./ai-agents/${name}`, import.meta.url), "utf8"));
  const list = buildAiAgentList(
    read("robots.json") as UpstreamAgents,
    read("inkwell-agents.json") as LocalAgentData,
  );
  return list.agents;
}
