import { gitBlobSha } from "../../app/github/git-blob-sha.ts";

/** A file of a fixture repository; `mode` 120000 makes it a symlink. */
export interface FixtureFile {
  path: string;
  content?: string;
  mode?: string;
  /** The blob id git gives the content (as GitHub's trees name it). */
  sha: string;
}

/** A fixture file whose sha is its content's real blob id, so snapshot checks pass. */
export function fixtureFile(path: string, content: string, mode?: string): FixtureFile {
  return {
    path,
    content,
    sha: gitBlobSha(Buffer.from(content)),
    ...(mode === undefined ? {} : { mode }),
  };
}

/** The repository of the agent tests' project. */
export const testRepo = { owner: "acme", repo: "docs" };

/** A small Mintlify docs repository: docs root `docs`, a symlink, CI config, a README outside the root. */
export const files = {
  mint: fixtureFile(
    "docs/mint.json",
    '{"navigation":[{"group":"Guides","pages":["guides/install","guides/deploy"]}]}\n',
  ),
  index: fixtureFile("docs/index.mdx", "# Acme\n\nWelcome to Acme.\n"),
  install: fixtureFile(
    "docs/guides/install.md",
    "# Install\n\nRun `acme install`.\nThen deploy.\n",
  ),
  deploy: fixtureFile("docs/guides/deploy.md", "# Deploy\n\nRun `acme deploy`.\n"),
  old: fixtureFile("docs/old.md", "# Old page\n"),
  readme: fixtureFile("README.md", "# acme/docs\n"),
  ci: fixtureFile(".github/workflows/ci.yml", "on: push\n"),
  secrets: fixtureFile("docs/secrets.md", "../.env", "120000"),
} satisfies Record<string, FixtureFile>;

export const allFiles: FixtureFile[] = Object.values(files);
