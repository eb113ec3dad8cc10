import { randomUUID } from "node:crypto";
import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";
import { checkLocalDocs, LocalDocsCheckError } from "../local/check-local-docs.ts";
import { githubAnnotations, summaryHtml, summaryLine } from "../local/docs-check-report.ts";
import { GitError, runGit } from "../local/run-git.ts";

/** A commit id as GitHub's events give them (SHA-1, or SHA-256 repositories). */
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/**
 * The docs check as a step of a GitHub Actions job (`check/action.yml`): the change a pull request
 * (or a push) made to the checked-out repository against its base, with no Inkwell server. Each
 * problem the change introduced is an error annotation on its line, the job summary lists them, and
 * the step fails when there are any (unless `fail-on-problems` is false). Returns the exit code.
 */
export async function runDocsCheckAction(env: NodeJS.ProcessEnv): Promise<number> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const fail = (message: string) => {
    log(`::error::${message.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}`);
    return 1;
  };
  const workspace = env.GITHUB_WORKSPACE;
  if (!workspace) {
    return fail("GITHUB_WORKSPACE is not set: this action runs as a step of a GitHub Actions job");
  }
  const input = (name: string) => (env[`INPUT_${name.toUpperCase()}`] ?? "").trim();
  const failOnProblems = input("fail-on-problems") || "true";
  if (failOnProblems !== "true" && failOnProblems !== "false") {
    return fail(`Invalid inputs: fail-on-problems must be true or false, not "${failOnProblems}"`);
  }
  const checkExternal = input("check-external") || "false";
  if (checkExternal !== "true" && checkExternal !== "false") {
    return fail(`Invalid inputs: check-external must be true or false, not "${checkExternal}"`);
  }
  const dir = path.resolve(workspace, input("path") || ".");
  const fromWorkspace = path.relative(workspace, dir);
  if (fromWorkspace.startsWith("..") || path.isAbsolute(fromWorkspace)) {
    return fail(`Invalid inputs: path must be a folder of the workspace, not ${input("path")}`);
  }
  let base: string | undefined;
  try {
    base = input("base") || (await baseFromEvent(env.GITHUB_EVENT_PATH));
  } catch (error) {
    return fail((error as Error).message);
  }
  const started = performance.now();
  let result: Awaited<ReturnType<typeof checkLocalDocs>>;
  try {
    if (base !== undefined) await ensureCommit(dir, base);
    result = await checkLocalDocs({
      dir,
      base,
      checkExternal: checkExternal === "true" ? {} : undefined,
    });
  } catch (error) {
    if (error instanceof LocalDocsCheckError || error instanceof GitError) {
      return fail(`Docs check: ${error.message}`);
    }
    throw error;
  }
  const durationMs = performance.now() - started;
  // Annotations name files from the workspace, which is the repository's top in a usual checkout.
  const root = result.root;
  result = {
    ...result,
    findings: result.findings.map((finding) => ({
      ...finding,
      path: path.relative(workspace, path.join(root, finding.path)).split(path.sep).join("/"),
    })),
    warnings: result.warnings.map((finding) => ({
      ...finding,
      path: path.relative(workspace, path.join(root, finding.path)).split(path.sep).join("/"),
    })),
  };
  if (result.findings.length > 0 || result.warnings.length > 0) {
    log(githubAnnotations([...result.findings, ...result.warnings]));
  }
  log(summaryLine(result, durationMs));
  if (env.GITHUB_STEP_SUMMARY) {
    await appendFile(env.GITHUB_STEP_SUMMARY, summaryHtml(result, durationMs));
  }
  if (env.GITHUB_OUTPUT) {
    const files = new Set(result.findings.map((finding) => finding.path)).size;
    await appendFile(
      env.GITHUB_OUTPUT,
      output("problems", String(result.findings.length)) +
        output("files", String(files)) +
        output("base", result.baseCommit ?? ""),
    );
  }
  if (result.findings.length > 0 && failOnProblems === "true") {
    const count = result.findings.length;
    return fail(
      `The docs check found ${count === 1 ? "1 problem" : `${count} problems`} ${base === undefined ? "in the site" : "the change introduced"}`,
    );
  }
  return 0;
}

/**
 * The commit a change starts from, from the event that started the run: a pull request's base, a
 * merge queue group's base, or what a push replaced. Undefined (the whole site is checked) for other
 * events and a push that created its branch.
 */
async function baseFromEvent(eventPath: string | undefined): Promise<string | undefined> {
  if (!eventPath) return undefined;
  let event: {
    pull_request?: { base?: { sha?: unknown } };
    merge_group?: { base_sha?: unknown };
    before?: unknown;
  };
  try {
    event = JSON.parse(await readFile(eventPath, "utf8"));
  } catch (error) {
    throw new Error(`Could not read the event file ${eventPath}: ${(error as Error).message}`);
  }
  for (const candidate of [
    event.pull_request?.base?.sha,
    event.merge_group?.base_sha,
    event.before,
  ]) {
    if (typeof candidate === "string" && COMMIT_ID.test(candidate) && !/^0+$/.test(candidate)) {
      return candidate;
    }
  }
  return undefined;
}

/**
 * A shallow checkout (actions/checkout's default) may lack the base commit: it is fetched from
 * `origin`, alone, with the credentials the checkout left.
 */
async function ensureCommit(dir: string, base: string): Promise<void> {
  const present = await runGit(dir, ["cat-file", "-e", "--end-of-options", `${base}^{commit}`])
    .then(() => true)
    .catch(() => false);
  if (present || !COMMIT_ID.test(base)) return;
  try {
    await runGit(dir, ["fetch", "--no-tags", "--depth=1", "origin", base]);
  } catch (error) {
    throw new GitError(
      `the base commit ${base} is not in the checkout and could not be fetched (${(error as Error).message}); check out with fetch-depth: 0`,
    );
  }
}

/** One output in GITHUB_OUTPUT's `name<<delimiter` form, with a delimiter the value cannot hold. */
function output(name: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}
