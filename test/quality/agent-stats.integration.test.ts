import { createHmac } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json } from "#testkit/app/test-server.ts";
import { createProjectWithKey, type ProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { useServerOnGitHubDouble } from "#testkit/github/dashboard-server.ts";
import { TEST_WEBHOOK_SECRET } from "#testkit/github/github-app-credentials.ts";
import { githubFixture } from "#testkit/github/github-fixture.ts";
import type { JobPublication, PublishedRun } from "../../app/db/schema.ts";

const METRICS_TOKEN = "metrics-token-0123456789abcdef";
const INKWELL_SHA = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
const HUMAN_SHA = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567";

const run = (instruction: string): PublishedRun => ({
  instructions: [instruction],
  summary: "Done.",
  changedFiles: [{ path: "docs/guides/install.md", change: "modified" }],
  findings: [],
  checksNote: null,
  assumptions: [],
  sources: [],
  notDone: [],
  stoppedEarly: null,
});

function publication(runs: number, commitSha = INKWELL_SHA): JobPublication {
  return {
    pending: false,
    commitSha,
    parentSha: "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391",
    baseRef: "main",
    prTitle: "Link the deploy guide",
    summary: "Done.",
    changedFiles: [],
    messageIds: [],
    runs: Array.from({ length: runs }, (_, n) => run(`instruction ${n + 1}`)),
  };
}

describe.each(oneDatabaseKind())("agent stats from recorded close webhooks (%s)", (kind) => {
  const { server, database, github } = useServerOnGitHubDouble(kind, {
    env: { INKWELL_METRICS_TOKEN: METRICS_TOKEN, INKWELL_MODEL_PRICE: "3,0.3,15" },
  });
  let project: ProjectWithKey;
  let deliveries = 0;

  // The repository and installation the recorded close webhooks name.
  beforeAll(() => {
    github.addRepository(
      "acme",
      "docs",
      [{ path: "docs/guides/install.md", content: "# Install\n\nRun the installer.\n" }],
      { id: 1001 },
    );
    github.addInstallation("acme", ["acme/docs"], { id: 42 });
  });

  beforeEach(async () => {
    await database.db.deleteFrom("pull_request_outcomes").execute();
    await database.db.deleteFrom("jobs").execute();
    await database.db.deleteFrom("projects").execute();
    project = await createProjectWithKey(server.ctx);
  });

  /** A job whose pull request `number` is open on branch inkwell/<id>, after `runs` published runs. */
  async function openedJob(
    n: number,
    runs: number,
    tokens = { input: 1000, cached: 400, output: 100 },
  ) {
    const id = `job_${String(n).padStart(22, "0")}`;
    await seedJob(database.db, {
      id,
      projectId: project.project.id,
      prompt: "Link the deploy guide.",
      repository: "https://github.com/acme/docs",
      at: new Date("2026-11-20T09:00:00Z"),
    });
    await database.db
      .updateTable("jobs")
      .set({
        status: "completed",
        pr_number: n,
        pr_link: `https://github.com/acme/docs/pull/${n}`,
        publication: JSON.stringify(publication(runs)),
        input_tokens: tokens.input,
        cached_input_tokens: tokens.cached,
        output_tokens: tokens.output,
      })
      .where("id", "=", id)
      .execute();
    return id;
  }

  /** GitHub's delivery of the recorded webhook, signed, to the server's webhook path. */
  async function deliverClose(
    n: number,
    recorded: "pull_request.closed.merged" | "pull_request.closed.unmerged",
    change: { headSha?: string; closedAt?: string } = {},
    job = n,
  ) {
    const payload = githubFixture(recorded) as {
      number: number;
      pull_request: Record<string, unknown> & { head: { ref: string; sha: string } };
    };
    payload.number = n;
    payload.pull_request.number = n;
    payload.pull_request.head.ref = `inkwell/job_${String(job).padStart(22, "0")}`;
    if (change.headSha) payload.pull_request.head.sha = change.headSha;
    if (change.closedAt) {
      payload.pull_request.closed_at = change.closedAt;
      if (payload.pull_request.merged_at) payload.pull_request.merged_at = change.closedAt;
    }
    const body = JSON.stringify(payload);
    const res = await server.request("/api/github/webhooks", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "pull_request",
        "x-github-delivery": `close-${++deliveries}`,
        "x-hub-signature-256": `sha256=${createHmac("sha256", TEST_WEBHOOK_SECRET).update(body).digest("hex")}`,
      },
      body,
    });
    expect(res.status).toBe(200);
  }

  const stats = async (query = "") => {
    const res = await server.request(`/v2/agent/${project.project.id}/stats${query}`, {
      headers: { authorization: `Bearer ${project.key}` },
    });
    return { status: res.status, body: await json(res) };
  };

  it("classifies each closed pull request: as is, after follow-ups, after human commits, unmerged", async () => {
    await openedJob(1, 1);
    await openedJob(2, 3);
    await openedJob(3, 1);
    await openedJob(4, 1);
    await deliverClose(1, "pull_request.closed.merged");
    await deliverClose(2, "pull_request.closed.merged");
    await deliverClose(3, "pull_request.closed.merged", { headSha: HUMAN_SHA });
    await deliverClose(4, "pull_request.closed.unmerged");

    const rows = await database.db
      .selectFrom("pull_request_outcomes")
      .select(["pr_number", "outcome", "runs"])
      .orderBy("pr_number")
      .execute();
    expect(rows).toEqual([
      { pr_number: 1, outcome: "merged_as_is", runs: 1 },
      { pr_number: 2, outcome: "merged_after_follow_ups", runs: 3 },
      { pr_number: 3, outcome: "merged_after_human_commits", runs: 1 },
      { pr_number: 4, outcome: "closed_unmerged", runs: 1 },
    ]);
  });

  it("compares trees, not head commits: a base merged in by Update branch keeps the outcome as is, an edited file does not", async () => {
    const installed = "# Install\n\nRun the installer, then `acme deploy`.\n";
    // Inkwell's commit on the pull request of job 5, the only change to its branch.
    const inkwell = github.addBranch("acme", "docs", "inkwell-commit", {
      "docs/guides/install.md": installed,
    });
    // Then main moved on, and Update branch brought it into both pull requests: job 5's keeps
    // Inkwell's page as it was, job 6's page a person edited afterwards.
    github.addBranch("acme", "docs", "main", { "docs/changelog.md": "# Changelog\n" });
    const updated = github.addBranch("acme", "docs", `inkwell/job_${"5".padStart(22, "0")}`, {
      "docs/guides/install.md": installed,
    });
    const edited = github.addBranch("acme", "docs", `inkwell/job_${"6".padStart(22, "0")}`, {
      "docs/guides/install.md": `${installed}Edited by hand.\n`,
    });
    const pulls: Record<number, number> = {};
    for (const n of [5, 6]) {
      const id = await openedJob(n, 1);
      pulls[n] = github.openPull("acme", "docs", { head: `inkwell/${id}`, title: `Job ${n}` });
      await database.db
        .updateTable("jobs")
        .set({
          pr_number: pulls[n],
          publication: JSON.stringify({
            ...publication(1, inkwell),
            changedFiles: [{ path: "docs/guides/install.md", change: "modified" }],
          }),
        })
        .where("id", "=", id)
        .execute();
    }
    github.takeRequests();
    await deliverClose(pulls[5] ?? 0, "pull_request.closed.merged", { headSha: updated }, 5);
    await deliverClose(pulls[6] ?? 0, "pull_request.closed.merged", { headSha: edited }, 6);
    // Each pull request's files and Inkwell's commit's tree were read, once each.
    const asked = github.takeRequests().map((request) => request.path);
    expect(asked.filter((path) => /\/pulls\/\d+\/files$/.test(path))).toHaveLength(2);
    expect(asked.filter((path) => path.endsWith(`/git/trees/${inkwell}`))).toHaveLength(2);

    const rows = await database.db
      .selectFrom("pull_request_outcomes")
      .select(["pr_number", "outcome"])
      .orderBy("pr_number")
      .execute();
    expect(rows).toEqual([
      { pr_number: pulls[5], outcome: "merged_as_is" },
      { pr_number: pulls[6], outcome: "merged_after_human_commits" },
    ]);
  });

  it("answers the period's figures: jobs by status, outcomes, the rates, the median time to merge, tokens and cost", async () => {
    await openedJob(1, 1);
    await openedJob(2, 1);
    await openedJob(3, 2);
    await openedJob(4, 1);
    await deliverClose(1, "pull_request.closed.merged", { closedAt: "2026-11-20T10:00:00Z" });
    await deliverClose(2, "pull_request.closed.merged", { closedAt: "2026-11-20T12:00:00Z" });
    await deliverClose(3, "pull_request.closed.merged", { closedAt: "2026-11-21T09:00:00Z" });
    await deliverClose(4, "pull_request.closed.unmerged");

    const { status, body } = await stats("?dateFrom=2026-11-01&dateTo=2026-12-01");
    expect(status).toBe(200);
    expect(body).toEqual({
      projectId: project.project.id,
      dateFrom: "2026-11-01T00:00:00.000Z",
      dateTo: "2026-12-01T00:00:00.000Z",
      jobs: { active: 0, completed: 0, needs_input: 0, archived: 4, failed: 0, total: 4 },
      pullRequests: {
        closed: 4,
        mergedAsIs: 2,
        mergedAfterFollowUps: 1,
        mergedAfterHumanCommits: 0,
        closedUnmerged: 1,
      },
      mergedAsIsRate: 0.5,
      mergedRate: 0.75,
      // Opened 09:00; merged after 1 h, 3 h and 24 h: the median is 3 h.
      medianTimeToMergeSeconds: 3 * 3600,
      tokens: { input: 4000, cachedInput: 1600, output: 400 },
      // 2,400 fresh input at $3, 1,600 cached at $0.30, 400 output at $15 per million.
      estimatedCostUsd: (2400 * 3 + 1600 * 0.3 + 400 * 15) / 1e6,
    });
  });

  it("counts a pull request in the period it closed in, and none outside it", async () => {
    await openedJob(1, 1);
    await deliverClose(1, "pull_request.closed.merged", { closedAt: "2026-11-20T15:30:00Z" });
    const before = await stats("?dateTo=2026-11-20T15:30:00Z");
    expect(before.body.pullRequests.closed).toBe(0);
    expect(before.body.mergedAsIsRate).toBeNull();
    expect(before.body.medianTimeToMergeSeconds).toBeNull();
    const during = await stats("?dateFrom=2026-11-20T15:30:00%2B00:00");
    expect(during.body.pullRequests).toMatchObject({ closed: 1, mergedAsIs: 1 });
  });

  it("keeps one outcome per job when a pull request is reopened and closed again", async () => {
    await openedJob(1, 1);
    await deliverClose(1, "pull_request.closed.unmerged");
    await deliverClose(1, "pull_request.closed.merged");
    const { body } = await stats();
    expect(body.pullRequests).toMatchObject({ closed: 1, mergedAsIs: 1, closedUnmerged: 0 });
  });

  it("counts outcomes in Prometheus as they are recorded", async () => {
    const scrape = async () => {
      const res = await server.request("/metrics", {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      return res.text();
    };
    const value = (text: string, outcome: string) =>
      Number(
        new RegExp(
          `^inkwell_agent_pull_requests_closed_total\\{outcome="${outcome}"\\} (\\d+)$`,
          "m",
        ).exec(text)?.[1] ?? 0,
      );
    const before = await scrape();
    await openedJob(1, 1);
    await openedJob(2, 1);
    await deliverClose(1, "pull_request.closed.merged");
    await deliverClose(2, "pull_request.closed.merged", { headSha: HUMAN_SHA });
    const after = await scrape();
    expect(value(after, "merged_as_is") - value(before, "merged_as_is")).toBe(1);
    expect(
      value(after, "merged_after_human_commits") - value(before, "merged_after_human_commits"),
    ).toBe(1);
  });

  it("refuses a bound that is not a date, and a period that ends before it starts, with 400", async () => {
    const bad = await stats("?dateFrom=yesterday");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("dateFrom must be a date");
    const backwards = await stats("?dateFrom=2026-11-02&dateTo=2026-11-01");
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain("dateTo must be later than dateFrom");
    const impossible = await stats("?dateFrom=2026-02-30");
    expect(impossible.status).toBe(400);
  });

  it("is in the OpenAPI document, with the definitions of the outcomes", async () => {
    const doc = await json(await server.request("/openapi.json"));
    const route = doc.paths["/v2/agent/{projectId}/stats"].get;
    expect(route.description).toContain("merged as is");
    expect(Object.keys(route.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403"]),
    );
    expect(doc.components.schemas.AgentStats.properties.mergedAsIsRate.description).toContain(
      "closed",
    );
  });

  it("answers another project's key with 403", async () => {
    const other = await createProjectWithKey(server.ctx, { repo: "acme/other" });
    const res = await server.request(`/v2/agent/${project.project.id}/stats`, {
      headers: { authorization: `Bearer ${other.key}` },
    });
    expect(res.status).toBe(403);
  });
});
