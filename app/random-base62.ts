import { randomFillSync } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * Random bytes drawn from the generator in blocks, as `crypto.randomUUID` does: every request gets
 * an id, and one call per id cost more than the id.
 */
const pool = Buffer.alloc(4096);
let next = pool.length;

function randomByte(): number {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++] as number;
}

/** Unbiased random base62 text (rejection sampling), for ids and keys that must not be guessed. */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    const byte = randomByte();
    // 248 = 62 * 4: bytes at or above it would favour the first characters.
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}
