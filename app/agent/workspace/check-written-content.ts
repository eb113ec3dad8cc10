import { siteFileOf } from "../../docs-site/site-files.ts";
import { checkConfigChange } from "./config-policy.ts";
import { checkPageChange } from "./page-policy.ts";
import { isNavigationDataFile, type WriteVerdict } from "./write-policy.ts";

/** What a write's content is judged against: the pinned commit as the tree holds it. */
export interface WrittenContentContext {
  docsRoot: string;
  /** A repository path as the model sees it. */
  show: (repoPath: string) => string;
  /** The written file's text at the pinned commit (undefined when it is new); fetched on demand. */
  baseText: () => Promise<string | undefined>;
  /** Whether a file exists in the tree as the run has it. */
  exists: (repoPath: string) => boolean;
  /** Every path of the pinned commit, in the docs root and out of it. */
  basePaths: () => Iterable<string>;
  /** The docs root's files at the pinned commit. */
  docsBaseFiles: () => readonly string[];
  /** A pinned file's text if the tree already holds it (nothing is fetched). */
  peekBaseText: (repoPath: string) => string | null | undefined;
}

/**
 * What a written file may hold, whoever wrote it: a navigation data file only the changes its
 * format's policy allows (`config-policy.ts`), a page nothing that makes the site's generator run
 * code or load from elsewhere (`page-policy.ts`), judged by how this site compiles its pages.
 */
export async function checkWrittenContent(
  path: string,
  content: string,
  context: WrittenContentContext,
): Promise<WriteVerdict> {
  if (isNavigationDataFile(path)) {
    return checkConfigChange(context.show(path), await context.baseText(), content);
  }
  // What the page had before only excuses what it adds: it is fetched only when needed.
  return checkPageChange(path, context.show(path), context.baseText, content, {
    docsRoot: context.docsRoot,
    siteImports: () => siteImports(context, path),
    exists: context.exists,
    ...siteFormat(context.basePaths()),
  });
}

/**
 * The `import` lines of the site's MDX pages at the pinned commit that the tree holds already
 * (from the snapshot or earlier reads): the components the site uses. Nothing is fetched.
 */
function siteImports(context: WrittenContentContext, except: string): Set<string> {
  const imports = new Set<string>();
  for (const file of context.docsBaseFiles()) {
    if (file === except || !/\.mdx?$/i.test(file)) continue;
    const text = context.peekBaseText(file);
    for (const line of typeof text === "string" ? text.split("\n") : []) {
      if (line.startsWith("import ")) imports.add(line.trim());
    }
  }
  return imports;
}

/**
 * How the site compiles pages, from its configuration files at the pinned commit: Docusaurus
 * (v3 compiles `.md` as MDX unless told otherwise; judged as MDX whatever it is told, which
 * only ever refuses more) and Mintlify compile Markdown as MDX.
 */
function siteFormat(paths: Iterable<string>): { mdxForMd: boolean; docusaurus: boolean } {
  let docusaurus = false;
  let mintlify = false;
  for (const path of paths) {
    const file = siteFileOf(path);
    if (file?.role !== "config") continue;
    if (file.generator === "docusaurus") docusaurus = true;
    else if (file.generator === "mintlify") mintlify = true;
  }
  return { mdxForMd: docusaurus || mintlify, docusaurus };
}
