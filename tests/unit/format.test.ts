import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatDollars } from "#app/utils/money.ts";
import { formatCount, shortId, truncate } from "#app/utils/text.ts";

describe("money", () => {
  it("formats integer cents as US dollars", () => {
    expect(formatDollars(12900)).toBe("$129.00");
    expect(formatDollars(123456789)).toBe("$1,234,567.89");
    expect(formatDollars(5)).toBe("$0.05");
    expect(centsToDollars(1850)).toBe(18.5);
    expect(dollarsToCents(129)).toBe(12900);
  });

  it("writes prices and counts exactly as Intl's en-US formats do", () => {
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 1001, 99_999, 100_000, 123_456_789];
    for (let power = 1; power < 1e15; power *= 10) samples.push(power - 1, power, power + 7);
    // Numbers of every length from a fixed pseudo-random sequence, so a failure repeats.
    let seed = 12_345;
    for (let index = 0; index < 2000; index++) {
      seed = (seed * 48_271) % 2_147_483_647;
      samples.push(Math.floor((seed / 2_147_483_647) * 10 ** (1 + (index % 15))));
    }
    samples.push(Number.MAX_SAFE_INTEGER, -0, -1, -123_456, 12.5, 0.4, Number.MAX_SAFE_INTEGER + 2);
    for (const value of samples) {
      expect(formatDollars(value)).toBe(dollars.format(value / 100));
      expect(formatCount(value)).toBe(counts.format(value));
    }
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
