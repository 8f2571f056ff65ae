// The `test` of every spec: with JavaScript on, a navigation is done when React has hydrated
// the page (before that, typing reaches no handler and links are still plain links), or at once
// on a page that ships no script (`html[data-static]`): there is nothing to wait for.
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated], html[data-static]").waitFor({ state: "attached" });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});

/**
 * What the development lane leaves out (`npm run test:e2e:fast` runs `--grep-invert @slow`):
 * the axe scans of every page, the widest layout sweep, the fuzzers, and what starts a
 * PostgreSQL server or a second shop. `npm test` runs them all.
 */
export const SLOW = { tag: "@slow" };
