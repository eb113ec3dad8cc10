/**
 * Code point order, as PostgreSQL's "C" collation sorts text (UTF-16 order, JavaScript's `<`,
 * differs past U+FFFF), the same on every machine and locale.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
