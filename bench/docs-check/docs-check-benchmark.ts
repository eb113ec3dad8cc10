import { allFixtureChanges } from "#testkit/docs-sites/changes/all-fixture-changes.ts";
import { applyEdits, type TreeEdit } from "#testkit/docs-sites/fixture-tree.ts";
import { generateDocsSite, siteMap, slug } from "#testkit/docs-sites/generate-docs-site.ts";
import { runFixtureChange } from "#testkit/docs-sites/run-fixture-change.ts";
import { median } from "#testkit/median.ts";
import { checkDocsChange, checkWholeDocs } from "../../app/docs-check/check-docs-change.ts";
import { docsCheckRules } from "../../app/docs-site/docs-finding.ts";
import { memoryDocsTree } from "../../app/docs-site/memory-docs-tree.ts";
import { parsePage } from "../../app/docs-site/parse-page.ts";
import { formatBytes } from "../../app/format-bytes.ts";

/**
 * The docs checker: its calibration on the fixture sites (every seeded mistake and harmless edit,
 * checked incrementally and as a whole), and its time on a generated 5,000-page Mintlify site
 * against parsing every page with the same parser.
 */
export async function runDocsCheckBenchmark(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<string> {
  const calibration = await calibrate(log);
  const quick = env.BENCH_QUICK === "1";
  const pages = Number(env.BENCH_DOCS_PAGES ?? (quick ? 500 : 5000));
  const runs = quick ? 3 : 15;
  const wholeRuns = quick ? 1 : 3;
  log(`generating ${pages} pages`);
  const site = siteMap(generateDocsSite(pages, { seed: 42, root: "" }));
  const sizes = site.pages
    .map((path) => (site.files.get(path) as string).length)
    .sort((a, b) => a - b);
  const links = site.pages.reduce(
    (sum, path) => sum + ((site.files.get(path) as string).match(/\]\(\//g)?.length ?? 0),
    0,
  );

  log("baseline: parsing every page");
  const options = {
    mdx: true,
    slugStyles: ["github" as const],
    explicitHeadingIds: false,
    mkdocsBlocks: false,
    mdbookIncludes: false,
    htmlComments: false,
  };
  const baseline = median(
    await repeat(wholeRuns, async () => {
      for (const path of site.pages) parsePage(site.files.get(path) as string, options);
    }),
  );

  const scenarios = changeScenarios(site.files, site.pages);
  const rows: string[] = [];
  for (const scenario of scenarios) {
    log(`${scenario.name}`);
    const { head, changedPaths } = applyEdits(site.files, scenario.edits);
    const trees = { base: memoryDocsTree(site.files), head: memoryDocsTree(head) };
    let last: Awaited<ReturnType<typeof checkDocsChange>> | undefined;
    const times = await repeat(scenario.whole ? wholeRuns : runs, async () => {
      last = scenario.whole
        ? await checkWholeDocs(trees)
        : await checkDocsChange({ ...trees, changedPaths });
    });
    const result = last as NonNullable<typeof last>;
    if (result.findings.length !== scenario.findings) {
      throw new Error(
        `${scenario.name}: expected ${scenario.findings} findings, got ${JSON.stringify(result.findings)}`,
      );
    }
    const ms = median(times);
    rows.push(
      `| ${scenario.name} | ${formatMs(ms)} | ${(ms / baseline).toFixed(ms / baseline < 0.1 ? 4 : 2)} | ${result.stats.head.pagesParsed} + ${result.stats.base.pagesParsed} | ${result.stats.head.filesRead} + ${result.stats.base.filesRead} | ${result.findings.length} |`,
    );
  }

  return `## Docs checker

\`npm run bench -- docs-check\` (\`BENCH_DOCS_PAGES\`, \`BENCH_QUICK=1\` for a small run).

### Calibration

Fixture sites in \`testkit/fixtures/docs-trees/\`, each with problems of its own that no change may
report; the changes are in \`testkit/docs-sites/changes/\`. A seeded mistake is caught when the check
reports its rule at the expected \`path:line\`, both incrementally (\`checkDocsChange\`) and as a
whole check (\`checkWholeDocs\`). Some mistakes cause several findings (a deleted page is still
listed and linked from three pages): each expected finding counts.

${calibration}

### Time on a ${pages.toLocaleString("en")}-page site

Generated Mintlify site (seed 42): ${pages.toLocaleString("en")} MDX pages in nested folders (${(site.pageBytes / 2 ** 20).toFixed(1)} MiB; page size median ${formatBytes(sizes[Math.floor(sizes.length / 2)] ?? 0)}, p90 ${formatBytes(sizes[Math.floor(sizes.length * 0.9)] ?? 0)}, largest ${formatBytes(sizes.at(-1) ?? 0)}), front matter, components, code
blocks, images, ${links.toLocaleString("en")} root-relative links between pages (30% to a heading, a few broken), every page listed in docs.json.
Trees are in memory, so the times are the checker's own; through the agent, each file read is a
GitHub blob request unless the run already read that blob. The checker parses on a worker thread
(off the event loop, 5 s deadline per page); the baseline parses on the main thread. Median of ${runs} runs (${wholeRuns} for the whole check and the baseline).

| check | time | vs baseline | pages parsed (head + base) | files read (head + base) | findings |
|---|---:|---:|---:|---:|---:|
| baseline: parse every page with remark + remark-mdx | ${formatMs(baseline)} | 1.00 | ${pages} + 0 | — | — |
${rows.join("\n")}
`;
}

interface Scenario {
  name: string;
  edits: TreeEdit[];
  whole: boolean;
  /** The scenarios are harmless except where they say otherwise. */
  findings: number;
}

function changeScenarios(files: ReadonlyMap<string, string | null>, pages: string[]): Scenario[] {
  const page = (index: number) => pages[index] as string;
  const text = (path: string) => files.get(path) as string;
  const url = (path: string) => `/${path.replace(/\.mdx$/, "")}`;
  const firstHeading = (path: string) => /^## (.*)$/m.exec(text(path))?.[1] ?? "";
  const edited = page(17);
  const linked = page(2345 % pages.length);
  // The first section of a page gets a new paragraph (String.replace changes the first match only).
  const insert = (paragraph: string): TreeEdit[] => [
    { write: edited, content: text(edited).replace("\n\n## ", `\n\n${paragraph}\n\n## `) },
  ];
  const editOne = insert(
    `See [${firstHeading(linked)}](${url(linked)}#${slug(firstHeading(linked))}) first.`,
  );
  const added = `${page(40).replace(/page-\d+\.mdx$/, "")}new-page.mdx`;
  const addPage: TreeEdit[] = [
    {
      write: added,
      content: `---\ntitle: "New page"\ndescription: "A new page."\n---\n\n## Overview\n\nSee [a page](${url(page(41))}).\n`,
    },
    {
      edit: "docs.json",
      replace: `"${url(page(40)).slice(1)}",`,
      with: `"${url(page(40)).slice(1)}",\n            "${url(added).slice(1)}",`,
    },
  ];
  // The most linked-to page moves, with docs.json (its entry and a redirect from its old URL) and
  // every link to it updated.
  const target = mostLinked(files, pages);
  const moved = target.replace(/page-(\d+)\.mdx$/, "moved-page-$1.mdx");
  const redirect = { source: url(target), destination: url(moved) };
  const movePage: TreeEdit[] = [
    { move: target, to: moved },
    { edit: "docs.json", replace: `"${url(target).slice(1)}"`, with: `"${url(moved).slice(1)}"` },
    {
      edit: "docs.json",
      replace: '"name": "Acme",',
      with: `"name": "Acme",\n  "redirects": [${JSON.stringify(redirect)}],`,
    },
  ];
  for (const path of pages) {
    if (!text(path).includes(`](${url(target)}`)) continue;
    const updated = text(path)
      .replaceAll(`](${url(target)})`, `](${url(moved)})`)
      .replaceAll(`](${url(target)}#`, `](${url(moved)}#`);
    movePage.push({ write: path === target ? moved : path, content: updated });
  }
  const brokenLink = insert(`See [the guide](${url(linked)}-typo).`);
  return [
    {
      name: "one page edited: a paragraph with a link to a heading",
      edits: editOne,
      whole: false,
      findings: 0,
    },
    {
      name: "one page edited: a broken link (1 finding)",
      edits: brokenLink,
      whole: false,
      findings: 1,
    },
    { name: "one page added with its docs.json entry", edits: addPage, whole: false, findings: 0 },
    {
      name: `the most linked page moved, docs.json and ${movePage.length - 3} linking pages updated`,
      edits: movePage,
      whole: false,
      findings: 0,
    },
    {
      name: "whole check (checkWholeDocs) of the first change",
      edits: editOne,
      whole: true,
      findings: 0,
    },
  ];
}

function mostLinked(files: ReadonlyMap<string, string | null>, pages: string[]): string {
  const counts = new Map<string, number>();
  for (const path of pages) {
    for (const match of (files.get(path) as string).matchAll(/\]\(\/([^)#]+)/g)) {
      const target = `${match[1]}.mdx`;
      counts.set(target, (counts.get(target) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([path]) => files.has(path))
    .sort((a, b) => b[1] - a[1])[0]?.[0] as string;
}

/** Seeded mistakes caught per rule and site, and findings on harmless edits. */
async function calibrate(log: (line: string) => void): Promise<string> {
  const sites = allFixtureChanges.map((fixture) => fixture.fixture);
  const caught = new Map<string, Map<string, { caught: number; total: number }>>();
  let extra = 0;
  let harmlessEdits = 0;
  let falseFindings = 0;
  for (const fixture of allFixtureChanges) {
    log(`calibrating on ${fixture.fixture}`);
    for (const change of fixture.seeded) {
      const runs = await Promise.all(
        (["change", "whole"] as const).map((mode) =>
          runFixtureChange(fixture, change.edits, change.expect, mode),
        ),
      );
      for (const expected of runs[0]?.expected ?? []) {
        const hit = runs.every((run) =>
          run.findings.some(
            (f) => f.rule === expected.rule && f.path === expected.path && f.line === expected.line,
          ),
        );
        const perSite = caught.get(expected.rule) ?? new Map();
        const cell = perSite.get(fixture.fixture) ?? { caught: 0, total: 0 };
        cell.total++;
        if (hit) cell.caught++;
        perSite.set(fixture.fixture, cell);
        caught.set(expected.rule, perSite);
      }
      for (const run of runs) extra += Math.max(0, run.findings.length - run.expected.length);
    }
    for (const change of fixture.harmless) {
      harmlessEdits++;
      for (const mode of ["change", "whole"] as const) {
        falseFindings += (await runFixtureChange(fixture, change.edits, [], mode)).findings.length;
      }
    }
  }
  const rows = docsCheckRules
    .filter((rule) => caught.has(rule))
    .map((rule) => {
      const perSite = caught.get(rule) as Map<string, { caught: number; total: number }>;
      const cells = sites.map((site) => {
        const cell = perSite.get(site);
        return cell ? `${cell.caught}/${cell.total}` : "";
      });
      const all = [...perSite.values()].reduce(
        (sum, cell) => ({ caught: sum.caught + cell.caught, total: sum.total + cell.total }),
        { caught: 0, total: 0 },
      );
      return `| \`${rule}\` | ${cells.join(" | ")} | ${all.caught}/${all.total} |`;
    });
  const seeded = allFixtureChanges.reduce((sum, fixture) => sum + fixture.seeded.length, 0);
  return `| kind | ${sites.join(" | ")} | caught / total |
|---|${sites.map(() => "---:").join("|")}|---:|
${rows.join("\n")}

${seeded} seeded changes; findings beyond the expected ones: ${extra}. Harmless edits (rewording
above old problems, a new page with its entry, a page moved with its links, entry and redirect,
an image added with its file, a heading renamed with its links, …): ${harmlessEdits}, with
${falseFindings} false findings in ${harmlessEdits * 2} checks.`;
}

async function repeat(times: number, run: () => Promise<void>): Promise<number[]> {
  const results: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    results.push(performance.now() - start);
  }
  return results;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(1)} ms`;
}
