import { type RawBuilder, sql } from "kysely";

/**
 * Column arrays for `unnest`, so one statement carries a whole batch: `columnsOf(rows, pick)[i]`
 * holds the i-th value `pick` gives for each row.
 */
export function columnsOf<T>(rows: T[], pick: (row: T) => number[]): number[][] {
  const out: number[][] = [];
  for (const row of rows) {
    const values = pick(row);
    values.forEach((value, i) => {
      let column = out[i];
      if (!column) {
        column = [];
        out[i] = column;
      }
      column.push(value);
    });
  }
  return out;
}

/**
 * An integer array parameter (empty when the column has no rows), sent as the array's text: the
 * driver would quote and escape each number of a JavaScript array as it would any string.
 */
export function intArray(values: number[] | undefined, type: "int4" | "int8"): RawBuilder<unknown> {
  return sql`${`{${(values ?? []).join(",")}}`}::${sql.raw(type)}[]`;
}

/**
 * The integers of a one-dimensional array without nulls read as text (`{1,-2,3}`): the driver's
 * array parser reads any array character by character, where a batch's arrays hold thousands.
 */
export function parseIntArray(text: string): number[] {
  if (text === "{}") return [];
  const parts = text.slice(1, -1).split(",");
  const values = new Array<number>(parts.length);
  for (let i = 0; i < parts.length; i++) values[i] = Number(parts[i]);
  return values;
}
