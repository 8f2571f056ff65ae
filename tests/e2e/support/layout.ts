// Layout checks of the pages as a browser draws them: nothing wider than the screen, and no
// short word cut in two.
import { expect, type Page } from "@playwright/test";

/** The smallest phones in use, and a tablet, where the dashboard's menu takes a third. */
export const PHONE_AND_TABLET = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
];

/** Opens each page and checks it is exactly as wide as the screen: nothing to scroll sideways. */
export async function expectEveryPageFits(page: Page, paths: string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.document, `${path} is wider than the screen`).toBe(widths.viewport);
  }
}

/**
 * Opens each page, with every <details> open, and checks that no word of up to 12 characters is
 * cut across two lines. The body lets a long unbroken string (an email, an id) wrap anywhere, so
 * a control's name, a column's header or a price squeezed by its row could be cut too.
 */
export async function expectShortWordsWhole(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    const cut = await page.evaluate(() => {
      for (const details of document.querySelectorAll("details")) details.open = true;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const token of (node.textContent ?? "").matchAll(/\S+/g)) {
          if (token[0].length > 12) continue;
          // A hyphen is a line's break point in any book: "Self-" and "employed" are two parts.
          for (const part of token[0].matchAll(/[^-]+/g)) {
            const range = document.createRange();
            range.setStart(node, token.index + part.index);
            range.setEnd(node, token.index + part.index + part[0].length);
            const tops = [...range.getClientRects()].map((rect) => Math.round(rect.top));
            if (new Set(tops).size > 1) words.push(part[0]);
          }
        }
      }
      return words;
    });
    expect(cut, `${path}: words cut across lines`).toEqual([]);
  }
}
