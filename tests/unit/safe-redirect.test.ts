import { expect, test } from "vitest";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { OPEN_REDIRECT_PAYLOADS } from "#tests/support/open-redirect-payloads.ts";

const SHOP = "https://shop.example";

/** Where a browser on the shop goes with this Location, decoded as far as anyone would. */
function landsOnShop(location: string): boolean {
  if (!location.startsWith("/") || location.startsWith("//") || location.includes("\\")) {
    return false;
  }
  let decoded = location;
  for (let round = 0; round < 4; round += 1) decoded = decodeURIComponent(decoded);
  return (
    !decoded.startsWith("//") &&
    !decoded.includes("\\") &&
    new URL(location, SHOP).origin === SHOP &&
    new URL(decoded.replace(/[\t\n\r]/g, ""), SHOP).origin === SHOP
  );
}

test("the corpus holds at least forty known payloads", () => {
  expect(new Set(OPEN_REDIRECT_PAYLOADS).size).toBeGreaterThanOrEqual(40);
});

test.each(OPEN_REDIRECT_PAYLOADS)("%j stays on the shop", (payload) => {
  expect(landsOnShop(safeRedirect(payload))).toBe(true);
});

test("a dot segment before a double slash no longer leaves the shop", () => {
  expect(safeRedirect("/.//evil.example")).toBe("/");
  expect(safeRedirect("/..//x")).toBe("/");
  expect(safeRedirect("/%2e//x")).toBe("/");
});

test("paths of the shop keep their query and fragment", () => {
  expect(safeRedirect("/purchase/abc?qyt=5#form")).toBe("/purchase/abc?qyt=5#form");
  expect(safeRedirect("/tools?q=drill%20bits")).toBe("/tools?q=drill%20bits");
  expect(safeRedirect("/tools/./abc")).toBe("/tools/abc");
  expect(safeRedirect("/dashboard/myorders", "/x")).toBe("/dashboard/myorders");
});

test("anything that is not a string, or not a path, falls back", () => {
  expect(safeRedirect(undefined)).toBe("/");
  expect(safeRedirect(null, "/dashboard")).toBe("/dashboard");
  expect(safeRedirect("tools")).toBe("/");
  expect(safeRedirect("/%E0%A4%A")).toBe("/");
});
