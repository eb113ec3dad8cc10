/** Edits a diff follows at most (Myers' D): past it, every line between the common ends counts. */
const MAX_EDITS = 2_000;

/**
 * The lines of `after` (1-based) that a change added or modified, as a line diff from `before`
 * shows them: every line of a new file; for an edited one, the lines of a shortest edit script
 * (Myers) that are not kept from `before`. The common start and end are set aside first, so a
 * typical edit costs little; a change of more than MAX_EDITS lines counts every line between
 * them as changed.
 */
export function changedLines(before: string | undefined, after: string): Set<number> {
  const b = after.split("\n");
  const changed = new Set<number>();
  if (before === undefined) {
    for (let line = 1; line <= b.length; line++) changed.add(line);
    return changed;
  }
  const a = before.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const inserted = insertedLines(a.slice(start, endA), b.slice(start, endB));
  for (let index = 0; index < endB - start; index++) {
    if (inserted === undefined || inserted[index]) changed.add(start + index + 1);
  }
  return changed;
}

/** Which lines of `b` a shortest edit script from `a` inserts; undefined past MAX_EDITS. */
function insertedLines(a: readonly string[], b: readonly string[]): boolean[] | undefined {
  const n = a.length;
  const m = b.length;
  const inserted = new Array<boolean>(m).fill(false);
  if (n === 0) return inserted.fill(true);
  if (m === 0) return inserted;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      const down =
        k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number));
      let x = down ? (v[offset + k + 1] as number) : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        markInserted(trace, d, n, m, inserted);
        return inserted;
      }
    }
  }
  return undefined;
}

/** Walks the edit script back from the end, marking each line it inserted. */
function markInserted(trace: Int32Array[], edits: number, n: number, m: number, out: boolean[]) {
  let x = n;
  let y = m;
  for (let d = edits; d > 0; d--) {
    // trace[d] holds diagonals -d-1 … d+1 as they stood before step d.
    const at = (k: number) => (trace[d] as Int32Array)[k + d + 1] as number;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      x--;
      y--;
    }
    if (x === previousX && y > previousY) out[previousY] = true;
    x = previousX;
    y = previousY;
  }
}
