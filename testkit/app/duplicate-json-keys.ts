/**
 * The keys that appear more than once in the same object of a JSON text. `JSON.parse` keeps the
 * last one silently, so a log line with two `name` or `requestId` keys reads differently in each
 * tool; this scans the text itself.
 */
export function duplicateJsonKeys(text: string): string[] {
  const duplicates: string[] = [];
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(text[i] ?? "")) i++;
  };
  const readString = (): string => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (): void => {
    skipSpace();
    const c = text[i];
    if (c === "{") {
      i++;
      const keys = new Set<string>();
      skipSpace();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        skipSpace();
        const key = readString();
        if (keys.has(key)) duplicates.push(key);
        keys.add(key);
        skipSpace();
        i++; // the colon
        readValue();
        skipSpace();
        if (text[i++] === "}") return;
      }
    }
    if (c === "[") {
      i++;
      skipSpace();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        readValue();
        skipSpace();
        if (text[i++] === "]") return;
      }
    }
    if (c === '"') {
      readString();
      return;
    }
    while (i < text.length && !/[,}\]\s]/.test(text[i] ?? "")) i++;
  };
  readValue();
  return duplicates;
}
