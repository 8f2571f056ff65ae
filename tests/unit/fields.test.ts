import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { addressField, deliveryDateField, PHONE_RULE, phoneField } from "#app/schemas/fields.ts";
import { profileFormSchema } from "#app/schemas/profile.ts";
import { purchaseSchema } from "#app/schemas/purchase.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("phoneField", () => {
  it.each(["+1 (937) 555-0142", "555-0100", "0044 20 7946 0958", "12345678901234567890"])(
    "accepts %s",
    (phone) => expect(phoneField.safeParse(phone).success).toBe(true),
  );

  it.each([
    "1",
    "call me maybe",
    "555-01",
    "+1 937 555 0142 ext 3",
    "1+2345678",
    "123456789012345678901",
  ])("refuses %s with the rule", (phone) =>
    expect(messagesOf(phoneField.safeParse(phone))).toContain(PHONE_RULE),
  );

  it("is required on forms that need it, optional on the enquiry", () => {
    expect(messagesOf(phoneField.safeParse("  "))).toEqual(["This field is required"]);
    const enquiry = {
      name: "Ana",
      email: "ana@example.com",
      company: "Ruiz Supply",
      message: "We sell to contractors across Texas.",
    };
    expect(enquirySchema.parse({ ...enquiry, phone: "" }).phone).toBeUndefined();
    expect(enquirySchema.parse(enquiry).phone).toBeUndefined();
    expect(
      enquirySchema.safeParse({ ...enquiry, phone: "call me maybe" }).error?.flatten().fieldErrors
        .phone,
    ).toEqual([PHONE_RULE]);
  });

  it("holds for the profile's phones and addresses", () => {
    const errors = profileFormSchema
      .safeParse({ personalPhone: "1", businessPhone: "x", personalAddress: "x" })
      .error?.flatten().fieldErrors;
    expect(errors?.personalPhone).toEqual([PHONE_RULE]);
    expect(errors?.businessPhone).toEqual([PHONE_RULE]);
    expect(errors?.personalAddress?.[0]).toMatch(/at least 5 characters/);
  });
});

describe("addressField", () => {
  it("wants a few characters", () => {
    expect(messagesOf(addressField.safeParse("x"))[0]).toMatch(/full address/);
    expect(addressField.parse(" 1 Main St ")).toBe("1 Main St");
  });
});

describe("deliveryDateField", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T23:30:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("is open from today to the same day next year, in UTC", () => {
    expect(deliveryWindow()).toEqual({ min: "2026-11-22", max: "2027-11-22" });
  });

  it.each(["2026-11-22", "2027-01-31", "2027-11-22"])("accepts %s", (day) => {
    expect(deliveryDateField.safeParse(day).success).toBe(true);
  });

  it.each([
    ["2020-01-01", "Choose today or a later date"],
    ["2026-11-21", "Choose today or a later date"],
    ["2027-11-23", "Choose a date within a year (by 2027-11-22)"],
    ["2027-02-30", "Enter a real date"],
    ["2027-13-01", "Enter a real date"],
    ["22/11/2026", "Enter a date like 2026-11-21"],
  ])("refuses %s: %s", (day, message) => {
    expect(messagesOf(deliveryDateField.safeParse(day))).toEqual([message]);
  });

  it("is the order form's date, with the address and phone rules", () => {
    const errors = purchaseSchema({ minimum: 1, available: 10 })
      .safeParse({ date: "2020-01-01", qyt: 1, address: "x", phone: "1" })
      .error?.flatten().fieldErrors;
    expect(errors).toMatchObject({
      date: ["Choose today or a later date"],
      address: [expect.stringMatching(/at least 5 characters/)],
      phone: [PHONE_RULE],
    });
  });
});
