import { spawn } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { type LanguageModel, wrapLanguageModel } from "ai";
import { estimateUsage, type RecordedCall, replayModel } from "#testkit/model/scripted-model.ts";
import { createAgentModel } from "../app/agent/model/create-agent-model.ts";
import { loadConfig } from "../app/config.ts";
import { compareCalls } from "./compare-calls.ts";
import { modelPrice, renderReport } from "./eval-report.ts";
import {
  type ExpectedFailures,
  expectedFrom,
  judge,
  liveResultLine,
  outcomeOf,
  renderHeadline,
  renderLiveSummary,
} from "./headline.ts";
import { runsOf, scriptedRunModel } from "./persistent-model.ts";
import { type RunMeasures, startEvalEnvironment } from "./run-task.ts";
import type { Task } from "./task.ts";
import { allTasks } from "./tasks/all-tasks.ts";

const EVAL_DIR = path.dirname(fileURLToPath(import.meta.url));
const EXPECTED_FILE = path.join(EVAL_DIR, "expected-failures.json");

const USAGE = `npm run eval -- [options]

  --mode scripted   every task's reference run and wrong runs, scripted (default; what CI runs)
  --mode replay     recorded runs (--recordings DIR) played back; shows where what the model
                    is shown now differs from the recording
  --mode live       the model of INKWELL_MODEL (and its key) on every task, --repeat N times;
                    results are appended to --results FILE and a rerun skips what is there
  --task TEXT       only tasks whose id contains TEXT (or one of TEXT,TEXT,…)
  --record DIR      write each run's recording (every model call in full) to DIR
  --report FILE     also write the report (Markdown) to FILE
  --update-expected rewrite eval/expected-failures.json to what this run found (keeps the
                    reasons of entries that stay; a new entry's reason is what the oracle
                    found wrong)
  --jobs N          scripted mode: run the tasks in N processes at once (each task's runs stay
                    in one process, in order); the report and the verdict are the same`;

interface Recording {
  task: string;
  run: string;
  model: string;
  prompts: string[];
  calls: RecordedCall[][];
}

function fileName(task: string, run: string) {
  return `${task.replaceAll("/", "__")}.${run.replace(/[^a-z0-9]+/gi, "-")}.json`;
}

/** A real model that records every call in full, as the scripted and replayed models do. */
function recordingModel(model: LanguageModel, calls: RecordedCall[]): LanguageModel {
  let previous = "";
  return wrapLanguageModel({
    model: model as LanguageModelV3,
    middleware: {
      specificationVersion: "v3",
      wrapGenerate: async ({ doGenerate, params }) => {
        const result = await doGenerate();
        const estimate = estimateUsage(params, result.content, previous);
        previous = estimate.serialized;
        calls.push({
          prompt: params.prompt,
          tools: (params.tools ?? []).map((tool) => tool.name),
          content: result.content,
          usage: {
            inputTokens: result.usage.inputTokens.total ?? estimate.usage.inputTokens,
            cachedInputTokens: result.usage.inputTokens.cacheRead ?? 0,
            outputTokens: result.usage.outputTokens.total ?? estimate.usage.outputTokens,
          },
        });
        return result;
      },
    },
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      mode: { type: "string", default: "scripted" },
      task: { type: "string" },
      repeat: { type: "string", default: "1" },
      recordings: { type: "string", default: path.join(EVAL_DIR, "recordings") },
      record: { type: "string" },
      results: { type: "string" },
      report: { type: "string" },
      jobs: { type: "string", default: "1" },
      "update-expected": { type: "boolean", default: false },
      shard: { type: "string" },
      "shard-out": { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const mode = values.mode;
  if (mode !== "scripted" && mode !== "replay" && mode !== "live") {
    console.error(`--mode must be scripted, replay or live\n\n${USAGE}`);
    return 2;
  }
  const wanted = values.task?.split(",").filter(Boolean) ?? [];
  const tasks = allTasks.filter(
    (task) => wanted.length === 0 || wanted.some((text) => task.id.includes(text)),
  );
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) {
    console.error("--jobs must be a whole number of at least 1");
    return 2;
  }
  const gateScripted = (runs: Parameters<typeof gate>[0]) =>
    gate(
      runs,
      values.report,
      modelPrice(process.env, undefined),
      "Scripted runs",
      values["update-expected"],
    );
  if (mode === "scripted" && jobs > 1 && !values.shard) {
    const runs = await runShards(tasks, jobs, values);
    return gateScripted(runs);
  }
  const shard = values.shard ? parseShard(values.shard) : undefined;
  const environment = await startEvalEnvironment();
  const runs: RunMeasures[] = [];
  const save = (
    task: string,
    run: string,
    model: string,
    prompts: string[],
    measures: RunMeasures,
  ) => {
    if (!values.record) return;
    mkdirSync(values.record, { recursive: true });
    const recording: Recording = { task, run, model, prompts, calls: measures.calls };
    writeFileSync(
      path.join(values.record, fileName(task, run)),
      `${JSON.stringify(recording, null, 1)}\n`,
    );
  };
  try {
    if (mode === "scripted") {
      for (const [index, task] of tasks.entries()) {
        if (shard && index % shard.of !== shard.index) continue;
        for (const taskRun of runsOf(task)) {
          const measures = await environment.runTask(task, taskRun.name, (_t, _r, i, calls) =>
            scriptedRunModel(taskRun, i, calls),
          );
          runs.push(measures);
          save(task.id, taskRun.name, "scripted", task.prompts, measures);
          console.error(
            `${measures.passed ? "pass" : "fail"}  ${outcomeOf(measures)}  ${task.id}  ${taskRun.name}`,
          );
        }
      }
      if (shard && values["shard-out"]) {
        const lines = runs.map(({ calls: _calls, ...measures }) => JSON.stringify(measures));
        writeFileSync(values["shard-out"], `${lines.join("\n")}\n`);
        return 0;
      }
      return gateScripted(runs);
    }
    if (mode === "replay")
      return await replay(
        values.recordings,
        tasks.map((t) => t.id),
        environment,
        runs,
        values.report,
      );
    return await live(tasks, Number(values.repeat), environment, runs, values, save);
  } finally {
    await environment.close();
  }
}

function parseShard(text: string): { index: number; of: number } {
  const [index, of] = text.split("/").map(Number);
  if (!Number.isInteger(index) || !Number.isInteger(of) || (of as number) < 1)
    throw new Error(`--shard must be i/N, not ${text}`);
  return { index: index as number, of: of as number };
}

/**
 * The scripted runs in `jobs` child processes, each taking every jobs-th task; their measures are
 * put back in the suite's order, so the report does not depend on which process ran what.
 */
async function runShards(
  tasks: readonly Task[],
  jobs: number,
  values: { task?: string | undefined; record?: string | undefined },
): Promise<RunMeasures[]> {
  const folder = mkdtempSync(path.join(tmpdir(), "inkwell-eval-"));
  try {
    const script = fileURLToPath(import.meta.url);
    const children = Array.from({ length: jobs }, (_, index) => {
      const out = path.join(folder, `shard-${index}.jsonl`);
      const args = [
        ...process.execArgv,
        script,
        "--shard",
        `${index}/${jobs}`,
        "--shard-out",
        out,
        ...(values.task ? ["--task", values.task] : []),
        ...(values.record ? ["--record", values.record] : []),
      ];
      const child = spawn(process.execPath, args, { stdio: ["ignore", "inherit", "inherit"] });
      return new Promise<string>((resolve, reject) => {
        child.on("error", reject);
        child.on("exit", (code) =>
          code === 0 ? resolve(out) : reject(new Error(`eval shard ${index} exited with ${code}`)),
        );
      });
    });
    const files = await Promise.all(children);
    const measured = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => ({ ...(JSON.parse(line) as RunMeasures), calls: [] })),
    );
    const order = tasks.flatMap((task) => runsOf(task).map((r) => `${task.id}\u0000${r.name}`));
    const at = (run: RunMeasures) => order.indexOf(`${run.task}\u0000${run.run}`);
    return measured.sort((a, b) => at(a) - at(b));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function gate(
  runs: RunMeasures[],
  reportFile: string | undefined,
  price: ReturnType<typeof modelPrice>,
  title: string,
  update = false,
): number {
  const expected = JSON.parse(readFileSync(EXPECTED_FILE, "utf8")) as ExpectedFailures;
  const report = `${renderReport(runs, price, title)}\n${renderHeadline(runs)}`;
  console.log(report);
  if (update) {
    const next = expectedFrom(runs, expected);
    writeFileSync(EXPECTED_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(
      `wrote ${path.relative(process.cwd(), EXPECTED_FILE)}: review the reasons before committing it`,
    );
    return 0;
  }
  const { regressions, stale } = judge(runs, expected);
  for (const key of stale)
    console.log(`STALE: eval/expected-failures.json names ${key}: remove the entry`);
  for (const line of regressions) console.log(`REGRESSION: ${line}`);
  if (reportFile) writeFileSync(reportFile, report);
  return regressions.length + stale.length > 0 ? 1 : 0;
}

async function replay(
  folder: string,
  taskIds: string[],
  environment: Awaited<ReturnType<typeof startEvalEnvironment>>,
  runs: RunMeasures[],
  reportFile: string | undefined,
): Promise<number> {
  if (!existsSync(folder)) {
    console.error(`no recordings in ${folder}: record some with --record ${folder}`);
    return 2;
  }
  const { allTasks: tasks } = await import("./tasks/all-tasks.ts");
  let differing = 0;
  for (const name of readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const recording = JSON.parse(readFileSync(path.join(folder, name), "utf8")) as Recording;
    const task = tasks.find((t) => t.id === recording.task);
    if (!task || !taskIds.includes(task.id)) continue;
    const replayed = {
      ...task,
      prompts: recording.prompts,
      reference: { name: recording.run, scripts: [] },
      wrong: [],
    };
    const measures = await environment.runTask(replayed, recording.run, (_t, _r, index, calls) =>
      replayModel(recording.calls[index] ?? [], calls),
    );
    runs.push({ ...measures, run: recording.run === "reference" ? "reference" : measures.run });
    const diffs = compareCalls(recording.calls, measures.calls);
    if (diffs.length > 0) differing++;
    console.log(
      `${diffs.length === 0 ? "same" : "DIFFERS"}  ${task.id}  ${recording.run}  (${recording.model})`,
    );
    for (const diff of diffs.slice(0, 3)) console.log(diff);
  }
  const report = renderReport(runs, modelPrice(process.env, undefined), "Replayed runs");
  console.log(report);
  console.log(
    `${differing} of ${runs.length} replayed runs show the model something other than the recording`,
  );
  if (reportFile) writeFileSync(reportFile, report);
  return 0;
}

async function live(
  tasks: typeof allTasks,
  repeat: number,
  environment: Awaited<ReturnType<typeof startEvalEnvironment>>,
  runs: RunMeasures[],
  values: { results?: string | undefined; report?: string | undefined },
  save: (
    task: string,
    run: string,
    model: string,
    prompts: string[],
    measures: RunMeasures,
  ) => void,
): Promise<number> {
  const config = loadConfig(process.env);
  if (!config.model) {
    console.error(
      "live mode needs a model: set INKWELL_MODEL (and its provider's key), as for the server",
    );
    return 2;
  }
  if (!Number.isInteger(repeat) || repeat < 1) {
    console.error("--repeat must be a whole number of at least 1");
    return 2;
  }
  const agentModel = createAgentModel(config.model);
  const resultsFile =
    values.results ??
    path.join(EVAL_DIR, "results", `${config.model.id.replace(/[^a-z0-9.-]+/gi, "_")}.jsonl`);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  // Resumable: a run already in the results file is read back, not run again.
  const done = existsSync(resultsFile)
    ? readFileSync(resultsFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as RunMeasures & { repeat: number })
    : [];
  for (let r = 1; r <= repeat; r++) {
    for (const task of tasks) {
      const runName = "reference";
      const previous = done.find((d) => d.task === task.id && d.repeat === r);
      if (previous) {
        runs.push(previous);
        continue;
      }
      const measures = await environment.runTask(task, runName, (_t, _r, _i, calls) =>
        recordingModel(agentModel.languageModel, calls),
      );
      runs.push(measures);
      save(task.id, `live-${r}`, config.model.id, task.prompts, measures);
      appendFileSync(resultsFile, `${JSON.stringify(liveResultLine(measures, r))}\n`);
      console.error(`${measures.passed ? "pass" : "fail"}  ${task.id}  (repeat ${r})`);
    }
  }
  const report = `${renderReport(
    runs,
    modelPrice(process.env, config.model.id),
    `Live runs of ${config.model.id}`,
  )}\n${renderHeadline(runs)}\n${renderLiveSummary(runs, repeat)}`;
  console.log(report);
  if (values.report) writeFileSync(values.report, report);
  return 0;
}

process.exitCode = await main();
