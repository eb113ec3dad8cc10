import { readFileSync } from "node:fs";
import type { Probot } from "probot";

/** A webhook payload recorded from GitHub, from testkit/fixtures/github/<name>.json. */
export function githubFixture(name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(new URL(`../fixtures/github/${name}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>;
}

let deliveries = 0;

/** Hands a payload to Probot as GitHub delivers it; each delivery gets a new id unless given one. */
export function deliverWebhook(
  probot: Probot,
  name: string,
  payload: Record<string, unknown>,
  id = `delivery-${++deliveries}`,
): Promise<void> {
  return probot.receive({ id, name, payload } as Parameters<Probot["receive"]>[0]);
}
