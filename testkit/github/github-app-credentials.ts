import { generateKeyPairSync } from "node:crypto";

let cached: string | undefined;

/** A throwaway RSA key for a test GitHub App, so Probot can sign real app JWTs. */
export function testPrivateKey(): string {
  cached ??= generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    type: "pkcs1",
    format: "pem",
  }) as string;
  return cached;
}

export const TEST_APP_ID = "4242";
export const TEST_WEBHOOK_SECRET = "test-webhook-secret";
