import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, refuseDeepJson, refuseDeepJsonBytes } from "../../app/http/json-body.ts";

/** The refusal's message, or undefined when the text passes. */
function verdict(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const encoder = new TextEncoder();
const bothOf = (text: string) => [
  verdict(() => refuseDeepJson(text, "The body")),
  verdict(() => refuseDeepJsonBytes(encoder.encode(text), "The body")),
];

describe("refusing deeply nested JSON from its bytes", () => {
  const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;

  it("refuses past the depth, and only past it, as the text's check does", () => {
    expect(bothOf(deep(MAX_JSON_DEPTH))).toEqual([undefined, undefined]);
    const [text, bytes] = bothOf(deep(MAX_JSON_DEPTH + 1));
    expect(text).toBe(
      `The body nests arrays and objects more than ${MAX_JSON_DEPTH} deep; send flatter JSON`,
    );
    expect(bytes).toBe(text);
  });

  it("skips brackets in strings, escaped quotes and characters of several bytes", () => {
    const inString = `{"a":"${"[{".repeat(100)}\\"${"[".repeat(40)}","é€😀":[1]}`;
    expect(bothOf(inString)).toEqual([undefined, undefined]);
    const afterEscapes = `["\\\\", ${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}]`;
    expect(bothOf(afterEscapes)[0]).toBeDefined();
    expect(bothOf(afterEscapes)[1]).toBe(bothOf(afterEscapes)[0]);
  });

  it("gives the text's answer on 5,000 random texts of brackets, quotes, escapes and letters", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pieces = ["[", "]", "{", "}", '"', "\\", "a", "é", "😀", ",", ":"];
    let refused = 0;
    for (let i = 0; i < 5_000; i++) {
      let text = "";
      const length = Math.floor(random() * 120);
      // Mostly openers, so that some texts pass the depth and some do not.
      for (let k = 0; k < length; k++) {
        text += random() < 0.4 ? "[" : (pieces[Math.floor(random() * pieces.length)] as string);
      }
      const [fromText, fromBytes] = bothOf(text);
      expect(fromBytes).toBe(fromText);
      if (fromText) refused++;
    }
    expect(refused).toBeGreaterThan(100);
    expect(refused).toBeLessThan(4_900);
  });
});
