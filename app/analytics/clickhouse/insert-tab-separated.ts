import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ClickHouseTarget } from "./clickhouse-connection.ts";

/** A setting of one insert: a number or a string, written into its SETTINGS clause. */
export type InsertSettings = Record<string, number | string>;

/**
 * Inserts rows already written as TabSeparated (one line per row, fields in `columns`' order)
 * into a table of the target's database.
 *
 * Why TabSeparated: ClickHouse parses it for about half the CPU time of JSONEachRow, and
 * `TabSeparatedWriter` writes it straight into bytes, with no JSON text built for each row. Why
 * the settings are in the statement's SETTINGS clause rather than the client's
 * `clickhouse_settings`: a server takes either the same way, but chDB's connection turns
 * `clickhouse_settings` into `SET` statements run before the insert as one multi-statement
 * query, and splitting that query reads the whole payload once more. A SETTINGS clause also
 * holds for this insert only, where a `SET` stays in chDB's session. On chDB the bytes go to
 * ClickHouse as they are (`rawInsert`), not through the client, which makes a string of them.
 */
export async function insertTabSeparated(
  target: ClickHouseTarget,
  insert: { table: string; columns: readonly string[]; lines: Buffer; settings: InsertSettings },
): Promise<void> {
  if (insert.lines.length === 0) return;
  if (target.rawInsert) {
    await target.rawInsert({
      table: `${target.database}.${insert.table}`,
      columns: insert.columns,
      values: insert.lines,
      format: "TabSeparated",
      settings: insert.settings,
    });
    return;
  }
  const settings = Object.entries(insert.settings)
    .map(([name, value]) => `${name} = ${typeof value === "number" ? value : quoted(value)}`)
    .join(", ");
  const result = await target.client.exec({
    query: `INSERT INTO ${target.database}.${insert.table} (${insert.columns.join(", ")}) SETTINGS ${settings} FORMAT TabSeparated`,
    values: Readable.from([insert.lines], { objectMode: false }),
  });
  // The answer to an insert is empty, but its stream must be read for the request to end.
  result.stream.resume();
  await finished(result.stream);
}

/** A string literal of ClickHouse SQL. */
function quoted(value: string): string {
  return `'${value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
}

const TAB = 9;
const NEWLINE = 10;
const DAY_MS = 86_400_000;
/** The escape of each character TabSeparated escapes, by its code. */
const ESCAPED: Record<number, number> = { 0: 48, 9: 116, 10: 110, 13: 114, 92: 92 };

/**
 * Writes rows as TabSeparated bytes, field by field, into one growing buffer: no string is built
 * for a row or a field, which costs more than ClickHouse's parsing of the result.
 */
export class TabSeparatedWriter {
  private bytes: Buffer;
  private length = 0;
  private day = Number.NaN;
  private date: number[] = [];

  constructor(expectedBytes = 64 * 1024) {
    this.bytes = Buffer.allocUnsafe(expectedBytes);
  }

  /** A string field: backslash, tab, line breaks and NUL escaped. */
  text(value: string): this {
    this.reserve(value.length * 3 + 1);
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) {
        // Rare outside ASCII: the rest is escaped and encoded by Buffer, which writes a lone
        // surrogate as U+FFFD, as any UTF-8 encoding of the text would.
        at += bytes.write(escaped(value.slice(i)), at, "utf8");
        break;
      }
      if (code === TAB || code === NEWLINE || code === 13 || code === 92 || code === 0) {
        bytes[at++] = 92;
        bytes[at++] = ESCAPED[code] as number;
      } else {
        bytes[at++] = code;
      }
    }
    this.length = at;
    return this.separator();
  }

  /** A whole number field (below 2^53 either side of 0). */
  number(value: number): this {
    this.reserve(18);
    const bytes = this.bytes;
    if (value < 0) {
      bytes[this.length++] = 45;
      value = -value;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = this.length + digits;
    this.length = at;
    for (let rest = value; digits > 0; digits--, rest = Math.floor(rest / 10)) {
      bytes[--at] = 48 + (rest % 10);
    }
    return this.separator();
  }

  /** A small whole number field (0 to 9), written without a string. */
  digit(value: number): this {
    this.reserve(2);
    this.bytes[this.length++] = 48 + value;
    return this.separator();
  }

  /**
   * An instant (milliseconds since 1970, UTC) as DateTime64(3) text, `YYYY-MM-DD hh:mm:ss.mmm`,
   * which every `date_time_input_format` reads the same way (a bare number of seconds or
   * milliseconds is read as a date by some). A batch's events fall on few days: each day's date
   * is formatted once.
   */
  dateTime(at: number): this {
    const day = Math.floor(at / DAY_MS);
    if (day !== this.day) {
      this.day = day;
      const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
      this.date = [...date].map((c) => c.charCodeAt(0));
    }
    this.reserve(24);
    const bytes = this.bytes;
    let pos = this.length;
    for (const code of this.date) bytes[pos++] = code;
    const ms = at - day * DAY_MS;
    const seconds = Math.floor(ms / 1000);
    const put2 = (value: number) => {
      bytes[pos++] = 48 + Math.floor(value / 10);
      bytes[pos++] = 48 + (value % 10);
    };
    bytes[pos++] = 32;
    put2(Math.floor(seconds / 3600));
    bytes[pos++] = 58;
    put2(Math.floor(seconds / 60) % 60);
    bytes[pos++] = 58;
    put2(seconds % 60);
    bytes[pos++] = 46;
    const millis = ms % 1000;
    bytes[pos++] = 48 + Math.floor(millis / 100);
    put2(millis % 100);
    this.length = pos;
    return this.separator();
  }

  /** Ends the row (in place of its last field's separator). */
  endRow(): void {
    this.bytes[this.length - 1] = NEWLINE;
  }

  /** The rows written. */
  lines(): Buffer {
    return this.bytes.subarray(0, this.length);
  }

  private separator(): this {
    this.reserve(1);
    this.bytes[this.length++] = TAB;
    return this;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + more));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}

function escaped(value: string): string {
  return value.replace(
    /[\\\t\n\r\0]/g,
    (c) => `\\${String.fromCharCode(ESCAPED[c.charCodeAt(0)] as number)}`,
  );
}

/** What a backslash and the character after it stand for in TabSeparated text ClickHouse wrote. */
const UNESCAPED: Record<string, string> = {
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  0: "\0",
  a: "\u0007",
  v: "\v",
};

/**
 * The rows of a TabSeparated answer (each a list of fields, unescaped) and, for a query `WITH
 * TOTALS`, its totals row, which ClickHouse writes after an empty line. Why TabSeparated for
 * such a query: chDB writes a JSON answer with totals but no rows out of order (its end before
 * its start), which is no JSON; a row of TabSeparated is never an empty line while its first
 * field is never empty.
 */
export function parseTabSeparated(text: string): {
  rows: string[][];
  totals: string[] | undefined;
} {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const fields = (line: string) =>
    line
      .split("\t")
      .map((field) =>
        field.includes("\\") ? field.replace(/\\(.)/g, (_, c: string) => UNESCAPED[c] ?? c) : field,
      );
  const blank = lines.indexOf("");
  const rows = (blank < 0 ? lines : lines.slice(0, blank)).map(fields);
  const totals =
    blank < 0 || blank + 1 >= lines.length ? undefined : fields(lines[blank + 1] as string);
  return { rows, totals };
}
