/**
 * Phrases a model writes in place of content it did not reproduce ("rest of the file unchanged",
 * "// ... existing content ..."). Written into a file, they silently delete what they stand for.
 */
const PLACEHOLDERS: readonly RegExp[] = [
  /\b(?:rest|remainder) of (?:the |this )?(?:file|page|document|content|text|sections?|article)\b.{0,40}?\b(?:unchanged|remains? the same|stays? the same|as before|as is|omitted|goes here)\b/i,
  /\b(?:existing|previous|original|remaining|unchanged|old) (?:content|text|sections?|lines|paragraphs|entries)\b.{0,30}?\b(?:unchanged|remains? the same|omitted|goes here|as before|as is|for brevity)\b/i,
  /(?:\.\.\.|…)\s*\(?\s*(?:existing|unchanged|previous|original|remaining|same)\s+(?:content|text|sections?|lines|as before)\b/i,
  /\b(?:unchanged|omitted|truncated|shortened|abbreviated) for brevity\b/i,
  /\b(?:same as|identical to|unchanged from) (?:before|the original|the existing (?:file|page|version))\b/i,
];

/**
 * The first line of `content` that reads like a placeholder for omitted content, unless the file
 * already had that line before (a page about editors may well say "rest of the file unchanged").
 */
export function findPlaceholder(content: string, before: string | undefined): string | undefined {
  const earlier = new Set((before ?? "").split(/\r?\n/).map((line) => line.trim()));
  for (const line of content.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "" || earlier.has(trimmed)) continue;
    if (PLACEHOLDERS.some((pattern) => pattern.test(trimmed))) return trimmed;
  }
  return undefined;
}
