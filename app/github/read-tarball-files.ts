import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { extract } from "tar-stream";
import { isBlob } from "./git-blob-sha.ts";

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
 * Stops with an error when the uncompressed archive grows past `maxBytes`.
 */
export async function readTarballFiles(
  body: ReadableStream<Uint8Array> | NodeJS.ReadableStream,
  wanted: ReadonlyMap<string, string>,
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
    const sha = path === undefined ? undefined : wanted.get(path);
    if (
      sha === undefined ||
      (entry.header.type !== "file" && entry.header.type !== "contiguous-file")
    ) {
      entry.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const content = Buffer.concat(chunks);
    if (isBlob(content, sha)) files.set(path as string, content);
    else mismatched.push(path as string);
  }
  await reading;
  return { files, mismatched, bytesRead };
}

/** `acme-docs-1a2b3c4/docs/index.md` → `docs/index.md`; undefined for the folder itself. */
function withoutTopFolder(name: string): string | undefined {
  const slash = name.indexOf("/");
  if (slash < 0) return undefined;
  const rest = name.slice(slash + 1).replace(/\/+$/, "");
  return rest === "" ? undefined : rest;
}
