import type { AppContext } from "../app/app-context.ts";
import { startInkwell } from "../app/main.ts";
import type { RunningServer } from "../app/start-server.ts";

/**
 * The server as `inkwell serve` starts it, in this process; with `background`, housekeeping (and
 * the agent worker, when configured) runs beside it as in production.
 */
export async function startBenchServer(
  ctx: AppContext,
  options: { background?: boolean } = {},
): Promise<Omit<RunningServer, "stop"> & { stop(): Promise<unknown> }> {
  const running = await startInkwell(ctx, { http: true, background: options.background ?? false });
  if (!running.server) throw new Error("the benchmark server did not start");
  return { ...running.server, stop: () => running.stop() };
}
