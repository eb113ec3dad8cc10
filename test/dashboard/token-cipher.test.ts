import { describe, expect, it } from "vitest";
import { createTokenCipher } from "../../app/dashboard/token-cipher.ts";

const secret = "a-secret-of-at-least-thirty-two-characters";

describe("token cipher", () => {
  it("gives back what it sealed", () => {
    const cipher = createTokenCipher(secret);
    expect(cipher.decrypt(cipher.encrypt("ghr_refresh"))).toBe("ghr_refresh");
  });

  it("seals the same token differently each time, and never as it is", () => {
    const cipher = createTokenCipher(secret);
    const [a, b] = [cipher.encrypt("ghu_token"), cipher.encrypt("ghu_token")];
    expect(a).not.toBe(b);
    expect(a).not.toContain("ghu_token");
  });

  it("refuses a sealed token that was altered", () => {
    const cipher = createTokenCipher(secret);
    const sealed = cipher.encrypt("ghu_token");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[2] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[2] = body.toString("base64url");
    expect(() => cipher.decrypt(parts.join("."))).toThrow();
  });

  it("cannot open what another secret sealed", () => {
    const sealed = createTokenCipher(secret).encrypt("ghu_token");
    expect(() => createTokenCipher(`${secret}-rotated`).decrypt(sealed)).toThrow();
  });

  it("refuses text it did not make", () => {
    expect(() => createTokenCipher(secret).decrypt("ghu_plain")).toThrow("not a sealed token");
  });
});
