import { closeSync, fchmodSync, openSync, writeSync } from "node:fs";

/**
 * Writes `text` to `file`, readable and writable by its owner only (0600), replacing what it held.
 * The mode is set on the open file before the first byte is written, so a file that was there
 * before with a wider mode never holds the new text while others can read it.
 */
export function writeOwnerOnlyFile(file: string, text: string): void {
  const fd = openSync(file, "w", 0o600);
  try {
    fchmodSync(fd, 0o600);
    const bytes = Buffer.from(text, "utf8");
    let written = 0;
    while (written < bytes.length) {
      written += writeSync(fd, bytes, written, bytes.length - written);
    }
  } finally {
    closeSync(fd);
  }
}
