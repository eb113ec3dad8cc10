import { type ParsedLogLine, parseAccessLogLine } from "./parse-access-log-line.ts";
import { parseCloudflareRecord } from "./parse-cloudflare-log.ts";
import { createCloudFrontReader } from "./parse-cloudfront-log.ts";
import { parseVercelEntry } from "./parse-vercel-log.ts";

/** The access log formats `inkwell analytics import` reads. */
export const LOG_FORMATS = ["combined", "cloudfront", "cloudflare", "vercel"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * Reads a file's lines as page views: each line gives its records' results (none for a header,
 * a comment, or a Vercel entry that is not a request). Made once per file: CloudFront's columns
 * are those of the file's `#Fields:` line.
 */
export type LogLineReader = (line: string) => ParsedLogLine[];

/** Request ids a Vercel reader remembers, to count a request once when it logs several lines. */
const VERCEL_RECENT_REQUESTS = 10_000;

export function createLogLineReader(format: LogFormat, now: Date): LogLineReader {
  switch (format) {
    case "combined":
      return (line) => [parseAccessLogLine(line, now)];
    case "cloudfront":
      return createCloudFrontReader(now);
    case "cloudflare":
      return (line) =>
        jsonRecords(line).map((record) =>
          record ? parseCloudflareRecord(record, now) : { ok: false, reason: "malformed" },
        );
    case "vercel": {
      const recent = new Set<string>();
      return (line) => {
        const results: ParsedLogLine[] = [];
        for (const entry of jsonRecords(line)) {
          if (!entry) {
            results.push({ ok: false, reason: "malformed" });
            continue;
          }
          // A function's request can log several lines, each with the request's proxy fields.
          const id = typeof entry.requestId === "string" ? entry.requestId : undefined;
          if (id !== undefined && recent.has(id)) continue;
          const parsed = parseVercelEntry(entry, now);
          if (!parsed) continue;
          if (id !== undefined) {
            recent.add(id);
            if (recent.size > VERCEL_RECENT_REQUESTS) {
              recent.delete(recent.values().next().value as string);
            }
          }
          results.push(parsed);
        }
        return results;
      };
    }
  }
}

/**
 * The format of a log, from its first lines: CloudFront's `#Version`/`#Fields` header, a JSON
 * record with Cloudflare's field names or Vercel's `proxy`, or else the combined format.
 */
export function detectLogFormat(firstLines: readonly string[]): LogFormat {
  for (const line of firstLines) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    if (/^#(Version|Fields):/.test(trimmed)) return "cloudfront";
    if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
      const record = jsonRecords(trimmed)[0];
      if (!record) continue;
      if (Object.keys(record).some((key) => /^(ClientRequest|EdgeStart|EdgeResponse)/.test(key))) {
        return "cloudflare";
      }
      if ("proxy" in record || "deploymentId" in record) return "vercel";
      continue;
    }
    return "combined";
  }
  return "combined";
}

/** The JSON objects of a line: one object, or an array of them (a drain's batch); null for a bad one. */
function jsonRecords(line: string): Array<Record<string, unknown> | null> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return [null];
  }
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) =>
    typeof item === "object" && item !== null && !Array.isArray(item)
      ? (item as Record<string, unknown>)
      : null,
  );
}
