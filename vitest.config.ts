import { defineConfig } from "vitest/config";
import SlowestFirstSequencer from "./testkit/vitest/slowest-first-sequencer.ts";

// Three layers, one command (`npm test` runs them all; CONTRIBUTING.md says which a test belongs in):
// - unit, `*.test.ts`: no database, no server, no child process (`npm run test:fast`);
// - integration, `*.integration.test.ts`: databases copied from a migrated template, the app in
//   process, the GitHub and model doubles of testkit/;
// - system, `*.system.test.ts`: real processes, the production build, packing, the browser.
const databaseTemplates = ["testkit/database/global-setup.ts"];

export default defineConfig({
  // The published packages, as the examples and tests import them, are their sources here
  // (the packed builds are tested in test/packages/).
  resolve: {
    alias: {
      "@inkwell-docs/collector": new URL("./packages/collector/src/index.ts", import.meta.url)
        .pathname,
      "@inkwell-docs/client": new URL("./shared/client/index.ts", import.meta.url).pathname,
    },
  },
  test: {
    pool: "forks",
    // Vitest's default in a run is one worker fewer than the cores: on a 2-core machine, one.
    // Files wait on databases, servers and child processes as much as they compute, so every
    // core gets a worker.
    maxWorkers: "100%",
    minWorkers: 1,
    // Whether a pool starts a new worker for every file is this root setting alone (a project's
    // `isolate` only says whether a worker forgets the modules of the file before): workers are
    // reused, so a file does not pay for a new process or thread and for loading the app again.
    // With it, the forks pool runs one project's files, then the next project's (the system files
    // first, as the slowest-first order puts them), each project on new workers.
    poolOptions: { threads: { isolate: false }, forks: { isolate: false } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file's time, written where INKWELL_TEST_TIMES says (CI checks them against a budget).
    reporters: ["default", "./testkit/vitest/file-times-reporter.ts"],
    // The files the time budget names as slow start first, also on a clone with no cached times.
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          // No process of its own to need: threads start faster than forks.
          pool: "threads",
          // A thread's files share the modules it loaded (and the page parser's thread) rather
          // than loading them again per file: unit tests keep no state in modules.
          isolate: false,
          exclude: ["test/**/*.integration.test.ts", "test/**/*.system.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.integration.test.ts"],
          // A worker process runs file after file, loading the app, PGlite's WebAssembly and the
          // page parser's thread once rather than per file; each file still has its own database.
          isolate: false,
          // Loaded through Vitest, not Node's own module cache, so a file that needs them fresh
          // (the action reads the runner's environment when @actions/github is first imported)
          // gets them anew after vi.resetModules().
          server: { deps: { inline: [/@actions\//] } },
          globalSetup: databaseTemplates,
        },
      },
      {
        extends: true,
        test: {
          name: "system",
          include: ["test/**/*.system.test.ts"],
          // A worker process is reused, but each file loads the app's modules anew.
          poolOptions: { forks: { isolate: true } },
          globalSetup: databaseTemplates,
        },
      },
    ],
  },
});
