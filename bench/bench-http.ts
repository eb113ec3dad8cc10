import { createRequire } from "node:module";
import type { Kysely } from "kysely";
import pg from "pg";
import { seedProject } from "#testkit/database/seed.ts";
import type { Database } from "../app/db/schema.ts";
import { createApiKey } from "../app/projects/api-key.service.ts";

/** What the benchmarks read of an autocannon run. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Seconds the run took. */
  duration: number;
}

/** autocannon, which ships no types of its own, as the benchmarks call it. */
export const autocannon = createRequire(import.meta.url)("autocannon") as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;

/** A PostgreSQL database of the benchmark's own, empty, on the server `adminUrl` names; its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
}

/**
 * A project with a read-write API key on the benchmark's database, as the HTTP benchmarks load
 * it: its key, and the headers its requests carry.
 */
export async function seedBenchProject(
  db: Kysely<Database>,
): Promise<{ projectId: string; key: string; headers: Record<string, string> }> {
  const projectId = await seedProject(db, {
    repo_owner: "bench",
    repo_name: "docs",
    base_ref: null,
    installation_id: 1,
  });
  const { key } = await createApiKey(db, { projectId, now: new Date(), scopes: ["read", "write"] });
  return {
    projectId,
    key,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
  };
}

/** `count` jobs created through the API (they stay queued): the paths of their job GETs. */
export async function createJobsOverHttp(
  serverUrl: string,
  project: { projectId: string; headers: Record<string, string> },
  count = 200,
): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${serverUrl}/v2/agent/${project.projectId}/job`, {
      method: "POST",
      headers: project.headers,
      body: JSON.stringify({ prompt: `seed ${i}` }),
    });
    paths.push(`/v2/agent/${project.projectId}/job/${((await res.json()) as { id: string }).id}`);
  }
  return paths;
}
