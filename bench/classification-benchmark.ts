import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { isbot } from "isbot";
import {
  CLASSIFIED_USER_AGENT_LENGTH,
  classifyUserAgent,
} from "../app/analytics/classify/classify-user-agent.ts";

/**
 * Classification throughput on the real user agents of the test fixtures (about 620: browsers,
 * other bots and AI agents). "Distinct" gives every event a user agent not seen before (its
 * version numbers changed), so the classifier's cache never answers: the cost of a first sight.
 * "Repeated" replays the fixture strings, as live traffic repeats a few thousand user agents.
 * Baseline, in the same process: `isbot` alone on the distinct strings.
 */
export async function runClassificationBenchmark(
  _env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const agents = ["user-agents.json", "user-agents.held-out.json"].flatMap((name) =>
    (
      JSON.parse(
        readFileSync(new URL(`../testkit/fixtures/user-agents/${name}`, import.meta.url), "utf8"),
      ) as Array<{ userAgent: string }>
    ).map((c) => c.userAgent),
  );
  const events = 200_000;
  let serial = 0;
  const distinct = Array.from({ length: events }, (_, index) => {
    const base = agents[index % agents.length] as string;
    serial += 1;
    return base.replace(/\/(\d+)/, (_m, digits: string) => `/${digits}.${serial}`);
  });
  const repeated = Array.from(
    { length: events },
    (_, index) => agents[index % agents.length] as string,
  );

  const time = (label: string, run: () => number): number => {
    run(); // warm-up
    const start = performance.now();
    const sink = run();
    const seconds = (performance.now() - start) / 1000;
    const rate = events / seconds;
    log(`${label}: ${Math.round(rate).toLocaleString("en")} events/s (${sink})`);
    return rate;
  };
  const rotate = (list: string[]) => list.map((ua) => `${ua} `); // new strings for the second pass
  let distinctPass = distinct;
  const classifyAll = (list: string[]) => () => {
    let ai = 0;
    for (const userAgent of list) if (classifyUserAgent({ userAgent }).kind === "ai") ai++;
    return ai;
  };
  const baseline = time("isbot alone, distinct", () => {
    let bots = 0;
    for (const userAgent of distinct) if (isbot(userAgent)) bots++;
    return bots;
  });
  const first = time("classifyUserAgent, distinct", () => {
    distinctPass = rotate(distinctPass);
    return classifyAll(distinctPass)();
  });
  const cached = time("classifyUserAgent, repeated", classifyAll(repeated));

  // Hostile input: 1,000 distinct user agents of the API's longest (2,048 characters), each a
  // long run of a near-match (an unfinished bot token, digits, letters), the shape that once cost
  // seconds of CPU per batch.
  const hostile = ["a", "bo", "1", "crawle"].flatMap((unit) =>
    Array.from({ length: 250 }, (_, index) => `${index}${unit.repeat(2048)}`.slice(0, 2048)),
  );
  const hostileStart = performance.now();
  for (const userAgent of hostile) classifyUserAgent({ userAgent });
  const hostileMs = performance.now() - hostileStart;
  log(`classifyUserAgent, 1,000 hostile user agents: ${hostileMs.toFixed(0)} ms`);

  return [
    "## Classification",
    "",
    `Data: ${events.toLocaleString("en")} events drawn from ${agents.length} real user agents (the test fixtures: browsers, other bots, AI agents), one thread.`,
    "",
    "| Run | Events/s | vs isbot alone |",
    "| --- | ---: | ---: |",
    `| isbot alone, distinct user agents (baseline) | ${Math.round(baseline).toLocaleString("en")} | 1.00 |`,
    `| classifyUserAgent, distinct user agents (no cache hit) | ${Math.round(first).toLocaleString("en")} | ${(first / baseline).toFixed(2)} |`,
    `| classifyUserAgent, repeated user agents (cache) | ${Math.round(cached).toLocaleString("en")} | ${(cached / baseline).toFixed(2)} |`,
    "",
    `Hostile input: 1,000 distinct user agents of 2,048 characters (long runs of \`a\`, \`bo\`, \`1\`, \`crawle\`: near-matches of the bot patterns): ${hostileMs.toFixed(0)} ms of CPU for the batch (only the first ${CLASSIFIED_USER_AGENT_LENGTH} characters are classified).`,
  ].join("\n");
}
