import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

/** An npm command with no prompts, audit or update checks, as CI runs it. */
function npm(args: string[], cwd: string) {
  return run("npm", [...args, "--no-audit", "--no-fund", "--no-update-notifier"], {
    cwd,
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, npm_config_loglevel: "warn" },
  });
}

/**
 * `npm pack` of a package folder of this repository (its `prepack` build included), into
 * `destination`; the tarball's path.
 */
export async function packPackage(folder: string, destination: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(folder, "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  await npm(["pack", "--pack-destination", destination], folder);
  const file = `${manifest.name.replace(/^@/, "").replace("/", "-")}-${manifest.version}.tgz`;
  return path.join(destination, file);
}

/**
 * A project of its own in `folder` with these tarballs installed by `npm install --offline`: no
 * registry is asked, so the packages' dependencies (zod) are packed from this repository's
 * node_modules and installed beside them.
 */
export async function installOffline(
  folder: string,
  tarballs: readonly string[],
  dependencies: readonly string[] = ["zod"],
): Promise<void> {
  await writeFile(
    path.join(folder, "package.json"),
    JSON.stringify({ name: "consumer", version: "1.0.0", private: true, type: "module" }),
  );
  const packed: string[] = [];
  for (const name of dependencies) {
    const source = path.join(REPO_ROOT, "node_modules", name);
    const { version } = JSON.parse(await readFile(path.join(source, "package.json"), "utf8")) as {
      version: string;
    };
    await npm(["pack", "--ignore-scripts", "--pack-destination", folder], source);
    packed.push(path.join(folder, `${name}-${version}.tgz`));
  }
  await npm(["install", "--offline", "--ignore-scripts", ...packed, ...tarballs], folder);
}
