import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  canonicalTimeZone,
  DEFAULT_SHOP_TIMEZONE,
  formatDate,
  formatDateTime,
  publishShopTimeZone,
  shopDay,
  shopDayStart,
  shopDaysRange,
  shopTimeZone,
  weekdayOf,
} from "#app/utils/dates.ts";

const NEW_YORK = "America/New_York";

afterEach(() => publishShopTimeZone(DEFAULT_SHOP_TIMEZONE));

describe("formatDate", () => {
  it("shows a calendar day as that day, wherever the shop is", () => {
    expect(formatDate("2026-11-29", NEW_YORK)).toBe("Nov 29, 2026");
    expect(formatDate("2026-11-29", "Pacific/Kiritimati")).toBe("Nov 29, 2026");
    expect(formatDate("2027-01-01", "Pacific/Pago_Pago")).toBe("Jan 1, 2027");
  });

  it("shows a timestamp as the shop's day: a Friday evening in New York is still Friday", () => {
    // 01:30 UTC on Saturday is 8:30 PM on Friday in New York.
    expect(formatDate("2026-11-28T01:30:00.000Z", NEW_YORK)).toBe("Nov 27, 2026");
    expect(formatDate("2026-11-28T01:30:00.000Z", "UTC")).toBe("Nov 28, 2026");
    expect(formatDate("2026-11-28T01:30:00.000Z", "Europe/Berlin")).toBe("Nov 28, 2026");
  });

  it("reads the shop's zone when none is given", () => {
    expect(shopTimeZone()).toBe(NEW_YORK);
    expect(formatDate("2026-11-28T01:30:00.000Z")).toBe("Nov 27, 2026");
    publishShopTimeZone("Asia/Tokyo");
    expect(formatDate("2026-11-27T16:00:00.000Z")).toBe("Nov 28, 2026");
  });
});

describe("formatDateTime", () => {
  it("shows the shop's wall clock with the zone's abbreviation, standard or daylight time", () => {
    expect(formatDateTime("2026-11-22T05:35:00.000Z", NEW_YORK)).toBe("Nov 22, 2026, 12:35 AM EST");
    expect(formatDateTime("2026-07-22T05:35:00.000Z", NEW_YORK)).toBe("Jul 22, 2026, 1:35 AM EDT");
    expect(formatDateTime("2026-07-22T05:35:00.000Z", "UTC")).toBe("Jul 22, 2026, 5:35 AM UTC");
  });

  it("puts plain spaces only, so the server's text is the browser's", () => {
    const shown = formatDateTime("2026-11-22T17:05:00.000Z", NEW_YORK);
    expect(shown).toBe("Nov 22, 2026, 12:05 PM EST");
    expect(shown).not.toMatch(/[\u202f\u00a0]/);
  });

  it("shows the hour that happens twice when the clocks go back, once in each time", () => {
    // November 1, 2026: New York goes from 2:00 EDT back to 1:00 EST.
    expect(formatDateTime("2026-11-01T05:30:00.000Z", NEW_YORK)).toBe("Nov 1, 2026, 1:30 AM EDT");
    expect(formatDateTime("2026-11-01T06:30:00.000Z", NEW_YORK)).toBe("Nov 1, 2026, 1:30 AM EST");
  });
});

describe("the shop's days", () => {
  it("gives the shop's calendar day of a moment", () => {
    expect(shopDay(new Date("2026-11-28T04:59:59.999Z"), NEW_YORK)).toBe("2026-11-27");
    expect(shopDay(new Date("2026-11-28T05:00:00.000Z"), NEW_YORK)).toBe("2026-11-28");
    expect(shopDay("2026-07-01T03:59:00.000Z", NEW_YORK)).toBe("2026-06-30");
    expect(shopDay("2026-07-01T04:00:00.000Z", NEW_YORK)).toBe("2026-07-01");
  });

  it("begins a day at the shop's midnight, in winter and in summer time", () => {
    expect(shopDayStart("2026-11-28", NEW_YORK)).toBe("2026-11-28T05:00:00.000Z");
    expect(shopDayStart("2026-07-01", NEW_YORK)).toBe("2026-07-01T04:00:00.000Z");
    expect(shopDayStart("2026-07-01", "UTC")).toBe("2026-07-01T00:00:00.000Z");
    expect(shopDayStart("2026-07-01", "Asia/Kolkata")).toBe("2026-06-30T18:30:00.000Z");
  });

  it("has days of 23 and 25 hours where the clocks change", () => {
    const hours = (day: string) =>
      (Date.parse(shopDayStart(addDays(day, 1), NEW_YORK)) -
        Date.parse(shopDayStart(day, NEW_YORK))) /
      3_600_000;
    expect(hours("2026-03-08")).toBe(23);
    expect(hours("2026-11-01")).toBe(25);
    expect(hours("2026-11-02")).toBe(24);
  });

  it("begins a day whose midnight the clocks skip at its first moment", () => {
    // Santiago moves from -4 to -3 at midnight on September 6, 2026: 00:00 never happens.
    const start = shopDayStart("2026-09-06", "America/Santiago");
    expect(start).toBe("2026-09-06T04:00:00.000Z");
    expect(shopDay(start, "America/Santiago")).toBe("2026-09-06");
    expect(shopDay(new Date(Date.parse(start) - 1), "America/Santiago")).toBe("2026-09-05");
  });

  it("gives the moments of a range of whole days, either end open", () => {
    expect(shopDaysRange({ from: "2026-11-01", to: "2026-11-30" }, NEW_YORK)).toEqual({
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-12-01T05:00:00.000Z",
    });
    expect(shopDaysRange({ to: "2026-11-30" }, NEW_YORK)).toEqual({
      start: undefined,
      end: "2026-12-01T05:00:00.000Z",
    });
  });

  it("counts calendar days across months, years and leap days", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekdayOf("2026-11-27")).toBe(5); // a Friday
    expect(weekdayOf("2026-11-29")).toBe(0); // a Sunday
  });
});

describe("canonicalTimeZone", () => {
  it("names a zone as IANA does, and knows none of a made-up or offset name", () => {
    expect(canonicalTimeZone("America/New_York")).toBe("America/New_York");
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalTimeZone("+05:00")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });
});
