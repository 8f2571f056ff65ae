import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatDollars } from "#app/utils/money.ts";
import { shortId, truncate } from "#app/utils/text.ts";

describe("money", () => {
  it("formats integer cents as US dollars", () => {
    expect(formatDollars(12900)).toBe("$129.00");
    expect(formatDollars(123456789)).toBe("$1,234,567.89");
    expect(formatDollars(5)).toBe("$0.05");
    expect(centsToDollars(1850)).toBe(18.5);
    expect(dollarsToCents(129)).toBe(12900);
  });
});

describe("admin table text", () => {
  it("shows ids as their last 10 characters", () => {
    expect(shortId("0123456789abcdef01234567")).toBe("ef01234567");
  });

  it("cuts details to 20 characters", () => {
    expect(truncate("Short")).toBe("Short");
    expect(truncate("Exactly twenty chars")).toBe("Exactly twenty chars");
    expect(truncate("A description longer than twenty")).toBe("A description longer…");
  });
});
