import type { Context } from "probot";
import type { AppContext } from "../app-context.ts";
import { forgetDelivery, recordDelivery } from "./webhook-delivery.repository.ts";

/**
 * Runs a webhook handler once per delivery (X-GitHub-Delivery), whichever server process receives
 * it: the delivery id is recorded first and a duplicate stops there. It is forgotten again if the
 * handler fails, so GitHub's redelivery can try again.
 */
export async function oncePerDelivery(
  ctx: Pick<AppContext, "db" | "clock" | "log">,
  context: Pick<Context, "id" | "name">,
  handle: () => Promise<void>,
): Promise<void> {
  const delivery = { id: context.id, event: context.name, receivedAt: ctx.clock.now() };
  if (!(await recordDelivery(ctx.db, delivery))) {
    ctx.log.info(
      { delivery: context.id, event: context.name },
      "duplicate webhook delivery ignored",
    );
    return;
  }
  try {
    await handle();
  } catch (error) {
    await forgetDelivery(ctx.db, context.id);
    throw error;
  }
}
