import { createHash, createHmac } from "node:crypto";
import { DAY_MS } from "../time-buckets.ts";

/**
 * Hashes the visitors of one site's events with one secret: the function returned gives a visitor
 * of that site on one UTC day as the first 8 bytes of SHA-256 over the day's salt, the site, the
 * client address and the user agent, an unsigned 64-bit number in decimal (never 0, which means
 * "unknown"). The salt of a day is derived from the server's secret and the day, so every server
 * of a deployment computes the same hash for the same visitor that day, and the hashes of two
 * days of one visitor are unrelated; a batch's events fall on few days, so each day's salt is
 * derived once. Neither the address nor the user agent is stored with the hash.
 */
export function visitorHasher(
  secret: string,
  siteId: number,
): (at: number, address: string, userAgent: string) => string {
  let saltDay = Number.NaN;
  let salt = Buffer.alloc(0);
  return (at, address, userAgent) => {
    const day = Math.floor(at / DAY_MS);
    if (day !== saltDay) {
      saltDay = day;
      salt = createHmac("sha256", secret).update(`inkwell visitors ${day}`).digest();
    }
    const digest = createHash("sha256")
      .update(salt)
      .update(`\u0000${siteId}\u0000${address}\u0000${userAgent}`)
      .digest();
    const value = digest.readBigUInt64BE(0);
    return (value === 0n ? 1n : value).toString();
  };
}
