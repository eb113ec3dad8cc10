import { seededRandom } from "../analytics/generate-views.ts";

export interface GeneratedSite {
  files: Map<string, string | null>;
  pages: string[];
  /** Bytes of Markdown across all pages. */
  pageBytes: number;
}

const WORDS =
  "the a to of and deploy configure request response token project build cache worker queue region limit version release default option value field error retry timeout header".split(
    " ",
  );
const COMPONENTS = ["Note", "Tip", "Warning", "Info"];

/**
 * A Mintlify site of `pages` MDX pages, deterministic for a seed: nested folders (sections,
 * optional sub-folders), page sizes long-tailed (log-normal, median about 2.5 kB, a few over
 * 50 kB), front matter, headings, components, code blocks, images, and links between pages (some
 * to headings), all listed in docs.json by group. A few links are broken, as on any real site.
 */
export function generateDocsSite(pages: number, seed: number): GeneratedSite {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(" ");
  const sections = Math.max(1, Math.round(pages / 125));
  const paths: string[] = [];
  for (let i = 0; i < pages; i++) {
    const section = `section-${i % sections}`;
    const depth = random();
    const folder =
      depth < 0.5
        ? section
        : depth < 0.85
          ? `${section}/topic-${i % 7}`
          : `${section}/topic-${i % 7}/detail-${i % 3}`;
    paths.push(`${folder}/page-${i}`);
  }
  const headingsOf = (index: number) =>
    Array.from(
      { length: 2 + (index % 6) },
      (_, h) => `Step ${h + 1} ${WORDS[(index + h) % WORDS.length]}`,
    );

  const files = new Map<string, string | null>();
  for (let i = 0; i < 40; i++) files.set(`images/figure-${i}.png`, null);
  let pageBytes = 0;
  for (const [index, path] of paths.entries()) {
    // Log-normal sizes: exp(N(ln 2500, 0.8)), capped.
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const target = Math.min(80_000, Math.round(Math.exp(Math.log(2500) + 0.8 * normal)));
    const headings = headingsOf(index);
    let body = `---\ntitle: "Page ${index}"\ndescription: "${words(8)}"\n---\n\n${words(30)}.\n\n`;
    let section = 0;
    do {
      const heading = headings[section % headings.length] as string;
      body += `## ${heading}${section >= headings.length ? ` ${section}` : ""}\n\n`;
      section++;
      const other = Math.floor(random() * paths.length);
      const anchor = random() < 0.3 ? `#${slug(headingsOf(other)[0] as string)}` : "";
      const broken = random() < 0.002 ? "-old" : "";
      body += `${words(25)} [${words(2)}](/${paths[other]}${broken}${anchor}) ${words(20)}.\n\n`;
      if (random() < 0.4) body += "```bash\nacme deploy --region eu --retry 3\n```\n\n";
      if (random() < 0.3) {
        const component = pick(COMPONENTS);
        body += `<${component}>\n  ${words(18)}.\n</${component}>\n\n`;
      }
      if (random() < 0.1)
        body += `![${words(2)}](/images/figure-${Math.floor(random() * 40)}.png)\n\n`;
      body += `${words(40)}.\n\n`;
    } while (body.length < target);
    files.set(`${path}.mdx`, body);
    pageBytes += body.length;
  }
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const group = path.split("/")[0] as string;
    groups.set(group, [...(groups.get(group) ?? []), path]);
  }
  const docs = {
    $schema: "https://mintlify.com/docs.json",
    name: "Generated",
    theme: "mint",
    colors: { primary: "#0D9373" },
    navigation: {
      tabs: [
        {
          tab: "Docs",
          groups: [...groups].map(([group, list]) => ({ group, pages: list })),
        },
      ],
    },
  };
  files.set("docs.json", JSON.stringify(docs, null, 2));
  return { files, pages: paths.map((path) => `${path}.mdx`), pageBytes };
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");
}
