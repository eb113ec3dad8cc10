import { aiReferrerOfUtmSource } from "./ai-referrers.ts";

/** The longest referrer an event may carry, in characters. */
export const MAX_REFERRER_LENGTH = 2048;

/**
 * The host a referrer names, as views are counted by it: lower case, without `www.`, port,
 * path or query (nothing of the URL but its host is kept). Undefined when there is no referrer
 * (empty, `-`) or it is not a web page (`android-app://…`, `about:blank`); null when it is
 * neither a URL nor a host name.
 */
export function referrerHostOf(raw: string): string | undefined | null {
  const text = raw.trim();
  if (text === "" || text === "-") return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\s\u0000-\u001f\u007f]/.test(text)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "http" && scheme !== "https") {
    // A host with a port (`example.com:8080`) looks like a scheme too.
    if (!/^[a-z0-9.-]+:\d+(?:[/?#]|$)/i.test(text)) return undefined;
  }
  const url = scheme === "http" || scheme === "https" ? text : `https://${text}`;
  if (!URL.canParse(url)) return null;
  let host = new URL(url).hostname.replace(/\.$/, "");
  if (host === "" || host.length > 253) return null;
  if (host.startsWith("www.")) host = host.slice(4);
  return host;
}

/**
 * The host an AI product's `utm_source` in a page's URL stands for, when the view has no
 * referrer of its own (many apps strip the `Referer`, and some products tag their links).
 */
export function utmSourceHostOf(pathOrUrl: string): string | undefined {
  // Most paths have no query: no pattern runs for them.
  if (!pathOrUrl.includes("?")) return undefined;
  const query = /\?([^#]*)/.exec(pathOrUrl)?.[1];
  if (!query) return undefined;
  const source = new URLSearchParams(query).get("utm_source");
  if (!source) return undefined;
  return aiReferrerOfUtmSource(source)?.hosts[0];
}
