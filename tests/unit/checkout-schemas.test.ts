import { describe, expect, it } from "vitest";
import { addressSchema } from "#app/schemas/address.ts";
import { taxRateSchema } from "#app/schemas/tax-rate.ts";

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
