// Layout checks of the pages as a browser draws them: nothing wider than the screen, and no
// short word cut in two.
import { expect, type Page } from "@playwright/test";

/**
 * 320 px: what WCAG's reflow asks for (a 1280 px desktop zoomed to 400%); 360 px: the smallest
 * phones in use; 768 px: a tablet, where the dashboard's menu takes a third of the screen.
 */
export const PHONE_AND_TABLET = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
];

/**
 * Opens each page and checks that it fits the screen (expectPageFits).
 */
export async function expectPagesFit(page: Page, paths: string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    await expectPageFits(page, path);
  }
}

/**
 * Checks the page as it is now, with every <details> open (menus, hidden tables): it is exactly
 * as wide as the screen, nothing to scroll sideways, and no word of up to 12 characters is cut
 * across two lines. The body lets a long unbroken string (an email, an id) wrap anywhere, so a
 * control's name, a column's header or a price squeezed by its row could be cut too. `name`
 * names the page in a failure's message.
 */
export async function expectPageFits(page: Page, name: string) {
  const layout = await page.evaluate(() => {
    const closed = [...document.querySelectorAll("details")].filter((details) => !details.open);
    for (const details of closed) details.open = true;
    const screen = window.innerWidth;
    // What sticks out, named for the failure's message.
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > screen + 0.5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`)
      .slice(0, 5);
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const token of (node.textContent ?? "").matchAll(/\S+/g)) {
        if (token[0].length > 12) continue;
        // A hyphen is a line's break point in any book: "Self-" and "employed" are two parts.
        for (const part of token[0].matchAll(/[^-]+/g)) {
          const range = document.createRange();
          range.setStart(node, token.index + part.index);
          range.setEnd(node, token.index + part.index + part[0].length);
          const tops = [...range.getClientRects()].map((rect) => Math.round(rect.top));
          if (new Set(tops).size > 1) cut.push(part[0]);
        }
      }
    }
    // Left as the page had them: a test may go on to open a menu itself.
    for (const details of closed) details.open = false;
    return { width: document.documentElement.scrollWidth, screen, wide, cut };
  });
  expect(layout.width, `${name} is wider than the screen: ${layout.wide.join(" ")}`).toBe(
    layout.screen,
  );
  expect(layout.cut, `${name}: words cut across lines`).toEqual([]);
}
