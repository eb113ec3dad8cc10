import type { Context } from "probot";
import type { AppContext } from "../app-context.ts";
import { inSpan } from "../tracing.ts";
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
  await inSpan(
    `webhook ${context.name}`,
    { "github.event": context.name, "github.delivery": context.id },
    async (span) => {
      const delivery = { id: context.id, event: context.name, receivedAt: ctx.clock.now() };
      if (!(await recordDelivery(ctx.db, delivery))) {
        span.setAttribute("inkwell.duplicate", true);
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
    },
  );
}
