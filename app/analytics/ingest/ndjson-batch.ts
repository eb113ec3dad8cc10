import type { ErrorDetail } from "../../../shared/api/error-schema.ts";
import { AppError } from "../../app-error.ts";
import { refuseDeepJson } from "../../http/json-body.ts";

/** Media types of newline-delimited JSON, as log shippers send them. */
const NDJSON_MEDIA_TYPE = /^application\/(x-)?(ndjson|jsonl|jsonlines|json-lines|x-jsonlines)$/i;

export function isNdjsonContentType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? "").split(";")[0]?.trim() ?? "";
  return NDJSON_MEDIA_TYPE.test(mediaType);
}

/** A batch read from NDJSON: its events, and the line (from 1) each came from. */
export interface NdjsonBatch {
  events: unknown[];
  lines: number[];
}

/**
 * The events of an NDJSON body, one JSON value per line (blank lines and a final line break are
 * allowed; `\r\n` too). A line that is not JSON is a 400 naming it.
 */
export function parseNdjsonBatch(text: string): NdjsonBatch {
  const events: unknown[] = [];
  const lines: number[] = [];
  const rows = text.split("\n");
  for (let i = 0; i < rows.length; i++) {
    const row = (rows[i] as string).replace(/\r$/, "");
    if (row.trim() === "") continue;
    refuseDeepJson(row, `Line ${i + 1} of the body`);
    try {
      events.push(JSON.parse(row));
      lines.push(i + 1);
    } catch (error) {
      const reason = error instanceof SyntaxError ? `: ${error.message}` : "";
      throw new AppError("invalid_json", `Line ${i + 1} of the body is not valid JSON${reason}`, {
        details: [{ field: `lines.${i + 1}`, message: `line ${i + 1} is not valid JSON${reason}` }],
      });
    }
  }
  return { events, lines };
}

/**
 * The batch's 400 with each `events.<index>` field named by its line instead
 * (`lines.<line>.<field>`): an NDJSON sender knows its lines, not our indexes.
 */
export function nameLinesOf(error: AppError, lines: readonly number[]): AppError {
  if (!error.details) return error;
  const details: ErrorDetail[] = error.details.map((detail) => ({
    ...detail,
    field: detail.field.replace(
      /^events\.(\d+)/,
      (_, index: string) => `lines.${lines[Number(index)] ?? Number(index) + 1}`,
    ),
  }));
  const named = new AppError(error.code, error.message, {
    details,
    retryAfter: error.retryAfter,
    quota: error.quota,
  });
  // The problems past the first hundred were counted when the error was made.
  (named as { detailsOmitted: number }).detailsOmitted = error.detailsOmitted;
  return named;
}
