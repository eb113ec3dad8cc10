import type { RedirectEntry } from "./docs-site.ts";
import { lineAt } from "./json-locator.ts";

/**
 * The redirects of `@docusaurus/plugin-client-redirects` in the config's text, read as data: each
 * object literal after the plugin's name with a `to` and a `from` (a string or a list of them).
 * A `createRedirects` function makes them incomplete: what it redirects is not known.
 */
export function readClientRedirects(
  text: string,
  configFile: string | undefined,
): { sources: Set<string>; entries: RedirectEntry[]; complete: boolean } {
  const sources = new Set<string>();
  const entries: RedirectEntry[] = [];
  const start = text.indexOf("plugin-client-redirects");
  if (start < 0 || configFile === undefined) return { sources, entries, complete: true };
  const rest = text.slice(start);
  const literal = /["'`]([^"'`]*)["'`]/g;
  for (const match of rest.matchAll(/\{[^{}]*\}/g)) {
    const body = match[0];
    const to = /\bto\s*:\s*["'`]([^"'`]+)["'`]/.exec(body)?.[1];
    const from = /\bfrom\s*:\s*(\[[^\]]*\]|["'`][^"'`]*["'`])/.exec(body)?.[1];
    if (to === undefined || from === undefined) continue;
    const line = lineAt(text, start + (match.index ?? 0));
    for (const [, source] of from.matchAll(literal)) {
      if (source === undefined) continue;
      const url = source.replace(/\/+$/, "") || "/";
      sources.add(url);
      entries.push({ source: url, destination: to, file: configFile, line });
    }
  }
  return { sources, entries, complete: !/\bcreateRedirects\b/.test(rest) };
}
