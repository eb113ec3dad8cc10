/** Contents fetched ahead for the run (see repository-snapshot.ts). */
export interface BlobSnapshot {
  covers(sha: string): boolean;
  load(): Promise<void>;
  /** The text of a loaded blob, null when binary, undefined when not held. */
  peek(sha: string): string | null | undefined;
  /** Fetches more blobs in bulk (id → size), after the first load. */
  fetchMore(blobs: ReadonlyMap<string, number>): Promise<void>;
}

export interface BlobStoreOptions {
  /** Reads one blob's bytes from GitHub: for blobs the snapshot does not hold. */
  loadBlob: (sha: string) => Promise<Buffer>;
  /** The run's contents fetched in bulk; absent, every blob is fetched alone. */
  snapshot?: BlobSnapshot | undefined;
}

/**
 * The texts of the pinned commit's blobs, by id: from the run's snapshot when it holds them, else
 * fetched one by one, each at most once at a time (a failed fetch may be tried again). Knows
 * nothing of paths: the working tree maps paths to blobs.
 */
export class BlobStore {
  private readonly fetching = new Map<string, Promise<string | null>>();
  private readonly loaded = new Map<string, string>();

  constructor(private readonly options: BlobStoreOptions) {}

  /** The blob's text, null when it is binary. */
  text(sha: string): Promise<string | null> {
    let text = this.fetching.get(sha);
    if (!text) {
      text = this.fetchText(sha).then((decoded) => {
        if (decoded !== null) this.loaded.set(sha, decoded);
        return decoded;
      });
      text.catch(() => this.fetching.delete(sha));
      this.fetching.set(sha, text);
    }
    return text;
  }

  /** The text of a blob read in this run, without any request; undefined when not read yet. */
  textRead(sha: string): string | undefined {
    return this.loaded.get(sha);
  }

  /** The text held without any request (read, or in the snapshot); null when binary. */
  peek(sha: string): string | null | undefined {
    return this.loaded.get(sha) ?? this.options.snapshot?.peek(sha);
  }

  /** Waits until the run's snapshot is loaded (at most once per run). */
  async preload(): Promise<void> {
    await this.options.snapshot?.load();
  }

  /** Fetches these blobs (id → size) in bulk, those neither read nor in the snapshot yet. */
  async prefetch(blobs: ReadonlyMap<string, number>): Promise<void> {
    const snapshot = this.options.snapshot;
    if (!snapshot) return;
    await snapshot.load();
    const wanted = new Map<string, number>();
    for (const [sha, size] of blobs) {
      if (this.loaded.has(sha)) continue;
      if (snapshot.peek(sha) === undefined) wanted.set(sha, size);
    }
    if (wanted.size > 0) await snapshot.fetchMore(wanted);
  }

  /** The blob's text from the snapshot when it holds it, else fetched alone; null when binary. */
  private async fetchText(sha: string): Promise<string | null> {
    const snapshot = this.options.snapshot;
    if (snapshot?.covers(sha)) {
      await snapshot.load();
      const held = snapshot.peek(sha);
      if (held !== undefined) return held;
    }
    const bytes = await this.options.loadBlob(sha);
    return bytes.includes(0) ? null : bytes.toString("utf8");
  }
}
