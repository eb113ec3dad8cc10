/**
 * One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: paths and agent names come from whoever sends page views.
 */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header line and the rows, CRLF-terminated as RFC 4180 has it. */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
