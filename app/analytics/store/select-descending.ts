/**
 * The value of rank `k` (0: the largest) of `values[lo..hi]`, which it rearranges so that the
 * values before k are no smaller and those after no larger (Hoare's selection: linear on average,
 * and balanced when many values are equal, as the totals of a short range are).
 */
export function selectDescending(
  values: number[] | Float64Array,
  k: number,
  lo: number,
  hi: number,
): number {
  let left = lo;
  let right = hi;
  while (right > left) {
    const a = values[left] as number;
    const b = values[(left + right) >> 1] as number;
    const c = values[right] as number;
    // The median of three as the pivot.
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] as number) > pivot) i++;
      while ((values[j] as number) < pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k] as number;
}
