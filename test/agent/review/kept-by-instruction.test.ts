import { describe, expect, it } from "vitest";
import {
  keptClauses,
  keptOnPage,
  keptWords,
  withoutKeptClauses,
} from "../../../app/agent/review/kept-by-instruction.ts";

const rename =
  "The package is now `acme-sdk` (it was `acme`). The import name stays `acme`. Fix the page.";

describe("what the instruction says stays as it is", () => {
  it("reads the clauses that say something stays, not those that change it", () => {
    expect(keptClauses(rename)).toEqual(["The import name stays `acme`"]);
    expect(keptClauses("The server now keeps logs for 30 days.")).toEqual([]);
    expect(withoutKeptClauses(rename)).not.toContain("stays");
  });

  it("gives the words quoted in such a clause", () => {
    expect([...keptWords(rename)]).toEqual(["acme"]);
  });

  it("says which page keeps a value, by its title and the value's number", () => {
    const page = '---\ntitle: "Status callbacks"\n---\n\n<Check tolerance="5" />\n';
    const instruction = "Deliveries may now be 10 minutes old. Status callbacks keep 5 minutes.";
    expect(keptOnPage(instruction, 'tolerance="5', "guides/payout-status.mdx", page)).toBe(true);
    expect(keptOnPage(instruction, 'tolerance="7', "guides/payout-status.mdx", page)).toBe(false);
    expect(keptOnPage(instruction, 'tolerance="5', "guides/webhooks.mdx", "# Webhooks\n")).toBe(
      false,
    );
  });
});
