import { check } from "recheck";

/**
 * Why a regular expression is not linear-time, as recheck finds it, or undefined when it is.
 * The checker's limits are counted in steps, never in milliseconds, and its fuzzing is seeded:
 * the same pattern gets the same verdict on a quiet machine and a loaded one.
 */
export async function whyNotLinear(source: string, flags: string): Promise<string | undefined> {
  const verdict = await check(source, flags, {
    randomSeed: 1,
    timeout: null,
    attackTimeout: null,
    incubationTimeout: null,
    seedingTimeout: null,
  });
  if (verdict.status === "safe") return undefined;
  if (verdict.status === "vulnerable") return `vulnerable, ${verdict.complexity.summary}`;
  return `unknown (${verdict.error.kind})`;
}
