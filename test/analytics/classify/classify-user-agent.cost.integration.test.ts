import { getPattern } from "isbot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { whyNotLinear } from "#testkit/patterns/check-linear-time.ts";
import {
  CLASSIFIED_USER_AGENT_LENGTH,
  classifyUserAgent,
} from "../../../app/analytics/classify/classify-user-agent.ts";

// The longest user agent the API accepts.
const LONGEST = 2048;

/**
 * `unit` repeated to the API's longest user agent, behind `head` and a serial in the first
 * characters, so that no answer comes from the classifier's cache.
 */
function fill(head: string, unit: string, serial: number): string {
  return `${head}${serial}${unit.repeat(LONGEST)}`.slice(0, LONGEST);
}

// Long, repetitive near-matches of each pattern the classifier runs: a bot token never finished,
// a contact URL never finished, a browser's platform comment never closed, screen sizes and
// version numbers without end, the inputs a ReDoS checker builds against the bot library's
// pattern, and runs of the characters that separate product names.
const worstInputs: Array<[string, string]> = [
  ["", "a"],
  ["", "bo"],
  ["", "crawle"],
  ["", "1"],
  ["", "+http"],
  ["", "+https://www.github.co"],
  ["Mozilla/5.0 (", "Linux "],
  ["Mozilla/5.0 (Linux; ", "x_-"],
  ["Mozilla/5.0 (Windows NT 10.0) ", "1024x"],
  ["Mozilla/5.0 ", "News/1."],
  ["H", "4; U"],
  ["H", "T; 4"],
  ["", " ;"],
  ["", "a/"],
  ["", "GPTBo"],
  ["", "cursor@"],
];

describe("classifying hostile user agents", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("runs no pattern over more than the first 512 characters, however long the user agent", () => {
    const exec = vi.spyOn(RegExp.prototype, "exec");
    let serial = 0;
    for (const [head, unit] of worstInputs) {
      for (const markdownPath of [false, true]) {
        classifyUserAgent({ userAgent: fill(head, unit, serial++), markdownPath });
      }
    }
    const longest = Math.max(...exec.mock.calls.map(([text]) => String(text).length));
    expect(exec).toHaveBeenCalled();
    expect(longest).toBeLessThanOrEqual(CLASSIFIED_USER_AGENT_LENGTH);
  });

  it("gives a long user agent the verdict of its first 512 characters", () => {
    let serial = 1000;
    for (const [head, unit] of worstInputs) {
      const userAgent = fill(head, unit, serial++);
      const prefix = userAgent.slice(0, CLASSIFIED_USER_AGENT_LENGTH);
      expect(classifyUserAgent({ userAgent })).toEqual(classifyUserAgent({ userAgent: prefix }));
    }
    const gptBot = `GPTBot/1.2 (+https://openai.com/gptbot)${" x".repeat(1000)}`;
    expect(classifyUserAgent({ userAgent: gptBot })).toMatchObject({ kind: "ai", agent: "GPTBot" });
  });

  it("runs only patterns a ReDoS checker finds linear, but for the bot library's, which the length bounds", async () => {
    const exec = vi.spyOn(RegExp.prototype, "exec");
    let serial = 2000;
    for (const [head, unit] of worstInputs) {
      classifyUserAgent({ userAgent: fill(head, unit, serial++), markdownPath: true });
    }
    const patterns = new Map<string, string>();
    for (const regex of exec.mock.contexts as RegExp[]) {
      if (regex.source !== getPattern().source) patterns.set(regex.source, regex.flags);
    }
    exec.mockRestore();
    expect(patterns.size).toBeGreaterThan(3);
    const slow: string[] = [];
    for (const [source, flags] of patterns) {
      const why = await whyNotLinear(source, flags);
      if (why) slow.push(`/${source}/${flags}: ${why}`);
    }
    expect(slow).toEqual([]);
  }, 120_000);
});
