import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/**
 * Reads an env file (`.env` in the working folder) into `env`: a variable already set keeps its
 * value, but one set to the empty string takes the file's. Compose passes the host's `.env` into
 * the container, where `INKWELL_SECRET=` left empty must not hide the value the GitHub App
 * registration page wrote to the working folder's `.env`.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv, file = ".env"): void {
  if (!existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (!env[name]) env[name] = value;
  }
}
