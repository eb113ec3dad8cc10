import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { pack } from "tar-stream";
import { describe, expect, it } from "vitest";
import { gitBlobSha } from "../../app/github/git-blob-sha.ts";
import { readTarballFiles } from "../../app/github/read-tarball-files.ts";

const MiB = 1024 * 1024;
const small = "# Small\n";
const smallBlob = { sha: gitBlobSha(Buffer.from(small)), size: Buffer.byteLength(small) };

/**
 * A GitHub-style archive made as it is read: `docs/huge.md` holds `hugeBytes` zero bytes, written
 * a mebibyte at a time with back-pressure, followed by `docs/small.md`. `sample` runs between
 * writes, while the reader works on what came before.
 */
function hostileArchive(hugeBytes: number, sample: () => void): Readable {
  const archive = pack();
  const gzip = createGzip({ level: 1 });
  const out = new PassThrough();
  archive.pipe(gzip).pipe(out);
  void (async () => {
    const huge = archive.entry({ name: "acme-docs-1/docs/huge.md", size: hugeBytes });
    const zeros = Buffer.alloc(MiB);
    for (let written = 0; written < hugeBytes; written += MiB) {
      sample();
      if (!huge.write(zeros.subarray(0, Math.min(MiB, hugeBytes - written)))) {
        await once(huge, "drain");
      }
    }
    huge.end(() => {});
    archive.entry({ name: "acme-docs-1/docs/small.md" }, small);
    archive.finalize();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

describe("reading an archive whose entries disagree with the tree", () => {
  it("never holds more of an entry than the tree's size for its blob (a 600 MiB entry named as 12 bytes)", async () => {
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    };
    const result = await readTarballFiles(
      hostileArchive(600 * MiB, sample),
      new Map([
        ["docs/huge.md", { sha: gitBlobSha(Buffer.from("# Huge page\n")), size: 12 }],
        ["docs/small.md", smallBlob],
      ]),
      { maxBytes: 1024 * MiB },
    );
    sample();
    expect(result.mismatched).toEqual(["docs/huge.md"]);
    expect(result.files.get("docs/small.md")?.toString()).toBe(small);
    expect(result.bytesRead).toBeGreaterThan(600 * MiB);
    expect(peak - baseline).toBeLessThan(64 * MiB);
  });

  it("keeps the entries after one it read past", async () => {
    const result = await readTarballFiles(
      hostileArchive(3 * MiB, () => {}),
      new Map([
        ["docs/huge.md", { sha: gitBlobSha(Buffer.alloc(3 * MiB)), size: 2 * MiB }],
        ["docs/small.md", smallBlob],
      ]),
      { maxBytes: 64 * MiB },
    );
    expect(result.mismatched).toEqual(["docs/huge.md"]);
    expect([...result.files.keys()]).toEqual(["docs/small.md"]);
  });
});
