import { describe, expect, it } from "vitest";
import { pageWindow } from "#app/components/pagination.tsx";

describe("pageWindow", () => {
  it("links every page of a short catalogue", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("links the first, the nearby and the last of a long one, with gaps between", () => {
    expect(pageWindow(1, 4167)).toEqual([1, 2, 3, null, 4167]);
    expect(pageWindow(50, 4167)).toEqual([1, null, 48, 49, 50, 51, 52, null, 4167]);
    expect(pageWindow(4167, 4167)).toEqual([1, null, 4165, 4166, 4167]);
    expect(pageWindow(4, 4167)).toEqual([1, 2, 3, 4, 5, 6, null, 4167]);
  });
});
