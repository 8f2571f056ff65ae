// What forms in the browser show of the field rules: plain values, no validation library, so a
// page that imports them ships none (the rules themselves are in fields.ts, on the server).

/** The longest product name (the form says so; the schema refuses more). */
export const MAX_TOOL_NAME = 120;

export const PHONE_HINT = "7 to 20 digits, like +1 (937) 555-0142";

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days a delivery may be wanted on, in UTC: from today to the same day next year. */
export function deliveryWindow(now = new Date()): { min: string; max: string } {
  const nextYear = new Date(now);
  nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
  return { min: isoDay(now), max: isoDay(nextYear) };
}
