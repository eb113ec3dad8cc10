import type { PublishedRun, ReviewerNotes } from "../../db/schema.ts";
import { codeSpan } from "../../jobs/comment-reply-body.ts";
import { needsAttention } from "../review/reviewer-notes.ts";

/** The style warnings (not suggestions) on the lines a run wrote. */
function breaksOfStyle(run: PublishedRun): NonNullable<PublishedRun["warnings"]> {
  return (run.warnings ?? []).filter((warning) => warning.level !== "suggestion");
}

/** How the body begins when a run's change needs the reviewer's attention. */
export const REVIEW_ALERT_START = "> [!CAUTION]\n> **For the reviewer.**";

/** Makes model or repository text inert where GitHub would act on it (the body's `quiet`). */
type Inert = (text: string) => string;

/**
 * The warning at the top of the pull request body when a run's change holds what a reviewer must
 * look at before merging: links to domains nothing else in the repository names, texts presented
 * as fact that no repository file holds, calls the tools refused. Empty when there is none.
 */
export function reviewAlert(runs: readonly PublishedRun[]): string {
  const notes = runs.flatMap((run) =>
    run.review && needsAttention(run.review) ? [run.review] : [],
  );
  const styleBreaks = runs.reduce((sum, run) => sum + breaksOfStyle(run).length, 0);
  if (notes.length === 0 && styleBreaks === 0) return "";
  const lines: string[] = [];
  if (styleBreaks > 0) {
    lines.push(
      `${styleBreaks === 1 ? "A line" : `${styleBreaks} lines`} the change wrote ${styleBreaks === 1 ? "breaks" : "break"} the repository's style rules or its Markdown conventions: see Style warnings.`,
    );
  }
  const domains = [
    ...new Set(notes.flatMap((note) => note.links.filter((l) => !l.known).map((l) => l.domain))),
  ];
  if (domains.length > 0) {
    lines.push(
      `New links to ${domains.map(codeSpan).join(", ")}, which no other file of the repository and no instruction names: the pull request is a draft until someone checks them.`,
    );
  }
  const commands = [
    ...new Set(
      notes.flatMap((note) => (note.commands ?? []).filter((c) => !c.known).map((c) => c.command)),
    ),
  ];
  if (commands.length > 0) {
    lines.push(
      `Adds ${commands.length === 1 ? "a command" : `${commands.length} commands`} that run${commands.length === 1 ? "s" : ""} code from the network or as root, or install${commands.length === 1 ? "s" : ""} globally, which the published docs do not already give (${commands.map((command) => codeSpan(clip(command))).join(", ")}): the pull request is a draft until someone checks ${commands.length === 1 ? "it" : "them"}.`,
    );
  }
  const unsourced = notes.reduce(
    (sum, note) => sum + note.unsourced.length + note.moreUnsourced,
    0,
  );
  if (unsourced > 0) {
    lines.push(
      `${unsourced === 1 ? "1 text" : `${unsourced} texts`} presented as fact (code, flags, versions, addresses) appear in no file of the repository: check them against a source.`,
    );
  }
  const lost = notes.reduce(
    (sum, note) => sum + (note.lost ?? []).reduce((facts, item) => facts + item.facts.length, 0),
    0,
  );
  if (lost > 0) {
    lines.push(
      `The change removes ${lost === 1 ? "1 fact" : `${lost} facts`} (numbers, code, terms) the instruction did not ask to remove, and holds ${lost === 1 ? "it" : "them"} nowhere else: check that the pages still say what they must.`,
    );
  }
  const left = notes.flatMap((note) => (note.stale ?? []).filter((item) => item.leftElsewhere));
  if (left.length > 0) {
    const files = new Set(
      left.flatMap((item) => item.places.map((place) => place.replace(/:\d+$/, ""))),
    );
    lines.push(
      `The change replaces ${left.length === 1 ? "a value" : `${left.length} values`} on the pages it edits that ${files.size === 1 ? "another file" : `${files.size} other files`} still ${files.size === 1 ? "says" : "say"} (${[...files].slice(0, 4).map(codeSpan).join(", ")}${files.size > 4 ? ", …" : ""}): see below whether they describe the same thing.`,
    );
  }
  const inCode = notes.flatMap((note) => (note.stale ?? []).filter((item) => item.leftInCode));
  if (inCode.length > 0) {
    lines.push(
      `The change replaces or retires ${inCode.length === 1 ? "a value" : `${inCode.length} values`} (${inCode
        .slice(0, 4)
        .map((item) => codeSpan(item.value))
        .join(", ")}) that a code sample or command of the same page still holds: see below.`,
    );
  }
  const addressed = notes.flatMap((note) =>
    (note.stale ?? []).filter((item) => item.leftInAddress),
  );
  if (addressed.length > 0) {
    lines.push(
      `The change replaces a port on ${addressed.length === 1 ? "a page" : `${addressed.length} pages`} that still ${addressed.length === 1 ? "gives" : "give"} the old one in an address (${addressed.map((item) => codeSpan(item.replacedIn)).join(", ")}): see below.`,
    );
  }
  const labels = notes.reduce((sum, note) => sum + (note.labels?.length ?? 0), 0);
  if (labels > 0) {
    lines.push(
      `${labels === 1 ? "A navigation label or link text says" : `${labels} navigation labels or link texts say`} something else than the page or heading ${labels === 1 ? "it points" : "they point"} at: see below.`,
    );
  }
  const losses = notes.reduce((sum, note) => sum + (note.linkLosses?.length ?? 0), 0);
  if (losses > 0) {
    lines.push(
      `${losses === 1 ? "A link lost" : `${losses} links lost`} the section or the page ${losses === 1 ? "it pointed" : "they pointed"} at: see below.`,
    );
  }
  const offTarget = notes.reduce((sum, note) => sum + (note.offTarget?.length ?? 0), 0);
  if (offTarget > 0) {
    lines.push(
      "The change edits a table row or a section beside the one the instruction names: see below.",
    );
  }
  const unwritten = notes.reduce((sum, note) => sum + (note.unwritten?.length ?? 0), 0);
  if (unwritten > 0) {
    lines.push(
      `The instruction gives ${unwritten === 1 ? "a value" : `${unwritten} values`} that the changed pages do not follow (not written, or the old one still there): see below.`,
    );
  }
  const linkForms = notes.reduce((sum, note) => sum + (note.linkForms?.length ?? 0), 0);
  if (linkForms > 0) {
    lines.push(
      `${linkForms === 1 ? "A new link is" : `${linkForms} new links are`} written in another form than the site's pages link each other: see below.`,
    );
  }
  const navigation = notes.reduce((sum, note) => sum + (note.navigation?.length ?? 0), 0);
  if (navigation > 0) {
    lines.push(
      `The navigation change puts, writes or drops ${navigation === 1 ? "an entry" : `${navigation} entries`} unlike the instruction or the rest of the navigation: see below.`,
    );
  }
  const codeSamples = notes.reduce((sum, note) => sum + (note.codeSamples?.length ?? 0), 0);
  if (codeSamples > 0) {
    lines.push(
      `The change alters ${codeSamples === 1 ? "a code sample's" : `${codeSamples} code samples'`} language, lines or words beyond what the instruction asks for: see below.`,
    );
  }
  if (notes.some((note) => (note.namedPages?.length ?? 0) > 0)) {
    lines.push(
      "The instruction names a page the change leaves as it is, while it edits others: see below.",
    );
  }
  if (notes.some((note) => (note.languages?.length ?? 0) > 0)) {
    lines.push(
      "The change edits another language than the instruction names, or writes in another language than the page's: see below.",
    );
  }
  if (notes.some((note) => (note.unreadSources?.length ?? 0) > 0)) {
    lines.push(
      "The change documents a flag whose source the agent did not read, or with a default its source does not give: check what it says against the code.",
    );
  }
  if (notes.some((note) => (note.repeated?.length ?? 0) > 0)) {
    lines.push("The change writes again what a page already says: see below.");
  }
  if (notes.some((note) => (note.statements?.length ?? 0) > 0)) {
    lines.push(
      "The change writes a statement that says otherwise than the instruction (reversed, or one value's meaning given to another): see below.",
    );
  }
  if (notes.some((note) => (note.forms?.length ?? 0) > 0)) {
    lines.push(
      "The change rewrites a line in another form than it had (a heading's case, a front matter value's quotes): see below.",
    );
  }
  if (notes.some((note) => (note.editNotes?.length ?? 0) > 0)) {
    lines.push(
      "The change writes a remark on the edit into a page, which readers take as part of the fact: see below.",
    );
  }
  const refused = notes.reduce((sum, note) => sum + note.refused.length, 0);
  if (refused > 0) {
    lines.push(
      `The tools refused ${refused === 1 ? "1 call" : `${refused} calls`} the rules forbid: see what the agent tried, and whether the change carries out something planted in the repository.`,
    );
  }
  return `${REVIEW_ALERT_START} ${lines.join("\n> ")}\n\n`;
}

/**
 * A run's "What to look at" section: new external links by domain, texts presented as fact that
 * no repository file holds, values the change replaced that other places still say, "No sources cited" when the agent gave none, and the calls the tools
 * refused. Empty for runs published before these notes were kept, or with nothing to say.
 */
export function reviewerNotesSection(run: PublishedRun, level: string, inert: Inert): string {
  const notes = run.review;
  if (!notes) return "";
  const parts: string[] = [];
  if (notes.links.length > 0) parts.push(`New external links, by domain:\n\n${linkList(notes)}`);
  if (notes.unsourced.length > 0) {
    const more = notes.moreUnsourced > 0 ? `, and ${notes.moreUnsourced} more` : "";
    const unsearched =
      notes.unsearchedFiles > 0
        ? `; ${notes.unsearchedFiles} files the run did not hold were not searched`
        : "";
    parts.push(
      `Presented as fact, but in no file of the repository (${notes.searchedFiles} files searched${unsearched}) nor in the instruction:\n\n${notes.unsourced.map((text) => `- ${codeSpan(clip(text))}`).join("\n")}${more}`,
    );
  }
  if (notes.commands && notes.commands.length > 0) {
    parts.push(
      `Commands that run code from the network or as root, or install globally:\n\n${notes.commands
        .map(
          (command) =>
            `- ${codeSpan(clip(command.command))}${command.known ? " (the published docs already give it)" : " (the published docs do not give it)"}`,
        )
        .join("\n")}`,
    );
  }
  if (notes.addressedToAi && notes.addressedToAi.length > 0) {
    parts.push(
      `Files the agent read that hold text addressed to AI tools (content, not instructions):\n\n${notes.addressedToAi
        .map((item) => `- ${codeSpan(item.path)}: ${codeSpan(clip(item.text))}`)
        .join("\n")}`,
    );
  }
  if (notes.stale && notes.stale.length > 0) {
    parts.push(
      `Values this change replaced or removed that other places still hold (update them, or say why they stay):\n\n${notes.stale
        .map(
          (item) =>
            `- still says ${codeSpan(clip(item.value))} (replaced in ${codeSpan(item.replacedIn)}): ${item.places.map(codeSpan).join(", ")}${item.more > 0 ? `, and ${item.more} more` : ""}`,
        )
        .join("\n")}`,
    );
  }
  if (notes.lost && notes.lost.length > 0) {
    parts.push(
      `Facts this change removed that the instruction did not ask to remove (no changed file holds them now):\n\n${notes.lost
        .map(
          (item) =>
            `- ${codeSpan(item.path)}: ${item.facts.map((fact) => codeSpan(clip(fact))).join(", ")}`,
        )
        .join("\n")}`,
    );
  }
  if (notes.shared && notes.shared.length > 0) {
    parts.push(
      `Edited content other pages show, and how it reads there:\n\n${notes.shared
        .map(
          (item) =>
            `- ${codeSpan(item.snippet)}, shown on:\n${item.uses
              .map(
                (use) =>
                  `  - ${codeSpan(use.page)}${use.props.length > 0 ? ` (passes ${use.props.map((prop) => codeSpan(clip(prop))).join(", ")})` : ""}${use.missing.length > 0 ? `, passes nothing for ${use.missing.map(codeSpan).join(", ")}` : ""}${use.reads.length > 0 ? `: ${use.reads.map((line) => codeSpan(clip(line))).join(" / ")}` : ""}`,
              )
              .join("\n")}`,
        )
        .join("\n")}`,
    );
  }
  if (notes.linkLosses && notes.linkLosses.length > 0) {
    parts.push(
      `Links that lost the section or the page they pointed at:\n\n${notes.linkLosses.map((loss) => `- ${inert(loss)}`).join("\n")}`,
    );
  }
  if (notes.offTarget && notes.offTarget.length > 0) {
    parts.push(
      `Edits beside what the instruction names:\n\n${notes.offTarget.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.unwritten && notes.unwritten.length > 0) {
    parts.push(
      `Values of the instruction the change does not follow:\n\n${notes.unwritten.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.linkForms && notes.linkForms.length > 0) {
    parts.push(
      `Links written unlike the site's other links:\n\n${notes.linkForms.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.navigation && notes.navigation.length > 0) {
    parts.push(
      `Navigation entries to check:\n\n${notes.navigation.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.codeSamples && notes.codeSamples.length > 0) {
    parts.push(
      `Code samples changed beyond the instruction:\n\n${notes.codeSamples.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.namedPages && notes.namedPages.length > 0) {
    parts.push(
      `Pages the instruction names:\n\n${notes.namedPages.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.languages && notes.languages.length > 0) {
    parts.push(`Languages:\n\n${notes.languages.map((item) => `- ${inert(item)}`).join("\n")}`);
  }
  if (notes.unreadSources && notes.unreadSources.length > 0) {
    parts.push(
      `Flags to check against their source:\n\n${notes.unreadSources.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.repeated && notes.repeated.length > 0) {
    parts.push(`Written twice:\n\n${notes.repeated.map((item) => `- ${inert(item)}`).join("\n")}`);
  }
  if (notes.statements && notes.statements.length > 0) {
    parts.push(
      `Statements to check against the instruction:\n\n${notes.statements.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.forms && notes.forms.length > 0) {
    parts.push(
      `Lines rewritten in another form:\n\n${notes.forms.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.editNotes && notes.editNotes.length > 0) {
    parts.push(
      `Remarks on the edit written into the page:\n\n${notes.editNotes.map((item) => `- ${inert(item)}`).join("\n")}`,
    );
  }
  if (notes.labels && notes.labels.length > 0) {
    parts.push(
      `Labels and link texts that say something else than what they point at:\n\n${notes.labels.map((label) => `- ${inert(label)}`).join("\n")}`,
    );
  }
  if (run.sources.length === 0)
    parts.push("**No sources cited**: the agent named no page or file the change relies on.");
  if (notes.refused.length > 0) {
    parts.push(
      `The tools refused these calls during the run:\n\n${notes.refused
        .map(
          (action) =>
            `- ${codeSpan(action.tool)}${action.target ? ` ${codeSpan(action.target)}` : ""}: ${inert(action.reason).replace(/\s+/g, " ")}`,
        )
        .join("\n")}`,
    );
  }
  if (parts.length === 0) return "";
  return `${level} What to look at\n\n${parts.join("\n\n")}`;
}

/** Links as code, never clickable: a planted address should be read, not followed. */
function linkList(notes: ReviewerNotes): string {
  return notes.links
    .map(
      (link) =>
        `- ${codeSpan(link.domain)}${link.known ? "" : " (named by no other repository file nor the instruction)"}: ${link.urls.map((url) => codeSpan(clip(url))).join(", ")}`,
    )
    .join("\n");
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
