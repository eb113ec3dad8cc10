import { describe, expect, it } from "vitest";
import { checkFact } from "../../eval/facts.ts";
import { wilsonInterval } from "../../eval/headline.ts";
import type { Fact } from "../../eval/task.ts";

const page = (text: string) => new Map([["page.md", text]]);
const holds = (fact: Fact, text: string, answer = "") => checkFact(fact, page(text), answer).ok;

describe("facts checked on meaning", () => {
  const row: Fact = { kind: "table-row", path: "page.md", key: "Team", value: /^5,?000$/ };

  it("read a table row by its key, whatever the formatting", () => {
    expect(
      holds(row, "| Plan | Limit |\n|---|---|\n| Free | 600 |\n| **Team** | `5,000` |\n"),
    ).toBe(true);
    expect(holds(row, "| Plan | Limit |\n|---|---|\n| Team | 500 |\n")).toBe(false);
    expect(holds(row, "The Team plan allows 5000 requests.\n")).toBe(false);
  });

  it("find a flag's default in a table's default column or in a sentence", () => {
    const fact: Fact = { kind: "flag-default", path: "page.md", flag: "--read-only", value: "off" };
    const table = (value: string) =>
      `| Flag | Default | What |\n|---|---|---|\n| \`--read-only\` | ${value} | No writes. |\n`;
    expect(holds(fact, table("off"))).toBe(true);
    expect(holds(fact, table("on"))).toBe(false);
    expect(holds(fact, "`--read-only` refuses writes. It defaults to off.\n")).toBe(true);
    expect(holds(fact, "`--read-only` refuses writes; it is off by default.\n")).toBe(true);
    expect(holds(fact, "`--read-only` refuses writes. It defaults to on.\n")).toBe(false);
  });

  it("tell a statement from its reverse, in any wording", () => {
    const fact: Fact = {
      kind: "states",
      path: "page.md",
      about: /back(ed)? ?up/,
      says: /every (6|six) hours/,
      not: /every (30|thirty) days/,
    };
    expect(holds(fact, "Databases are backed up every 6 hours and kept 30 days.\n")).toBe(true);
    expect(holds(fact, "A backup is taken every six hours.\n")).toBe(true);
    expect(holds(fact, "Databases are backed up every 30 days and kept 6 hours.\n")).toBe(false);
  });

  it("catch a fact the answer invents", () => {
    const fact: Fact = { kind: "answer-not", says: /--dry-run (flag )?exists/ };
    expect(holds(fact, "", "I found no --dry-run flag.")).toBe(true);
    expect(holds(fact, "", "The --dry-run flag exists already.")).toBe(false);
  });
});

describe("the live report's interval", () => {
  it("is the Wilson score interval", () => {
    const [low, high] = wilsonInterval(8, 10);
    expect(low).toBeCloseTo(0.49, 2);
    expect(high).toBeCloseTo(0.943, 2);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe("a fact on a page that no longer parses", () => {
  it("does not hold, and says why, rather than throwing", () => {
    const fact: Fact = { kind: "states", path: "page.mdx", about: /agent/, says: /reads/ };
    const result = checkFact(fact, new Map([["page.mdx", "<Note>\n  The agent reads it.\n"]]), "");
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/closing tag/);
  });
});
