/** Files larger than this are not read: no page is, and reading one would only cost memory. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/** The file's text, or undefined when it is not UTF-8 text (an image, a binary with NUL bytes). */
export function decodeText(data: Buffer): string | undefined {
  if (data.includes(0)) return undefined;
  try {
    return decoder.decode(data);
  } catch {
    return undefined;
  }
}
