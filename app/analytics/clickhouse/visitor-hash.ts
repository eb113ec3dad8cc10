import { createHash, createHmac } from "node:crypto";
import { DAY_MS } from "../time-buckets.ts";

/**
 * A visitor of one site on one UTC day: the first 8 bytes of SHA-256 over the day's salt, the
 * site, the client address and the user agent, as an unsigned 64-bit number in decimal (never 0,
 * which means "unknown"). The salt of a day is derived from the server's secret and the day, so
 * every server of a deployment computes the same hash for the same visitor that day, and the
 * hashes of two days of one visitor are unrelated. Neither the address nor the user agent is
 * stored with the hash.
 */
export function visitorHash(
  secret: string,
  siteId: number,
  at: number,
  address: string,
  userAgent: string,
): string {
  const day = Math.floor(at / DAY_MS);
  const salt = createHmac("sha256", secret).update(`inkwell visitors ${day}`).digest();
  const digest = createHash("sha256")
    .update(salt)
    .update(`\u0000${siteId}\u0000${address}\u0000${userAgent}`)
    .digest();
  const value = digest.readBigUInt64BE(0);
  return (value === 0n ? 1n : value).toString();
}
