import type { TestProject } from "vitest/node";
import { migrationsDigest, pgliteTemplate, postgresTemplate } from "./template-databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The embedded database's migrated data folder, as a tar file. */
    pgliteTemplate: string;
    /** PostgreSQL's migrated template database, when DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/** Vitest's global setup for the layers with databases: the migrated templates, made once. */
export default async function setup(project: TestProject): Promise<void> {
  const digest = await migrationsDigest();
  project.provide("pgliteTemplate", await pgliteTemplate(digest));
  const serverUrl = process.env.DATABASE_URL;
  project.provide("postgresTemplate", serverUrl ? await postgresTemplate(serverUrl, digest) : null);
}
