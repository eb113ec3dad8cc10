import { seededRandom } from "../seeded-random.ts";
import { type FixtureFile, fixtureFile } from "./docs-repository.ts";

export interface DocsSiteOptions {
  /**
   * Without a seed every page is the same short how-to (about 1.5 KB) in sections of 50. With
   * one, pages sit in nested folders and grow to long-tailed sizes (log-normal, median about
   * 2.5 KB, a few over 50 KB) with links between pages (some to headings, a few broken, as on any
   * real site), code blocks, components and images: the same for a seed.
   */
  seed?: number;
  /** The docs root the site sits in: `docs` (the default) or "" for the repository's root. */
  root?: string;
  /** More files, added as given. */
  extraFiles?: FixtureFile[];
}

const TOPICS = ["deploy", "configure", "monitor", "scale", "secure"];
const WORDS =
  "the a to of and deploy configure request response token project build cache worker queue region limit version release default option value field error retry timeout header".split(
    " ",
  );
const COMPONENTS = ["Note", "Tip", "Warning", "Info"];
const IMAGES = 40;

/**
 * A Mintlify site of `pages` MDX pages, shaped like a real one: each page with front matter, a
 * few headings and paragraphs, and a docs.json whose navigation lists every page in groups (one
 * per section) under two tabs; a README beside a docs root, and `images/` (empty files standing
 * for PNGs) when seeded. Deterministic. The kit's one site generator: tests, the agent and the
 * docs-check benchmarks all read it.
 */
export function generateDocsSite(pages: number, options: DocsSiteOptions = {}): FixtureFile[] {
  const root = options.root ?? "docs";
  const under = (path: string) => (root ? `${root}/${path}` : path);
  const random = options.seed === undefined ? undefined : seededRandom(options.seed);
  const paths = Array.from({ length: pages }, (_, index) => pagePath(index, random));
  const files: FixtureFile[] = [];
  const groups: { group: string; pages: string[] }[] = [];
  for (const [index, path] of paths.entries()) {
    const group = (path.split("/")[0] as string).replace("section-", "Section ");
    if (groups.at(-1)?.group !== group) groups.push({ group, pages: [] });
    groups.at(-1)?.pages.push(path);
    const text = pageText(index) + (random ? seededSections(paths, random) : "");
    files.push(fixtureFile(under(`${path}.mdx`), text));
  }
  if (random) {
    for (let i = 0; i < IMAGES; i++) files.push(fixtureFile(under(`images/figure-${i}.png`), ""));
  }
  const half = Math.ceil(groups.length / 2);
  const docsJson = {
    name: "Acme",
    navigation: {
      tabs: [
        { tab: "Guides", groups: groups.slice(0, half) },
        { tab: "Reference", groups: groups.slice(half) },
      ],
    },
  };
  files.push(fixtureFile(under("docs.json"), `${JSON.stringify(docsJson, null, 2)}\n`));
  if (root) files.push(fixtureFile("README.md", "# acme/docs\n"));
  files.push(...(options.extraFiles ?? []));
  return files;
}

/** A site as a map of path to text (null for an image), with its pages and their bytes. */
export function siteMap(files: readonly FixtureFile[]): {
  files: Map<string, string | null>;
  pages: string[];
  pageBytes: number;
} {
  const pages = files.filter((file) => file.path.endsWith(".mdx"));
  return {
    files: new Map(
      files.map((file) => [file.path, file.path.endsWith(".png") ? null : (file.content ?? "")]),
    ),
    pages: pages.map((file) => file.path),
    pageBytes: pages.reduce((sum, file) => sum + (file.content ?? "").length, 0),
  };
}

/** A page's path without its extension: `section-N/page-I`, nested deeper in a seeded site. */
function pagePath(index: number, random: (() => number) | undefined): string {
  const section = `section-${Math.floor(index / 50)}`;
  if (!random) return `${section}/page-${index}`;
  const depth = random();
  const folder =
    depth < 0.5
      ? section
      : depth < 0.85
        ? `${section}/topic-${index % 7}`
        : `${section}/topic-${index % 7}/detail-${index % 3}`;
  return `${folder}/page-${index}`;
}

/** A page's first heading, as written by `pageText`. */
export function firstHeading(index: number): string {
  const topic = TOPICS[index % TOPICS.length] as string;
  return `${topic[0]?.toUpperCase()}${topic.slice(1)} widget ${index}`;
}

/** A heading's anchor as Mintlify makes it. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");
}

function pageText(index: number): string {
  const topic = TOPICS[index % TOPICS.length] as string;
  return `---
title: "Page ${index}: ${topic} the widget"
description: How to ${topic} widget ${index}.
---

# ${firstHeading(index)}

Widget ${index} is one of the building blocks of Acme. This page explains how to ${topic} it
in production, with the options that matter and the mistakes to avoid.

## Before you start

You need an Acme account with the admin role, the \`acme\` command line tool (version 3 or later)
and access to the project that owns widget ${index}.

## Steps

1. Open the project settings.
2. Run \`acme widgets ${topic} ${index}\` and wait for the confirmation.
3. Check the dashboard: the widget shows as healthy within a minute.

<Note>
Changes to widget ${index} apply to every environment of the project.
</Note>

## Troubleshooting

If the command fails with a permission error, ask an admin of the project to grant you the role.
`;
}

/** A seeded page's further sections, up to its log-normal size: links, code, components, images. */
function seededSections(paths: readonly string[], random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(" ");
  // exp(N(ln 2500, 0.8)), capped at 80 kB.
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const target = Math.min(80_000, Math.round(Math.exp(Math.log(2500) + 0.8 * normal)));
  let body = "";
  let section = 0;
  do {
    body += `\n## Step ${++section}: ${words(2)}\n\n`;
    const other = Math.floor(random() * paths.length);
    const anchor = random() < 0.3 ? `#${slug(firstHeading(other))}` : "";
    const broken = random() < 0.002 ? "-old" : "";
    body += `${words(25)} [${words(2)}](/${paths[other]}${broken}${anchor}) ${words(20)}.\n`;
    if (random() < 0.4) body += "\n```bash\nacme deploy --region eu --retry 3\n```\n";
    if (random() < 0.3) {
      const component = pick(COMPONENTS);
      body += `\n<${component}>\n  ${words(18)}.\n</${component}>\n`;
    }
    if (random() < 0.1) {
      body += `\n![${words(2)}](/images/figure-${Math.floor(random() * IMAGES)}.png)\n`;
    }
    body += `\n${words(40)}.\n`;
  } while (1500 + body.length < target);
  return body;
}
