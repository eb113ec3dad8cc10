import type { Kysely } from "kysely";
import type {
  DashboardSessionRow,
  Database,
  NewDashboardSessionRow,
  RepositoryAccess,
} from "../db/schema.ts";

export async function insertSignIn(
  db: Kysely<Database>,
  row: { stateHash: string; codeVerifier: string; returnTo: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto("dashboard_sign_ins")
    .values({
      state_hash: row.stateHash,
      code_verifier: row.codeVerifier,
      return_to: row.returnTo,
      created_at: row.createdAt,
    })
    .execute();
}

/** Deletes and returns the sign-in of this state: a state is good for one callback only. */
export async function takeSignIn(
  db: Kysely<Database>,
  stateHash: string,
): Promise<{ code_verifier: string; return_to: string; created_at: Date } | undefined> {
  return db
    .deleteFrom("dashboard_sign_ins")
    .where("state_hash", "=", stateHash)
    .returning(["code_verifier", "return_to", "created_at"])
    .executeTakeFirst();
}

export async function insertSession(
  db: Kysely<Database>,
  row: NewDashboardSessionRow,
): Promise<DashboardSessionRow> {
  return db.insertInto("dashboard_sessions").values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<DashboardSessionRow | undefined> {
  return db
    .selectFrom("dashboard_sessions")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function findSessionById(
  db: Kysely<Database>,
  id: string,
): Promise<DashboardSessionRow | undefined> {
  return db.selectFrom("dashboard_sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Records activity; the guard keeps concurrent requests of the same minute from writing twice. */
export async function touchSession(
  db: Kysely<Database>,
  id: string,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .updateTable("dashboard_sessions")
    .set({ last_seen_at: at })
    .where("id", "=", id)
    .where("last_seen_at", "<=", staleBefore)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("dashboard_sessions").where("id", "=", id).execute();
}

/**
 * Takes the right to refresh the session's tokens until `lease.until`, while they still need it
 * (the access token expires before `lease.expiringBefore`). GitHub's refresh tokens are
 * single-use, so of two requests (or servers) that find the token stale, one refreshes.
 */
export async function claimRefreshLease(
  db: Kysely<Database>,
  id: string,
  lease: { now: Date; until: Date; expiringBefore: Date },
): Promise<DashboardSessionRow | undefined> {
  return (
    db
      .updateTable("dashboard_sessions")
      .set({ refresh_lease_until: lease.until })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([eb("refresh_lease_until", "is", null), eb("refresh_lease_until", "<", lease.now)]),
      )
      // A request that refreshed since this one read the session leaves nothing to refresh.
      .where("access_token_expires_at", "<=", lease.expiringBefore)
      .returningAll()
      .executeTakeFirst()
  );
}

export async function saveRefreshedTokens(
  db: Kysely<Database>,
  id: string,
  tokens: {
    accessToken: string;
    accessTokenExpiresAt: Date | null;
    refreshToken: string | null;
    refreshTokenExpiresAt: Date | null;
  },
): Promise<DashboardSessionRow | undefined> {
  return db
    .updateTable("dashboard_sessions")
    .set({
      access_token: tokens.accessToken,
      access_token_expires_at: tokens.accessTokenExpiresAt,
      refresh_token: tokens.refreshToken,
      refresh_token_expires_at: tokens.refreshTokenExpiresAt,
      refresh_lease_until: null,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function releaseRefreshLease(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable("dashboard_sessions")
    .set({ refresh_lease_until: null })
    .where("id", "=", id)
    .execute();
}

export async function saveRepositoryAccess(
  db: Kysely<Database>,
  id: string,
  access: RepositoryAccess[],
  at: Date,
): Promise<void> {
  await db
    .updateTable("dashboard_sessions")
    .set({ repository_access: JSON.stringify(access), access_checked_at: at })
    .where("id", "=", id)
    .execute();
}

/** Drops sessions past their absolute or idle expiry, and sign-ins never finished. */
export async function deleteExpiredDashboardRows(
  db: Kysely<Database>,
  { now, idleBefore, signInsBefore }: { now: Date; idleBefore: Date; signInsBefore: Date },
): Promise<void> {
  await db
    .deleteFrom("dashboard_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<", idleBefore)]))
    .execute();
  await db.deleteFrom("dashboard_sign_ins").where("created_at", "<", signInsBefore).execute();
}
