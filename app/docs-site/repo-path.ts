import { posix } from "node:path";

/** Helpers for repository paths: "" is the repository root, no leading or trailing slash. */

export function parentOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The extension with its dot, lower-cased ("" when none). */
export function extensionOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot).toLowerCase();
}

export function withoutExtension(path: string): string {
  const extension = extensionOf(path);
  return extension ? path.slice(0, -extension.length) : path;
}

/** `relative` resolved against `folder`; undefined when it climbs above the repository root. */
export function joinPath(folder: string, relative: string): string | undefined {
  const joined = posix.normalize(`${folder}/${relative}`.replace(/^\/+/, ""));
  if (joined === ".." || joined.startsWith("../")) return undefined;
  const trimmed = joined.replace(/\/+$/, "");
  return trimmed === "." ? "" : trimmed;
}

/** The folder and each folder above it, nearest first, the repository root ("") last. */
export function foldersUp(folder: string): string[] {
  const parts = folder === "" ? [] : folder.split("/");
  const folders: string[] = [];
  for (let length = parts.length; length >= 0; length--) {
    folders.push(parts.slice(0, length).join("/"));
  }
  return folders;
}

export function isInside(folder: string, path: string): boolean {
  return folder === "" || path === folder || path.startsWith(`${folder}/`);
}

/** The path of `to` as seen from `folder`, for a relative link. */
export function relativePath(folder: string, to: string): string {
  const relative = posix.relative(`/${folder}`, `/${to}`);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** The path below `folder` ("" for the folder itself). */
export function pathBelow(folder: string, path: string): string {
  if (folder === "") return path;
  return path === folder ? "" : path.slice(folder.length + 1);
}

export const PAGE_EXTENSIONS = new Set([".md", ".mdx", ".markdown"]);

export function isPagePath(path: string): boolean {
  return PAGE_EXTENSIONS.has(extensionOf(path));
}

/** Whether a generator publishes the file: none publishes hidden folders or node_modules. */
export function isPublished(path: string): boolean {
  return !path.split("/").some((part) => part.startsWith(".") || part === "node_modules");
}
