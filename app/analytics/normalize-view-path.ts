export interface NormalizedViewPath {
  path: string;
  /** The request asked for the page's Markdown source (`/x.md` or `/x.mdx`). */
  markdown: boolean;
}

export const VIEW_PATH_MAX_LENGTH = 2048;
/**
 * Paths are a unique index key, and an index entry holds at most about 2.7 kB: counted in UTF-8
 * bytes, since 2048 characters of non-Latin text would be up to 8 kB.
 */
export const VIEW_PATH_MAX_BYTES = 2048;

/**
 * The page a path counts for: query and fragment dropped, a leading `/`, no trailing
 * `/` except for the root, repeated slashes folded, and `/x.md` / `/x.mdx` counted as page `/x`.
 * A full URL counts for its path. Undefined when nothing usable is left.
 */
export function normalizeViewPath(raw: string): NormalizedViewPath | undefined {
  let path = raw.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/[?#].*$/s, "");
  if (/\s/.test(path) || hasControlCharacter(path)) return undefined;
  path = `/${path}`.replace(/\/{2,}/g, "/");
  let markdown = false;
  const source = /^(.*[^/])\.mdx?$/i.exec(path);
  if (source?.[1]) {
    path = source[1];
    markdown = true;
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (path === "") path = "/";
  if (path.length > VIEW_PATH_MAX_LENGTH) return undefined;
  if (Buffer.byteLength(path, "utf8") > VIEW_PATH_MAX_BYTES) return undefined;
  return { path, markdown };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
