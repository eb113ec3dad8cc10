import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAgentTestContext, waitForJob } from "#testkit/app/agent-test-context.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { type FixtureFile, testRepo } from "#testkit/docs-sites/docs-repository.ts";
import { generateDocsSite } from "#testkit/docs-sites/generate-docs-site.ts";
import {
  GITHUB_API,
  isolateNetwork,
  nockArchive,
  nockCreateCommit,
  nockCreatePull,
  nockCreateRef,
  nockCreateTree,
  nockGetCommit,
  nockGetRef,
  nockGetTree,
  nockGraphQLBlobs,
  nockListPulls,
} from "#testkit/github/nock-github.ts";
import { testGitHubApp } from "#testkit/github/test-github-app.ts";
import {
  type ScriptedStep,
  scriptedModel,
  toolResultsSeen,
} from "#testkit/model/scripted-model.ts";
import { type AgentWorker, startAgentWorker } from "../../../app/agent/worker/agent-worker.ts";

const JOB = "job_0000000000000000000031";
const BRANCH = `inkwell/${JOB}`;
const BASE = "1111111111111111111111111111111111111111";
const limits = {
  maxSteps: 10,
  timeoutSeconds: 300,
  maxFileBytes: 262_144,
  maxFilesChanged: 20,
  maxRunTokens: 2_000_000,
};

/** How the snapshot of each size is fetched, and what the whole run then costs. */
const sizes = [
  { pages: 10, snapshot: "graphql", searchRun: 5, editRun: 10 },
  { pages: 1000, snapshot: "archive", searchRun: 6, editRun: 11 },
  { pages: 5000, snapshot: "archive", searchRun: 6, editRun: 11 },
] as const;

describe.each(oneDatabaseKind())("GitHub requests per agent run (%s)", (kind) => {
  const t = useAgentTestContext(kind);
  let workers: AgentWorker[];
  let counted: string[];

  beforeEach(async () => {
    await t.resetJobs();
    isolateNetwork();
    workers = [];
    counted = [];
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    nock.cleanAll();
  });

  /** Every request the run made to GitHub (API and download host), as nock saw them. */
  function count(...scopes: nock.Scope[]) {
    for (const scope of new Set(scopes)) {
      scope.on("request", (request: { method: string; path: string }) => {
        counted.push(`${request.method} ${request.path}`);
      });
    }
  }

  async function nockRepository(site: FixtureFile[], snapshot: "graphql" | "archive") {
    const api = nock(GITHUB_API);
    nockGetRef(api, testRepo, BRANCH, null);
    nockGetRef(api, testRepo, "main", BASE);
    nockGetCommit(api, testRepo, BASE, "tree-sha");
    nockGetTree(api, testRepo, "tree-sha", site);
    const download =
      snapshot === "archive"
        ? await nockArchive(api, testRepo, BASE, site)
        : nockGraphQLBlobs(api, site);
    count(api, download);
    return { api, download };
  }

  async function runJob(steps: ScriptedStep[]) {
    const model = scriptedModel(steps);
    workers.push(
      startAgentWorker({
        ctx: t.ctx({ id: "scripted:model", languageModel: model }),
        github: testGitHubApp(),
        concurrency: 1,
        pollIntervalMs: 5,
        limits,
        workerId: "worker-counts",
        sleep: async () => {},
      }),
    );
    const job = await waitForJob(t, JOB, undefined, 30_000);
    const ended = await t.database.db
      .selectFrom("job_events")
      .select("data")
      .where("job_id", "=", JOB)
      .where("type", "=", "run.ended")
      .executeTakeFirstOrThrow();
    return { job, model, github: ended.data.github as { requests: number; writes: number } };
  }

  it.each(sizes)(
    "searches $pages pages in $searchRun requests in all, the snapshot by $snapshot",
    async ({ pages, snapshot, searchRun }) => {
      await t.insertJob({ id: JOB, prompt: "Where do the docs explain scaling widget 3?" });
      const site = generateDocsSite(pages);
      const { api, download } = await nockRepository(site, snapshot);

      const { job, model, github } = await runJob([
        { calls: [["search_text", { pattern: "^# Scale widget 3\\b", ignoreCase: false }]] },
        { calls: [["finish", { summary: "Widget 3 is on section-0/page-3.", prTitle: "n/a" }]] },
      ]);

      expect(job.status).toBe("completed");
      expect(toolResultsSeen(model, 1)[0]?.output).toContain(
        "section-0/page-3.mdx:6: # Scale widget 3",
      );
      expect(counted).toHaveLength(searchRun);
      expect(github).toMatchObject({ requests: searchRun, writes: 0 });
      expect(github.requests).toBeLessThanOrEqual(60);
      expect(api.isDone() && download.isDone()).toBe(true);
    },
    60_000,
  );

  it.each(sizes)(
    "edits one page of $pages pages in $editRun requests in all, 4 of them writes",
    async ({ pages, snapshot, editRun }) => {
      await t.insertJob({ id: JOB, prompt: "Fix the typo on page 3." });
      const site = generateDocsSite(pages);
      const { api, download } = await nockRepository(site, snapshot);
      nockCreateTree(api, testRepo, (body) => Array.isArray(body.tree), "new-tree");
      nockCreateCommit(api, testRepo, (body) => body.tree === "new-tree", "new-commit");
      nockCreateRef(api, testRepo, BRANCH, "new-commit");
      nockListPulls(api, testRepo, BRANCH, []);
      nockCreatePull(api, testRepo, () => true, { number: 3 });

      const { job, github } = await runJob([
        {
          calls: [
            [
              "replace_in_file",
              {
                path: "section-0/page-3.mdx",
                oldText: "building blocks",
                newText: "building-blocks",
              },
            ],
          ],
        },
        { calls: [["finish", { summary: "Fixed the typo.", prTitle: "Fix a typo" }]] },
      ]);

      expect(job.status).toBe("completed");
      expect(counted).toHaveLength(editRun);
      expect(github).toMatchObject({ requests: editRun, writes: 4 });
      expect(api.isDone() && download.isDone()).toBe(true);
    },
    60_000,
  );
});
