import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { ToolRefusal } from "../agent-errors.ts";
import type { SearchEnd, SearchRequest } from "./search-texts.ts";

/** `.ts` when run from the sources (through tsx), `.js` when run from the build. */
const OWN_EXTENSION = path.extname(fileURLToPath(import.meta.url));

/** How long past its budget a search may run before its thread is stopped mid-match. */
const HARD_STOP_GRACE_MS = 1_000;
/**
 * How long compiling a pattern may take: a pattern of the longest length the tool takes, made of
 * counted repetitions, compiles in about two seconds.
 */
const COMPILE_DEADLINE_MS = 10_000;
/** The most memory a search thread may take: the texts it is given and the compiled pattern. */
const SEARCH_HEAP_MB = 512;

export interface SearchInput {
  /** Files to search, repository paths, in the order results are wanted. */
  paths: readonly string[];
  /** The text of a file without fetching anything; undefined when not held, null when binary. */
  textOf: (path: string) => string | null | undefined;
  pattern: string;
  ignoreCase: boolean;
  show: (path: string) => string;
  maxResults: number;
  maxLineChars: number;
  /** Budget of the matching; past it the search stops with what it found. */
  budgetMs: number;
}

export interface SearchOutcome {
  /** `path:line: text` lines, at most maxResults. */
  results: string[];
  /** More lines matched than were kept. */
  more: boolean;
  /** Text files whose content the run does not hold (too large for the snapshot). */
  unsearched: number;
  /** The budget ran out before every file was searched. */
  stopped: boolean;
}

/**
 * Searches the docs on a thread of its own, so the server's event loop never waits for a
 * match: compiling a pattern and matching it cost the program's size times the text's (RE2 in
 * pure JavaScript), which for a crafted pattern is minutes on a large page, and one match
 * cannot be interrupted from inside. The thread checks its budget between lines and is stopped
 * from here when a single match outlasts it; the search then answers with what it had found.
 * An invalid pattern is refused with RE2's reason.
 */
export async function searchDocs(input: SearchInput): Promise<SearchOutcome> {
  const files: [string, string][] = [];
  let unsearched = 0;
  for (const file of input.paths) {
    const text = input.textOf(file);
    if (text === null) continue;
    if (text === undefined) unsearched++;
    else files.push([input.show(file), text]);
  }
  const request: SearchRequest = {
    files,
    pattern: input.pattern,
    ignoreCase: input.ignoreCase,
    maxResults: input.maxResults,
    maxLineChars: input.maxLineChars,
    budgetMs: input.budgetMs,
  };
  const { results, end } = await searchOnThread(request);
  if ("refused" in end) throw new ToolRefusal(end.refused);
  return { results, more: end.more, unsearched, stopped: end.stopped };
}

/** How long a finished search's thread waits for the next search before it is let go. */
const IDLE_THREAD_MS = 60_000;

/**
 * The thread of the last search that ended by itself, kept for the next one: starting a thread
 * and loading the search costs more than most searches. A thread stopped mid-match is never kept.
 */
let idleThread: { worker: Worker; letGo: NodeJS.Timeout } | undefined;

function takeThread(): { worker: Worker; ready: boolean } {
  const kept = idleThread;
  idleThread = undefined;
  if (kept) {
    clearTimeout(kept.letGo);
    kept.worker.ref();
    return { worker: kept.worker, ready: true };
  }
  const worker = new Worker(new URL("./search-worker.mjs", import.meta.url), {
    workerData: { searchModule: new URL(`./search-texts${OWN_EXTENSION}`, import.meta.url).href },
    resourceLimits: { maxOldGenerationSizeMb: SEARCH_HEAP_MB },
  });
  worker.once("exit", () => {
    if (idleThread?.worker === worker) {
      clearTimeout(idleThread.letGo);
      idleThread = undefined;
    }
  });
  return { worker, ready: false };
}

function keepThread(worker: Worker): void {
  if (idleThread) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const letGo = setTimeout(() => {
    if (idleThread?.worker === worker) idleThread = undefined;
    void worker.terminate();
  }, IDLE_THREAD_MS);
  letGo.unref();
  idleThread = { worker, letGo };
}

function searchOnThread(request: SearchRequest): Promise<{ results: string[]; end: SearchEnd }> {
  const results: string[] = [];
  const { worker, ready } = takeThread();
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const settle = (outcome: () => void, keep = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (keep) keepThread(worker);
      else void worker.terminate();
      outcome();
    };
    const stopAfter = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => settle(() => resolve({ results, end: { more: false, stopped: true } })),
        ms,
      );
    };
    const start = () => {
      stopAfter(COMPILE_DEADLINE_MS);
      worker.postMessage(request);
    };
    type Message = { ready?: true; compiled?: true; found?: string; end?: SearchEnd };
    const onMessage = (message: Message) => {
      // The budget counts from when the pattern is compiled, not while the thread loads.
      if (message.ready) {
        start();
      } else if (message.compiled) {
        stopAfter(request.budgetMs + HARD_STOP_GRACE_MS);
      } else if (message.found !== undefined) {
        results.push(message.found);
      } else if (message.end) {
        const end = message.end;
        settle(() => resolve({ results, end }), true);
      }
    };
    const onError = (error: Error & { code?: string }) =>
      settle(() =>
        // A search whose texts and pattern outgrow the thread's heap ends like one out of time.
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? resolve({ results, end: { more: false, stopped: true } })
          : reject(error),
      );
    const onExit = (code: number) =>
      settle(() => reject(new Error(`the search thread stopped (code ${code})`)));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    if (ready) start();
  });
}
