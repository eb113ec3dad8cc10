import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Takes or renews the lease of a deployment-wide task in one statement: it is this owner's when
 * nobody holds it, when this owner already does, or when the holder's lease has lapsed (a process
 * that died). True when the caller holds it until `now + leaseMs`.
 */
export async function takeProcessLease(
  db: Kysely<Database>,
  lease: { name: string; owner: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const expiresAt = new Date(lease.now.getTime() + lease.leaseMs);
  const result = await sql<{ owner: string }>`
    insert into process_leases (name, owner, expires_at)
    values (${lease.name}, ${lease.owner}, ${expiresAt})
    on conflict (name) do update set owner = excluded.owner, expires_at = excluded.expires_at
    where process_leases.owner = excluded.owner or process_leases.expires_at < ${lease.now}
    returning owner
  `.execute(db);
  return result.rows.length === 1;
}

/** Lets the lease go at once, so another process takes the task over without waiting for it to lapse. */
export async function releaseProcessLease(
  db: Kysely<Database>,
  lease: { name: string; owner: string },
): Promise<void> {
  await db
    .deleteFrom("process_leases")
    .where("name", "=", lease.name)
    .where("owner", "=", lease.owner)
    .execute();
}
