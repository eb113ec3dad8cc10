import type { Command } from "commander";
import { CliError, type CliRuntime } from "./cli-runtime.ts";

const TIMEOUT_MS = 5_000;

/**
 * `inkwell healthcheck`: asks this machine's server for `/healthz` at HOST and PORT and exits 0
 * only on 200. It is the container image's HEALTHCHECK (the slim image has no curl), and serves
 * any supervisor that runs a command.
 */
export function registerHealthcheckCommand(program: Command, cli: CliRuntime): void {
  program
    .command("healthcheck")
    .description("Exit 0 if the server on HOST:PORT answers /healthz with 200, else 1")
    .action(async () => {
      const url = healthzUrl(cli.config());
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: "manual",
        });
      } catch (error) {
        const reason =
          (error as Error).name === "TimeoutError"
            ? `no answer within ${TIMEOUT_MS / 1000} s`
            : (error as Error).message;
        throw new CliError(`${url}: ${reason}`, { code: "unreachable" });
      }
      const body = (await response.text()).slice(0, 200);
      if (response.status !== 200) {
        throw new CliError(`${url} answered ${response.status}: ${body}`, { code: "unreachable" });
      }
      cli.output({ url, status: response.status, body }, () => `${url}: ${body}`);
    });
}

/** The server's own address: a wildcard HOST (0.0.0.0, ::) is reached on loopback. */
export function healthzUrl(config: { host: string; port: number }): string {
  const host = config.host === "0.0.0.0" ? "127.0.0.1" : config.host === "::" ? "::1" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}/healthz`;
}
