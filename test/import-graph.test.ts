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
 * of app/ on its own (the entry points and the small kernel every feature shares), the Action, and
 * each folder of shared/.
 */
function unitOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "action") return "action";
  return parts.length > 2 ? parts.slice(0, 2).join("/") : file;
}

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of importsOf(["app", "action", "shared"])) {
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

describe("the import graph", () => {
  it("has no cycle between folders, so every folder can be read and changed from the bottom up", () => {
    expect(findCycles(folderGraph())).toEqual([]);
  });

  it("keeps the Action and shared/ free of app/, and app/ free of the Action", () => {
    const crossings = importsOf(["app", "action", "shared"]).filter(
      ({ from, to }) =>
        ((from.startsWith("action/") || from.startsWith("shared/")) && to.startsWith("app/")) ||
        (from.startsWith("app/") && to.startsWith("action/")),
    );
    expect(crossings).toEqual([]);
  });

  it("sees the imports it checks", () => {
    // A guard for the two tests above: a parser that found nothing would pass them.
    expect(folderGraph().get("app/jobs")).toContain("app/github");
    expect(folderGraph().get("action")).toContain("shared/client");
    expect(folderGraph().get("app/dashboard")).toContain("app/jobs");
  });
});
