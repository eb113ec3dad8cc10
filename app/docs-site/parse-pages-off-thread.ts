import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PageCode, PageCodeOptions } from "./find-page-code.ts";
import type { PageParseOptions, ParsedPage } from "./parse-page.ts";

/** `.ts` when run from the sources (through tsx), `.js` when run from the build. */
const OWN_EXTENSION = path.extname(fileURLToPath(import.meta.url));

/**
 * How long one page may take to parse. MDX parsing is quadratic on some inputs (thousands of
 * invalid `{…}` expressions take minutes) and page text comes from the repository: a page that
 * takes longer is left unjudged rather than holding the check.
 */
const PARSE_DEADLINE_MS = 5_000;

type Request =
  | { kind: "page"; text: string; options: PageParseOptions }
  | { kind: "code"; text: string; options: PageCodeOptions };

interface Job {
  request: Request;
  resolve: (reply: WorkerReply | undefined) => void;
  reject: (error: Error) => void;
}

type WorkerReply =
  | { ready: true; page?: undefined; code?: undefined }
  | {
      ready?: undefined;
      page: Omit<ParsedPage, "anchors"> & { anchors: string[] };
      code?: undefined;
    }
  | { ready?: undefined; page?: undefined; code: PageCode };

/**
 * Parses pages on a worker thread, one at a time, so a slow page never blocks the server's event
 * loop; a page over its deadline is abandoned by restarting the thread, and resolves undefined.
 */
export class OffThreadPageParser {
  private worker: Worker | undefined;
  /** Whether the thread has loaded the parser: the deadline counts from then, not from start-up. */
  private ready = false;
  private readonly queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | undefined;

  constructor(private readonly deadlineMs = PARSE_DEADLINE_MS) {}

  async parse(text: string, options: PageParseOptions): Promise<ParsedPage | undefined> {
    const reply = await this.run({ kind: "page", text, options });
    const page = reply?.page;
    return page && { ...page, anchors: new Set(page.anchors) };
  }

  /** What in a page runs code or reads files (see find-page-code.ts); undefined past the deadline. */
  async findCode(text: string, options: PageCodeOptions): Promise<PageCode | undefined> {
    return (await this.run({ kind: "code", text, options }))?.code;
  }

  private run(request: Request): Promise<WorkerReply | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) {
      // An idle thread must not keep the process alive.
      this.worker?.unref();
      return;
    }
    const worker = this.start();
    worker.ref();
    if (!this.ready) {
      this.queue.unshift(job);
      return;
    }
    this.current = { job, timer: setTimeout(() => this.abandon(worker), this.deadlineMs) };
    worker.postMessage(job.request);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./parse-page-worker.mjs", import.meta.url), {
      workerData: {
        tasksModule: new URL(`./page-thread-tasks${OWN_EXTENSION}`, import.meta.url).href,
      },
    });
    worker.on("message", (reply: WorkerReply) => {
      if (reply.ready) {
        this.ready = true;
        this.next();
        return;
      }
      this.finish(worker, (job) => job.resolve(reply));
    });
    const crashed = (error: Error) => {
      if (worker !== this.worker) return;
      if (!this.ready) {
        // The parser could not even load: every waiting page fails with the reason.
        this.worker = undefined;
        for (const job of this.queue.splice(0)) job.reject(error);
        return;
      }
      this.stop(worker, (job) => job.reject(error));
    };
    worker.on("error", crashed);
    worker.on("exit", (code) =>
      crashed(new Error(`the page parser thread stopped (code ${code})`)),
    );
    this.worker = worker;
    this.ready = false;
    return worker;
  }

  private finish(worker: Worker, settle: (job: Job) => void): void {
    if (worker !== this.worker) return;
    this.settleCurrent(settle);
    this.next();
  }

  /** The current page is over its deadline: stop the thread, leave the page unjudged, go on. */
  private abandon(worker: Worker): void {
    this.stop(worker, (job) => job.resolve(undefined));
    void worker.terminate();
  }

  /** The thread is gone (stopped, crashed or exited): settle its page and start afresh. */
  private stop(worker: Worker, settle: (job: Job) => void): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
    this.ready = false;
    this.settleCurrent(settle);
    this.next();
  }

  private settleCurrent(settle: (job: Job) => void): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = undefined;
    settle(current.job);
  }
}

let shared: OffThreadPageParser | undefined;

/** The process's page parser: one thread, started on first use. */
export function sharedPageParser(): OffThreadPageParser {
  shared ??= new OffThreadPageParser();
  return shared;
}
