import { defineConfig } from "vitest/config";

export default defineConfig({
  // The published packages, as the examples and tests import them, are their sources here
  // (the packed builds are tested in test/packages/).
  resolve: {
    alias: {
      "@inkwell-docs/collector": new URL("./shared/collector/index.ts", import.meta.url).pathname,
      "@inkwell-docs/client": new URL("./shared/client/index.ts", import.meta.url).pathname,
    },
  },
  test: {
    include: ["test/**/*.test.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
