import { describe, expect, it } from "vitest";
import { findApiUrlProblem } from "../../../shared/client/find-api-url-problem.ts";

const strict = { allowInsecureHttp: false };

describe("findApiUrlProblem", () => {
  it("accepts https anywhere", () => {
    expect(findApiUrlProblem("https://inkwell.example.com", strict)).toBeUndefined();
    expect(findApiUrlProblem("https://10.0.0.5:8443/inkwell/", strict)).toBeUndefined();
  });

  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://127.0.0.1:3000",
    "http://127.255.0.9",
    "http://127.1",
    "http://[::1]:3000",
    "http://[0:0:0:0:0:0:0:1]",
  ])("accepts plain http to the loopback host %s", (url) => {
    expect(findApiUrlProblem(url, strict)).toBeUndefined();
  });

  it.each([
    "http://inkwell.example.com",
    "http://10.0.0.5:3000",
    "http://128.0.0.1",
    "http://localhost.example.com",
    "http://127.0.0.1.nip.io",
    "http://[::2]",
    "http://0.0.0.0:3000",
  ])("refuses plain http to %s, which may be another machine", (url) => {
    expect(findApiUrlProblem(url, strict)).toBe("plain_http");
  });

  it("accepts plain http to another machine only when explicitly allowed", () => {
    expect(
      findApiUrlProblem("http://inkwell.internal", { allowInsecureHttp: true }),
    ).toBeUndefined();
  });

  it("refuses what is not an http(s) URL, and credentials in the URL", () => {
    expect(findApiUrlProblem("inkwell.example.com", strict)).toBe("not_a_url");
    expect(findApiUrlProblem("ftp://inkwell.example.com", strict)).toBe("not_http");
    expect(findApiUrlProblem("https://me:pw@inkwell.example.com", strict)).toBe("credentials");
    expect(findApiUrlProblem("https://me@inkwell.example.com", strict)).toBe("credentials");
  });
});
