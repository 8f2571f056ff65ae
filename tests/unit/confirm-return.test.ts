import { describe, expect, it } from "vitest";
import { returnPath, returnToRow } from "#app/routes/+dashboard/confirm-return.server.ts";

const LISTS: [string, string] = ["/dashboard/manageorders", "/dashboard/orders/abc"];

describe("where a confirmation returns to", () => {
  it("keeps the list's search, filters and page", () => {
    expect(returnPath(LISTS, "/dashboard/manageorders?q=drill&state=paid&page=3")).toBe(
      "/dashboard/manageorders?q=drill&state=paid&page=3",
    );
    expect(returnPath(LISTS, "/dashboard/orders/abc")).toBe("/dashboard/orders/abc");
  });

  it("falls back to the first list for anything else", () => {
    for (const back of [
      undefined,
      "",
      "//evil.example/dashboard/manageorders",
      "https://evil.example/dashboard/manageorders",
      "/\\evil.example",
      "/dashboard/manageusers?q=x",
      "/dashboard/manageorders/../manageusers",
      `/dashboard/manageorders?q=${"x".repeat(600)}`,
      42,
    ]) {
      expect(returnPath(LISTS, back)).toBe("/dashboard/manageorders");
    }
  });
});

describe("returning to a row", () => {
  it("opens the list at the row, and any other page as it is", () => {
    expect(returnToRow("/dashboard/manageorders?q=drill&page=3", LISTS[0], "order-1")).toBe(
      "/dashboard/manageorders?q=drill&page=3#order-1",
    );
    expect(returnToRow("/dashboard/manageorders", LISTS[0], "order-1")).toBe(
      "/dashboard/manageorders#order-1",
    );
    expect(returnToRow("/dashboard/orders/abc", LISTS[0], "order-1")).toBe("/dashboard/orders/abc");
  });
});
