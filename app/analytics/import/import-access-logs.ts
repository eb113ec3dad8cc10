import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { IngestResult } from "../../../shared/api/analytics-schemas.ts";
import type { ViewEventInput } from "../ingest/view-ingestion.service.ts";
import { createLogLineReader, detectLogFormat, type LogFormat } from "./log-formats.ts";
import type { SkipReason } from "./parse-access-log-line.ts";

export interface ImportSummary {
  files: number;
  /** How many files were read in each format. */
  formats: Partial<Record<LogFormat, number>>;
  linesRead: number;
  /** Lines counted now as events (`human` + `ai` views, `crawler` views, `ignored` other clients). */
  imported: number;
  /** Lines an earlier import of the same log (or of its rotated copy) already counted. */
  alreadyImported: number;
  human: number;
  ai: number;
  crawler: number;
  ignored: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export interface ImportOptions {
  /**
   * Stores one batch (the CLI sends it to the `analytics.ingest` admin command), with the log's
   * key and each event's line number, so lines counted by an earlier import are left out.
   */
  ingest(
    events: ViewEventInput[],
    importedLines: { fileKey: string; lines: number[] },
  ): Promise<
    Pick<IngestResult, "human" | "ai" | "ignored"> & { crawler?: number } & {
      alreadyImported?: number;
    }
  >;
  now: Date;
  batchSize?: number;
  /** The logs' format; absent or "auto": detected per file from its first lines. */
  format?: LogFormat | "auto" | undefined;
  /**
   * The site's own hosts: a referrer from one of them is a move within the site, not a referral
   * (without `www.`; a subdomain is another site).
   */
  siteHosts?: readonly string[];
  /** Called after each batch with the running summary. */
  onProgress?(summary: ImportSummary, file: string): void;
}

/**
 * Imports access logs (nginx/Apache combined, CloudFront standard logs, Cloudflare Logpush HTTP
 * requests, Vercel log drains; plain or gzip, detected by content), with the referrer's host of
 * each view, through the same ingestion as the events route. Files are taken oldest first (by
 * their first record).
 *
 * Repeatable: a log is known by a hash of its first line, which stays the same when the log grows,
 * is rotated (`access.log` → `access.log.1`) or compressed, and the database keeps how many of its
 * lines were imported, in the same transaction as their counts. Importing it again counts only the
 * lines after that point; nothing of the log itself is stored.
 */
export async function importAccessLogs(
  files: readonly string[],
  options: ImportOptions,
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 5000;
  const summary: ImportSummary = {
    files: files.length,
    formats: {},
    linesRead: 0,
    imported: 0,
    alreadyImported: 0,
    human: 0,
    ai: 0,
    crawler: 0,
    ignored: 0,
    skipped: {},
  };
  const siteHosts = new Set(
    (options.siteHosts ?? []).map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^www\./, ""),
    ),
  );
  const formats = new Map<string, LogFormat>();
  for (const file of files) {
    const format =
      options.format && options.format !== "auto" ? options.format : await detectFormat(file);
    formats.set(file, format);
    summary.formats[format] = (summary.formats[format] ?? 0) + 1;
  }
  const ordered = await orderByFirstTimestamp(formats, options.now);
  let batch: ViewEventInput[] = [];
  let lines: number[] = [];
  let fileKey = "";
  const flush = async (file: string) => {
    if (batch.length === 0) return;
    const result = await options.ingest(batch.map(toWireEvent), { fileKey, lines });
    const already = result.alreadyImported ?? 0;
    summary.imported += batch.length - already;
    summary.alreadyImported += already;
    summary.human += result.human;
    summary.ai += result.ai;
    summary.crawler += result.crawler ?? 0;
    summary.ignored += result.ignored;
    batch = [];
    lines = [];
    options.onProgress?.(summary, file);
  };
  for (const file of ordered) {
    const read = createLogLineReader(formats.get(file) as LogFormat, options.now);
    let lineNumber = -1;
    for await (const line of readLines(file)) {
      lineNumber += 1;
      if (lineNumber === 0) fileKey = createHash("sha256").update(line).digest("hex");
      if (line.trim() === "") continue;
      const records = read(line);
      if (records.length === 0) continue;
      summary.linesRead += 1;
      for (const parsed of records) {
        if (!parsed.ok) {
          summary.skipped[parsed.reason] = (summary.skipped[parsed.reason] ?? 0) + 1;
          continue;
        }
        const event = parsed.event;
        if (event.referrer && siteHosts.has(event.referrer)) delete event.referrer;
        batch.push(event);
        lines.push(lineNumber);
      }
      // Only between lines: a line's records are counted, or skipped as imported, together.
      if (batch.length >= batchSize) await flush(file);
    }
    await flush(file);
  }
  return summary;
}

/** Events travel as JSON (possibly to a running server), so timestamps go as ISO strings. */
function toWireEvent(event: ViewEventInput): ViewEventInput {
  const wire: ViewEventInput = {
    path: event.path,
    userAgent: event.userAgent,
    timestamp: event.timestamp instanceof Date ? event.timestamp.toISOString() : event.timestamp,
  };
  if (event.referrer) wire.referrer = event.referrer;
  return wire;
}

async function* readLines(file: string): AsyncGenerator<string> {
  const stream = (await isGzip(file))
    ? createReadStream(file).pipe(createGunzip())
    : (createReadStream(file) as Readable);
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    for await (const line of lines) yield line;
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  } finally {
    lines.close();
    stream.destroy();
  }
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** A file's format, from its first lines. */
async function detectFormat(file: string): Promise<LogFormat> {
  const first: string[] = [];
  for await (const line of readLines(file)) {
    if (line.trim() !== "") first.push(line);
    if (first.length >= 20) break;
  }
  return detectLogFormat(first);
}

async function orderByFirstTimestamp(
  formats: ReadonlyMap<string, LogFormat>,
  now: Date,
): Promise<string[]> {
  const firsts = await Promise.all(
    [...formats].map(async ([file, format]) => {
      const read = createLogLineReader(format, now);
      let checked = 0;
      for await (const line of readLines(file)) {
        for (const parsed of read(line)) {
          if (parsed.ok) return { file, at: parsed.event.timestamp.getTime() };
        }
        if (++checked >= 100) break;
      }
      return { file, at: Number.POSITIVE_INFINITY };
    }),
  );
  return firsts.sort((a, b) => a.at - b.at).map((f) => f.file);
}
