import { type Kysely, sql } from "kysely";

// A batch's idempotency key is kept as the first 16 bytes of its SHA-256, and the batch's request
// hash as its 32 bytes, rather than as text: a row costs the same whatever the key's length (up to
// 255 characters), so the bytes one write key can add per event stay within the stated bound even
// in batches of one event. Keys of the last day are carried over, hashed the same way.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table analytics_batches add column key_digest bytea`.execute(db);
  await sql`alter table analytics_batches add column request_digest bytea`.execute(db);
  await sql`
    update analytics_batches set
      key_digest = substring(sha256(convert_to(key, 'UTF8')) from 1 for 16),
      request_digest = decode(request_hash, 'hex')
  `.execute(db);
  await sql`alter table analytics_batches drop constraint analytics_batches_pkey`.execute(db);
  await sql`alter table analytics_batches drop column key`.execute(db);
  await sql`alter table analytics_batches drop column request_hash`.execute(db);
  await sql`alter table analytics_batches alter column key_digest set not null`.execute(db);
  await sql`alter table analytics_batches alter column request_digest set not null`.execute(db);
  await sql`alter table analytics_batches add primary key (site_id, key_digest)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The keys themselves are gone: the last day's batches lose their replay protection.
  await sql`delete from analytics_batches`.execute(db);
  await sql`alter table analytics_batches drop constraint analytics_batches_pkey`.execute(db);
  await sql`alter table analytics_batches drop column key_digest`.execute(db);
  await sql`alter table analytics_batches drop column request_digest`.execute(db);
  await sql`alter table analytics_batches add column key text not null`.execute(db);
  await sql`alter table analytics_batches add column request_hash text not null`.execute(db);
  await sql`alter table analytics_batches add primary key (site_id, key)`.execute(db);
}
