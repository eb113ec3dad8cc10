import { describe, expect, it } from "vitest";
import {
  caseOfHeading,
  headingCaseFindings,
  readHeadingCase,
} from "../../app/docs-check/style/heading-case.ts";

/** Pages of a site whose headings are in sentence case, and whose prose names Docker. */
const sentencePages = [
  "# Install the server\n\nRun the server with Docker. The server reads a file in its own format.\n\n## Configure the data folder\n\n```md\n## Not A Heading In A Code Block\n```\n",
  "---\ntitle: Deploy\n---\n\n# Deploy to production\n\n## Scale the workers\n\n## Back up the database\n\nEach backup is a file; the view shows it.\n",
  "# Rotate an API key\n\n## Read the next page\n\nThe next page of results, with a view of each.\n",
];

describe("heading case", () => {
  const site = readHeadingCase(sentencePages);

  it("reads the site's case from its headings, not from code blocks or front matter", () => {
    expect(site.style).toBe("sentence");
    expect(site.sentence).toBe(7);
    expect(site.title).toBe(0);
  });

  it("tells title case by its capitalised common words, and takes other capitals as names", () => {
    const words = site.lowercaseWords;
    expect(caseOfHeading("Monitoring The Server", words)).toBe("title");
    expect(caseOfHeading("Select An Analytics View", words)).toBe("title");
    // "File" is a word the site writes in lower case; "Format" is too ("its own format").
    expect(caseOfHeading("Config File Format", words)).toBe("title");
    expect(caseOfHeading("Config file format", words)).toBe("sentence");
    // A name alone, acronyms and inner capitals say nothing of the case.
    expect(caseOfHeading("Deploy with Docker", words)).toBeUndefined();
    expect(caseOfHeading("Use the API with GitHub", words)).toBeUndefined();
    expect(caseOfHeading("Overview", words)).toBeUndefined();
  });

  it("warns on the headings written in the other case, on the lines asked or the whole page", () => {
    const page =
      "# Monitoring The Server\n\nText.\n\n## Read the metrics\n\n## Scale The Workers\n";
    expect(headingCaseFindings("docs/monitoring.md", page, site, new Set([1]))).toEqual([
      {
        path: "docs/monitoring.md",
        line: 1,
        rule: "heading-case",
        level: "warning",
        message:
          '"Monitoring The Server" is in title case, while the site\'s headings are in sentence case (7 of 7 that show one)',
      },
    ]);
    expect(
      headingCaseFindings("docs/monitoring.md", page, site).map((finding) => finding.line),
    ).toEqual([1, 7]);
  });

  it("keeps quiet on a site whose headings do not agree, or that has too few", () => {
    const mixed = readHeadingCase([
      ...sentencePages,
      "# Scale The Workers\n\n## Back Up The Database\n\n## Read The Next Page\n",
    ]);
    expect(mixed.style).toBeUndefined();
    expect(headingCaseFindings("a.md", "# Monitoring The Server\n", mixed)).toEqual([]);
    expect(
      readHeadingCase(["# Install the server\n\n## Scale the workers\n"]).style,
    ).toBeUndefined();
  });

  it("reads a title-case site the other way round, allowing one heading of the other case", () => {
    const titled = readHeadingCase([
      "# Install The Server\n\n## Configure The Data Folder\n\n## Back Up The Database\n\n## Read the next page\n\nThe server, the data, the database, the folder, the next page, configure.\n",
      "# Scale The Workers\n\n## Rotate The Keys\n\nWorkers scale; keys rotate.\n",
    ]);
    expect(titled.style).toBe("title");
    expect(
      headingCaseFindings("a.md", "## Rotate the keys\n", titled).map((f) => f.message),
    ).toEqual([
      '"Rotate the keys" is in sentence case, while the site\'s headings are in title case (5 of 6 that show one)',
    ]);
  });
});
