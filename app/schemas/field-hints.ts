// What forms in the browser show of the field rules: plain values, no validation library, so a
// page that imports them ships none (the rules themselves are in fields.ts, on the server).

/** The longest product name (the form says so; the schema refuses more). */
export const MAX_TOOL_NAME = 120;

/** The longest part number (issue 39; the rule itself is app/schemas/sku.ts). */
export const MAX_SKU = 40;

export const PHONE_HINT = "7 to 20 digits, like +1 (937) 555-0142";

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days a delivery may be wanted on, in UTC: from today to the same day next year. */
export function deliveryWindow(now = new Date()): { min: string; max: string } {
  const nextYear = new Date(now);
  nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
  return { min: isoDay(now), max: isoDay(nextYear) };
}

/**
 * The longest range of days of one download of invoices or credit notes, both ends included:
 * any calendar year (a leap year too), so a year's books come at once, and never more.
 */
export const MAX_BOOKS_DAYS = 366;

/** The range the overview's download of invoices and credit notes starts with: this month so far. */
export function thisMonthSoFar(now = new Date()): { from: string; to: string } {
  const today = isoDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
