import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A git repository in a temporary folder, with files written and committed as a test says. */
export interface LocalGitRepository {
  dir: string;
  git(...args: string[]): string;
  /** Writes files (creating folders); `null` deletes one. */
  write(files: Record<string, string | null>): void;
  commit(message: string): string;
  remove(): void;
}

export function createLocalGitRepository(files: Record<string, string | null>): LocalGitRepository {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-docs-git-"));
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: dir,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_AUTHOR_NAME: "Writer",
        GIT_AUTHOR_EMAIL: "writer@example.com",
        GIT_COMMITTER_NAME: "Writer",
        GIT_COMMITTER_EMAIL: "writer@example.com",
      },
    }).trim();
  const repository: LocalGitRepository = {
    dir,
    git,
    write(changes) {
      for (const [file, text] of Object.entries(changes)) {
        const full = path.join(dir, file);
        if (text === null) rmSync(full, { force: true });
        else {
          mkdirSync(path.dirname(full), { recursive: true });
          writeFileSync(full, text);
        }
      }
    },
    commit(message) {
      git("add", "-A");
      git("commit", "-q", "--allow-empty", "-m", message);
      return git("rev-parse", "HEAD");
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  git("init", "-q", "-b", "main");
  repository.write(files);
  repository.commit("The docs as they are");
  return repository;
}

/** A small Mintlify site under docs/ with no problem of its own. */
export const SMALL_MINTLIFY_SITE: Record<string, string> = {
  "docs/docs.json": `${JSON.stringify({ name: "Acme", navigation: { pages: ["index", "guide"] } }, null, 2)}\n`,
  "docs/index.mdx": "---\ntitle: Home\n---\n# Home\n\nStart with [the guide](/guide#install).\n",
  "docs/guide.mdx": "---\ntitle: Guide\n---\n# Guide\n\n## Install\n\nRun the installer.\n",
  "README.md": "# acme\n",
};
