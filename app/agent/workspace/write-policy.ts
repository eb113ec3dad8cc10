import { siteFileNames } from "../../docs-site/site-files.ts";
import { compileGlob } from "./safe-pattern.ts";

/** A project's own adjustments, globs relative to the docs root (`projects.write_allow`/`write_deny`). */
export interface WriteGlobs {
  /** Widen the default: matching files may be written even if they are not documentation. */
  allow: readonly string[];
  /** Narrow it: matching files may never be written; wins over everything else. */
  deny: readonly string[];
}

export type WriteVerdict = { allowed: true } | { allowed: false; message: string };

/**
 * The navigation and site configuration files Inkwell recognises that are data (JSON, YAML,
 * TOML), which the agent keeps in step with the pages. JavaScript and TypeScript configuration
 * (`docusaurus.config.js`, `sidebars.ts`, `astro.config.mjs`) runs when the site builds, so it is
 * not in this list.
 */
export const navigationDataFileNames = new Set(
  siteFileNames((file) => ["json", "yaml", "toml"].includes(file.syntax)).map((name) =>
    name.toLowerCase(),
  ),
);

/** Whether a path names one of the navigation data files above. */
export function isNavigationDataFile(path: string): boolean {
  return navigationDataFileNames.has((path.split("/").at(-1) ?? "").toLowerCase());
}

const documentExtensions = new Set([
  "md",
  "mdx",
  "markdown",
  "mdown",
  "mkd",
  "rst",
  "adoc",
  "asciidoc",
  "txt",
]);

const mediaExtensions = new Set([
  "png",
  "jpg",
  "jpeg",
  "gif",
  "svg",
  "webp",
  "avif",
  "ico",
  "bmp",
  "tif",
  "tiff",
  "mp4",
  "webm",
  "mov",
  "m4v",
  "mp3",
  "wav",
  "ogg",
  "oga",
  "m4a",
  "vtt",
  "pdf",
]);

const manifestNames = new Set([
  "package.json",
  "package-lock.json",
  "npm-shrinkwrap.json",
  "yarn.lock",
  "pnpm-lock.yaml",
  "pnpm-workspace.yaml",
  "bun.lockb",
  "bun.lock",
  "deno.json",
  "deno.jsonc",
  "composer.json",
  "composer.lock",
  "gemfile",
  "gemfile.lock",
  "pipfile",
  "pipfile.lock",
  "pyproject.toml",
  "poetry.lock",
  "uv.lock",
  "setup.py",
  "setup.cfg",
  "go.mod",
  "go.sum",
  "cargo.toml",
  "cargo.lock",
  "pom.xml",
  "build.gradle",
  "build.gradle.kts",
  "mix.exs",
]);

const buildFileNames = new Set([
  "makefile",
  "gnumakefile",
  "justfile",
  "rakefile",
  "dockerfile",
  "containerfile",
  "jenkinsfile",
  "procfile",
  "netlify.toml",
  "vercel.json",
  "tox.ini",
  "noxfile.py",
]);

const codeExtensions = new Set(["js", "mjs", "cjs", "jsx", "ts", "mts", "cts", "tsx"]);

const scriptExtensions = new Set([
  "sh",
  "bash",
  "zsh",
  "fish",
  "ps1",
  "bat",
  "cmd",
  "py",
  "rb",
  "pl",
  "php",
  "lua",
  "go",
  "rs",
  "java",
  "kt",
  "swift",
  "c",
  "cc",
  "cpp",
  "h",
  "mk",
  "exe",
  "dll",
  "so",
  "wasm",
]);

/**
 * Whether the agent may create, change, move or delete a file, by its path relative to the docs
 * root and its git mode (undefined for a new file). The default allows documentation only: pages
 * (Markdown, MDX, reStructuredText, AsciiDoc, plain text), images and other media, and the
 * navigation data files above. A `deny` glob always refuses; an `allow` glob permits anything
 * else it matches. Refused by default, because a build, CI or a preview runs them: package
 * manifests and lock files, scripts, JavaScript/TypeScript, Makefiles and the like, dotfiles
 * (`.gitmodules`, `.npmrc`, CI config), and any executable file.
 */
export function checkWritePolicy(
  path: string,
  mode: string | undefined,
  globs: WriteGlobs,
): WriteVerdict {
  const denied = globs.deny.find((glob) => denies(glob, path));
  if (denied !== undefined) {
    return {
      allowed: false,
      message: `Inkwell may not change ${path}: the project's write policy denies it (--deny '${denied}'). Leave the file as it is; only the docs team can change this rule, with \`inkwell projects update\`.`,
    };
  }
  if (globs.allow.some((glob) => allows(glob, path))) return { allowed: true };
  const reason = refusalReason(path, mode);
  if (reason === undefined) return { allowed: true };
  return {
    allowed: false,
    message: `Inkwell may not change ${path}: ${reason}. By default it may only change documentation (Markdown, MDX, reStructuredText, AsciiDoc, plain text, images and other media) and the site's navigation data files. Leave the file as it is and say in your summary what should change there; the docs team can allow it with \`inkwell projects update --allow '${suggestGlob(path)}'\`.`,
  };
}

/** Why the default policy refuses a path, or undefined when it allows it. */
function refusalReason(path: string, mode: string | undefined): string | undefined {
  const segments = path.split("/");
  const name = (segments.at(-1) ?? "").toLowerCase();
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : "";
  if (segments.some((segment) => segment.startsWith("."))) {
    return "it is a dotfile or lies in a dot-folder (tool, CI or repository configuration)";
  }
  if (mode === "100755") return "it is an executable file";
  if (manifestNames.has(name) || /^(requirements|constraints)([-_.].*)?\.(txt|in)$/.test(name)) {
    return "it is a package manifest or lock file, which installs and runs code";
  }
  if (buildFileNames.has(name)) return "it is a build or deployment file, which runs commands";
  if (codeExtensions.has(extension)) {
    return "it is JavaScript or TypeScript, code or configuration that the site's build runs";
  }
  if (scriptExtensions.has(extension)) return "it is a script or source file";
  if (navigationDataFileNames.has(name)) return undefined;
  if (documentExtensions.has(extension) || mediaExtensions.has(extension)) return undefined;
  return "it is not a documentation file";
}

/** The glob a team would most likely allow: the file itself, quoted for a shell. */
function suggestGlob(path: string): string {
  return path.replaceAll("'", "'\\''");
}

const compiled = new Map<string, ((path: string) => boolean) | undefined>();

/**
 * A project's glob as a linear-time matcher (RE2, see `compileGlob`), or undefined when it cannot
 * be compiled (braces nested too deep): the globs are the maintainers', edited in Settings, and a
 * backtracking matcher (`*a*a*a…*b` against a long name) would hold the server.
 */
function compile(glob: string): ((path: string) => boolean) | undefined {
  if (compiled.has(glob)) return compiled.get(glob);
  let matcher: ((path: string) => boolean) | undefined;
  try {
    matcher = compileGlob(glob);
  } catch {
    matcher = undefined;
  }
  if (compiled.size > 1000) compiled.clear();
  compiled.set(glob, matcher);
  return matcher;
}

/** A deny glob that cannot be compiled refuses every path rather than let one through. */
const denies = (glob: string, path: string) => (compile(glob) ?? (() => true))(path);
/** An allow glob that cannot be compiled allows nothing. */
const allows = (glob: string, path: string) => (compile(glob) ?? (() => false))(path);
