import { createHash } from "node:crypto";

/**
 * The id git gives a file's content: the hash of `blob <length>\0` followed by the bytes (SHA-1,
 * or SHA-256 for a repository in that format, told apart by the id's length). Content whose id
 * is not the one the tree names is not the file at that commit.
 */
export function gitBlobSha(content: Uint8Array, algorithm: "sha1" | "sha256" = "sha1"): string {
  return createHash(algorithm).update(`blob ${content.byteLength}\0`).update(content).digest("hex");
}

/** Whether the bytes are exactly the blob the tree names. */
export function isBlob(content: Uint8Array, sha: string): boolean {
  return gitBlobSha(content, sha.length === 64 ? "sha256" : "sha1") === sha.toLowerCase();
}
