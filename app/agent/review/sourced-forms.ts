import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { MS_PER_UNIT } from "./written-durations.ts";

/** A setting's key path as prose writes it: `ingress.host`, `retry.max_attempts`. */
const keyPath = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+$/;

/** A fenced code block of a config language, possibly indented (in a list item or admonition). */
const configFence =
  /^([ \t]*)(```|~~~)[ \t]*(ya?ml|toml|jsonc?|json5)\b[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gim;

/**
 * The config documents a file holds: the file itself when it is YAML, TOML or JSON, and the
 * config samples of a page (fenced as `yaml`, `toml` or `json`). What does not parse is left out.
 */
function configDocuments(path: string, text: string): unknown[] {
  const kind = /\.(ya?ml|toml|json)$/i.exec(path)?.[1]?.toLowerCase();
  const blocks: { kind: string; text: string }[] = kind
    ? [{ kind, text }]
    : [...text.matchAll(configFence)].map((match) => {
        const indent = match[1] as string;
        const body = (match[4] as string)
          .split("\n")
          .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
          .join("\n");
        return { kind: (match[3] as string).toLowerCase(), text: body };
      });
  const documents: unknown[] = [];
  for (const block of blocks) {
    try {
      if (block.kind.startsWith("y")) documents.push(parseYaml(block.text));
      else if (block.kind === "toml") documents.push(parseToml(block.text));
      else documents.push(JSON.parse(block.text));
    } catch {
      // A sample with placeholders or comments is no config to read keys from.
    }
  }
  return documents;
}

function holdsKeys(value: unknown, keys: readonly string[]): boolean {
  if (keys.length === 0) return true;
  if (Array.isArray(value)) return value.some((item) => holdsKeys(item, keys));
  if (value === null || typeof value !== "object") return false;
  const [first, ...rest] = keys as [string, ...string[]];
  return Object.hasOwn(value, first) && holdsKeys((value as Record<string, unknown>)[first], rest);
}

/**
 * Whether a file holds a key path (`ingress.host`) as the nested keys a config writes it with
 * (`ingress:` then `host:` in YAML, `[ingress]` then `host =` in TOML, an object in JSON): the
 * file itself when it is a config file, or a config sample on a page.
 */
export function holdsKeyPath(fact: string, path: string, text: string): boolean {
  if (!keyPath.test(fact)) return false;
  if (!/\.(ya?ml|toml|json)$/i.test(path) && !/^[ \t]*(```|~~~)/m.test(text)) return false;
  const keys = fact.split(".");
  return configDocuments(path, text).some((document) => holdsKeys(document, keys));
}

/** The values a file's config documents give a key path, as text: `3` for `retry.max_attempts`. */
export function keyPathValues(fact: string, path: string, text: string): string[] {
  if (!keyPath.test(fact)) return [];
  if (!/\.(ya?ml|toml|json)$/i.test(path) && !/^[ \t]*(```|~~~)/m.test(text)) return [];
  const values: string[] = [];
  const walk = (value: unknown, keys: readonly string[]) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, keys);
      return;
    }
    if (keys.length === 0) {
      if (value !== null && typeof value !== "object") values.push(String(value));
      return;
    }
    if (value === null || typeof value !== "object") return;
    const [first, ...rest] = keys as [string, ...string[]];
    if (Object.hasOwn(value, first)) walk((value as Record<string, unknown>)[first], rest);
  };
  for (const document of configDocuments(path, text)) walk(document, fact.split("."));
  return values;
}

/** A duration as docs write it: `5s`, `30 seconds`, `500ms`, `10m`. */
const writtenDuration =
  /^(\d+(?:\.\d+)?)\s?(ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hours?)$/i;

/**
 * Durations as a program's source writes them: Go's `5*time.Second`, Rust's
 * `Duration::from_secs(5)`, Java's `Duration.ofSeconds(5)`, Python's `timedelta(seconds=5)`.
 */
const codeDurations: { pattern: RegExp; number: number; unit: number }[] = [
  {
    pattern:
      /(?<![\w.])(\d+(?:\.\d+)?)\s*\*\s*time\.(Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)\b/g,
    number: 1,
    unit: 2,
  },
  {
    pattern:
      /\btime\.(Nanosecond|Microsecond|Millisecond|Second|Minute|Hour)\s*\*\s*(\d+(?:\.\d+)?)(?![\w.])/g,
    number: 2,
    unit: 1,
  },
  {
    pattern: /\bDuration::from_(millis|secs|mins)\(\s*(\d+)\s*\)/g,
    number: 2,
    unit: 1,
  },
  {
    pattern: /\bDuration\.of(Millis|Seconds|Minutes|Hours)\(\s*(\d+)L?\s*\)/g,
    number: 2,
    unit: 1,
  },
  {
    pattern: /\btimedelta\(\s*(milliseconds|seconds|minutes|hours)\s*=\s*(\d+(?:\.\d+)?)\s*\)/g,
    number: 2,
    unit: 1,
  },
];

function msOf(number: string, unit: string): number | undefined {
  const per = MS_PER_UNIT[unit.toLowerCase()];
  return per === undefined ? undefined : Number(number) * per;
}

/**
 * Whether a file writes the duration as code does (`5*time.Second` for `5s`, `timedelta(minutes=10)`
 * for `10 minutes`): a default a program's source gives is a source for the docs that state it.
 */
export function writesDurationAsCode(fact: string, text: string): boolean {
  const written = writtenDuration.exec(fact.trim());
  if (!written) return false;
  const wanted = msOf(written[1] as string, written[2] as string);
  if (wanted === undefined) return false;
  return codeDurations.some(({ pattern, number, unit }) =>
    [...text.matchAll(pattern)].some(
      (match) => msOf(match[number] as string, match[unit] as string) === wanted,
    ),
  );
}
