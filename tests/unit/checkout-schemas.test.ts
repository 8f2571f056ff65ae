import { describe, expect, it } from "vitest";
import { addressSchema } from "#app/schemas/address.ts";
import { shippingMethodCents, shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import { taxRateSchema } from "#app/schemas/tax-rate.ts";
import { stateName, US_STATE_OPTIONS, US_STATES } from "#app/schemas/us-states.ts";
import { formatRate } from "#app/utils/money.ts";

const address = {
  name: "Dana Whitfield",
  street: "214 Foundry Lane",
  city: "Dayton",
  state: "OH",
  zip: "45402",
  phone: "+1 937 555 0142",
};

const problems = (result: { success: boolean; error?: { flatten(): { fieldErrors: object } } }) =>
  result.success ? {} : result.error!.flatten().fieldErrors;

describe("addressSchema", () => {
  it("takes a US address, the state in any case, a ZIP of 5 or 5+4 digits, no company", () => {
    expect(addressSchema.parse({ ...address, state: "oh", zip: "45402-1234" })).toEqual({
      ...address,
      zip: "45402-1234",
      company: null,
    });
    expect(addressSchema.parse({ ...address, company: "  " }).company).toBeNull();
    expect(addressSchema.parse({ ...address, company: "Whitfield" }).company).toBe("Whitfield");
  });

  it("says what is wrong with a state, a ZIP, a phone and a missing street", () => {
    expect(
      problems(
        addressSchema.safeParse({
          ...address,
          state: "XX",
          zip: "4540",
          phone: "call me",
          street: "",
        }),
      ),
    ).toEqual({
      state: ["Choose a US state (two letters, like OH)"],
      zip: ["Enter a ZIP code of 5 digits, or 5 and 4 (like 45402 or 45402-1234)"],
      phone: ["Enter a phone number of 7 to 20 digits (+, spaces, dashes and brackets allowed)"],
      street: ["This field is required"],
    });
  });
});

describe("taxRateSchema", () => {
  it("takes a percent with at most two decimals", () => {
    expect(taxRateSchema.parse({ state: "oh", rate: 5.75, taxShipping: true })).toEqual({
      state: "OH",
      rate: 5.75,
      taxShipping: true,
    });
    const message = "Enter a rate from 0 to 100 percent, with at most two decimals (like 5.75)";
    for (const rate of [5.755, -1, 100.01])
      expect(problems(taxRateSchema.safeParse({ state: "OH", rate, taxShipping: false }))).toEqual({
        rate: [message],
      });
  });
});

describe("the admin's shipping and tax forms", () => {
  it("keeps a shipping method in cents, no threshold as null, with its days in transit", () => {
    const parsed = shippingMethodSchema.parse({
      name: " Express ",
      price: 45.5,
      daysInTransit: "2",
    });
    expect(shippingMethodCents(parsed)).toEqual({
      name: "Express",
      price: 4550,
      freeAbove: null,
      daysInTransit: 2,
    });
    expect(
      shippingMethodCents(
        shippingMethodSchema.parse({ name: "Ground", price: 15, freeAbove: 500, daysInTransit: 0 }),
      ),
    ).toEqual({ name: "Ground", price: 1500, freeAbove: 50000, daysInTransit: 0 });
  });

  it("wants whole days in transit from 0 to 60", () => {
    const daysOf = (daysInTransit: unknown) => {
      const parsed = shippingMethodSchema.safeParse({ name: "Ground", price: 15, daysInTransit });
      return parsed.success ? undefined : parsed.error.flatten().fieldErrors.daysInTransit;
    };
    expect(daysOf(undefined)).toEqual(["This field is required"]);
    expect(daysOf("")).toEqual(["This field is required"]);
    expect(daysOf("-1")).toEqual(["Enter at least 0"]);
    expect(daysOf("61")).toEqual(["Enter at most 60"]);
    expect(daysOf("1.5")).toEqual(["Enter a whole number"]);
    expect(daysOf("1e1")).toEqual(["Enter a whole number"]);
    expect(daysOf("60")).toBeUndefined();
  });

  it("reads an unticked 'shipping is taxed' as no, and asks for a missing rate", () => {
    expect(taxRateSchema.parse({ state: "wa", rate: 6.5 })).toEqual({
      state: "WA",
      rate: 6.5,
      taxShipping: false,
    });
    expect(problems(taxRateSchema.safeParse({ state: "WA" }))).toEqual({
      rate: ["This field is required"],
    });
  });

  it("names every state, and shows a rate as a percent", () => {
    expect(US_STATE_OPTIONS).toHaveLength(US_STATES.length);
    expect(US_STATE_OPTIONS[0]).toEqual({ value: "AL", label: "Alabama (AL)" });
    expect(stateName("OH")).toBe("Ohio");
    expect(stateName("ZZ")).toBe("ZZ");
    expect([575, 400, 1025, 0].map(formatRate)).toEqual(["5.75%", "4%", "10.25%", "0%"]);
  });
});
