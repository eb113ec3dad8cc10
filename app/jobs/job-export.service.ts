import type { Kysely } from "kysely";
import { AppError } from "../app-error.ts";
import { checkIdentifier } from "../check-identifier.ts";
import type { Database } from "../db/schema.ts";
import { listJobEventRows } from "./job-event.repository.ts";

const PAGE = 1000;

/**
 * Everything the server keeps of one job, as JSON: the job, its instructions and every event of
 * its runs' transcripts, with the full model calls of a server that records runs
 * (INKWELL_RECORD_RUNS). What `inkwell job export` writes; the recording `npm run eval` replays.
 */
export async function exportJob(db: Kysely<Database>, jobId: string) {
  checkIdentifier("id", jobId);
  const job = await db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirst();
  if (!job) throw new AppError("not_found", `No job ${jobId} on this server`);
  const messages = await db
    .selectFrom("job_messages")
    .select(["id", "prompt", "origin", "created_at", "processed_at"])
    .where("job_id", "=", jobId)
    .orderBy("id")
    .execute();
  const events = [];
  for (let after = 0; ; ) {
    const page = await listJobEventRows(db, { jobId, after, limit: PAGE });
    events.push(...page);
    if (page.length < PAGE) break;
    after = page.at(-1)?.id ?? after;
  }
  return {
    job: {
      id: job.id,
      projectId: job.project_id,
      status: job.status,
      model: job.model,
      branch: job.branch,
      prLink: job.pr_link,
      summary: job.summary,
      error: job.error,
      createdAt: job.created_at.toISOString(),
      tokens: {
        input: job.input_tokens,
        cachedInput: job.cached_input_tokens,
        output: job.output_tokens,
      },
    },
    messages: messages.map((m) => ({
      id: m.id,
      prompt: m.prompt,
      origin: m.origin,
      createdAt: m.created_at.toISOString(),
      processedAt: m.processed_at?.toISOString() ?? null,
    })),
    events: events.map((e) => ({
      id: e.id,
      run: e.run,
      type: e.type,
      at: e.at.toISOString(),
      data: e.data,
    })),
  };
}
