/**
 * What a browser does that a test of pages needs, over plain fetch: it keeps each origin's cookies
 * (name and value; the attributes that matter here, Path and Max-Age=0, are honoured loosely: a
 * cookie is sent to its origin, and one set empty or expired is forgotten), follows redirects
 * across origins, and sends a form the way a page of the same origin posts it (urlencoded, with
 * its Origin header).
 */
export class CookieBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  /** A cookie's value for an origin, if the browser holds one. */
  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(new URL(origin).origin)?.get(name);
  }

  /** One request, no redirect followed; cookies are sent and kept. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jars.get(target.origin) ?? new Map<string, string>();
    this.jars.set(target.origin, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) {
      headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const res = await fetch(target, { ...init, headers, redirect: "manual" });
    for (const header of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value === "" || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /**
   * Follows redirects (to at most ten) as a browser does: a 303, or a 302 after a POST, becomes a
   * GET. Answers the last response and the URL it came from.
   */
  async open(url: string, init: RequestInit = {}): Promise<{ res: Response; url: string }> {
    let current = url;
    let options = init;
    for (let hops = 0; hops < 10; hops++) {
      const res = await this.request(current, options);
      const location = res.headers.get("location");
      if (res.status < 300 || res.status >= 400 || !location) return { res, url: current };
      await res.arrayBuffer();
      current = new URL(location, current).href;
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && options.method)) {
        options = {};
      }
    }
    throw new Error(`more than ten redirects from ${url}`);
  }

  /** A page's HTML, failing with the page when its status is not the one expected. */
  async page(url: string, status = 200): Promise<{ html: string; url: string }> {
    const opened = await this.open(url);
    const html = await opened.res.text();
    if (opened.res.status !== status) {
      throw new Error(`${opened.url} answered ${opened.res.status}, not ${status}:\n${html}`);
    }
    return { html, url: opened.url };
  }

  /** Submits a form as the page at `from` does, then follows the redirects. */
  submit(
    from: string,
    action: string,
    fields: Record<string, string | string[]>,
  ): Promise<{ res: Response; url: string }> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
    return this.open(new URL(action, from).href, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(from).origin,
      },
      body,
    });
  }
}

/** The value of the first form field of this name in a page (HTML entities decoded). */
export function fieldValue(html: string, name: string): string {
  const tag = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  const value = tag && /\bvalue="([^"]*)"/.exec(tag)?.[1];
  if (value === undefined) throw new Error(`no field ${name} in the page:\n${html}`);
  return decodeEntities(value);
}

/** The action of the first form in a page whose action matches (entities decoded). */
export function formAction(html: string, matching: RegExp = /.*/): string {
  for (const match of html.matchAll(/<form[^>]*\baction="([^"]*)"/g)) {
    const action = decodeEntities(match[1] as string);
    if (matching.test(action)) return action;
  }
  throw new Error(`no form with an action matching ${matching} in the page:\n${html}`);
}

export function decodeEntities(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
