// Line breaks, other control characters (ANSI escapes start with one) and the invisible marks that
// reorder text on screen. Matched one at a time so each leaves a visible trace.
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text from elsewhere (a server, a model) made safe for one line of a log: line breaks become spaces,
 * so nothing it says can start a line of its own (a runner reads `::command::` at the start of a
 * line); control and bidirectional characters become U+FFFD; past `maxChars` characters it is cut.
 */
export function toSingleLine(text: string, maxChars = 2_000): string {
  const line = text.replace(LINE_BREAK, " ").replace(UNPRINTABLE, "\uFFFD").replace(/\t/g, " ");
  if (line.length <= maxChars) return line;
  const characters = Array.from(line);
  if (characters.length <= maxChars) return line;
  return `${characters.slice(0, maxChars - 1).join("")}…`;
}
