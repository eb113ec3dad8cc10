import pino from "pino";
import { keepLease } from "../../app/agent/worker/keep-lease.ts";
import { openDatabase } from "../../app/db/open-database.ts";
import { claimNextJob } from "../../app/jobs/job-queue.repository.ts";

// A worker process cut down to its lease, for tests that kill it: claims one job from the
// PostgreSQL database named on the command line, keeps renewing its lease, and says so on stdout.
const [databaseUrl, owner, leaseMs] = process.argv.slice(2);
const handle = await openDatabase({ databaseUrl });
const clock = { now: () => new Date() };
const job = await claimNextJob(handle.db, {
  owner: owner ?? "holder",
  now: clock.now(),
  leaseMs: Number(leaseMs),
  projectConcurrency: 2,
});
if (!job) {
  process.stdout.write("nothing to claim\n");
  process.exit(1);
}
keepLease(
  { db: handle.db, clock, log: pino({ level: "silent" }) },
  { jobId: job.id, owner: owner ?? "holder", leaseMs: Number(leaseMs) },
  () => false,
);
process.stdout.write(`claimed ${job.id}\n`);
setInterval(() => {}, 60_000);
