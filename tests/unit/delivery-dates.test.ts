import { describe, expect, it } from "vitest";
import { earliestDeliveryDay, withEarliestDelivery } from "#app/commerce/index.ts";
import { shopDay } from "#app/utils/dates.ts";

// November 2026: Monday the 23rd to Sunday the 29th; Thanksgiving is a business day like any
// other weekday here (the shop's calendar knows weekends only).
const MONDAY = "2026-11-23";
const THURSDAY = "2026-11-26";
const FRIDAY = "2026-11-27";
const SATURDAY = "2026-11-28";
const SUNDAY = "2026-11-29";

describe("earliestDeliveryDay", () => {
  it("counts business days after a weekday", () => {
    expect(earliestDeliveryDay(MONDAY, 1)).toBe("2026-11-24");
    expect(earliestDeliveryDay(MONDAY, 2)).toBe("2026-11-25");
    expect(earliestDeliveryDay(MONDAY, 4)).toBe(FRIDAY);
  });

  it("skips Saturdays and Sundays", () => {
    expect(earliestDeliveryDay(THURSDAY, 2)).toBe("2026-11-30"); // Friday, then Monday
    expect(earliestDeliveryDay(FRIDAY, 1)).toBe("2026-11-30");
    expect(earliestDeliveryDay(FRIDAY, 2)).toBe("2026-12-01");
    expect(earliestDeliveryDay(MONDAY, 5)).toBe("2026-11-30");
    expect(earliestDeliveryDay(MONDAY, 10)).toBe("2026-12-07");
  });

  it("starts a weekend's order on the week's business days", () => {
    expect(earliestDeliveryDay(SATURDAY, 1)).toBe("2026-11-30");
    expect(earliestDeliveryDay(SATURDAY, 2)).toBe("2026-12-01");
    expect(earliestDeliveryDay(SUNDAY, 2)).toBe("2026-12-01");
    expect(earliestDeliveryDay(SUNDAY, 5)).toBe("2026-12-04");
  });

  it("delivers a method of no days the same business day, never on a weekend", () => {
    expect(earliestDeliveryDay(FRIDAY, 0)).toBe(FRIDAY);
    expect(earliestDeliveryDay(SATURDAY, 0)).toBe("2026-11-30");
    expect(earliestDeliveryDay(SUNDAY, 0)).toBe("2026-11-30");
  });

  it("crosses months and years", () => {
    expect(earliestDeliveryDay("2026-12-30", 3)).toBe("2027-01-04");
    expect(earliestDeliveryDay("2028-02-25", 2)).toBe("2028-02-29"); // Friday to a leap Tuesday
  });

  it("counts from the shop's day, not UTC's: a Friday evening order in New York", () => {
    // 8:30 PM on Friday in New York is 01:30 on Saturday in UTC.
    const fridayEvening = new Date("2026-11-28T01:30:00Z");
    const newYork = shopDay(fridayEvening, "America/New_York");
    const utc = shopDay(fridayEvening, "UTC");
    expect([newYork, utc]).toEqual([FRIDAY, SATURDAY]);
    // Same-day delivery still counts on Friday in New York; UTC would say Monday.
    expect(earliestDeliveryDay(newYork, 0)).toBe(FRIDAY);
    expect(earliestDeliveryDay(utc, 0)).toBe("2026-11-30");
    // A Sunday evening in New York is Monday in UTC: Tuesday, not Wednesday, for two days.
    const sundayEvening = new Date("2026-11-30T02:00:00Z");
    expect(earliestDeliveryDay(shopDay(sundayEvening, "America/New_York"), 2)).toBe("2026-12-01");
    expect(earliestDeliveryDay(shopDay(sundayEvening, "UTC"), 2)).toBe("2026-12-02");
  });

  it("keeps the shop's day across the clocks' changes", () => {
    // The last minute of Saturday, March 7, 2026 and the first of Sunday, November 1 (two 1 AMs).
    expect(shopDay(new Date("2026-03-08T04:59:00Z"), "America/New_York")).toBe("2026-03-07");
    expect(shopDay(new Date("2026-03-08T05:00:00Z"), "America/New_York")).toBe("2026-03-08");
    expect(shopDay(new Date("2026-11-01T03:59:00Z"), "America/New_York")).toBe("2026-10-31");
    expect(shopDay(new Date("2026-11-01T04:00:00Z"), "America/New_York")).toBe("2026-11-01");
    // A Friday-evening order the weekend the clocks go back still counts from Friday.
    const fridayEvening = new Date("2026-10-31T01:00:00Z"); // 9 PM EDT, Friday, October 30
    expect(earliestDeliveryDay(shopDay(fridayEvening, "America/New_York"), 1)).toBe("2026-11-02");
  });

  it("gives a method its earliest day beside what it was", () => {
    expect(withEarliestDelivery({ name: "Express", daysInTransit: 2 }, FRIDAY)).toEqual({
      name: "Express",
      daysInTransit: 2,
      earliestDelivery: "2026-12-01",
    });
  });
});
