interface Folder {
  name: string;
  files: number;
  extensions: Map<string, number>;
  folders: Map<string, Folder>;
}

/**
 * The docs root's files for the prompt: every path when the list fits `maxChars`, otherwise a
 * summary by folder (files in each, by extension), as deep as fits, so a large site still shows
 * its whole shape. `list_files` lists any folder in full.
 */
export function summarizeFiles(paths: readonly string[], maxChars: number): string {
  if (paths.length === 0) return "(no files)";
  const listed = paths.join("\n");
  if (listed.length <= maxChars) return listed;
  const root = buildTree(paths);
  let best: string | undefined;
  for (let depth = 1; depth <= 8; depth++) {
    const lines = renderFolder(root, "", 0, depth);
    const text = lines.join("\n");
    if (text.length > maxChars) break;
    best = text;
    if (!lines.some((line) => line.endsWith("…"))) break;
  }
  if (best === undefined) {
    const lines = renderFolder(root, "", 0, 1);
    const kept: string[] = [];
    let length = 0;
    for (const line of lines) {
      if (length + line.length + 1 > maxChars - 80) break;
      kept.push(line);
      length += line.length + 1;
    }
    best = `${kept.join("\n")}\n… ${lines.length - kept.length} more folders`;
  }
  return `${paths.length} files; by folder (list_files with folder or glob lists them):\n${best}`;
}

function buildTree(paths: readonly string[]): Folder {
  const root: Folder = { name: "", files: 0, extensions: new Map(), folders: new Map() };
  for (const path of paths) {
    const segments = path.split("/");
    const name = segments.pop() as string;
    const extension = name.includes(".") ? name.slice(name.lastIndexOf(".")) : "(none)";
    let folder = root;
    count(folder, extension);
    for (const segment of segments) {
      let child = folder.folders.get(segment);
      if (!child) {
        child = { name: segment, files: 0, extensions: new Map(), folders: new Map() };
        folder.folders.set(segment, child);
      }
      folder = child;
      count(folder, extension);
    }
  }
  return root;
}

function count(folder: Folder, extension: string): void {
  folder.files++;
  folder.extensions.set(extension, (folder.extensions.get(extension) ?? 0) + 1);
}

function renderFolder(folder: Folder, prefix: string, level: number, maxDepth: number): string[] {
  const lines: string[] = [];
  const inFolders = [...folder.folders.values()].reduce((sum, child) => sum + child.files, 0);
  const own = folder.files - inFolders;
  if (level === 0 && own > 0) lines.push(`- (top level): ${own} files`);
  const children = [...folder.folders.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const child of children) {
    const path = `${prefix}${child.name}/`;
    const kinds = [...child.extensions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([extension, n]) => `${n} ${extension}`)
      .join(", ");
    const deeper =
      child.folders.size > 0 && level + 1 >= maxDepth
        ? ` in ${child.folders.size} subfolders …`
        : "";
    lines.push(`${"  ".repeat(level)}- ${path}: ${child.files} files (${kinds})${deeper}`);
    if (level + 1 < maxDepth) lines.push(...renderFolder(child, path, level + 1, maxDepth));
  }
  return lines;
}
