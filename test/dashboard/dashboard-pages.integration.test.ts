import { beforeAll, describe, expect, it } from "vitest";
import { json } from "#testkit/app/test-server.ts";
import { createProjectWithKey, seedJob } from "#testkit/database/seed.ts";
import { oneDatabaseKind } from "#testkit/database/test-database.ts";
import { testRepo } from "#testkit/docs-sites/docs-repository.ts";
import {
  csrfTokenOf,
  type FakeUser,
  postForm,
  type SignedIn,
  signIn,
} from "#testkit/github/dashboard-github.ts";
import { useDashboardServer } from "#testkit/github/dashboard-server.ts";

const maintainer: FakeUser = {
  id: 4242,
  login: "mona",
  repositories: [{ id: 1, fullName: "acme/docs", permission: "maintain" }],
};

describe.each(oneDatabaseKind())("dashboard pages on %s", (kind) => {
  const { server, github } = useDashboardServer(kind, {
    // Audit lines are written at info, the default level.
    env: { INKWELL_JOB_RATE_LIMIT: "3", LOG_LEVEL: "info" },
  });
  let user: SignedIn;
  let csrf: string;
  let projectId: string;
  let apiKey: string;

  beforeAll(async () => {
    const owner = await createProjectWithKey(server.ctx);
    projectId = owner.project.id;
    apiKey = owner.key;
    await server.ctx.db
      .updateTable("projects")
      .set({ installation_id: 77 })
      .where("id", "=", projectId)
      .execute();
    user = await signIn(server, github, maintainer);
    csrf = csrfTokenOf(await (await page("/app")).text());
  });

  function page(path: string) {
    return server.request(path, { headers: { cookie: user.cookie } });
  }
  function post(path: string, fields: Record<string, string | string[]>, headers = {}) {
    return postForm(server, path, user.cookie, { _csrf: csrf, ...fields }, headers);
  }

  it("serves every page with a strict CSP, no inline script or style, and no store", async () => {
    for (const path of [
      "/app",
      `/app/projects/${projectId}/jobs`,
      `/app/projects/${projectId}/keys`,
      `/app/projects/${projectId}/analytics`,
      `/app/projects/${projectId}/time-zone`,
      "/app/no-such-page",
    ]) {
      const res = await page(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html>/);
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/\sstyle=/);
      expect(html).not.toMatch(/\son[a-z]+=/);
      expect(html).not.toMatch(/https?:\/\/(?!github\.com)[a-z]/i);
    }
  });

  it("serves its own stylesheet and script, cached for good under a versioned URL", async () => {
    const html = await (await page("/app")).text();
    const css = /href="(\/app\/static\/dashboard\.css\?v=[\w-]+)"/.exec(html)?.[1];
    const js = /src="(\/app\/static\/dashboard\.js\?v=[\w-]+)"/.exec(html)?.[1];
    for (const [url, type] of [
      [css, "text/css"],
      [js, "text/javascript"],
    ] as const) {
      const res = await server.request(url ?? "");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain(type);
      expect(res.headers.get("cache-control")).toContain("immutable");
    }
  });

  it("refuses a form without the session's CSRF token", async () => {
    const res = await postForm(server, `/app/projects/${projectId}/jobs`, user.cookie, {
      prompt: "Write docs",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("reload the page");
    const wrong = await postForm(server, `/app/projects/${projectId}/jobs`, user.cookie, {
      _csrf: "x".repeat(43),
      prompt: "Write docs",
    });
    expect(wrong.status).toBe(403);
  });

  it("refuses a form posted from another site, even with the token", async () => {
    const res = await post(
      `/app/projects/${projectId}/jobs`,
      { prompt: "Write docs" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("another site");
  });

  it("starts a job through the same service as the API, audits it, and shows it", async () => {
    const res = await post(`/app/projects/${projectId}/jobs`, {
      prompt: "Document the --dry-run flag",
      idempotencyKey: "A1b2C3d4E5f6G7h8I9j0K1l2",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    const jobId = /\/jobs\/(job_\w+)\?done=created$/.exec(location)?.[1] ?? "";
    expect(jobId).not.toBe("");
    const viaApi = await server.request(`/v2/agent/${projectId}/job/${jobId}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(await json(viaApi)).toMatchObject({ id: jobId, status: "active" });
    const audit = server.logs.find((line) => line.audit === "job.create" && line.jobId === jobId);
    expect(audit).toMatchObject({ login: "mona", githubUserId: 4242, projectId });
    expect(JSON.stringify(audit)).not.toContain(user.tokens.accessToken);

    const shown = await (await page(location)).text();
    expect(shown).toContain("Job started");
    expect(shown).toContain("Document the --dry-run flag");
    expect(shown).toContain("test:scripted-model");

    // The same form sent twice (a double click) makes one job.
    const again = await post(`/app/projects/${projectId}/jobs`, {
      prompt: "Document the --dry-run flag",
      idempotencyKey: "A1b2C3d4E5f6G7h8I9j0K1l2",
    });
    expect(again.headers.get("location")).toBe(location);
  });

  it("keeps the instruction and says what to fix when it is not valid", async () => {
    const res = await post(`/app/projects/${projectId}/jobs`, { prompt: "   " });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("prompt must not be empty");
    expect(html).toContain('aria-invalid="true"');
  });

  it("shares the API's job rate limit, and answers 429 with Retry-After", async () => {
    // The limit is 3 an hour; one job was made above. One through the API, then one here.
    const viaApi = await server.request(`/v2/agent/${projectId}/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "From the API" }),
    });
    expect(viaApi.status).toBe(201);
    const third = await post(`/app/projects/${projectId}/jobs`, { prompt: "Third" });
    expect(third.status).toBe(303);
    const refused = await post(`/app/projects/${projectId}/jobs`, { prompt: "Fourth <b>x</b>" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain("3 jobs per hour");
    // What was typed is kept, as text.
    expect(html).toContain("Fourth &lt;b&gt;x&lt;/b&gt;");
  });

  it("starts a job on the base branch the form names, and says so when it does not exist", async () => {
    // The test above used the hour's jobs up.
    await server.ctx.db.deleteFrom("rate_limit_counters").execute();
    github.addBranch("acme", "docs", "release-2.x", {});
    github.takeRequests();
    const res = await post(`/app/projects/${projectId}/jobs`, {
      prompt: "Document 2.x",
      baseBranch: "release-2.x",
    });
    expect(res.status).toBe(303);
    const jobId = /\/jobs\/(job_\w+)\?done=created$/.exec(res.headers.get("location") ?? "")?.[1];
    const row = await server.ctx.db
      .selectFrom("jobs")
      .select("base_ref")
      .where("id", "=", jobId ?? "")
      .executeTakeFirstOrThrow();
    expect(row.base_ref).toBe("release-2.x");
    const refused = await post(`/app/projects/${projectId}/jobs`, {
      prompt: "Document 2.x",
      baseBranch: "gone",
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("has no branch &quot;gone&quot;");
    expect(html).toContain('value="gone"');
    // Both branches were looked up on GitHub, not guessed.
    const asked = github.takeRequests().map((r) => r.path);
    for (const branch of ["release-2\\.x", "gone"]) {
      expect(asked).toContainEqual(
        expect.stringMatching(new RegExp(`/repos/acme/docs/git/ref/heads(%2F|/)${branch}$`)),
      );
    }
  });

  it("filters the job list by status and refuses an unknown status", async () => {
    const active = await (await page(`/app/projects/${projectId}/jobs?status=active`)).text();
    expect(active).toContain("Document the --dry-run flag");
    const failed = await (await page(`/app/projects/${projectId}/jobs?status=failed`)).text();
    expect(failed).toContain("No failed job.");
    const bad = await page(`/app/projects/${projectId}/jobs?status=exploded`);
    expect(bad.status).toBe(400);
  });

  it("creates a key shown once, which works against the API, then revokes it", async () => {
    const created = await post(`/app/projects/${projectId}/keys`, {
      name: "docs site",
      scopes: "read",
      expires: "30",
    });
    // Post, redirect, get: the key rides to the page in a one-time flash cookie.
    expect(created.status).toBe(303);
    const keysPage = `/app/projects/${projectId}/keys?done=created`;
    expect(created.headers.get("location")).toBe(keysPage);
    const flash = (created.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(flash).toMatch(/^inkwell_flash=/);
    const shownOnce = await server.request(keysPage, {
      headers: { cookie: `${user.cookie}; ${flash}` },
    });
    expect(shownOnce.headers.get("set-cookie")).toMatch(/^inkwell_flash=;/);
    const html = await shownOnce.text();
    const key = /id="new-key" type="text" readonly="" value="(ink_\w+)"/.exec(html)?.[1] ?? "";
    expect(key).toMatch(/^ink_[0-9A-Za-z]{40}$/);
    expect(html).toContain("shown this once");
    expect(html).toContain(projectId);

    const used = await server.request(`/v2/agent/${projectId}/jobs`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(used.status).toBe(200);
    const audit = server.logs.find((line) => line.audit === "key.create");
    expect(audit).toMatchObject({ login: "mona", keyName: "docs site", scopes: "read" });
    expect(JSON.stringify(server.logs)).not.toContain(key);

    // A reload of the page after the key was shown makes no key and shows none.
    const keyCount = () =>
      server.ctx.db
        .selectFrom("api_keys")
        .select("id")
        .where("project_id", "=", projectId)
        .execute();
    const before = (await keyCount()).length;
    const reloaded = await (await page(keysPage)).text();
    expect(reloaded).not.toContain(key);
    expect(reloaded).toContain("shown once and cannot be shown again");
    expect(await keyCount()).toHaveLength(before);

    const listed = await (await page(`/app/projects/${projectId}/keys`)).text();
    expect(listed).not.toContain(key);
    expect(listed).toContain(key.slice(0, 10));
    const keyId = /keys\/(key_\w+)\/revoke/.exec(
      listed.slice(listed.indexOf("docs site</th>")),
    )?.[1];
    const revoked = await post(`/app/projects/${projectId}/keys/${keyId}/revoke`, {});
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get("location")).toBe(`/app/projects/${projectId}/keys?done=revoked`);
    const refused = await server.request(`/v2/agent/${projectId}/jobs`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(401);

    // A revoked key can now be deleted from the page, as `inkwell keys delete` does.
    const revokedList = await (await page(`/app/projects/${projectId}/keys`)).text();
    expect(revokedList).toContain(`keys/${keyId}/delete`);
    const deleted = await post(`/app/projects/${projectId}/keys/${keyId}/delete`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe(`/app/projects/${projectId}/keys?done=deleted`);
    const afterDelete = await (await page(deleted.headers.get("location") ?? "")).text();
    expect(afterDelete).toContain("Key deleted.");
    expect(afterDelete).not.toContain(keyId ?? "missing");
  });

  it("deletes only keys that can no longer be used, and only this project's", async () => {
    const live = await createProjectWithKey(server.ctx, { repo: "acme/handbook" });
    const ownLive = /keys\/(key_\w+)\/revoke/.exec(
      await (await page(`/app/projects/${projectId}/keys`)).text(),
    )?.[1];
    const refusedLive = await post(`/app/projects/${projectId}/keys/${ownLive}/delete`, {});
    expect(refusedLive.status).toBe(400);
    expect(await refusedLive.text()).toContain("is still active: revoke it first");
    const foreign = await post(`/app/projects/${projectId}/keys/${live.keyId}/delete`, {});
    expect(foreign.status).toBe(404);
  });

  it("says what to fix in the key form", async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ name: "", scopes: "read", expires: "never" }, "Give the key a name"],
      [{ name: "ci", expires: "never" }, "at least one scope"],
      [{ name: "ci", scopes: "read", expires: "custom", expiresOn: "" }, "Choose the expiry date"],
      [
        { name: "ci", scopes: "read", expires: "custom", expiresOn: "2026-02-30" },
        "not a real date",
      ],
      [
        { name: "ci", scopes: "read", expires: "custom", expiresOn: "2020-01-01" },
        "must be in the future",
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await post(`/app/projects/${projectId}/keys`, fields);
      expect(res.status, message).toBe(400);
      expect(await res.text()).toContain(message);
    }
  });

  it("will not revoke another project's key through this project's page", async () => {
    const other = await createProjectWithKey(server.ctx, { repo: "acme/private" });
    const res = await post(`/app/projects/${projectId}/keys/${other.keyId}/revoke`, {});
    expect(res.status).toBe(404);
    const stillWorks = await server.request(`/v2/agent/${other.project.id}/jobs`, {
      headers: { authorization: `Bearer ${other.key}` },
    });
    expect(stillWorks.status).toBe(200);
  });

  it("follows up on a job and archives it, and refuses a follow-up to an archived job", async () => {
    const list = await (await page(`/app/projects/${projectId}/jobs`)).text();
    const jobId = /jobs\/(job_\w+)"/.exec(list)?.[1] ?? "";
    await server.ctx.db
      .updateTable("jobs")
      .set({ status: "completed" })
      .where("id", "=", jobId)
      .execute();
    server.clock.advance(3600_000);
    const followed = await post(`/app/projects/${projectId}/jobs/${jobId}/message`, {
      prompt: "Also add an example",
    });
    expect(followed.status).toBe(303);
    const shown = await (await page(followed.headers.get("location") ?? "")).text();
    expect(shown).toContain("Follow-up sent");
    expect(shown).toContain("Also add an example");

    const archived = await post(`/app/projects/${projectId}/jobs/${jobId}/archive`, {});
    expect(archived.status).toBe(303);
    const after = await (await page(archived.headers.get("location") ?? "")).text();
    expect(after).toContain("Archived");
    expect(after).not.toContain("Send follow-up");

    const refused = await post(`/app/projects/${projectId}/jobs/${jobId}/message`, {
      prompt: "One more",
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("archived");
    const logged = server.logs.filter(
      (line) => line.jobId === jobId && /follow_up|archive/.test(String(line.audit)),
    );
    expect(logged.map((line) => [line.audit, line.login])).toEqual([
      ["job.follow_up", "mona"],
      ["job.archive", "mona"],
    ]);
  });

  it("lists a draft with its badge, a failed job with its reason, and tells apart jobs that open alike", async () => {
    const prompt = "Update the quickstart for the new installer and its flags";
    const ids = ["job_twin0000000000000000001", "job_twin0000000000000000002"];
    for (const id of ids) {
      await seedJob(server.ctx.db, {
        id,
        projectId,
        prompt,
        repository: "https://github.com/acme/docs",
        at: server.clock.now(),
      });
    }
    await server.ctx.db
      .updateTable("jobs")
      .set({
        status: "completed",
        pr_number: 31,
        pr_link: "https://github.com/acme/docs/pull/31",
        pr_state: "draft",
        run_ending: "stopped_early",
      })
      .where("id", "=", ids[0] as string)
      .execute();
    await server.ctx.db
      .updateTable("jobs")
      .set({ status: "failed", error: "The base branch main does not exist in acme/docs." })
      .where("id", "=", ids[1] as string)
      .execute();
    const html = await (await page(`/app/projects/${projectId}/jobs`)).text();
    expect(html).toMatch(/acme\/docs#31<\/a><span class="badge badge-warn pr-state">Draft<\/span>/);
    expect(html).toContain("The base branch main does not exist in acme/docs.");
    for (const id of ids) expect(html).toContain(`<code>${id}</code>`);
  });

  it("opens the jobs page on the jobs, with the agent's figures after the list", async () => {
    const html = await (await page(`/app/projects/${projectId}/jobs`)).text();
    const list = html.indexOf('<h2 id="job-list">');
    const stats = html.indexOf('id="agent-quality"');
    expect(list).toBeGreaterThan(-1);
    expect(stats).toBeGreaterThan(list);
    expect(html.indexOf('id="start-job"')).toBeLessThan(list);
  });

  it("tells a job that stopped early as a draft by the same words on the projects page", async () => {
    const id = "job_early000000000000000001";
    await seedJob(server.ctx.db, {
      id,
      projectId,
      prompt: "Rewrite every page",
      repository: "https://github.com/acme/docs",
      at: new Date(server.clock.now().getTime() + 3_600_000),
    });
    await server.ctx.db
      .updateTable("jobs")
      .set({
        status: "completed",
        pr_number: 32,
        pr_link: "https://github.com/acme/docs/pull/32",
        pr_state: "draft",
        run_ending: "stopped_early",
      })
      .where("id", "=", id)
      .execute();
    const html = await (await page("/app")).text();
    const row = html.slice(html.indexOf(`/jobs/${id}`));
    expect(row).toMatch(
      /^[^<]*"><span class="badge badge-ok" title="Stopped early: the changes so far are in a draft pull request">/,
    );
    expect(row.slice(0, row.indexOf("</span></a>"))).toContain("Stopped early");
    expect(row.slice(0, row.indexOf("</span></a>"))).not.toContain("Completed");
  });

  it("says the pull request stays open when archiving, and closes it when asked", async () => {
    const created = await server.request(`/v2/agent/${projectId}/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Archive me with my pull request" }),
    });
    const jobId = ((await created.json()) as { id: string }).id;
    github.addBranch(testRepo.owner, testRepo.repo, "inkwell/archive-me", { "docs/a.md": "# A" });
    const pull = github.openPull(testRepo.owner, testRepo.repo, {
      head: "inkwell/archive-me",
      title: "Archive me",
    });
    await server.ctx.db
      .updateTable("jobs")
      .set({
        status: "completed",
        pr_number: pull,
        pr_link: `https://github.com/acme/docs/pull/${pull}`,
        pr_state: "open",
        run_ending: "finished",
      })
      .where("id", "=", jobId)
      .execute();
    const shown = await (await page(`/app/projects/${projectId}/jobs/${jobId}`)).text();
    expect(shown).toContain("Archive job (the pull request stays open)");
    expect(shown).toContain('name="closePullRequest"');
    expect(shown).toContain("Finished: the pull request is ready for review");

    const archived = await post(`/app/projects/${projectId}/jobs/${jobId}/archive`, {
      closePullRequest: "true",
    });
    expect(archived.status).toBe(303);
    expect(github.pullFor(testRepo.owner, testRepo.repo, "inkwell/archive-me")?.state).toBe(
      "closed",
    );
    const after = await (await page(archived.headers.get("location") ?? "")).text();
    expect(after).toContain("Job archived, and its pull request closed on GitHub.");
    expect(after).toContain("Archived: its pull request was closed");
  });

  it("never turns a pull request link that is not a web address into a link", async () => {
    const list = await (await page(`/app/projects/${projectId}/jobs`)).text();
    const jobId = /jobs\/(job_\w+)"/.exec(list)?.[1] ?? "";
    await server.ctx.db
      .updateTable("jobs")
      .set({ pr_link: "javascript:alert(1)//pull/1" })
      .where("id", "=", jobId)
      .execute();
    const html = await (await page(`/app/projects/${projectId}/jobs/${jobId}`)).text();
    expect(html).not.toContain('href="javascript:');
    const jobs = await (await page(`/app/projects/${projectId}/jobs`)).text();
    expect(jobs).not.toContain('href="javascript:');
  });

  it("answers 404 for an unknown job and a 415 page for a body that is not a form", async () => {
    expect((await page(`/app/projects/${projectId}/jobs/job_missing`)).status).toBe(404);
    const res = await server.request(`/app/projects/${projectId}/jobs`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ prompt: "x", _csrf: csrf }),
    });
    expect(res.status).toBe(415);
  });
});
