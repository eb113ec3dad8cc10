import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { getRequestListener } from "@hono/node-server";
import nock from "nock";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GITHUB_API, isolateNetwork } from "#testkit/github/nock-github.ts";
import { loadConfig } from "../../app/config.ts";
import { createSetupApp, hasEnvValue } from "../../app/github/setup-mode.tsx";

const ORIGINAL_ENV = "PORT=4000\nWEBHOOK_SECRET=old\n";

/** The conversion GitHub answers for a manifest code: the new app's credentials. */
function nockConversion(code: string) {
  return nock(GITHUB_API).post(`/app-manifests/${code}/conversions`).reply(201, {
    id: 77,
    pem: "-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----\n",
    webhook_secret: "new-secret",
    client_id: "Iv1.abc",
    client_secret: "shh",
    html_url: "https://github.com/apps/inkwell-test",
  });
}

/** The state the registration page minted, from its form's target and its cookie. */
async function startRegistration(base: string): Promise<{ state: string; cookie: string }> {
  const page = await fetch(`${base}/probot`);
  const html = await page.text();
  const state = /settings\/apps\/new\?state=([\w-]+)/.exec(html)?.[1] ?? "";
  const cookie = (
    page.headers.getSetCookie().find((c) => c.startsWith("inkwell_setup_state=")) ?? ""
  ).split(";")[0] as string;
  expect(state).not.toBe("");
  expect(cookie).toBe(`inkwell_setup_state=${state}`);
  return { state, cookie };
}

/** A GET with a Host header of the caller's choosing (fetch does not let a caller set Host). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

describe("registering the GitHub App in setup mode, as an attacker would try it", () => {
  let http: Server | undefined;
  let base = "";
  let envFile = "";

  beforeAll(async () => {
    isolateNetwork();
    const dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-setup-"));
    envFile = path.join(dir, ".env");
    const app = createSetupApp({
      config: {
        publicUrl: undefined,
        webhookProxyUrl: undefined,
        githubHost: { webUrl: "https://github.com", apiUrl: "https://api.github.com" },
        githubOrg: undefined,
      },
      log: pino({ level: "silent" }),
      token: "t".repeat(32),
      envFile,
      localUrl: () => base,
      assets: { stylesheetUrl: "/assets/inkwell.css", iconUrl: "/favicon.svg" },
    });
    http = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => http?.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  beforeEach(async () => {
    nock.cleanAll();
    await writeFile(envFile, ORIGINAL_ENV, { mode: 0o644 });
  });

  afterAll(() => {
    http?.close();
    nock.cleanAll();
  });

  it("changes nothing on a cross-site GET of the callback: it only shows a page asking to confirm", async () => {
    const conversion = nockConversion("attacker-code");
    const res = await fetch(`${base}/probot/setup?code=attacker-code&state=whatever`, {
      headers: { "sec-fetch-site": "cross-site" },
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Registration not started here");
    expect(conversion.isDone()).toBe(false);
    expect(await readFile(envFile, "utf8")).toBe(ORIGINAL_ENV);
  });

  it("refuses a cross-site POST of the form, which carries no state cookie", async () => {
    const conversion = nockConversion("attacker-code");
    const res = await fetch(`${base}/probot/setup`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "code=attacker-code&state=guessed",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Nothing was changed");
    expect(conversion.isDone()).toBe(false);
    expect(await readFile(envFile, "utf8")).toBe(ORIGINAL_ENV);
  });

  it("refuses a POST from another site's page even with this browser's state cookie", async () => {
    const { state, cookie } = await startRegistration(base);
    const conversion = nockConversion("attacker-code");
    const res = await fetch(`${base}/probot/setup`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        cookie,
      },
      body: `code=attacker-code&state=${state}`,
    });
    expect(res.status).toBe(403);
    expect(conversion.isDone()).toBe(false);
    expect(await readFile(envFile, "utf8")).toBe(ORIGINAL_ENV);
  });

  it("refuses a state minted for another browser", async () => {
    const mine = await startRegistration(base);
    const theirs = await startRegistration(base);
    const conversion = nockConversion("code123");
    const res = await fetch(`${base}/probot/setup`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: mine.cookie },
      body: `code=code123&state=${theirs.state}`,
    });
    expect(res.status).toBe(403);
    expect(conversion.isDone()).toBe(false);
    expect(await readFile(envFile, "utf8")).toBe(ORIGINAL_ENV);
  });

  it("answers nothing under a name that is not this server's (DNS rebinding), and never builds URLs from Host", async () => {
    const rebound = await getWithHost(`${base}/probot`, "evil.example");
    expect(rebound.status).toBe(403);
    const page = await (await fetch(`${base}/probot`)).text();
    expect(page).not.toContain("evil.example");
    expect(page).toContain(`${base}/probot/setup`);
  });

  it("writes the new app's credentials, readable by this user only, on the confirmation page's POST", async () => {
    const { state, cookie } = await startRegistration(base);
    const confirm = await fetch(`${base}/probot/setup?code=code123&state=${state}`, {
      headers: { cookie },
    });
    const form = await confirm.text();
    expect(form).toContain('action="/probot/setup"');
    expect(form).toContain('method="post"');
    expect(confirm.headers.get("content-security-policy")).toContain("form-action 'self'");
    expect(await readFile(envFile, "utf8")).toBe(ORIGINAL_ENV);

    const conversion = nockConversion("code123");
    const res = await fetch(`${base}/probot/setup`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
      body: `code=code123&state=${state}`,
      redirect: "manual",
    });
    expect(conversion.isDone()).toBe(true);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      "https://github.com/apps/inkwell-test/installations/new",
    );
    const env = await readFile(envFile, "utf8");
    expect(env).toContain("PORT=4000");
    expect(env).toContain("APP_ID=77");
    expect(env).toContain("WEBHOOK_SECRET=new-secret");
    expect(env).not.toContain("WEBHOOK_SECRET=old");
    expect(env).toContain("GITHUB_CLIENT_ID=Iv1.abc");
    // With the client id and secret, the restarted server needs INKWELL_SECRET: one is generated.
    expect(parseEnv(env).INKWELL_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect((await stat(envFile)).mode & 0o777).toBe(0o600);
    expect(() =>
      loadConfig({ ...parseEnv(env), PORT: "4000" }, path.dirname(envFile)),
    ).not.toThrow();
  });

  it("keeps an INKWELL_SECRET the env file already has", async () => {
    const kept = "k".repeat(40);
    await writeFile(envFile, `${ORIGINAL_ENV}INKWELL_SECRET=${kept}\n`);
    const { state, cookie } = await startRegistration(base);
    const conversion = nockConversion("code456");
    const res = await fetch(`${base}/probot/setup`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
      body: `code=code456&state=${state}`,
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(conversion.isDone()).toBe(true);
    const env = parseEnv(await readFile(envFile, "utf8"));
    expect(env.INKWELL_SECRET).toBe(kept);
    expect(env.APP_ID).toBe("77");
  });

  it("shows a page that says what happened when GitHub cannot be reached, and changes nothing", async () => {
    const { state, cookie } = await startRegistration(base);
    const down = nock(GITHUB_API)
      .post("/app-manifests/code123/conversions")
      .replyWithError({ code: "ECONNREFUSED", message: "connect ECONNREFUSED" });
    const res = await fetch(`${base}/probot/setup`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: `code=code123&state=${state}`,
    });
    expect(down.isDone()).toBe(true);
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain("GitHub could not be reached at https://api.github.com");
    expect(page).toContain("Nothing was changed");
    expect(await readFile(envFile, "utf8")).toBe(ORIGINAL_ENV);
  });

  it("refuses a code that is not one GitHub gives, with a page", async () => {
    const { state, cookie } = await startRegistration(base);
    const res = await fetch(`${base}/probot/setup`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: `code=${encodeURIComponent("../x")}&state=${state}`,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("start again at /probot");
  });

  it("offers an existing app's variables instead of a link that leads nowhere", async () => {
    const page = await (await fetch(`${base}/probot`)).text();
    expect(page).toContain("<code>APP_ID</code>");
    expect(page).not.toMatch(/href="\/probot\/import"/);
    expect(page).toContain('href="/assets/inkwell.css"');
  });
});

describe("whether a variable already has a value", () => {
  it("counts the environment and the env file, not empty or commented-out lines", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-env-"));
    const file = path.join(dir, ".env");
    await writeFile(file, "# INKWELL_SECRET=commented\nINKWELL_SECRET=\n");
    expect(await hasEnvValue(file, "INKWELL_SECRET")).toBe(false);
    expect(await hasEnvValue(file, "INKWELL_SECRET", { INKWELL_SECRET: "set" })).toBe(true);
    expect(await hasEnvValue(path.join(dir, "missing"), "INKWELL_SECRET")).toBe(false);
    await writeFile(file, "INKWELL_SECRET=abc\n");
    expect(await hasEnvValue(file, "INKWELL_SECRET")).toBe(true);
  });
});
