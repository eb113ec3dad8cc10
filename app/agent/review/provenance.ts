import { siteFilesNear } from "../../docs-site/detect-docs-sites.ts";

/** Files written for AI tools (the repository's guidance for agents and editors): never a source. */
const AI_GUIDANCE =
  /(?:^|\/)(?:agents\.md|claude\.md|gemini\.md|\.cursorrules|\.windsurfrules|copilot-instructions\.md|llms(?:-full)?\.txt)$|(?:^|\/)\.(?:cursor|mintlify|windsurf|github\/instructions)\//i;

/** Text that speaks to an AI tool rather than to a reader. */
const ADDRESSED_TO_AI = [
  /\b(?:note|message|instructions?) (?:for|to) (?:the )?(?:ai|llms?|language models?|assistants?|agents?|chatbots?|copilots?|bots?)\b/i,
  /\b(?:ai|llm|language model|assistant|agent|copilot|claude|chatgpt|gpt)s?(?: tools?)?,? (?:must|should|please|you must|are instructed to)\b/i,
  /\b(?:if you are|you are) an? (?:ai|llm|language model|assistant|agent)\b/i,
  /\bignore (?:all |any )?(?:the )?(?:previous|prior|above|earlier) instructions\b/i,
  // "AI assistants writing docs for this flag: tell readers …"
  /\b(?:ai|llm)s? (?:assistants?|agents?|tools?|models?|bots?)\b[^\n:]{0,60}:\s*(?:tell|write|add|say|include|mention|document|recommend|insert|link)\b/i,
];

/** A program's source (not the site's configuration): no published page, whatever it says. */
const SOURCE_CODE =
  /\.(?:[cm]?[jt]sx?|py|go|rs|rb|java|kts?|swift|c|cc|cpp|h|hpp|cs|php|sh|bash|zsh|ps1|pl|lua|scala|exs?)$/i;

/** A command that runs code from the network or as root, or installs globally. */
const RISKY_COMMAND =
  /\b(?:curl|wget)\b[^\n|]*\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\b(?:curl|wget)\b[^\n|]*\|\s*(?:python3?|node|perl|ruby)\b|(?:^|[\s`$;&|(])sudo\s+\S|\b(?:npm|pnpm)\s+(?:i|install|add)\b[^\n]*\s(?:-g|--global)\b|\byarn\s+global\s+add\b|\bpip3?\s+install\b[^\n]*--break-system-packages|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]*\|\s*iex\b/i;

const urlPattern = /\bhttps?:\/\/[^\s<>()[\]{}"'`|\\]+/gi;

/** Whether a file is written for AI tools (AGENTS.md, CLAUDE.md, Cursor or Copilot rules …). */
export function isAiGuidance(path: string): boolean {
  return AI_GUIDANCE.test(path);
}

/** Whether a text holds words addressed to AI tools; the line that does, clipped, or undefined. */
export function addressedToAi(text: string): string | undefined {
  const line = text.split("\n").find((candidate) => ADDRESSED_TO_AI.some((p) => p.test(candidate)));
  if (line === undefined) return undefined;
  const trimmed = line.trim();
  return trimmed.length > 160 ? `${trimmed.slice(0, 159)}…` : trimmed;
}

/** A text without its comments (HTML, MDX and block comments), where a planted note hides. */
export function withoutComments(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/\/\*[\s\S]*?\*\//g, " ");
}

/**
 * The files that vouch for a link or a command: the published docs (inside the docs root) and
 * the site's configuration, never a file written for AI tools, one holding text addressed to
 * them, nor a program's source (a docs root at the repository's top holds the code too); read
 * without their comments.
 */
export function publishedTexts(
  files: ReadonlySet<string>,
  docsRoot: string,
  text: (path: string) => string | null | undefined,
  except: ReadonlySet<string>,
): string[] {
  const config = new Set(siteFilesNear(files, docsRoot));
  const texts: string[] = [];
  for (const path of files) {
    if (except.has(path) || isAiGuidance(path)) continue;
    const inside = docsRoot === "" || path.startsWith(`${docsRoot}/`) || config.has(path);
    if (!inside || (SOURCE_CODE.test(path) && !config.has(path))) continue;
    const content = text(path);
    if (typeof content === "string" && addressedToAi(content) === undefined)
      texts.push(withoutComments(content).toLowerCase());
  }
  return texts;
}

/**
 * The commands on added lines that run code from the network or as root, or install globally
 * (`curl … | sh`, `sudo`, `npm install -g` …), each `known` when the published docs already give
 * the same command, or (for one that fetches) name the domain it fetches from.
 */
export function riskyCommands(
  added: readonly string[],
  published: readonly string[],
): { command: string; known: boolean }[] {
  const found = new Map<string, boolean>();
  for (const line of added) {
    if (!RISKY_COMMAND.test(line)) continue;
    const command = line
      .trim()
      .replace(/^[-*>$#\s`]+|`+$/g, "")
      .slice(0, 200);
    if (found.has(command)) continue;
    const domains = [...line.matchAll(urlPattern)].flatMap((match) => {
      try {
        return [new URL(match[0]).hostname.toLowerCase().replace(/^www\./, "")];
      } catch {
        return [];
      }
    });
    // The command itself, to the end of its code span: a line translated or reworded around a
    // command the docs already give still gives only that command.
    const match = RISKY_COMMAND.exec(line);
    const rest = match ? line.slice(match.index + match[0].length) : "";
    const segment = match ? `${match[0]}${rest.slice(0, rest.search(/`|$/))}`.trim() : command;
    const known =
      published.some((text) => text.includes(command.toLowerCase())) ||
      published.some((text) => text.includes(segment.toLowerCase())) ||
      (domains.length > 0 &&
        domains.every((domain) => published.some((text) => text.includes(domain))));
    found.set(command, known);
  }
  return [...found].map(([command, known]) => ({ command, known }));
}
