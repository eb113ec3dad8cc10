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

/** An integer array parameter (empty when the column has no rows). */
export function intArray(values: number[] | undefined, type: "int4" | "int8"): RawBuilder<unknown> {
  return sql`${values ?? []}::${sql.raw(type)}[]`;
}
