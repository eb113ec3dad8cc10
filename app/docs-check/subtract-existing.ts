import type { KeyedFinding } from "../docs-site/docs-finding.ts";

export interface SideFinding {
  finding: KeyedFinding;
  /** The text of its line on its own side, to pair a problem with itself after lines moved. */
  lineText: string;
}

/**
 * The head findings that the base does not already have. A finding pairs with one of the base
 * by path, rule and subject (a link as written, a field, a tag), preferring one on a line of the
 * same text, never by line number; failing that, by what it points at (a link rewritten to the
 * same missing page, an anchor in a page that moved). Each base finding pairs once, so a second
 * copy of an old problem is new.
 */
export function subtractExisting(head: SideFinding[], base: SideFinding[]): KeyedFinding[] {
  const pools = new Map<string, SideFinding[]>();
  const used = new Set<SideFinding>();
  for (const item of base) {
    for (const key of keysOf(item.finding)) {
      if (key !== undefined) pools.set(key, [...(pools.get(key) ?? []), item]);
    }
  }
  const take = (key: string | undefined, test: (item: SideFinding) => boolean): boolean => {
    if (key === undefined) return false;
    const match = pools.get(key)?.find((item) => !used.has(item) && test(item));
    if (match) used.add(match);
    return match !== undefined;
  };
  let open = head;
  open = open.filter(
    (item) => !take(keysOf(item.finding)[0], (old) => old.lineText === item.lineText),
  );
  open = open.filter((item) => !take(keysOf(item.finding)[0], () => true));
  open = open.filter((item) => !take(keysOf(item.finding)[1], () => true));
  return open.map((item) => item.finding);
}

/** By subject, and by target when the finding has one. */
function keysOf(finding: KeyedFinding): [string, string | undefined] {
  const prefix = `${finding.path}\u0000${finding.rule}\u0000`;
  return [
    `${prefix}s\u0000${finding.subject}`,
    finding.target === undefined ? undefined : `${prefix}t\u0000${finding.target}`,
  ];
}
