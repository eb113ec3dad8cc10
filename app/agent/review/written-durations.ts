/**
 * Milliseconds in each unit a duration is written with, in its short and long forms (docs, configs
 * and a program's source: Go's `time.Nanosecond`, Rust's `from_millis`).
 */
export const MS_PER_UNIT: Record<string, number> = {
  nanosecond: 1e-6,
  microsecond: 1e-3,
  ms: 1,
  millis: 1,
  msec: 1,
  millisecond: 1,
  milliseconds: 1,
  s: 1000,
  sec: 1000,
  secs: 1000,
  second: 1000,
  seconds: 1000,
  m: 60_000,
  min: 60_000,
  mins: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hr: 3_600_000,
  hrs: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
  days: 86_400_000,
};

const UNITS = Object.keys(MS_PER_UNIT)
  .sort((a, b) => b.length - a.length)
  .join("|");
/** A duration as docs and configs write it: `30s`, `30 s`, "30 seconds", `"30s"`, `500ms`. */
const durationPattern = new RegExp(
  `(?<![\\w.,])(\\d+(?:\\.\\d+)?)\\s?(${UNITS})(?![\\p{L}\\d])`,
  "giu",
);
/**
 * A number without a unit of its own: "not 60", "from 10 to". A number followed by a noun
 * ("60 requests") has a unit of its own, a joining word ("to", "or") is none.
 */
const bareNumber =
  /(?<![\w.,])(\d+(?:\.\d+)?)(?![\d.,]*\d)(?![%\p{L}])(?!\s+(?!(?:to|and|or|not|than|instead|by|before|after|any|more)\b)\p{L})/giu;

/**
 * The duration a value states, in milliseconds, however it is written (`30s`, "30 seconds",
 * `"30s"` with a config's quotes); undefined for anything else.
 */
export function durationOf(value: string): number | undefined {
  const bare = value.trim().replace(/^["'`]+|["'`]+$/g, "");
  const match = new RegExp(`^${durationPattern.source}$`, "iu").exec(bare);
  if (!match) return undefined;
  return Number(match[1]) * (MS_PER_UNIT[(match[2] as string).toLowerCase()] as number);
}

/**
 * The durations a text gives, in milliseconds: each written with its unit, and each bare number
 * in a clause that writes a duration, which shares its unit ("every 30 seconds, not 60" gives
 * 60 seconds; "from 10 to 30 seconds" gives 10 seconds).
 */
export function durationsIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const clause of text.split(/[.;:!?\n]+(?=\s|$)|[;\n]/)) {
    const units: number[] = [];
    for (const match of clause.matchAll(durationPattern)) {
      const per = MS_PER_UNIT[(match[2] as string).toLowerCase()] as number;
      units.push(per);
      found.add(Number(match[1]) * per);
    }
    // A clause with durations of one unit only lends that unit to its bare numbers.
    const unit = units[0];
    if (unit === undefined || units.some((other) => other !== unit)) continue;
    for (const match of clause.matchAll(bareNumber)) found.add(Number(match[1]) * unit);
  }
  return found;
}

/** Whether the value is a duration the text gives, in whatever form either writes it. */
export function givesDuration(text: string, value: string): boolean {
  const wanted = durationOf(value);
  return wanted !== undefined && durationsIn(text).has(wanted);
}

/** The durations a text writes with their unit, as written (`60s`, "60 seconds") and in milliseconds. */
export function writtenDurations(text: string): { text: string; ms: number }[] {
  return [...text.matchAll(durationPattern)].map((match) => ({
    text: match[0],
    ms: Number(match[1]) * (MS_PER_UNIT[(match[2] as string).toLowerCase()] as number),
  }));
}

/** "is in seconds, not milliseconds": the unit an instruction says a value is in, and the one it is not. */
const unitCorrection = new RegExp(`\\bin\\s+(${UNITS}),?\\s+not\\s+(?:in\\s+)?(${UNITS})\\b`, "i");

/**
 * The duration in the unit the instruction says is right, for a duration written in the unit it
 * says is wrong, the number kept ("in seconds, not milliseconds": `30 milliseconds` is
 * `30 seconds`, in milliseconds); undefined for anything else.
 */
export function correctedDuration(instruction: string, value: string): number | undefined {
  const correction = unitCorrection.exec(instruction);
  const bare = value.trim().replace(/^["'`]+|["'`]+$/g, "");
  const match = new RegExp(`^${durationPattern.source}$`, "iu").exec(bare);
  if (!correction || !match) return undefined;
  const right = MS_PER_UNIT[(correction[1] as string).toLowerCase()] as number;
  const wrong = MS_PER_UNIT[(correction[2] as string).toLowerCase()] as number;
  const unit = MS_PER_UNIT[(match[2] as string).toLowerCase()] as number;
  return right !== wrong && unit === wrong ? Number(match[1]) * right : undefined;
}

/**
 * Whether the numbers a change swapped in a text (`expires_in=3600` made `expires_in=86400`) are
 * durations the instruction gives, the old one and the new, in one unit a program counts in
 * (told "now 24 hours, not 1 hour": seconds).
 */
export function swapsGivenDurations(instruction: string, old: string, now: string): boolean {
  return swappedGivenDurations(instruction, old, now).length > 0;
}

/** The old durations, in milliseconds, of the numbers `swapsGivenDurations` reads as swapped; none when it does not. */
export function swappedGivenDurations(instruction: string, old: string, now: string): number[] {
  const before = old.match(/\d+/g) ?? [];
  const after = now.match(/\d+/g) ?? [];
  if (before.length !== after.length) return [];
  const pairs = before.flatMap((number, index) =>
    number === after[index] ? [] : [[Number(number), Number(after[index])] as const],
  );
  if (pairs.length === 0) return [];
  const given = durationsIn(instruction);
  const olds: number[] = [];
  for (const [was, is] of pairs) {
    const unit = [1, 1000, 60_000].find((per) => given.has(was * per) && given.has(is * per));
    if (unit === undefined) return [];
    olds.push(was * unit);
  }
  return olds;
}
