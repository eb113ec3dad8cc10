// `npm run refresh:ai-agents`: downloads the ai.robots.txt list, writes it verbatim over
// app/analytics/classify/ai-agents/robots.json, records the upstream commit in that folder's README and
// prints what changed and what Inkwell's layer (inkwell-agents.json) must now decide.
// Run by a maintainer; tests never touch the network.
import { readFile, writeFile } from "node:fs/promises";
import {
  buildAiAgentList,
  type LocalAgentData,
  type UpstreamAgents,
} from "../app/analytics/classify/ai-agent-list.ts";
import { describeUpstreamDiff, diffUpstreamAgents } from "./diff-upstream-agents.ts";

const REPOSITORY = "ai-robots-txt/ai.robots.txt";
const folder = new URL("../app/analytics/classify/ai-agents", import.meta.url);

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { headers: { "user-agent": "inkwell-refresh-ai-agents" } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

async function main(): Promise<void> {
  const commit = (await (
    await fetchOk(`https://api.github.com/repos/${REPOSITORY}/commits/main`)
  ).json()) as { sha: string; commit: { committer: { date: string } } };
  const text = await (
    await fetchOk(`https://raw.githubusercontent.com/${REPOSITORY}/${commit.sha}/robots.json`)
  ).text();
  const after = JSON.parse(text) as UpstreamAgents;
  const before = JSON.parse(
    await readFile(new URL("robots.json", folder), "utf8"),
  ) as UpstreamAgents;

  await writeFile(new URL("robots.json", folder), text);
  const readmeUrl = new URL("README.md", folder);
  const readme = await readFile(readmeUrl, "utf8");
  await writeFile(
    readmeUrl,
    readme
      .replace(/commit `[0-9a-f]{40}`/, `commit \`${commit.sha}\``)
      .replace(
        /committed \d{4}-\d{2}-\d{2}/,
        `committed ${commit.commit.committer.date.slice(0, 10)}`,
      ),
  );

  console.log(
    `robots.json is now ${REPOSITORY}@${commit.sha} (${Object.keys(after).length} agents).`,
  );
  for (const line of describeUpstreamDiff(diffUpstreamAgents(before, after))) console.log(line);

  const local = JSON.parse(
    await readFile(new URL("inkwell-agents.json", folder), "utf8"),
  ) as LocalAgentData;
  const list = buildAiAgentList(after, local);
  for (const name of list.defaulted) {
    console.log(`? ${name}: its function maps to no category; it gets "${local.defaultCategory}"`);
  }
  for (const { agent, problem } of list.problems) console.log(`! ${agent} ${problem}`);
  if (list.problems.length > 0) {
    console.log("Fix the entries marked ! in inkwell-agents.json, then run the tests.");
    process.exitCode = 1;
  }
}

await main();
