/**
 * Escape sequences as terminals read them: CSI (`ESC [` or the 8-bit U+009B, parameters, a final
 * byte), OSC, DCS, SOS, PM and APC strings (ended by BEL or ST, or running to the end), and the
 * two-byte `ESC x` forms.
 */
const escapeSequence =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what the pattern removes.
  /(?:\x1b\[|\x9b)[\x20-\x3f]*[\x40-\x7e]?|(?:\x1b[\]P^_X]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?|\x1b[\x20-\x7e]?/g;

/**
 * Every other character a terminal acts on rather than shows: C0 controls but tab and line feed
 * (a carriage return only before a line feed), DEL, C1 controls, and the bidirectional marks,
 * overrides and isolates that make text read in another order than it is stored (as
 * `toSingleLine` does for the client's one-line messages).
 */
const controlCharacter =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what the pattern replaces.
  /\r(?!\n)|[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from outside (the API's answers, the model's words, paths from page views, the server's
 * errors) made safe to print on a terminal: escape sequences removed whole, and every other
 * control character shown as U+FFFD, so nothing the text holds can move the cursor, rewrite
 * earlier lines, set the window title, write a link or the clipboard, or reorder what is read.
 */
export function terminalSafe(text: string): string {
  return text.replace(escapeSequence, "").replace(controlCharacter, "\uFFFD");
}

/**
 * JSON for a terminal: `JSON.stringify` already escapes C0 controls, and this escapes the rest
 * `terminalSafe` removes (DEL, C1 controls, bidirectional controls) as `\uXXXX`, so the document
 * decodes to exactly the same data.
 */
export function terminalSafeJson(data: unknown, indent?: number): string {
  return JSON.stringify(data, null, indent).replace(
    /[\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
