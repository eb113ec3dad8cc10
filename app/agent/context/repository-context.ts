import { siteFilesNear } from "../../docs-site/detect-docs-sites.ts";
import { foldersUp } from "../../docs-site/repo-path.ts";
import { siteFileNames } from "../../docs-site/site-files.ts";
import { toDocsRelative } from "../workspace/docs-path.ts";
import type { WorkingTree } from "../workspace/working-tree.ts";
import { summarizeFiles } from "./docs-file-summary.ts";
import {
  type NavigationOutline,
  readNavigationOutline,
  renderOutlineLines,
} from "./navigation-outline.ts";
import {
  findGuidanceFiles,
  type GuidanceFile,
  type OmittedGuidance,
  readGuidanceWithOmissions,
  renderGuidance,
} from "./repository-guidance.ts";

/** Site configuration that is code, so it is shown as it is (cut), not parsed. */
const codeConfigNames = siteFileNames((file) => file.syntax === "code");
const MAX_CODE_CONFIG_CHARS = 4_000;
const MAX_CODE_CONFIGS = 2;
/** The most of the navigation outline and of the file list that go into the prompt. */
const MAX_OUTLINE_PROMPT_CHARS = 10_000;
const MAX_FILE_LIST_PROMPT_CHARS = 5_000;

/** What the server reads of the repository before the model's first step. */
export interface RepositoryContext {
  docsRoot: string;
  guidance: GuidanceFile[];
  /** Guidance files known but left out of the prompt: for room, or scoped to other files. */
  omittedGuidance: OmittedGuidance[];
  navigation: NavigationOutline | undefined;
  /** The whole outline, one line per group, page or link, for the prompt and `view_navigation`. */
  outlineLines: string[];
  codeConfigs: { path: string; content: string }[];
}

/**
 * Paths of every file the context reads, known from the tree alone, so the run's snapshot
 * fetches them together with the docs: guidance files (some outside the docs root, such as
 * `.github/copilot-instructions.md`) and navigation and site configuration files.
 */
export function contextFilePaths(files: ReadonlySet<string>, docsRoot: string): string[] {
  const paths = new Set<string>();
  for (const file of findGuidanceFiles(files, docsRoot)) paths.add(file.path);
  for (const path of siteFilesNear(files, docsRoot)) paths.add(path);
  for (const folder of foldersUp(docsRoot)) {
    for (const name of codeConfigNames) {
      const path = folder === "" ? name : `${folder}/${name}`;
      if (files.has(path)) paths.add(path);
    }
  }
  return [...paths];
}

/**
 * Reads the repository's guidance, its navigation as an outline, and site configuration that is
 * code. Fetches the run's snapshot first when any of them exists (the outline's titles come
 * from every listed page); a repository with none of them costs no request here.
 */
export async function readRepositoryContext(tree: WorkingTree): Promise<RepositoryContext> {
  const docsRoot = tree.docsRoot;
  const files = tree.repositoryFiles();
  const wanted = contextFilePaths(files, docsRoot);
  if (wanted.length === 0) {
    return {
      docsRoot,
      guidance: [],
      omittedGuidance: [],
      navigation: undefined,
      outlineLines: [],
      codeConfigs: [],
    };
  }
  await tree.preload();
  const source = {
    files,
    text: (path: string) => tree.baseText(path),
    prefetch: (paths: readonly string[]) => tree.prefetch(paths),
  };
  const { guidance, omitted: omittedGuidance } = await readGuidanceWithOmissions(source, docsRoot);
  const navigation = await readNavigationOutline(source, docsRoot);
  const show = (path: string) =>
    docsRoot === "" || path.startsWith(`${docsRoot}/`)
      ? toDocsRelative(docsRoot, path)
      : `/${path} (outside the docs root)`;
  const outlineLines = navigation
    ? renderOutlineLines(navigation, show).map((line) => line.text)
    : [];
  const codeConfigs: { path: string; content: string }[] = [];
  for (const path of wanted.filter((path) => codeConfigNames.some((name) => path.endsWith(name)))) {
    if (codeConfigs.length >= MAX_CODE_CONFIGS) break;
    // Sidebars read into the outline are shown as the checker reads them, not as code, unless
    // part of them is code the reader could not follow.
    if (path === navigation?.source && navigation.complete) continue;
    const text = await tree.baseText(path);
    if (text === undefined) continue;
    codeConfigs.push({
      path,
      content:
        text.length > MAX_CODE_CONFIG_CHARS
          ? `${text.slice(0, MAX_CODE_CONFIG_CHARS)}\n… (cut; read_file shows the rest)`
          : text,
    });
  }
  return { docsRoot, guidance, omittedGuidance, navigation, outlineLines, codeConfigs };
}

/** The context's sections of the system prompt, each bounded. */
export function renderContextSections(
  context: RepositoryContext,
  docsFiles: readonly string[],
): { guidance: string; files: string; navigation: string } {
  return {
    guidance: renderGuidance(context.guidance, context.omittedGuidance, context.docsRoot),
    files: summarizeFiles(docsFiles, MAX_FILE_LIST_PROMPT_CHARS),
    navigation: renderNavigation(context),
  };
}

function renderNavigation(context: RepositoryContext): string {
  const parts: string[] = [];
  const navigation = context.navigation;
  if (navigation) {
    const header = `Navigation, from ${navigation.source} (${navigation.pages} pages${navigation.missing ? `, ${navigation.missing} naming no file` : ""}):`;
    const full = context.outlineLines.join("\n");
    if (full.length <= MAX_OUTLINE_PROMPT_CHARS) {
      parts.push(`${header}\n${full}`);
    } else {
      parts.push(`${header}\n${boundedOutline(context.outlineLines)}`);
    }
  }
  for (const config of context.codeConfigs) {
    parts.push(`<file path="${config.path}">\n${config.content}\n</file>`);
  }
  return parts.length > 0
    ? parts.join("\n\n")
    : "(no navigation file found: infer the conventions from neighbouring pages)";
}

/**
 * An outline too long for the prompt: its groups at every depth that fits, each with its page
 * count, then how to see the rest.
 */
function boundedOutline(lines: readonly string[]): string {
  const groupsOnly = lines.filter((line) => /^\s*- .* \(\d+ pages\)$/.test(line));
  const depthOf = (line: string) => (line.length - line.trimStart().length) / 2;
  let shown: string[] = [];
  for (let depth = 0; depth < 10; depth++) {
    const candidate = groupsOnly.filter((line) => depthOf(line) <= depth);
    if (candidate.join("\n").length > MAX_OUTLINE_PROMPT_CHARS - 400) break;
    shown = candidate;
    if (candidate.length === groupsOnly.length) break;
  }
  if (shown.length === 0) {
    let length = 0;
    for (const line of groupsOnly) {
      if (length + line.length > MAX_OUTLINE_PROMPT_CHARS - 400) break;
      shown.push(line);
      length += line.length + 1;
    }
  }
  return `${shown.join("\n")}\n(The outline lists more than fits here: its groups with their page counts are shown. Call view_navigation, with a group name or a path to filter, to see every page with its title.)`;
}
