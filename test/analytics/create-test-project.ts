import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema.ts";

/** A project row for analytics tests (analytics counts belong to a project). */
export async function createTestProject(db: Kysely<Database>): Promise<string> {
  const id = `prj_${randomBytes(8).toString("hex")}`;
  await db
    .insertInto("projects")
    .values({
      id,
      name: "Docs",
      repo_owner: "acme",
      repo_name: "docs",
      github_repo_id: 1,
      base_ref: "main",
      installation_id: null,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  return id;
}

/** A deterministic pseudo-random generator (mulberry32), so a failing case can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
