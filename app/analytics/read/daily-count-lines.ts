import {
  DAILY_COUNT_COLUMNS,
  type DailyCountRow,
  type ExportFormat,
} from "../../../shared/api/analytics-schemas.ts";

/** What an export's lines are sent as, and the file name's extension. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, { type: string; extension: string }> = {
  csv: { type: "text/csv; charset=utf-8", extension: "csv" },
  ndjson: { type: "application/x-ndjson", extension: "ndjson" },
};

/** The first line of an export: CSV's header; NDJSON has none. */
export function exportHeader(format: ExportFormat): string {
  return format === "csv" ? `${DAILY_COUNT_COLUMNS.join(",")}\r\n` : "";
}

/** Rows as lines of the format: RFC 4180 CSV (CRLF), or one JSON object per line. */
export function exportLines(format: ExportFormat, rows: readonly DailyCountRow[]): string {
  let text = "";
  for (const row of rows) {
    text +=
      format === "csv"
        ? `${DAILY_COUNT_COLUMNS.map((column) => csvField(row[column])).join(",")}\r\n`
        : `${JSON.stringify(row)}\n`;
  }
  return text;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break. Text a spreadsheet would run
 * as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe: paths and
 * agent names come from whoever sends page views.
 */
function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
