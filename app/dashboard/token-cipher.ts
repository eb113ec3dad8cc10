import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export interface TokenCipher {
  encrypt(plain: string): string;
  /** Throws when the text was not made by this cipher's key or was altered. */
  decrypt(sealed: string): string;
}

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a key derived from INKWELL_SECRET by HKDF-SHA256, so the secret itself never
 * serves as a key and another use of the same secret gets an unrelated key. Each value has its own
 * random IV; the authentication tag makes any change to the stored text fail to decrypt.
 */
export function createTokenCipher(secret: string): TokenCipher {
  const key = Buffer.from(
    hkdfSync("sha256", secret, "inkwell", "inkwell dashboard user tokens v1", 32),
  );
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, ...[iv, body, tag].map((part) => part.toString("base64url"))].join(".");
    },
    decrypt(sealed) {
      const [version, iv, body, tag] = sealed.split(".");
      if (version !== VERSION || !iv || !body || !tag) {
        throw new Error("not a sealed token");
      }
      const tagBytes = Buffer.from(tag, "base64url");
      if (tagBytes.length !== TAG_BYTES) throw new Error("not a sealed token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(tagBytes);
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
