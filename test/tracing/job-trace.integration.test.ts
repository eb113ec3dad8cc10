import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, startTestServer, type TestServer } from "#testkit/app/test-server.ts";
import {
  createTestDatabase,
  oneDatabaseKind,
  type TestDatabase,
} from "#testkit/database/test-database.ts";
import { allFiles, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { type GitHubDouble, startGitHubDouble } from "#testkit/github/github-double.ts";
import { isolateNetwork } from "#testkit/github/nock-github.ts";
import { scriptedModel, testAgentModel } from "#testkit/model/scripted-model.ts";
import { recordInstallationLookup } from "../../app/github/installation-cache.repository.ts";
import { createApiKey } from "../../app/projects/api-key.service.ts";
import { createProject } from "../../app/projects/project.service.ts";
import { type RunningTracing, startTracing } from "../../app/start-tracing.ts";

const newPage = "# Deploy\n\nRun `acme deploy`. Add `--dry-run` to print the plan first.\n";

/** An exporter that keeps every span and tells when one of a given name has ended. */
class WatchedExporter extends InMemorySpanExporter {
  readonly #waiting: { name: string; resolve: (span: ReadableSpan) => void }[] = [];

  override export(spans: ReadableSpan[], done: Parameters<InMemorySpanExporter["export"]>[1]) {
    super.export(spans, done);
    for (const span of spans) {
      for (const waiter of this.#waiting.filter((w) => w.name === span.name)) waiter.resolve(span);
    }
  }

  ended(name: string): Promise<ReadableSpan> {
    const done = this.getFinishedSpans().find((span) => span.name === name);
    if (done) return Promise.resolve(done);
    return new Promise((resolve) => this.#waiting.push({ name, resolve }));
  }
}

describe.each(oneDatabaseKind())("one job's trace (%s)", (kind) => {
  const exporter = new WatchedExporter();
  let tracing: RunningTracing;
  let database: TestDatabase;
  let github: GitHubDouble;
  let server: TestServer;
  let projectId: string;
  let apiKey: string;

  beforeAll(async () => {
    // nock only refuses connections off this machine: GitHub is the double, and a
    // request that misses it must fail here rather than reach the internet.
    isolateNetwork();
    tracing = startTracing(
      { tracesUrl: "http://127.0.0.1:9/v1/traces", serviceName: "inkwell-test" },
      "0.0.0-test",
      exporter,
    );
    database = await createTestDatabase(kind);
    github = await startGitHubDouble();
    github.addRepository(testRepo.owner, testRepo.repo, allFiles);
    const model = scriptedModel([
      { calls: [["read_file", { path: "guides/deploy.md" }]] },
      { calls: [["write_file", { path: "guides/deploy.md", content: newPage }]] },
      {
        calls: [["finish", { summary: "Documented --dry-run.", prTitle: "Document --dry-run" }]],
      },
    ]);
    server = await startTestServer(database, {
      env: { GHE_HOST: github.host, GHE_PROTOCOL: "http", LOG_LEVEL: "info" },
      background: true,
      agentModel: testAgentModel(model, "scripted:docs-model"),
    });
    const project = await createProject(database.db, {
      repo: `${testRepo.owner}/${testRepo.repo}`,
      ref: "main",
      docsPath: "docs",
    });
    await recordInstallationLookup(database.db, project.id, {
      installationId: 7001,
      checkedAt: server.clock.now(),
    });
    projectId = project.id;
    apiKey = (await createApiKey(database.db, { projectId, now: server.clock.now() })).key;
  });

  afterAll(async () => {
    await server?.stop({ timeoutMs: 5_000 });
    await github?.close();
    await database?.close();
    await tracing?.stop();
  });

  it("follows a job from its HTTP request through the agent's model and GitHub calls to the pull request", async () => {
    const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    const created = await server.request(`/v2/agent/${projectId}/job`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${apiKey}`,
        "content-type": "application/json",
        traceparent,
      },
      body: JSON.stringify({ prompt: "Document the --dry-run flag in the deploy guide." }),
    });
    expect(created.status).toBe(201);
    const job = await json(created);

    const run = await exporter.ended("agent run");
    const spans = exporter.getFinishedSpans();
    const traceId = run.spanContext().traceId;
    // The caller's trace goes on: the request joins it, and the run, a while later and in the
    // worker, is the request's child.
    expect(traceId).toBe("0af7651916cd43dd8448eb211c80319c");
    const request = spans.find((span) => span.name === "HTTP POST /v2/agent/:projectId/job");
    expect(request?.parentSpanContext?.spanId).toBe("b7ad6b7169203331");
    expect(request?.attributes["http.response.status_code"]).toBe(201);
    expect(request?.attributes["inkwell.request_id"]).toBe(created.headers.get("x-request-id"));
    expect(run.parentSpanContext?.spanId).toBe(request?.spanContext().spanId);
    expect(run.attributes).toMatchObject({
      "inkwell.job_id": job.id,
      "inkwell.model": "scripted:docs-model",
      "inkwell.run.result": "completed",
      "inkwell.pr_link": expect.stringMatching(/\/acme\/docs\/pull\/1$/),
    });

    const inRun = (span: ReadableSpan): boolean => {
      for (let parent = span.parentSpanContext?.spanId; parent; ) {
        if (parent === run.spanContext().spanId) return true;
        parent = spans.find((s) => s.spanContext().spanId === parent)?.parentSpanContext?.spanId;
      }
      return false;
    };
    const runSpans = spans.filter(inRun);
    // The SDK's spans of each model call, without the prompt or the answer.
    const modelCalls = runSpans.filter((span) => span.name === "ai.generateText.doGenerate");
    expect(modelCalls.length).toBeGreaterThanOrEqual(2);
    for (const call of modelCalls) {
      expect(
        Object.keys(call.attributes).filter((key) => /prompt|response\.text/.test(key)),
      ).toEqual([]);
    }
    expect(runSpans.some((span) => span.name === "ai.toolCall")).toBe(true);
    // Each GitHub request, named by its route template: the commit, the branch, the pull request.
    const githubCalls = runSpans.filter((span) => span.name.startsWith("GitHub "));
    expect(githubCalls.map((span) => span.name)).toEqual(
      expect.arrayContaining([
        "GitHub POST /repos/{owner}/{repo}/git/commits",
        "GitHub POST /repos/{owner}/{repo}/git/refs",
        "GitHub POST /repos/{owner}/{repo}/pulls",
      ]),
    );
    const pull = githubCalls.find((s) => s.name === "GitHub POST /repos/{owner}/{repo}/pulls");
    expect(pull?.attributes["http.response.status_code"]).toBe(201);
    expect(pull?.spanContext().traceId).toBe(traceId);
    expect(github.pullFor(testRepo.owner, testRepo.repo, `inkwell/${job.id}`)).toBeDefined();

    // Log lines written inside the trace carry its id beside the request id.
    const runEnded = server.logs.find((line) => line.msg === "agent run ended");
    expect(runEnded?.trace_id).toBe(traceId);
  });

  it("measures how long the job waited for a worker and each model call's time and tokens, per model", async () => {
    // After the first test's job: one claim, and the model calls of its run.
    const { body } = await (
      server.ctx.metrics as NonNullable<TestServer["ctx"]["metrics"]>
    ).render();
    const value = (line: RegExp) => Number(body.match(line)?.[1]);
    expect(value(/^inkwell_job_claim_latency_seconds_count (\S+)$/m)).toBe(1);
    const calls = value(
      /^inkwell_model_call_duration_seconds_count\{model="scripted:docs-model",outcome="ok"\} (\S+)$/m,
    );
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(
      value(/^inkwell_model_call_tokens_count\{model="scripted:docs-model",kind="input"\} (\S+)$/m),
    ).toBe(calls);
    expect(
      value(/^inkwell_model_call_tokens_sum\{model="scripted:docs-model",kind="output"\} (\S+)$/m),
    ).toBeGreaterThan(0);
  });

  it("gives an analytics batch and the fold that counts it spans of their own", async () => {
    const sent = await server.request(`/v1/analytics/${projectId}/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        events: [{ path: "/guides/deploy", userAgent: "Mozilla/5.0 (X11; Linux x86_64)" }],
      }),
    });
    expect(sent.status).toBe(202);
    const ingest = await exporter.ended("analytics ingest");
    expect(ingest.attributes).toMatchObject({ "inkwell.events": 1, "inkwell.views.human": 1 });
    const request = exporter
      .getFinishedSpans()
      .find((span) => span.spanContext().spanId === ingest.parentSpanContext?.spanId);
    expect(request?.name).toBe("HTTP POST /v1/analytics/:projectId/events");
    const fold = await exporter.ended("analytics fold");
    expect(fold.attributes["inkwell.fold.batches"]).toBeGreaterThanOrEqual(1);
  });
});
