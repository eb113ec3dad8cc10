/**
 * A number written in groups of three digits, by a comma or a space (`2,000`, `12 000`, `12 000`
 * with a no-break space), one separator throughout.
 */
const groupedNumber = /(?<![\d.,])(\d{1,3})([,\u00a0\u202f ])\d{3}(?:\2\d{3})*(?!\d|[.,]\d)/g;

/**
 * The text with numbers written in thousands groups written as plain digits: `2,000` and the
 * Czech `12 000` are `2000` and `12000`, as a config file or a code sample writes them.
 */
export function withoutDigitGroups(text: string): string {
  return text.replace(groupedNumber, (number) => number.replace(/[^\d]/g, ""));
}
