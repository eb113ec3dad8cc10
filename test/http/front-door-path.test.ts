import { describe, expect, it } from "vitest";
import { pathnameOf } from "../../app/http/front-door.ts";

/** What the URL parser makes of a request target, trailing slashes dropped: the reference. */
function parsed(url: string): string | undefined {
  try {
    const pathname = new URL(url, "http://localhost").pathname;
    return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  } catch {
    return undefined;
  }
}

describe("the front door's pathname", () => {
  it.each([
    "/",
    "/healthz",
    "/healthz?x=1",
    "/api/github/webhooks",
    "/api/github/webhooks/",
    "/api/github/webhooks///",
    "/api/github/./webhooks",
    "/api/github/x/../webhooks",
    "/api/github/webhooks/.",
    "/api/%67ithub/webhooks",
    "//evil.example/api/github/webhooks",
    "/api//github/webhooks",
    "/v2/agent/prj_1/job/job_2?after=3#frag",
    "/a.b/c~d/e-f_g",
    "/.well-known/security.txt",
    "/a/b.",
    "/a\\b",
    "/ä",
    "*",
  ])("reads %s as the URL parser does", (url) => {
    expect(pathnameOf(url)).toBe(parsed(url));
  });
});
