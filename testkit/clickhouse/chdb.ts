import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";

/**
 * Whether chDB (ClickHouse inside this process, the `chdb` package) is installed: it is not a
 * dependency of Inkwell (about 540 MB), so `.ci/run` installs it for the ClickHouse store's tests
 * and a plain `npm install` leaves it out; the tests that need it are skipped without it.
 */
export const hasChdb: boolean = (() => {
  try {
    createRequire(import.meta.url).resolve("chdb/connection");
    return true;
  } catch {
    return false;
  }
})();

/** Why the ClickHouse store's tests were skipped, for `describe.skipIf`'s title. */
export const CHDB_MISSING =
  "chDB is not installed (npm install --no-save chdb@3.4.0, as .ci/run does)";

/**
 * A CLICKHOUSE_URL for a database of its own in this process's chDB (in memory, shared by the
 * process's tests: each takes a fresh database).
 */
export function chdbUrl(prefix = "inkwell_test"): string {
  return `chdb:///${prefix}_${randomBytes(6).toString("hex")}`;
}
