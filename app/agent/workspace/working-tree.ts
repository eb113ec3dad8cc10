import type { ChangedFile } from "../../db/schema.ts";
import type { GitTreeEntry, NewTreeEntry } from "../../github/repository-client.ts";
import { PolicyRefusal, RunFailure, ToolRefusal } from "../agent-errors.ts";
import { type BlobSnapshot, BlobStore } from "./blob-store.ts";
import { checkWrittenContent } from "./check-written-content.ts";
import { isHiddenPath, isInsideDocsRoot, toModelPath } from "./docs-path.ts";
import { generatedMarkOf, generatedRefusal, namedIn } from "./generated-files.ts";
import { checkWritePolicy, isNavigationDataFile, type WriteGlobs } from "./write-policy.ts";

const SYMLINK_MODE = "120000";
const SUBMODULE_MODE = "160000";
/** GitHub stores no file larger than this; a line range may be read from any file up to it. */
export const MAX_RANGE_FILE_BYTES = 100 * 1024 * 1024;
/** The largest file a passage edit (replace_in_file, insert_text) may leave: 16 MiB. */
export const MAX_PASSAGE_EDIT_FILE_BYTES = 16 * 1024 * 1024;
/** A search fetches at most this many files one by one (those the snapshot could not supply). */
const MAX_SINGLE_FETCHES_PER_SEARCH = 50;

interface BaseFile {
  sha: string;
  mode: string;
  size: number | undefined;
}

/** What the overlay holds for a path: new text, a deletion, or a blob carried over by a move. */
type OverlayEntry =
  | { kind: "write"; content: string; mode: string }
  | { kind: "delete" }
  | { kind: "copy"; sha: string; mode: string; size: number | undefined };

/**
 * One side of a comparison between the pinned commit and the edited tree: the docs files and
 * their text (undefined when missing, binary or unreadable). Paths are repository paths.
 */
export interface DocsTreeView {
  readonly docsRoot: string;
  listFiles(): readonly string[];
  read(path: string): Promise<string | undefined>;
}

export interface WorkingTreeOptions {
  docsRoot: string;
  /** The largest file read whole or written; line ranges may be read from larger ones. */
  maxFileBytes: number;
  maxFilesChanged: number;
  /** Reads one blob's bytes from GitHub: for blobs the snapshot does not hold. */
  loadBlob: (sha: string) => Promise<Buffer>;
  /** The run's contents fetched in bulk; absent, every blob is fetched alone. */
  snapshot?: BlobSnapshot | undefined;
  /** The project's write-policy globs; absent, the default policy alone. */
  writeGlobs?: WriteGlobs | undefined;
  /**
   * Bytes of files outside the docs root that searches may fetch in bulk over the run: what the
   * snapshot's budget leaves after the docs (none by default: such files are fetched one by one).
   */
  sourceSearchBytes?: number | undefined;
}

/**
 * The repository at a pinned commit, as seen by the agent: the recursive tree (read once), the
 * contents from a `BlobStore` (the run's snapshot, or fetched one by one when it lacks them),
 * under an in-memory overlay that holds every edit. Reads see the overlay. All paths here are repository paths that
 * `resolveDocsPath` has already confined. Every change passes the write policy here, so no tool
 * can go around it.
 */
export class WorkingTree {
  private readonly base = new Map<string, BaseFile>();
  /** Paths that git stores as symlinks or submodules: never read through, never written over. */
  private readonly opaque = new Set<string>();
  private readonly overlay = new Map<string, OverlayEntry>();
  private readonly blobs: BlobStore;
  private readonly writeGlobs: WriteGlobs;
  /** What searches have fetched in bulk outside the docs root so far. */
  private sourceBytesFetched = 0;
  /** The run's instructions: a generated file is changed only when they name it. */
  private instruction = "";
  /** Base paths the run moved with `move`, to where they are now. */
  private readonly moves = new Map<string, string>();
  /** The files the model read (whole or in part), for the reviewer notes. */
  readonly readByModel = new Set<string>();

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
    this.writeGlobs = options.writeGlobs ?? { allow: [], deny: [] };
    this.blobs = new BlobStore({ loadBlob: options.loadBlob, snapshot: options.snapshot });
  }

  get docsRoot(): string {
    return this.options.docsRoot;
  }

  get maxFileBytes(): number {
    return this.options.maxFileBytes;
  }

  /** The project's write-policy globs this tree enforces. */
  get writePolicy(): WriteGlobs {
    return this.writeGlobs;
  }

  /** Every file inside the docs root as it stands with the overlay applied, sorted; never .git/ or .github/. */
  listFiles(): string[] {
    const paths = new Set<string>();
    for (const path of this.base.keys()) if (this.isListed(path)) paths.add(path);
    for (const [path, entry] of this.overlay) {
      if (entry.kind === "delete") paths.delete(path);
      else paths.add(path);
    }
    return [...paths].sort();
  }

  /**
   * Every file of the repository, for reading only: the docs root with the overlay applied, and
   * the pinned commit's files outside it (which no change reaches); never .git/ or .github/.
   */
  listRepositoryFiles(): string[] {
    const paths = new Set(this.listFiles());
    for (const path of this.base.keys()) {
      if (!isHiddenPath(path) && !isInsideDocsRoot(this.docsRoot, path)) paths.add(path);
    }
    return [...paths].sort();
  }

  /** Files of the pinned commit inside the docs root, sorted; never .git/ or .github/. */
  listBaseFiles(): string[] {
    return [...this.base.keys()].filter((path) => this.isListed(path)).sort();
  }

  /** Whether a repository file exists at the pinned commit (anywhere, for the server's own reads). */
  existsInBase(path: string): boolean {
    return this.base.has(path);
  }

  exists(path: string): boolean {
    const entry = this.overlay.get(path);
    if (entry) return entry.kind !== "delete";
    return this.base.has(path);
  }

  /** The current size in bytes of a file, or undefined when it does not exist. */
  sizeOf(path: string): number | undefined {
    const entry = this.overlay.get(path);
    if (entry?.kind === "delete") return undefined;
    if (entry?.kind === "write") return Buffer.byteLength(entry.content, "utf8");
    if (entry?.kind === "copy") return entry.size;
    return this.base.get(path)?.size;
  }

  /**
   * A file's whole text, with the overlay applied. Refuses missing, binary and symlinked files,
   * and files over the size limit, judged by the blob (wherever it was moved).
   */
  async read(path: string): Promise<string> {
    return this.readText(path, "whole");
  }

  /**
   * A file's text for a line range: any size GitHub stores is allowed, since only the range
   * reaches the model.
   */
  async readForRange(path: string): Promise<string> {
    return this.readText(path, "range");
  }

  /**
   * The text the tree already holds for a file, without any request: the overlay's, or the
   * snapshot's or an earlier read's. Undefined when it would have to be fetched; null when binary.
   */
  peekText(path: string): string | null | undefined {
    if (this.isOpaque(path)) return undefined;
    const entry = this.overlay.get(path);
    if (entry?.kind === "write") return entry.content;
    if (entry?.kind === "delete") return undefined;
    const sha = entry?.kind === "copy" ? entry.sha : this.base.get(path)?.sha;
    if (!sha) return undefined;
    return this.blobs.peek(sha);
  }

  /** Waits until the run's snapshot is loaded (at most once per run). */
  async preload(): Promise<void> {
    await this.blobs.preload();
  }

  /**
   * Makes the text of these files available to `peekText` for a search: the snapshot first,
   * then at most a few files the snapshot could not supply, fetched one by one. Files over the
   * whole-read limit are left out; a search reports them as not searched.
   */
  async holdTexts(paths: readonly string[]): Promise<void> {
    await this.preload();
    await this.prefetchOutsideDocs(paths);
    const lacking = paths
      .filter((path) => this.peekText(path) === undefined && !this.isOpaque(path))
      .filter((path) => (this.sizeOf(path) ?? 0) <= this.options.maxFileBytes)
      .slice(0, MAX_SINGLE_FETCHES_PER_SEARCH);
    let next = 0;
    const worker = async () => {
      while (next < lacking.length) {
        const path = lacking[next++] as string;
        await this.read(path).catch((error: unknown) => {
          if (!(error instanceof ToolRefusal)) throw error;
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(8, lacking.length) }, worker));
  }

  /**
   * Fetches in bulk the files outside the docs root a search wants that the snapshot does not
   * hold (the snapshot plans the docs only), smallest first, within `sourceSearchBytes` for the
   * whole run; the rest are left to the one-by-one fetches, or reported as not searched.
   */
  private async prefetchOutsideDocs(paths: readonly string[]): Promise<void> {
    const budget = this.options.sourceSearchBytes ?? 0;
    const wanted: { path: string; size: number }[] = [];
    for (const path of paths) {
      if (isInsideDocsRoot(this.docsRoot, path) || this.peekText(path) !== undefined) continue;
      const size = this.base.get(path)?.size ?? 0;
      if (size <= this.options.maxFileBytes) wanted.push({ path, size });
    }
    wanted.sort((a, b) => a.size - b.size);
    const chosen: string[] = [];
    for (const file of wanted) {
      if (this.sourceBytesFetched + file.size > budget) break;
      this.sourceBytesFetched += file.size;
      chosen.push(file.path);
    }
    if (chosen.length > 0) await this.prefetch(chosen);
  }

  /** Fetches these files of the pinned commit in bulk, when the snapshot does not hold them yet. */
  async prefetch(paths: readonly string[]): Promise<void> {
    const wanted = new Map<string, number>();
    for (const path of paths) {
      const file = this.base.get(path);
      if (file && !this.isOpaque(path)) wanted.set(file.sha, file.size ?? 0);
    }
    await this.blobs.prefetch(wanted);
  }

  /** Every file of the pinned commit, anywhere in the repository but .git/, for the server's own reads. */
  repositoryFiles(): Set<string> {
    const files = new Set<string>();
    for (const path of this.base.keys()) {
      if (!path.split("/").some((segment) => segment.toLowerCase() === ".git")) files.add(path);
    }
    return files;
  }

  /** A file's text at the pinned commit, for the server's own reads (context, checks); undefined when missing or not text. */
  async baseText(path: string): Promise<string | undefined> {
    const file = this.base.get(path);
    if (!file || this.isOpaque(path)) return undefined;
    if ((file.size ?? 0) > MAX_RANGE_FILE_BYTES) return undefined;
    try {
      return await this.loadText(path, file.sha);
    } catch (error) {
      if (error instanceof ToolRefusal) return undefined;
      throw error;
    }
  }

  /**
   * A repository file's text at the pinned commit if the run already holds it (its snapshot or an
   * earlier read), without any request: undefined when it would have to be fetched, null when binary.
   */
  peekBaseText(path: string): string | null | undefined {
    const file = this.base.get(path);
    if (!file || this.isOpaque(path)) return undefined;
    return this.blobs.peek(file.sha);
  }

  /** The docs as they were at the pinned commit. Reads come from the snapshot once it is loaded. */
  atBase(): DocsTreeView {
    return {
      docsRoot: this.docsRoot,
      listFiles: () => this.listBaseFiles(),
      read: (path) => this.baseText(path),
    };
  }

  /** The docs as they are now, with this run's edits. */
  atHead(): DocsTreeView {
    return {
      docsRoot: this.docsRoot,
      listFiles: () => this.listFiles(),
      read: async (path) => {
        if (!this.exists(path)) return undefined;
        try {
          return await this.readText(path, "range");
        } catch (error) {
          if (error instanceof ToolRefusal) return undefined;
          throw error;
        }
      },
    };
  }

  /**
   * Writes a file's whole text. A whole write is bounded by the per-file limit; a passage edit
   * (`passage`: only a part of the text came from the model) may keep a file that is already
   * larger, growing it by at most that limit, up to MAX_PASSAGE_EDIT_FILE_BYTES.
   */
  async write(path: string, content: string, options?: { passage?: boolean }): Promise<void> {
    this.refuseOpaque(path);
    const bytes = Buffer.byteLength(content, "utf8");
    const limit = options?.passage
      ? Math.max(
          this.options.maxFileBytes,
          Math.min(
            (this.sizeOf(path) ?? 0) + this.options.maxFileBytes,
            MAX_PASSAGE_EDIT_FILE_BYTES,
          ),
        )
      : this.options.maxFileBytes;
    if (bytes > limit) {
      throw new ToolRefusal(
        `the new ${this.show(path)} would be ${bytes} bytes, over the limit of ${limit} bytes for ${options?.passage ? "a file changed by passage" : "a file written whole"}`,
      );
    }
    if (this.isFolder(path)) throw new ToolRefusal(`${this.show(path)} is a folder`);
    const mode = this.currentMode(path) ?? "100644";
    this.refuseByPolicy(path, this.exists(path) ? mode : undefined);
    if (this.base.has(path)) await this.baseText(path);
    this.refuseGenerated(path);
    const verdict = await checkWrittenContent(path, content, {
      docsRoot: this.docsRoot,
      show: (repoPath) => this.show(repoPath),
      baseText: async () => (this.base.has(path) ? this.baseText(path) : undefined),
      exists: (repoPath) => this.exists(repoPath),
      basePaths: () => this.base.keys(),
      docsBaseFiles: () => this.listBaseFiles(),
      peekBaseText: (repoPath) => this.peekBaseText(repoPath),
    });
    if (!verdict.allowed) throw new PolicyRefusal(verdict.message);
    this.change(path, { kind: "write", content, mode });
  }

  /** Refuses a path no change may touch (a symlink, a folder, a file the write policy protects). */
  assertWritable(path: string): void {
    this.refuseOpaque(path);
    if (this.isFolder(path)) throw new ToolRefusal(`${this.show(path)} is a folder`);
    this.refuseByPolicy(path, this.exists(path) ? this.currentMode(path) : undefined);
    this.refuseGenerated(path);
  }

  /** The run's instructions, which name the generated files it may change. */
  setInstruction(instruction: string): void {
    this.instruction = instruction;
  }

  /** The run's instructions as `setInstruction` gave them ("" before). */
  get instructionText(): string {
    return this.instruction;
  }

  /**
   * Refuses a change to a file the pinned commit marks as generated (a "do not edit" or generator
   * line at its top, a Mintlify OpenAPI page) unless the instruction names it. Judged on the
   * text the run holds (the snapshot holds the docs); a file it does not hold is not refused.
   */
  private refuseGenerated(path: string): void {
    const text = this.peekBaseText(path);
    if (typeof text !== "string") return;
    const mark = generatedMarkOf(text);
    if (!mark) return;
    const shown = this.show(path);
    if (namedIn(this.instruction, path, shown)) return;
    throw new PolicyRefusal(generatedRefusal(shown, mark));
  }

  delete(path: string): void {
    this.refuseOpaque(path);
    if (!this.exists(path)) throw new ToolRefusal(`${this.show(path)} does not exist`);
    this.refuseByPolicy(path, this.currentMode(path));
    this.refuseGenerated(path);
    this.change(path, { kind: "delete" });
  }

  move(from: string, to: string): void {
    this.refuseOpaque(from);
    this.refuseOpaque(to);
    if (!this.exists(from)) throw new ToolRefusal(`${this.show(from)} does not exist`);
    if (this.exists(to)) throw new ToolRefusal(`${this.show(to)} already exists`);
    if (this.isFolder(to)) throw new ToolRefusal(`${this.show(to)} is a folder`);
    const mode = this.currentMode(from);
    this.refuseByPolicy(from, mode);
    this.refuseByPolicy(to, mode);
    this.refuseGenerated(from);
    if (isNavigationDataFile(to)) {
      // Its content would skip the check a write gets.
      throw new ToolRefusal(
        `${this.show(to)} is a navigation data file: write it with write_file instead of moving another file onto it`,
      );
    }
    const entry = this.overlay.get(from);
    const base = this.base.get(from) as BaseFile;
    // A moved file keeps its blob: no content goes over the wire again.
    const moved: OverlayEntry =
      entry?.kind === "write" || entry?.kind === "copy"
        ? entry
        : { kind: "copy", sha: base.sha, mode: base.mode, size: base.size };
    this.change(to, moved);
    this.change(from, { kind: "delete" });
    // A file moved twice was moved once, from its base path.
    const origin = [...this.moves].find(([, now]) => now === from)?.[0];
    if (origin !== undefined) this.moves.set(origin, to);
    else if (this.base.has(from)) this.moves.set(from, to);
  }

  /**
   * The moves the run made with `move` that still stand (the base path gone, the new one there),
   * however much the moved file was edited since: the docs check tells them as moves.
   */
  movedPaths(): Map<string, string> {
    return new Map([...this.moves].filter(([from, to]) => !this.exists(from) && this.exists(to)));
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

  private async readText(path: string, use: "whole" | "range"): Promise<string> {
    this.refuseOpaque(path);
    const entry = this.overlay.get(path);
    if (entry?.kind === "write") return entry.content;
    if (entry?.kind === "delete")
      throw new ToolRefusal(`${this.show(path)} was deleted in this run`);
    const sha = entry?.kind === "copy" ? entry.sha : this.base.get(path)?.sha;
    if (!sha) throw new ToolRefusal(`${this.show(path)} does not exist`);
    const size = this.sizeOf(path);
    const limit = use === "whole" ? this.options.maxFileBytes : MAX_RANGE_FILE_BYTES;
    if (size !== undefined && size > limit) {
      throw new ToolRefusal(
        use === "whole"
          ? `${this.show(path)} is ${size} bytes, over the limit of ${limit} bytes for a whole file; read it by line range (startLine/endLine) instead`
          : `${this.show(path)} is ${size} bytes, too large to read`,
      );
    }
    return this.loadText(path, sha);
  }

  private currentMode(path: string): string | undefined {
    const entry = this.overlay.get(path);
    if (entry?.kind === "write" || entry?.kind === "copy") return entry.mode;
    if (entry?.kind === "delete") return undefined;
    return this.base.get(path)?.mode;
  }

  private refuseByPolicy(path: string, mode: string | undefined): void {
    const verdict = checkWritePolicy(this.show(path), mode, this.writeGlobs);
    if (!verdict.allowed) throw new PolicyRefusal(verdict.message);
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
    return this.blobs.textRead(base.sha) !== entry.content;
  }

  private async loadText(path: string, sha: string): Promise<string> {
    const text = await this.blobs.text(sha);
    if (text === null) throw new ToolRefusal(`${this.show(path)} is a binary file`);
    return text;
  }

  private isListed(path: string): boolean {
    return isInsideDocsRoot(this.docsRoot, path) && !isHiddenPath(path);
  }

  private isFolder(path: string): boolean {
    const prefix = `${path}/`;
    return this.listFiles().some((file) => file.startsWith(prefix));
  }

  private isOpaque(path: string): boolean {
    const segments = path.split("/");
    for (let i = 1; i <= segments.length; i++) {
      if (this.opaque.has(segments.slice(0, i).join("/"))) return true;
    }
    return false;
  }

  /** Refuses a symlink or submodule, and any path that would go through one. */
  private refuseOpaque(path: string): void {
    const segments = path.split("/");
    for (let i = 1; i <= segments.length; i++) {
      const prefix = segments.slice(0, i).join("/");
      if (this.opaque.has(prefix)) {
        throw new PolicyRefusal(
          `${this.show(prefix)} is a symbolic link or submodule; Inkwell does not follow or change those`,
        );
      }
    }
  }

  private show(path: string): string {
    return toModelPath(this.docsRoot, path) || "the docs root";
  }
}
