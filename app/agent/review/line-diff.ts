/** One line of a comparison: kept, removed from the old text, or added by the new one. */
export interface DiffLine {
  kind: "same" | "removed" | "added";
  text: string;
}

/** Past this many differences the middle of two texts is shown as replaced whole: bounded work. */
const MAX_EDIT_DISTANCE = 2_000;

/**
 * The lines of two texts as a shortest edit script (Myers), after the common head and tail are
 * set aside, so an edit near the top of a long changelog costs only the lines around it. When
 * the texts differ in more than a couple of thousand lines the differing middle is reported as
 * removed and added whole.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail++;
  }
  const same = (text: string): DiffLine => ({ kind: "same", text });
  const middle = editScript(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(a.length - tail).map(same)];
}

/** The lines the new text adds (those an edit script marks added). */
export function addedLines(before: string | undefined, after: string): string[] {
  return diffLines(before ?? "", after)
    .filter((line) => line.kind === "added")
    .map((line) => line.text);
}

/** A place a change rewrote: the lines it removed there and those it added there, together. */
export interface RewrittenPlace {
  removed: string[];
  added: string[];
}

/** The places a change rewrote (lines both removed and added between two kept lines). */
export function rewrittenPlaces(before: string, after: string): RewrittenPlace[] {
  const places: RewrittenPlace[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length > 0 && added.length > 0) places.push({ removed, added });
    removed = [];
    added = [];
  };
  for (const line of diffLines(before, after)) {
    if (line.kind === "same") flush();
    else if (line.kind === "removed") removed.push(line.text);
    else added.push(line.text);
  }
  flush();
  return places;
}

/**
 * The lines a change rewrote in place, each with its new form: the places that removed as many
 * lines as they added, paired in order.
 */
export function rewrittenLinePairs(before: string, after: string): [string, string][] {
  return rewrittenPlaces(before, after).flatMap(({ removed, added }) =>
    removed.length === added.length
      ? removed.map((line, index): [string, string] => [line, added[index] as string])
      : [],
  );
}

/** The one token of `before` that `after` replaces, the rest kept in place; else undefined. */
export function oneTokenReplaced(
  before: readonly string[],
  after: readonly string[],
): [string, string] | undefined {
  if (before.length !== after.length) return undefined;
  let index = -1;
  for (let i = 0; i < before.length; i++) {
    if (before[i] === after[i]) continue;
    if (index !== -1) return undefined;
    index = i;
  }
  return index === -1 ? undefined : [before[index] as string, after[index] as string];
}

function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** Myers' O(ND) shortest edit script, with the trace kept to walk it back. */
function editScript(a: readonly string[], b: readonly string[]): DiffLine[] {
  const n = a.length;
  const m = b.length;
  if (n === 0) return b.map((text) => ({ kind: "added", text }));
  if (m === 0) return a.map((text) => ({ kind: "removed", text }));
  const max = Math.min(n + m, MAX_EDIT_DISTANCE);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
          ? (v[offset + k + 1] as number)
          : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      next[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
    v = next;
  }
  if (!found) {
    return [
      ...a.map((text): DiffLine => ({ kind: "removed", text })),
      ...b.map((text): DiffLine => ({ kind: "added", text })),
    ];
  }
  // Walk back from the end through the saved frontiers.
  const out: DiffLine[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const frontier = trace[d] as Int32Array;
    const k = x - y;
    const down =
      k === -d ||
      (k !== d && (frontier[offset + k - 1] as number) < (frontier[offset + k + 1] as number));
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : (frontier[offset + prevK] as number);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      out.push({ kind: "same", text: a[--x] as string });
      y--;
    }
    if (d === 0) break;
    if (down) out.push({ kind: "added", text: b[--y] as string });
    else out.push({ kind: "removed", text: a[--x] as string });
  }
  while (x > 0 && y > 0) {
    out.push({ kind: "same", text: a[--x] as string });
    y--;
  }
  return out.reverse();
}
