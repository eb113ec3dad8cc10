import { createMiddleware } from "hono/factory";
import { AppError } from "../app-error.ts";
import { formatBytes } from "../format-bytes.ts";
import type { HttpEnv } from "./http-env.ts";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

function isJsonContentType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? "").split(";")[0]?.trim() ?? "";
  return JSON_MEDIA_TYPE.test(mediaType);
}

export interface JsonBodyOptions {
  maxBytes: number;
  /** What a 415 says to send instead (default: JSON with its Content-Type). */
  unsupportedMessage?: string | undefined;
  /** Turns the parsed value into what the route's schema validates (an array into an object). */
  reshape?: ((value: unknown) => unknown) | undefined;
}

/**
 * Reads a JSON request body of at most `maxBytes`: 415 for another content type, 413 past the
 * limit (counted while streaming, so a lying Content-Length cannot get more through), 400 for
 * anything that is not valid UTF-8 JSON. The route's zod schema then validates the parsed value.
 */
export function jsonBody({ maxBytes, unsupportedMessage, reshape }: JsonBodyOptions) {
  return createMiddleware<HttpEnv>(async (c, next) => {
    if (!isJsonContentType(c.req.header("content-type"))) {
      throw new AppError(
        "unsupported_media_type",
        unsupportedMessage ??
          "Send the request body as JSON with the header Content-Type: application/json",
      );
    }
    const bytes = await readBodyBytes(c.req.raw, maxBytes);
    const text = decodeBody(bytes);
    refuseDeepJsonBytes(bytes, "The request body");
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof SyntaxError ? `: ${error.message}` : "";
      throw new AppError("invalid_json", `The request body is not valid JSON${reason}`);
    }
    // Hand the body to Hono's body cache, for whatever reads it as text after the route.
    // (Hono's types say string, but the cache holds promises: see HonoRequest#cachedBody.)
    const parsed = Promise.resolve(reshape ? reshape(value) : value);
    const cache = c.req.bodyCache as Record<string, unknown>;
    if (reshape) cache.json = parsed;
    else cache.text = Promise.resolve(text);
    // The route's validator reads the value parsed here: Hono's own json() would parse the text
    // again (after serialising a cached value back to text through a Response).
    c.req.json = <T>() => parsed as Promise<T>;
    await next();
  });
}

/**
 * A request body of at most `maxBytes` as UTF-8 text: 413 past the limit (the declared length,
 * then the bytes counted while streaming), 400 for bytes that are not UTF-8.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return decodeBody(await readBodyBytes(request, maxBytes));
}

/** A request body of at most `maxBytes`, as `readBodyText` reads it, before it is decoded. */
async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const limitText = formatBytes(maxBytes);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw tooLarge(limitText);
  }
  return readLimited(request, maxBytes, limitText);
}

/** UTF-8 bytes as text: 400 for bytes that are not UTF-8. */
function decodeBody(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("invalid_json", "The request body is not valid UTF-8");
  }
}

async function readLimited(
  request: Request,
  maxBytes: number,
  limitText: string,
): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limitText);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(limitText: string): AppError {
  return new AppError("payload_too_large", `The request body must be at most ${limitText}`);
}

/** How deep arrays and objects may nest in a request body: no request of the API needs more than a few. */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses (400) JSON nested deeper than MAX_JSON_DEPTH before it is parsed, in one pass that
 * skips strings: a body of a few megabytes of `[[[[…` costs the parser and what reads the value
 * next far more than its size suggests. `what` names the text in the message.
 */
export function refuseDeepJson(text: string, what: string): void {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 92)
        at++; // a backslash escapes the next character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 || code === 123) {
      depth++;
      if (depth > MAX_JSON_DEPTH) throw tooDeep(what);
    } else if (code === 93 || code === 125) depth--;
  }
}

/**
 * `refuseDeepJson` over the UTF-8 bytes of a body known to decode: the same answer, since the
 * bytes of quotes, backslashes and brackets occur in UTF-8 only as those characters. Strings are
 * skipped in a loop of their own, over a typed array: several times faster than the text's
 * `charCodeAt` on a batch of events.
 */
export function refuseDeepJsonBytes(bytes: Uint8Array, what: string): void {
  const end = bytes.length;
  let depth = 0;
  let at = 0;
  while (at < end) {
    const code = bytes[at++] as number;
    if (code === 34) {
      // A string: to its closing quote; a backslash escapes the byte after it.
      while (at < end) {
        const inner = bytes[at++] as number;
        if (inner === 34) break;
        if (inner === 92) at++;
      }
    } else if (code === 91 || code === 123) {
      if (++depth > MAX_JSON_DEPTH) throw tooDeep(what);
    } else if (code === 93 || code === 125) depth--;
  }
}

function tooDeep(what: string): AppError {
  return new AppError(
    "invalid_json",
    `${what} nests arrays and objects more than ${MAX_JSON_DEPTH} deep; send flatter JSON`,
  );
}
