import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { extract } from "tar-stream";
import { inject } from "vitest";
import { migrationsDigest, pgliteTemplate } from "./template-databases.ts";

export interface EmbeddedDataDir {
  /** The folder to give as INKWELL_DATA_DIR. */
  dir: string;
  remove(): Promise<void>;
}

/**
 * A data folder holding a migrated embedded database, as `inkwell migrate` leaves one, unpacked
 * from the template: for CLI and server tests whose subject is not the database's creation.
 */
export async function createEmbeddedDataDir(): Promise<EmbeddedDataDir> {
  const template = inject("pgliteTemplate") || (await pgliteTemplate(await migrationsDigest()));
  const dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-data-"));
  const pgdata = path.join(dir, "pgdata");
  const unpack = extract();
  const done = new Promise<void>((resolve, reject) => {
    unpack.on("finish", resolve);
    unpack.on("error", reject);
  });
  unpack.on("entry", (header, stream, next) => {
    const target = path.join(pgdata, header.name);
    if (!target.startsWith(`${pgdata}${path.sep}`))
      throw new Error(`${header.name} leaves the folder`);
    const chunks: Buffer[] = [];
    stream.on("data", (chunk) => chunks.push(chunk as Buffer));
    stream.on("end", () => {
      const written =
        header.type === "directory"
          ? mkdir(target, { recursive: true })
          : mkdir(path.dirname(target), { recursive: true }).then(() =>
              writeFile(target, Buffer.concat(chunks)),
            );
      written.then(() => next(), next);
    });
  });
  createReadStream(template).pipe(unpack);
  await done;
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
