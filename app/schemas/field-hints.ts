// What forms in the browser show of the field rules: plain values, no validation library, so a
// page that imports them ships none (the rules themselves are in fields.ts, on the server).
import { shopDay, shopTimeZone } from "#app/utils/dates.ts";

/** The longest product name (the form says so; the schema refuses more). */
export const MAX_TOOL_NAME = 120;

/** The longest part number (issue 39; the rule itself is app/schemas/sku.ts). */
export const MAX_SKU = 40;

/** The most business days a shipping method may take (migration 0026 holds the same bound). */
export const MAX_DAYS_IN_TRANSIT = 60;

export const PHONE_HINT = "7 to 20 digits, like +1 (937) 555-0142";

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days a delivery may be wanted on: from the shop's today (its calendar day in SHOP_TIMEZONE
 * at `now`) to the same day next year (February 29 gives March 1).
 */
export function deliveryWindow(
  now = new Date(),
  zone = shopTimeZone(),
): { min: string; max: string } {
  const min = shopDay(now, zone);
  const nextYear = new Date(`${min}T00:00:00Z`);
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
  return { min, max: isoDay(nextYear) };
}

/**
 * The longest range of days of one download of invoices or credit notes, both ends included:
 * any calendar year (a leap year too), so a year's books come at once, and never more.
 */
export const MAX_BOOKS_DAYS = 366;

/** The range the overview's download of invoices and credit notes starts with: this month so far. */
export function thisMonthSoFar(now = new Date()): { from: string; to: string } {
  const today = shopDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
