import { describe, expect, it } from "vitest";
import { returnPath } from "#app/services/confirm-return.server.ts";

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
