import { describe, expect, it } from "vitest";
import { rungQuantities } from "#app/utils/price-words.ts";
import { discounted, priceLadder, priceAt } from "#app/commerce/index.ts";

// A drill at $149 with "10+ at $139" and "50+ at $129" (the example).
const LIST = 14_900;
const BREAKS = [
  { minQyt: 10, price: 13_900 },
  { minQyt: 50, price: 12_900 },
];

describe("a tool's price ladder", () => {
  it("takes the break of the quantity ordered, at its boundaries 9, 10, 49 and 50", () => {
    const ladder = priceLadder(LIST, BREAKS, null);
    expect([1, 9, 10, 49, 50, 500].map((qyt) => priceAt(ladder, qyt).price)).toEqual([
      14_900, 14_900, 13_900, 13_900, 12_900, 12_900,
    ]);
    expect(priceAt(ladder, 9).source).toBe("list");
    expect(priceAt(ladder, 10)).toEqual({ minQyt: 10, price: 13_900, source: "break" });
  });

  it("reads breaks in any order", () => {
    const ladder = priceLadder(LIST, [...BREAKS].reverse(), null);
    expect(ladder.steps.map((step) => step.minQyt)).toEqual([1, 10, 50]);
  });

  it("takes the lower of the group's price and the break at every quantity", () => {
    // 10% off: $134.10, below the 10+ break ($139), above the 50+ one ($129).
    const ladder = priceLadder(LIST, BREAKS, { group: "Distributor", discountBp: 1000 });
    expect(ladder.steps).toEqual([
      { minQyt: 1, price: 13_410, source: "group" },
      { minQyt: 50, price: 12_900, source: "break" },
    ]);
    expect(priceAt(ladder, 10).price).toBe(13_410);
    expect(priceAt(ladder, 49).price).toBe(13_410);
    expect(priceAt(ladder, 50).price).toBe(12_900);
  });

  it("lets a deep group discount win everywhere", () => {
    const ladder = priceLadder(LIST, BREAKS, { group: "Distributor", discountBp: 2000 });
    expect(ladder.steps).toEqual([{ minQyt: 1, price: 11_920, source: "group" }]);
  });

  it("calls a tie the break's, and a zero discount no group at all", () => {
    expect(
      priceLadder(10_000, [{ minQyt: 5, price: 9_000 }], { group: "G", discountBp: 1000 }).steps,
    ).toEqual([{ minQyt: 1, price: 9_000, source: "group" }]);
    const none = priceLadder(LIST, [], { group: "Walk-in", discountBp: 0 });
    expect(none).toEqual({
      list: LIST,
      group: null,
      steps: [{ minQyt: 1, price: LIST, source: "list" }],
    });
  });

  it("rounds a discount half up to the cent", () => {
    // 15% of $0.99 is 14.85 cents: 15 off.
    expect(discounted(99, 1500)).toBe(84);
    expect(discounted(14_900, 1500)).toBe(12_665);
  });
});

describe("a ladder's quantities in words", () => {
  it("start at the tool's minimum order", () => {
    const ladder = priceLadder(LIST, BREAKS, null);
    expect([0, 1, 2].map((index) => rungQuantities(ladder, index))).toEqual([
      "1–9",
      "10–49",
      "50+",
    ]);
    expect(rungQuantities(ladder, 0, 5)).toBe("5–9");
    expect(rungQuantities(ladder, 1, 20)).toBe("20–49");
  });
});
