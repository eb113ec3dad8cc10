import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import type { DocsTree } from "../../docs-site/docs-tree.ts";
import { decodeText, MAX_FILE_BYTES } from "./decode-text.ts";
import { GitError, gitEnvironment, runGit, splitNul } from "./run-git.ts";

/** A docs tree read from a commit's objects; `close()` stops the git process that reads them. */
export interface ClosableDocsTree extends DocsTree {
  close(): void;
}

interface Blob {
  oid: string;
  size: number;
  /** A symbolic link's blob is its target's path, not a page: listed, never read. */
  readable: boolean;
}

/**
 * The files of a commit as a docs tree: listed once with `git ls-tree`, read on demand through one
 * `git cat-file --batch` process by object id (so no path, however named, reaches git's input).
 */
export async function gitCommitTree(
  repository: string,
  commit: string,
  docsRoot: string,
): Promise<ClosableDocsTree> {
  const listing = await runGit(repository, ["ls-tree", "-r", "-z", "-l", "--full-tree", commit]);
  const blobs = new Map<string, Blob>();
  for (const entry of splitNul(listing)) {
    // "<mode> <type> <oid> <size>\t<path>"; submodules (type commit) hold no files of this tree.
    const tab = entry.indexOf("\t");
    const [mode, type, oid, size] = entry.slice(0, tab).split(/ +/);
    if (type !== "blob" || oid === undefined) continue;
    blobs.set(entry.slice(tab + 1), {
      oid,
      size: Number(size),
      readable: mode === "100644" || mode === "100755",
    });
  }
  const reader = new BlobReader(repository);
  const paths = [...blobs.keys()].sort();
  return {
    docsRoot,
    listFiles: () => paths,
    read: async (path) => {
      const blob = blobs.get(path);
      if (!blob?.readable || blob.size > MAX_FILE_BYTES) return undefined;
      return decodeText(await reader.read(blob.oid));
    },
    close: () => reader.close(),
  };
}

/** One `git cat-file --batch`, answering object ids in the order they were asked. */
class BlobReader {
  private process: ChildProcessWithoutNullStreams | undefined;
  private readonly waiting: { resolve: (data: Buffer) => void; reject: (error: Error) => void }[] =
    [];
  private buffered: Buffer = Buffer.alloc(0);
  private failure: Error | undefined;

  constructor(private readonly repository: string) {}

  read(oid: string): Promise<Buffer> {
    if (this.failure) return Promise.reject(this.failure);
    const git = this.start();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      git.stdin.write(`${oid}\n`);
    });
  }

  close(): void {
    this.process?.stdin.end();
    this.process = undefined;
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.process) return this.process;
    const git = spawn("git", ["cat-file", "--batch"], {
      cwd: this.repository,
      env: gitEnvironment(),
    });
    git.stdout.on("data", (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.drain();
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    };
    git.on("error", (error) => fail(new GitError(`git cat-file failed: ${error.message}`)));
    git.on("exit", (code) => {
      if (this.waiting.length > 0) fail(new GitError(`git cat-file stopped (code ${code})`));
    });
    this.process = git;
    return git;
  }

  /** Answers every complete reply in the buffer: "<oid> blob <size>\n<content>\n". */
  private drain(): void {
    for (;;) {
      const newline = this.buffered.indexOf(10);
      if (newline < 0) return;
      const header = this.buffered.subarray(0, newline).toString("utf8");
      const parts = header.split(" ");
      const waiter = this.waiting[0];
      if (parts[1] === "missing" || parts.length !== 3) {
        this.buffered = this.buffered.subarray(newline + 1);
        this.waiting.shift();
        waiter?.reject(new GitError(`git has no object ${parts[0]}`));
        continue;
      }
      const size = Number(parts[2]);
      const end = newline + 1 + size;
      if (this.buffered.length < end + 1) return;
      const content = Buffer.from(this.buffered.subarray(newline + 1, end));
      this.buffered = this.buffered.subarray(end + 1);
      this.waiting.shift();
      waiter?.resolve(content);
    }
  }
}
