import { describe, expect, it } from "vitest";
import {
  keptClauses,
  keptOnLine,
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

describe("clauses that say something does not change", () => {
  it("reads 'don't change' and 'does not change' as staying", () => {
    expect(keptClauses("Update the Java client page; the other clients don't change.")).toEqual([
      "the other clients don't change",
    ]);
    expect(keptClauses("The Go client does not change.")).toEqual([
      "The Go client does not change",
    ]);
  });

  it("keeps a line about another of what the clause says stays", () => {
    const instruction = "Update the Java client page; the other clients don't change.";
    expect(keptOnLine(instruction, '<Connect client="Go" port="7420" />')).toBe(true);
    expect(keptOnLine(instruction, "listen: 0.0.0.0:7420")).toBe(false);
  });

  it("keeps every value of a docs version the instruction says stays as it is", () => {
    const instruction = "Update the current docs; the 2.x docs stay as they are.";
    const path = "versioned_docs/version-2.x/concepts/retention.md";
    expect(keptOnPage(instruction, "7 days", path, "# Retention\n")).toBe(true);
    expect(keptOnPage(instruction, "7 days", "versioned_docs/version-1.x/a.md", "# A\n")).toBe(
      false,
    );
    expect(keptOnPage("The 2.x docs keep 30 seconds.", "7 days", path, "# Retention\n")).toBe(
      false,
    );
  });
});
