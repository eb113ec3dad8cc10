import type { Kysely } from "kysely";
import { AppError } from "../app-error.ts";
import type { Database, ProjectRow, ShareLinkRow } from "../db/schema.ts";
import { hashApiKey } from "../projects/api-key.service.ts";
import { findProjectById } from "../projects/project.repository.ts";
import { randomBase62 } from "../random-base62.ts";
import {
  countLiveShareLinks,
  findShareLinkByHash,
  insertShareLink,
  listShareLinkRows,
  markShareLinkRevoked,
} from "./share-link.repository.ts";

/** Links of one project that may be open at once: one per audience, not one per person. */
export const MAX_LIVE_SHARE_LINKS = 10;

/** `shr_` and 32 base62 characters: 190 random bits, as unguessable as an API key. */
const TOKEN_RANDOM_LENGTH = 32;
export const SHARE_TOKEN_PATTERN = /^shr_[0-9A-Za-z]{32}$/;

export interface ShareLink {
  id: string;
  projectId: string;
  name: string;
  createdBy: string;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface CreatedShareLink extends ShareLink {
  /** The link's secret part. Shown this once and never stored (only its hash is). */
  token: string;
}

export interface CreateShareLinkInput {
  projectId: string;
  name: string;
  expiresAt: Date | null;
  createdBy: { githubUserId: number; githubLogin: string };
  now: Date;
}

/**
 * Makes a link to the project's analytics. The token is hashed with the API keys' hash: a copy of
 * the database opens no link. Refused past MAX_LIVE_SHARE_LINKS live links.
 */
export async function createShareLink(
  db: Kysely<Database>,
  input: CreateShareLinkInput,
): Promise<CreatedShareLink> {
  if (input.expiresAt && input.expiresAt.getTime() <= input.now.getTime()) {
    throw new AppError("invalid_request", "The expiry must be in the future.");
  }
  const token = `shr_${randomBase62(TOKEN_RANDOM_LENGTH)}`;
  const row = await db.transaction().execute(async (trx) => {
    // Holding the project's row makes the count and the insert one step for concurrent forms.
    const project = await trx
      .selectFrom("projects")
      .select("id")
      .where("id", "=", input.projectId)
      .forUpdate()
      .executeTakeFirst();
    if (!project) throw new AppError("not_found", "No such project.");
    if ((await countLiveShareLinks(trx, input.projectId, input.now)) >= MAX_LIVE_SHARE_LINKS) {
      throw new AppError(
        "invalid_request",
        `A project may have ${MAX_LIVE_SHARE_LINKS} live share links: revoke one you no longer need first.`,
      );
    }
    return insertShareLink(trx, {
      id: `shl_${randomBase62(16)}`,
      project_id: input.projectId,
      name: input.name,
      token_hash: hashApiKey(token),
      created_by_login: input.createdBy.githubLogin,
      created_by_user_id: input.createdBy.githubUserId,
      expires_at: input.expiresAt,
      revoked_at: null,
      created_at: input.now,
    });
  });
  return { ...toShareLink(row), token };
}

export async function listShareLinks(
  db: Kysely<Database>,
  projectId: string,
): Promise<ShareLink[]> {
  return (await listShareLinkRows(db, projectId)).map(toShareLink);
}

/** Revokes a link only if it belongs to the project: a link id alone names no project. */
export async function revokeShareLink(
  db: Kysely<Database>,
  projectId: string,
  linkId: string,
  now: Date,
): Promise<ShareLink> {
  if (!/^shl_[0-9A-Za-z]{16}$/.test(linkId)) {
    throw new AppError("not_found", "This project has no such share link.");
  }
  const row = await markShareLinkRevoked(db, projectId, linkId, now);
  if (!row) throw new AppError("not_found", "This project has no such share link.");
  return toShareLink(row);
}

/**
 * The link a token opens and its project, or undefined: for a token of the wrong shape, an
 * unknown one, a revoked or an expired link alike, so a visitor learns nothing about which.
 */
export async function openShareLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ link: ShareLinkRow; project: ProjectRow } | undefined> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return undefined;
  const link = await findShareLinkByHash(db, hashApiKey(token));
  if (!link || link.revoked_at) return undefined;
  if (link.expires_at && link.expires_at.getTime() <= now.getTime()) return undefined;
  const project = await findProjectById(db, link.project_id);
  return project ? { link, project } : undefined;
}

/** Whether the link still opens at `now`. */
export function isLive(link: ShareLink, now: Date): boolean {
  return !link.revokedAt && (!link.expiresAt || new Date(link.expiresAt).getTime() > now.getTime());
}

function toShareLink(row: ShareLinkRow): ShareLink {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    createdBy: row.created_by_login,
    expiresAt: row.expires_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
