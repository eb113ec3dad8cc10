import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { AppError } from "../app-error.ts";
import { checkIdentifier } from "../check-identifier.ts";
import type { ApiKeyRow, Database } from "../db/schema.ts";
import { randomBase62 } from "../random-base62.ts";
import {
  deleteApiKeyRow,
  findApiKeyByHash,
  findApiKeyById,
  insertApiKey,
  listApiKeyRows,
  markApiKeyRevoked,
  touchApiKey,
} from "./api-key.repository.ts";
import { type ApiKeyCache, forgetCachedApiKeys } from "./api-key-cache.ts";
import type { ApiScope } from "./api-scope.ts";
import { insertKeyMinter, listKeyMinterLogins } from "./key-minter.repository.ts";
import { requireProject } from "./project.service.ts";

export const API_KEY_PATTERN = /^ink_[0-9A-Za-z]{32,128}$/;
const KEY_RANDOM_LENGTH = 40;
/** `lastUsedAt` is kept to the minute, so authentication writes at most once a minute per key. */
const LAST_USED_PRECISION_MS = 60_000;

export interface ApiKey {
  id: string;
  projectId: string;
  name: string;
  /** The first characters of the key, enough to recognise it in a list. */
  prefix: string;
  scopes: ApiScope[];
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  /** The GitHub login of who made it in the dashboard; null for a key made with the CLI. */
  mintedBy?: string | null;
}

export interface CreatedApiKey extends ApiKey {
  /** The full key. It is shown this once and never stored. */
  key: string;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export interface CreateApiKeyInput {
  projectId: string;
  name?: string | undefined;
  scopes?: ApiScope[] | undefined;
  expiresAt?: Date | undefined;
  now: Date;
  /**
   * Who makes the key in the dashboard, and the permission on the repository it needs: the key
   * stops working when they lose it. Keys made by operators (the CLI) have none.
   */
  minter?: { githubUserId: number; githubLogin: string; requiredPermission: string } | undefined;
}

export async function createApiKey(
  db: Kysely<Database>,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  await requireProject(db, input.projectId);
  if (input.expiresAt && input.expiresAt.getTime() <= input.now.getTime()) {
    throw new AppError("invalid_request", "--expires must be in the future");
  }
  const key = `ink_${randomBase62(KEY_RANDOM_LENGTH)}`;
  const minter = input.minter;
  if (minter) {
    return db.transaction().execute(async (trx) => {
      const created = await insertKey(trx, input, key);
      await insertKeyMinter(trx, {
        key_id: created.id,
        github_user_id: minter.githubUserId,
        github_login: minter.githubLogin,
        required_permission: minter.requiredPermission,
        access_checked_at: input.now,
        access_lost_at: null,
      });
      return { ...created, mintedBy: minter.githubLogin };
    });
  }
  return insertKey(db, input, key);
}

async function insertKey(
  db: Kysely<Database>,
  input: CreateApiKeyInput,
  key: string,
): Promise<CreatedApiKey> {
  const row = await insertApiKey(db, {
    id: `key_${randomBase62(16)}`,
    project_id: input.projectId,
    name: input.name?.trim() || defaultKeyName(input.now),
    key_hash: hashApiKey(key),
    key_prefix: key.slice(0, 10),
    scopes:
      input.scopes && input.scopes.length > 0
        ? [...new Set(input.scopes)].sort()
        : ["read", "write"],
    expires_at: input.expiresAt ?? null,
  });
  return { ...toApiKey(row), key };
}

/** A key made without a name is told apart from the others by when it was made. */
export function defaultKeyName(now: Date): string {
  return `created ${now.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** A key id in a message; a secret given by mistake in its place is never repeated. */
export function quoteKeyId(keyId: string): string {
  return keyId.startsWith("ink_") ? "(an API key, not a key id)" : keyId;
}

export async function listApiKeys(db: Kysely<Database>, projectId: string): Promise<ApiKey[]> {
  await requireProject(db, projectId);
  const minters = await listKeyMinterLogins(db, projectId);
  return (await listApiKeyRows(db, projectId)).map((row) => ({
    ...toApiKey(row),
    mintedBy: minters.get(row.id) ?? null,
  }));
}

export async function revokeApiKey(
  db: Kysely<Database>,
  keyId: string,
  now: Date,
): Promise<ApiKey> {
  checkIdentifier("keyId", keyId);
  const row = await markApiKeyRevoked(db, keyId, now);
  forgetCachedApiKeys();
  if (!row) {
    throw new AppError(
      "not_found",
      `No API key has the id ${quoteKeyId(keyId)}: see \`inkwell keys list\``,
    );
  }
  return toApiKey(row);
}

/**
 * Deletes a key that can no longer be used (revoked or expired), so lists stay short. A live key
 * must be revoked first: deleting is not the way to stop a key, and a revocation is recorded.
 */
export async function deleteApiKey(
  db: Kysely<Database>,
  keyId: string,
  now: Date,
  /** The dashboard's keys page: a key of another project is as unknown as a missing one. */
  projectId?: string,
): Promise<ApiKey> {
  const row = await findApiKeyById(db, keyId);
  if (!row || (projectId !== undefined && row.project_id !== projectId)) {
    throw new AppError(
      "not_found",
      projectId === undefined
        ? `No API key has the id ${quoteKeyId(keyId)}: see \`inkwell keys list\``
        : `This project has no API key ${quoteKeyId(keyId)}`,
    );
  }
  const usable = !row.revoked_at && (!row.expires_at || row.expires_at.getTime() > now.getTime());
  if (usable) {
    throw new AppError(
      "invalid_request",
      `API key ${row.id} (${row.name}) is still active: revoke it first with \`inkwell keys revoke ${row.id}\``,
    );
  }
  await deleteApiKeyRow(db, row.id);
  return toApiKey(row);
}

/** Revokes a key only if it belongs to the project: a key id alone names no project. */
export async function revokeApiKeyOfProject(
  db: Kysely<Database>,
  projectId: string,
  keyId: string,
  now: Date,
): Promise<ApiKey> {
  checkIdentifier("keyId", keyId);
  const row = await markApiKeyRevoked(db, keyId, now, projectId);
  forgetCachedApiKeys();
  if (!row) throw new AppError("not_found", `This project has no API key ${quoteKeyId(keyId)}`);
  return toApiKey(row);
}

export type KeyCheck =
  | { ok: true; key: ApiKeyRow }
  | { ok: false; reason: "malformed" | "unknown" | "revoked" | "expired" };

/**
 * Looks the key up by its hash (one indexed read), or in `cache`, which keeps rows for a second:
 * a revocation is then seen by other server processes within that second, and by this one at once.
 */
export async function checkApiKey(
  db: Kysely<Database>,
  presented: string,
  now: Date,
  cache?: ApiKeyCache,
): Promise<KeyCheck> {
  if (!API_KEY_PATTERN.test(presented)) return { ok: false, reason: "malformed" };
  const hash = hashApiKey(presented);
  const key = cache
    ? await cache.find(hash, now, () => findApiKeyByHash(db, hash))
    : await findApiKeyByHash(db, hash);
  if (!key) return { ok: false, reason: "unknown" };
  if (key.revoked_at && key.revoked_at.getTime() <= now.getTime())
    return { ok: false, reason: "revoked" };
  if (key.expires_at && key.expires_at.getTime() <= now.getTime())
    return { ok: false, reason: "expired" };
  // The row in hand says whether the minute has passed: no write on most requests.
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (!key.last_used_at || key.last_used_at <= staleBefore) {
    await touchApiKey(db, key.id, now, staleBefore);
    // The row may be the cached one: the next requests of the minute then write nothing.
    key.last_used_at = now;
  }
  return { ok: true, key };
}

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    prefix: row.key_prefix,
    scopes: row.scopes as ApiScope[],
    expiresAt: row.expires_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
