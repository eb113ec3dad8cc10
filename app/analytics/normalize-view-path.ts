export interface NormalizedViewPath {
  path: string;
  /**
   * The request read the site's Markdown surface: a page's source (`/x.md` or `/x.mdx`), or the
   * `llms.txt` / `llms-full.txt` index written for language models (in any folder).
   */
  markdown: boolean;
}

/**
 * The page a path counts for: query and fragment dropped, a leading `/`, no trailing
 * `/` except for the root, repeated slashes folded, and `/x.md` / `/x.mdx` counted as page `/x`.
 * A full URL counts for its path. Undefined when nothing usable is left. (How long a path may
 * be is the caller's rule.)
 */
export function normalizeViewPath(raw: string): NormalizedViewPath | undefined {
  if (isNormalPath(raw)) return { path: raw, markdown: false };
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
  // llms.txt is Markdown written for language models: its path stays, as the page it is.
  if (/\/llms(?:-full)?\.txt$/i.test(path)) markdown = true;
  // Repeated slashes are folded above, so at most one ends the path.
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path === "") path = "/";
  return { path, markdown };
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether a path is already what the rules below make of it (what clients send most): a `/`, then
 * printable ASCII without `?`, `#`, repeated or trailing slashes, and no dot in its last segment
 * (`.md`, `llms.txt` and other files take the full rules).
 */
function isNormalPath(raw: string): boolean {
  if (raw.charCodeAt(0) !== 47) return false;
  let slash = 0;
  let dot = -1;
  for (let i = 1; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code <= 0x20 || code >= 0x7f || code === 35 || code === 63) return false;
    if (code === 47) {
      if (slash === i - 1) return false;
      slash = i;
    } else if (code === 46) dot = i;
  }
  return dot < slash && (slash < raw.length - 1 || raw.length === 1);
}
