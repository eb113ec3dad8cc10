import { decodeNamedCharacterReference } from "decode-named-character-reference";

const SCRIPT_SCHEMES = new Set(["javascript", "vbscript", "livescript", "mocha"]);
const SAFE_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,]/;

/** The address as a browser reads it: references decoded, whitespace and controls dropped. */
function bareAddress(address: string): string {
  return (
    decodeCharacterReferences(address)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped.
      .replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff]/g, "")
      .toLowerCase()
  );
}

/**
 * Whether an address leaves the site it is on: it names a scheme (`https:`, `javascript:`, however
 * spelled) or another host (`//host`, and `/\host` or `\\host`, which browsers read alike).
 */
export function isOffSiteAddress(address: string): boolean {
  const bare = bareAddress(address);
  return /^[a-z][a-z0-9+.-]*:/.test(bare) || /^[/\\][/\\]/.test(bare);
}

/** HTML character references, numeric and named, as the browser decodes them in attributes. */
export function decodeCharacterReferences(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (whole, reference: string) => {
    if (reference.startsWith("#")) {
      const number =
        reference[1]?.toLowerCase() === "x"
          ? Number.parseInt(reference.slice(2), 16)
          : Number.parseInt(reference.slice(1), 10);
      return number > 0 && number <= 0x10ffff ? String.fromCodePoint(number) : "\uFFFD";
    }
    const decoded = decodeNamedCharacterReference(reference);
    return decoded === false ? whole : decoded;
  });
}

/**
 * Whether an address runs script when followed or loaded. Browsers drop tabs and newlines
 * anywhere in an address and control characters and spaces at its ends, so `java\tscript:` is
 * `javascript:`; every whitespace and control character is dropped before the scheme is read.
 */
export function isScriptAddress(address: string): boolean {
  const bare = bareAddress(address);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1];
  if (scheme === undefined) return false;
  if (SCRIPT_SCHEMES.has(scheme)) return true;
  return scheme === "data" && !SAFE_DATA.test(bare);
}
