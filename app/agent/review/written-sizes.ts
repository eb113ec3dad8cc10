/**
 * Bytes in each unit a size is written with. Decimal (`MB`) and binary (`MiB`) units are kept
 * apart: `16MB` is not `16 MiB`, and writing one for the other is a mistake worth a note.
 */
const BYTES_PER_UNIT: Record<string, number> = {
  byte: 1,
  bytes: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

const UNITS = Object.keys(BYTES_PER_UNIT)
  .sort((a, b) => b.length - a.length)
  .join("|");
/** A size as docs and configs write it: `8MiB`, "8 MiB", `"512KB"`, "64 bytes". */
const sizePattern = new RegExp(
  `(?<![\\w.,])(\\d+(?:\\.\\d+)?)\\s?(${UNITS})(?![\\p{L}\\d])`,
  "giu",
);
/** A number without a unit of its own ("from 8 to"), which a clause's one size unit is lent to. */
const bareNumber =
  /(?<![\w.,])(\d+(?:\.\d+)?)(?![\d.,]*\d)(?![%\p{L}])(?!\s+(?!(?:to|and|or|not|than|instead|by|before|after|any|more)\b)\p{L})/giu;

function bytesOf(match: RegExpMatchArray): number {
  return Number(match[1]) * (BYTES_PER_UNIT[(match[2] as string).toLowerCase()] as number);
}

/** The size a value states, in bytes, however it is written (`8MiB`, "8 MiB", `"8MiB"`). */
export function sizeOf(value: string): number | undefined {
  const bare = value.trim().replace(/^["'`]+|["'`]+$/g, "");
  const match = new RegExp(`^${sizePattern.source}$`, "iu").exec(bare);
  return match ? bytesOf(match) : undefined;
}

/**
 * The sizes a text gives, in bytes: each written with its unit, and each bare number in a clause
 * whose sizes share one unit ("from 8 to 16 MiB" gives 8 MiB).
 */
export function sizesIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const clause of text.split(/[.;:!?\n]+(?=\s|$)|[;\n]/)) {
    const units = new Set<string>();
    for (const match of clause.matchAll(sizePattern)) {
      units.add((match[2] as string).toLowerCase());
      found.add(bytesOf(match));
    }
    const [unit] = units;
    if (unit === undefined || units.size > 1) continue;
    for (const match of clause.matchAll(bareNumber))
      found.add(Number(match[1]) * (BYTES_PER_UNIT[unit] as number));
  }
  return found;
}

/** Whether the value is a size the text gives, in whatever form either writes it. */
export function givesSize(text: string, value: string): boolean {
  const wanted = sizeOf(value);
  return wanted !== undefined && sizesIn(text).has(wanted);
}
