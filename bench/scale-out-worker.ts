import pino from "pino";
import {
  answeringModel,
  confirmation,
  type ScriptedStep,
  stepContent,
} from "#testkit/model/scripted-model.ts";
import { startAgentWorker } from "../app/agent/worker/agent-worker.ts";
import { type AppContext, systemClock } from "../app/app-context.ts";
import { loadConfig } from "../app/config.ts";
import { openDatabase } from "../app/db/open-database.ts";
import { instantGitHub } from "./agent-benchmark.ts";

// One worker process of `npm run bench -- scale-out`: the agent worker of a server process, with
// its configuration from the environment (INKWELL_AGENT_CONCURRENCY, INKWELL_PROJECT_CONCURRENCY,
// INKWELL_JOB_LEASE_SECONDS, DATABASE_POOL_SIZE), on the schema named on the command line, with a
// scripted model that takes BENCH_STEP_MS per step (a page written, then finish) and a GitHub
// double that answers at once.
const [schema] = process.argv.slice(2);
const stepMs = Number(process.env.BENCH_STEP_MS ?? 500);
const config = loadConfig(process.env);
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  schema,
  poolSize: config.databasePoolSize,
});
const page: ScriptedStep = { calls: [["write_file", { path: "page.md", content: "# Page\n" }]] };
const finish: ScriptedStep = {
  calls: [["finish", { summary: "Wrote the page.", prTitle: "Add a page" }]],
};
const model = answeringModel(async (callIndex, { prompt }) => {
  await new Promise((resolve) => setTimeout(resolve, stepMs));
  const done = prompt.some((message) => message.role === "tool");
  return confirmation(prompt, callIndex) ?? stepContent(done ? finish : page, callIndex);
});
const ctx: AppContext = {
  config,
  db: handle.db,
  clock: systemClock,
  log: pino({ level: "warn" }),
  agentModel: { id: "bench:scripted", languageModel: model },
};
// The benchmark's projects are a/b0, a/b1, …: one repository each.
const repositories = Array.from({ length: 20 }, (_, n) => `b${n}`);
const worker = startAgentWorker({
  ctx,
  github: (await instantGitHub(repositories)).github,
  docsChecks: false,
});
process.once("SIGTERM", async () => {
  await worker.stop();
  await handle.close();
  process.exit(0);
});
process.stdout.write("ready\n");
