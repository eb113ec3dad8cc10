import { gzipSync } from "node:zlib";
import { pack } from "tar-stream";
import type { FixtureFile } from "../docs-sites/docs-repository.ts";

/**
 * A repository archive as GitHub builds one: a gzipped tar whose entries sit under a single
 * `owner-repo-sha/` folder, symlinks as symlink entries. `override` puts other bytes at a path
 * (an archive that disagrees with the tree).
 */
export async function buildTarball(
  top: string,
  files: readonly FixtureFile[],
  override: Record<string, string> = {},
): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on("data", (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on("end", resolve);
    archive.on("error", reject);
  });
  archive.entry({ name: `${top}/`, type: "directory" });
  for (const file of files) {
    if (file.mode === "120000") {
      archive.entry({ name: `${top}/${file.path}`, type: "symlink", linkname: file.content ?? "" });
      continue;
    }
    const content = override[file.path] ?? file.content ?? "";
    archive.entry({ name: `${top}/${file.path}`, mode: 0o644 }, content);
  }
  archive.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}
