import { defineConfig } from "@playwright/test";

const API_SPECS = /\.api\.spec\.ts$/;

// Playwright cannot download its own browser here: Debian's Chromium is used instead.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // Two cores run two browsers and the server: give a busy machine room before calling it a failure.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true }, testIgnore: API_SPECS },
    {
      name: "js-off",
      use: { javaScriptEnabled: false },
      testIgnore: [/\.js-only\.spec\.ts$/, API_SPECS],
    },
    // Specs that speak HTTP to a shop of their own and need no browser: run once, not per JS mode.
    { name: "api", testMatch: API_SPECS },
  ],
});
