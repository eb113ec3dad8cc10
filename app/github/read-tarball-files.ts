import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { extract } from "tar-stream";
import { isBlob } from "./git-blob-sha.ts";

/** A file the reader keeps: the blob id and size the tree gave for its path. */
export interface WantedBlob {
  sha: string;
  size: number;
}

export interface TarballReadResult {
  /** The wanted files whose bytes are exactly the blob the tree names, by repository path. */
  files: Map<string, Buffer>;
  /** Wanted files the archive held with other content (export-subst, LFS objects): not kept. */
  mismatched: string[];
  /** Bytes of the uncompressed archive read through. */
  bytesRead: number;
}

/**
 * Reads a repository archive as GitHub serves it (a gzipped tar whose entries sit under one
 * top-level folder, `owner-repo-sha/`) as it streams in, and keeps only the wanted files, each
 * checked against the blob id the tree gave for its path: an archive that differs from the tree
 * cannot put other content in front of the model. Everything else is read past and dropped.
 * An entry is never held past the size the tree gave for its blob: one whose header says
 * otherwise is read past unbuffered, so memory stays bounded by the wanted files' sizes whatever
 * the archive holds. Stops with an error when the uncompressed archive grows past `maxBytes`.
 */
export async function readTarballFiles(
  body: ReadableStream<Uint8Array> | NodeJS.ReadableStream,
  wanted: ReadonlyMap<string, WantedBlob>,
  options: { maxBytes: number },
): Promise<TarballReadResult> {
  const files = new Map<string, Buffer>();
  const mismatched: string[] = [];
  let bytesRead = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytesRead += chunk.length;
      if (bytesRead > options.maxBytes) {
        callback(new Error(`the archive is larger than ${options.maxBytes} bytes uncompressed`));
      } else callback(null, chunk);
    },
  });
  const source = body instanceof ReadableStream ? Readable.fromWeb(body as never) : body;
  const entries = extract();
  const reading = pipeline(source, createGunzip(), limit, entries);
  // The pipeline's error also ends the loop below; this keeps it from surfacing twice.
  reading.catch(() => {});
  for await (const entry of entries) {
    const path = withoutTopFolder(entry.header.name);
    const blob = path === undefined ? undefined : wanted.get(path);
    if (
      blob === undefined ||
      (entry.header.type !== "file" && entry.header.type !== "contiguous-file")
    ) {
      entry.resume();
      continue;
    }
    if (entry.header.size !== blob.size) {
      entry.resume();
      mismatched.push(path as string);
      continue;
    }
    const content = await readUpTo(entry, blob.size);
    if (content !== undefined && isBlob(content, blob.sha)) files.set(path as string, content);
    else mismatched.push(path as string);
  }
  await reading;
  return { files, mismatched, bytesRead };
}

/**
 * An entry's bytes while they stay within `size`; past it, the rest is read and dropped and the
 * answer is undefined (the header lied about its size).
 */
async function readUpTo(entry: AsyncIterable<unknown>, size: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of entry) {
    length += (chunk as Buffer).length;
    if (length <= size) chunks.push(chunk as Buffer);
    else chunks.length = 0;
  }
  return length > size ? undefined : Buffer.concat(chunks, length);
}

/** `acme-docs-1a2b3c4/docs/index.md` → `docs/index.md`; undefined for the folder itself. */
function withoutTopFolder(name: string): string | undefined {
  const slash = name.indexOf("/");
  if (slash < 0) return undefined;
  const rest = name.slice(slash + 1).replace(/\/+$/, "");
  return rest === "" ? undefined : rest;
}
