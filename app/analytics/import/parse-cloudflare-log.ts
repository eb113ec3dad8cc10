import { type ParsedLogLine, pageViewOfRequest } from "./parse-access-log-line.ts";

/**
 * One Cloudflare Logpush HTTP request record (a JSON object per line). Reads
 * `ClientRequestURI` (or `ClientRequestPath`), `ClientRequestMethod` (a GET when the job leaves
 * it out), `EdgeResponseStatus`, `ClientRequestUserAgent`, `ClientRequestReferer` and
 * `EdgeStartTimestamp` in any of Logpush's timestamp formats (`unixnano`, the default, `unix`,
 * `unixmilli`, `rfc3339` and its finer forms).
 */
export function parseCloudflareRecord(record: Record<string, unknown>, now: Date): ParsedLogLine {
  // The URI keeps the query, whose utm_source can name an AI product that sent the reader.
  const target = text(record.ClientRequestURI) ?? text(record.ClientRequestPath);
  const status = record.EdgeResponseStatus;
  if (target === undefined || typeof status !== "number") return { ok: false, reason: "malformed" };
  return pageViewOfRequest(
    {
      timestamp: instantOf(record.EdgeStartTimestamp),
      method: text(record.ClientRequestMethod) ?? "GET",
      target,
      status,
      userAgent: text(record.ClientRequestUserAgent) ?? "",
      referer: text(record.ClientRequestReferer) ?? "",
    },
    now,
  );
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A number (or a string of digits) by its size: seconds, milliseconds, micro- or nanoseconds. */
export function instantOf(value: unknown): Date | undefined {
  let ms: number | undefined;
  if (typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value))) {
    const n = Number(value);
    if (n >= 1e17) ms = n / 1e6;
    else if (n >= 1e14) ms = n / 1e3;
    else if (n >= 1e11) ms = n;
    else ms = n * 1000;
  } else if (
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)
  ) {
    ms = Date.parse(value);
  }
  return ms === undefined || Number.isNaN(ms) ? undefined : new Date(Math.floor(ms));
}
