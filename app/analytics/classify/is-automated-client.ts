import { getPattern } from "isbot";

// The bot library's pattern, made global so every match can be located, not only the first.
const botPattern = new RegExp(getPattern().source, "gi");
// `Mozilla/5.0 (<platform>) <engine>`: the first comment of a browser names its platform and, on
// phones and tablets, the device model.
const browserPlatform =
  /^Mozilla\/5\.0 \(((?:Linux|Android|iPhone|iPad|iPod|Windows NT|Macintosh|X11|CrOS)[^()]*)\) (?:AppleWebKit|Gecko)\//;
// Parts of real browsers' and in-app browsers' strings that the bot library mistakes for a bot:
// WeChat's in-app browser ("Process/tools"), Sogou's browser and search app, Apple News, smart-TV
// browsers (CE-HTML, NETTV, Opera's OMI, GoogleTV), Internet Explorer add-ons (QQDownload,
// chromeframe) and the screen sizes in-app browsers report ("1024x768" contains "24x7").
const browserProducts =
  /Process\/tools(?:mp)?\b|Sogou(?:MSE|MobileBrowser|Search)\b|(?:Apple)?News\/\d[\d.]*|QQDownload \d+|chromeframe\/[\d.]+|CE-HTML\/[\d.]+|NETTV\/[\d.]+|OMI\/[\w.]+|GoogleTV\/\w+|\b\d{2,4}x\d{2,4}\b/gi;

/**
 * True when the user agent belongs to an automated client (a crawler, a monitor, an HTTP library)
 * according to the `isbot` library, except where the library's match falls on a part of a real
 * browser's string that names no bot: a device model in the platform comment ("M bot 54",
 * "CUBOT", "GM Discovery II", "Google Nexus 4") or one of the browser products above.
 */
export function isAutomatedClient(userAgent: string): boolean {
  if (userAgent === "") return true;
  botPattern.lastIndex = 0;
  if (!botPattern.test(userAgent)) return false;

  const benign: Array<[number, number]> = [];
  const platform = browserPlatform.exec(userAgent);
  if (platform?.[1] && !/compatible|https?:|@/i.test(platform[1])) {
    benign.push([13, 13 + platform[1].length]);
  }
  if (/^(?:Mozilla|Opera)\//.test(userAgent)) {
    browserProducts.lastIndex = 0;
    for (const product of userAgent.matchAll(browserProducts)) {
      benign.push([product.index, product.index + product[0].length]);
    }
  }
  if (benign.length === 0) return true;

  botPattern.lastIndex = 0;
  for (const match of userAgent.matchAll(botPattern)) {
    // The library's matches can carry the space or punctuation around a word.
    const word = /[^\s;,()]+(?:[\s_-]+[^\s;,()]+)*/.exec(match[0]);
    const from = match.index + (word?.index ?? 0);
    const to = from + (word?.[0].length ?? match[0].length);
    const covered = benign.some(([start, end]) => from >= start && to <= end);
    if (!covered) return true;
  }
  return false;
}
