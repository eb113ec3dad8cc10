import { describe, expect, it } from "vitest";
import { createTestClock } from "#testkit/app/test-clock.ts";
import { testGitHubApp } from "#testkit/github/test-github-app.ts";
import { testAgentModel } from "#testkit/model/scripted-model.ts";
import { startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import type { AppContext } from "../../../app/app-context.ts";
import { loadConfig } from "../../../app/config.ts";
import { createLogger } from "../../../app/create-logger.ts";

/** The line a worker that cannot run writes, for what is configured. */
async function notStartedLine(options: {
  model: boolean;
  github: boolean;
  concurrency: string;
}): Promise<string> {
  const lines: string[] = [];
  const ctx = {
    config: loadConfig({ INKWELL_AGENT_CONCURRENCY: options.concurrency }),
    // Never touched: a worker that does not start reads nothing.
    db: undefined as unknown as AppContext["db"],
    clock: createTestClock(),
    log: createLogger(
      { level: "info", secrets: [] },
      { write: (line: string) => lines.push(line) },
    ),
    agentModel: options.model ? testAgentModel() : undefined,
  } satisfies AppContext;
  const worker = startAgentWorker({ ctx, github: options.github ? testGitHubApp() : undefined });
  await worker.stop();
  return (JSON.parse(lines[0] ?? "{}") as { msg?: string }).msg ?? "";
}

describe("an agent worker that cannot start", () => {
  it("names only what is missing", async () => {
    expect(await notStartedLine({ model: false, github: true, concurrency: "2" })).toBe(
      "agent worker not started: set INKWELL_MODEL",
    );
    expect(await notStartedLine({ model: true, github: false, concurrency: "2" })).toBe(
      "agent worker not started: set the GitHub App (APP_ID, PRIVATE_KEY, WEBHOOK_SECRET)",
    );
    expect(await notStartedLine({ model: true, github: true, concurrency: "0" })).toBe(
      "agent worker not started: set INKWELL_AGENT_CONCURRENCY of 1 or more",
    );
  });
});
