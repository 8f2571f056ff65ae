import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run screenshots`: the phone journeys as images for the README and docs/architecture.md
// (docs/screenshots/), taken against the same freshly seeded shop as the end-to-end tests, on a
// 390 px phone without JavaScript.
export default defineConfig({
  ...base,
  testDir: "tests/screenshots",
  testMatch: /\.screens\.ts$/,
  workers: 1,
  projects: [
    {
      name: "phone-no-js",
      use: { javaScriptEnabled: false, viewport: { width: 390, height: 844 } },
    },
  ],
});
