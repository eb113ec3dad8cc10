import { describe, expect, it } from "vitest";
import type { FileChange } from "../../../app/agent/review/change-diff.ts";
import { languageOf, withoutLanguage } from "../../../app/agent/review/stale-values.ts";
import { findLanguageMismatches } from "../../../app/agent/review/translations.ts";

const change = (path: string, before: string, after: string): FileChange =>
  ({ path, change: "modified", before, after }) as FileChange;
const spanish = "i18n/es/docusaurus-plugin-content-docs/current/intro.md";

describe("changes in another language than the instruction or the page", () => {
  it("reads a page's language from its folder or its suffix", () => {
    expect(languageOf(spanish)).toBe("es");
    expect(languageOf("src/ja/intro.md")).toBe("ja");
    expect(languageOf("docs/intro.fr.md")).toBe("fr");
    expect(languageOf("docs/go/intro.md")).toBeUndefined();
    expect(languageOf("docs/intro.md")).toBeUndefined();
  });

  it("gives a page and its translations one path", () => {
    expect(withoutLanguage("src/ja/intro.md")).toBe("src/intro.md");
    expect(withoutLanguage(spanish)).toBe("docs/intro.md");
    expect(withoutLanguage("docs/intro.fr.md")).toBe("docs/intro.md");
    expect(withoutLanguage("src/intro.md")).toBe("src/intro.md");
  });

  it("names a change that edits none of the pages of the language the instruction names", () => {
    expect(
      findLanguageMismatches(
        [change("src/intro.md", "Install `acme`.\n", "Install `acme-cli`.\n")],
        "src",
        "Fix the Japanese introduction only; the English one is handled elsewhere.",
      ),
    ).toEqual([
      "the instruction names the Japanese pages, and the change edits none of them (it edits intro.md)",
    ]);
  });

  it("names English written into a page of another language", () => {
    expect(
      findLanguageMismatches(
        [
          change(
            spanish,
            "# Introducción\n\nEl cliente necesita Node.js 16 o posterior.\n",
            "# Introducción\n\nEl cliente needs Node.js 18 or later.\n",
          ),
        ],
        "",
        "The Spanish introduction still says Node.js 16; it must say 18.",
      ),
    ).toEqual([
      `${spanish} is a page in \`es\`, and the lines the change adds read as English ("needs", "or", "later")`,
    ]);
  });

  it("says nothing of a fix in the page's own language", () => {
    expect(
      findLanguageMismatches(
        [
          change(
            spanish,
            "# Introducción\n\nEl cliente necesita Node.js 16 o posterior.\n",
            "# Introducción\n\nEl cliente necesita Node.js 18 o posterior.\n",
          ),
        ],
        "",
        "The Spanish introduction still says Node.js 16; it must say 18, like the English one.",
      ),
    ).toEqual([]);
  });
});
