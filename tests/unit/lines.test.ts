import { describe, expect, it } from "vitest";
import { percentToRateBp, rateBpToPercent, taxCents } from "#app/utils/money.ts";
import {
  chargedTaxRule,
  orderTotals,
  shippingCents,
  shippingPriceOf,
} from "#app/commerce/index.ts";
import { sniffCertificateType } from "#app/services/certificate-file.server.ts";

describe("taxCents: per order, rounded half up to the cent, integers only", () => {
  it("rounds an exact half cent up", () => {
    // $10.00 at 5.75% is 57.5 cents.
    expect(taxCents(1000, 575)).toBe(58);
    // $1.00 at 2.5% is 2.5 cents; at 7.25% 7.25 cents.
    expect(taxCents(100, 250)).toBe(3);
    expect(taxCents(100, 725)).toBe(7);
  });

  it("rounds just below a half cent down and just above it up", () => {
    // 1,739 cents at 5.75% is 99.9925 cents; 1,740 is 100.05.
    expect(taxCents(1739, 575)).toBe(100);
    expect(taxCents(1740, 575)).toBe(100);
    // 86 cents at 5.75% is 4.945; 87 cents is 5.0025.
    expect(taxCents(86, 575)).toBe(5);
    expect(taxCents(26, 575)).toBe(1); // 1.495 -> 1
    expect(taxCents(27, 575)).toBe(2); // 1.5525 -> 2
  });

  it("is exact for bases whose product with the rate passes 2^53", () => {
    // 9,007,199,254,740,991 cents × 5.75%: a double would lose the last digits.
    expect(taxCents(Number.MAX_SAFE_INTEGER, 575)).toBe(517_913_957_147_607);
  });

  it("is nothing at a rate of 0 or on nothing, and the base at 100%", () => {
    expect(taxCents(12345, 0)).toBe(0);
    expect(taxCents(0, 575)).toBe(0);
    expect(taxCents(12345, 10_000)).toBe(12345);
  });

  it("refuses fractions of a cent, negative bases and rates out of range", () => {
    expect(() => taxCents(10.5, 575)).toThrow(RangeError);
    expect(() => taxCents(-1, 575)).toThrow(RangeError);
    expect(() => taxCents(100, 10_001)).toThrow(RangeError);
    expect(() => taxCents(100, 5.75)).toThrow(RangeError);
  });

  it("reads percents as typed into hundredths of a percent and back", () => {
    expect(percentToRateBp(5.75)).toBe(575);
    expect(percentToRateBp(7.25)).toBe(725);
    expect(percentToRateBp(0.1 + 0.2)).toBe(30);
    expect(rateBpToPercent(575)).toBe(5.75);
  });
});

describe("shippingCents: free above the method's threshold", () => {
  const standard = { price: 1500, freeAbove: 50000 };
  it("charges the price up to the threshold and nothing above it", () => {
    expect(shippingCents(standard, 49999)).toBe(1500);
    expect(shippingCents(standard, 50000)).toBe(1500);
    expect(shippingCents(standard, 50001)).toBe(0);
  });
  it("always charges a method without a threshold", () => {
    expect(shippingCents({ price: 4500, freeAbove: null }, 10_000_000)).toBe(4500);
  });
});

describe("orderTotals", () => {
  const standard = { price: 1500, freeAbove: 50000 };
  it("taxes shipping where the state does, once on the whole order", () => {
    // Ohio: 5.75% of ($100.00 + $15.00) = 661.25 cents -> 661.
    expect(orderTotals(10000, standard, { rateBp: 575, taxShipping: true })).toEqual({
      subtotal: 10000,
      discount: 0,
      shipping: 1500,
      tax: 661,
      amount: 12161,
    });
    // California: 7.25% of $100.00 only.
    expect(orderTotals(10000, standard, { rateBp: 725, taxShipping: false })).toEqual({
      subtotal: 10000,
      discount: 0,
      shipping: 1500,
      tax: 725,
      amount: 12225,
    });
  });

  it("rounds the order's tax once, not each line's", () => {
    // Two lines of $0.26 at 5.75%: per line 1.495 -> 1 each (2), on the order 2.99 -> 3.
    expect(orderTotals(52, null, { rateBp: 575, taxShipping: false }).tax).toBe(3);
  });

  it("has no shipping without a method and no tax without a rule", () => {
    expect(orderTotals(2500, null, null)).toEqual({
      subtotal: 2500,
      discount: 0,
      shipping: 0,
      tax: 0,
      amount: 2500,
    });
  });
});

describe("shippingPriceOf: a quote's freight in place of the method's price (issue 47)", () => {
  const freeOver500 = { price: 1500, freeAbove: 50000 };
  it("keeps the method's price without freight", () => {
    expect(shippingPriceOf(freeOver500, null)).toBe(freeOver500);
    expect(shippingPriceOf(freeOver500, undefined)).toBe(freeOver500);
    expect(shippingPriceOf(null, null)).toBeNull();
  });

  it("charges the freight whatever the goods, and taxes it where shipping is taxed", () => {
    // Goods above the method's threshold: the method would be free, the freight is not.
    const freight = shippingPriceOf(freeOver500, 4000);
    // Ohio: 5.75% of ($600.00 + $40.00) = 3,680 cents.
    expect(orderTotals(60000, freight, { rateBp: 575, taxShipping: true })).toEqual({
      subtotal: 60000,
      discount: 0,
      shipping: 4000,
      tax: 3680,
      amount: 67680,
    });
    // California does not tax shipping: 7.25% of $600.00.
    expect(orderTotals(60000, freight, { rateBp: 725, taxShipping: false }).tax).toBe(4350);
    // Freight of nothing is free shipping, though the method charges.
    expect(orderTotals(100, shippingPriceOf(freeOver500, 0), null).shipping).toBe(0);
  });
});

describe("a resale certificate in the totals (issue 48)", () => {
  const ohio = { rateBp: 575, taxShipping: true };
  const certificate = { number: "OH-5501", state: "OH" };
  const standard = { price: 1500, freeAbove: 50000 };

  it("makes the order's tax nothing and leaves its goods and shipping as they are", () => {
    expect(orderTotals(10000, standard, chargedTaxRule(ohio, certificate))).toEqual({
      subtotal: 10000,
      discount: 0,
      shipping: 1500,
      tax: 0,
      amount: 11500,
    });
    expect(orderTotals(10000, standard, chargedTaxRule(ohio, null)).tax).toBe(661);
  });

  it("charges no rule once exempt, so nothing downstream (refunds' tax share) taxes it", () => {
    expect(chargedTaxRule(ohio, certificate)).toBeNull();
    expect(chargedTaxRule(ohio, null)).toBe(ohio);
    expect(chargedTaxRule(null, undefined)).toBeNull();
  });

  it("takes a certificate's file by its bytes: a whole PDF or a picture, nothing else", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(sniffCertificateType(bytes("%PDF-1.7\n...\n%%EOF\n"))).toBe("application/pdf");
    expect(sniffCertificateType(bytes("%PDF-1.7\n... cut off"))).toBeNull();
    expect(sniffCertificateType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffCertificateType(bytes("<html><script>"))).toBeNull();
  });
});
