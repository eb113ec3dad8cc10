import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Every relative import (static, re-export, type-only or dynamic) of the .ts and .tsx files under `dirs`. */
function importsOf(dirs: string[]): { from: string; to: string }[] {
  const files = dirs.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.posix.join(dir, file.split(path.sep).join("/"))),
  );
  const specifier = /\b(?:import|export)\s[^;]*?\bfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g;
  return files.flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), "utf8").matchAll(specifier)]
      .map((match) => match[1] ?? match[2] ?? "")
      .filter((spec) => spec.startsWith("."))
      .map((spec) => ({ from: file, to: path.posix.join(path.posix.dirname(file), spec) })),
  );
}

/**
 * The unit of the dependency graph: a folder of app/ (a feature or a layer), each file at the top
 * of app/ on its own (the entry points and the small kernel every feature shares), the Action,
 * each folder of shared/, and each package's own source (packages/<name>/src/).
 */
function unitOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "action") return "action";
  return parts.length > 2 ? parts.slice(0, 2).join("/") : file;
}

/** What ships: the server, the Action, what both import, and the packages' own sources. */
const SHIPPED = ["app", "action", "shared", "packages/collector/src"];

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of importsOf(SHIPPED)) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a === b) continue;
    graph.set(a, (graph.get(a) ?? new Set()).add(b));
  }
  return graph;
}

function findCycles(graph: Map<string, Set<string>>): string[] {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const cycles: string[] = [];
  const visit = (unit: string) => {
    state.set(unit, "open");
    path.push(unit);
    for (const next of graph.get(unit) ?? []) {
      if (state.get(next) === "open") {
        cycles.push([...path.slice(path.indexOf(next)), next].join(" → "));
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(unit, "done");
  };
  for (const unit of [...graph.keys()].sort()) if (!state.has(unit)) visit(unit);
  return cycles;
}

/**
 * ARCHITECTURE.md's seven levels of app/, from the top down: a unit imports only from levels below
 * its own. Within a level, units do not import each other, except where the level is itself a stack
 * (the entry points, the kernel): there each inner list imports only from the lists after it. Every
 * unit of app/ must be listed, so a new folder or root file takes its place on purpose.
 */
const APP_LEVELS: string[][][] = [
  [
    ["app/cli"],
    ["app/main.ts"],
    [
      "app/start-server.ts",
      "app/check-port-free.ts",
      "app/background-work.ts",
      "app/start-tracing.ts",
    ],
    ["app/index.ts"],
    ["app/start-housekeeping.ts"],
  ],
  [["app/admin", "app/agent", "app/dashboard", "app/metrics"]],
  [["app/jobs", "app/analytics", "app/docs-check", "app/quality"]],
  [["app/github", "app/http", "app/rate-limits", "app/docs-site"]],
  [["app/projects"]],
  [
    ["app/app-context.ts", "app/create-logger.ts"],
    ["app/db", "app/app-metrics.ts"],
  ],
  [
    ["app/log-redaction.ts", "app/check-identifier.ts", "shared/client"],
    [
      "app/config.ts",
      "app/load-env-file.ts",
      "app/app-error.ts",
      "app/random-base62.ts",
      "app/version.ts",
    ],
    [
      "app/request-scope.ts",
      "app/tracing.ts",
      "app/package-root.ts",
      "app/format-bytes.ts",
      "shared/api",
    ],
  ],
];

/** A unit's place: its level, then its place within the level, flattened to one number. */
const APP_ORDER: string[][] = APP_LEVELS.flat();

/**
 * The sub-rooms of the folders that grew past about fifteen files, each a straight stack from the
 * top down: a file imports only from its own room or the rooms below it. A file at the folder's
 * top is a room of its own, listed where it stands.
 */
const SUB_ROOMS: Record<string, string[][]> = {
  "app/agent": [
    ["worker"],
    ["run"],
    ["model"],
    ["review"],
    ["context"],
    ["workspace"],
    ["agent-errors.ts"],
  ],
  "app/analytics": [
    ["analytics.routes.ts"],
    ["analytics.contract.ts"],
    ["clickhouse"],
    ["analytics-store.ts"],
    ["import"],
    ["ingest"],
    ["read"],
    ["classify"],
    ["store"],
    [
      "normalize-view-path.ts",
      "parse-instant.ts",
      "time-buckets.ts",
      "time-zones.ts",
      "compare-code-points.ts",
    ],
  ],
};

function levelOf(levels: string[][], unit: string): number {
  return levels.findIndex((level) => level.includes(unit));
}

/** Down the levels, or down the inner stack of one level. */
function importsDown(from: string, to: string): boolean {
  const level = (unit: string) =>
    APP_LEVELS.findIndex((l) => l.some((inner) => inner.includes(unit)));
  if (level(to) !== level(from)) return level(to) > level(from);
  return levelOf(APP_ORDER, to) > levelOf(APP_ORDER, from);
}

function roomOf(folder: string, file: string): string {
  return file.slice(folder.length + 1).split("/")[0] ?? "";
}

describe("the import graph", () => {
  it("has no cycle between folders, so every folder can be read and changed from the bottom up", () => {
    expect(findCycles(folderGraph())).toEqual([]);
  });

  it("keeps the Action, shared/ and the packages free of app/, and app/ free of the Action", () => {
    const crossings = importsOf(SHIPPED).filter(
      ({ from, to }) =>
        (!from.startsWith("app/") && to.startsWith("app/")) ||
        (from.startsWith("app/") && to.startsWith("action/")),
    );
    expect(crossings).toEqual([]);
  });

  it("builds the collector package from its own source and shared/ alone, and imports it from nothing that ships", () => {
    const collector = importsOf(["packages/collector/src"]).filter(
      ({ to }) =>
        !to.startsWith("packages/collector/src/") &&
        !to.startsWith("shared/api/") &&
        !to.startsWith("shared/client/"),
    );
    expect(collector).toEqual([]);
    const intoPackages = importsOf(["app", "action", "shared"]).filter(({ to }) =>
      to.startsWith("packages/"),
    );
    expect(intoPackages).toEqual([]);
  });

  it("gives every unit of app/ a level in ARCHITECTURE.md's list", () => {
    const units = new Set(importsOf(["app"]).flatMap(({ from, to }) => [unitOf(from), unitOf(to)]));
    const unplaced = [...units].filter(
      (unit) => unit.startsWith("app/") && levelOf(APP_ORDER, unit) < 0,
    );
    expect(unplaced).toEqual([]);
  });

  it("has every import of app/ go down the levels, never up or across", () => {
    const wrongWay = importsOf(["app"])
      .map(({ from, to }) => ({ from: unitOf(from), to: unitOf(to) }))
      .filter(({ from, to }) => from !== to)
      .filter(({ from, to }) => !importsDown(from, to))
      .map(({ from, to }) => `${from} → ${to}`);
    expect([...new Set(wrongWay)]).toEqual([]);
  });

  it("keeps each folder's sub-rooms a straight stack, and every file in a room", () => {
    for (const [folder, rooms] of Object.entries(SUB_ROOMS)) {
      const files = readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.posix.join(folder, file.split(path.sep).join("/")));
      const roomless = files.filter((file) => levelOf(rooms, roomOf(folder, file)) < 0);
      expect(roomless, folder).toEqual([]);
      const upward = importsOf([folder])
        .filter(({ to }) => to.startsWith(`${folder}/`))
        .filter(
          ({ from, to }) =>
            levelOf(rooms, roomOf(folder, to)) < levelOf(rooms, roomOf(folder, from)),
        )
        .map(({ from, to }) => `${from} → ${to}`);
      expect(upward, folder).toEqual([]);
    }
  });

  it("sees the imports it checks", () => {
    // A guard for the tests above: a parser that found nothing would pass them.
    expect(folderGraph().get("app/jobs")).toContain("app/github");
    expect(folderGraph().get("action")).toContain("shared/client");
    expect(folderGraph().get("packages/collector")).toContain("shared/api");
    expect(folderGraph().get("app/dashboard")).toContain("app/jobs");
    expect(importsOf(["app/agent/worker"]).map(({ to }) => to)).toContain(
      "app/agent/run/run-job.ts",
    );
  });
});

/** A test or kit file's runtime imports (type-only imports left out), resolved to repository paths. */
function runtimeImportsOf(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  const specifier =
    /\b(?:import|export)\s(?!type\s)[^;]*?\bfrom\s+"([^"]+)"|\bimport\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g;
  return [...source.matchAll(specifier)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
    .flatMap((spec) => {
      if (spec.startsWith(".")) return [path.posix.join(path.posix.dirname(file), spec)];
      if (spec.startsWith("#testkit/")) return [`testkit/${spec.slice("#testkit/".length)}`];
      if (spec.startsWith("#test/")) return [`test/${spec.slice("#test/".length)}`];
      return [spec];
    });
}

/** Every file `file` loads when it runs, following relative and kit imports, with the modules it names. */
function runtimeClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    if (!/\.tsx?$/.test(next)) continue;
    for (const to of runtimeImportsOf(next)) if (!seen.has(to)) queue.push(to);
  }
  return seen;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
    .filter((file) => pattern.test(file));
}

/** What the unit layer never loads: a database, the app's servers, the kit's databases, processes. */
const NOT_IN_UNIT_TESTS = [
  "app/db/open-database.ts",
  "testkit/database/",
  "testkit/app/test-server.ts",
  "testkit/app/start-fake-inkwell.ts",
  "testkit/cli/inkwell-cli.ts",
  "node:child_process",
  "@electric-sql/pglite",
  "pg",
  "playwright-core",
  // Its checker runs as a native process of its own.
  "recheck",
];

describe("the test layers", () => {
  const unitTests = filesUnder("test", /(?<!\.integration|\.system)\.test\.ts$/);

  it("keeps unit tests free of databases, servers and child processes, however deep the import", () => {
    const reaches = unitTests.flatMap((file) => {
      const closure = [...runtimeClosure(file)];
      return NOT_IN_UNIT_TESTS.filter((banned) =>
        closure.some((loaded) =>
          banned.endsWith("/") ? loaded.startsWith(banned) : loaded === banned,
        ),
      ).map((banned) => `${file} → ${banned}`);
    });
    expect(reaches).toEqual([]);
  });

  it("has eval/ and bench/ take their doubles from testkit/, never from test/", () => {
    const intoTests = [...filesUnder("eval", /\.tsx?$/), ...filesUnder("bench", /\.tsx?$/)]
      .flatMap((file) => runtimeImportsOf(file).map((to) => ({ from: file, to })))
      .filter(({ to }) => to.startsWith("test/"))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(intoTests).toEqual([]);
  });

  it("keeps the kit out of what ships: app/, action/, shared/ and the packages never import testkit/", () => {
    const intoKit = SHIPPED.flatMap((dir) => filesUnder(dir, /\.tsx?$/))
      .flatMap((file) => runtimeImportsOf(file).map((to) => ({ from: file, to })))
      .filter(({ to }) => to.startsWith("testkit/"))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(intoKit).toEqual([]);
  });

  it("sees the layers it checks", () => {
    // A guard for the tests above: a resolver that followed nothing would pass them.
    expect(unitTests.length).toBeGreaterThan(50);
    expect(runtimeClosure("test/jobs/job.routes.integration.test.ts")).toContain(
      "app/db/open-database.ts",
    );
    expect(runtimeClosure("test/cli/inkwell-cli.system.test.ts")).toContain("node:child_process");
  });
});
