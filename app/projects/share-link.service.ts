import type { Kysely } from "kysely";
import { AppError } from "../app-error.ts";
import type { Database, ProjectRow, ShareLinkRow } from "../db/schema.ts";
import { randomBase62 } from "../random-base62.ts";
import { hashApiKey } from "./api-key.service.ts";
import { findProjectById } from "./project.repository.ts";
import { requireProject } from "./project.service.ts";
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
  /** The GitHub login of who made it in the dashboard; null for an operator's (the CLI). */
  createdBy: string | null;
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
  /** Who makes it in the dashboard; none for an operator (the CLI). */
  createdBy?: { githubUserId: number; githubLogin: string } | undefined;
  now: Date;
}

/** What is wrong with a link's name, if anything: one line of 1 to 100 characters. */
export function shareLinkNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Give the link a name: who it is for, e.g. "support team".';
  if (trimmed.length > 100) return "The name must be at most 100 characters.";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001F\u007F]/.test(trimmed)) return "The name must be one line of text.";
  return undefined;
}

/**
 * Makes a link to the project's analytics. The token is hashed with the API keys' hash: a copy of
 * the database opens no link. Refused past MAX_LIVE_SHARE_LINKS live links.
 */
export async function createShareLink(
  db: Kysely<Database>,
  input: CreateShareLinkInput,
): Promise<CreatedShareLink> {
  const nameProblem = shareLinkNameProblem(input.name);
  if (nameProblem) throw new AppError("invalid_request", nameProblem);
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
    if (!project) await requireProject(trx, input.projectId);
    if ((await countLiveShareLinks(trx, input.projectId, input.now)) >= MAX_LIVE_SHARE_LINKS) {
      throw new AppError(
        "invalid_request",
        `A project may have ${MAX_LIVE_SHARE_LINKS} live share links: revoke one you no longer need first.`,
      );
    }
    return insertShareLink(trx, {
      id: `shl_${randomBase62(16)}`,
      project_id: input.projectId,
      name: input.name.trim(),
      token_hash: hashApiKey(token),
      created_by_login: input.createdBy?.githubLogin ?? null,
      created_by_user_id: input.createdBy?.githubUserId ?? null,
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
  await requireProject(db, projectId);
  return (await listShareLinkRows(db, projectId)).map(toShareLink);
}

/** Revokes a link only if it belongs to the project: a link id alone names no project. */
export async function revokeShareLink(
  db: Kysely<Database>,
  projectId: string,
  linkId: string,
  now: Date,
): Promise<ShareLink> {
  const missing = new AppError(
    "not_found",
    `Project ${projectId} has no share link ${linkId.startsWith("shr_") ? "(that is a link's token, not its id)" : linkId.slice(0, 40)}`,
  );
  if (!/^shl_[0-9A-Za-z]{16}$/.test(linkId)) throw missing;
  const row = await markShareLinkRevoked(db, projectId, linkId, now);
  if (!row) throw missing;
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
