import type nock from "nock";
import {
  type FixtureFile,
  nockGetBlob,
  nockGetCommit,
  nockGetRef,
  nockGetTree,
} from "../github/nock-github.ts";
import { testRepo } from "./agent-test-context.ts";

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

/**
 * The reads every run starts with: the job's branch, the pinned base commit, its tree (once),
 * and the navigation config shown to the model.
 */
export function nockPinnedTree(
  scope: nock.Scope,
  jobId: string,
  options: {
    branchHead?: string | null;
    baseSha?: string;
    treeSha?: string;
    tree?: FixtureFile[];
  } = {},
): { parentSha: string; treeSha: string } {
  const branchHead = options.branchHead ?? null;
  const baseSha = options.baseSha ?? "base-commit-sha";
  const treeSha = options.treeSha ?? "base-tree-sha";
  nockGetRef(scope, testRepo, `inkwell/${jobId}`, branchHead);
  if (!branchHead) nockGetRef(scope, testRepo, "main", baseSha);
  const parentSha = branchHead ?? baseSha;
  nockGetCommit(scope, testRepo, parentSha, treeSha);
  nockGetTree(scope, testRepo, treeSha, options.tree ?? allFiles);
  nockGetBlob(scope, testRepo, files.mint);
  return { parentSha, treeSha };
}
