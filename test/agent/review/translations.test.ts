import { describe, expect, it } from "vitest";
import { fixtureFile } from "#testkit/docs-sites/docs-repository.ts";
import { fixtureWorkingTree } from "#testkit/model/fixture-working-tree.ts";
import { type FileChange, readFileChanges } from "../../../app/agent/review/change-diff.ts";
import { languageOf, withoutLanguage } from "../../../app/agent/review/stale-values.ts";
import {
  codeSampleKeys,
  findLanguageMismatches,
  findTranslatedCodeKeys,
} from "../../../app/agent/review/translations.ts";

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

describe("code translated with the prose", () => {
  const english =
    '# Filters\n\nPass them in `filter`:\n\n```json\n{\n  "q": "shoes",\n  "filter": "price < 100"\n}\n```\n';
  const polish = (sample: string) => `# Filtry\n\nPrzekaż je w polu \`filter\`:\n\n${sample}`;

  async function translatedKeys(sample: string) {
    const { tree } = fixtureWorkingTree([fixtureFile("search/filters.mdx", english)], {
      docsRoot: "",
    });
    await tree.write("pl/search/filters.mdx", polish(sample));
    return findTranslatedCodeKeys(tree, await readFileChanges(tree));
  }

  it("names a translation whose sample renames the request's keys", async () => {
    expect(
      await translatedKeys('```json\n{\n  "zapytanie": "buty",\n  "filtr": "cena < 100"\n}\n```\n'),
    ).toEqual([
      "pl/search/filters.mdx: its code samples set `zapytanie`, `filtr`, which search/filters.mdx does not, while they no longer set `q`, `filter`: code is not translated, the API reads its own names",
    ]);
  });

  it("reads JSON keys in any sample and bare keys only in config samples", () => {
    expect([
      ...codeSampleKeys(
        "```yaml\nretention: 7d\n```\n\n```text\nNote: slow\n```\n\n```bash\ncurl -d '{\"q\": 1}'\n```\n",
      ),
    ]).toEqual(["retention", "q"]);
  });

  it("accepts a translation that keeps the keys and translates the values", async () => {
    expect(
      await translatedKeys('```json\n{\n  "q": "buty",\n  "filter": "price < 100"\n}\n```\n'),
    ).toEqual([]);
  });
});
