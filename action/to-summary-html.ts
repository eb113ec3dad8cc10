const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
const UNPRINTABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// HTML's own characters, and the punctuation Markdown builds links, images, emphasis, code, tables,
// headings and math from (`_` stays: it is everywhere in names, and inside words it is not emphasis).
// As character references they are plain text in HTML and in Markdown alike.
const SYNTAX = /[&<>"'[\]()!`*|#~\\$]/g;

/**
 * Text from elsewhere (the server, the model, the prompt) as HTML for the job summary, which GitHub
 * renders as Markdown with HTML: every character that could start markup is a character reference,
 * and line breaks are `<br>`, so the text stays inside the element it is put in (a blank line would
 * end the HTML block and let Markdown in). Cut after `maxChars` characters.
 */
export function toSummaryHtml(text: string, maxChars = 20_000): string {
  const characters = Array.from(text);
  const cut = characters.length > maxChars;
  const shown = cut ? characters.slice(0, maxChars).join("") : text;
  const html = shown
    .replace(UNPRINTABLE, "\uFFFD")
    .replace(SYNTAX, (c) => `&#${c.charCodeAt(0)};`)
    .replace(LINE_BREAK, "<br>");
  return cut ? `${html}… (${characters.length - maxChars} more characters)` : html;
}
