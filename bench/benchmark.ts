/** One benchmark of `npm run bench`: it runs, and returns its section of BENCHMARKS.md. */
export interface Benchmark {
  name: string;
  /** Returns the Markdown of its section. */
  run(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<string>;
}
