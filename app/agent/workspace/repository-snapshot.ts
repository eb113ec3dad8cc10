import type { Logger } from "pino";
import { isBlob } from "../../github/git-blob-sha.ts";
import { readTarballFiles, type WantedBlob } from "../../github/read-tarball-files.ts";
import type { BlobText, GitTreeEntry } from "../../github/repository-client.ts";
import { isHiddenPath, isInsideDocsRoot } from "./docs-path.ts";

/** Where a snapshot's contents come from: the repository at the pinned commit. */
export interface SnapshotSource {
  /** The gzipped tar of the pinned commit (two requests: the API's redirect and the download). */
  openArchive(): Promise<ReadableStream<Uint8Array> | NodeJS.ReadableStream>;
  /** Blobs by id, many per request. */
  getBlobTexts(shas: readonly string[]): Promise<Map<string, BlobText>>;
}

export type SnapshotStrategy = "graphql" | "archive";

/** What a run keeps of the repository's contents, and how it will fetch them. */
export interface SnapshotPlan {
  strategy: SnapshotStrategy;
  /** Wanted blobs: id → size in bytes (paths sharing content share one entry). */
  blobs: Map<string, number>;
  /** Wanted files: repository path → blob id. */
  paths: Map<string, string>;
  /** Bytes of the wanted blobs. */
  bytes: number;
  /** Bytes of every blob of the commit: what the archive would carry, uncompressed. */
  archiveBytes: number;
  /** GitHub requests the plan costs when everything goes as planned. */
  requests: number;
  /** Text files of the docs root left out (too large, or over the snapshot's budget). */
  skipped: number;
}

export interface SnapshotLimits {
  /** A file larger than this is not kept; it is fetched on its own when read (ranges). */
  maxFileBytes: number;
  /** The snapshot keeps at most this many bytes; files past it are fetched on their own. */
  maxTotalBytes: number;
}

/** One GraphQL query carries at most this many blobs, and about this many bytes. */
export const GRAPHQL_BATCH_FILES = 250;
export const GRAPHQL_BATCH_BYTES = 1024 * 1024;
/** The archive is worth it while it reads at most this many bytes per wanted byte (plus slack). */
const ARCHIVE_OVERHEAD = 8;
const ARCHIVE_SLACK_BYTES = 8 * 1024 * 1024;
/** Never stream an archive larger than this, uncompressed, whatever the docs hold. */
export const MAX_ARCHIVE_BYTES = 1024 * 1024 * 1024;

/** Files no tool reads as text: their bytes are never worth fetching ahead. */
export const binaryExtensions =
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?|psd|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|woff2?|ttf|otf|eot|mp[34]|m4a|wav|ogg|oga|flac|mov|webm|mkv|avi|wasm|exe|dll|so|dylib|bin|class|pyc)$/i;

/**
 * Decides what a run keeps of the repository and how it gets it, from the recursive tree alone:
 * every text file of the docs root (none over `maxFileBytes`, at most `maxTotalBytes` in all,
 * smallest first so the budget covers the most pages), plus the repository files the server
 * reads for context (`extraPaths`). The rule:
 *
 * - all of it fits one GraphQL query (≤ 250 blobs, ≤ 1 MiB): one query, one request;
 * - otherwise the archive (two requests) when the whole commit weighs at most 8 times the wanted
 *   bytes plus 8 MiB, and at most 1 GiB: streaming the rest costs less than many queries;
 * - otherwise (a large repository around a small docs folder) GraphQL batches, one request per
 *   250 blobs or 1 MiB.
 */
export function planSnapshot(
  entries: readonly GitTreeEntry[],
  docsRoot: string,
  extraPaths: readonly string[],
  limits: SnapshotLimits,
): SnapshotPlan {
  const extra = new Set(extraPaths);
  const candidates: { path: string; sha: string; size: number }[] = [];
  let archiveBytes = 0;
  let skipped = 0;
  for (const entry of entries) {
    if (entry.type !== "blob" || entry.mode === "120000") continue;
    const size = entry.size ?? 0;
    archiveBytes += size;
    const wanted =
      extra.has(entry.path) ||
      (isInsideDocsRoot(docsRoot, entry.path) &&
        !isHiddenPath(entry.path) &&
        !binaryExtensions.test(entry.path));
    if (!wanted) continue;
    if (size > limits.maxFileBytes) skipped++;
    else candidates.push({ path: entry.path, sha: entry.sha, size });
  }
  candidates.sort((a, b) => a.size - b.size || (a.path < b.path ? -1 : 1));
  const blobs = new Map<string, number>();
  const paths = new Map<string, string>();
  let bytes = 0;
  for (const file of candidates) {
    if (!blobs.has(file.sha)) {
      if (bytes + file.size > limits.maxTotalBytes) {
        skipped++;
        continue;
      }
      blobs.set(file.sha, file.size);
      bytes += file.size;
    }
    paths.set(file.path, file.sha);
  }
  const batches = graphqlBatches(blobs).length;
  const archiveFits =
    archiveBytes <= MAX_ARCHIVE_BYTES &&
    archiveBytes <= ARCHIVE_OVERHEAD * bytes + ARCHIVE_SLACK_BYTES;
  const strategy: SnapshotStrategy = batches > 1 && archiveFits ? "archive" : "graphql";
  const requests = strategy === "archive" ? 2 : batches;
  return { strategy, blobs, paths, bytes, archiveBytes, requests, skipped };
}

/** The wanted blobs in query-sized groups. */
function graphqlBatches(blobs: ReadonlyMap<string, number>): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let currentBytes = 0;
  for (const [sha, size] of blobs) {
    if (
      current.length > 0 &&
      (current.length >= GRAPHQL_BATCH_FILES || currentBytes + size > GRAPHQL_BATCH_BYTES)
    ) {
      batches.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push(sha);
    currentBytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

export interface SnapshotStats {
  strategy: SnapshotStrategy;
  /** Blobs kept, verified against their ids. */
  blobs: number;
  bytes: number;
  /** Blobs that could not be had in bulk (a mismatch, a failed download): fetched alone if read. */
  missing: number;
  /** Text files left out of the plan (too large or over budget). */
  skipped: number;
  durationMs: number;
}

/**
 * The docs root's contents at the pinned commit, fetched in bulk the first time any are needed
 * and kept for the run. Every blob kept is checked against the id the tree named, whatever
 * carried it. Blobs the bulk fetch could not supply are simply absent: the working tree fetches
 * those one at a time when read.
 */
export class RepositorySnapshot {
  private readonly texts = new Map<string, string | null>();
  /** Sizes of blobs fetched beyond the plan. */
  private readonly extraSizes = new Map<string, number>();
  private loading: Promise<void> | undefined;
  private loadedStats: SnapshotStats | undefined;

  constructor(
    readonly plan: SnapshotPlan,
    private readonly source: SnapshotSource,
    private readonly log?: Logger,
  ) {}

  /** Whether the plan holds this blob (whether or not it has been fetched yet). */
  covers(sha: string): boolean {
    return this.plan.blobs.has(sha);
  }

  /** Fetches the wanted blobs once; later calls wait for the same fetch. */
  load(): Promise<void> {
    this.loading ??= this.fetchAll();
    return this.loading;
  }

  get loaded(): boolean {
    return this.loadedStats !== undefined;
  }

  get stats(): SnapshotStats | undefined {
    return this.loadedStats;
  }

  /**
   * A loaded blob's text (null: binary), or undefined when the snapshot does not hold it.
   * Never fetches.
   */
  peek(sha: string): string | null | undefined {
    return this.texts.get(sha);
  }

  /** Fetches more blobs (id → size) by GraphQL after the first load: files found to matter later. */
  async fetchMore(blobs: ReadonlyMap<string, number>): Promise<void> {
    await this.load();
    const missing = [...blobs].filter(([sha]) => !this.texts.has(sha));
    if (missing.length === 0) return;
    for (const [sha, size] of missing) this.extraSizes.set(sha, size);
    await this.fetchByGraphQL(missing.map(([sha]) => sha));
  }

  private async fetchAll(): Promise<void> {
    const started = Date.now();
    if (this.plan.blobs.size > 0) {
      if (this.plan.strategy === "archive") {
        await this.fetchArchive().catch((error: unknown) => {
          this.log?.warn(
            { err: error },
            "reading the repository archive failed; fetching the docs by GraphQL instead",
          );
        });
      }
      const missing = [...this.plan.blobs.keys()].filter((sha) => !this.texts.has(sha));
      if (missing.length > 0) await this.fetchByGraphQL(missing);
    }
    let bytes = 0;
    for (const sha of this.texts.keys()) bytes += this.plan.blobs.get(sha) ?? 0;
    this.loadedStats = {
      strategy: this.plan.strategy,
      blobs: this.texts.size,
      bytes,
      missing: this.plan.blobs.size - this.texts.size,
      skipped: this.plan.skipped,
      durationMs: Date.now() - started,
    };
  }

  private async fetchArchive(): Promise<void> {
    const body = await this.source.openArchive();
    const wanted = new Map<string, WantedBlob>();
    for (const [path, sha] of this.plan.paths) {
      wanted.set(path, { sha, size: this.plan.blobs.get(sha) ?? 0 });
    }
    const result = await readTarballFiles(body, wanted, {
      // Headers and padding add about a kilobyte per file; anything far past the tree's sizes
      // is not this commit.
      maxBytes: this.plan.archiveBytes * 2 + 64 * 1024 * 1024,
    });
    for (const [path, content] of result.files) {
      const sha = this.plan.paths.get(path) as string;
      this.keep(sha, content);
    }
    if (result.mismatched.length > 0) {
      this.log?.info(
        { files: result.mismatched.length },
        "some archive files differ from their blobs (export-subst, LFS); fetching those by id",
      );
    }
  }

  private async fetchByGraphQL(shas: string[]): Promise<void> {
    const wanted = new Map(
      shas.map((sha) => [sha, this.plan.blobs.get(sha) ?? this.extraSizes.get(sha) ?? 0]),
    );
    for (const batch of graphqlBatches(wanted)) {
      let blobs: Map<string, BlobText>;
      try {
        blobs = await this.source.getBlobTexts(batch);
      } catch (error) {
        // Part of the docs stays unfetched; reads fetch those files alone.
        this.log?.warn({ err: error, blobs: batch.length }, "a GraphQL blob query failed");
        continue;
      }
      for (const [sha, blob] of blobs) {
        if (blob.isBinary) {
          this.texts.set(sha, null);
          continue;
        }
        if (blob.text === null || blob.isTruncated) continue;
        this.keep(sha, Buffer.from(blob.text, "utf8"));
      }
    }
  }

  /** Keeps the content only when it is exactly the blob; text unless it holds a NUL byte. */
  private keep(sha: string, content: Buffer): void {
    if (!isBlob(content, sha)) return;
    this.texts.set(sha, content.includes(0) ? null : content.toString("utf8"));
  }
}
