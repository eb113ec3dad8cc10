import { type ParsedLogLine, pageViewOfRequest } from "./parse-access-log-line.ts";

/**
 * CloudFront standard access logs (tab-separated; the `#Fields:` line names the columns, in UTC):
 * a reader per file, since the columns are those its header names.
 */
export function createCloudFrontReader(now: Date): (line: string) => ParsedLogLine[] {
  let columns: Map<string, number> | undefined;
  return (line) => {
    if (line.startsWith("#")) {
      if (line.startsWith("#Fields:"))
        columns = new Map(
          line
            .slice("#Fields:".length)
            .trim()
            .split(/\s+/)
            .map((f, i) => [f, i]),
        );
      return [];
    }
    const values = line.split("\t");
    const at = (name: string) => {
      const index = columns?.get(name);
      return index === undefined ? undefined : values[index];
    };
    const date = at("date");
    const time = at("time");
    const stem = at("cs-uri-stem");
    const method = at("cs-method");
    const status = at("sc-status");
    if (!columns || values.length < 2 || !date || !time || !stem || !method || !status) {
      return [{ ok: false, reason: "malformed" }];
    }
    const query = at("cs-uri-query");
    const instant =
      /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}:\d{2}$/.test(time)
        ? new Date(`${date}T${time}Z`)
        : undefined;
    const referer = decodeField(at("cs(Referer)") ?? "-");
    const userAgent = decodeField(at("cs(User-Agent)") ?? "-");
    return [
      pageViewOfRequest(
        {
          timestamp: instant && !Number.isNaN(instant.getTime()) ? instant : undefined,
          method,
          target: query && query !== "-" ? `${stem}?${query}` : stem,
          status: Number(status),
          userAgent: userAgent === "-" ? "" : userAgent,
          referer: referer === "-" ? "" : referer,
        },
        now,
      ),
    ];
  };
}

/** CloudFront URL-encodes the user agent and referrer (spaces as %20; some bytes twice). */
function decodeField(value: string): string {
  let text = value;
  for (let i = 0; i < 2 && /%[0-9A-Fa-f]{2}/.test(text); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  return text;
}
