/** Every rule the docs checker applies; a finding names one. */
export const docsCheckRules = [
  "mdx-parse",
  "component-unclosed",
  "component-mismatched",
  "frontmatter-yaml",
  "frontmatter-missing-field",
  "link-broken",
  "external-link-broken",
  "anchor-broken",
  "asset-missing",
  "import-missing",
  "nav-orphan-page",
  "nav-missing-page",
  "nav-stale-entry",
  "redirect-missing",
  "redirect-target-missing",
  "config-json",
  "config-yaml",
  "config-toml",
  "code-block-language",
  "table-cell-count",
  "image-alt-text",
  "heading-level-skipped",
] as const;

/** A rule of the repository's Vale styles, by its Vale name (`Acme.Terms`, `Vale.Avoid`). */
export type ValeRuleName = `${string}.${string}`;

/**
 * Rules the agent applies to its own change besides the docs check (a person's pull request may
 * rightly cut a release; the agent is never asked to without saying so): where a changelog entry
 * goes, and that past releases stay; and what the page's renderer would do wrong (props its
 * components do not take, admonitions, GitHub alerts the site does not render, data blocks that
 * do not parse), which the agent knows from the framework's documented components.
 */
export type AgentChangeRule =
  | "changelog-past-release"
  | "changelog-new-release"
  | "changelog-releases-removed"
  /** An entry added beside the "Nothing yet." that said there was none. */
  | "changelog-placeholder-kept"
  /** An entry written as a heading of its own where every entry is a list item. */
  | "changelog-entry-heading"
  /** What the page's renderer would do wrong (`app/agent/review/render-checks.ts`). */
  | "render-unknown-prop"
  | "render-admonition"
  | "render-github-alert"
  /** Another generator's admonition syntax (`:::warning` on MkDocs, `!!! warning` elsewhere). */
  | "render-foreign-syntax"
  /** A MkDocs Material content tab (`=== "Windows"`) whose body is not indented. */
  | "render-content-tab"
  | "render-code-block"
  /** A heading written in another case than the site's headings agree on (a warning). */
  | "heading-case";

export type DocsCheckRule = (typeof docsCheckRules)[number];

/** A problem at `path:line`, with a message that says what to do about it. */
export interface DocsFinding {
  path: string;
  line: number;
  rule: DocsCheckRule | ValeRuleName | AgentChangeRule;
  message: string;
}

/**
 * A finding with what it is about (a link target, a field name, a tag), so that the same problem
 * on both sides is recognised wherever its line moved.
 */
export interface KeyedFinding extends DocsFinding {
  subject: string;
  /**
   * What it points at: a path, or `path#fragment` for an anchor. On the base side the path is
   * renamed as the change moved it, so a link rewritten for a move still pairs with itself.
   */
  target?: string;
}
