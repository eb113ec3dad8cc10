import { describe, expect, it } from "vitest";
import { toSingleLine } from "../../../shared/client/to-single-line.ts";

describe("toSingleLine", () => {
  it("leaves plain text as it is", () => {
    expect(toSingleLine("Job job_1 failed: no docs folder (see docs/README.md)")).toBe(
      "Job job_1 failed: no docs folder (see docs/README.md)",
    );
  });

  it("turns every kind of line break into a space, so no text starts a line of its own", () => {
    expect(toSingleLine("a\nb\r\nc\rd\u2028e\u2029::error::x")).toBe("a b c d e ::error::x");
  });

  it("replaces control characters and bidirectional overrides with U+FFFD", () => {
    expect(toSingleLine("\u001b[31mred\u0000 \u202egnp.exe\u2066")).toBe(
      "\uFFFD[31mred\uFFFD \uFFFDgnp.exe\uFFFD",
    );
  });

  it("cuts long text at a character boundary and says so", () => {
    expect(toSingleLine("abcdef", 4)).toBe("abc…");
    expect(toSingleLine("😀😀😀😀😀", 3)).toBe("😀😀…");
    expect(toSingleLine("😀😀😀", 3)).toBe("😀😀😀");
  });
});
