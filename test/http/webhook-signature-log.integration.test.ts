import { describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";

describe("a webhook with a bad signature", () => {
  const { server } = useTestServer("pglite", { env: { LOG_LEVEL: "info" } });

  it("is refused with one warning line, without a stack or the payload", async () => {
    const before = server.rawLogs.length;
    const payload = JSON.stringify({ zen: "PAYLOAD-TEXT", hook_id: 1 });
    const res = await server.request("/api/github/webhooks", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "ping",
        "x-github-delivery": "00000000-0000-0000-0000-000000000042",
        "x-hub-signature-256": `sha256=${"0".repeat(64)}`,
      },
      body: payload,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await res.text();

    const lines = server.logs.slice(before);
    const raw = server.rawLogs.slice(before).join("\n");
    // Warnings and worse: exactly one, about the signature.
    const loud = lines.filter((line) => line.level >= 40);
    expect(loud).toHaveLength(1);
    expect(loud[0]?.level).toBe(40);
    expect(loud[0]?.msg).toMatch(/signature/i);
    expect(raw).not.toContain('"stack"');
    expect(raw).not.toContain("PAYLOAD-TEXT");
  });
});
