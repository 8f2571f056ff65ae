import { defineConfig } from "vitest/config";
import { appAliases } from "./aliases";

export default defineConfig({
  resolve: { alias: appAliases },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["tests/setup/fresh-database.ts"],
    environment: "node",
    pool: "forks",
    restoreMocks: true,
  },
});
