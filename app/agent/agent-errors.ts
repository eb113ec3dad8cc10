/**
 * A tool call the agent may not make (a path outside the docs root, a missing file, an ambiguous
 * replacement). The `ai` SDK hands the message back to the model, which can correct itself.
 */
export class ToolRefusal extends Error {
  override name = "ToolRefusal";
}

/**
 * A call refused by a rule of what the agent may do, not by a mistake in it: a path outside the
 * docs root or under `.github/`, a file the write policy protects, a page change the page or
 * config policy forbids, a symbolic link. The pull request lists these for the reviewer.
 */
export class PolicyRefusal extends ToolRefusal {
  override name = "PolicyRefusal";
}

/**
 * The run cannot go on and retrying will not help: a limit was hit, the app was removed, the
 * repository is unusable. The message becomes the job's `error`, so it is written for the user.
 */
export class RunFailure extends Error {
  override name = "RunFailure";
}

/** The run stopped at a step boundary because the job was archived or the worker is stopping. */
export class RunStopped extends Error {
  override name = "RunStopped";

  constructor(readonly reason: "archived" | "shutdown" | "lease_lost" | "not_active") {
    super(`run stopped: ${reason}`);
  }
}

/**
 * A failure that may pass (GitHub 5xx, rate limits, a model timeout, the network): the job is
 * tried again later, not before `retryAt` when the server said when.
 */
export class TransientFailure extends Error {
  override name = "TransientFailure";

  constructor(
    message: string,
    readonly retryAt: Date | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
