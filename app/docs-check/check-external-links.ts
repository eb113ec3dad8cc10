import type { KeyedFinding } from "../docs-site/docs-finding.ts";

export interface ExternalLinkOptions {
  /** The fetch to use (the web; a test server in tests). */
  fetch?: typeof fetch;
  /** Distinct URLs checked at most; the rest are reported as not checked. */
  maxLinks?: number;
  /** How long one request may take before the link counts as not answering. */
  timeoutMs?: number;
  /** The least time between two requests to one host (politeness and rate limits). */
  perHostIntervalMs?: number;
  /** Hosts checked at once. */
  hostConcurrency?: number;
  /** Answers kept across checks of one process, by URL without its fragment. */
  cache?: Map<string, Promise<LinkVerdict>>;
  sleep?: (ms: number) => Promise<void>;
}

/** What a URL answered: fine, broken (with why), or not known (a rate limit, a refusal to robots). */
export type LinkVerdict =
  | { state: "ok" }
  | { state: "broken"; reason: string }
  | { state: "unknown"; reason: string };

export interface ExternalLinkReport {
  findings: KeyedFinding[];
  /** Distinct URLs asked about. */
  checked: number;
  /** Distinct URLs past `maxLinks`, left unchecked. */
  skipped: number;
  /** URLs whose answer said nothing either way (429, 401/403, a timeout). */
  unknown: number;
}

const DEFAULTS = {
  maxLinks: 500,
  timeoutMs: 10_000,
  perHostIntervalMs: 500,
  hostConcurrency: 4,
};

/**
 * Checks the external (http and https) links of pages: one request per distinct URL (its fragment
 * dropped), HEAD first and GET when the server does not take HEAD (405, 501), redirects followed,
 * one host's requests spaced `perHostIntervalMs` apart and a few hosts at once, each request
 * bounded by `timeoutMs`, at most `maxLinks` URLs. A 404 or 410, another 4xx but 401, 403 and 429,
 * a 5xx, or a host that cannot be reached is a finding on every line that links there; a rate
 * limit, a refusal to automated clients or a timeout says nothing and is counted as unknown.
 */
export async function checkExternalLinks(
  links: readonly { path: string; line: number; url: string }[],
  options: ExternalLinkOptions = {},
): Promise<ExternalLinkReport> {
  const settings = { ...DEFAULTS, ...options };
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const cache = options.cache ?? new Map<string, Promise<LinkVerdict>>();

  const byUrl = new Map<string, { path: string; line: number; url: string }[]>();
  for (const link of links) {
    const url = externalUrl(link.url);
    if (!url) continue;
    byUrl.set(url, [...(byUrl.get(url) ?? []), link]);
  }
  const urls = [...byUrl.keys()];
  const checked = urls.slice(0, settings.maxLinks);
  const byHost = new Map<string, string[]>();
  for (const url of checked) {
    const host = new URL(url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }

  const verdicts = new Map<string, LinkVerdict>();
  const hosts = [...byHost.entries()];
  const checkHost = async ([, hostUrls]: [string, string[]]) => {
    for (const [index, url] of hostUrls.entries()) {
      let verdict = cache.get(url);
      if (!verdict) {
        if (index > 0) await sleep(settings.perHostIntervalMs);
        verdict = askUrl(doFetch, url, settings.timeoutMs);
        cache.set(url, verdict);
      }
      verdicts.set(url, await verdict);
    }
  };
  // A few hosts at once; one host's requests in turn.
  let next = 0;
  const workers = Array.from(
    { length: Math.min(settings.hostConcurrency, hosts.length) },
    async () => {
      while (next < hosts.length) await checkHost(hosts[next++] as [string, string[]]);
    },
  );
  await Promise.all(workers);

  const findings: KeyedFinding[] = [];
  let unknown = 0;
  for (const [url, verdict] of verdicts) {
    if (verdict.state === "unknown") unknown++;
    if (verdict.state !== "broken") continue;
    for (const link of byUrl.get(url) ?? []) {
      findings.push({
        path: link.path,
        line: link.line,
        rule: "external-link-broken",
        message: `The external link ${link.url} is broken (${verdict.reason}): fix or remove it.`,
        subject: url,
      });
    }
  }
  return { findings, checked: checked.length, skipped: urls.length - checked.length, unknown };
}

/** The URL a link names when it is an absolute http(s) URL, without its fragment. */
export function externalUrl(raw: string): string | undefined {
  if (!/^https?:\/\//i.test(raw)) return undefined;
  try {
    const url = new URL(raw);
    url.hash = "";
    return url.href;
  } catch {
    return undefined;
  }
}

async function askUrl(doFetch: typeof fetch, url: string, timeoutMs: number): Promise<LinkVerdict> {
  try {
    let response = await request(doFetch, url, "HEAD", timeoutMs);
    if (response.status === 405 || response.status === 501) {
      response = await request(doFetch, url, "GET", timeoutMs);
    }
    return verdictOf(response.status);
  } catch (error) {
    if ((error as Error).name === "TimeoutError") {
      return { state: "unknown", reason: `no answer within ${timeoutMs / 1000} s` };
    }
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { state: "broken", reason: `cannot be reached${cause ? `: ${cause}` : ""}` };
  }
}

async function request(
  doFetch: typeof fetch,
  url: string,
  method: "HEAD" | "GET",
  timeoutMs: number,
): Promise<Response> {
  const response = await doFetch(url, {
    method,
    redirect: "follow",
    signal: AbortSignal.timeout(timeoutMs),
    headers: { "user-agent": "inkwell-docs-check (+https://github.com/inkwell-docs/inkwell)" },
  });
  // Only the status matters: the body is not read.
  await response.body?.cancel().catch(() => undefined);
  return response;
}

function verdictOf(status: number): LinkVerdict {
  if (status < 400) return { state: "ok" };
  if (status === 429 || status === 401 || status === 403) {
    return { state: "unknown", reason: `HTTP ${status}` };
  }
  return { state: "broken", reason: `HTTP ${status}` };
}
