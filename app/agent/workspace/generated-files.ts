/** How far into a file a generator's mark is looked for: generators put it at the top. */
const HEAD_CHARS = 1_500;

const MARKS = [
  /\bdo not edit\b/i,
  /\bdon'?t edit\b/i,
  /@generated\b/,
  /\bauto-?generated\b/i,
  /\b(?:this|the) (?:file|page) (?:is|was) (?:automatically )?generated\b/i,
  /\bgenerated (?:by|from|with)\b/i,
];

/** What makes a file generated, and where its text comes from, as the file says. */
export interface GeneratedMark {
  /** The line that marks it, as written (clipped). */
  mark: string;
  /** Its source as the mark or the front matter names it; undefined when it names none. */
  source: string | undefined;
}

/**
 * Whether a file says it is generated: a "do not edit" or generator line near its top, or (in a
 * Mintlify site) an `openapi:` field in its front matter, whose page the OpenAPI spec fills.
 */
export function generatedMarkOf(text: string): GeneratedMark | undefined {
  const head = text.slice(0, HEAD_CHARS);
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(head)?.[1];
  const openapi = front && /^openapi:\s*["']?([^"'\n]+)["']?\s*$/m.exec(front);
  if (openapi) {
    return {
      mark: `openapi: ${(openapi[1] as string).trim()}`,
      source: `the OpenAPI specification's operation ${(openapi[1] as string).trim()}`,
    };
  }
  for (const line of head.split("\n")) {
    if (!MARKS.some((mark) => mark.test(line))) continue;
    const mark = line
      .replace(/^\s*(?:<!--|\/\/+|#+|\/?\*+|\{\/\*|;+|%+)\s*/, "")
      .replace(/\s*(?:-->|\*\/\}?|\*+\/?)\s*$/, "")
      .trim();
    const source =
      /\b(?:from|by|with|edit|see|source:?)\s+`?([\w./@-]*[\w/-]\.[\w]+|[\w@-]+\/[\w./@-]+)`?/i.exec(
        mark,
      )?.[1];
    return { mark: mark.length > 160 ? `${mark.slice(0, 159)}…` : mark, source };
  }
  return undefined;
}

/** Whether the instruction names the file: by its path from the docs root or the repository, or its name. */
export function namedIn(instruction: string, repoPath: string, docsPath: string): boolean {
  const name = repoPath.slice(repoPath.lastIndexOf("/") + 1);
  const stem = name.replace(/\.[^.]+$/, "");
  const text = instruction.toLowerCase();
  return (
    text.includes(repoPath.toLowerCase()) ||
    text.includes(docsPath.toLowerCase()) ||
    text.includes(name.toLowerCase()) ||
    (stem.length >= 4 &&
      new RegExp(`(?<![\\w-])${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "i").test(
        instruction,
      ) &&
      /generat/i.test(instruction))
  );
}

/** The refusal of a change to a generated file, naming where its text comes from. */
export function generatedRefusal(shown: string, mark: GeneratedMark): string {
  return `${shown} is generated ("${mark.mark}"): a change to it is lost at the next generation. ${mark.source ? `Change its source, ${mark.source}, if you may` : "Change the source it is generated from, if you may"}, or leave it and say so in notDone; only an instruction that names ${shown} lets you edit it.`;
}
