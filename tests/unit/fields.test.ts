import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { getZodConstraint } from "@conform-to/zod";
import { z } from "zod";
import {
  addressField,
  deliveryDateField,
  personName,
  PHONE_RULE,
  phoneField,
  requiredText,
} from "#app/schemas/fields.ts";
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

  it("is open from today to the same day next year, the shop's days", () => {
    expect(deliveryWindow()).toEqual({ min: "2026-11-22", max: "2027-11-22" });
    // 02:00 UTC on the 23rd is still the 22nd in New York, the shop's zone; the 23rd in UTC.
    const evening = new Date("2026-11-23T02:00:00Z");
    expect(deliveryWindow(evening)).toEqual({ min: "2026-11-22", max: "2027-11-22" });
    expect(deliveryWindow(evening, "UTC")).toEqual({ min: "2026-11-23", max: "2027-11-23" });
    // A leap day's next year has no February 29: March 1.
    expect(deliveryWindow(new Date("2028-02-29T17:00:00Z")).max).toBe("2029-03-01");
  });

  it.each(["2026-11-22", "2027-01-31", "2027-11-22"])("accepts %s", (day) => {
    expect(deliveryDateField.safeParse(day).success).toBe(true);
  });

  it.each([
    ["2020-01-01", "Choose today or a later date"],
    ["2026-11-21", "Choose today or a later date"],
    ["2027-11-23", "Choose a date within a year (by Nov 22, 2027)"],
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

describe("names that others see", () => {
  const name = personName(80);
  const refused = (value: string) => name.safeParse(value).error?.issues[0]?.message;

  it.each([
    "https://evil.example/forgeline-login",
    "Visit http://evil.example",
    "ftp://files.example",
    "www.evil-login.net",
    "evil.example/forgeline-login",
    "shop-login.com",
    "Support mailto:help@evil.example",
  ])("refuses %j, which a mail program would turn into a link", (value) => {
    expect(refused(value)).toBe("A name can't contain a web address");
  });

  // Issue 45, finding 7: dots and letters that look like (or are read as) a web address's.
  it.each([
    ["evil\u3002example", "an ideographic full stop"],
    ["evil\uff61example", "a halfwidth ideographic full stop"],
    ["evil\u2024example", "a one dot leader"],
    ["evil\uff0eexample", "a fullwidth full stop"],
    ["evil\ufe52example", "a small full stop"],
    ["evil\u2e3cexample", "a stenographic full stop"],
    ["evil\ua4f8example", "Lisu's tone mark, a baseline dot"],
    ["\uff45\uff56\uff49\uff4c\uff0e\uff43\uff4f\uff4d", "fullwidth letters and dot"],
    ["shop-login\u200b.com", "a zero-width space"],
    ["evil\u3002example\uff0flogin", "a fullwidth slash after the host"],
    ["\uff48\uff54\uff54\uff50\uff53\uff1a\uff0f\uff0fx", "a fullwidth scheme"],
  ])("refuses %j, a web address written with %s", (value) => {
    expect(refused(value)).toBe("A name can't contain a web address");
  });

  it.each([
    "Dana Whitfield",
    "J.R.R. Tolkien",
    "Dr.Smith",
    "Anne-Marie O'Neil",
    "Zoë Ø. Åberg",
    "Paul·la Fabra",
    "山田。太郎",
    "Ｄａｎａ Ｗｈｉｔｆｉｅｌｄ",
  ])("takes %j", (value) => {
    expect(name.safeParse(value).success).toBe(true);
  });
});

describe("typed text", () => {
  it("refuses NUL and the other C0 controls everywhere, and tabs and line breaks on one line", () => {
    const oneLine = requiredText(100);
    const lines = requiredText(100, "many");
    const message = (schema: typeof oneLine, value: string) =>
      schema.safeParse(value).error?.issues[0]?.message;
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f"]) {
      expect(message(oneLine, `a${control}b`)).toBe(
        "Remove the control characters (such as NUL) from this text",
      );
      expect(message(lines, `a${control}b`)).toBe(
        "Remove the control characters (such as NUL) from this text",
      );
    }
    expect(message(oneLine, "a\tb")).toBe("Write this on one line, without tabs or line breaks");
    expect(message(oneLine, "a\r\nb")).toBe("Write this on one line, without tabs or line breaks");
    expect(lines.safeParse("first line\r\n\tsecond line").success).toBe(true);
  });

  it("keeps a field's maximum length readable for the form", () => {
    expect(getZodConstraint(z.object({ text: requiredText(120) })).text?.maxLength).toBe(120);
  });
});
