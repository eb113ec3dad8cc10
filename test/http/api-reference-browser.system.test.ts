import { describe, expect, it } from "vitest";
import { useTestServer } from "#testkit/app/test-server.ts";
import {
  confineToServer,
  hasChromium,
  launchChromium,
  NO_CHROMIUM_MESSAGE,
} from "#testkit/system/browser.ts";

describe.skipIf(!hasChromium())("the API reference in a browser with no other network", () => {
  const { server } = useTestServer("pglite");

  it("renders every route from this server alone, with no policy violation", async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const refused = await confineToServer(context, server.url, () => undefined);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await page.goto(`${server.url}/docs`);
      await page.waitForSelector(".opblock-summary-path", { timeout: 20_000 });
      const paths = await page.$$eval(".opblock-summary-path", (nodes) =>
        nodes.map((node) => node.getAttribute("data-path") ?? node.textContent ?? ""),
      );
      expect(paths).toEqual(
        expect.arrayContaining(["/v2/agent/{projectId}/job", "/v1/analytics/{projectId}/events"]),
      );
      expect(refused).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

if (!hasChromium()) {
  describe("the API reference in a browser", () => {
    it.skip(NO_CHROMIUM_MESSAGE, () => {});
  });
}
