import type { ChangedFile } from "../db/schema.ts";
import type { GitTreeEntry, NewTreeEntry } from "../github/repository-client.ts";
import { RunFailure, ToolRefusal } from "./agent-errors.ts";
import { isInsideDocsRoot, toDocsRelative } from "./docs-path.ts";

const SYMLINK_MODE = "120000";
const SUBMODULE_MODE = "160000";

interface BaseFile {
  sha: string;
  mode: string;
  size: number | undefined;
}

/** What the overlay holds for a path: new text, a deletion, or a blob carried over by a move. */
type OverlayEntry =
  | { kind: "write"; content: string; mode: string }
  | { kind: "delete" }
  | { kind: "copy"; sha: string; mode: string };

export interface WorkingTreeOptions {
  docsRoot: string;
  maxFileBytes: number;
  maxFilesChanged: number;
  /** Reads a blob's bytes from GitHub; called at most once per blob. */
  loadBlob: (sha: string) => Promise<Buffer>;
}

/**
 * The repository at a pinned commit, as seen by the agent: the recursive tree (read once) with
 * file contents fetched on demand, under an in-memory overlay that holds every edit. Reads see the
 * overlay. All paths here are repository paths that `resolveDocsPath` has already confined.
 */
export class WorkingTree {
  private readonly base = new Map<string, BaseFile>();
  /** Paths that git stores as symlinks or submodules: never read through, never written over. */
  private readonly opaque = new Set<string>();
  private readonly overlay = new Map<string, OverlayEntry>();
  private readonly blobCache = new Map<string, Promise<string>>();
  private readonly originals = new Map<string, string>();

  constructor(
    entries: GitTreeEntry[],
    private readonly options: WorkingTreeOptions,
  ) {
    for (const entry of entries) {
      if (entry.mode === SYMLINK_MODE || entry.mode === SUBMODULE_MODE || entry.type === "commit") {
        this.opaque.add(entry.path);
      } else if (entry.type === "blob") {
        this.base.set(entry.path, { sha: entry.sha, mode: entry.mode, size: entry.size });
      }
    }
  }

  get docsRoot(): string {
    return this.options.docsRoot;
  }

  /** Every file inside the docs root as it stands with the overlay applied, sorted. */
  listFiles(): string[] {
    const paths = new Set<string>();
    for (const path of this.base.keys()) if (isInsideDocsRoot(this.docsRoot, path)) paths.add(path);
    for (const [path, entry] of this.overlay) {
      if (entry.kind === "delete") paths.delete(path);
      else paths.add(path);
    }
    return [...paths].sort();
  }

  exists(path: string): boolean {
    const entry = this.overlay.get(path);
    if (entry) return entry.kind !== "delete";
    return this.base.has(path);
  }

  /** A file's text, with the overlay applied. Refuses missing, binary, oversized and symlinked files. */
  async read(path: string): Promise<string> {
    this.refuseOpaque(path);
    const entry = this.overlay.get(path);
    if (entry?.kind === "write") return entry.content;
    if (entry?.kind === "delete")
      throw new ToolRefusal(`${this.show(path)} was deleted in this run`);
    const sha = entry?.kind === "copy" ? entry.sha : this.base.get(path)?.sha;
    if (!sha) throw new ToolRefusal(`${this.show(path)} does not exist`);
    const size = this.base.get(path)?.size;
    if (size !== undefined && size > this.options.maxFileBytes) {
      throw new ToolRefusal(
        `${this.show(path)} is ${size} bytes, over the limit of ${this.options.maxFileBytes} bytes per file`,
      );
    }
    return this.loadText(path, sha);
  }

  write(path: string, content: string): void {
    this.refuseOpaque(path);
    const bytes = Buffer.byteLength(content, "utf8");
    if (bytes > this.options.maxFileBytes) {
      throw new ToolRefusal(
        `the new ${this.show(path)} would be ${bytes} bytes, over the limit of ${this.options.maxFileBytes} bytes per file`,
      );
    }
    if (this.isFolder(path)) throw new ToolRefusal(`${this.show(path)} is a folder`);
    const mode = this.base.get(path)?.mode ?? "100644";
    this.change(path, { kind: "write", content, mode });
  }

  delete(path: string): void {
    this.refuseOpaque(path);
    if (!this.exists(path)) throw new ToolRefusal(`${this.show(path)} does not exist`);
    this.change(path, { kind: "delete" });
  }

  move(from: string, to: string): void {
    this.refuseOpaque(from);
    this.refuseOpaque(to);
    if (!this.exists(from)) throw new ToolRefusal(`${this.show(from)} does not exist`);
    if (this.exists(to)) throw new ToolRefusal(`${this.show(to)} already exists`);
    if (this.isFolder(to)) throw new ToolRefusal(`${this.show(to)} is a folder`);
    const entry = this.overlay.get(from);
    const base = this.base.get(from);
    // A moved file keeps its blob: no content goes over the wire again.
    const moved: OverlayEntry =
      entry?.kind === "write" || entry?.kind === "copy"
        ? entry
        : { kind: "copy", sha: (base as BaseFile).sha, mode: (base as BaseFile).mode };
    this.change(to, moved);
    this.change(from, { kind: "delete" });
  }

  /** Paths whose content differs from the pinned commit, sorted. */
  changedPaths(): string[] {
    return [...this.overlay.keys()].filter((path) => this.differsFromBase(path)).sort();
  }

  /** Each changed path with what happened to it, for the pull request body. */
  changedFiles(): ChangedFile[] {
    return this.changedPaths().map((path) => ({
      path,
      change:
        this.overlay.get(path)?.kind === "delete"
          ? "deleted"
          : this.base.has(path)
            ? "modified"
            : "added",
    }));
  }

  /** The tree entries that turn the pinned commit into the edited one (for `base_tree`). */
  treeEntries(): NewTreeEntry[] {
    return this.changedPaths().map((path): NewTreeEntry => {
      const entry = this.overlay.get(path) as OverlayEntry;
      if (entry.kind === "delete") return { path, mode: "100644", type: "blob", sha: null };
      if (entry.kind === "copy") return { path, mode: entry.mode, type: "blob", sha: entry.sha };
      return { path, mode: entry.mode, type: "blob", content: entry.content };
    });
  }

  private change(path: string, entry: OverlayEntry): void {
    const before = this.overlay.get(path);
    this.overlay.set(path, entry);
    const changed = this.changedPaths().length;
    if (changed > this.options.maxFilesChanged) {
      if (before) this.overlay.set(path, before);
      else this.overlay.delete(path);
      throw new RunFailure(
        `The change would touch more than ${this.options.maxFilesChanged} files, the limit per run (INKWELL_AGENT_MAX_FILES_CHANGED); split the instruction into smaller jobs.`,
      );
    }
  }

  private differsFromBase(path: string): boolean {
    const entry = this.overlay.get(path);
    const base = this.base.get(path);
    if (!entry) return false;
    if (entry.kind === "delete") return base !== undefined;
    if (!base) return true;
    if (entry.kind === "copy") return entry.sha !== base.sha || entry.mode !== base.mode;
    // Text written back unchanged is no change (known only when the original was read).
    return this.originals.get(base.sha) !== entry.content;
  }

  private loadText(path: string, sha: string): Promise<string> {
    let text = this.blobCache.get(sha);
    if (!text) {
      text = this.options.loadBlob(sha).then((bytes) => {
        if (bytes.includes(0)) {
          throw new ToolRefusal(`${this.show(path)} is a binary file`);
        }
        const decoded = bytes.toString("utf8");
        this.originals.set(sha, decoded);
        return decoded;
      });
      text.catch(() => this.blobCache.delete(sha));
      this.blobCache.set(sha, text);
    }
    return text;
  }

  private isFolder(path: string): boolean {
    const prefix = `${path}/`;
    return this.listFiles().some((file) => file.startsWith(prefix));
  }

  /** Refuses a symlink or submodule, and any path that would go through one. */
  private refuseOpaque(path: string): void {
    const segments = path.split("/");
    for (let i = 1; i <= segments.length; i++) {
      const prefix = segments.slice(0, i).join("/");
      if (this.opaque.has(prefix)) {
        throw new ToolRefusal(
          `${this.show(prefix)} is a symbolic link or submodule; Inkwell does not follow or change those`,
        );
      }
    }
  }

  private show(path: string): string {
    return toDocsRelative(this.docsRoot, path) || "the docs root";
  }
}
