import { describe, expect, it } from "vitest";
import { createLineScrubber } from "../app/log-redaction.ts";

describe("createLineScrubber", () => {
  const scrub = createLineScrubber(["configured-secret-value"]);

  it("replaces every shape of credential, whatever the rest of the line", () => {
    const lines: [string, string][] = [
      ['{"msg":"key ink_abcdefgh1234"}', '{"msg":"key [redacted]"}'],
      ['{"msg":"GET /share/shr_abcdefgh12 200"}', '{"msg":"GET /share/[redacted] 200"}'],
      ['{"token":"ghs_abcdefgh1234"}', '{"token":"[redacted]"}'],
      ['{"token":"github_pat_abc_defgh1234"}', '{"token":"[redacted]"}'],
      ['{"h":"Bearer abcdefgh.ij"}', '{"h":"Bearer [redacted]"}'],
      ['{"h":"Basic dXNlcjpwYXNzd29yZA=="}', '{"h":"Basic [redacted]"}'],
      [
        '{"url":"/callback?CODE=abc&state=xyz"}',
        '{"url":"/callback?CODE=[redacted]&state=[redacted]"}',
      ],
      [
        '{"pem":"-----BEGIN RSA PRIVATE KEY-----\\nMIIE\\n-----END RSA PRIVATE KEY-----"}',
        '{"pem":"[redacted]"}',
      ],
      ['{"v":"configured-secret-value"}', '{"v":"[redacted]"}'],
    ];
    for (const [line, scrubbed] of lines) expect(scrub(line)).toBe(scrubbed);
  });

  it("returns a line without any credential as it was", () => {
    const line =
      '{"level":30,"req":{"method":"GET","url":"/v2/agent/prj_1/job/job_2"},"msg":"GET /v2/agent/prj_1/job/job_2 200 - 1ms"}';
    expect(scrub(line)).toBe(line);
  });
});
