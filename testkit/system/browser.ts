import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import axe from "axe-core";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** The machine's Chromium (Debian's `chromium` package); the tests never download a browser. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export const NO_CHROMIUM_MESSAGE = `browser tests skipped: no Chromium at ${CHROMIUM_PATH} (install it with \`apt-get install chromium\`, or set CHROMIUM_PATH)`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * Lets the browser reach only the server under test: any other address is either answered by
 * `handle` (a stand-in for GitHub's authorize page) or refused, so no test touches the network.
 */
export async function confineToServer(
  context: BrowserContext,
  serverUrl: string,
  handle: (url: URL) => { redirectTo: string } | undefined,
): Promise<string[]> {
  const refused: string[] = [];
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === serverUrl) return route.continue();
    const answer = handle(url);
    if (answer) {
      return route.fulfill({ status: 302, headers: { location: answer.redirectTo } });
    }
    refused.push(url.href);
    return route.abort("blockedbyclient");
  });
  return refused;
}

export interface AxeSummary {
  page: string;
  violations: { id: string; impact: string | null | undefined; targets: string[] }[];
  passes: number;
  /** Rules axe could not decide alone (for a person to look at), by id. */
  incomplete: string[];
}

/** Runs axe-core (WCAG 2.1 A and AA, and best practices) in the page as it is now. */
export async function checkAccessibility(page: Page, name: string): Promise<AxeSummary> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axe.source);
  const options = {
    runOnly: {
      type: "tag",
      values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
    },
  };
  // A string, since the tests are type-checked without the DOM's types.
  const results = (await page.evaluate(
    `axe.run(document, ${JSON.stringify(options)})`,
  )) as axe.AxeResults;
  return {
    page: name,
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    })),
    passes: results.passes.length,
    incomplete: results.incomplete.map((rule) => rule.id),
  };
}

/**
 * Where the browser tests put their screenshots and figures: `INKWELL_SCREENSHOTS` (e.g.
 * docs/screenshots) when set, so an ordinary test run leaves the work tree alone.
 */
function screenshotDir(): string | undefined {
  const dir = process.env.INKWELL_SCREENSHOTS;
  return dir ? path.resolve(dir) : undefined;
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const dir = screenshotDir();
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

export async function saveFigures(name: string, figures: unknown): Promise<void> {
  const dir = screenshotDir();
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), `${JSON.stringify(figures, null, 2)}\n`);
}

export interface PageWeight {
  page: string;
  html: number;
  css: number;
  js: number;
}

/** Bytes of the page's document, stylesheets and scripts as sent (before compression). */
export function weighPage(page: Page): () => Promise<Omit<PageWeight, "page">> {
  const sizes: Promise<{ type: string; bytes: number }>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (!["document", "stylesheet", "script"].includes(type)) return;
    if (response.status() >= 300 && response.status() < 400) return;
    sizes.push(
      response
        .body()
        .then((body) => ({ type, bytes: body.byteLength }))
        .catch(() => ({ type, bytes: 0 })),
    );
  });
  return async () => {
    const all = await Promise.all(sizes);
    const sum = (type: string) =>
      all.filter((s) => s.type === type).reduce((total, s) => total + s.bytes, 0);
    return { html: sum("document"), css: sum("stylesheet"), js: sum("script") };
  };
}
