import { APICallError } from "ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  startDoubleWorker,
  useAgentTestContext,
  waitForJob,
} from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { scriptedModel } from "#testkit/model/scripted-model.ts";
import type { AgentWorker } from "../../../app/agent/worker/agent-worker.ts";
import { createLogger } from "../../../app/create-logger.ts";
import { toApiJob } from "../../../app/jobs/job.service.ts";

const JOB = "job_0000000000000000000001";
const PROMPT = "Document the CONFIDENTIAL-PROMPT-TEXT flag.";
const limits = {
  maxSteps: 10,
  timeoutSeconds: 300,
  maxFileBytes: 100_000,
  maxFilesChanged: 20,
  maxRunTokens: 2_000_000,
};

/** A provider's refusal as the SDK hands it over: its text quotes the prompt it was sent. */
function providerError(statusCode: number, isRetryable: boolean): APICallError {
  const message = `prompt is too long: "${PROMPT} CONFIDENTIAL-REPOSITORY-TEXT" has 215000 tokens > 200000 maximum`;
  const body = { type: "error", error: { type: "invalid_request_error", message } };
  return new APICallError({
    message,
    url: "https://api.anthropic.com/v1/messages",
    requestBodyValues: { system: "CONFIDENTIAL-REPOSITORY-TEXT", messages: [PROMPT] },
    statusCode,
    responseBody: JSON.stringify(body),
    isRetryable,
    data: body,
  });
}

describe.each(oneDatabaseKind())("a model provider's error text (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let workers: AgentWorker[];
  let lines: string[];

  let github: GitHubDouble;

  beforeEach(async () => {
    await t.resetJobs();
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    workers = [];
    lines = [];
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    await github.close();
  });

  function startWorker(error: APICallError) {
    const model = scriptedModel([
      {
        calls: [["list_files", {}]],
        before: () => {
          throw error;
        },
      },
    ]);
    const log = createLogger(
      { level: "info", secrets: [] },
      { write: (line) => void lines.push(line) },
    );
    const worker = startDoubleWorker(t, github, model, {
      ctx: { ...t.ctx({ id: "scripted:model", languageModel: model }), log },
      limits,
    });
    workers.push(worker);
  }

  it("gives the job a message of Inkwell's with the provider's status and code, and keeps the text in the log", async () => {
    await t.insertJob({ id: JOB, prompt: PROMPT });
    startWorker(providerError(400, false));

    const row = await waitForJob(t, JOB);
    expect(row.status).toBe("failed");
    const job = toApiJob(row);
    expect(job.error).toContain("HTTP 400");
    expect(job.error).toContain("invalid_request_error");
    expect(job.error).not.toContain("CONFIDENTIAL");
    expect(job.error).not.toContain("prompt is too long");

    const logged = lines.join("\n");
    expect(logged).toContain("prompt is too long");
    // The request the SDK kept (prompt and repository text) is not logged with it.
    expect(logged).not.toContain("requestBodyValues");
    expect(logged).not.toContain('"system"');
  });

  it("words a provider failure that is tried again, and the final error after the attempts, in Inkwell's words", async () => {
    await t.insertJob({ id: JOB, prompt: PROMPT });
    await t.database.db.updateTable("jobs").set({ attempts: 4 }).execute();
    startWorker(providerError(529, true));

    const row = await waitForJob(t, JOB);
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(
      /^The model provider (kept failing|failed) \(HTTP 529, invalid_request_error\)/,
    );
    expect(row.error).toContain("Gave up after 5 attempts");
    expect(row.error).not.toContain("CONFIDENTIAL");
  });
});
