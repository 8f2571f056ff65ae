// Dates and times as the shop's customers and staff read them: one format everywhere (pages,
// mail, invoices and credit notes), in the shop's own time zone (SHOP_TIMEZONE), on the server
// and in the browser alike, so a hydrated page draws the text the server drew. Stored values stay
// UTC ISO timestamps and YYYY-MM-DD calendar days; only what is shown, and the shop's "today",
// are local.

/** The zone a shop that names none keeps its calendar in. */
export const DEFAULT_SHOP_TIMEZONE = "America/New_York";

declare global {
  // The shop's zone where this module runs: the server publishes its SHOP_TIMEZONE at start
  // (env.server.ts), the browser learns it from the page (ShopTimeZoneScript in the root).
  var SHOP_TIMEZONE: string | undefined;
}

/** The shop's time zone (SHOP_TIMEZONE), an IANA name such as America/New_York. */
export function shopTimeZone(): string {
  return globalThis.SHOP_TIMEZONE ?? DEFAULT_SHOP_TIMEZONE;
}

/** Makes `zone` the shop's time zone in this process (the server, at start). */
export function publishShopTimeZone(zone: string) {
  globalThis.SHOP_TIMEZONE = zone;
}

/** The zone's canonical IANA name ("america/new_york" is America/New_York), or null if none. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null; // RangeError: not a zone this runtime knows
  }
}

// Intl formatters are slow to make and fast to use: one per zone and format, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: keyof typeof FORMATS, zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { ...FORMATS[kind], timeZone: zone });
    formatters.set(key, made);
  }
  return made;
}

const FORMATS = {
  date: { month: "short", day: "numeric", year: "numeric" },
  dateTime: {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  },
  parts: {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Some ICU builds put a narrow no-break space before AM/PM and others a space: always a space,
// so the server's text and the browser's are the same characters.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/**
 * A date as people read it, e.g. "Nov 29, 2026". A calendar day (YYYY-MM-DD: a delivery date, a
 * quote's last day) is that day wherever the reader is; a timestamp is its day in the shop's zone.
 */
export function formatDate(value: string, zone = shopTimeZone()): string {
  if (CALENDAR_DAY.test(value)) return formatter("date", "UTC").format(dayStartUtc(value));
  return formatter("date", zone).format(new Date(value));
}

/** A moment in the shop's zone with the zone's abbreviation, e.g. "Nov 29, 2026, 3:05 PM EST". */
export function formatDateTime(iso: string, zone = shopTimeZone()): string {
  return plainSpaces(formatter("dateTime", zone).format(new Date(iso)));
}

/** The wall clock of the zone at `instant`: its calendar day and time of day. */
function wallClock(instant: Date, zone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatter("parts", zone).formatToParts(instant)) parts[part.type] = part.value;
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
}

/** The shop's calendar day (YYYY-MM-DD) at `instant`, a Date or an ISO timestamp. */
export function shopDay(instant: Date | string, zone = shopTimeZone()): string {
  const { year, month, day } = wallClock(new Date(instant), zone);
  return `${year}-${month}-${day}`;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (New York in winter: -5 h). */
function zoneOffsetMs(instant: number, zone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(new Date(instant), zone);
  const wall = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * When the shop's calendar day `day` (YYYY-MM-DD) begins, as an ISO timestamp: the start of a
 * range of days that stored UTC timestamps are compared with. Where a zone skips midnight (a
 * clock change at 00:00), the day begins at the first moment it has.
 */
export function shopDayStart(day: string, zone = shopTimeZone()): string {
  const midnight = dayStartUtc(day).getTime();
  // The offset at the guess, then at the moment it gives: right on either side of a change.
  const guess = midnight - zoneOffsetMs(midnight, zone);
  const start = midnight - zoneOffsetMs(guess, zone);
  return new Date(shopDay(new Date(start), zone) === day ? start : guess).toISOString();
}

export const DAY_MS = 86_400_000;

const dayStartUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The calendar day `days` after (or before, when negative) the day `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(dayStartUtc(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week of a calendar day: 0 is Sunday, 6 Saturday. */
export function weekdayOf(day: string): number {
  return dayStartUtc(day).getUTCDay();
}

/** The calendar day after a YYYY-MM-DD day: the end, not included, of a range of days "to" it. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/**
 * The moments of the shop's days `from` to `to` (YYYY-MM-DD, both whole), as ISO timestamps to
 * compare stored ones with: from `start`, up to but not including `end`. Either day may be left
 * out, and its side is open.
 */
export function shopDaysRange(
  days: { from?: string; to?: string },
  zone = shopTimeZone(),
): { start?: string; end?: string } {
  return {
    start: days.from === undefined ? undefined : shopDayStart(days.from, zone),
    end: days.to === undefined ? undefined : shopDayStart(nextDay(days.to), zone),
  };
}
