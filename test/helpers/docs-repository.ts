/** A file of a fixture repository; `mode` 120000 makes it a symlink. */
export interface FixtureFile {
  path: string;
  content?: string;
  mode?: string;
  sha: string;
}

/** The repository of the agent tests' project. */
export const testRepo = { owner: "acme", repo: "docs" };

/** A small Mintlify docs repository: docs root `docs`, a symlink, CI config, a README outside the root. */
export const files = {
  mint: {
    path: "docs/mint.json",
    sha: "sha-mint",
    content: '{"navigation":[{"group":"Guides","pages":["guides/install","guides/deploy"]}]}\n',
  },
  index: { path: "docs/index.mdx", sha: "sha-index", content: "# Acme\n\nWelcome to Acme.\n" },
  install: {
    path: "docs/guides/install.md",
    sha: "sha-install",
    content: "# Install\n\nRun `acme install`.\nThen deploy.\n",
  },
  deploy: {
    path: "docs/guides/deploy.md",
    sha: "sha-deploy",
    content: "# Deploy\n\nRun `acme deploy`.\n",
  },
  old: { path: "docs/old.md", sha: "sha-old", content: "# Old page\n" },
  readme: { path: "README.md", sha: "sha-readme", content: "# acme/docs\n" },
  ci: { path: ".github/workflows/ci.yml", sha: "sha-ci", content: "on: push\n" },
  secrets: { path: "docs/secrets.md", sha: "sha-link", mode: "120000", content: "../.env" },
} satisfies Record<string, FixtureFile>;

export const allFiles: FixtureFile[] = Object.values(files);
