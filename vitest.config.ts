import { defineConfig } from "vitest/config";

const integration = "tests/integration/**/*.test.ts";

// The integration suite runs twice, unchanged: on SQLite (with the unit tests) and on a real
// PostgreSQL server that the "postgres" project's global setup starts.
export default defineConfig({
  test: {
    setupFiles: ["tests/setup/fresh-database.ts"],
    environment: "node",
    pool: "forks",
    restoreMocks: true,
    // Two suites' worth of files share the machine's cores (and a database server): a slow moment
    // must not read as a failure. Nothing here asserts a timing.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: { name: "sqlite", include: ["tests/unit/**/*.test.ts", integration] },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: [integration],
          globalSetup: ["tests/setup/postgres-global.ts"],
        },
      },
    ],
  },
});
