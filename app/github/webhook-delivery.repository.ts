import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** Records a delivery id; false when it was recorded before (a redelivery, or a second server). */
export async function recordDelivery(
  db: Kysely<Database>,
  delivery: { id: string; event: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto("webhook_deliveries")
    .values({ id: delivery.id, event: delivery.event, received_at: delivery.receivedAt })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function forgetDelivery(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("webhook_deliveries").where("id", "=", id).execute();
}

/** Forgets deliveries received before `before`: GitHub redelivers for a few days at most. */
export async function deleteDeliveriesBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("webhook_deliveries").where("received_at", "<", before).execute();
}
