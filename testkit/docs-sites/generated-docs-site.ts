import { type FixtureFile, fixtureFile } from "./docs-repository.ts";

/**
 * A Mintlify site of `pages` pages under `docs/`, shaped like a real one: sections of 50 pages in
 * folders, each page with front matter, a few headings and paragraphs (about 1.5 KB), and a
 * docs.json whose navigation lists every page in groups under two tabs. Deterministic.
 */
export function generateDocsSite(
  pages: number,
  options: { extraFiles?: FixtureFile[] } = {},
): FixtureFile[] {
  const files: FixtureFile[] = [];
  const groups: { group: string; pages: string[] }[] = [];
  for (let index = 0; index < pages; index++) {
    const section = Math.floor(index / 50);
    const slug = `section-${section}/page-${index}`;
    if (!groups[section]) groups[section] = { group: `Section ${section}`, pages: [] };
    groups[section].pages.push(slug);
    files.push(fixtureFile(`docs/${slug}.mdx`, pageText(index)));
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
  files.push(fixtureFile("docs/docs.json", `${JSON.stringify(docsJson, null, 2)}\n`));
  files.push(fixtureFile("README.md", "# acme/docs\n"));
  files.push(...(options.extraFiles ?? []));
  return files;
}

function pageText(index: number): string {
  const topic = ["deploy", "configure", "monitor", "scale", "secure"][index % 5] as string;
  return `---
title: "Page ${index}: ${topic} the widget"
description: How to ${topic} widget ${index}.
---

# ${topic[0]?.toUpperCase()}${topic.slice(1)} widget ${index}

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
